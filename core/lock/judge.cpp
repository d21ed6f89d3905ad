#include "core/lock/judge.h"

#include "core/lock/quorum.h"

#include <cassert>

namespace redlock {

const char* reasonName(Reason r) {
    switch (r) {
    case Reason::Held:
        return "held";
    case Reason::NoMajority:
        return "no-majority";
    case Reason::PastTtl:
        return "past-ttl";
    case Reason::DriftAteRest:
        return "drift-ate-rest";
    }
    return "unknown";
}

Verdict judge(int okVotes, int n, Micros elapsed, Millis ttl, double driftFactor) {
    assert(n >= kMinMasters && n <= kMaxMasters);
    assert(okVotes >= 0 && okVotes <= n);
    assert(elapsed.count() >= 0);

    Verdict v;
    v.votes = okVotes;
    v.n = n;
    v.quorum = quorumOf(n);
    v.elapsed = elapsed;
    v.ttl = ttl;
    v.drift = driftFor(ttl, driftFactor);
    v.validity = validityFor(ttl, elapsed, driftFactor);
    v.voteGate = voteHolds(okVotes, n);
    v.timeGate = v.validity.count() > 0; // the drift allowance is > 0, so elapsed < TTL too

    if (!v.voteGate) {
        v.reason = Reason::NoMajority;
    } else if (!fitsTtl(elapsed, ttl)) {
        v.reason = Reason::PastTtl;
    } else if (!v.timeGate) {
        v.reason = Reason::DriftAteRest;
    } else {
        v.reason = Reason::Held;
    }
    v.held = v.reason == Reason::Held;
    return v;
}

} // namespace redlock
