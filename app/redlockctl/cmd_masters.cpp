#include "commands.h"

#include <ostream>

namespace redlockctl {

int cmdMasters(const Args&, std::ostream&, std::ostream& err) {
    err << "redlockctl masters: not available in this build yet\n";
    return 2;
}

} // namespace redlockctl
