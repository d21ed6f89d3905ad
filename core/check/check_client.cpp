#include "core/check/check_client.h"

#include <condition_variable>
#include <mutex>

#include <algorithm>

namespace redlock::check {

namespace {

// Over TLS when the check's servers serve it.
ValkeyOptions valkeyOptions(const CheckOptions& opt) {
    ValkeyOptions vo;
    vo.tls = opt.tls;
    return vo;
}

RedlockOptions clientOptions(const CheckOptions& opt) {
    RedlockOptions o;
    o.ttl = opt.ttl;
    o.timeout = opt.timeout;
    o.retries = 0; // run() retries itself, so every attempt is counted
    return o;
}

// Per-client stream of the run's seed (splitmix-style odd multiplier keeps streams apart).
Rng clientRng(std::uint64_t seed, int id) {
    return Rng{seed * 0x9E3779B97F4A7C15ULL + static_cast<std::uint64_t>(id) + 1};
}

// Hold times of a few tens of ms keep hundreds of acquisitions in a 15 s run; the delay
// between tries is the "random delay" of the spec's retry rule.
constexpr Micros kHoldMin = Millis(10);
constexpr Micros kHoldMax = Millis(40);
constexpr Micros kRetryMin = Millis(5);
constexpr Micros kRetryMax = Millis(30);
constexpr double kPauseChance = 0.2;
// A holder kept for a strike writes once more this long before its validity ends (a write that
// lands after somebody else acquired is stale); a paused one wakes this long after it.
constexpr Micros kLastWrite = Millis(5);
constexpr Micros kPastValidity = Millis(1);

} // namespace

CheckClient::CheckClient(int id, const std::vector<Address>& masters, const CheckOptions& opt,
                         BeliefLog& beliefs, SharedRegister& reg, ProgressBoard& board,
                         HolderBoard* holders)
    : m_id(id), m_opt(opt), m_beliefs(beliefs), m_register(reg), m_board(board), m_holders(holders),
      m_fanOut(masters, valkeyOptions(opt)), m_rng(clientRng(opt.seed, id)),
      m_client(m_fanOut, clientOptions(opt), clientRng(opt.seed, id + 100)) {}

Micros CheckClient::uniform(Micros lo, Micros hi) {
    return Micros(m_rng.between(lo.count(), hi.count()));
}

bool CheckClient::tryAcquire() {
    ++m_attempts;
    m_board.attempt();
    const AcquireResult r = m_client.acquire(m_opt.resource);
    m_lastVotes = r.attempts.back().votes;
    if (!r.held) {
        return false;
    }
    ++m_acquisitions;
    m_board.acquired();
    m_holding = true;
    m_lock = r.lock;
    m_start = r.attempts.back().t2;
    m_role = m_holders != nullptr ? m_holders->acquired(holding(r)) : StrikeRole::None;
    return true;
}

Holding CheckClient::holding(const AcquireResult& r) const {
    Holding h;
    h.client = m_id;
    h.t2 = m_start;
    h.validUntil = m_lock.validUntil;
    const auto& masters = r.attempts.back().masters;
    for (std::size_t i = 0; i < masters.size(); ++i) {
        const Reply& reply = masters[i].reply;
        const bool ok = reply.outcome == Outcome::Ok;
        // Not awaited after the quorum settled, or late: the SET went out and may have landed.
        const bool mayHold =
            reply.sent && (reply.outcome == Outcome::Skipped || reply.outcome == Outcome::Timeout);
        if (ok) {
            h.voted.push_back(static_cast<int>(i));
        }
        if (ok || mayHold) {
            h.keyed.push_back(static_cast<int>(i));
        }
    }
    return h;
}

void CheckClient::holdFor(StrikeRole role) {
    if (role == StrikeRole::Pause) {
        // The holder stops (a GC pause) until its validity has run out: the check before the
        // write must hold it back, whoever acquired meanwhile.
        ++m_pauses;
        m_board.clientPause();
        sleepFor(m_lock.validUntil - m_clock.now() + kPastValidity);
    }
    writeIfBelieved();
    if (role == StrikeRole::Hold) {
        // Kept for a strike: the lock is used to the end of its validity, the time a second
        // holder has to appear in.
        sleepFor(m_lock.validUntil - kLastWrite - m_clock.now());
    } else {
        sleepFor(uniform(kHoldMin, kHoldMax));
    }
    writeIfBelieved();
}

bool CheckClient::believes() const {
    return m_holding && m_clock.now() < m_lock.validUntil;
}

bool CheckClient::writeIfBelieved() {
    if (!believes()) {
        m_skippedWrites += m_holding ? 1 : 0;
        return false;
    }
    m_register.write(m_id, m_start, [this] { return m_clock.now(); });
    return true;
}

void CheckClient::release() {
    if (!m_holding) {
        return;
    }
    // The belief ends before the release is sent: from here on the client no longer acts as
    // the holder, whatever the servers answer.
    const Micros end = std::max(m_start, std::min(m_lock.validUntil, m_clock.now()));
    m_beliefs.add({m_id, m_lock.t1, m_start, end, end < m_lock.validUntil});
    m_holding = false;
    m_client.release(m_lock);
}

void CheckClient::sleepFor(Micros d) {
    const Micros now = m_clock.now();
    const Micros end = d > m_until - now ? m_until : now + d;
    std::mutex mu;
    std::unique_lock lock(mu);
    std::condition_variable_any cv; // nobody notifies it: only the stop token wakes it early
    while (!m_stop.stop_requested() && m_clock.now() < end) {
        cv.wait_for(lock, m_stop, end - m_clock.now(), [] { return false; });
    }
}

void CheckClient::run(std::stop_token st, Micros until) {
    m_stop = st;
    m_until = until;
    while (!st.stop_requested() && m_clock.now() < until) {
        if (tryAcquire()) {
            if (m_opt.faults.pauseClient && m_rng.chance(kPauseChance) &&
                m_role == StrikeRole::None) {
                // A stop-the-world pause right after acquiring: half to one and a half times
                // the validity, so some pauses outlive the lease and the write must be skipped.
                const Micros validity = m_lock.validUntil - m_start;
                ++m_pauses;
                m_board.clientPause();
                sleepFor(uniform(validity / 2, validity * 3 / 2));
            }
            holdFor(m_role);
            release();
        }
        sleepFor(uniform(kRetryMin, kRetryMax));
    }
    release();
}

} // namespace redlock::check
