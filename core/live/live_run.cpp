#include "core/live/live_run.h"

#include "core/client/redlock.h"
#include "core/json/json_out.h"
#include "core/json/json_writer.h"
#include "core/lock/clock.h"
#include "core/lock/quorum.h"
#include "core/lock/rng.h"
#include "core/net/link_proxy.h"
#include "core/servers/clock_shift.h"
#include "core/servers/local_servers.h"
#include "core/servers/master_faults.h"
#include "core/sim/fenced_storage.h"
#include "core/sim/monitor.h"
#include "core/valkey/admin.h"
#include "core/valkey/poll_fan_out.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

namespace redlock::live {

using sim::msText;
using sim::Us;

namespace {

constexpr int kMaxScale = 10;
constexpr Us kMinGapFloor = 50000;    // two scripted network moments, scaled, at least this apart
constexpr Us kPollEvery = 2000;       // key-alive sampling of every master
constexpr Us kClockEvery = 100000;    // each master's TIME, for its lane's clock labels
const std::string kResource = "live"; // the one lock resource of a scenario

Us scaledUs(Us t, int k) {
    return t < 0 ? t : t / k;
}

// The scripted moments a real network action happens at (client starts, faults, pause ends,
// releases and extensions at fixed times), for autoScale's gap rule.
std::vector<Us> networkMoments(const sim::Scenario& s) {
    std::vector<Us> t;
    for (const auto& c : s.clients) {
        t.push_back(c.startUs);
        for (const auto& st : c.steps) {
            if (st.atUs >= 0 && (st.op == sim::StepOp::Release || st.op == sim::StepOp::Extend)) {
                t.push_back(st.atUs);
            }
        }
    }
    for (const auto& f : s.faults) {
        if (f.kind == sim::FaultKind::Caption) {
            continue;
        }
        t.push_back(f.atUs);
        if (f.kind == sim::FaultKind::Pause) {
            t.push_back(f.atUs + f.forUs);
        }
    }
    std::sort(t.begin(), t.end());
    t.erase(std::unique(t.begin(), t.end()), t.end());
    return t;
}

// Waits until `due` on the steady clock, waking early only for cancel (the schedule's own
// waiting, not synchronisation).
void sleepUntil(const SteadyClock& clock, Micros due, const std::atomic<bool>* cancel) {
    while (clock.now() < due && !(cancel != nullptr && cancel->load())) {
        std::this_thread::sleep_for(std::min(due - clock.now(), Micros(Millis(20))));
    }
}

// The protected resource: the simulator's rules (core/sim/fenced_storage.h) behind a mutex,
// since the clients write from their own threads; every decision is stamped on the run's clock.
class GuardedStore {
public:
    explicit GuardedStore(sim::Fencing f) : m_storage(f) {}

    bool claim(const std::string& client, const std::string& value) {
        const std::lock_guard lock(m_mutex);
        return m_storage.claim(client, value);
    }
    sim::StorageWrite write(Us t, const std::string& client, std::int64_t fence,
                            const std::string& value) {
        const std::lock_guard lock(m_mutex);
        return m_storage.write(t, client, fence, value);
    }

private:
    std::mutex m_mutex;
    sim::FencedStorage m_storage;
};

class LiveRun {
public:
    LiveRun(const sim::Scenario& s, const LiveOptions& o, LocalServers& servers,
            std::vector<std::vector<std::unique_ptr<LinkProxy>>>& links)
        : m_s(s), m_o(o), m_servers(servers), m_faults(servers), m_links(links),
          m_store(s.params.fencing), m_nextFence(s.params.fenceStart), m_values(servers.size()) {
        for (const auto& c : s.clients) {
            m_pauses.emplace_back();
            m_noRelease.emplace_back();
            for (const auto& f : s.faults) {
                if (f.kind == sim::FaultKind::Pause && f.client == c.name) {
                    m_pauses.back().push_back({f.atUs, f.atUs + f.forUs});
                }
                if (f.kind == sim::FaultKind::NoRelease && f.client == c.name) {
                    m_noRelease.back().push_back({f.atUs, f.atUs + f.forUs});
                }
            }
        }
    }

    sim::SimResult play();

private:
    struct Window {
        Us from, to;
    };
    struct ClientState {
        bool believes = false;
        Us beliefFrom = 0;
        Us beliefTo = 0;
        std::string value;
        std::int64_t fence = 0;
        Lock lock; // the real client's lock, for release and extend
    };

    Us now() const { return (m_clock.now() - m_origin).count(); }
    Micros at(Us t) const { return m_origin + Micros(t); }
    bool cancelled() const { return m_o.cancel != nullptr && m_o.cancel->load(); }
    int masterIndex(const std::string& name) const {
        const auto& m = m_s.params.masters;
        return static_cast<int>(std::find(m.begin(), m.end(), name) - m.begin());
    }
    int clientIndex(const std::string& name) const {
        for (std::size_t i = 0; i < m_s.clients.size(); ++i) {
            if (m_s.clients[i].name == name) {
                return static_cast<int>(i);
            }
        }
        return -1;
    }
    void log(Us t, const std::string& actor, sim::EventKind kind, const std::string& detail) {
        const std::lock_guard lock(m_mutex);
        m_r.events.push_back({t, actor, kind, detail});
    }
    // Waits until t, and past the end of any pause of client c that t falls in; then until
    // every fault scheduled at or before t has been applied (at equal times the fault goes
    // first, as in the simulator: a master crashed at 0 ms is down for a client starting at 0).
    void waitAs(int c, Us t) {
        for (const Window& w : m_pauses[c]) {
            if (t >= w.from && t < w.to) {
                t = w.to;
            }
        }
        sleepUntil(m_clock, at(t), m_o.cancel);
        while (m_nextFaultAt.load() <= t && !cancelled()) {
            std::this_thread::sleep_for(Micros(100)); // a fault being applied: ms at most
        }
    }
    void runClient(int c);
    void runFaults();
    void pollKeys(std::stop_token st);
    void sampleClocks(std::stop_token st);
    void applyFault(const sim::Fault& f);
    bool acquireOnce(int c, Redlock& rl, ClientState& st, int number);
    void endBelief(int c, ClientState& st, Us t, const char* why);
    void storage(int c, const ClientState& st, bool claim); // a claim, else a write
    void finish();

    const sim::Scenario& m_s;
    const LiveOptions& m_o;
    LocalServers& m_servers;
    MasterFaults m_faults; // crashes and restarts: the one injector every real fault goes through
    std::vector<std::vector<std::unique_ptr<LinkProxy>>>& m_links; // [client][master]
    SteadyClock m_clock;
    Micros m_origin{0};
    GuardedStore m_store;
    std::mutex m_mutex; // m_r, m_owner, m_nextFence
    sim::SimResult m_r;
    std::map<std::string, std::string> m_owner; // token -> client
    std::int64_t m_nextFence;
    std::vector<std::vector<Window>> m_pauses;    // per client
    std::vector<std::vector<Window>> m_noRelease; // per client: no_release faults
    // Key-alive sampling (poll thread only until it is joined).
    std::vector<std::pair<std::string, Us>> m_values; // per master: value seen, since
    std::map<int, Us> m_downSince;                    // master -> crash time
    std::atomic<Us> m_nextFaultAt{0};                 // due time of the next fault not yet applied
    std::int64_t m_wallOrigin = 0; // this process's wall clock at m_origin, µs since the epoch
    std::vector<sim::ClockSample> m_clocks; // the clock thread's, until it is joined
};

void LiveRun::sampleClocks(std::stop_token st) {
    // Each master's clock as its server reads it (TIME, on a connection of its own so a fault on
    // the clients' links does not touch it), from the run's start on this process's wall clock:
    // a jumped or fast server shows as an offset from real time. Taken at the middle of the
    // round trip. A down or hung master gives no sample (the last one stands).
    const std::vector<Address> addresses = m_servers.addresses();
    while (!st.stop_requested()) {
        for (std::size_t i = 0; i < addresses.size() && !st.stop_requested(); ++i) {
            const Us t0 = now();
            const auto time = serverTime(addresses[i], "", Micros(Millis(20)));
            const Us t1 = now();
            if (time) {
                m_clocks.push_back({m_s.params.masters[i], (t0 + t1) / 2, *time - m_wallOrigin});
            }
        }
        std::this_thread::sleep_for(Micros(kClockEvery));
    }
}

void LiveRun::pollKeys(std::stop_token st) {
    PollFanOut direct(m_servers.addresses());
    FanOutOptions fo;
    fo.timeout = Millis(20);
    const Command cmd{Op::Inspect, "redlock-lab:" + kResource, "", {}};
    while (!st.stop_requested()) {
        const auto replies = direct.run(cmd, fo);
        const Us t = now();
        for (std::size_t i = 0; i < replies.size(); ++i) {
            const std::string v = replies[i].outcome == Outcome::Ok ? replies[i].value : "";
            auto& [seen, since] = m_values[i];
            if (v != seen) {
                const std::lock_guard lock(m_mutex);
                if (!seen.empty()) {
                    m_r.spans.push_back({m_s.params.masters[i], sim::SpanKind::KeyAlive, since, t,
                                         m_owner.count(seen) ? m_owner[seen] : "?", seen});
                }
                seen = v;
                since = t;
            }
        }
        std::this_thread::sleep_for(Micros(kPollEvery));
    }
}

void LiveRun::endBelief(int c, ClientState& st, Us t, const char* why) {
    if (!st.believes) {
        return;
    }
    st.believes = false;
    const std::string& name = m_s.clients[c].name;
    {
        const std::lock_guard lock(m_mutex);
        m_r.spans.push_back(
            {name, sim::SpanKind::Belief, st.beliefFrom, std::min(t, st.beliefTo), name, st.value});
    }
    log(std::min(t, st.beliefTo), name, sim::EventKind::BeliefEnd, why);
}

bool LiveRun::acquireOnce(int c, Redlock& rl, ClientState& st, int number) {
    const std::string& name = m_s.clients[c].name;
    log(now(), name, sim::EventKind::Acquire,
        "SET NX PX " + std::to_string(m_s.params.ttlMs) + " sent to all masters");
    const AcquireResult res = rl.acquire(kResource);
    const redlock::Attempt& ra = res.attempts.back();
    sim::Attempt a;
    a.client = name;
    a.kind = sim::AttemptKind::Acquire;
    a.number = number;
    a.t1 = (ra.t1 - m_origin).count();
    a.t2 = (ra.t2 - m_origin).count();
    a.votes = ra.votes;
    a.n = m_servers.size();
    a.value = ra.token;
    a.ttlMs = m_s.params.ttlMs;
    if (ra.verdict) {
        a.held = ra.verdict->held;
        a.reason = reasonName(ra.verdict->reason);
        a.validityUs = ra.verdict->validity.count();
        a.elapsedUs = ra.verdict->elapsed.count();
        a.driftUs = ra.verdict->drift.count();
    }
    for (std::size_t i = 0; i < ra.masters.size(); ++i) {
        const std::string& m = m_s.params.masters[i];
        switch (ra.masters[i].reply.outcome) {
        case Outcome::Ok:
            a.voters.push_back(m);
            break;
        case Outcome::Refused: {
            const std::lock_guard lock(m_mutex);
            const std::string& v = m_values[i].first;
            a.blocked.push_back({m, m_owner.count(v) ? m_owner[v] : "?"});
            break;
        }
        case Outcome::Skipped:
            a.skipped.push_back(m);
            break;
        default:
            a.missing.push_back(m);
            break;
        }
    }
    {
        const std::lock_guard lock(m_mutex);
        m_owner[ra.token] = name;
        if (a.held) {
            a.fence = m_s.params.fencing != sim::Fencing::Off ? m_nextFence++ : 0;
            a.beliefEnd = (res.lock.validUntil - m_origin).count();
        }
        m_r.attempts.push_back(a);
    }
    log(a.t2, name, a.held ? sim::EventKind::Acquired : sim::EventKind::Refused,
        std::to_string(a.votes) + "/" + std::to_string(a.n) + " votes, elapsed " +
            msText(a.elapsedUs) + " ms, validity " + msText(a.validityUs) + " ms (" + a.reason +
            ")");
    if (a.held) {
        st.believes = true;
        st.beliefFrom = a.t2;
        st.beliefTo = a.beliefEnd;
        st.value = ra.token;
        st.fence = a.fence;
        st.lock = res.lock;
    }
    return a.held;
}

void LiveRun::storage(int c, const ClientState& st, bool claim) {
    const std::string& name = m_s.clients[c].name;
    const Us t = now();
    if (claim) {
        const bool kept = m_store.claim(name, st.value);
        log(t, "storage", kept ? sim::EventKind::Claim : sim::EventKind::ClaimIgnored,
            kept ? "resource now tagged with " + name + "'s value " + st.value
                 : name + "'s tag is not checked by this storage");
        return;
    }
    sim::StorageWrite w = m_store.write(t, name, st.fence, st.value);
    // Whether the write was stale is the shared monitor's call, once the run is known.
    log(t, "storage", w.accepted ? sim::EventKind::WriteAccepted : sim::EventKind::WriteRejected,
        name + ": " + w.reason);
    const std::lock_guard lock(m_mutex);
    m_r.writes.push_back(w);
}

void LiveRun::runClient(int c) {
    const sim::ClientSpec& spec = m_s.clients[c];
    std::vector<Address> view;
    for (const auto& l : m_links[c]) {
        view.push_back(Address{"127.0.0.1", l->port(), "127.0.0.1"});
    }
    PollFanOut fan(view);
    // A pause that begins while this client's SETs are in flight stops it between its sends
    // and its reads: the replies wait in the socket buffers.
    fan.setAfterSend([this, c] {
        // The replies are due one scripted round trip after the sends: a pause starting before
        // then catches them unread.
        const Us t = now();
        for (const Window& w : m_pauses[c]) {
            if (w.from <= t + 2 * m_s.params.latencyUs && t < w.to) {
                sleepUntil(m_clock, at(w.to), m_o.cancel);
            }
        }
    });
    RedlockOptions ro;
    ro.ttl = Millis(m_s.params.ttlMs);
    ro.timeout = Micros(m_s.params.timeoutUs);
    ro.driftFactor = m_s.params.driftFactor;
    ro.retries = 0;         // retried here, with the scenario's delays
    ro.settleEarly = false; // the simulator's client waits for every reply or timeout
    ro.fanout = m_s.params.fanout == sim::FanOut::Sequential ? FanOutMode::Sequential
                                                             : FanOutMode::Parallel;
    Redlock rl(fan, ro, Rng{m_s.seed * 31 + static_cast<std::uint64_t>(c) + 1});
    Rng retryRng{m_s.seed * 977 + static_cast<std::uint64_t>(c) + 7};
    ClientState st;

    waitAs(c, spec.startUs);
    const int cap = spec.maxAttempts > 0 ? spec.maxAttempts : m_s.params.maxAttempts;
    bool held = false;
    for (int n = 1; n <= cap && !cancelled() && now() < m_s.params.endUs; ++n) {
        if (acquireOnce(c, rl, st, n)) {
            held = true;
            break;
        }
        if (n == cap) {
            log(now(), spec.name, sim::EventKind::GiveUp,
                "no lock after " + std::to_string(n) + " attempts");
            break;
        }
        const Us delay = static_cast<Us>(retryRng.below(
            static_cast<std::uint64_t>(std::max<Us>(m_s.params.retryDelayUs, 0)) + 1));
        log(now(), spec.name, sim::EventKind::Retry, "next attempt in " + msText(delay) + " ms");
        waitAs(c, now() + delay);
    }
    if (!held) {
        return;
    }
    Lock& lock = st.lock;
    int extensions = 0;
    for (const sim::Step& step : spec.steps) {
        waitAs(c, step.atUs >= 0 ? std::max(now(), step.atUs) : now() + step.afterUs);
        if (cancelled()) {
            break;
        }
        const Us t = now();
        if (st.believes && t >= st.beliefTo) {
            endBelief(c, st, t, "validity ran out on the client's clock");
        }
        bool stop = false;
        switch (step.op) {
        case sim::StepOp::Release:
            if (std::any_of(m_noRelease[c].begin(), m_noRelease[c].end(),
                            [t](const Window& w) { return w.from <= t && t < w.to; })) {
                // The no_release fault: the work is done, the unlock never leaves.
                endBelief(c, st, t, "done without releasing");
                log(t, spec.name, sim::EventKind::ReleaseSkipped,
                    "sends no release: its keys stay until they expire");
                break;
            }
            endBelief(c, st, t, "released");
            rl.release(lock);
            break;
        case sim::StepOp::Check:
            if (!st.believes) {
                log(t, spec.name, sim::EventKind::CheckFailed,
                    "its lease has run out: it stops here");
                stop = true;
                break;
            }
            log(t, spec.name, sim::EventKind::Check,
                msText(st.beliefTo - t) + " ms of validity left");
            break;
        case sim::StepOp::Read:
            log(t, spec.name, sim::EventKind::Read, "reads the protected resource");
            break;
        case sim::StepOp::Write:
        case sim::StepOp::Claim:
            storage(c, st, step.op == sim::StepOp::Claim);
            break;
        case sim::StepOp::Extend: {
            if (extensions >= m_s.params.maxExtensions) {
                log(t, spec.name, sim::EventKind::ExtendCapped,
                    "extension cap of " + std::to_string(m_s.params.maxExtensions) + " reached");
                break;
            }
            ++extensions;
            const redlock::Attempt ea = rl.extend(lock, Millis(m_s.params.ttlMs));
            const bool ok = ea.verdict && ea.verdict->held;
            log((ea.t2 - m_origin).count(), spec.name,
                ok ? sim::EventKind::Extended : sim::EventKind::ExtendFailed,
                std::to_string(ea.votes) + " votes");
            if (ok && st.believes) {
                st.beliefTo = (lock.validUntil - m_origin).count();
            }
            break;
        }
        case sim::StepOp::Wait:
            break;
        }
        if (stop) {
            break;
        }
    }
    // A holder that does not release believes until its validity runs out (or the run ends).
    const Us end = std::min(st.beliefTo, m_s.params.endUs);
    waitAs(c, end);
    endBelief(c, st, std::min(now(), end), "validity ran out on the client's clock");
}

void LiveRun::applyFault(const sim::Fault& f) {
    const Us t = now();
    const int m = masterIndex(f.master);
    auto eachLink = [&](auto&& fn) {
        for (std::size_t c = 0; c < m_s.clients.size(); ++c) {
            if (!f.client.empty() && m_s.clients[c].name != f.client) {
                continue;
            }
            for (const auto& name : f.masters) {
                fn(*m_links[c][masterIndex(name)]);
            }
        }
    };
    const std::string who = f.client.empty() ? f.master : f.client;
    switch (f.kind) {
    case sim::FaultKind::Partition:
    case sim::FaultKind::Heal: {
        const bool on = f.kind == sim::FaultKind::Partition;
        eachLink([on](LinkProxy& l) { l.setPartitioned(on); });
        std::string list;
        for (const auto& name : f.masters) {
            list += (list.empty() ? "" : ",") + name;
        }
        log(t, who, on ? sim::EventKind::Partition : sim::EventKind::Heal,
            (on ? "cannot reach " : "reaches again ") + list);
        return;
    }
    case sim::FaultKind::Delay:
        eachLink([&f](LinkProxy& l) {
            if (f.direction != sim::Direction::Reply) {
                l.setDelay(LinkDirection::ToServer, Micros(f.extraUs));
            }
            if (f.direction != sim::Direction::Request) {
                l.setDelay(LinkDirection::ToClient, Micros(f.extraUs));
            }
        });
        log(t, who, sim::EventKind::Delay,
            "+" + msText(f.extraUs) + " ms on " + sim::kindName(f.direction));
        return;
    case sim::FaultKind::Crash: {
        const auto done = m_faults.apply(m, MasterFault::Crash);
        m_downSince[m] = t;
        log(t, f.master, sim::EventKind::Crash,
            done ? "SIGKILL pid; keys kept only with persistence" : done.error().message);
        return;
    }
    case sim::FaultKind::Restart: {
        const auto done = m_faults.apply(m, MasterFault::Restart);
        const Us up = now();
        if (auto it = m_downSince.find(m); it != m_downSince.end()) {
            const std::lock_guard lock(m_mutex);
            m_r.spans.push_back({f.master, sim::SpanKind::Down, it->second, up, "", ""});
            m_downSince.erase(it);
        }
        log(up, f.master, sim::EventKind::Restart,
            done ? "pid " + std::to_string(m_servers.pid(m)) + " answers PING"
                 : done.error().message);
        return;
    }
    case sim::FaultKind::ClockJump:
        m_servers.clock(m)->jump(Micros(f.byUs));
        log(t, f.master, sim::EventKind::ClockJump,
            "wall clock now " + msText(m_servers.clock(m)->offsetNow().count()) + " ms ahead");
        return;
    case sim::FaultKind::ClockRate:
        m_servers.clock(m)->setRatePpm(f.ratePpm - 1000000);
        log(t, f.master, sim::EventKind::ClockRate,
            "wall clock runs at " + std::to_string(f.ratePpm) + " ticks per million");
        return;
    case sim::FaultKind::Pause: {
        // The client's own thread stops (waitAs, from m_pauses); here only the record.
        const std::lock_guard lock(m_mutex);
        m_r.spans.push_back({f.client, sim::SpanKind::Pause, f.atUs, f.atUs + f.forUs, "", ""});
        m_r.events.push_back(
            {t, f.client, sim::EventKind::Pause, "stops for " + msText(f.forUs) + " ms"});
        return;
    }
    case sim::FaultKind::NoRelease: // the client's own thread skips it (m_noRelease)
        log(t, f.client, sim::EventKind::NoRelease,
            "sends no release for " + msText(f.forUs) + " ms");
        return;
    case sim::FaultKind::Caption:
        log(t, "narrator", sim::EventKind::Caption, f.text);
        return;
    case sim::FaultKind::Hang: // refused before the run (notLive): only the record
        log(t, f.master, sim::EventKind::Hang, "not played on real servers");
        return;
    }
}

void LiveRun::runFaults() {
    // When each fault is due: its time, and for a restart no earlier than the delayed-restart
    // rule allows after that master's last crash.
    std::vector<std::pair<Us, const sim::Fault*>> order;
    std::map<std::string, Us> crashedAt;
    std::vector<const sim::Fault*> byTime;
    for (const auto& f : m_s.faults) {
        byTime.push_back(&f);
    }
    std::stable_sort(byTime.begin(), byTime.end(),
                     [](const sim::Fault* a, const sim::Fault* b) { return a->atUs < b->atUs; });
    for (const sim::Fault* f : byTime) {
        Us due = f->atUs;
        if (f->kind == sim::FaultKind::Crash) {
            crashedAt[f->master] = f->atUs;
        } else if (f->kind == sim::FaultKind::Restart && crashedAt.count(f->master)) {
            due = std::max(due, crashedAt[f->master] + m_s.params.restartDelayUs);
        }
        order.push_back({due, f});
    }
    std::stable_sort(order.begin(), order.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    for (std::size_t i = 0; i < order.size(); ++i) {
        m_nextFaultAt.store(order[i].first);
        sleepUntil(m_clock, at(order[i].first), m_o.cancel);
        if (cancelled()) {
            break;
        }
        applyFault(*order[i].second);
    }
    m_nextFaultAt.store(std::numeric_limits<Us>::max());
}

sim::SimResult LiveRun::play() {
    m_r.scenario = m_s.name;
    m_r.variant = m_s.variant;
    m_r.seed = m_s.seed;
    m_r.fencing = m_s.params.fencing;
    m_r.tokens = m_s.params.fencing != sim::Fencing::Off;
    for (const auto& c : m_s.clients) {
        m_r.lanes.push_back({c.name, sim::LaneKind::Client});
    }
    for (const auto& m : m_s.params.masters) {
        m_r.lanes.push_back({m, sim::LaneKind::Master});
    }
    m_r.lanes.push_back({"storage", sim::LaneKind::Storage});
    m_nextFaultAt.store(m_s.faults.empty() ? std::numeric_limits<Us>::max() : Us(0));
    m_origin = m_clock.now();
    m_wallOrigin = std::chrono::duration_cast<std::chrono::microseconds>(
                       std::chrono::system_clock::now().time_since_epoch())
                       .count();
    std::jthread poller([this](std::stop_token st) { pollKeys(st); });
    std::jthread clocker([this](std::stop_token st) { sampleClocks(st); });
    std::vector<std::jthread> clients;
    for (std::size_t c = 0; c < m_s.clients.size(); ++c) {
        clients.emplace_back([this, c] { runClient(static_cast<int>(c)); });
    }
    runFaults();
    sleepUntil(m_clock, at(m_s.params.endUs), m_o.cancel);
    for (auto& t : clients) {
        t.join();
    }
    poller.request_stop();
    clocker.request_stop();
    poller.join();
    clocker.join();
    m_r.clocks = std::move(m_clocks);
    finish();
    return std::move(m_r);
}

void LiveRun::finish() {
    const Us end = std::max(now(), m_s.params.endUs);
    m_r.endUs = m_s.params.endUs;
    if (cancelled()) {
        m_r.stopped = "cancelled";
    }
    for (std::size_t i = 0; i < m_values.size(); ++i) {
        const auto& [seen, since] = m_values[i];
        if (!seen.empty()) {
            m_r.spans.push_back({m_s.params.masters[i], sim::SpanKind::KeyAlive, since, end,
                                 m_owner.count(seen) ? m_owner[seen] : "?", seen});
        }
    }
    for (const auto& [m, since] : m_downSince) {
        m_r.spans.push_back({m_s.params.masters[m], sim::SpanKind::Down, since, end, "", ""});
    }
    std::stable_sort(m_r.events.begin(), m_r.events.end(),
                     [](const sim::TraceEvent& a, const sim::TraceEvent& b) { return a.t < b.t; });
    std::stable_sort(m_r.attempts.begin(), m_r.attempts.end(),
                     [](const sim::Attempt& a, const sim::Attempt& b) { return a.t2 < b.t2; });
    // The simulator's own monitor: truth, overlaps, unavailable time and the sentences are
    // derived from the live spans and attempts exactly as from a simulated run's.
    sim::monitor(m_r, static_cast<int>(m_servers.size()));
}

} // namespace

NotLive notLive(const sim::Scenario& s) {
    const sim::Params& p = s.params;
    if (p.expiry == sim::Expiry::Monotonic) {
        return {"monotonic-expiry",
                "monotonic expiry cannot run on a real server: Redis and Valkey expire keys by "
                "their wall clock, so a server that ignores a wall-clock jump exists only in the "
                "simulator"};
    }
    if (p.persistence == sim::Persistence::EverySec) {
        return {"fsync-everysec",
                "appendfsync everysec cannot lose a write here: a killed server's last writes are "
                "already in the operating system's page cache, and only a power loss drops them"};
    }
    if (!p.failover.master.empty()) {
        return {"failover",
                "failover needs replicas and Sentinel, which the live engine does not start"};
    }
    if (p.clientClock == sim::ClientClock::Wall) {
        return {"wall-clock-client",
                "a client timing its lease by the wall clock: the real client times it by the "
                "monotonic clock"};
    }
    if (p.fenceFrom == sim::FenceFrom::Lock || p.extendSetNx || p.unlockRetryUs > 0 ||
        p.lockRemainingUs > 0) {
        return {"client-option",
                "the scenario uses a client option the real client does not have (fence from the "
                "lock, extend with SET NX, unlock retry or locking the remaining masters)"};
    }
    if (p.masters.size() < 3 || p.masters.size() > 9) {
        return {"master-count", "the live engine starts 3 to 9 masters, the scenario has " +
                                    std::to_string(p.masters.size())};
    }
    for (const auto& c : s.clients) {
        if (c.loop) {
            return {"looping-client", "client " + c.name +
                                          " loops acquire, work, release (the lab bench): the "
                                          "live engine plays one script per client"};
        }
        if (c.naive) {
            return {"naive-client", "client " + c.name +
                                        " is naive (T2 at its last send): the real client reads "
                                        "T2 after its last reply"};
        }
    }
    for (const auto& f : s.faults) {
        if (f.kind == sim::FaultKind::ClockJump && f.master.empty()) {
            return {"client-clock-jump",
                    "a client's clock jump: the real client times its lease by the monotonic "
                    "clock, which does not jump"};
        }
        if (f.kind == sim::FaultKind::Hang || (f.kind == sim::FaultKind::Restart && f.wiped)) {
            return {"bench-fault", "a master's hang or a wiped restart (the lab bench's faults) "
                                   "is not played on real servers yet"};
        }
        if (f.kind == sim::FaultKind::ClockJump && f.byUs < 0) {
            return {"backward-jump", "a backward jump of a master's clock is not supported live"};
        }
        if (f.kind == sim::FaultKind::Delay &&
            std::find(f.masters.begin(), f.masters.end(), "storage") != f.masters.end()) {
            return {"storage-delay", "a delay on the writes to the protected storage: the live "
                                     "run's storage is inside this process, with no link to slow"};
        }
    }
    return {};
}

std::string whyNotLive(const sim::Scenario& s) {
    return notLive(s).text;
}

int autoScale(const sim::Scenario& s) {
    const Us timeout = std::max<Us>(s.params.timeoutUs, 1);
    Us k = std::min<Us>(kMaxScale, s.params.ttlMs * 1000 / (20 * timeout));
    const Us floor = std::max(timeout, kMinGapFloor);
    const std::vector<Us> t = networkMoments(s);
    for (std::size_t i = 1; i < t.size(); ++i) {
        // Moments closer than one timeout are meant to fall into the same exchange (a pause
        // 1 ms after the SETs): scaling keeps them inside it, so they do not limit k.
        if (t[i] - t[i - 1] >= timeout) {
            k = std::min(k, (t[i] - t[i - 1]) / floor);
        }
    }
    return static_cast<int>(std::max<Us>(k, 1));
}

sim::Scenario scaleDown(const sim::Scenario& in, int k) {
    sim::Scenario s = in;
    sim::Params& p = s.params;
    p.ttlMs = std::max<std::int64_t>(1, (p.ttlMs + k / 2) / k);
    p.restartDelayUs = scaledUs(p.restartDelayUs, k);
    p.retryDelayUs = scaledUs(p.retryDelayUs, k);
    p.endUs = scaledUs(p.endUs, k);
    for (auto& c : s.clients) {
        c.startUs = scaledUs(c.startUs, k);
        for (auto& st : c.steps) {
            st.atUs = scaledUs(st.atUs, k);
            st.afterUs = scaledUs(st.afterUs, k);
        }
    }
    for (auto& f : s.faults) {
        f.atUs = scaledUs(f.atUs, k);
        f.forUs = scaledUs(f.forUs, k);
        f.byUs = f.byUs / k;
        f.extraUs = scaledUs(f.extraUs, k);
    }
    return s;
}

Result<LiveResult> playLive(const sim::Scenario& in, const LiveOptions& opt) {
    if (auto why = whyNotLive(in); !why.empty()) {
        return Error{"scenario '" + in.name + (in.variant.empty() ? "" : "/" + in.variant) +
                     "' cannot run live: " + why};
    }
    const int most = autoScale(in);
    const int k = opt.scale == 0 ? most : opt.scale;
    if (k < 1 || k > most) {
        return Error{"--scale " + std::to_string(opt.scale) + " is out of range for '" + in.name +
                     "': expected 1 to " + std::to_string(most) +
                     " (its TTL and scripted moments allow no more)"};
    }
    const sim::Scenario s = scaleDown(in, k);
    LocalServerOptions so;
    so.binary = opt.binary;
    so.shiftableClocks = true;
    so.clockShiftLibrary = opt.clockShiftLibrary;
    so.persistence =
        s.params.persistence == sim::Persistence::Always ? Persistence::Always : Persistence::None;
    auto started = LocalServers::start(static_cast<int>(s.params.masters.size()), so);
    if (!started) {
        return started.error();
    }
    LocalServers servers = std::move(started).value();
    std::vector<std::vector<std::unique_ptr<LinkProxy>>> links(s.clients.size());
    for (auto& row : links) {
        for (int m = 0; m < servers.size(); ++m) {
            auto l = LinkProxy::start("127.0.0.1", servers.port(m));
            if (!l) {
                return l.error();
            }
            row.push_back(std::move(l).value());
        }
    }
    LiveResult out;
    out.scale = k;
    out.server = servers.binary();
    {
        LiveRun run(s, opt, servers, links);
        out.run = run.play();
    }
    links.clear(); // the proxies first, then the servers (by pid, in LocalServers)
    servers.stopAll();
    return out;
}

std::string toJson(const LiveResult& r) {
    std::string j = sim::toJson(r.run);
    // The simulator's object, opened with the live run's own fields.
    json::JsonWriter head;
    head.beginObject()
        .field("live", true)
        .raw("scale", std::to_string(r.scale))
        .field("server", r.server)
        .endObject();
    std::string h = head.str();
    h.pop_back(); // drop its closing brace
    return h + "," + j.substr(1);
}

} // namespace redlock::live
