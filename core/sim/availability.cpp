#include "core/sim/availability.h"

#include "core/lock/judge.h"
#include "core/lock/quorum.h"
#include "core/sim/run_counter.h"

#include <array>
#include <bit>
#include <chrono>
#include <cmath>
#include "core/sim/rng.h"
#include <string>

namespace redlock::sim {

Result<AvailabilityInput> checkAvailability(int n, double pDown, std::int64_t trials) {
    if (n < kMinMasters || n > kMaxMasters) {
        return Error{"--n " + std::to_string(n) + " is out of range: expected 1 to 9 masters"};
    }
    if (!(pDown >= 0.0 && pDown <= 1.0)) {
        return Error{"--p-down " + std::to_string(pDown) + " is out of range: expected 0 to 1"};
    }
    if (trials < 1 || trials > 1000000000) {
        return Error{"--trials " + std::to_string(trials) +
                     " is out of range: expected 1 to 1000000000"};
    }
    return AvailabilityInput{n, pDown, trials, 1};
}

double exactAvailability(int n, double pDown) {
    double sum = 0.0;
    double binom = 1.0; // C(n, k), built up as k grows
    for (int k = 0; k <= n; ++k) {
        if (k > 0) {
            binom = binom * (n - k + 1) / k;
        }
        if (voteHolds(k, n)) {
            sum += binom * std::pow(1.0 - pDown, k) * std::pow(pDown, n - k);
        }
    }
    return sum;
}

AvailabilityResult simulateAvailability(const AvailabilityInput& in) {
    countRunStarted(RunKind::MonteCarlo);
    // The verdict for every possible vote count, from judge() itself, so the trial loop is a
    // table look-up and cannot drift from the one vote rule.
    std::array<std::uint8_t, kMaxMasters + 1> held{};
    for (int k = 0; k <= in.n; ++k) {
        held[k] = judge(k, in.n, Micros(0), Millis(10000)).held ? 1 : 0;
    }
    // A master is down when its 64-bit draw is below p * 2^64. p = 1 cannot be expressed as a
    // threshold, so it is handled by `allDown`.
    const bool allDown = in.pDown >= 1.0;
    const double scaled = std::ldexp(in.pDown, 64);
    const std::uint64_t threshold = allDown ? 0 : static_cast<std::uint64_t>(scaled);
    Rng engine(in.seed); // the raw 64-bit stream; see core/sim/rng.h
    const int n = in.n;
    std::int64_t successes = 0;

    const auto start = std::chrono::steady_clock::now();
    for (std::int64_t t = 0; t < in.trials; ++t) {
        unsigned up = 0;
        for (int m = 0; m < n; ++m) {
            up += engine.next() >= threshold ? 1u : 0u;
        }
        successes += allDown ? 0 : held[up];
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    AvailabilityResult r;
    r.exact = exactAvailability(in.n, in.pDown);
    r.successes = successes;
    r.monteCarlo = static_cast<double>(successes) / static_cast<double>(in.trials);
    r.seconds = seconds;
    r.votesPerS = seconds > 0 ? static_cast<double>(in.trials) * n / seconds : 0.0;
    return r;
}

} // namespace redlock::sim
