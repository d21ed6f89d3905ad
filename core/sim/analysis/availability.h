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
//
// Jitter: the probability that one acquire succeeds (a majority AND validity > 0, judge())
// when every master's round trip is drawn independently from a log-normal with a given median
// and 99th percentile (the tail; tail == median is no spread at all). A round trip above the
// per-instance timeout is a miss that costs the client the whole timeout.
//  parallel:    all N at once, settling at the quorum: elapsed = the q-th fastest answer.
//  sequential:  one after another (the real client's FanOutMode::Sequential: asks all N,
//               stops once the quorum is out of reach): elapsed = sum of min(rtt, timeout).
//  exact:       a master answers in time with p = Phi(ln(timeout/median) / sigma); when even
//               the slowest possible acquire (parallel: one timeout, sequential: N timeouts)
//               fits inside TTL - drift, only the vote gate can refuse, and the success
//               probability is exactAvailability(N, 1 - p). Otherwise no exact value is given
//               (nullopt) and only the Monte Carlo number exists.

#include "core/lock/result.h"

#include "core/client/fan_out.h"

#include <atomic>
#include <cstdint>
#include <optional>
#include <vector>

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

struct JitterInput {
    int n = 5;
    double medianMs = 10.0; // median round trip
    double tailMs = 10.0;   // 99th percentile round trip, >= medianMs
    double timeoutMs = 100.0;
    std::int64_t ttlMs = 10000;
    FanOutMode mode = FanOutMode::Parallel;
    std::int64_t trials = 20000;
    std::uint64_t seed = 1;
};

struct JitterResult {
    double success = 0.0; // Monte Carlo: successes / trials
    std::int64_t successes = 0;
    std::optional<double> exact; // see above: when only the vote gate can refuse
    double meanElapsedMs = 0.0;  // over all trials
};

Result<JitterInput> checkJitter(const JitterInput& input);
// sigma of ln(round trip) for a median and a 99th percentile (0 when they are equal).
double lognormalSigma(double medianMs, double tailMs);
std::optional<double> exactJitter(const JitterInput& input);
// Preconditions: input passed checkJitter. Stops early (returning what it has) when `cancel`
// becomes true.
JitterResult simulateJitter(const JitterInput& input, const std::atomic<bool>* cancel = nullptr);

// The chart: tails from the median up to maxTailMs, log-spaced, `points` of them.
std::vector<double> jitterTails(double medianMs, double maxTailMs, int points);

} // namespace redlock::sim
