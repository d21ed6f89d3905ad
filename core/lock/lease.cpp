#include "core/lock/lease.h"

#include <cmath>
#include <string>

namespace redlock {

Micros driftFor(Millis ttl, double driftFactor) {
    const auto ttlUs = static_cast<double>(Micros(ttl).count());
    return Micros(static_cast<long long>(std::llround(ttlUs * driftFactor))) + kDriftFloor;
}

Micros validityFor(Millis ttl, Micros elapsed, double driftFactor) {
    return Micros(ttl) - elapsed - driftFor(ttl, driftFactor);
}

Result<Millis> checkTtl(long long ttlMs) {
    if (ttlMs < kMinTtl.count() || ttlMs > kMaxTtl.count()) {
        return Error{"TTL " + std::to_string(ttlMs) +
                     " ms is out of range: expected 1 ms to 86400000 ms (24 h)"};
    }
    return Millis(ttlMs);
}

Result<double> checkDriftFactor(double factor) {
    if (!(factor >= 0.0 && factor < 1.0)) {
        return Error{"drift factor " + std::to_string(factor) +
                     " is out of range: expected at least 0 and below 1"};
    }
    return factor;
}

} // namespace redlock
