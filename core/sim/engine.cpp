#include "core/sim/engine.h"

#include "core/json/json_out.h"
#include "core/lock/judge.h"
#include "core/lock/quorum.h"
#include "core/sim/limits.h"
#include "core/sim/monitor.h"
#include "core/sim/run_counter.h"
#include "core/sim/simulator.h"

#include <algorithm>
#include <optional>

namespace redlock::sim {

Engine::Engine(const Scenario& s, std::uint64_t seed, Us until, const std::atomic<bool>* cancel)
    : m_s(s), m_p(s.params), m_rng(seed),
      m_end(until >= 0 ? std::min(until, s.params.endUs) : s.params.endUs), m_cancel(cancel) {
    m_r.scenario = s.name;
    m_r.variant = s.variant;
    m_r.seed = seed;
    m_r.endUs = m_end;
    m_nextFence = m_p.fenceStart;
    m_storage = FencedStorage(m_p.fencing);
    // Redlock hands out no ordered token: a run has one only where the storage checks a token or
    // the lock's own numbers are read as one.
    m_r.tokens = m_p.fencing != Fencing::Off || m_p.fenceFrom != FenceFrom::Storage;
    for (const std::string& name : m_p.masters) {
        m_masters.emplace_back(name, m_p.expiry, m_p.persistence);
        m_r.lanes.push_back({name, LaneKind::Master});
    }
    for (const ClientSpec& spec : s.clients) {
        Client cl;
        cl.spec = spec;
        m_clients.push_back(std::move(cl));
        m_r.lanes.push_back({spec.name, LaneKind::Client});
    }
    m_r.lanes.push_back({kStorageLane, LaneKind::Storage});
    m_keySpan.resize(m_masters.size());
    m_downSpan.resize(m_masters.size());
    m_crashedAt.resize(m_masters.size(), 0);
    m_hungUntil.resize(m_masters.size(), 0);
    m_links.assign(m_clients.size(), std::vector<Link>(m_masters.size(), Link{m_p.latencyUs}));
    for (const LinkSpec& l : s.links) {
        const int c = clientIndex(l.client), m = masterIndex(l.master);
        if (c >= 0 && m >= 0) {
            m_links[c][m].latency = l.latencyUs;
        }
    }
    m_failover = m_p.failover.master.empty() ? -1 : masterIndex(m_p.failover.master);
}

int Engine::masterIndex(const std::string& name) const {
    for (std::size_t i = 0; i < m_masters.size(); ++i) {
        if (m_masters[i].name() == name) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

int Engine::clientIndex(const std::string& name) const {
    for (std::size_t i = 0; i < m_clients.size(); ++i) {
        if (m_clients[i].spec.name == name) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

void Engine::log(const std::string& actor, EventKind kind, std::string detail, TraceEvent fact) {
    fact.t = m_now;
    fact.actor = actor;
    fact.kind = kind;
    fact.detail = std::move(detail);
    m_r.events.push_back(std::move(fact));
}

SimResult Engine::run() {
    countRunStarted(RunKind::Simulation);
    // Faults first, in file order, so at equal times a fault runs before a client's action.
    for (const Fault& f : m_s.faults) {
        at(f.atUs, [this, f] { applyFault(f); });
    }
    for (std::size_t c = 0; c < m_clients.size(); ++c) {
        const int ci = static_cast<int>(c);
        clientAt(ci, m_clients[c].spec.startUs, [this, ci] { startAcquire(ci); });
    }
    std::int64_t ran = 0;
    while (!m_q.empty() && m_q.nextTime() <= m_end) {
        if (++ran > limits::kMaxEventsPerRun) { // a runaway script: stop, and say which limit
            m_r.stopped = "the run stopped at " + msText(m_now) + " ms after " +
                          std::to_string(limits::kMaxEventsPerRun) + " events, the per-run limit";
            m_end = m_now;
            break;
        }
        if (m_cancel && (ran & 1023) == 0 && m_cancel->load(std::memory_order_relaxed)) {
            m_r.stopped = "cancelled at " + msText(m_now) + " ms";
            m_end = m_now;
            break;
        }
        Us t = 0;
        auto fn = m_q.pop(t);
        m_now = t;
        fn();
    }
    m_now = m_end;
    finish();
    return std::move(m_r);
}

// Keeps the master's key-alive span in step with its key, and arms the expiry check.
void Engine::keyChanged(int m) {
    SimMaster& master = m_masters[m];
    const KeyEntry* k = master.up() ? master.key(m_now) : nullptr;
    auto& open = m_keySpan[m];
    if (open && (!k || m_r.spans[*open].value != k->value)) {
        m_r.spans[*open].to = m_now;
        open.reset();
    }
    if (k && !open) {
        open = m_r.spans.size();
        m_r.spans.push_back({master.name(), SpanKind::KeyAlive, m_now, m_now, k->owner, k->value});
    }
    scheduleExpiry(m);
}

void Engine::scheduleExpiry(int m) {
    SimMaster& master = m_masters[m];
    if (!master.up() || !master.rawKey()) {
        return;
    }
    const std::uint64_t gen = master.rawKey()->gen;
    at(master.expiryReal(m_now), [this, m, gen] {
        SimMaster& ms = m_masters[m];
        if (!ms.up() || !ms.rawKey() || ms.rawKey()->gen != gen) {
            return; // rewritten, released or crashed since: this check is moot
        }
        const std::string owner = ms.rawKey()->owner;
        if (ms.expireIfDue(m_now)) {
            log(ms.name(), EventKind::Expire,
                "key of " + owner + " expired (local clock " + msText(ms.clock().local(m_now)) +
                    " ms)");
            keyChanged(m);
        } else {
            scheduleExpiry(m); // the clock slowed down since the check was armed
        }
    });
}

std::size_t Engine::send(int c, int m, MessageKind kind,
                         std::function<void(bool, std::size_t)> onArrive) {
    const Link& link = m_links[c][m];
    const std::size_t idx = m_r.messages.size();
    // On its way until the master reads it (deliver); lost only on a cut link. A request the
    // run ends before stays in flight (finish).
    m_r.messages.push_back({m_clients[c].spec.name, m_masters[m].name(), kind, m_now, -1, -1,
                            link.cut ? MessageOutcome::Lost : MessageOutcome::InFlight});
    if (link.cut) {
        return idx;
    }
    const Us arrival = m_now + link.latency + link.extraRequest;
    m_r.messages[idx].arrived = arrival;
    at(arrival, [this, m, idx, onArrive] { deliver(m, idx, onArrive); });
    return idx;
}

void Engine::deliver(int m, std::size_t idx, std::function<void(bool, std::size_t)> onArrive) {
    if (m_now < m_hungUntil[m]) { // a hung server reads its socket only when it resumes
        at(m_hungUntil[m], [this, m, idx, onArrive] { deliver(m, idx, onArrive); });
        return;
    }
    const bool up = m_masters[m].up();
    m_r.messages[idx].outcome = up ? MessageOutcome::Delivered : MessageOutcome::Dropped;
    m_r.messages[idx].taken = m_now;
    onArrive(up, idx);
}

void Engine::hangMaster(int m, Us forUs) {
    const Us until = std::max(m_hungUntil[m], m_now + forUs);
    m_hungUntil[m] = until;
    m_r.spans.push_back({m_masters[m].name(), SpanKind::Pause, m_now, until, "", ""});
    log(m_masters[m].name(), EventKind::Hang, "stops answering for " + msText(forUs) + " ms");
    at(until, [this, m, until] {
        if (m_hungUntil[m] == until) {
            log(m_masters[m].name(), EventKind::Resume,
                "answers again; requests that waited are served");
        }
    });
}

std::size_t Engine::reply(int m, int c, bool ok) {
    const Link& link = m_links[c][m];
    const std::size_t idx = m_r.messages.size();
    m_r.messages.push_back({m_masters[m].name(), m_clients[c].spec.name, MessageKind::Reply, m_now,
                            -1, -1,
                            link.cut ? MessageOutcome::Lost
                            : ok     ? MessageOutcome::Ok
                                     : MessageOutcome::Refused});
    if (!link.cut) {
        m_r.messages[idx].arrived = m_now + link.latency + link.extraReply;
    }
    return idx;
}

void Engine::applyFault(const Fault& f) {
    const int c = clientIndex(f.client);
    std::vector<int> ms;
    for (const std::string& name : f.masters) {
        if (const int m = masterIndex(name); m >= 0) {
            ms.push_back(m);
        }
    }
    const int m = masterIndex(f.master);
    switch (f.kind) {
    case FaultKind::Caption:
        log("narrator", EventKind::Caption, f.text);
        return;
    case FaultKind::Partition:
    case FaultKind::Heal:
    case FaultKind::Delay:
        if (c >= 0) {
            linkFault(f, c, ms);
        }
        return;
    case FaultKind::Pause:
        if (c >= 0) {
            Client& cl = m_clients[c];
            cl.pausedUntil = std::max(cl.pausedUntil, m_now + f.forUs);
            m_r.spans.push_back({f.client, SpanKind::Pause, m_now, m_now + f.forUs, "", ""});
            log(f.client, EventKind::Pause, "stop-the-world pause for " + msText(f.forUs) + " ms");
            const Us resume = cl.pausedUntil;
            at(resume, [this, c, resume] {
                if (m_clients[c].pausedUntil == resume) {
                    log(m_clients[c].spec.name, EventKind::Resume,
                        "pause over; buffered work runs now");
                }
            });
        }
        return;
    case FaultKind::NoRelease:
        if (c >= 0) {
            Client& cl = m_clients[c];
            cl.noReleaseUntil = std::max(cl.noReleaseUntil, m_now + f.forUs);
            log(f.client, EventKind::NoRelease, "sends no release for " + msText(f.forUs) + " ms");
        }
        return;
    case FaultKind::Crash:
        if (m >= 0) {
            crashMaster(m);
        }
        return;
    case FaultKind::Restart:
        if (m >= 0) {
            restartMaster(m, f.wiped);
        }
        return;
    case FaultKind::Hang:
        if (m >= 0) {
            hangMaster(m, f.forUs);
        }
        return;
    case FaultKind::ClockJump:
        if (m >= 0) {
            MasterClock& clock = m_masters[m].clock();
            const Us before = clock.local(m_now);
            clock.jump(m_now, f.byUs);
            log(f.master, EventKind::ClockJump,
                "wall clock steps " + msText(before) + " → " + msText(clock.local(m_now)) + " ms");
            keyChanged(m); // arms an expiry check at once if the new reading is past the stamp
        } else if (c >= 0) {
            clientClockJump(f, c);
        }
        return;
    case FaultKind::ClockRate:
        if (m >= 0) {
            MasterClock& clock = m_masters[m].clock();
            const Us before = clock.local(m_now);
            clock.setRate(m_now, f.ratePpm);
            log(f.master, EventKind::ClockRate,
                "clock now runs at " + std::to_string(f.ratePpm) + " ppm of real time (local " +
                    msText(before) + " ms)");
            keyChanged(m);
        }
        return;
    }
}

// partition, heal or delay of client c's links to the masters `ms` (and maybe the storage).
void Engine::linkFault(const Fault& f, int c, const std::vector<int>& ms) {
    std::string names;
    for (const std::string& name : f.masters) {
        names += (names.empty() ? "" : ",") + name;
    }
    // "storage" among the names: the client's writes to the protected storage (S3(d)).
    if (std::find(f.masters.begin(), f.masters.end(), kStorageLane) != f.masters.end()) {
        m_clients[c].storageExtraUs =
            f.kind == FaultKind::Delay && f.direction != Direction::Reply ? f.extraUs : 0;
    }
    for (int mi : ms) {
        Link& l = m_links[c][mi];
        if (f.kind == FaultKind::Partition) {
            l.cut = true;
        } else if (f.kind == FaultKind::Heal) {
            l = Link{l.latency};
        } else { // a delay: applyFault passes only these three
            l.extraRequest = f.direction == Direction::Reply ? 0 : f.extraUs;
            l.extraReply = f.direction == Direction::Request ? 0 : f.extraUs;
        }
    }
    const std::string what = f.kind == FaultKind::Partition ? "cut off from " + names
                             : f.kind == FaultKind::Heal
                                 ? "reconnected to " + names
                                 : "links to " + names + " delayed by " + msText(f.extraUs) +
                                       " ms (" + kindName(f.direction) + ")";
    log(f.client,
        f.kind == FaultKind::Partition ? EventKind::Partition
        : f.kind == FaultKind::Heal    ? EventKind::Heal
                                       : EventKind::Delay,
        what);
}

// The client's wall clock steps. A client that times its lease on it now ends its belief `by`
// early (forward) or late (backward) in real time; a monotonic one ignores it.
void Engine::clientClockJump(const Fault& f, int c) {
    Client& cl = m_clients[c];
    if (m_p.clientClock == ClientClock::Wall) {
        cl.clockOffsetUs += f.byUs;
        log(f.client, EventKind::ClockJump,
            "wall clock steps by " + msText(f.byUs) + " ms; the client times its lease on it");
        if (cl.believes) {
            // The lease's end on the client's clock, in real time: a forward step past it ends
            // the belief now (it was believed until this moment), not at a time gone by.
            cl.beliefTo = std::max(m_now, cl.beliefTo - f.byUs);
            armBeliefEnd(c);
        }
    } else {
        log(f.client, EventKind::ClockJump,
            "wall clock steps by " + msText(f.byUs) +
                " ms; the client times its lease on a monotonic clock");
    }
}

void Engine::crashMaster(int m) {
    SimMaster& master = m_masters[m];
    if (!master.up()) {
        return;
    }
    master.crash(m_now);
    m_crashedAt[m] = m_now;
    ++m_failoverEpoch; // replication in flight from this master is lost
    log(master.name(), EventKind::Crash, "process dies; keys in memory are gone");
    keyChanged(m);
    m_downSpan[m] = m_r.spans.size();
    m_r.spans.push_back({master.name(), SpanKind::Down, m_now, m_now, "", ""});
    if (m == m_failover) {
        const Us promoteAt = m_now + m_p.failover.downAfterUs + m_p.failover.promoteUs;
        at(m_now + m_p.failover.downAfterUs, [this, m] {
            log("sentinel", EventKind::Sdown,
                m_masters[m].name() + " marked down after down-after-milliseconds");
        });
        at(promoteAt, [this, m] {
            if (m_masters[m].up()) {
                return;
            }
            m_masters[m].promote(m_replica, m_now, m_replicaRevision);
            log("sentinel", EventKind::Failover,
                "replica promoted to serve " + m_masters[m].name() +
                    (m_replica ? " (with a copy of the key)" : " (without the key)"));
            closeDown(m);
            keyChanged(m);
        });
    }
}

void Engine::restartMaster(int m, bool wiped) {
    SimMaster& master = m_masters[m];
    if (master.up()) {
        return;
    }
    const Us earliest = m_crashedAt[m] + m_p.restartDelayUs;
    if (m_now < earliest) {
        log(master.name(), EventKind::RestartDelayed,
            "delayed-restart rule keeps it down until " + msText(earliest) + " ms");
        at(earliest, [this, m, wiped] { restartMaster(m, wiped); });
        return;
    }
    master.restart(m_now, wiped);
    log(master.name(), EventKind::Restart,
        master.rawKey() ? "back up; the persisted key survived"
        : wiped         ? "back up wiped: whatever was persisted is gone"
                        : "back up with an empty keyspace");
    closeDown(m);
    keyChanged(m);
}

void Engine::closeDown(int m) {
    if (m_downSpan[m]) {
        m_r.spans[*m_downSpan[m]].to = m_now;
        m_downSpan[m].reset();
    }
}

// Asynchronous replication of the failover master: the write reaches the replica later, unless
// the master crashes first.
void Engine::replicate(int m) {
    if (m != m_failover) {
        return;
    }
    const std::uint64_t epoch = m_failoverEpoch;
    const std::optional<KeyEntry> snapshot = m_masters[m].rawKey();
    const std::int64_t revision = m_masters[m].revision();
    at(m_now + m_p.failover.replicationUs, [this, m, epoch, snapshot, revision] {
        if (epoch != m_failoverEpoch || !m_masters[m].up()) {
            log(m_masters[m].name(), EventKind::ReplicationLost,
                "the write never reached the replica");
            return;
        }
        m_replica = snapshot;
        m_replicaRevision = revision;
        log(m_masters[m].name(), EventKind::Replicated, "replica now has the same key state");
    });
}

SimResult simulate(const Scenario& scenario, const RunOptions& options) {
    Engine engine(scenario, options.seed.value_or(scenario.seed), options.untilUs, options.cancel);
    return engine.run();
}

// The client side of the simulator: the Redlock acquire/extend/release protocol, the retry
// policy, the step script and the protected storage.

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
    log(cl.spec.name, EventKind::Acquire,
        "attempt " + std::to_string(cl.acquires) + ": T1 = " + msText(m_now) + " ms, value " +
            cl.value);
    startRound(c, AttemptKind::Acquire);
}

void Engine::startRound(int c, AttemptKind kind) {
    Client& cl = m_clients[c];
    Round r;
    r.id = cl.nextRound++;
    r.kind = kind;
    r.t1 = m_now;
    r.t1Client = clientNow(c);
    r.sendDone = m_now;
    r.votes.assign(m_masters.size(), Vote::Pending);
    r.blockers.assign(m_masters.size(), std::string());
    r.counters.assign(m_masters.size(), 0);
    cl.round = r;
    if (m_p.fanout == FanOut::Sequential) {
        askMaster(c, 0); // one master at a time; afterVote() asks the next
        return;
    }
    for (std::size_t mi = 0; mi < m_masters.size(); ++mi) {
        askMaster(c, static_cast<int>(mi)); // parallel: all commands leave at T1
    }
}

// One SET NX PX (or extension) to master m in the current round, and its per-instance timeout.
void Engine::askMaster(int c, int m) {
    Client& cl = m_clients[c];
    Round& r = *cl.round;
    r.asked = std::max(r.asked, static_cast<std::size_t>(m) + 1);
    r.sendDone = m_now;
    const Us ttlUs = m_p.ttlMs * 1000;
    const std::string value = cl.value, owner = cl.spec.name;
    const bool set = r.kind == AttemptKind::Acquire; // else an extension
    const MessageKind op = set ? MessageKind::Set : MessageKind::Extend;
    send(c, m, op, [this, c, m, set, value, owner, ttlUs, id = r.id](bool up, std::size_t) {
        if (!up) {
            return; // a down master answers nothing; the client's timeout counts the miss
        }
        SimMaster& master = m_masters[m];
        const std::string blocker = master.ownerAt(m_now);
        const bool ok = set               ? master.setNx(owner, value, ttlUs, m_now)
                        : m_p.extendSetNx ? master.extendOrSet(owner, value, ttlUs, m_now)
                                          : master.extendIf(value, ttlUs, m_now);
        log(master.name(), set ? EventKind::Set : EventKind::Extend,
            (set               ? "SET NX PX from "
             : m_p.extendSetNx ? "extend (SET NX if missing) from "
                               : "PEXPIRE from ") +
                owner + (ok ? ": OK" : ": refused") + " (local clock " +
                msText(master.clock().local(m_now)) + " ms)");
        if (ok) {
            keyChanged(m);
            replicate(m);
        }
        const std::int64_t revision = master.revision();
        const std::size_t msg = reply(m, c, ok);
        if (m_r.messages[msg].arrived >= 0) {
            clientAt(c, m_r.messages[msg].arrived,
                     [this, c, id, m, ok, msg, revision, set, blocker = ok ? "" : blocker] {
                         Client& me = m_clients[c];
                         if (me.round && me.round->id == id) {
                             me.round->blockers[m] = blocker;
                             if (ok && set) {
                                 me.round->counters[m] = revision;
                                 if (m == 0) {
                                     me.lockFence = revision;
                                 }
                             }
                         }
                         onReply(c, id, m, ok, msg);
                     });
        }
    });
    clientAt(c, m_now + m_p.timeoutUs, [this, c, m, id = r.id] { onTimeout(c, id, m); });
}

// After each vote: parallel rounds end when every master has answered or timed out; sequential
// ones ask the next master, or stop early once the masters left cannot make up the majority.
void Engine::afterVote(int c) {
    Round& r = *m_clients[c].round;
    const int n = static_cast<int>(m_masters.size());
    if (m_p.fanout == FanOut::Parallel) {
        if (r.answered == n) {
            finishRound(c);
        }
        return;
    }
    const int left = n - static_cast<int>(r.asked);
    if (left > 0 && r.ok + left >= quorumOf(n)) {
        askMaster(c, static_cast<int>(r.asked));
        return;
    }
    if (left > 0) {
        log(m_clients[c].spec.name, EventKind::EarlyStop,
            std::to_string(r.ok) + " votes and " + std::to_string(left) +
                " masters left: a majority is out of reach, so the rest are not asked");
        for (std::size_t mi = r.asked; mi < m_masters.size(); ++mi) {
            r.votes[mi] = Vote::Skipped;
        }
    }
    finishRound(c);
}

void Engine::onReply(int c, int roundId, int m, bool ok, std::size_t msg) {
    Client& cl = m_clients[c];
    m_r.messages[msg].read = m_now;
    if (!cl.round || cl.round->id != roundId || cl.round->votes[m] != Vote::Pending) {
        m_r.messages[msg].late = true;
        log(cl.spec.name, EventKind::LateReply,
            m_masters[m].name() + " answered after the deadline; ignored",
            fact::master(m_masters[m].name()));
        return;
    }
    Round& r = *cl.round;
    r.votes[m] = ok ? Vote::Ok : Vote::Refused;
    r.ok += ok ? 1 : 0;
    ++r.answered;
    log(cl.spec.name, ok ? EventKind::Vote : EventKind::Refused,
        m_masters[m].name() + (ok ? " OK" : " refused (held by another value)"),
        fact::master(m_masters[m].name()));
    afterVote(c);
}

void Engine::onTimeout(int c, int roundId, int m) {
    Client& cl = m_clients[c];
    if (!cl.round || cl.round->id != roundId || cl.round->votes[m] != Vote::Pending) {
        return;
    }
    Round& r = *cl.round;
    r.votes[m] = Vote::Timeout;
    ++r.answered;
    log(cl.spec.name, EventKind::Timeout,
        m_masters[m].name() + " gave no answer within " + msText(m_p.timeoutUs) + " ms",
        fact::master(m_masters[m].name()));
    afterVote(c);
}

void Engine::finishRound(int c) {
    Client& cl = m_clients[c];
    const Round r = *cl.round;
    cl.round.reset();
    // The naive client stops its stopwatch once the commands are out, so a pause while the
    // replies wait in the buffer is invisible to it. The spec client reads T2 now.
    // Elapsed as the client measures it: on its own clock (a wall clock that stepped during the
    // round is off by the step; a clock stepped back cannot make it negative).
    const Us t2 = cl.spec.naive ? r.sendDone : m_now;
    const Us elapsed = std::max<Us>(0, t2 + cl.clockOffsetUs - r.t1Client);
    const Verdict v = judge(r.ok, static_cast<int>(m_masters.size()), Micros(elapsed),
                            Millis(m_p.ttlMs), m_p.driftFactor);
    const bool extend = r.kind == AttemptKind::Extend;
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
              v.reason,
              lateExtend,
              v.validity.count(),
              held ? m_now + v.validity.count() : 0,
              0,
              cl.value,
              elapsed,
              m_p.ttlMs,
              v.drift.count(),
              {},
              {},
              {},
              {},
              {}};
    for (std::size_t mi = 0; mi < m_masters.size(); ++mi) {
        if (r.votes[mi] == Vote::Ok) {
            a.voters.push_back(m_masters[mi].name());
        } else if (r.votes[mi] == Vote::Timeout) {
            a.missing.push_back(m_masters[mi].name());
        } else if (r.votes[mi] == Vote::Skipped) {
            a.skipped.push_back(m_masters[mi].name());
        } else if (r.votes[mi] == Vote::Refused && !r.blockers[mi].empty() &&
                   r.blockers[mi] != cl.spec.name) {
            a.blocked.push_back({m_masters[mi].name(), r.blockers[mi]});
        }
    }
    log(cl.spec.name, EventKind::Verdict,
        kindName(r.kind) + std::string(held ? " held" : " refused") + ": " + std::to_string(r.ok) +
            "/" + std::to_string(v.n) + " votes, elapsed " + msText(elapsed) + " ms, validity " +
            msText(v.validity.count()) + " ms (" + reasonText(a) + ")");
    if (held && !extend) {
        if (m_p.fenceFrom == FenceFrom::Counters) {
            cl.fence = *std::max_element(r.counters.begin(), r.counters.end());
        } else {
            cl.fence = m_p.fenceFrom == FenceFrom::Lock ? cl.lockFence : m_nextFence++;
        }
        a.fence = m_r.tokens ? cl.fence : 0;
        cl.believes = true;
        cl.beliefFrom = m_now;
        cl.locked.assign(m_masters.size(), false);
        for (std::size_t mi = 0; mi < m_masters.size(); ++mi) {
            cl.locked[mi] = r.votes[mi] == Vote::Ok;
        }
    }
    if (held) {
        cl.beliefTo = m_now + v.validity.count();
        armBeliefEnd(c);
        if (extend) {
            ++cl.extensions;
        }
    }
    m_r.attempts.push_back(a);
    if (held) {
        if (!extend) {
            // Redlock hands out no fencing token; the number is the lab storage's own counter,
            // named only where that storage checks it.
            log(cl.spec.name, EventKind::Holds,
                "believes it holds the lock until " + msText(cl.beliefTo) + " ms" +
                    (m_p.fencing == Fencing::Token
                         ? ", token " + std::to_string(cl.fence) +
                               (m_p.fenceFrom == FenceFrom::Lock
                                    ? " (the revision " + m_masters[0].name() + " returned)"
                                : m_p.fenceFrom == FenceFrom::Counters
                                    ? " (the largest counter among the masters that said OK)"
                                    : " from the storage's fencing counter (not part of Redlock)")
                         : std::string()));
            if (m_p.lockRemainingUs > 0) {
                const auto acquire = static_cast<std::uint64_t>(cl.acquires);
                clientAt(c, m_now + m_p.lockRemainingUs,
                         [this, c, acquire] { lockRemaining(c, acquire); });
            }
        }
        nextStep(c);
    } else if (extend) {
        endBelief(c, BeliefEnded::ExtendFailed);
        releaseAll(c);
        endCycle(c);
    } else {
        releaseAll(c);
        retryOrGiveUp(c);
    }
}

void Engine::releaseAll(int c) {
    Client& cl = m_clients[c];
    log(cl.spec.name, EventKind::Release,
        "token-checked DEL sent to all " + std::to_string(m_masters.size()) + " masters");
    const std::string value = cl.value;
    cl.releaseAcked.assign(m_masters.size(), false);
    for (std::size_t mi = 0; mi < m_masters.size(); ++mi) {
        sendRelease(c, static_cast<int>(mi), value);
    }
    if (m_p.unlockRetryUs > 0) {
        // Unlocks that no master confirmed are sent once more (the unlock-retried variant).
        clientAt(c, m_now + m_p.unlockRetryUs, [this, c, value] {
            Client& me = m_clients[c];
            std::string names;
            std::vector<int> again;
            std::vector<std::string> masters;
            for (std::size_t mi = 0; mi < m_masters.size(); ++mi) {
                if (!me.releaseAcked[mi]) {
                    again.push_back(static_cast<int>(mi));
                    masters.push_back(m_masters[mi].name());
                    names += (names.empty() ? "" : ",") + m_masters[mi].name();
                }
            }
            if (again.empty()) {
                return;
            }
            log(me.spec.name, EventKind::ReleaseRetry, "unlock sent again to " + names,
                fact::masters(std::move(masters)));
            for (int m : again) {
                sendRelease(c, m, value);
            }
        });
    }
}

void Engine::sendRelease(int c, int m, const std::string& value) {
    send(c, m, MessageKind::Release, [this, c, m, value](bool up, std::size_t) {
        if (!up) {
            return;
        }
        const bool ok = m_masters[m].releaseIf(value, m_now);
        if (ok) {
            keyChanged(m);
            replicate(m);
        }
        const std::size_t msg = reply(m, c, ok);
        if (m_r.messages[msg].arrived >= 0) {
            at(m_r.messages[msg].arrived, [this, c, m, value] {
                if (m_clients[c].value == value && m < int(m_clients[c].releaseAcked.size())) {
                    m_clients[c].releaseAcked[m] = true;
                }
            });
        }
    });
}

// "Lock the remaining masters after the quorum": while it believes, the holder keeps sending
// SET NX to the masters that have not got its key, so a later loss of a few keys still leaves
// it a majority.
void Engine::lockRemaining(int c, std::uint64_t acquire) {
    Client& cl = m_clients[c];
    if (!cl.believes || static_cast<std::uint64_t>(cl.acquires) != acquire) {
        return;
    }
    bool missing = false;
    const Us ttlUs = m_p.ttlMs * 1000;
    for (std::size_t mi = 0; mi < m_masters.size(); ++mi) {
        if (cl.locked[mi]) {
            continue;
        }
        missing = true;
        const int m = static_cast<int>(mi);
        send(c, m, MessageKind::Set,
             [this, c, m, ttlUs, value = cl.value, owner = cl.spec.name](bool up, std::size_t) {
                 if (!up) {
                     return;
                 }
                 SimMaster& master = m_masters[m];
                 const bool ok = master.setNx(owner, value, ttlUs, m_now);
                 log(master.name(), EventKind::Set,
                     "SET NX PX from " + owner + (ok ? ": OK" : ": refused") +
                         " (after the quorum)");
                 if (!ok) {
                     return;
                 }
                 keyChanged(m);
                 replicate(m);
                 const std::size_t msg = reply(m, c, ok);
                 if (m_r.messages[msg].arrived >= 0) {
                     clientAt(c, m_r.messages[msg].arrived, [this, c, m, msg, value] {
                         m_r.messages[msg].read = m_now;
                         Client& me = m_clients[c];
                         if (me.value == value && me.believes && !me.locked[m]) {
                             me.locked[m] = true;
                             log(me.spec.name, EventKind::LockedMore, m_masters[m].name(),
                                 fact::master(m_masters[m].name()));
                         }
                     });
                 }
             });
    }
    if (missing) {
        clientAt(c, m_now + m_p.lockRemainingUs, [this, c, acquire] { lockRemaining(c, acquire); });
    }
}

void Engine::retryOrGiveUp(int c) {
    Client& cl = m_clients[c];
    const int made = cl.acquires - cl.cycleBase;
    if (made >= (cl.spec.maxAttempts > 0 ? cl.spec.maxAttempts : m_p.maxAttempts)) {
        log(cl.spec.name, EventKind::GiveUp, "no lock after " + std::to_string(made) + " attempts");
        endCycle(c);
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
    log(cl.spec.name, EventKind::Retry, "next attempt in " + msText(delay) + " ms");
    clientAt(c, m_now + delay, [this, c] { startAcquire(c); });
}

void Engine::endCycle(int c) {
    Client& cl = m_clients[c];
    if (!cl.spec.loop) {
        return;
    }
    cl.step = 0;
    cl.cycleBase = cl.acquires;
    log(cl.spec.name, EventKind::Think,
        "thinks for " + msText(cl.spec.thinkUs) + " ms, then asks again");
    clientAt(c, m_now + cl.spec.thinkUs, [this, c] { startAcquire(c); });
}

void Engine::nextStep(int c) {
    Client& cl = m_clients[c];
    if (cl.step >= cl.spec.steps.size()) {
        endCycle(c);
        return;
    }
    const Step& s = cl.spec.steps[cl.step];
    const Us t = s.atUs >= 0 ? std::max(m_now, s.atUs) : m_now + s.afterUs;
    clientAt(c, t, [this, c] { runStep(c); });
}

void Engine::runStep(int c) {
    Client& cl = m_clients[c];
    const StepOp op = cl.spec.steps[cl.step].op;
    ++cl.step;
    switch (op) {
    case StepOp::Extend:
        if (cl.extensions >= m_p.maxExtensions) {
            log(cl.spec.name, EventKind::ExtendCapped,
                "extension cap of " + std::to_string(m_p.maxExtensions) + " reached",
                fact::cap(m_p.maxExtensions));
            break;
        }
        log(cl.spec.name, EventKind::Extend, "token-checked PEXPIRE sent to all masters");
        startRound(c, AttemptKind::Extend);
        return; // the next step runs when the extension is judged
    case StepOp::Release:
        if (m_now < cl.noReleaseUntil) {
            // Done with the work, but the unlock never leaves (the no_release fault).
            endBelief(c, BeliefEnded::NotReleased);
            log(cl.spec.name, EventKind::ReleaseSkipped,
                "sends no release: its keys stay until they expire");
            break;
        }
        endBelief(c, BeliefEnded::Released);
        releaseAll(c);
        break;
    case StepOp::Check:
        // "Check the lease just before writing": the client looks at its own validity.
        if (!cl.believes || m_now >= cl.beliefTo) {
            log(cl.spec.name, EventKind::CheckFailed, "its lease has run out: it stops here");
            endCycle(c);
            return;
        }
        log(cl.spec.name, EventKind::Check, msText(cl.beliefTo - m_now) + " ms of validity left",
            fact::leftUs(cl.beliefTo - m_now));
        break;
    case StepOp::Read:
        log(cl.spec.name, EventKind::Read, "reads the protected resource");
        break;
    case StepOp::Write:
    case StepOp::Claim:
        storageSend(c, op == StepOp::Claim);
        break;
    case StepOp::Wait:
        break;
    }
    nextStep(c);
}

// (Re-)arms the end of the client's belief at beliefTo; a later arm supersedes this one.
void Engine::armBeliefEnd(int c) {
    Client& cl = m_clients[c];
    const std::uint64_t gen = ++cl.beliefGen;
    at(std::max(m_now, cl.beliefTo), [this, c, gen] {
        if (m_clients[c].beliefGen == gen && m_clients[c].believes) {
            endBelief(c, BeliefEnded::Expired);
        }
    });
}

void Engine::endBelief(int c, BeliefEnded why) {
    Client& cl = m_clients[c];
    if (!cl.believes) {
        return;
    }
    cl.believes = false;
    ++cl.beliefGen;
    // Never before it began: a wall clock that jumped forward past the lease's end (on the
    // client's clock) ends the belief now, not at a moment before the hold.
    const Us to = std::max(cl.beliefFrom, std::min(m_now, cl.beliefTo));
    m_r.spans.push_back(
        {cl.spec.name, SpanKind::Belief, cl.beliefFrom, to, cl.spec.name, cl.value});
    log(cl.spec.name, EventKind::BeliefEnd, beliefEndedText(why), fact::ended(why));
}

void Engine::storageSend(int c, bool claim) {
    const MessageKind kind = claim ? MessageKind::Claim : MessageKind::Write;
    Client& cl = m_clients[c];
    const std::size_t idx = m_r.messages.size();
    const Us arrival = m_now + m_p.storageLatencyUs + cl.storageExtraUs;
    m_r.messages.push_back(
        {cl.spec.name, kStorageLane, kind, m_now, arrival, -1, MessageOutcome::InFlight});
    log(cl.spec.name, claim ? EventKind::Claim : EventKind::Write,
        !claim ? (m_p.fencing == Fencing::Token
                      ? "sends a write with fencing token " + std::to_string(cl.fence)
                      : std::string("sends a write"))
               : "asks storage to record its value " + cl.value);
    at(arrival, [this, c, claim, idx, fence = cl.fence, value = cl.value] {
        const std::string& name = m_clients[c].spec.name;
        if (claim) {
            const bool kept = m_storage.claim(name, value);
            m_r.messages[idx].outcome = kept ? MessageOutcome::Accepted : MessageOutcome::Ignored;
            log(kStorageLane, kept ? EventKind::Claim : EventKind::ClaimIgnored,
                kept ? "resource now tagged with " + name + "'s value " + value
                     : name + "'s tag is not checked by this storage");
            return;
        }
        const StorageWrite w = m_storage.write(m_now, name, fence, value);
        // Whether the write was stale is the monitor's call, once the run is known.
        m_r.messages[idx].outcome =
            w.accepted ? MessageOutcome::Accepted : MessageOutcome::Rejected;
        log(kStorageLane, w.accepted ? EventKind::WriteAccepted : EventKind::WriteRejected,
            name + ": " + w.reason);
        m_r.writes.push_back(w);
    });
}

// After the last event: the open spans end with the run, then the safety monitor
// (core/sim/monitor.h) derives truth, overlaps, unavailable time and the sentences.
void Engine::finish() {
    for (auto& open : m_keySpan) {
        if (open) {
            m_r.spans[*open].to = m_end;
        }
    }
    for (auto& open : m_downSpan) {
        if (open) {
            m_r.spans[*open].to = m_end;
        }
    }
    for (Client& cl : m_clients) {
        if (cl.believes) {
            m_r.spans.push_back({cl.spec.name, SpanKind::Belief, cl.beliefFrom,
                                 std::min(cl.beliefTo, m_end), cl.spec.name, cl.value});
        }
    }
    for (Span& s : m_r.spans) {
        s.to = std::min(s.to, m_end);
    }
    // A message still on its way when the run ends was not lost: it is in flight, and when it
    // would have landed is not part of this run (as clipTraceAt says of a clipped trace).
    for (Message& msg : m_r.messages) {
        if (msg.arrived > m_end) {
            msg.arrived = -1;
            msg.outcome = MessageOutcome::InFlight;
        }
    }

    m_r.fencing = m_p.fencing;
    monitor(m_r, static_cast<int>(m_masters.size()));
}

} // namespace redlock::sim
