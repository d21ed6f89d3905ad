#include "commands.h"

#include <ostream>

namespace redlockctl {

int cmdAcquire(const Args&, std::ostream&, std::ostream& err) {
    err << "redlockctl acquire: not available in this build yet\n";
    return 2;
}

} // namespace redlockctl
