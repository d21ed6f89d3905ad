#include "core/guide/practice.h"

#include "core/lock/judge.h"
#include "core/lock/quorum.h"
#include "core/lock/rng.h"

#include <algorithm>

namespace redlock::guide {

namespace {

// `count` distinct master numbers of 1..n, sorted (a partial Fisher–Yates shuffle).
std::vector<int> pickDown(Rng& rng, int n, int count) {
    std::vector<int> all(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        all[static_cast<std::size_t>(i)] = i + 1;
    }
    for (int i = 0; i < count; ++i) {
        const auto j = static_cast<std::size_t>(rng.between(i, n - 1));
        std::swap(all[static_cast<std::size_t>(i)], all[j]);
    }
    std::vector<int> down(all.begin(), all.begin() + count);
    std::sort(down.begin(), down.end());
    return down;
}

int quorum(int n) {
    return n / 2 + 1;
}

// Held or not, with the votes near the majority line: one short of it, at it, or one above.
Practice majorityVote(Rng& rng) {
    Practice p;
    p.run.kind = RunKind::Vote;
    p.run.ask = "held";
    p.run.n = static_cast<int>(rng.between(3, 9));
    const int spare = p.run.n - quorum(p.run.n); // how many may be down with the lock still held
    const int down =
        static_cast<int>(rng.between(std::max(0, spare - 1), std::min(p.run.n, spare + 1)));
    p.run.down = pickDown(rng, p.run.n, down);
    p.run.ttlMs = 10000;
    p.run.elapsedUs = rng.between(1, 20) * 1000;
    p.answers = {"yes", "no"};
    return p;
}

// One of the four readings of a vote, each as likely: the elapsed time is put inside the gate
// asked about (the judge still decides; this only makes every answer come up).
Practice gatesVote(Rng& rng) {
    Practice p;
    p.run.kind = RunKind::Vote;
    p.run.ask = "reason";
    p.run.n = static_cast<int>(rng.between(3, 7));
    static constexpr std::int64_t kTtls[] = {1000, 2000, 5000, 10000};
    p.run.ttlMs = kTtls[rng.below(4)];
    const std::int64_t ttlUs = p.run.ttlMs * 1000;
    const std::int64_t driftUs =
        judge(p.run.n, p.run.n, Micros(0), Millis(p.run.ttlMs)).drift.count();
    const int spare = p.run.n - quorum(p.run.n);
    int down = static_cast<int>(rng.between(0, spare));
    switch (rng.below(4)) {
    case 0: // held: well inside the TTL
        p.run.elapsedUs = rng.between(1000, ttlUs / 2);
        break;
    case 1: // no majority
        down = static_cast<int>(rng.between(spare + 1, p.run.n));
        p.run.elapsedUs = rng.between(1000, ttlUs / 2);
        break;
    case 2: // past the TTL
        p.run.elapsedUs = rng.between(ttlUs + 1000, ttlUs * 3 / 2);
        break;
    default: // inside the TTL, but not inside TTL − drift
        p.run.elapsedUs = rng.between(ttlUs - driftUs + 1, ttlUs - 1);
        break;
    }
    p.run.elapsedUs = p.run.elapsedUs / 1000 * 1000; // whole milliseconds, as people read them
    p.run.down = pickDown(rng, p.run.n, down);
    p.answers = {"held", "no-majority", "past-ttl", "drift-ate-rest"};
    return p;
}

Practice overlapCount(Rng& rng) {
    Practice p;
    p.run.kind = RunKind::Overlap;
    p.run.ask = "min-shared";
    p.run.n = static_cast<int>(rng.between(2, 9));
    p.answers = {"0", "1", "2"};
    return p;
}

// One of `values`, each as likely.
template <class T, std::size_t N> T oneOf(Rng& rng, const T (&values)[N]) {
    return values[rng.below(N)];
}

// gc-pause-after with a new pause and TTL: C1 pauses at 150 ms and writes when it wakes; C2
// asks for the lock at 10500 ms and writes at 10600 ms (the script's). The pause is put to end
// before C2 asks, between C2's acquire and its write, or after that write, each as likely, so
// every outcome comes up; the run says which it is.
Practice gcPause(Rng& rng) {
    Practice p;
    p.family = "gc-pause";
    p.run.kind = RunKind::Scenario;
    p.run.ask = "outcome";
    p.run.scenario = "gc-pause-after";
    p.run.fencing = rng.below(2) == 0 ? sim::Fencing::Off : sim::Fencing::Token;
    static constexpr std::int64_t kTtls[] = {4000, 6000, 8000, 10000, 12000};
    p.run.numbers.ttlMs = oneOf(rng, kTtls);
    switch (rng.below(3)) {
    case 0: // wakes before C2 asks
        p.run.numbers.pauseMs = rng.between(10, 102) * 100;
        break;
    case 1: // wakes after C2's acquire, before its write
        p.run.numbers.pauseMs = rng.between(1037, 1044) * 10;
        break;
    default: // wakes after C2's write
        p.run.numbers.pauseMs = rng.between(21, 40) * 500;
        break;
    }
    p.answers = {"safe", "lost-update"};
    return p;
}

// clock-jump with a new jump and TTL: C1 holds M1-M3 from 0 ms, M3's wall clock jumps at
// 2000 ms, C2 asks M3-M5 at 2100 ms (the script's). The jump is drawn short of C1's key on M3
// expiring or past it, each as likely; the run says whether two clients then hold the lock.
Practice clockJump(Rng& rng) {
    Practice p;
    p.family = "clock-jump";
    p.run.kind = RunKind::Scenario;
    p.run.ask = "outcome";
    p.run.scenario = "clock-jump";
    static constexpr std::int64_t kTtls[] = {3000, 5000, 8000, 10000};
    const std::int64_t ttl = oneOf(rng, kTtls);
    p.run.numbers.ttlMs = ttl;
    const std::int64_t edge = ttl - 2000; // the jump that brings M3's clock to the key's end
    p.run.numbers.jumpMs = rng.below(2) == 0
                               ? rng.between(1, std::max<std::int64_t>(1, edge / 500 - 1)) * 500
                               : rng.between(edge / 500 + 1, edge / 500 + 8) * 500;
    p.answers = {"safe", "two-holders"};
    return p;
}

// happy with k of five masters down from the start, a per-master timeout and a TTL: a majority
// or not, and when masters are down the client waits the timeout before it counts, which may
// leave no validity.
Practice downTimeout(Rng& rng) {
    Practice p;
    p.family = "down";
    p.run.kind = RunKind::Scenario;
    p.run.ask = "first-held";
    p.run.scenario = "happy";
    p.run.numbers.down = pickDown(rng, 5, static_cast<int>(rng.between(0, 3)));
    static constexpr std::int64_t kTimeouts[] = {20, 50, 100, 200, 500, 1000, 2000};
    static constexpr std::int64_t kTtls[] = {300, 500, 1000, 2000, 5000, 10000};
    p.run.numbers.timeoutMs = oneOf(rng, kTimeouts);
    p.run.numbers.ttlMs = oneOf(rng, kTtls);
    p.answers = {"yes", "no"};
    return p;
}

// happy with every master L ms away: a reply takes 2L, the client waits W for it, and what the
// round trip leaves of the TTL is the validity. No draw puts the round trip exactly on the
// timeout (which side wins a tie is not what the page teaches).
Practice rttTimeout(Rng& rng) {
    Practice p;
    p.family = "rtt";
    p.run.kind = RunKind::Scenario;
    p.run.ask = "first-held";
    p.run.scenario = "happy";
    static constexpr std::int64_t kLatencies[] = {1, 2, 5, 10, 20, 50, 100, 200, 500};
    static constexpr std::int64_t kTimeouts[] = {10, 20, 50, 100, 200, 500, 1000};
    static constexpr std::int64_t kTtls[] = {200, 500, 1000, 2000, 10000};
    std::int64_t latency = 0, timeout = 0;
    do {
        latency = oneOf(rng, kLatencies);
        timeout = oneOf(rng, kTimeouts);
    } while (2 * latency == timeout);
    p.run.numbers.latencyMs = latency;
    p.run.numbers.timeoutMs = timeout;
    p.run.numbers.ttlMs = oneOf(rng, kTtls);
    p.answers = {"yes", "no"};
    return p;
}

// The lease page's model: worker 1 claims, maybe pauses, k × 5 s pass (the lease is 10 s), the
// reaper maybe runs, worker 2 maybe tries to claim, and then the workers complete.
Practice leaseTiming(Rng& rng) {
    Practice p;
    p.family = "lease";
    p.run.kind = RunKind::Lease;
    p.run.ask = "late-completion";
    p.run.actions = {"claim1"};
    if (rng.below(2) == 0) {
        p.run.actions.push_back("pause1");
    }
    const int advances = static_cast<int>(rng.between(0, 4));
    for (int i = 0; i < advances; ++i) {
        p.run.actions.push_back("advance");
    }
    if (rng.below(3) != 0) {
        p.run.actions.push_back("reap");
    }
    if (rng.below(3) != 0) {
        p.run.actions.push_back("claim2");
    }
    p.run.actions.push_back("complete");
    p.answers = {"accepted", "rejected"};
    return p;
}

} // namespace

bool hasPractice(std::string_view page) {
    return page == "majority" || page == "gates" || page == "overlap" || page == "timing" ||
           page == "protocol" || page == "lease";
}

std::optional<Practice> practice(std::string_view page, std::uint64_t seed) {
    Rng rng(seed);
    std::optional<Practice> p;
    if (page == "majority") {
        p = majorityVote(rng);
    } else if (page == "gates") {
        p = gatesVote(rng);
    } else if (page == "overlap") {
        p = overlapCount(rng);
    } else if (page == "timing") {
        p = rng.below(2) == 0 ? gcPause(rng) : clockJump(rng);
    } else if (page == "protocol") {
        p = rng.below(2) == 0 ? downTimeout(rng) : rttTimeout(rng);
    } else if (page == "lease") {
        p = leaseTiming(rng);
    }
    if (p && p->family.empty()) {
        p->family = std::string(page);
    }
    return p;
}

} // namespace redlock::guide
