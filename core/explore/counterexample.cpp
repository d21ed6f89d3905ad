#include "core/explore/counterexample.h"

#include "core/json/json_out.h"
#include "core/sim/files/scenario_file.h"
#include "core/sim/scenario.h"
#include "core/sim/simulator.h"
#include "core/sim/translatable.h"

#include <algorithm>
#include <map>
#include <set>

namespace redlock::explore::detail {

namespace {

constexpr sim::Us kSlotUs = 4; // one schedule step's place inside its tick (+1, +2: its aides)

std::string clientName(int c) {
    return "C" + std::to_string(c + 1);
}
// The app's one name per master (core/sim/scenario.h): M1..Mn.
std::string masterName(int m) {
    return sim::masterName(static_cast<std::size_t>(m));
}

// When each message left and where its fault goes.
struct InFlight {
    sim::Us sentUs = -1;
};

struct FaultAt {
    sim::Fault f;
    int order = 0; // file order among faults at one microsecond
};

class Builder {
public:
    Builder(const Model& model, Violation violation)
        : m_model(model), m_cfg(model.config()), m_violation(violation) {}

    void run(const State& start, const std::vector<PathStep>& steps, std::size_t narrated);
    void newSlot() {
        ++m_slot;
        m_nowUs = static_cast<sim::Us>(m_tick) * m_cfg.tickUs + kSlotUs * m_slot;
    }
    Counterexample finish();

private:
    void onEffects(bool isTick, const std::vector<Effect>& fx);
    void addFault(sim::Fault f, int order = 1) { m_faults.push_back({std::move(f), order}); }
    void linkDelay(int c, int m, sim::Us sent, sim::Us arrived, bool reply);
    void lose(int c, int m, sim::Us at);
    void say(const std::string& actor, const std::string& what) {
        if (m_narrate) {
            m_schedule.push_back({m_tick, actor, what});
        }
    }
    std::string msOf(int ticks) const {
        return sim::msText(static_cast<sim::Us>(ticks) * m_cfg.tickUs) + " ms";
    }

    const Model& m_model;
    const Config& m_cfg;
    Violation m_violation;
    bool m_narrate = true;
    int m_tick = 0;
    int m_slot = 0;
    sim::Us m_nowUs = 0; // the microsecond of the step being replayed
    std::vector<ScheduleStep> m_schedule;
    std::vector<FaultAt> m_faults;
    std::set<std::string> m_used;
    // per client
    sim::Us m_startUs[kMaxK] = {-1, -1, -1};
    sim::Us m_t1Us[kMaxK] = {};
    sim::Us m_askUs[kMaxK] = {};
    sim::Us m_pauseEndUs[kMaxK] = {};
    sim::Us m_decidedUs[kMaxK] = {};
    bool m_resumedNow[kMaxK] = {};
    std::vector<sim::Step> m_steps[kMaxK];
    sim::Us m_claimSent[kMaxK] = {-1, -1, -1};
    sim::Us m_writeSent[kMaxK] = {-1, -1, -1};
    sim::Us m_checkUs[kMaxK] = {};
    // per link
    InFlight m_set[kMaxK][kMaxN];
    InFlight m_rel[kMaxK][kMaxN];
    InFlight m_reply[kMaxK][kMaxN];
    bool m_relTied[kMaxK][kMaxN] = {};
    sim::Us m_lastUs = 0;
};

// The delay of one message on a client-master link, set when it leaves: requests when the
// client sends, replies when the master answers (a delay fault sets both directions, so the
// reply's comes first at a shared moment and the request's last).
void Builder::linkDelay(int c, int m, sim::Us sent, sim::Us arrived, bool reply) {
    sim::Fault f;
    f.kind = sim::FaultKind::Delay;
    f.atUs = sent;
    f.client = clientName(c);
    f.masters = {masterName(m)};
    f.extraUs = arrived - sent;
    f.direction = reply ? sim::Direction::Reply : sim::Direction::Request;
    addFault(f, reply ? 1 : 2);
}

void Builder::lose(int c, int m, sim::Us at) {
    sim::Fault cut;
    cut.kind = sim::FaultKind::Partition;
    cut.atUs = at;
    cut.client = clientName(c);
    cut.masters = {masterName(m)};
    addFault(cut, 3);
    sim::Fault heal = cut;
    heal.kind = sim::FaultKind::Heal;
    heal.atUs = at + 1;
    addFault(heal, 0);
}

void Builder::run(const State& start, const std::vector<PathStep>& steps, std::size_t narrated) {
    for (int m = 0; m < m_cfg.o.masters; ++m) {
        if (start.m[m].fast) {
            sim::Fault f;
            f.kind = sim::FaultKind::ClockRate;
            f.atUs = 0;
            f.master = masterName(m);
            f.ratePpm = 1000000 + m_cfg.o.ratePpm;
            addFault(f, 0);
            m_used.insert("clock-rate");
            say(masterName(m), "its clock runs " + std::to_string(m_cfg.o.ratePpm) + " ppm fast");
        }
    }
    for (std::size_t i = 0; i < steps.size(); ++i) {
        m_narrate = i < narrated;
        const PathStep& st = steps[i];
        if (st.tick) {
            ++m_tick;
            for (bool& r : m_resumedNow) {
                r = false;
            }
            m_nowUs = static_cast<sim::Us>(m_tick) * m_cfg.tickUs;
        } else {
            newSlot();
        }
        onEffects(st.tick, st.effects);
    }
}

void Builder::onEffects(bool isTick, const std::vector<Effect>& fx) {
    if (isTick) {
        // Ticks in a row read as one stretch of time.
        if (m_narrate) {
            if (!m_schedule.empty() && m_schedule.back().actor == "clock" &&
                m_schedule.back().tick + 1 == m_tick) {
                m_schedule.back().what = "time passes to " + msOf(m_tick);
                m_schedule.back().tick = m_tick;
            } else {
                say("clock", "time passes to " + msOf(m_tick));
            }
        }
    }
    // The microsecond at which a client acts inside a tick (timeouts, a pause's end).
    auto clientUs = [&](int c) {
        if (!isTick) {
            return m_nowUs;
        }
        sim::Us t = m_decidedUs[c];
        if (m_resumedNow[c]) {
            t = std::max(t, m_pauseEndUs[c]);
        }
        return std::max(t, static_cast<sim::Us>(m_tick) * m_cfg.tickUs);
    };
    for (const Effect& e : fx) {
        const int c = e.client, m = e.master;
        const std::string cn = clientName(c), mn = masterName(m);
        switch (e.what) {
        case Effect::SendSet: {
            const sim::Us t = clientUs(c);
            if (m_startUs[c] < 0) {
                m_startUs[c] = t;
                say(cn, "starts to acquire (T1)");
            }
            if (m == 0) {
                m_t1Us[c] = t; // a round's first SET goes to master A, in either fan-out
            }
            m_askUs[c] = t;
            m_set[c][m].sentUs = t;
            m_relTied[c][m] = e.tied;
            if (e.lost && !e.tied) {
                lose(c, m, t);
                m_used.insert("loss");
                say("network", "loses " + cn + "'s SET NX to " + mn);
            }
            break;
        }
        case Effect::SendRel: {
            const sim::Us t = clientUs(c);
            m_rel[c][m].sentUs = t;
            if (e.lost) {
                lose(c, m, t);
                m_used.insert("loss");
                say("network", "loses " + cn + "'s DEL to " + mn);
            }
            break;
        }
        case Effect::ArriveSet: {
            if (m_relTied[c][m]) {
                m_relTied[c][m] = false; // arrives with its DEL, at the same moment
            } else {
                newSlot();
                linkDelay(c, m, m_set[c][m].sentUs, m_nowUs, false);
            }
            if (m_nowUs - m_set[c][m].sentUs >= m_cfg.tickUs) {
                m_used.insert("delay");
            }
            say(cn, "SET NX reaches " + mn +
                        (e.down ? ": the master is down"
                                : (e.ok ? ": OK" : ": refused (a key is there)")));
            m_set[c][m].sentUs = -1;
            break;
        }
        case Effect::ArriveRel:
            newSlot();
            linkDelay(c, m, m_rel[c][m].sentUs, m_nowUs, false);
            say(cn, "DEL reaches " + mn + (e.ok ? ": its key deleted" : ": no key of its value"));
            m_rel[c][m].sentUs = -1;
            break;
        case Effect::SendReply:
            m_reply[c][m].sentUs = m_nowUs;
            if (e.lost) {
                lose(c, m, m_nowUs);
                m_used.insert("loss");
                say("network", "loses " + mn + "'s answer to " + cn);
            }
            break;
        case Effect::ReadReply:
            newSlot();
            if (m_nowUs - m_reply[c][m].sentUs >= m_cfg.tickUs) {
                m_used.insert("delay");
            }
            linkDelay(c, m, m_reply[c][m].sentUs, m_nowUs, true);
            m_reply[c][m].sentUs = -1;
            m_decidedUs[c] = m_nowUs;
            say(cn, "reads " + mn + "'s answer: " + (e.ok ? "OK" : "refused"));
            break;
        case Effect::TimeoutVote: {
            const sim::Us deadline = (m_cfg.o.fanout == Fanout::Parallel ? m_t1Us[c] : m_askUs[c]) +
                                     static_cast<sim::Us>(m_cfg.timeoutTicks) * m_cfg.tickUs;
            m_decidedUs[c] = std::max(m_decidedUs[c], deadline);
            say(cn, "stops waiting for " + mn + " (timeout)");
            break;
        }
        case Effect::Verdict: {
            const sim::Us t = clientUs(c);
            m_decidedUs[c] = t;
            std::string what = e.ok ? "holds the lock: " : "is refused: ";
            what += std::to_string(e.votes) + " of " + std::to_string(m_cfg.o.masters) +
                    " votes, elapsed " + msOf(e.elapsedTicks) + ", validity " +
                    sim::msText(e.validityUs) + " ms";
            say(cn, what);
            break;
        }
        case Effect::GiveUp:
            say(cn, "gives up");
            break;
        case Effect::Check:
            m_checkUs[c] = m_nowUs;
            m_steps[c].push_back({sim::StepOp::Check, m_nowUs, 0});
            if (!e.ok) {
                say(cn, "looks at its validity: it has run out, so it stops without writing");
            }
            break;
        case Effect::SendClaim:
        case Effect::SendWrite: {
            const bool claim = e.what == Effect::SendClaim;
            // After a pause between its look and the send, the step is scripted just after the
            // pause began; the simulator runs it when the pause ends.
            const sim::Us sent = e.resumed ? clientUs(c) : m_nowUs;
            (claim ? m_claimSent[c] : m_writeSent[c]) = sent;
            m_steps[c].push_back({claim ? sim::StepOp::Claim : sim::StepOp::Write,
                                  e.resumed ? m_checkUs[c] + 2 : sent, 0});
            say(cn, claim ? "tags the storage with its random value"
                          : "sends its write to the storage");
            break;
        }
        case Effect::StorageClaim:
        case Effect::StorageWrite: {
            newSlot();
            const bool claim = e.what == Effect::StorageClaim;
            const sim::Us sent = claim ? m_claimSent[c] : m_writeSent[c];
            // Always set: the client's storage delay stays until its next delay fault.
            sim::Fault f;
            f.kind = sim::FaultKind::Delay;
            f.atUs = sent;
            f.client = cn;
            f.masters = {sim::kStorageLane};
            f.extraUs = m_nowUs - sent;
            f.direction = sim::Direction::Request;
            addFault(f, 2);
            if (!claim && m_nowUs - sent >= m_cfg.tickUs) {
                m_used.insert("storage-delay");
            }
            if (claim) {
                say(sim::kStorageLane, "now tagged with " + cn + "'s value");
            } else {
                say(sim::kStorageLane,
                    std::string(e.ok ? "accepts " : "rejects ") + cn + "'s write" +
                        (e.stale ? " (stale: a later holder wrote before)" : ""));
            }
            break;
        }
        case Effect::Resume:
            m_resumedNow[c] = true;
            say(cn, "resumes");
            break;
        case Effect::PauseStart: {
            sim::Fault f;
            f.kind = sim::FaultKind::Pause;
            f.atUs = e.master == 1 ? m_nowUs + 1 : m_nowUs; // 1: after its look at the validity
            f.client = cn;
            f.forUs = static_cast<sim::Us>(e.n) * m_cfg.tickUs;
            addFault(f, 1);
            m_pauseEndUs[c] = f.atUs + f.forUs;
            m_used.insert("pause");
            say(cn, "stops for " + msOf(e.n) + " (a pause)");
            break;
        }
        case Effect::CrashM: {
            sim::Fault f;
            f.kind = sim::FaultKind::Crash;
            f.atUs = m_nowUs;
            f.master = mn;
            addFault(f, 1);
            m_used.insert("crash");
            say(mn, m_cfg.o.persistence == Persist::None ? "crashes: its keys are gone"
                                                         : "crashes: its key is on disk");
            break;
        }
        case Effect::RestartM: {
            sim::Fault f;
            f.kind = sim::FaultKind::Restart;
            f.atUs = m_nowUs;
            f.master = mn;
            addFault(f, 1);
            m_used.insert("restart");
            say(mn, "restarts");
            break;
        }
        case Effect::JumpM: {
            sim::Fault f;
            f.kind = sim::FaultKind::ClockJump;
            f.atUs = m_nowUs;
            f.master = mn;
            f.byUs = static_cast<sim::Us>(e.n) * m_cfg.tickUs;
            addFault(f, 1);
            m_used.insert("master-clock-jump");
            say(mn, "its clock jumps " + msOf(e.n) + " forward");
            break;
        }
        case Effect::JumpC: {
            sim::Fault f;
            f.kind = sim::FaultKind::ClockJump;
            f.atUs = m_nowUs;
            f.client = cn;
            f.byUs = -static_cast<sim::Us>(e.n) * m_cfg.tickUs;
            addFault(f, 1);
            m_used.insert("client-clock-jump");
            say(cn, "its wall clock steps " + msOf(e.n) + " back");
            break;
        }
        case Effect::Released:
            m_steps[c].push_back({sim::StepOp::Release, m_nowUs, 0});
            say(cn, "releases on all masters");
            break;
        }
    }
    m_lastUs = std::max(m_lastUs, m_nowUs);
}

const char* assumptionFor(Violation v, const Config& cfg, const std::set<std::string>& used) {
    auto has = [&](const char* f) { return used.count(f) > 0; };
    if (v == Violation::NoProgress) {
        return "split-vote";
    }
    if (v == Violation::StaleWrite) {
        if (cfg.o.fencing == Fence::Cas) {
            return "random-value-no-order";
        }
        if (has("pause")) {
            return "pause-longer-than-validity";
        }
        if (has("storage-delay")) {
            return "delayed-write";
        }
    }
    if (has("crash") && has("restart")) {
        return "restart-without-persistence";
    }
    if (has("master-clock-jump") || has("client-clock-jump")) {
        return "clock-jump-beyond-drift";
    }
    if (has("clock-rate")) {
        return "clock-rate-beyond-drift";
    }
    if (cfg.o.naiveClient) {
        return "no-validity-check";
    }
    if (has("pause")) {
        return "pause-longer-than-validity";
    }
    if (has("storage-delay")) {
        return "delayed-write";
    }
    return "message-delay-or-loss";
}

// The caption of a counterexample: what the search found broken, one sentence per assumption.
std::string captionFor(const std::string& assumption) {
    static const std::map<std::string, const char*> captions{
        {"pause-longer-than-validity",
         REDLOCK_TR_NOOP("redlock::ui::ScenarioText",
                         "Found by the search: a pause longer than the validity left.")},
        {"clock-jump-beyond-drift",
         REDLOCK_TR_NOOP("redlock::ui::ScenarioText",
                         "Found by the search: a clock jump larger than the drift allowance.")},
        {"clock-rate-beyond-drift",
         REDLOCK_TR_NOOP("redlock::ui::ScenarioText",
                         "Found by the search: a clock running fast by more than the drift "
                         "allowance covers.")},
        {"restart-without-persistence",
         REDLOCK_TR_NOOP("redlock::ui::ScenarioText",
                         "Found by the search: a restart without persistence before the TTL ran "
                         "out.")},
        {"no-validity-check",
         REDLOCK_TR_NOOP("redlock::ui::ScenarioText",
                         "Found by the search: no validity check after the acquire.")},
        {"random-value-no-order",
         REDLOCK_TR_NOOP("redlock::ui::ScenarioText",
                         "Found by the search: a random value gives the storage no order.")},
        {"delayed-write",
         REDLOCK_TR_NOOP("redlock::ui::ScenarioText",
                         "Found by the search: a write delayed in the network until a later "
                         "holder wrote.")},
        {"split-vote",
         REDLOCK_TR_NOOP("redlock::ui::ScenarioText",
                         "Found by the search: split votes; with no fault at all, every client "
                         "gave up.")},
        {"message-delay-or-loss",
         REDLOCK_TR_NOOP("redlock::ui::ScenarioText",
                         "Found by the search: messages delayed or lost.")},
    };
    const auto it = captions.find(assumption);
    return it != captions.end() ? it->second : "Found by the search.";
}

Counterexample Builder::finish() {
    Counterexample out;
    out.schedule = std::move(m_schedule);
    out.faultsUsed.assign(m_used.begin(), m_used.end());
    out.brokenAssumption = assumptionFor(m_violation, m_cfg, m_used);

    sim::Scenario& s = out.scenario;
    s.name = "explore";
    // Whole sentences, marked where they are written: the GUI shows a scenario's title and
    // caption translated (ScenarioText::caption) when the catalogue has them.
    s.title = REDLOCK_TR_NOOP("redlock::ui::ScenarioText",
                              "Can it break? The shortest schedule the search found");
    s.caption = captionFor(out.brokenAssumption);
    s.seed = 1;
    sim::Params& p = s.params;
    p.masters.clear();
    for (int m = 0; m < m_cfg.o.masters; ++m) {
        p.masters.push_back(masterName(m));
    }
    p.ttlMs = m_cfg.o.ttlMs;
    p.timeoutUs = static_cast<sim::Us>(m_cfg.timeoutTicks) * m_cfg.tickUs;
    p.latencyUs = 0;
    p.driftFactor = 0.01;
    p.expiry = sim::Expiry::Wall;
    p.persistence =
        m_cfg.o.persistence == Persist::Always ? sim::Persistence::Always : sim::Persistence::None;
    p.restartDelayUs = m_cfg.o.restart == Restart::Delayed
                           ? static_cast<sim::Us>(m_cfg.restartTicks) * m_cfg.tickUs
                           : 0;
    p.fencing = m_cfg.o.fencing == Fence::Off         ? sim::Fencing::Off
                : m_cfg.o.fencing == Fence::Monotonic ? sim::Fencing::Token
                                                      : sim::Fencing::CheckAndSet;
    p.fenceStart = 1;
    p.retryDelayUs = 0;
    p.maxAttempts = m_cfg.o.maxAttempts;
    p.storageLatencyUs = 0;
    p.fanout = m_cfg.o.fanout == Fanout::Parallel ? sim::FanOut::Parallel : sim::FanOut::Sequential;
    p.clientClock =
        m_cfg.clientJumpTicks > 0 ? sim::ClientClock::Wall : sim::ClientClock::Monotonic;
    for (const FaultAt& f : m_faults) {
        m_lastUs = std::max(m_lastUs, f.f.atUs + f.f.forUs);
    }
    p.endUs = (m_lastUs / 1000 + 1) * 1000 + m_cfg.ttlUs + 2 * m_cfg.tickUs;
    for (int c = 0; c < m_cfg.o.clients; ++c) {
        if (m_startUs[c] < 0) {
            continue; // never asked for the lock in this schedule
        }
        sim::ClientSpec spec;
        spec.name = clientName(c);
        spec.startUs = m_startUs[c];
        spec.naive = m_cfg.o.naiveClient;
        spec.steps = m_steps[c];
        // Steps the run never reached still follow at once, as the model's client would go on.
        s.clients.push_back(spec);
    }
    std::stable_sort(m_faults.begin(), m_faults.end(), [](const FaultAt& x, const FaultAt& y) {
        return x.f.atUs != y.f.atUs ? x.f.atUs < y.f.atUs : x.order < y.order;
    });
    for (FaultAt& f : m_faults) {
        s.faults.push_back(std::move(f.f));
    }

    // Through the file writer and reader, as a user's file would be, then played.
    const auto loaded = sim::loadScenarioText(sim::toJson(s), "");
    if (loaded) {
        out.scenario = *loaded;
        const sim::SimResult r = sim::simulate(out.scenario);
        switch (m_violation) {
        case Violation::Overlap:
            out.replayed = r.overlapUs > 0;
            break;
        case Violation::StaleWrite:
            out.replayed = r.staleWritesAccepted > 0;
            break;
        case Violation::NoProgress:
            out.replayed = std::none_of(r.attempts.begin(), r.attempts.end(),
                                        [](const sim::Attempt& at) { return at.held; });
            break;
        case Violation::None:
            break;
        }
    }
    return out;
}

} // namespace

Counterexample buildCounterexample(const Model& model, const State& start,
                                   const std::vector<PathStep>& steps, std::size_t narrated,
                                   Violation violation) {
    Builder b(model, violation);
    b.run(start, steps, narrated);
    return b.finish();
}

} // namespace redlock::explore::detail
