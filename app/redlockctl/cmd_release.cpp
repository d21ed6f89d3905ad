#include "commands.h"

#include <ostream>

namespace redlockctl {

int cmdRelease(const Args&, std::ostream&, std::ostream& err) {
    err << "redlockctl release: not available in this build yet\n";
    return 2;
}

} // namespace redlockctl
