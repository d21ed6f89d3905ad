#include "core/live/live_run.h"

#include "core/live/fault_queue.h"

#include "core/client/redlock.h"
#include "core/docker/docker_cluster.h"
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
#include "core/sim/timeline.h"
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
#include <set>
#include <thread>
#include <tuple>

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
    LiveRun(sim::Scenario s, LiveOptions o, MasterCluster& servers,
            std::vector<std::vector<std::unique_ptr<LinkProxy>>>& links)
        : m_s(std::move(s)), m_o(std::move(o)), m_servers(servers), m_faults(servers),
          m_links(links), m_store(m_s.params.fencing), m_nextFence(m_s.params.fenceStart),
          m_values(servers.size()), m_expiry(servers.size(), 0), m_pauses(m_s.clients.size()),
          m_noRelease(m_s.clients.size()), m_belief(m_s.clients.size()), m_upAt(servers.size(), 0) {
    }

    // Runs the whole scenario on this thread (the clients, the poller and the clock sampler on
    // threads of their own) until its end or a cancel; the run's result.
    sim::SimResult play();
    // Faults due at their atUs, from any thread, before or while play() runs.
    void schedule(const std::vector<sim::Fault>& faults);
    // The run so far (see LiveSession::snapshot); from any thread while play() runs.
    sim::SimResult snapshot() const;
    void cancel() {
        m_stop.store(true);
        m_queueCv.notify_all();
    }
    bool started() const { return m_started.load(); }
    Us now() const { return (m_clock.now() - m_origin).count(); }

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
    // What a snapshot needs of a client's belief while it lasts (m_mutex).
    struct OpenBelief {
        bool on = false;
        Us from = 0, to = 0;
        std::string value;
    };
    using Due = FaultQueue::Due;

    Micros at(Us t) const { return m_origin + Micros(t); }
    bool cancelled() const {
        return m_stop.load() || (m_o.cancel != nullptr && m_o.cancel->load());
    }
    int masterIndex(const std::string& name) const {
        const auto& m = m_s.params.masters;
        return static_cast<int>(std::find(m.begin(), m.end(), name) - m.begin());
    }
    // An event at t. `fact` holds the typed field its kind carries (sim::eventFact), made by the
    // caller with sim::fact (trace.h), as for the simulator's Engine::log.
    void log(Us t, const std::string& actor, sim::EventKind kind, const std::string& detail,
             sim::TraceEvent fact = {}) {
        fact.t = t;
        fact.actor = actor;
        fact.kind = kind;
        fact.detail = detail;
        const std::lock_guard lock(m_mutex);
        m_r.events.push_back(std::move(fact));
    }
    // The time t moved past every pause of client c it falls in (pauses can arrive while the
    // run goes, so this is asked again while waiting).
    Us pastPauses(int c, Us t) const {
        const std::lock_guard lock(m_mutex);
        for (bool moved = true; moved;) {
            moved = false;
            for (const Window& w : m_pauses[c]) {
                if (t >= w.from && t < w.to) {
                    t = w.to;
                    moved = true;
                }
            }
        }
        return t;
    }
    bool inWindow(const std::vector<std::vector<Window>>& windows, int c, Us t) const {
        const std::lock_guard lock(m_mutex);
        return std::any_of(windows[c].begin(), windows[c].end(),
                           [t](const Window& w) { return w.from <= t && t < w.to; });
    }
    // Waits until t, and past the end of any pause of client c that t falls in (or that
    // begins while it waits); then until every fault scheduled at or before t has been applied
    // (at equal times the fault goes first, as in the simulator: a master crashed at 0 ms is
    // down for a client starting at 0).
    void waitAs(int c, Us t) {
        for (;;) {
            const Us due = pastPauses(c, t);
            if (now() >= due || cancelled()) {
                break;
            }
            // Short steps, so a pause made meanwhile stops this client at once.
            std::this_thread::sleep_for(Micros(std::min<Us>(due - now(), 5000)));
        }
        while (m_nextFaultAt.load() <= t && !cancelled()) {
            std::this_thread::sleep_for(Micros(100)); // a fault being applied: ms at most
        }
    }
    void runClient(int c);
    bool runCycle(int c, Redlock& rl, Rng& retryRng, ClientState& st, int& attempts);
    void runFaults();
    void pollKeys(std::stop_token st);
    void sampleClocks(std::stop_token st);
    // `scheduledAt`: when the fault was due (it may run later, behind the faults before it).
    void applyFault(const sim::Fault& f, Us scheduledAt);

    std::string noClock(int m) const {
        return "cannot move the clock of " + m_servers.describe(m) + ": " + m_servers.engine() +
               " runs it without the clock library";
    }
    void endHang(const Due& d);
    bool acquireOnce(int c, Redlock& rl, ClientState& st, int number);
    void endBelief(int c, ClientState& st, Us t, sim::BeliefEnded why);
    void storage(int c, const ClientState& st, bool claim); // a claim, else a write
    // The release sent at t as the simulator records one: a message per master, and where the
    // script deleted the key, the key's span ends there (not at the next poll).
    void recordRelease(int c, Us t, const redlock::Attempt& release);
    // Adds to `r` the spans still open at `t` (beliefs, live keys, masters down); m_mutex held.
    void closeOpen(sim::SimResult& r, Us t) const;
    // Records master i's key seen since m_values[i] as alive until `to` (not before it was
    // seen); m_mutex held. The caller says what the master holds next.
    void keySpanUntil(std::size_t i, Us to);
    // Master i holds no key from t on (a release deleted it, the master crashed); m_mutex held.
    void keyGoneAt(std::size_t i, Us t);
    void noteExpiries(sim::SimResult& r) const;
    // Sorts, and runs the simulator's monitor (truth, overlaps, narration) over `r`.
    void conclude(sim::SimResult& r) const;

    const sim::Scenario m_s;
    const LiveOptions m_o;
    MasterCluster& m_servers;
    MasterFaults m_faults; // every real server fault goes through it (fault thread only)
    std::vector<std::vector<std::unique_ptr<LinkProxy>>>& m_links; // [client][master]
    SteadyClock m_clock;
    Micros m_origin{0};
    std::atomic<bool> m_started{false};
    std::atomic<bool> m_stop{false};
    GuardedStore m_store;
    mutable std::mutex m_mutex; // everything below up to m_downSince
    sim::SimResult m_r;
    std::map<std::string, std::string> m_owner; // token -> client
    std::int64_t m_nextFence;
    // Key-alive sampling: per master the value seen and since when (the poll thread, and a
    // client's release that deleted the key).
    std::vector<std::pair<std::string, Us>> m_values;
    std::vector<Us> m_expiry; // per master: when the key seen last was due to expire (poll thread)
    // Keys the poller saw gone from a master that answered (no crash, no hang): {master, value,
    // the span's end}. Ended by their expiry unless a release turns out to have deleted them
    // (its record comes later than the poll that saw the key gone): noteExpiries decides.
    struct Vanished {
        std::size_t master;
        std::string value;
        Us end;
    };
    std::vector<Vanished> m_vanished;
    std::vector<std::vector<Window>> m_pauses;    // per client
    std::vector<std::vector<Window>> m_noRelease; // per client: no_release faults
    std::vector<OpenBelief> m_belief;             // per client
    std::map<int, Us> m_downSince;                // master -> crash time
    std::vector<Us> m_upAt; // per master: when its last restart was through (0: never crashed)
    std::vector<sim::ClockSample> m_clocks;
    // The faults not yet applied, soonest first (m_queueMutex).
    std::mutex m_queueMutex;
    std::condition_variable m_queueCv;
    FaultQueue m_queue;
    std::map<std::string, Us> m_crashedAt; // for the delayed-restart rule
    std::map<int, Us> m_hungUntil;         // master -> when its latest hang ends
    std::atomic<Us> m_nextFaultAt{std::numeric_limits<Us>::max()}; // due time of the soonest
    std::int64_t m_wallOrigin = 0; // this process's wall clock at m_origin, µs since the epoch
};

void LiveRun::schedule(const std::vector<sim::Fault>& faults) {
    std::vector<const sim::Fault*> byTime;
    for (const auto& f : faults) {
        byTime.push_back(&f);
    }
    std::stable_sort(byTime.begin(), byTime.end(),
                     [](const sim::Fault* a, const sim::Fault* b) { return a->atUs < b->atUs; });
    {
        const std::lock_guard lock(m_queueMutex);
        for (const sim::Fault* f : byTime) {
            // When each fault is due: its time, and for a restart no earlier than the
            // delayed-restart rule allows after that master's last crash.
            Us due = f->atUs;
            if (f->kind == sim::FaultKind::Crash) {
                m_crashedAt[f->master] = f->atUs;
            } else if (f->kind == sim::FaultKind::Restart && m_crashedAt.count(f->master)) {
                due = std::max(due, m_crashedAt[f->master] + m_s.params.restartDelayUs);
            }
            const int c = [&] {
                for (std::size_t i = 0; i < m_s.clients.size(); ++i) {
                    if (m_s.clients[i].name == f->client) {
                        return static_cast<int>(i);
                    }
                }
                return -1;
            }();
            if (c >= 0 &&
                (f->kind == sim::FaultKind::Pause || f->kind == sim::FaultKind::NoRelease)) {
                // The client's own thread keeps to these windows; known as soon as scheduled.
                const std::lock_guard windows(m_mutex);
                auto& list = f->kind == sim::FaultKind::Pause ? m_pauses : m_noRelease;
                list[c].push_back({f->atUs, f->atUs + f->forUs});
            }
            m_queue.add(due, *f);
        }
        m_nextFaultAt.store(m_queue.nextAt());
    }
    m_queueCv.notify_all();
}

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
                const std::lock_guard lock(m_mutex);
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
        const Us asked = now();
        const auto replies = direct.run(cmd, fo);
        const Us t = now();
        for (std::size_t i = 0; i < replies.size(); ++i) {
            const Reply& reply = replies[i];
            if (reply.outcome == Outcome::Timeout) {
                // A hung master still holds what it held: unknown is not gone.
                continue;
            }
            // An answer, or no connection (a master down serves no key; nor one crashed by
            // the run and not yet through its restart).
            const std::lock_guard lock(m_mutex);
            // (A poll sent before the restart was through may carry what the server read
            // back from disk before `up`: the next one tells.)
            const bool crashed = m_downSince.count(static_cast<int>(i)) != 0 || asked < m_upAt[i];
            const std::string v = reply.outcome == Outcome::Ok && !crashed ? reply.value : "";
            auto& [seen, since] = m_values[i];
            if (since > asked) {
                continue; // a release or crash recorded since this poll was sent: it is older
            }
            if (v != seen) {
                if (!seen.empty()) {
                    // Gone by its own expiry (read last time as PTTL) if that came first, as
                    // after a hang that outlived it.
                    const Us end =
                        m_expiry[i] > since ? std::min(t, std::max(m_expiry[i], since)) : t;
                    keySpanUntil(i, end);
                    if (reply.outcome == Outcome::Ok && !crashed) {
                        m_vanished.push_back({i, seen, end});
                    }
                }
                seen = v;
                since = t;
            }
            m_expiry[i] = !v.empty() && reply.pttlMs >= 0 ? t + reply.pttlMs * 1000 : 0;
        }
        std::this_thread::sleep_for(Micros(kPollEvery));
    }
}

void LiveRun::endBelief(int c, ClientState& st, Us t, sim::BeliefEnded why) {
    if (!st.believes) {
        return;
    }
    st.believes = false;
    const std::string& name = m_s.clients[c].name;
    {
        const std::lock_guard lock(m_mutex);
        m_r.spans.push_back(
            {name, sim::SpanKind::Belief, st.beliefFrom, std::min(t, st.beliefTo), name, st.value});
        m_belief[c].on = false;
    }
    log(std::min(t, st.beliefTo), name, sim::EventKind::BeliefEnd, sim::beliefEndedText(why),
        sim::fact::ended(why));
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
        a.reason = ra.verdict->reason;
        a.validityUs = ra.verdict->validity.count();
        a.elapsedUs = ra.verdict->elapsed.count();
        a.driftUs = ra.verdict->drift.count();
    }
    {
        const std::lock_guard lock(m_mutex);
        m_owner[ra.token] = name;
    }
    for (std::size_t i = 0; i < ra.masters.size(); ++i) {
        const std::string& m = m_s.params.masters[i];
        const Reply& reply = ra.masters[i].reply;
        const Us replied = std::clamp<Us>((reply.repliedAt - m_origin).count(), a.t1, a.t2);
        switch (reply.outcome) {
        case Outcome::Ok: {
            a.voters.push_back(m);
            // The key exists from the SET on (the middle of its round trip, as for a release),
            // not from the next poll that sees it: a hold is never drawn ahead of its keys.
            const Us set = std::clamp<Us>(
                ((reply.sentAt - m_origin).count() + (reply.repliedAt - m_origin).count()) / 2,
                a.t1, a.t2);
            const std::lock_guard lock(m_mutex);
            auto& [seen, since] = m_values[i];
            if (seen == ra.token) {
                since = std::min(since, set);
            } else {
                if (!seen.empty()) {
                    keySpanUntil(i, set);
                }
                seen = ra.token;
                since = set;
                m_expiry[i] = 0;
            }
            break;
        }
        case Outcome::Refused: {
            const std::lock_guard lock(m_mutex);
            const std::string& v = m_values[i].first;
            a.blocked.push_back({m, m_owner.count(v) ? m_owner[v] : kUnknownOwner});
            break;
        }
        case Outcome::Skipped:
            a.skipped.push_back(m);
            break;
        case Outcome::Timeout:
            a.missing.push_back(m);
            log(replied, name, sim::EventKind::Timeout,
                m + " gave no answer within " + msText(m_s.params.timeoutUs) + " ms",
                sim::fact::master(m));
            break;
        case Outcome::Error:
            a.unreachable.push_back(m);
            log(replied, name, sim::EventKind::RequestFailed, m + " failed: " + reply.error,
                sim::fact::master(m));
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
            msText(a.elapsedUs) + " ms, validity " + msText(a.validityUs) + " ms (" +
            sim::reasonText(a) + ")");
    if (a.held) {
        st.believes = true;
        st.beliefFrom = a.t2;
        st.beliefTo = a.beliefEnd;
        st.value = ra.token;
        st.fence = a.fence;
        st.lock = res.lock;
        const std::lock_guard lock(m_mutex);
        m_belief[c] = {true, st.beliefFrom, st.beliefTo, st.value};
    }
    return a.held;
}

void LiveRun::recordRelease(int c, Us t, const redlock::Attempt& release) {
    const std::string& name = m_s.clients[c].name;
    const std::lock_guard lock(m_mutex);
    for (std::size_t i = 0; i < release.masters.size(); ++i) {
        const Reply& reply = release.masters[i].reply;
        const std::string& master = m_s.params.masters[i];
        sim::Message msg{name,
                         master,
                         sim::MessageKind::Release,
                         t,
                         -1,
                         -1,
                         sim::liveAnswerOutcome(reply.outcome)};
        if (reply.outcome == Outcome::Ok || reply.outcome == Outcome::Refused) {
            // When the master ran the script is not seen from here: the middle of the round
            // trip, as the protocol timeline draws a live command's arrival.
            const Us sent = std::max(t, (reply.sentAt - m_origin).count());
            const Us replied = std::max(sent, (reply.repliedAt - m_origin).count());
            msg.arrived = (sent + replied) / 2;
            msg.taken = msg.arrived;
            msg.read = replied;
        }
        m_r.messages.push_back(msg);
        if (reply.outcome != Outcome::Ok) {
            continue;
        }
        // Deleted by this release: the key it held ends at the script, whether the poller has
        // already seen it gone (its span is closed a little later) or not yet (still open).
        if (m_values[i].first == release.token) {
            keyGoneAt(i, msg.arrived);
            continue;
        }
        for (auto it = m_r.spans.rbegin(); it != m_r.spans.rend(); ++it) {
            if (it->kind == sim::SpanKind::KeyAlive && it->lane == master &&
                it->value == release.token) {
                if (it->to >= msg.arrived) {
                    it->to = std::max(it->from, msg.arrived);
                }
                break;
            }
        }
    }
}

void LiveRun::storage(int c, const ClientState& st, bool claim) {
    const std::string& name = m_s.clients[c].name;
    const Us t = now();
    if (claim) {
        const bool kept = m_store.claim(name, st.value);
        log(t, sim::kStorageLane, kept ? sim::EventKind::Claim : sim::EventKind::ClaimIgnored,
            kept ? "resource now tagged with " + name + "'s value " + st.value
                 : name + "'s tag is not checked by this storage");
        return;
    }
    sim::StorageWrite w = m_store.write(t, name, st.fence, st.value);
    // Whether the write was stale is the shared monitor's call, once the run is known.
    log(t, sim::kStorageLane,
        w.accepted ? sim::EventKind::WriteAccepted : sim::EventKind::WriteRejected,
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
    // A pause that begins while this client's SETs are in flight stops it where it is: between
    // its sends and its reads, or while it waits for answers (checked every
    // PollFanOut::kCheckpointStep); the replies wait in the socket buffers.
    fan.setCheckpoint([this, c](bool afterSend) {
        // Right after the sends, the replies are due one scripted round trip later: a pause
        // starting before then catches them unread.
        const Us t = now();
        const Us ahead = afterSend ? 2 * m_s.params.latencyUs : 0;
        std::vector<Window> pauses;
        {
            const std::lock_guard lock(m_mutex);
            pauses = m_pauses[c];
        }
        for (const Window& w : pauses) {
            if (w.from <= t + ahead && t < w.to) {
                sleepUntil(m_clock, at(w.to), &m_stop);
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
    int attempts = 0; // numbered through the whole run, as in the simulator
    while (runCycle(c, rl, retryRng, st, attempts) && spec.loop) {
        // A looping client (the lab bench's): it thinks, and asks again.
        log(now(), spec.name, sim::EventKind::Think,
            "thinks for " + msText(spec.thinkUs) + " ms, then asks again");
        waitAs(c, now() + spec.thinkUs);
    }
}

bool LiveRun::runCycle(int c, Redlock& rl, Rng& retryRng, ClientState& st, int& attempts) {
    const sim::ClientSpec& spec = m_s.clients[c];
    const auto going = [this] { return !cancelled() && now() < m_s.params.endUs; };
    const int cap = spec.maxAttempts > 0 ? spec.maxAttempts : m_s.params.maxAttempts;
    bool held = false;
    for (int n = 1; n <= cap && going(); ++n) {
        if (acquireOnce(c, rl, st, ++attempts)) {
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
        return going();
    }
    Lock& lock = st.lock;
    int extensions = 0;
    for (const sim::Step& step : spec.steps) {
        waitAs(c, step.atUs >= 0 ? std::max(now(), step.atUs) : now() + step.afterUs);
        if (!going()) {
            break;
        }
        const Us t = now();
        if (st.believes && t >= st.beliefTo) {
            endBelief(c, st, t, sim::BeliefEnded::Expired);
        }
        bool stop = false;
        switch (step.op) {
        case sim::StepOp::Release:
            if (inWindow(m_noRelease, c, t)) {
                // The no_release fault: the work is done, the unlock never leaves.
                endBelief(c, st, t, sim::BeliefEnded::NotReleased);
                log(t, spec.name, sim::EventKind::ReleaseSkipped,
                    "sends no release: its keys stay until they expire");
                break;
            }
            recordRelease(c, t, rl.release(lock));
            endBelief(c, st, t, sim::BeliefEnded::Released);
            break;
        case sim::StepOp::Check:
            if (!st.believes) {
                log(t, spec.name, sim::EventKind::CheckFailed,
                    "its lease has run out: it stops here");
                stop = true;
                break;
            }
            log(t, spec.name, sim::EventKind::Check,
                msText(st.beliefTo - t) + " ms of validity left",
                sim::fact::leftUs(st.beliefTo - t));
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
                    "extension cap of " + std::to_string(m_s.params.maxExtensions) + " reached",
                    sim::fact::cap(m_s.params.maxExtensions));
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
                const std::lock_guard guard(m_mutex);
                m_belief[c].to = st.beliefTo;
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
    if (st.believes) {
        waitAs(c, end);
        endBelief(c, st, std::min(now(), end), sim::BeliefEnded::Expired);
    }
    return going();
}

void LiveRun::applyFault(const sim::Fault& f, Us scheduledAt) {
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
        const std::string was = m_servers.describe(m); // before it is gone
        {
            // Down from the crash's moment in the record: the key it held ends there (as the
            // simulator ends it), and the poller reads the master as holding nothing until its
            // restart is through, whatever a dying or half-restarted server still answers.
            const std::lock_guard lock(m_mutex);
            m_downSince.try_emplace(m, t);
            keyGoneAt(static_cast<std::size_t>(m), t);
        }
        const auto done = m_faults.apply(m, MasterFault::Crash);
        {
            // Faults due at the same moment run one after another (each a call to the engine
            // or a signal): a crash behind them is late, and its restart must wait as long.
            const std::lock_guard queue(m_queueMutex);
            m_queue.crashRanLate(f.master, t - scheduledAt);
        }
        log(t, f.master, sim::EventKind::Crash,
            done ? "killed (" + was + "); keys kept only with persistence" : done.error().message);
        return;
    }
    case sim::FaultKind::Restart: {
        // A wiped restart: what the master persisted is erased while it is down (a lost disk).
        const auto wiped = f.wiped ? m_faults.apply(m, MasterFault::Wipe) : Result<Done>(Done{});
        const auto done = wiped ? m_faults.apply(m, MasterFault::Restart) : wiped;
        const Us up = now();
        {
            const std::lock_guard lock(m_mutex);
            if (auto it = m_downSince.find(m); it != m_downSince.end()) {
                m_r.spans.push_back({f.master, sim::SpanKind::Down, it->second, up, "", ""});
                m_downSince.erase(it);
            }
            m_upAt[static_cast<std::size_t>(m)] = up;
        }
        log(up, f.master, sim::EventKind::Restart,
            !done ? done.error().message
                  : m_servers.describe(m) + " answers PING" +
                        (f.wiped ? "; its data was erased while down" : ""));
        return;
    }
    case sim::FaultKind::Hang: {
        const auto done = m_faults.apply(m, MasterFault::Hang);
        log(t, f.master, sim::EventKind::Hang,
            done ? "frozen (" + m_servers.describe(m) + ") for " + msText(f.forUs) + " ms"
                 : done.error().message);
        if (!done) {
            return; // down: nothing to freeze
        }
        const std::lock_guard lock(m_queueMutex);
        // A second hang inside the first lengthens it; only the later end resumes.
        const Us until = std::max(m_hungUntil[m], t + f.forUs);
        m_hungUntil[m] = until;
        {
            const std::lock_guard spans(m_mutex);
            m_r.spans.push_back({f.master, sim::SpanKind::Pause, t, until, "", ""});
        }
        m_queue.add(until, f, true);
        return;
    }
    case sim::FaultKind::ClockJump:
        if (f.master.empty()) {
            // A client's own wall clock: the real client times its lease by the monotonic
            // clock (notLive refuses a wall-clock client), so nothing it does changes.
            log(t, f.client, sim::EventKind::ClockJump,
                "wall clock steps by " + msText(f.byUs) +
                    " ms; the client times its lease on a monotonic clock");
            return;
        }
        if (m_servers.clock(m) == nullptr) {
            log(t, f.master, sim::EventKind::ClockJump, noClock(m));
            return;
        }
        m_servers.clock(m)->jump(Micros(f.byUs));
        log(t, f.master, sim::EventKind::ClockJump,
            "wall clock now " + msText(m_servers.clock(m)->offsetNow().count()) + " ms ahead");
        return;
    case sim::FaultKind::ClockRate:
        if (m_servers.clock(m) == nullptr) {
            log(t, f.master, sim::EventKind::ClockRate, noClock(m));
            return;
        }
        m_servers.clock(m)->setRatePpm(f.ratePpm - 1000000);
        log(t, f.master, sim::EventKind::ClockRate,
            "wall clock runs at " + std::to_string(f.ratePpm) + " ticks per million");
        return;
    case sim::FaultKind::Pause: {
        // The client's own thread stops (waitAs, from m_pauses); here only the record.
        const std::lock_guard lock(m_mutex);
        m_r.spans.push_back({f.client, sim::SpanKind::Pause, f.atUs, f.atUs + f.forUs, "", ""});
        sim::TraceEvent e;
        e.t = t;
        e.actor = f.client;
        e.kind = sim::EventKind::Pause;
        e.detail = "stops for " + msText(f.forUs) + " ms";
        m_r.events.push_back(std::move(e));
        return;
    }
    case sim::FaultKind::NoRelease: // the client's own thread skips it (m_noRelease)
        log(t, f.client, sim::EventKind::NoRelease,
            "sends no release for " + msText(f.forUs) + " ms");
        return;
    case sim::FaultKind::Caption:
        log(t, "narrator", sim::EventKind::Caption, f.text);
        return;
    }
}

void LiveRun::endHang(const Due& d) {
    const sim::Fault& f = d.fault;
    const int m = masterIndex(f.master);
    {
        const std::lock_guard lock(m_queueMutex);
        if (d.at < m_hungUntil[m]) {
            return; // a later hang holds it longer
        }
    }
    if (m_faults.state(m) != MasterRun::Hung) {
        return; // crashed or restarted meanwhile: nothing left to resume
    }
    const auto done = m_faults.apply(m, MasterFault::Resume);
    log(now(), f.master, sim::EventKind::Resume,
        done ? "SIGCONT: answers again; requests that waited are served" : done.error().message);
}

void LiveRun::runFaults() {
    // Each fault at its time, in order, until the run ends; faults scheduled meanwhile
    // (LiveSession::inject) join the queue and wake this loop.
    std::unique_lock lock(m_queueMutex);
    while (!cancelled() && now() < m_s.params.endUs) {
        if (const std::optional<Due> due = m_queue.takeDue(now())) {
            const Due& d = *due;
            lock.unlock();
            if (d.resume) {
                endHang(d);
            } else {
                applyFault(d.fault, d.at);
            }
            lock.lock();
            m_nextFaultAt.store(m_queue.nextAt());
            continue;
        }
        const Us next = m_queue.empty() ? m_s.params.endUs : m_queue.nextAt();
        const Us wait = std::clamp<Us>(std::min(next, m_s.params.endUs) - now(), 100, 20000);
        m_queueCv.wait_for(lock, Micros(wait));
    }
    m_nextFaultAt.store(std::numeric_limits<Us>::max());
    lock.unlock();
    // A master left frozen is thawed, so it stops like the others.
    for (int m = 0; m < m_faults.size(); ++m) {
        if (m_faults.state(m) == MasterRun::Hung) {
            m_faults.apply(m, MasterFault::Resume);
        }
    }
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
    m_r.lanes.push_back({sim::kStorageLane, sim::LaneKind::Storage});
    schedule(m_s.faults);
    m_origin = m_clock.now();
    m_wallOrigin = std::chrono::duration_cast<std::chrono::microseconds>(
                       std::chrono::system_clock::now().time_since_epoch())
                       .count();
    m_started.store(true);
    std::jthread poller([this](std::stop_token st) { pollKeys(st); });
    std::jthread clocker([this](std::stop_token st) { sampleClocks(st); });
    std::vector<std::jthread> clients;
    for (std::size_t c = 0; c < m_s.clients.size(); ++c) {
        clients.emplace_back([this, c] { runClient(static_cast<int>(c)); });
    }
    runFaults();
    for (auto& t : clients) {
        t.join();
    }
    poller.request_stop();
    clocker.request_stop();
    poller.join();
    clocker.join();
    sim::SimResult r;
    {
        const std::lock_guard lock(m_mutex);
        const Us end = std::max(now(), m_s.params.endUs);
        m_r.clocks = m_clocks;
        m_r.endUs = m_s.params.endUs;
        if (cancelled()) {
            m_r.stopped = "cancelled";
            m_r.endUs = std::min(now(), m_s.params.endUs);
        }
        closeOpen(m_r, cancelled() ? m_r.endUs : end);
        r = m_r;
        noteExpiries(r);
    }
    // The run stops at its end, as the simulator's does: an acquire judged after it (the client
    // was still asking when time ran out), the belief and keys it made, a release still on its
    // way then, are the run as it stood at its end.
    r = sim::clipTraceAt(r, r.endUs);
    conclude(r);
    return r;
}

void LiveRun::closeOpen(sim::SimResult& r, Us t) const {
    for (std::size_t c = 0; c < m_belief.size(); ++c) {
        const OpenBelief& b = m_belief[c];
        if (b.on) {
            const std::string& name = m_s.clients[c].name;
            r.spans.push_back(
                {name, sim::SpanKind::Belief, b.from, std::min(t, b.to), name, b.value});
        }
    }
    for (std::size_t i = 0; i < m_values.size(); ++i) {
        const auto& [seen, since] = m_values[i];
        if (!seen.empty()) {
            const auto owner = m_owner.find(seen);
            r.spans.push_back({m_s.params.masters[i], sim::SpanKind::KeyAlive, since, t,
                               owner != m_owner.end() ? owner->second : kUnknownOwner, seen});
        }
    }
    for (const auto& [m, since] : m_downSince) {
        r.spans.push_back({m_s.params.masters[m], sim::SpanKind::Down, since, t, "", ""});
    }
}

void LiveRun::keySpanUntil(std::size_t i, Us to) {
    const auto& [seen, since] = m_values[i];
    const auto owner = m_owner.find(seen);
    m_r.spans.push_back({m_s.params.masters[i], sim::SpanKind::KeyAlive, since, std::max(since, to),
                         owner != m_owner.end() ? owner->second : kUnknownOwner, seen});
}

void LiveRun::keyGoneAt(std::size_t i, Us t) {
    auto& [seen, since] = m_values[i];
    if (!seen.empty()) {
        keySpanUntil(i, t);
    }
    seen.clear();
    since = t;
    m_expiry[i] = 0;
}

void LiveRun::noteExpiries(sim::SimResult& r) const {
    // A key a master that answered no longer had, and no release of ours deleted (its record
    // trims the span to when the release ran): it expired there, by its TTL on that master's
    // clock (a jumped or fast clock included), as the simulator logs it. Indexed once (a long
    // bench run has thousands of each, and the page asks for a snapshot every frame).
    using Where = std::tuple<std::string, std::string, Us>; // master, value, end
    std::map<Where, const sim::Span*> ends;
    for (const sim::Span& k : r.spans) {
        if (k.kind == sim::SpanKind::KeyAlive) {
            ends.emplace(Where{k.lane, k.value, k.to}, &k);
        }
    }
    std::set<std::tuple<std::string, std::string, Us>> released; // client, master, ran at
    for (const sim::Message& m : r.messages) {
        if (m.kind == sim::MessageKind::Release && m.outcome == sim::MessageOutcome::Ok) {
            released.emplace(m.from, m.to, m.arrived);
        }
    }
    for (const Vanished& v : m_vanished) {
        const std::string& master = m_s.params.masters[v.master];
        const auto span = ends.find(Where{master, v.value, v.end});
        if (span == ends.end() || v.end >= r.endUs ||
            released.count({span->second->owner, master, v.end}) != 0) {
            continue;
        }
        sim::TraceEvent e;
        e.t = v.end;
        e.actor = master;
        e.kind = sim::EventKind::Expire;
        e.detail = "key of " + span->second->owner + " expired (seen gone by the poller)";
        r.events.push_back(std::move(e));
    }
}

void LiveRun::conclude(sim::SimResult& r) const {
    std::stable_sort(r.events.begin(), r.events.end(),
                     [](const sim::TraceEvent& a, const sim::TraceEvent& b) { return a.t < b.t; });
    std::stable_sort(r.attempts.begin(), r.attempts.end(),
                     [](const sim::Attempt& a, const sim::Attempt& b) { return a.t2 < b.t2; });
    nameRefusalOwners(r);
    // The simulator's own monitor: truth, overlaps, unavailable time and the sentences are
    // derived from the live spans and attempts exactly as from a simulated run's.
    sim::monitor(r, static_cast<int>(m_servers.size()));
}

sim::SimResult LiveRun::snapshot() const {
    sim::SimResult r;
    {
        const std::lock_guard lock(m_mutex);
        const Us t = now();
        r = m_r;
        r.clocks = m_clocks;
        r.endUs = t;
        closeOpen(r, t);
        noteExpiries(r);
        // A span drawn ahead of time (a hang's planned end) stops at now.
        for (auto& s : r.spans) {
            s.to = std::min(s.to, t);
        }
    }
    conclude(r);
    return r;
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
        if (c.naive) {
            return {"naive-client", "client " + c.name +
                                        " is naive (T2 at its last send): the real client reads "
                                        "T2 after its last reply"};
        }
    }
    for (const auto& f : s.faults) {
        if (f.kind == sim::FaultKind::Delay &&
            std::find(f.masters.begin(), f.masters.end(), sim::kStorageLane) != f.masters.end()) {
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

MastersMaker dockerMasters(std::string image) {
    return [image](const MastersWanted& w) -> Result<std::unique_ptr<MasterCluster>> {
        docker::DockerOptions o;
        o.image = image;
        o.persistence = w.persistence;
        o.shiftableClocks = true;
        o.clockShiftLibrary = w.clockShiftLibrary;
        auto c = docker::DockerCluster::startHere(w.count, o);
        if (!c) {
            return c.error();
        }
        return std::unique_ptr<MasterCluster>(std::move(c).value());
    };
}

void nameRefusalOwners(sim::SimResult& r) {
    // Each master's key spans by start, and the longest, so the spans alive in an attempt's
    // window are found by a search, not a scan (a snapshot of a long bench run has thousands of
    // attempts and spans, and the page asks for one every frame).
    struct Lane {
        std::vector<const sim::Span*> byFrom;
        Us longest = 0;
    };
    std::map<std::string, Lane> lanes;
    for (const sim::Span& k : r.spans) {
        if (k.kind == sim::SpanKind::KeyAlive && k.owner != kUnknownOwner) {
            Lane& l = lanes[k.lane];
            l.byFrom.push_back(&k);
            l.longest = std::max(l.longest, k.to - k.from);
        }
    }
    for (auto& [name, l] : lanes) {
        std::stable_sort(l.byFrom.begin(), l.byFrom.end(),
                         [](const sim::Span* a, const sim::Span* b) { return a->from < b->from; });
    }
    for (sim::Attempt& a : r.attempts) {
        for (auto it = a.blocked.begin(); it != a.blocked.end();) {
            // The keys of another client the record shows on that master during the attempt;
            // the owner the poller named stands only if it is among them.
            const sim::Span* latest = nullptr;
            bool named = false;
            if (const auto lane = lanes.find(it->first); lane != lanes.end()) {
                const auto& spans = lane->second.byFrom;
                const Us earliest = a.t1 - lane->second.longest;
                auto k = std::upper_bound(spans.begin(), spans.end(), a.t2,
                                          [](Us t, const sim::Span* s) { return t < s->from; });
                while (k != spans.begin() && (*std::prev(k))->from >= earliest) {
                    const sim::Span& key = **--k;
                    if (a.t1 <= key.to && key.owner != a.client) {
                        named = named || key.owner == it->second;
                        latest = latest ? latest : &key; // the first met, going back, is the latest
                    }
                }
            }
            if (!named && latest) {
                it->second = latest->owner;
            }
            it = named || latest ? it + 1 : a.blocked.erase(it);
        }
    }
}

// What a session owns, in the order it must let go: the run (and its threads) first, then the
// proxies, then the servers (by pid).
struct LiveSession::Impl {
    explicit Impl(std::unique_ptr<MasterCluster> s, std::string what)
        : servers(std::move(s)), server(std::move(what)) {}
    std::unique_ptr<MasterCluster> servers;
    std::string server; // what plays the masters
    std::vector<std::vector<std::unique_ptr<LinkProxy>>> links;
    std::unique_ptr<LiveRun> run;
    std::thread driver; // runs LiveRun::play()
    mutable std::mutex mutex;
    std::optional<sim::SimResult> result; // once the driver is done
    std::atomic<bool> done{false};
    bool stopped = false;
};

LiveSession::LiveSession(std::unique_ptr<Impl> impl) : m_impl(std::move(impl)) {}

LiveSession::~LiveSession() {
    stop();
}

Result<std::unique_ptr<LiveSession>> LiveSession::start(const sim::Scenario& s,
                                                        const LiveOptions& opt) {
    if (auto why = whyNotLive(s); !why.empty()) {
        return Error{"scenario '" + s.name + (s.variant.empty() ? "" : "/" + s.variant) +
                     "' cannot run live: " + why};
    }
    MastersWanted want;
    want.count = static_cast<int>(s.params.masters.size());
    want.persistence =
        s.params.persistence == sim::Persistence::Always ? Persistence::Always : Persistence::None;
    want.clockShiftLibrary = opt.clockShiftLibrary;
    std::unique_ptr<MasterCluster> servers;
    std::string what;
    if (opt.masters) {
        auto made = opt.masters(want);
        if (!made) {
            return made.error();
        }
        servers = std::move(made).value();
        if (!servers || servers->size() != want.count) {
            return Error{"the masters' runner started " +
                         std::to_string(servers ? servers->size() : 0) + " masters, not " +
                         std::to_string(want.count)};
        }
        what = servers->engine();
    } else {
        LocalServerOptions so;
        so.binary = opt.binary;
        so.shiftableClocks = true;
        so.clockShiftLibrary = want.clockShiftLibrary;
        so.persistence = want.persistence;
        auto started = LocalServers::start(want.count, so);
        if (!started) {
            return started.error();
        }
        auto local = std::make_unique<LocalServers>(std::move(started).value());
        what = local->binary();
        servers = std::move(local);
    }
    auto impl = std::make_unique<Impl>(std::move(servers), std::move(what));
    impl->links.resize(s.clients.size());
    for (auto& row : impl->links) {
        for (int m = 0; m < impl->servers->size(); ++m) {
            const Address a = impl->servers->address(m);
            auto l = LinkProxy::start(a.connectHost(), a.port);
            if (!l) {
                return l.error(); // ~Impl stops what started
            }
            row.push_back(std::move(l).value());
        }
    }
    impl->run = std::make_unique<LiveRun>(s, opt, *impl->servers, impl->links);
    Impl* raw = impl.get();
    impl->driver = std::thread([raw] {
        sim::SimResult r = raw->run->play();
        const std::lock_guard lock(raw->mutex);
        raw->result = std::move(r);
        raw->done.store(true);
    });
    // Returns once the run has its origin, so now() and inject() mean the run's own time.
    while (!raw->run->started() && !raw->done.load()) {
        std::this_thread::sleep_for(std::chrono::microseconds(200));
    }
    return std::unique_ptr<LiveSession>(new LiveSession(std::move(impl)));
}

sim::Us LiveSession::now() const {
    return m_impl->run->now();
}

bool LiveSession::running() const {
    return !m_impl->done.load();
}

void LiveSession::inject(const std::vector<sim::Fault>& faults) {
    if (running()) {
        m_impl->run->schedule(faults);
    }
}

sim::SimResult LiveSession::snapshot() const {
    {
        const std::lock_guard lock(m_impl->mutex);
        if (m_impl->result) {
            return *m_impl->result;
        }
    }
    return m_impl->run->snapshot();
}

sim::SimResult LiveSession::wait() {
    if (m_impl->driver.joinable()) {
        m_impl->driver.join();
    }
    return stop();
}

sim::SimResult LiveSession::stop() {
    if (!m_impl) {
        return {};
    }
    m_impl->run->cancel();
    if (m_impl->driver.joinable()) {
        m_impl->driver.join();
    }
    if (!m_impl->stopped) {
        m_impl->stopped = true;
        m_impl->links.clear(); // the proxies first, then the servers (by pid or container id)
        m_impl->servers.reset();
    }
    const std::lock_guard lock(m_impl->mutex);
    return m_impl->result.value_or(sim::SimResult{});
}

std::string LiveSession::server() const {
    return m_impl->server;
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
    auto session = LiveSession::start(scaleDown(in, k), opt);
    if (!session) {
        return session.error();
    }
    LiveResult out;
    out.scale = k;
    out.server = session.value()->server();
    out.run = session.value()->wait();
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
