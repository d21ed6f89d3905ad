#include "commands.h"

#include <ostream>

namespace redlockctl {

int cmdSimulate(const Args&, std::ostream&, std::ostream& err) {
    err << "redlockctl simulate: not available in this build yet\n";
    return 2;
}

} // namespace redlockctl
