#include "core/check/clock_jump_round.h"

#include "core/check/scripted_round.h"

#include "core/lock/quorum.h"
#include "core/servers/clock_shift.h"

#include <thread>

namespace redlock::check {

namespace {
// How long a partitioned proxy may take to read (and swallow) A's SET before the heal.
constexpr Micros kSwallowWait = Millis(1000);
} // namespace

ClockJumpRound::ClockJumpRound(MasterCluster& servers, std::vector<LinkProxy*> links, Micros jump,
                               CheckClient& a, CheckClient& b)
    : m_servers(servers), m_links(std::move(links)), m_jump(jump), m_a(a), m_b(b) {}

JumpRoundResult ClockJumpRound::play() {
    JumpRoundResult r;
    const int n = m_servers.size();
    const int q = quorumOf(n);
    std::vector<std::uint64_t> swallowed(n, 0);
    for (int i = q; i < n; ++i) {
        swallowed[i] = m_links[i]->stats().bytesSwallowed;
        m_links[i]->setPartitioned(true);
        ++r.partitions;
    }
    const bool held = m_a.tryAcquire();
    r.holderExact = held && m_a.lastVotes() == q;
    if (held) {
        m_a.writeIfBelieved();
    }
    // A settles on its first q answers while its SETs to the partitioned masters may still sit
    // unread in the proxies' sockets; healing then would deliver them. Heal only once each
    // proxy has read and dropped them (its swallowed count moved), bounded by kSwallowWait.
    const Micros giveUp = m_a.now() + kSwallowWait;
    for (int i = q; i < n; ++i) {
        while (m_links[i]->stats().bytesSwallowed == swallowed[i] && m_a.now() < giveUp) {
            std::this_thread::sleep_for(Micros(200));
        }
        m_links[i]->setPartitioned(false);
    }
    const int jumped = m_round++ % q; // one of A's masters: 0 .. q-1 answered A
    ClockShift* clock = m_servers.clock(jumped);
    // The jump must land while A still believes: a heal slowed by a loaded machine can outlast
    // A's validity, and a jump then proves nothing (no one believes the key it shortens). Such a
    // round is counted as late, not as a jump.
    if (r.holderExact && clock != nullptr && !m_a.believes()) {
        r.late = true;
    } else if (r.holderExact && clock != nullptr) {
        clock->jump(m_jump);
        ++r.jumps;
        r.secondHeld = secondHolderWhileFirstBelieves(m_a, m_b);
    }
    m_a.release();
    if (clock != nullptr) {
        clock->reset(); // a step back: keys set meanwhile live longer, never shorter
    }
    return r;
}

} // namespace redlock::check
