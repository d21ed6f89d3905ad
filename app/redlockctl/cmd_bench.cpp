#include "commands.h"

#include <ostream>

namespace redlockctl {

int cmdBench(const Args&, std::ostream&, std::ostream& err) {
    err << "redlockctl bench: not available in this build yet\n";
    return 2;
}

} // namespace redlockctl
