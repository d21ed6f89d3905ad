#pragma once
// Availability of a Redlock set when each of N masters is down independently with probability p:
// the probability that a client can get a lock at all, i.e. that at least majority(N) masters
// are up.
//  exact:       sum over k = q..N of C(N,k) (1-p)^k p^(N-k), q = floor(N/2)+1 (double precision;
//               for N <= 9 the relative error is ~1e-15).
//  monteCarlo:  over T seeded trials, draw every master's up/down (one 64-bit draw compared with
//               a threshold of p * 2^64) and count the up votes; a trial succeeds when judge()
//               (with zero elapsed time, so only the vote gate decides) says held.
// Limits: 1 <= N <= 9, 0 <= p <= 1, 1 <= T <= 1e9. The Monte Carlo estimate has a standard
// error of sqrt(a(1-a)/T).

#include "core/lock/result.h"

#include <cstdint>

namespace redlock::sim {

struct AvailabilityInput {
    int n = 5;
    double pDown = 0.1;
    std::int64_t trials = 1000000;
    std::uint64_t seed = 1;
};

struct AvailabilityResult {
    double exact = 0.0;
    double monteCarlo = 0.0;
    std::int64_t successes = 0;
    double seconds = 0.0;   // wall time of the Monte Carlo loop (steady clock)
    double votesPerS = 0.0; // N * trials / seconds
};

Result<AvailabilityInput> checkAvailability(int n, double pDown, std::int64_t trials);

double exactAvailability(int n, double pDown);

// Preconditions: input passed checkAvailability.
AvailabilityResult simulateAvailability(const AvailabilityInput& input);

} // namespace redlock::sim
