#include "core/sim/engine.h"

#include "core/sim/limits.h"

#include "core/json/json_out.h"
#include "core/sim/run_counter.h"
#include "core/sim/simulator.h"

#include <algorithm>

namespace redlock::sim {

Engine::Engine(const Scenario& s, std::uint64_t seed, Us until, const std::atomic<bool>* cancel)
    : m_s(s), m_p(s.params), m_rng(seed),
      m_end(until >= 0 ? std::min(until, s.params.endUs) : s.params.endUs), m_cancel(cancel) {
    m_r.scenario = s.name;
    m_r.variant = s.variant;
    m_r.seed = seed;
    m_r.endUs = m_end;
    m_nextFence = m_p.fenceStart;
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
    m_r.lanes.push_back({"storage", LaneKind::Storage});
    m_keySpan.resize(m_masters.size());
    m_downSpan.resize(m_masters.size());
    m_crashedAt.resize(m_masters.size(), 0);
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

void Engine::log(const std::string& actor, const std::string& kind, std::string detail) {
    m_r.events.push_back({m_now, actor, kind, std::move(detail)});
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
                          std::to_string(limits::kMaxEventsPerRun) +
                          " events, the per-run limit";
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
            log(ms.name(), "expire",
                "key of " + owner + " expired (local clock " + msText(ms.clock().local(m_now)) +
                    " ms)");
            keyChanged(m);
        } else {
            scheduleExpiry(m); // the clock slowed down since the check was armed
        }
    });
}

std::size_t Engine::send(int c, int m, const std::string& kind,
                         std::function<void(bool, std::size_t)> onArrive) {
    const Link& link = m_links[c][m];
    const std::size_t idx = m_r.messages.size();
    m_r.messages.push_back(
        {m_clients[c].spec.name, m_masters[m].name(), kind, m_now, -1, -1, "lost"});
    if (link.cut) {
        return idx;
    }
    const Us arrival = m_now + link.latency + link.extraRequest;
    m_r.messages[idx].arrived = arrival;
    at(arrival, [this, m, idx, onArrive] {
        const bool up = m_masters[m].up();
        m_r.messages[idx].outcome = up ? "delivered" : "dropped";
        onArrive(up, idx);
    });
    return idx;
}

std::size_t Engine::reply(int m, int c, bool ok, const std::string& kind) {
    const Link& link = m_links[c][m];
    const std::size_t idx = m_r.messages.size();
    m_r.messages.push_back({m_masters[m].name(), m_clients[c].spec.name, kind, m_now, -1, -1,
                            link.cut ? "lost" : (ok ? "ok" : "refused")});
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
    std::string names;
    for (const std::string& name : f.masters) {
        names += (names.empty() ? "" : ",") + name;
    }
    const int m = masterIndex(f.master);
    if (f.kind == "caption") {
        log("narrator", "caption", f.text);
    } else if ((f.kind == "partition" || f.kind == "heal" || f.kind == "delay") && c >= 0) {
        // "storage" among the names: the client's writes to the protected storage (S3(d)).
        if (std::find(f.masters.begin(), f.masters.end(), "storage") != f.masters.end()) {
            m_clients[c].storageExtraUs =
                f.kind == "delay" && f.direction != "reply" ? f.extraUs : 0;
        }
        for (int mi : ms) {
            Link& l = m_links[c][mi];
            if (f.kind == "partition") {
                l.cut = true;
            } else if (f.kind == "heal") {
                l = Link{l.latency};
            } else {
                l.extraRequest = f.direction == "reply" ? 0 : f.extraUs;
                l.extraReply = f.direction == "request" ? 0 : f.extraUs;
            }
        }
        const std::string what = f.kind == "partition" ? "cut off from " + names
                                 : f.kind == "heal"
                                     ? "reconnected to " + names
                                     : "links to " + names + " delayed by " + msText(f.extraUs) +
                                           " ms (" + f.direction + ")";
        log(f.client, f.kind, what);
    } else if (f.kind == "pause" && c >= 0) {
        Client& cl = m_clients[c];
        cl.pausedUntil = std::max(cl.pausedUntil, m_now + f.forUs);
        m_r.spans.push_back({f.client, SpanKind::Pause, m_now, m_now + f.forUs, "", ""});
        log(f.client, "pause", "stop-the-world pause for " + msText(f.forUs) + " ms");
        const Us resume = cl.pausedUntil;
        at(resume, [this, c, resume] {
            if (m_clients[c].pausedUntil == resume) {
                log(m_clients[c].spec.name, "resume", "pause over; buffered work runs now");
            }
        });
    } else if (f.kind == "clock_jump" && m < 0 && c >= 0) {
        // The client's wall clock steps. A client that times its lease on it now ends its
        // belief `by` early (forward) or late (backward) in real time; a monotonic one ignores it.
        Client& cl = m_clients[c];
        if (m_p.clientClock == ClientClock::Wall) {
            cl.clockOffsetUs += f.byUs;
            log(f.client, "clock-jump",
                "wall clock steps by " + msText(f.byUs) + " ms; the client times its lease on it");
            if (cl.believes) {
                cl.beliefTo -= f.byUs;
                armBeliefEnd(c);
            }
        } else {
            log(f.client, "clock-jump",
                "wall clock steps by " + msText(f.byUs) +
                    " ms; the client times its lease on a monotonic clock");
        }
    } else if (f.kind == "crash" && m >= 0) {
        crashMaster(m);
    } else if (f.kind == "restart" && m >= 0) {
        restartMaster(m);
    } else if ((f.kind == "clock_jump" || f.kind == "clock_rate") && m >= 0) {
        MasterClock& clock = m_masters[m].clock();
        const Us before = clock.local(m_now);
        if (f.kind == "clock_jump") {
            clock.jump(m_now, f.byUs);
            log(f.master, "clock-jump",
                "wall clock steps " + msText(before) + " → " + msText(clock.local(m_now)) + " ms");
        } else {
            clock.setRate(m_now, f.ratePpm);
            log(f.master, "clock-rate",
                "clock now runs at " + std::to_string(f.ratePpm) + " ppm of real time (local " +
                    msText(before) + " ms)");
        }
        keyChanged(m); // arms an expiry check at once if the new reading is past the stamp
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
    log(master.name(), "crash", "process dies; keys in memory are gone");
    keyChanged(m);
    m_downSpan[m] = m_r.spans.size();
    m_r.spans.push_back({master.name(), SpanKind::Down, m_now, m_now, "", ""});
    if (m == m_failover) {
        const Us promoteAt = m_now + m_p.failover.downAfterUs + m_p.failover.promoteUs;
        at(m_now + m_p.failover.downAfterUs, [this, m] {
            log("sentinel", "sdown",
                m_masters[m].name() + " marked down after down-after-milliseconds");
        });
        at(promoteAt, [this, m] {
            if (m_masters[m].up()) {
                return;
            }
            m_masters[m].promote(m_replica, m_now, m_replicaRevision);
            log("sentinel", "failover",
                "replica promoted to serve " + m_masters[m].name() +
                    (m_replica ? " (with a copy of the key)" : " (without the key)"));
            closeDown(m);
            keyChanged(m);
        });
    }
}

void Engine::restartMaster(int m) {
    SimMaster& master = m_masters[m];
    if (master.up()) {
        return;
    }
    const Us earliest = m_crashedAt[m] + m_p.restartDelayUs;
    if (m_now < earliest) {
        log(master.name(), "restart-delayed",
            "delayed-restart rule keeps it down until " + msText(earliest) + " ms");
        at(earliest, [this, m] { restartMaster(m); });
        return;
    }
    master.restart(m_now);
    log(master.name(), "restart",
        master.rawKey() ? "back up; the persisted key survived" : "back up with an empty keyspace");
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
            log(m_masters[m].name(), "replication-lost", "the write never reached the replica");
            return;
        }
        m_replica = snapshot;
        m_replicaRevision = revision;
        log(m_masters[m].name(), "replicated", "replica now has the same key state");
    });
}

SimResult simulate(const Scenario& scenario, const RunOptions& options) {
    Engine engine(scenario, options.seed.value_or(scenario.seed), options.untilUs,
                  options.cancel);
    return engine.run();
}

} // namespace redlock::sim
