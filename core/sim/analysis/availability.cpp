#include "core/sim/analysis/availability.h"

#include "core/lock/judge.h"
#include "core/lock/quorum.h"
#include "core/lock/rng.h"
#include "core/sim/run_counter.h"

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <cmath>
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
    Rng engine(in.seed); // the raw 64-bit stream; see core/lock/rng.h
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

namespace {
constexpr double kZ99 = 2.3263478740408408; // the standard normal's 99th percentile

// One acquire's outcome for drawn round trips (ms), by the rules in availability.h.
struct TrialOutcome {
    bool held = false;
    double elapsedMs = 0.0;
};

TrialOutcome trial(const JitterInput& in, const double* rtt) {
    const int n = in.n;
    const int q = quorumOf(n);
    int votes = 0;
    double elapsed = 0.0;
    if (in.mode == FanOutMode::Sequential) {
        int asked = 0;
        for (int i = 0; i < n; ++i) {
            if (votes + (n - asked) < q) {
                break; // the early stop: the rest cannot make up the quorum
            }
            const bool inTime = rtt[i] <= in.timeoutMs;
            elapsed += inTime ? rtt[i] : in.timeoutMs;
            votes += inTime ? 1 : 0;
            ++asked;
        }
    } else {
        std::array<double, kMaxMasters> inTime{};
        for (int i = 0; i < n; ++i) {
            if (rtt[i] <= in.timeoutMs) {
                inTime[static_cast<std::size_t>(votes++)] = rtt[i];
            }
        }
        if (votes >= q) { // settled at the q-th fastest answer
            std::nth_element(inTime.begin(), inTime.begin() + (q - 1), inTime.begin() + votes);
            elapsed = inTime[static_cast<std::size_t>(q - 1)];
        } else {
            elapsed = in.timeoutMs;
        }
    }
    const Micros elapsedUs(static_cast<std::int64_t>(std::llround(elapsed * 1000.0)));
    return {judge(votes, n, elapsedUs, Millis(in.ttlMs)).held, elapsed};
}

// A uniform double in (0, 1] from the top 53 bits (never 0, so its log is finite).
double openUniform(Rng& rng) {
    return (static_cast<double>(rng.next() >> 11) + 1.0) * 0x1.0p-53;
}
} // namespace

Result<JitterInput> checkJitter(const JitterInput& in) {
    auto num = [](double v) { return std::to_string(v); };
    if (in.n < kMinMasters || in.n > kMaxMasters) {
        return Error{"n " + std::to_string(in.n) + " is out of range: expected 1 to 9 masters"};
    }
    if (!(in.medianMs > 0.0 && in.medianMs <= 100000.0)) {
        return Error{"median round trip " + num(in.medianMs) +
                     " ms is out of range: expected above 0 and at most 100000 ms"};
    }
    if (!(in.tailMs >= in.medianMs && in.tailMs <= 1000000.0)) {
        return Error{"tail round trip " + num(in.tailMs) + " ms is out of range: expected " +
                     "from the median (" + num(in.medianMs) + " ms) to 1000000 ms"};
    }
    if (!(in.timeoutMs > 0.0 && in.timeoutMs <= 1000.0)) {
        return Error{"timeout " + num(in.timeoutMs) +
                     " ms is out of range: expected above 0 and at most 1000 ms"};
    }
    if (auto ttl = checkTtl(in.ttlMs); !ttl) {
        return ttl.error();
    }
    if (in.trials < 1 || in.trials > 100000000) {
        return Error{"trials " + std::to_string(in.trials) +
                     " is out of range: expected 1 to 100000000"};
    }
    return in;
}

double lognormalSigma(double medianMs, double tailMs) {
    return std::log(tailMs / medianMs) / kZ99;
}

std::optional<double> exactJitter(const JitterInput& in) {
    const int n = in.n;
    const double sigma = lognormalSigma(in.medianMs, in.tailMs);
    if (sigma <= 0.0) {
        // No spread: every round trip is the median, so the outcome is certain.
        const bool inTime = in.medianMs <= in.timeoutMs;
        const double elapsed = !inTime                             ? in.timeoutMs
                               : in.mode == FanOutMode::Sequential ? n * in.medianMs
                                                                   : in.medianMs;
        const Micros us(static_cast<std::int64_t>(std::llround(elapsed * 1000.0)));
        return judge(inTime ? n : 0, n, us, Millis(in.ttlMs)).held ? 1.0 : 0.0;
    }
    // The slowest acquire that can still win: one timeout in parallel, N in sequence.
    const double worst = in.mode == FanOutMode::Sequential ? n * in.timeoutMs : in.timeoutMs;
    const Micros worstUs(static_cast<std::int64_t>(std::llround(worst * 1000.0)));
    if (!judge(n, n, worstUs, Millis(in.ttlMs)).held) {
        return std::nullopt; // the time gate can refuse too: no closed form here
    }
    const double pInTime =
        0.5 * std::erfc(-std::log(in.timeoutMs / in.medianMs) / (sigma * std::sqrt(2.0)));
    return exactAvailability(n, 1.0 - pInTime);
}

JitterResult simulateJitter(const JitterInput& in, const std::atomic<bool>* cancel) {
    countRunStarted(RunKind::MonteCarlo);
    const double sigma = lognormalSigma(in.medianMs, in.tailMs);
    const double twoPi = 6.283185307179586;
    Rng rng(in.seed);
    JitterResult r;
    double elapsedSum = 0.0;
    std::int64_t done = 0;
    std::array<double, kMaxMasters> rtt{};
    for (; done < in.trials; ++done) {
        if (cancel && (done & 1023) == 0 && cancel->load(std::memory_order_relaxed)) {
            break;
        }
        for (int m = 0; m < in.n; ++m) {
            // Box-Muller, written out (no std::normal_distribution: see core/lock/rng.h).
            const double u1 = openUniform(rng);
            const double u2 = static_cast<double>(rng.next() >> 11) * 0x1.0p-53;
            const double z = std::sqrt(-2.0 * std::log(u1)) * std::cos(twoPi * u2);
            rtt[static_cast<std::size_t>(m)] = in.medianMs * std::exp(sigma * z);
        }
        const TrialOutcome t = trial(in, rtt.data());
        r.successes += t.held ? 1 : 0;
        elapsedSum += t.elapsedMs;
    }
    if (done > 0) {
        r.success = static_cast<double>(r.successes) / static_cast<double>(done);
        r.meanElapsedMs = elapsedSum / static_cast<double>(done);
    }
    r.exact = exactJitter(in);
    return r;
}

std::vector<double> jitterTails(double medianMs, double maxTailMs, int points) {
    std::vector<double> out;
    if (points < 2 || maxTailMs <= medianMs) {
        out.push_back(medianMs);
        return out;
    }
    const double step = std::log(maxTailMs / medianMs) / (points - 1);
    for (int i = 0; i < points; ++i) {
        out.push_back(i == points - 1 ? maxTailMs : medianMs * std::exp(step * i));
    }
    return out;
}

} // namespace redlock::sim
