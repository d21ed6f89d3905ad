#include "commands.h"

#include <ostream>

namespace redlockctl {

int cmdCheck(const Args&, std::ostream&, std::ostream& err) {
    err << "redlockctl check: not available in this build yet\n";
    return 2;
}

} // namespace redlockctl
