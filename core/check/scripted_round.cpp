#include "core/check/scripted_round.h"

#include "core/lock/quorum.h"

namespace redlock::check {

namespace {
// B's retry spacing while it waits for a majority (the restarted master empty, or the jumped
// master's copy of A's key expired).
constexpr Micros kRetry = Millis(2);
} // namespace

bool secondHolderWhileFirstBelieves(CheckClient& a, CheckClient& b) {
    bool held = false;
    while (a.believes() && !held) {
        held = b.tryAcquire();
        if (!held) {
            b.sleepFor(kRetry);
        }
    }
    if (held) {
        b.writeIfBelieved();
        a.writeIfBelieved();
        while (a.believes()) {
            a.sleepFor(kRetry);
        }
        b.release();
    }
    return held;
}

ScriptedRound::ScriptedRound(MasterCluster& servers, CheckClient& a, CheckClient& b)
    : m_faults(servers), m_a(a), m_b(b) {}

bool ScriptedRound::restart(int i, bool crash, RoundResult& r) {
    // A crash-restart: killed (nothing is flushed; without persistence the keys are gone) and
    // started again at once; else a crashed master is started again.
    auto done = m_faults.apply(i, crash ? MasterFault::Restart : MasterFault::Heal);
    if (!done) {
        r.error = done.error().message;
        return false;
    }
    return true;
}

RoundResult ScriptedRound::play() {
    RoundResult r;
    const int n = m_faults.size();
    const int q = quorumOf(n);

    for (int i = q; i < n; ++i) {
        if (auto done = m_faults.apply(i, MasterFault::Crash); !done) {
            r.error = done.error().message;
            return r;
        }
        ++r.restarts;
    }
    const bool held = m_a.tryAcquire();
    r.holderExact = held && m_a.lastVotes() == q;
    if (held) {
        m_a.writeIfBelieved();
    }
    for (int i = q; i < n; ++i) {
        if (!restart(i, false, r)) {
            m_a.release();
            return r;
        }
    }
    if (r.holderExact) {
        for (int i = 0; i < minOverlap(n); ++i) {
            ++r.restarts;
            if (!restart(i, true, r)) {
                m_a.release();
                return r;
            }
        }
        // Restarts slowed by a loaded machine can outlast A's validity: then no one believes
        // the key they took away, and the round can show nothing (reported as late).
        r.late = !m_a.believes();
        r.secondHeld = !r.late && secondHolderWhileFirstBelieves(m_a, m_b);
    }
    m_a.release();
    return r;
}

} // namespace redlock::check
