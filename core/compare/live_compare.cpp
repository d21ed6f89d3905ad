#include "core/compare/live_compare.h"

#include "core/check/shared_register.h"
#include "core/client/redlock.h"
#include "core/compare/client_protocol.h"
#include "core/etcd/etcd_endpoint.h"
#include "core/etcd/etcd_lock.h"
#include "core/json/json_out.h"
#include "core/json/json_writer.h"
#include "core/lock/clock.h"
#include "core/servers/client_process.h"
#include "core/servers/etcd_cluster.h"
#include "core/servers/local_servers.h"
#include "core/servers/master_faults.h"
#include "core/servers/process.h"
#include "core/sim/narration.h"
#include "core/sim/translatable.h"
#include "core/valkey/poll_fan_out.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <thread>
#include <unistd.h>

namespace redlock::compare {

namespace {

using sim::argCount;
using sim::argMs;
using sim::argName;

constexpr Millis kLeaderKillTtl{5000}; // the leader-killed row's lease, at least

const std::vector<std::pair<const char*, const char*>> kTemplates = {
    {"leader-killed-held",
     REDLOCK_TR_NOOP(
         "redlock::compare::LiveCompare",
         "The etcd leader %1 was killed while a client held the lock with revision %2. The cluster "
         "answered again %3 ms later; in the %4 ms after the kill the holder's lease was renewed "
         "%5 "
         "%5[time|times], the key kept revision %2 and a second client was refused. After the "
         "release "
         "the next "
         "holder got revision %6.")},
    {"leader-killed-gave-up",
     REDLOCK_TR_NOOP(
         "redlock::compare::LiveCompare",
         "The etcd leader %1 was killed while a client held the lock with revision %2. The cluster "
         "answered again %3 ms later, too late for the holder: no keep-alive was answered within "
         "its "
         "%4 ms lease, so it gave the lock up.")},
    {"leader-killed-lost",
     REDLOCK_TR_NOOP(
         "redlock::compare::LiveCompare",
         "The etcd leader %1 was killed while a client held the lock with revision %2. The cluster "
         "answered again %3 ms later, but %4 ms after the kill the holder's key was gone or had "
         "another revision.")},
    {"client-paused-rejected",
     REDLOCK_TR_NOOP(
         "redlock::compare::LiveCompare",
         "The holder (revision %1) was frozen with SIGSTOP. Its lease ran out and the key was gone "
         "%2 ms after the freeze; a second client took the lock with revision %3 and wrote with "
         "it. "
         "Thawed after %4 ms, the first client wrote with revision %1: the register rejected it, "
         "having accepted %3 already.")},
    {"client-paused-accepted",
     REDLOCK_TR_NOOP(
         "redlock::compare::LiveCompare",
         "The holder (revision %1) was frozen with SIGSTOP and its key was gone %2 ms later; a "
         "second "
         "client took the lock with revision %3. Thawed after %4 ms, the first client wrote with "
         "revision %1 and the register took it.")},
    {"minority-down-redis-held",
     REDLOCK_TR_NOOP(
         "redlock::compare::LiveCompare",
         "With %1 of %2 Redis masters killed, %3 of %4 acquires still got the lock, %5 ms each "
         "(median; %6 ms with all %2 up).")},
    {"minority-down-redis-refused",
     REDLOCK_TR_NOOP(
         "redlock::compare::LiveCompare",
         "With %1 of %2 Redis masters killed, only %3 of %4 acquires got the lock (%6 ms each with "
         "all %2 up).")},
    {"minority-down-etcd-held",
     REDLOCK_TR_NOOP(
         "redlock::compare::LiveCompare",
         "With %1 of %2 etcd members killed, %3 of %4 acquires still got the lock, %5 ms each "
         "(median; %6 ms with all %2 up).")},
    {"minority-down-etcd-refused",
     REDLOCK_TR_NOOP(
         "redlock::compare::LiveCompare",
         "With %1 of %2 etcd members killed, only %3 of %4 acquires got the lock (%6 ms each with "
         "all %2 up).")},
    {"not-run", REDLOCK_TR_NOOP("redlock::compare::LiveCompare",
                                "This run could not be made on this machine: %1")},
    {"speed",
     REDLOCK_TR_NOOP(
         "redlock::compare::LiveCompare",
         "Measured here: with every server up, an acquire took %1 ms on the etcd cluster and %2 ms "
         "with Redlock on %3 Redis masters (medians of %4 %4[acquire|acquires] each), %5 times as "
         "long; with a minority down, %6 ms and %7 ms.")},
};

sim::Sentence say(const std::string& id, std::vector<sim::SentenceArg> args) {
    const auto it = std::find_if(kTemplates.begin(), kTemplates.end(),
                                 [&](const auto& t) { return id == t.first; });
    return sim::Sentence{0, id, it == kTemplates.end() ? "" : it->second, std::move(args)};
}

// Polls `done` every 20 ms until it holds, `limit` passed or a stop was asked for; returns the
// time it took (nullopt otherwise). It waits for the servers to do something, never instead.
template <class F>
std::optional<Micros> waitUntil(F done, Millis limit, const LiveCompareOptions& o) {
    SteadyClock clock;
    const Micros t0 = clock.now();
    while (clock.now() - t0 < Micros(limit)) {
        if (done()) {
            return clock.now() - t0;
        }
        if (o.stop && o.stop()) {
            return std::nullopt;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    return std::nullopt;
}

etcd::EtcdOptions etcdOptions(const LiveCompareOptions& o) {
    etcd::EtcdOptions e;
    e.ttl = o.ttl;
    e.timeout = o.etcdTimeout;
    e.connectTimeout = std::min(e.connectTimeout, e.timeout);
    return e;
}

LiveRow row(const char* fault, const char* design, const char* durationOf) {
    LiveRow r;
    r.fault = fault;
    r.design = design;
    r.durationOf = durationOf;
    return r;
}

LiveRow notRun(LiveRow r, const std::string& why) {
    r.outcome = LiveOutcome::NotRun;
    r.error = why;
    r.sentence = say("not-run", {argName(why)});
    return r;
}

void figure(LiveRow& r, const char* name, long long value, bool ms = false) {
    r.figures.push_back(LiveFigure{name, value, ms});
}

Micros median(std::vector<Micros> v) {
    if (v.empty()) {
        return Micros{0};
    }
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

// kill the leader while held --------------------------------------------------------------

LiveRow leaderKilled(EtcdCluster& c, const LiveCompareOptions& o) {
    LiveRow r = row("leader-killed", "etcd", "recovery");
    const std::string res = "live-compare:leader";
    // The holder's lease must outlast the cluster's silence plus one renewal interval: with a
    // 2 s lease, an election of ~1.5 s could pass the client's own deadline (it then gives the
    // lock up, although etcd's new leader kept the lease).
    etcd::EtcdOptions eo = etcdOptions(o);
    eo.ttl = std::max(o.ttl, kLeaderKillTtl);
    etcd::EtcdLock holder(c.endpoints(), eo);
    const etcd::AcquireReport a = holder.acquire(res);
    if (!a.held) {
        return notRun(r, "the first acquire was refused: " + a.reason);
    }
    const auto leader = c.leader();
    if (!leader) {
        holder.release(a.lock);
        return notRun(r, leader.error().message);
    }
    const int renewalsBefore = holder.keepAlive(a.lock).renewals;
    SteadyClock clock;
    c.kill(*leader);
    const Micros killedAt = clock.now();
    etcd::EtcdLock probe(c.endpoints(), etcdOptions(o));
    const auto answered = waitUntil([&] { return probe.inspect(res).ok(); }, Millis(20000), o);
    if (!answered) {
        holder.release(a.lock);
        return notRun(r, "the cluster did not answer within 20000 ms of the leader's kill");
    }
    // Held through at least one whole TTL after the kill: only the keep-alive keeps the key.
    const auto kept = waitUntil(
        [&] {
            const etcd::KeepAliveStats k = holder.keepAlive(a.lock);
            return !k.alive ||
                   (clock.now() - killedAt >= Micros(eo.ttl) && k.renewals >= renewalsBefore + 3);
        },
        eo.ttl * 4 + Millis(10000), o);
    const Micros after = clock.now() - killedAt;
    const etcd::KeepAliveStats ka = holder.keepAlive(a.lock);
    const auto key = probe.inspect(res);
    const bool keyKept = key && key->has_value() && (*key)->createRevision == a.lock.fence &&
                         (*key)->lease == a.lock.lease;
    const bool survived = kept && ka.alive && keyKept;
    etcd::EtcdLock second(c.endpoints(), etcdOptions(o));
    const etcd::AcquireReport refused = second.acquire(res);
    r.fences.push_back(a.lock.fence);
    r.duration = *answered;
    figure(r, "recovery_ms", answered->count(), true);
    figure(r, "held_after_kill_ms", after.count(), true);
    figure(r, "renewals_after_kill", ka.renewals - renewalsBefore);
    figure(r, "second_client_refused", refused.held ? 0 : 1);
    figure(r, "lease_ttl_ms", Micros(eo.ttl).count(), true);
    figure(r, "key_kept", keyKept ? 1 : 0);
    figure(r, "lease_alive", ka.alive ? 1 : 0);
    if (refused.held) {
        second.release(refused.lock);
    }
    holder.release(a.lock);
    const etcd::AcquireReport next = second.acquire(res);
    if (next.held) {
        r.fences.push_back(next.lock.fence);
        second.release(next.lock);
    }
    const std::string who = "m" + std::to_string(*leader);
    if (survived && !refused.held && next.held) {
        r.outcome = LiveOutcome::Held;
        r.sentence = say("leader-killed-held",
                         {argName(who), argCount(a.lock.fence), argMs(answered->count()),
                          argMs(after.count()), argCount(ka.renewals - renewalsBefore),
                          argCount(next.lock.fence)});
    } else if (!ka.alive) {
        r.outcome = LiveOutcome::Lost;
        r.sentence =
            say("leader-killed-gave-up", {argName(who), argCount(a.lock.fence),
                                          argMs(answered->count()), argMs(Micros(eo.ttl).count())});
    } else {
        r.outcome = LiveOutcome::Lost;
        r.sentence = say("leader-killed-lost", {argName(who), argCount(a.lock.fence),
                                                argMs(answered->count()), argMs(after.count())});
    }
    return r;
}

// freeze the holder past its lease ------------------------------------------------------

LiveRow clientPaused(EtcdCluster& c, const LiveCompareOptions& o, const std::string& logDir,
                     std::vector<pid_t>& started) {
    LiveRow r = row("client-paused", "etcd", "key-gone");
    const std::string res = "live-compare:paused";
    // The client holds the lock for half its TTL (a short piece of work, well inside the lease)
    // and then writes, without looking at the lease again: a frozen process cannot know.
    auto spawned = ClientProcess::start(
        {o.clientProgram, "acquire", "--backend", "etcd", "--etcd", c.urlsText(), "--resource", res,
         "--ttl", std::to_string(o.ttl.count()), "--timeout", std::to_string(o.etcdTimeout.count()),
         "--hold", std::to_string(o.ttl.count() / 2), "--fenced-write", "--json"},
        logDir + "/client-paused.log");
    if (!spawned) {
        return notRun(r, spawned.error().message);
    }
    ClientProcess client = std::move(spawned).value();
    started.push_back(client.pid());
    const auto first = client.readLine(Millis(20000));
    const auto acquired =
        first ? parseClientEvent(*first) : Result<ClientEvent>(Error{"the client said nothing"});
    if (!acquired || acquired->event != "acquired") {
        return notRun(r, "the client process did not take the lock: " +
                             (acquired ? "it sent '" + *first + "'" : acquired.error().message));
    }
    SteadyClock clock;
    client.pause();
    const Micros pausedAt = clock.now();
    // Frozen within its hold, it has not written yet; a write already in the pipe would mean this
    // machine was too slow to freeze it in time, and the run would not show what it claims.
    if (const auto early = client.readLine(Millis(0))) {
        client.resume();
        return notRun(r, "the client wrote before it was frozen (" +
                             std::to_string(o.ttl.count() / 2) + " ms hold): '" + *early + "'");
    }
    check::SharedRegister reg;
    const auto now = [&clock] { return clock.now(); };
    etcd::EtcdLock second(c.endpoints(), etcdOptions(o));
    const auto gone = waitUntil(
        [&] {
            const auto k = second.inspect(res);
            return k && !k->has_value();
        },
        o.ttl + Millis(10000), o);
    if (!gone) {
        client.resume();
        return notRun(r, "the frozen client's key was still there " +
                             std::to_string(o.ttl.count() + 10000) + " ms after the freeze");
    }
    const etcd::AcquireReport next = second.acquire(res);
    if (!next.held) {
        client.resume();
        return notRun(r, "the second client was refused after the key was gone: " + next.reason);
    }
    const check::FencedWrite secondWrite = reg.writeFenced(2, next.lock.fence, next.elapsed, now);
    client.resume();
    const Micros pausedFor = clock.now() - pausedAt;
    const auto line = client.readLine(Millis(10000));
    const auto write =
        line ? parseClientEvent(*line) : Result<ClientEvent>(Error{"the client said nothing"});
    if (!write || write->event != "write") {
        second.release(next.lock);
        return notRun(r, "the thawed client did not write: " +
                             (write ? "it sent '" + *line + "'" : write.error().message));
    }
    const check::FencedWrite late = reg.writeFenced(1, write->fence, Micros{0}, now);
    client.writeLine(answerLine(WriteAnswer{late.accepted, late.highest}));
    const auto report = client.readLine(Millis(10000)); // its own verdict (--json), for its log
    const auto exit = client.waitExit(Millis(10000));
    second.release(next.lock);
    client.stop();

    r.fences = {acquired->fence, next.lock.fence};
    r.duration = *gone;
    figure(r, "key_gone_ms", gone->count(), true);
    figure(r, "paused_ms", pausedFor.count(), true);
    figure(r, "second_write_accepted", secondWrite.accepted ? 1 : 0);
    figure(r, "late_write_fence", write->fence);
    figure(r, "register_highest", late.highest);
    figure(r, "client_exit", exit ? *exit : -1);
    figure(r, "client_reported", report ? 1 : 0);
    const std::vector<sim::SentenceArg> args{argCount(acquired->fence), argMs(gone->count()),
                                             argCount(next.lock.fence), argMs(pausedFor.count())};
    r.outcome = late.accepted ? LiveOutcome::StaleWriteAccepted : LiveOutcome::StaleWriteRejected;
    r.sentence = say(late.accepted ? "client-paused-accepted" : "client-paused-rejected", args);
    return r;
}

// a minority down -----------------------------------------------------------------------

struct Samples {
    int held = 0;
    std::vector<Micros> elapsed;
    int votes = 0; // Redlock: the fewest OK votes of a held acquire
};

Samples redlockSamples(const std::vector<Address>& masters, const LiveCompareOptions& o,
                       const std::string& res) {
    PollFanOut f(masters);
    RedlockOptions ro;
    ro.ttl = o.ttl;
    ro.timeout = o.redisTimeout;
    Redlock rl(f, ro);
    Samples s;
    s.votes = static_cast<int>(masters.size());
    for (int i = 0; i < o.samples; ++i) {
        const AcquireResult a = rl.acquire(res);
        const Attempt& at = a.attempts.back();
        s.elapsed.push_back(at.t2 - at.t1);
        if (a.held) {
            ++s.held;
            s.votes = std::min(s.votes, at.votes);
            rl.release(a.lock);
        }
    }
    return s;
}

Samples etcdSamples(const std::vector<etcd::Endpoint>& members, const LiveCompareOptions& o,
                    const std::string& res) {
    etcd::EtcdLock lock(members, etcdOptions(o));
    Samples s;
    for (int i = 0; i < o.samples; ++i) {
        const etcd::AcquireReport a = lock.acquire(res);
        s.elapsed.push_back(a.elapsed);
        if (a.held) {
            ++s.held;
            lock.release(a.lock);
        }
    }
    return s;
}

LiveRow minorityRow(const char* design, int killed, int n, const Samples& up, const Samples& down,
                    int samples) {
    LiveRow r = row("minority-down", design, "acquire");
    r.duration = median(down.elapsed);
    figure(r, "killed", killed);
    figure(r, "of", n);
    figure(r, "held", down.held);
    figure(r, "samples", samples);
    figure(r, "acquire_ms", r.duration.count(), true);
    figure(r, "acquire_max_ms",
           down.elapsed.empty()
               ? 0
               : std::max_element(down.elapsed.begin(), down.elapsed.end())->count(),
           true);
    figure(r, "all_up_acquire_ms", median(up.elapsed).count(), true);
    figure(r, "all_up_held", up.held);
    if (std::string(design) == "redlock" && down.held > 0) {
        figure(r, "votes", down.votes);
    }
    const bool held = down.held == samples;
    r.outcome = held ? LiveOutcome::Held : LiveOutcome::Refused;
    const std::string id =
        std::string("minority-down-") + (r.design == "redlock" ? "redis" : "etcd");
    r.sentence = say(id + (held ? "-held" : "-refused"),
                     {argCount(killed), argCount(n), argCount(down.held), argCount(samples),
                      argMs(r.duration.count()), argMs(median(up.elapsed).count())});
    return r;
}

LiveRow redisMinority(MasterCluster& s, const LiveCompareOptions& o) {
    const std::string res = "live-compare:minority";
    const Samples up = redlockSamples(s.addresses(), o, res);
    const int n = s.size();
    const int kill = n - (n / 2 + 1); // the most a majority survives: 2 of 5
    MasterFaults faults(s);
    for (int i = n - kill; i < n; ++i) {
        if (auto done = faults.apply(i, MasterFault::Crash); !done) {
            return notRun(row("minority-down", "redlock", "acquire"), done.error().message);
        }
    }
    const Samples down = redlockSamples(s.addresses(), o, res);
    return minorityRow("redlock", kill, n, up, down, o.samples);
}

LiveRow etcdMinority(EtcdCluster& c, const LiveCompareOptions& o) {
    const std::string res = "live-compare:minority";
    const auto leader = c.leader();
    if (!leader) {
        return notRun(row("minority-down", "etcd", "acquire"), leader.error().message);
    }
    const int victim = (*leader + 1) % c.size(); // a follower: the leader's kill is its own row
    // The client asks the victim first, so that the fault costs it what it can cost.
    std::vector<etcd::Endpoint> order{c.endpoints()[victim]};
    for (int i = 0; i < c.size(); ++i) {
        if (i != victim) {
            order.push_back(c.endpoints()[i]);
        }
    }
    const Samples up = etcdSamples(order, o, res);
    c.kill(victim);
    const Samples down = etcdSamples(order, o, res);
    return minorityRow("etcd", 1, c.size(), up, down, o.samples);
}

void record(std::vector<pid_t>& started, const EtcdCluster& c) {
    for (int i = 0; i < c.size(); ++i) {
        started.push_back(c.pid(i));
    }
}

} // namespace

const char* outcomeName(LiveOutcome o) {
    switch (o) {
    case LiveOutcome::Held:
        return "held";
    case LiveOutcome::Lost:
        return "lost";
    case LiveOutcome::Refused:
        return "refused";
    case LiveOutcome::StaleWriteRejected:
        return "stale-write-rejected";
    case LiveOutcome::StaleWriteAccepted:
        return "stale-write-accepted";
    case LiveOutcome::NotRun:
        return "not-run";
    }
    return "not-run";
}

const LiveFigure* LiveRow::figure(const std::string& name) const {
    const auto it = std::find_if(figures.begin(), figures.end(),
                                 [&](const LiveFigure& f) { return f.name == name; });
    return it == figures.end() ? nullptr : &*it;
}

Result<bool> checkLiveCompareOptions(const LiveCompareOptions& o) {
    if (auto ttl = etcd::checkLeaseTtl(o.ttl.count()); !ttl) {
        return ttl.error();
    }
    if (o.ttl < Millis(2000) || o.ttl > Millis(10000)) {
        return Error{
            "--ttl " + std::to_string(o.ttl.count()) +
            " ms is out of range: expected 2000 to 10000 ms (whole seconds; etcd grants no lease "
            "below 2 s with its default election timeout)"};
    }
    if (auto e = etcd::checkEtcdOptions(etcdOptions(o)); !e) {
        return e.error();
    }
    if (o.samples < 1 || o.samples > 1000) {
        return Error{"--samples " + std::to_string(o.samples) +
                     " is out of range: expected 1 to 1000"};
    }
    if (o.clientProgram.empty() || ::access(o.clientProgram.c_str(), X_OK) != 0) {
        return Error{"client program '" + o.clientProgram +
                     "' is not an executable file: expected redlockctl's path"};
    }
    return true;
}

LiveCompare runLiveCompare(const LiveCompareOptions& o) {
    LiveCompare out;
    SteadyClock clock;
    const Micros t0 = clock.now();
    if (auto ok = checkLiveCompareOptions(o); !ok) {
        out.error = ok.error().message;
        return out;
    }
    if (LocalServers::findServerBinary().empty()) {
        out.error = "no valkey-server or redis-server on PATH: install redis-server";
        return out;
    }
    if (EtcdCluster::findBinary().empty()) {
        out.error = "no etcd on PATH: install etcd-server (Debian: apt-get install etcd-server "
                    "etcd-client)";
        return out;
    }
    const std::string logDir = makeTempDir("redlock-lab-compare");
    if (logDir.empty()) {
        out.error = "cannot create a temporary directory under $TMPDIR or /tmp";
        return out;
    }
    const auto stopped = [&] { return o.stop && o.stop(); };
    std::vector<LiveRow> rows(4);
    std::vector<bool> made(4, false);
    {
        LocalServerOptions so;
        so.onSpawned = [&out](pid_t pid, int) { out.started.push_back(pid); };
        auto servers = LocalServers::start(5, so);
        if (!servers) {
            out.error = servers.error().message;
        } else if (!stopped()) {
            rows[2] = redisMinority(servers.value(), o);
            made[2] = true;
        }
    } // the Redis servers stop here
    if (out.error.empty() && !stopped()) {
        auto c = EtcdCluster::start(3);
        if (!c) {
            out.error = c.error().message;
        } else {
            EtcdCluster& cluster = c.value();
            record(out.started, cluster);
            rows[1] = clientPaused(cluster, o, logDir, out.started);
            made[1] = true;
            if (!stopped()) {
                rows[3] =
                    etcdMinority(cluster, o); // kills a follower: the last use of this cluster
                made[3] = true;
            }
        }
    }
    if (out.error.empty() && !stopped()) {
        auto c = EtcdCluster::start(3);
        if (!c) {
            out.error = c.error().message;
        } else {
            record(out.started, c.value());
            rows[0] = leaderKilled(c.value(), o);
            made[0] = true;
        }
    }
    out.interrupted = stopped();
    for (int i = 0; i < 4; ++i) {
        if (made[i]) {
            if (out.interrupted && rows[i].outcome == LiveOutcome::NotRun) {
                rows[i] = notRun(std::move(rows[i]), "interrupted by a stop signal");
            }
            out.rows.push_back(std::move(rows[i]));
        }
    }
    std::error_code ec;
    std::filesystem::remove_all(logDir, ec);
    for (const pid_t pid : out.started) {
        out.leftRunning += processAlive(pid, false) ? 1 : 0; // all were reaped when stopped
    }
    out.speed = compareSpeed(out.rows);
    out.took = clock.now() - t0;
    return out;
}

std::optional<sim::Sentence> compareSpeed(const std::vector<LiveRow>& rows) {
    const auto find = [&](const char* design) -> const LiveRow* {
        for (const LiveRow& r : rows) {
            if (r.fault == "minority-down" && r.design == design &&
                r.outcome != LiveOutcome::NotRun) {
                return &r;
            }
        }
        return nullptr;
    };
    const LiveRow* redis = find("redlock");
    const LiveRow* etcd = find("etcd");
    if (!redis || !etcd) {
        return std::nullopt;
    }
    const LiveFigure* redisUp = redis->figure("all_up_acquire_ms");
    const LiveFigure* etcdUp = etcd->figure("all_up_acquire_ms");
    const LiveFigure* of = redis->figure("of");
    const LiveFigure* samples = redis->figure("samples");
    if (!redisUp || !etcdUp || !of || !samples || redisUp->value <= 0) {
        return std::nullopt;
    }
    const double ratio = static_cast<double>(etcdUp->value) / static_cast<double>(redisUp->value);
    char text[32];
    std::snprintf(text, sizeof text, ratio >= 10 ? "%.0f" : "%.1f", ratio);
    return say("speed", {argMs(etcdUp->value), argMs(redisUp->value), argCount(of->value),
                         argCount(samples->value), argName(text), argMs(etcd->duration.count()),
                         argMs(redis->duration.count())});
}

std::string liveCompareJson(const LiveCompare& c) {
    json::JsonWriter j;
    j.beginObject().field("live", true).beginArray("rows");
    for (const LiveRow& r : c.rows) {
        j.beginObject()
            .field("fault", r.fault)
            .field("design", r.design)
            .field("outcome", outcomeName(r.outcome))
            .raw("duration_ms", sim::msText(r.duration.count()))
            .field("duration_of", r.durationOf)
            .field("sentence_id", r.sentence.id)
            .field("sentence", sim::english(r.sentence))
            .beginArray("fences");
        for (const std::int64_t f : r.fences) {
            j.field("", static_cast<long long>(f));
        }
        j.endArray().beginObject("figures");
        for (const LiveFigure& f : r.figures) {
            if (f.ms) {
                j.raw(f.name, sim::msText(f.value));
            } else {
                j.field(f.name, f.value);
            }
        }
        j.endObject();
        if (!r.error.empty()) {
            j.field("error", r.error);
        }
        j.endObject();
    }
    j.endArray()
        .field("started", static_cast<long long>(c.started.size()))
        .field("left_running", c.leftRunning)
        .field("interrupted", c.interrupted);
    if (c.speed) {
        j.field("speed", sim::english(*c.speed));
    }
    if (!c.error.empty()) {
        j.field("error", c.error);
    }
    j.raw("took_ms", sim::msText(c.took.count())).endObject();
    return j.str();
}

std::string liveCompareText(const LiveCompare& c) {
    std::string out;
    for (const LiveRow& r : c.rows) {
        out.append(r.fault).append(" / ").append(r.design).append(": ").append(
            outcomeName(r.outcome));
        out.append(", ")
            .append(sim::msTextsForPeople({r.duration.count()}).front())
            .append(" ms (")
            .append(r.durationOf)
            .append(")\n");
        out.append("  ").append(sim::english(r.sentence, sim::MsDigits::People)).append("\n");
    }
    if (c.speed) {
        out.append(sim::english(*c.speed, sim::MsDigits::People)).append("\n");
    }
    if (!c.error.empty()) {
        out.append("error: ").append(c.error).append("\n");
    }
    out.append(std::to_string(c.started.size()))
        .append(" processes started, ")
        .append(std::to_string(c.leftRunning))
        .append(" left running")
        .append(c.interrupted ? " (interrupted)" : "")
        .append(", ")
        .append(sim::msTextsForPeople({c.took.count()}).front())
        .append(" ms in all\n");
    return out;
}

const std::vector<std::pair<const char*, const char*>>& liveCompareTemplates() {
    return kTemplates;
}

} // namespace redlock::compare
