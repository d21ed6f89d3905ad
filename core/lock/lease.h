#pragma once
// Lease arithmetic of one Redlock acquire.
//  drift    = factor * TTL + 2 ms. The factor (default 0.01) and the 2 ms are the convention of the
//             reference implementation (redlock-rb: 1 ms Redis expiry precision + 1 ms minimum),
//             not a sentence of the spec, which only asks for "a few milliseconds".
//  validity = TTL - elapsed - drift, where elapsed = T2 - T1 on the client's clock.
// With TTL = 10 000 ms, elapsed = 2 ms: drift = 102 ms, validity = 9 896 ms.

#include "core/lock/result.h"
#include "core/lock/units.h"

namespace redlock {

inline constexpr double kDefaultDriftFactor = 0.01;
inline constexpr Micros kDriftFloor{2000};
inline constexpr Millis kMinTtl{1};
inline constexpr Millis kMaxTtl{24LL * 3600 * 1000};

Micros driftFor(Millis ttl, double driftFactor = kDefaultDriftFactor);
Micros validityFor(Millis ttl, Micros elapsed, double driftFactor = kDefaultDriftFactor);

// The time gate on its own: the acquire must finish strictly inside the TTL.
inline bool fitsTtl(Micros elapsed, Millis ttl) {
    return elapsed < ttl;
}

// Input checks with messages naming the value.
Result<Millis> checkTtl(long long ttlMs);
Result<double> checkDriftFactor(double factor);

} // namespace redlock
