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

} // namespace

bool hasPractice(std::string_view page) {
    return page == "majority" || page == "gates" || page == "overlap";
}

std::optional<Practice> practice(std::string_view page, std::uint64_t seed) {
    Rng rng(seed);
    if (page == "majority") {
        return majorityVote(rng);
    }
    if (page == "gates") {
        return gatesVote(rng);
    }
    if (page == "overlap") {
        return overlapCount(rng);
    }
    return std::nullopt;
}

} // namespace redlock::guide
