// The client side of the simulator: the Redlock acquire/extend/release protocol, the retry
// policy, the step script and the protected storage.
#include "core/sim/engine.h"

#include "core/lock/judge.h"
#include "core/lock/quorum.h"
#include "core/json/json_out.h"

#include <algorithm>

namespace redlock::sim {

// Every client action goes through here: a paused client runs nothing, so the action waits for
// the end of the pause (a reply stays in the socket buffer, a timer fires late). Re-queued
// actions keep their relative order because they are re-pushed in the order they came due.
void Engine::clientAt(int c, Us t, std::function<void()> fn) {
    at(t, [this, c, fn = std::move(fn)]() mutable {
        const Us until = m_clients[c].pausedUntil;
        if (m_now < until) {
            clientAt(c, until, std::move(fn));
            return;
        }
        fn();
    });
}

void Engine::startAcquire(int c) {
    Client& cl = m_clients[c];
    ++cl.acquires;
    cl.value = m_rng.hex(8);
    log(cl.spec.name, "acquire",
        "attempt " + std::to_string(cl.acquires) + ": T1 = " + msText(m_now) + " ms, value " +
            cl.value);
    startRound(c, "acquire");
}

void Engine::startRound(int c, const std::string& kind) {
    Client& cl = m_clients[c];
    Round r;
    r.id = cl.nextRound++;
    r.kind = kind;
    r.t1 = m_now;
    r.sendDone = m_now; // the fan-out is parallel: all commands leave at T1
    r.votes.assign(m_masters.size(), Vote::Pending);
    cl.round = r;
    const Us ttlUs = m_p.ttlMs * 1000;
    const std::string value = cl.value, owner = cl.spec.name;
    for (std::size_t mi = 0; mi < m_masters.size(); ++mi) {
        const int m = static_cast<int>(mi);
        const std::string op = kind == "acquire" ? "set" : "extend";
        send(c, m, op, [this, c, m, op, value, owner, ttlUs, id = r.id](bool up, std::size_t) {
            if (!up) {
                return; // a down master answers nothing; the client's timeout counts the miss
            }
            SimMaster& master = m_masters[m];
            const bool ok = op == "set" ? master.setNx(owner, value, ttlUs, m_now)
                                        : master.extendIf(value, ttlUs, m_now);
            log(master.name(), op,
                (op == "set" ? "SET NX PX from " : "PEXPIRE from ") + owner +
                    (ok ? ": OK" : ": refused") + " (local clock " +
                    msText(master.clock().local(m_now)) + " ms)");
            if (ok) {
                keyChanged(m);
                replicate(m);
            }
            const std::size_t msg = reply(m, c, ok, "reply");
            if (m_r.messages[msg].arrived >= 0) {
                clientAt(c, m_r.messages[msg].arrived,
                         [this, c, id, m, ok, msg] { onReply(c, id, m, ok, msg); });
            }
        });
        clientAt(c, m_now + m_p.timeoutUs, [this, c, m, id = r.id] { onTimeout(c, id, m); });
    }
}

void Engine::onReply(int c, int roundId, int m, bool ok, std::size_t msg) {
    Client& cl = m_clients[c];
    m_r.messages[msg].read = m_now;
    if (!cl.round || cl.round->id != roundId || cl.round->votes[m] != Vote::Pending) {
        m_r.messages[msg].outcome += "-late";
        log(cl.spec.name, "late-reply",
            m_masters[m].name() + " answered after the deadline; ignored");
        return;
    }
    Round& r = *cl.round;
    r.votes[m] = ok ? Vote::Ok : Vote::Refused;
    r.ok += ok ? 1 : 0;
    ++r.answered;
    log(cl.spec.name, ok ? "vote" : "refused",
        m_masters[m].name() + (ok ? " OK" : " refused (held by another value)"));
    if (r.answered == static_cast<int>(m_masters.size())) {
        finishRound(c);
    }
}

void Engine::onTimeout(int c, int roundId, int m) {
    Client& cl = m_clients[c];
    if (!cl.round || cl.round->id != roundId || cl.round->votes[m] != Vote::Pending) {
        return;
    }
    Round& r = *cl.round;
    r.votes[m] = Vote::Timeout;
    ++r.answered;
    log(cl.spec.name, "timeout",
        m_masters[m].name() + " gave no answer within " + msText(m_p.timeoutUs) + " ms");
    if (r.answered == static_cast<int>(m_masters.size())) {
        finishRound(c);
    }
}

void Engine::finishRound(int c) {
    Client& cl = m_clients[c];
    const Round r = *cl.round;
    cl.round.reset();
    // The naive client stops its stopwatch once the commands are out, so a pause while the
    // replies wait in the buffer is invisible to it. The spec client reads T2 now.
    const Us t2 = cl.spec.naive ? r.sendDone : m_now;
    const Verdict v = judge(r.ok, static_cast<int>(m_masters.size()), Micros(t2 - r.t1),
                            Millis(m_p.ttlMs), m_p.driftFactor);
    const bool extend = r.kind == "extend";
    const bool lateExtend = extend && m_now >= cl.beliefTo;
    const bool held = v.held && !lateExtend;
    Attempt a{cl.spec.name,
              r.kind,
              extend ? cl.extensions + 1 : cl.acquires,
              r.t1,
              m_now,
              r.ok,
              v.n,
              held,
              lateExtend ? "belief-ended" : reasonName(v.reason),
              v.validity.count(),
              held ? m_now + v.validity.count() : 0,
              0,
              cl.value,
              t2 - r.t1,
              m_p.ttlMs,
              v.drift.count(),
              {},
              {}};
    for (std::size_t mi = 0; mi < m_masters.size(); ++mi) {
        if (r.votes[mi] == Vote::Ok) {
            a.voters.push_back(m_masters[mi].name());
        } else if (r.votes[mi] == Vote::Timeout) {
            a.missing.push_back(m_masters[mi].name());
        }
    }
    log(cl.spec.name, "verdict",
        r.kind + (held ? " held" : " refused") + ": " + std::to_string(r.ok) + "/" +
            std::to_string(v.n) + " votes, elapsed " + msText(t2 - r.t1) + " ms, validity " +
            msText(v.validity.count()) + " ms (" + a.reason + ")");
    if (held && !extend) {
        cl.fence = m_nextFence++;
        a.fence = cl.fence;
        cl.believes = true;
        cl.beliefFrom = m_now;
    }
    if (held) {
        cl.beliefTo = m_now + v.validity.count();
        const std::uint64_t gen = ++cl.beliefGen;
        at(cl.beliefTo, [this, c, gen] {
            if (m_clients[c].beliefGen == gen && m_clients[c].believes) {
                endBelief(c, "validity ran out on the client's clock");
            }
        });
        if (extend) {
            ++cl.extensions;
        }
    }
    m_r.attempts.push_back(a);
    if (held) {
        if (!extend) {
            // Redlock hands out no fencing token; the number is the lab storage's own counter,
            // named only where that storage checks it.
            log(cl.spec.name, "holds",
                "believes it holds the lock until " + msText(cl.beliefTo) + " ms" +
                    (m_p.fencing == Fencing::Token
                         ? ", token " + std::to_string(cl.fence) +
                               " from the storage's fencing counter (not part of Redlock)"
                         : std::string()));
        }
        nextStep(c);
    } else if (extend) {
        endBelief(c, "extension failed: abort the critical section");
        releaseAll(c);
    } else {
        releaseAll(c);
        retryOrGiveUp(c);
    }
}

void Engine::releaseAll(int c) {
    Client& cl = m_clients[c];
    log(cl.spec.name, "release",
        "token-checked DEL sent to all " + std::to_string(m_masters.size()) + " masters");
    const std::string value = cl.value;
    for (std::size_t mi = 0; mi < m_masters.size(); ++mi) {
        const int m = static_cast<int>(mi);
        send(c, m, "release", [this, c, m, value](bool up, std::size_t) {
            if (!up) {
                return;
            }
            const bool ok = m_masters[m].releaseIf(value, m_now);
            if (ok) {
                keyChanged(m);
                replicate(m);
            }
            reply(m, c, ok, "reply");
        });
    }
}

void Engine::retryOrGiveUp(int c) {
    Client& cl = m_clients[c];
    if (cl.acquires >= m_p.maxAttempts) {
        log(cl.spec.name, "give-up", "no lock after " + std::to_string(cl.acquires) + " attempts");
        return;
    }
    Us delay = 0;
    if (m_p.retry == RetryMode::Align) {
        // One delay per retry number, shared by every client: the timers stay aligned.
        auto it = m_alignedDelay.find(cl.acquires);
        if (it == m_alignedDelay.end()) {
            it = m_alignedDelay.emplace(cl.acquires, m_rng.below(m_p.retryDelayUs + 1)).first;
        }
        delay = it->second;
    } else {
        delay = static_cast<Us>(m_rng.below(static_cast<std::uint64_t>(m_p.retryDelayUs) + 1));
    }
    log(cl.spec.name, "retry", "next attempt in " + msText(delay) + " ms");
    clientAt(c, m_now + delay, [this, c] { startAcquire(c); });
}

void Engine::nextStep(int c) {
    Client& cl = m_clients[c];
    if (cl.step >= cl.spec.steps.size()) {
        return;
    }
    const Step& s = cl.spec.steps[cl.step];
    const Us t = s.atUs >= 0 ? std::max(m_now, s.atUs) : m_now + s.afterUs;
    clientAt(c, t, [this, c] { runStep(c); });
}

void Engine::runStep(int c) {
    Client& cl = m_clients[c];
    const std::string op = cl.spec.steps[cl.step].op;
    ++cl.step;
    if (op == "extend") {
        if (cl.extensions >= m_p.maxExtensions) {
            log(cl.spec.name, "extend-capped",
                "extension cap of " + std::to_string(m_p.maxExtensions) + " reached");
        } else {
            log(cl.spec.name, "extend", "token-checked PEXPIRE sent to all masters");
            startRound(c, "extend");
            return; // the next step runs when the extension is judged
        }
    } else if (op == "release") {
        endBelief(c, "released");
        releaseAll(c);
    } else if (op == "read") {
        log(cl.spec.name, "read", "reads the protected resource");
    } else if (op == "write" || op == "claim") {
        storageSend(c, op);
    }
    nextStep(c);
}

void Engine::endBelief(int c, const char* why) {
    Client& cl = m_clients[c];
    if (!cl.believes) {
        return;
    }
    cl.believes = false;
    ++cl.beliefGen;
    const Us to = std::min(m_now, cl.beliefTo);
    m_r.spans.push_back(
        {cl.spec.name, SpanKind::Belief, cl.beliefFrom, to, cl.spec.name, cl.value});
    log(cl.spec.name, "belief-end", why);
}

bool Engine::trulyHolds(int c, Us t) const {
    int n = 0;
    for (const SimMaster& m : m_masters) {
        n += m.holds(m_clients[c].value, t) ? 1 : 0;
    }
    return voteHolds(n, static_cast<int>(m_masters.size()));
}

void Engine::storageSend(int c, const std::string& kind) {
    Client& cl = m_clients[c];
    const std::size_t idx = m_r.messages.size();
    const Us arrival = m_now + m_p.storageLatencyUs + cl.storageExtraUs;
    m_r.messages.push_back({cl.spec.name, "storage", kind, m_now, arrival, -1, ""});
    log(cl.spec.name, kind,
        kind == "write" ? (m_p.fencing == Fencing::Token
                               ? "sends a write with fencing token " + std::to_string(cl.fence)
                               : std::string("sends a write"))
                        : "asks storage to record its value " + cl.value);
    at(arrival, [this, c, kind, idx, fence = cl.fence, value = cl.value] {
        const std::string& name = m_clients[c].spec.name;
        if (kind == "claim") {
            // Only a check-and-set storage keeps the tag; the others have no use for it.
            const bool cas = m_p.fencing == Fencing::CheckAndSet;
            if (cas) {
                m_casOwner = value;
                m_casOwnerName = name;
            }
            m_r.messages[idx].outcome = cas ? "accepted" : "ignored";
            log("storage", cas ? "claim" : "claim-ignored",
                cas ? "resource now tagged with " + name + "'s value " + value
                    : name + "'s tag is not checked by this storage");
            return;
        }
        StorageWrite w{m_now, name,  fence, true, false, "no fencing", m_anyWrite ? m_highFence : 0,
                       m_anyWrite, m_casOwnerName};
        m_anyWrite = true;
        if (m_p.fencing == Fencing::Token) {
            w.accepted = fence >= m_highFence;
            w.reason = w.accepted ? "token " + std::to_string(fence) + " >= highest seen"
                                  : "token " + std::to_string(fence) + " < highest seen " +
                                        std::to_string(m_highFence);
            m_highFence = std::max(m_highFence, fence);
        } else if (m_p.fencing == Fencing::CheckAndSet) {
            w.accepted = m_casOwner == value;
            w.reason = w.accepted ? "value matches"
                                  : "value mismatch: resource belongs to " +
                                        (m_casOwner.empty() ? "nobody" : m_casOwner);
        }
        w.stale = w.accepted && !trulyHolds(c, m_now);
        m_r.messages[idx].outcome = w.accepted ? "accepted" : "rejected";
        log("storage", w.accepted ? "write-accepted" : "write-rejected",
            name + ": " + w.reason + (w.stale ? " — STALE: writer no longer holds the lock" : ""));
        m_r.writes.push_back(w);
    });
}

} // namespace redlock::sim
