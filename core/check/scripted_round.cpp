#include "core/check/scripted_round.h"

#include "core/lock/quorum.h"

namespace redlock::check {

namespace {
// B's retry spacing while it waits for the restarted master to take its SET.
constexpr Micros kRetry = Millis(2);
} // namespace

ScriptedRound::ScriptedRound(LocalServers& servers, CheckClient& a, CheckClient& b)
    : m_servers(servers), m_a(a), m_b(b) {}

bool ScriptedRound::restart(int i, bool crash, RoundResult& r) {
    if (crash) {
        m_servers.kill(i); // SIGKILL: nothing is flushed; without persistence the keys are gone
    }
    auto pid = m_servers.restart(i, Millis(0));
    if (!pid) {
        r.error = pid.error().message;
        return false;
    }
    return true;
}

RoundResult ScriptedRound::play() {
    RoundResult r;
    const int n = m_servers.size();
    const int q = quorumOf(n);

    for (int i = q; i < n; ++i) {
        m_servers.kill(i);
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
        while (m_a.believes()) {
            if (m_b.tryAcquire()) {
                r.secondHeld = true;
                break;
            }
            m_b.sleepFor(kRetry);
        }
    }
    if (r.secondHeld) {
        m_b.writeIfBelieved();
        m_a.writeIfBelieved(); // A still believes: its write lands after B acquired
        // Both keep the lock as ordinary holders would, until A's lease runs out by itself:
        // the overlap then measures how long two clients really believed at once.
        while (m_a.believes()) {
            m_a.sleepFor(kRetry);
        }
        m_b.release();
    }
    m_a.release();
    return r;
}

} // namespace redlock::check
