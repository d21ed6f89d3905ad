#pragma once
// Time in the core is integer microseconds. Readouts show milliseconds; the lease arithmetic is
// done in microseconds so a sub-millisecond elapsed time is not rounded away.

#include <chrono>
#include <cstdint>

namespace redlock {

using Micros = std::chrono::microseconds;
using Millis = std::chrono::milliseconds;

// Milliseconds as a double, for display and JSON (e.g. 9896.0, 0.142).
inline double toMs(Micros d) {
    return static_cast<double>(d.count()) / 1000.0;
}

} // namespace redlock
