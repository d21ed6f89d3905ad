#include "core/client/redlock.h"

#include "core/lock/quorum.h"
#include "core/lock/token.h"

#include <algorithm>
#include <cassert>

namespace redlock {

Result<RedlockOptions> checkOptions(const RedlockOptions& opt) {
    if (auto ttl = checkTtl(opt.ttl.count()); !ttl) {
        return ttl.error();
    }
    if (opt.timeout < kMinInstanceTimeout || opt.timeout > kMaxInstanceTimeout) {
        return Error{"timeout " + std::to_string(opt.timeout.count() / 1000) +
                     " ms is out of range: expected 1 to 1000 ms"};
    }
    if (opt.timeout >= Micros(opt.ttl)) {
        return Error{"timeout " + std::to_string(opt.timeout.count() / 1000) +
                     " ms must be below the TTL (" + std::to_string(opt.ttl.count()) + " ms)"};
    }
    if (auto f = checkDriftFactor(opt.driftFactor); !f) {
        return f.error();
    }
    if (opt.retries < 0 || opt.retries > 1000) {
        return Error{"retries " + std::to_string(opt.retries) +
                     " is out of range: expected 0 to 1000"};
    }
    if (opt.retryDelay.count() < 0 || opt.retryJitter.count() < 0) {
        return Error{"retry delay and jitter must not be negative"};
    }
    return opt;
}

Redlock::Redlock(FanOut& fanOut, RedlockOptions opt, Rng rng)
    : m_fanOut(fanOut), m_opt(std::move(opt)), m_rng(rng) {
    assert(checkOptions(m_opt).ok());
    assert(m_fanOut.size() >= kMinMasters && m_fanOut.size() <= kMaxMasters);
}

std::vector<MasterTrace> Redlock::trace(const std::vector<Reply>& replies) const {
    std::vector<MasterTrace> out;
    out.reserve(replies.size());
    for (std::size_t i = 0; i < replies.size(); ++i) {
        out.push_back({m_fanOut.address(static_cast<int>(i)), replies[i], std::nullopt});
    }
    return out;
}

int Redlock::countOk(const std::vector<Reply>& replies) {
    return static_cast<int>(std::count_if(replies.begin(), replies.end(),
                                          [](const Reply& r) { return r.outcome == Outcome::Ok; }));
}

AcquireResult Redlock::acquire(const std::string& resource) {
    AcquireResult result;
    const int n = size();
    const std::string key = keyFor(resource);
    for (int attemptNo = 1; attemptNo <= m_opt.retries + 1; ++attemptNo) {
        const std::string token = newToken();
        Attempt a = runTraced(Op::Acquire, key, token, m_opt.ttl,
                              m_opt.settleEarly ? Settle::Quorum : Settle::All);
        a.number = attemptNo;
        a.verdict = judge(a.votes, n, a.t2 - a.t1, m_opt.ttl, m_opt.driftFactor);

        if (a.verdict->held) {
            result.held = true;
            result.lock =
                Lock{resource,  key, a.token, a.t1, a.t1 + Micros(m_opt.ttl) - a.verdict->drift,
                     *a.verdict};
            result.attempts.push_back(std::move(a));
            return result;
        }

        // Not held: undo on every master, including those that said no or never answered,
        // because a SET may have landed even when its answer was lost or late.
        // A master that already missed its deadline in this attempt gets the release too, but
        // is not awaited a second time: the refusal returns within the timeout.
        unsigned late = 0;
        for (std::size_t i = 0; i < a.masters.size(); ++i) {
            late |= a.masters[i].reply.outcome == Outcome::Timeout ? (1u << i) : 0u;
        }
        a.cleanup = runTraced(Op::Release, key, a.token, Millis{0}, Settle::All, late).masters;

        if (attemptNo <= m_opt.retries) {
            a.retryDelay = Micros(m_opt.retryDelay) +
                           Micros(m_rng.between(0, Micros(m_opt.retryJitter).count()));
            result.attempts.push_back(std::move(a));
            m_fanOut.sleep(result.attempts.back().retryDelay);
        } else {
            result.attempts.push_back(std::move(a));
        }
    }
    return result;
}

Attempt Redlock::runTraced(Op op, const std::string& key, const std::string& token, Millis ttl,
                           Settle settle, unsigned noWait) {
    FanOutOptions fo;
    fo.noWait = noWait;
    fo.timeout = m_opt.timeout;
    fo.settle = settle;
    fo.quorum = quorumOf(size());
    fo.mode = op == Op::Release ? FanOutMode::Parallel : m_opt.fanout;
    Clock& clock = m_fanOut.clock();
    Attempt a;
    a.op = op;
    a.key = key;
    a.token = token;
    a.t1 = clock.now();
    const auto replies = m_fanOut.run({op, key, token, ttl}, fo);
    a.t2 = clock.now(); // after the last awaited answer was read
    a.masters = trace(replies);
    a.votes = countOk(replies);
    return a;
}

void Redlock::readLate(std::vector<MasterTrace>& lastRun) {
    const auto late = m_fanOut.readLate();
    for (std::size_t i = 0; i < late.size() && i < lastRun.size(); ++i) {
        if (late[i] && lastRun[i].reply.outcome == Outcome::Skipped) {
            lastRun[i].late = late[i];
        }
    }
}

Attempt Redlock::release(const Lock& lock) {
    // The delete is sent to all N either way. Waiting stops once a majority confirmed (when
    // settling early): from then on no client can find this lock on a majority, and a hung
    // master costs the release nothing instead of its whole deadline.
    return runTraced(Op::Release, lock.key, lock.token, Millis{0},
                     m_opt.settleEarly ? Settle::Quorum : Settle::All);
}

Attempt Redlock::extend(Lock& lock, Millis ttl) {
    const int n = size();
    // Settle::All: extend every master that still has our key, not just a majority of them.
    Attempt a = runTraced(Op::Extend, lock.key, lock.token, ttl, Settle::All);
    Verdict v = judge(a.votes, n, a.t2 - a.t1, ttl, m_opt.driftFactor);
    // An extension that finishes after the old validity ran out extends nothing we still held.
    if (v.held && a.t2 >= lock.validUntil) {
        v.held = false;
        v.reason = Reason::PastTtl;
    }
    a.verdict = v;
    if (v.held) {
        lock.t1 = a.t1;
        lock.validUntil = a.t1 + Micros(ttl) - v.drift;
        lock.verdict = v;
    }
    return a;
}

} // namespace redlock
