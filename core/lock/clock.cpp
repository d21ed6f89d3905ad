#include "core/lock/clock.h"

#include <chrono>

namespace redlock {

Micros SteadyClock::now() const {
    return std::chrono::duration_cast<Micros>(std::chrono::steady_clock::now().time_since_epoch());
}

} // namespace redlock
