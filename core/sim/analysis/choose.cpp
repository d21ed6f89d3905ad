#include "core/sim/analysis/choose.h"

#include "core/json/json_out.h"
#include "core/json/json_writer.h"
#include "core/sim/analysis/sweep.h"
#include "core/sim/narration.h"
#include "core/sim/translatable.h"

#include <algorithm>
#include <map>
#include <mutex>
#include <string_view>
#include <thread>

namespace redlock::sim {

namespace {

const std::vector<ChooseAxis> kDesigns = {
    {"single-standby", "one server + async standby, failover"},
    {"redlock", "Redlock, 5 masters, as specified"},
    {"redlock-misconfigured", "Redlock misconfigured: instant restarts, async replicas"},
    {"consensus-lease", "consensus lease (revision unchecked)"},
    {"consensus-fenced", "consensus lease + revision as fencing token"},
    {"job-lease", "one server + idempotent work (job lease)"},
    {"multi-write", "multi-write within a replication group"},
    {"local-token", "local token + central renewal"},
};

const std::vector<ChooseAxis> kFaults = {
    {"master-crash", "a server crashes"},
    {"failover", "failover before replication"},
    {"clock-jump", "a server's wall clock jumps +9 s"},
    {"gc-pause", "the holder pauses 15 s (GC)"},
    {"network-delay", "a write delayed 90 s"},
    {"partition", "the holder is cut off"},
};

constexpr Us kMs = 1000;

bool known(const std::vector<ChooseAxis>& axis, const std::string& id) {
    return std::any_of(axis.begin(), axis.end(), [&](const ChooseAxis& a) { return id == a.id; });
}

std::string ids(const std::vector<ChooseAxis>& axis) {
    std::string out;
    for (const ChooseAxis& a : axis) {
        out += (out.empty() ? "" : ", ") + std::string(a.id);
    }
    return out;
}

Fault fault(FaultKind kind, Us at) {
    Fault f;
    f.kind = kind;
    f.atUs = at;
    return f;
}

Fault onMaster(FaultKind kind, Us at, const std::string& m) {
    Fault f = fault(kind, at);
    f.master = m;
    return f;
}

Fault onClient(FaultKind kind, Us at, const std::string& c, std::vector<std::string> masters) {
    Fault f = fault(kind, at);
    f.client = c;
    f.masters = std::move(masters);
    return f;
}

Step at(StepOp op, Us t) {
    return Step{op, t, 0};
}
Step after(StepOp op, Us d) {
    return Step{op, -1, d};
}

// The design's servers and rules; the fault's script is added by chooseScenario().
Scenario designBase(const std::string& d) {
    Scenario s;
    s.name = "choose";
    s.variant = d;
    s.seed = 14;
    Params& p = s.params;
    p.ttlMs = 10000;
    p.timeoutUs = 50 * kMs;
    p.latencyUs = 1 * kMs;
    p.maxAttempts = 200;
    p.retryDelayUs = 200 * kMs;
    p.fenceStart = 33;
    p.endUs = 30000 * kMs;
    if (d == "single-standby" || d == "local-token") {
        p.masters = {"M1"};
        p.failover = FailoverSpec{"M1", 3000 * kMs, 1000 * kMs, 2 * kMs};
        if (d == "local-token") {
            p.ttlMs = 3000;
            p.maxExtensions = 1000;
        }
    } else if (d == "redlock") {
        // As the spec asks: no replicas, and a crashed master stays down for a TTL before it
        // rejoins (delayed restart), so the keys it forgot have expired everywhere else.
        p.masters = {"M1", "M2", "M3", "M4", "M5"};
        p.restartDelayUs = p.ttlMs * kMs;
    } else if (d == "redlock-misconfigured") {
        // The common deployment the spec warns against: a crashed master restarts at once with
        // an empty keyspace, and failover promotes an asynchronous replica.
        p.masters = {"M1", "M2", "M3", "M4", "M5"};
    } else if (d == "consensus-lease" || d == "consensus-fenced") {
        p.masters = {"M1"};
        p.expiry = Expiry::Monotonic;
        p.persistence = Persistence::Always;
        p.failover = FailoverSpec{"M1", 1000 * kMs, 0, 0}; // election; committed = replicated
        p.fenceFrom = FenceFrom::Lock;
        p.fencing = d == "consensus-fenced" ? Fencing::Token : Fencing::Off;
    } else if (d == "job-lease") {
        p.masters = {"M1"};
        p.persistence = Persistence::Always;
        p.fenceFrom = FenceFrom::Lock;
        p.fencing = Fencing::Token;
    } else if (d == "multi-write") {
        p.masters = {"M1", "M2", "M3"}; // a primary and its two replicas
    }
    return s;
}

// C1's work: the given steps; a local-token client renews every second until its last step and
// checks its local token right before each write.
std::vector<Step> work(const std::string& design, std::vector<Step> steps) {
    if (design != "local-token") {
        return steps;
    }
    Us last = 0;
    for (const Step& st : steps) {
        last = std::max(last, st.atUs);
    }
    std::vector<Step> out;
    for (Us t = 1000 * kMs; t < last; t += 1000 * kMs) {
        steps.push_back(at(StepOp::Extend, t));
    }
    std::stable_sort(steps.begin(), steps.end(),
                     [](const Step& a, const Step& b) { return a.atUs < b.atUs; });
    for (const Step& st : steps) {
        if (st.op == StepOp::Write) {
            out.push_back(Step{StepOp::Check, st.atUs, st.afterUs});
        }
        out.push_back(st);
    }
    return out;
}

} // namespace

const std::vector<ChooseAxis>& chooseDesigns() {
    return kDesigns;
}
const std::vector<ChooseAxis>& chooseFaults() {
    return kFaults;
}

bool chooseHasFailover(const std::string& design) {
    return design != "redlock" && design != "job-lease";
}

Us choosePhaseSpan(const std::string& design) {
    return designBase(design).params.ttlMs * kMs;
}

Result<Scenario> chooseScenario(const std::string& design, const std::string& faultId, Us phaseUs) {
    if (!known(kDesigns, design)) {
        return Error{"unknown design '" + design + "': expected one of " + ids(kDesigns)};
    }
    if (!known(kFaults, faultId)) {
        return Error{"unknown fault '" + faultId + "': expected one of " + ids(kFaults)};
    }
    Scenario s = designBase(design);
    s.variant = design + "/" + faultId;
    Params& p = s.params;
    const std::vector<std::string>& ms = p.masters;
    // Where two clients must see different majorities (Redlock, multi-write), C1 reaches the
    // first quorum of masters and C2 the last; the faulty master is the one both reach.
    const std::size_t n = ms.size(), q = n / 2 + 1;
    const std::string shared = ms[n - q];
    std::vector<std::string> onlyC1(ms.begin(), ms.begin() + static_cast<long>(n - q));
    std::vector<std::string> onlyC2(ms.begin() + static_cast<long>(q), ms.end());
    const bool split =
        n > 1 && (faultId == "master-crash" || faultId == "failover" || faultId == "clock-jump");
    ClientSpec c1{"C1", 0, false, 0, {}};
    ClientSpec c2{
        "C2", 0, false, 0, {after(StepOp::Write, 100 * kMs), after(StepOp::Release, 8000 * kMs)}};
    c1.maxAttempts = 1;
    const bool local = design == "local-token";
    if (local) {
        c2.steps = {after(StepOp::Check, 100 * kMs), after(StepOp::Write, 0),
                    after(StepOp::Release, 1000 * kMs)};
        for (int i = 0; i < 7; ++i) { // renewed like C1's, until its release 8 s later
            c2.steps.insert(c2.steps.end() - 1, after(StepOp::Extend, 1000 * kMs));
        }
    }
    std::vector<Step> steps{at(StepOp::Read, 100 * kMs), at(StepOp::Write, 1000 * kMs),
                            at(StepOp::Write, 9000 * kMs), at(StepOp::Release, 9500 * kMs)};
    if (split) {
        s.faults.push_back(onClient(FaultKind::Partition, 0, "C1", onlyC2));
        s.faults.push_back(onClient(FaultKind::Partition, 0, "C2", onlyC1));
    }
    if (faultId == "master-crash") {
        // A server that holds C1's key dies at 3 s. Without a standby it restarts at 3.2 s with
        // what its persistence kept; with one, the standby takes over.
        s.faults.push_back(onMaster(FaultKind::Crash, 3000 * kMs, shared));
        if (p.failover.master.empty()) {
            s.faults.push_back(onMaster(FaultKind::Restart, 3200 * kMs, shared));
        }
        c2.startUs = 3300 * kMs;
    } else if (faultId == "failover") {
        // The server acknowledges C1's SET and dies at 2 ms, before its async replica has it.
        // A misconfigured Redlock and multi-write: that master has a replica of its own. A
        // design without replicas has no failover: Redlock as specified keeps the master down
        // for a TTL, the job lease comes back from its own disk.
        if (p.failover.master.empty() && chooseHasFailover(design)) {
            p.failover = FailoverSpec{shared, 3000 * kMs, 1000 * kMs, 2 * kMs};
        }
        s.faults.push_back(onMaster(FaultKind::Crash, 2 * kMs, shared));
        if (p.failover.master.empty()) {
            s.faults.push_back(onMaster(FaultKind::Restart, 4000 * kMs, shared));
        }
        c2.startUs = 4100 * kMs;
        // C1 writes once every server is back: while one is down, the monitor's truth (a live
        // majority holds the key) would call even a still-valid lease's write stale.
        steps = {at(StepOp::Read, 100 * kMs), at(StepOp::Write, 5000 * kMs),
                 at(StepOp::Write, 9000 * kMs), at(StepOp::Release, 9500 * kMs)};
    } else if (faultId == "clock-jump") {
        Fault f = onMaster(FaultKind::ClockJump, 2000 * kMs, shared);
        f.byUs = 9000 * kMs;
        s.faults.push_back(f);
        c2.startUs = 2100 * kMs;
    } else if (faultId == "gc-pause") {
        // Kleppmann's lost update: read, pause 15 s, write back. A local-token client checks its
        // token just before the pause hits (S1(c)).
        steps = {at(StepOp::Read, 100 * kMs), at(StepOp::Write, 160 * kMs)};
        Fault f = fault(FaultKind::Pause, 150 * kMs);
        f.client = "C1";
        f.forUs = 15000 * kMs;
        s.faults.push_back(f);
        c2.startUs = 10500 * kMs;
        if (local) {
            c1.steps = {at(StepOp::Read, 100 * kMs), at(StepOp::Check, 140 * kMs),
                        at(StepOp::Write, 160 * kMs)};
            for (Us t = 1000 * kMs; t <= 9000 * kMs; t += 1000 * kMs) {
                c1.steps.push_back(at(StepOp::Extend, t));
            }
        }
    } else if (faultId == "network-delay") {
        // S3(d): a write sent at 5 s, inside the lease, arrives 90 s later.
        steps = {at(StepOp::Write, 5000 * kMs), at(StepOp::Release, 6000 * kMs)};
        Fault f = onClient(FaultKind::Delay, 0, "C1", {kStorageLane});
        f.extraUs = 90000 * kMs;
        f.direction = Direction::Request;
        s.faults.push_back(f);
        c2.startUs = 10500 * kMs;
        p.endUs = 100000 * kMs;
        if (local) {
            // Renewing to 10.5 s keeps the short lease alive until C2 asks.
            steps = {at(StepOp::Write, 5000 * kMs), at(StepOp::Release, 10400 * kMs)};
        }
    } else if (faultId == "partition") {
        // C1 is cut off from every server at 2.5 s; its release at 3 s never arrives.
        s.faults.push_back(onClient(FaultKind::Partition, 2500 * kMs, "C1", ms));
        steps = {at(StepOp::Read, 100 * kMs), at(StepOp::Write, 1000 * kMs),
                 at(StepOp::Release, 3000 * kMs)};
        c2.startUs = 3000 * kMs;
    }
    if (c1.steps.empty()) {
        c1.steps = work(design, steps);
    }
    // The phase: the fault's own events (not the set-up at 0 that splits the masters between
    // the clients) move later by phaseUs, so the sweep meets every moment of the lock's life.
    s = phaseShifted(s, phaseUs);
    s.clients = {c1, c2};
    s.title = design + " / " + faultId;
    if (phaseUs > 0) {
        s.title += " (fault +" + msText(phaseUs) + " ms)";
    }
    return s;
}

ChooseCell chooseCell(const std::string& design, const std::string& fault, Us stepUs,
                      const std::atomic<bool>* cancel) {
    PhaseSweep sweep =
        phaseSweep([&](Us phase) { return chooseScenario(design, fault, phase).value(); },
                   stepUs > 0 ? stepUs : kChoosePhaseStepUs, choosePhaseSpan(design), cancel);
    ChooseCell cell;
    cell.design = design;
    cell.fault = fault;
    cell.phaseStepUs = sweep.stepUs;
    cell.phases = sweep.phases;
    cell.overlapUs = sweep.worstOverlapUs;
    cell.staleWritesAccepted = sweep.worstStale;
    cell.unavailableUs = sweep.worstUnavailableUs;
    cell.worstPhaseUs = sweep.worstPhaseUs;
    cell.run = std::move(sweep.worst);
    return cell;
}

namespace {
std::vector<ChooseCell> computeMatrix(const std::atomic<bool>* cancel, Us stepUs);
} // namespace

std::vector<ChooseCell> chooseMatrix(const std::atomic<bool>* cancel, Us stepUs) {
    // The matrix is a pure function of the step (every run is seeded), and every cell is swept
    // over its fault's phases (~25 s of CPU in a sanitiser build): a finished matrix is kept for
    // the process, so a second window, a reopened page or the study guide gets it at once.
    static std::mutex cacheMutex;
    static std::map<Us, std::vector<ChooseCell>> cache;
    {
        const std::lock_guard lock(cacheMutex);
        if (const auto it = cache.find(stepUs); it != cache.end()) {
            return it->second;
        }
    }
    std::vector<ChooseCell> out = computeMatrix(cancel, stepUs);
    if (!(cancel && cancel->load(std::memory_order_relaxed))) {
        const std::lock_guard lock(cacheMutex);
        cache.emplace(stepUs, out);
    }
    return out;
}

namespace {

std::vector<ChooseCell> computeMatrix(const std::atomic<bool>* cancel, Us stepUs) {
    // Every cell is independent: two workers (or as many as the machine has) take cells in turn.
    std::vector<std::pair<std::string, std::string>> todo;
    for (const ChooseAxis& d : kDesigns) {
        for (const ChooseAxis& f : kFaults) {
            todo.push_back({d.id, f.id});
        }
    }
    std::vector<ChooseCell> out(todo.size());
    std::atomic<std::size_t> next{0};
    const auto work = [&] {
        for (std::size_t i = next++; i < todo.size(); i = next++) {
            if (cancel && cancel->load(std::memory_order_relaxed)) {
                return;
            }
            out[i] = chooseCell(todo[i].first, todo[i].second, stepUs, cancel);
        }
    };
    const unsigned n = std::clamp(std::thread::hardware_concurrency(), 1U, 4U);
    std::vector<std::thread> workers;
    for (unsigned k = 1; k < n; ++k) {
        workers.emplace_back(work);
    }
    work();
    for (std::thread& t : workers) {
        t.join();
    }
    if (cancel && cancel->load(std::memory_order_relaxed)) {
        // A cancelled matrix is returned short: only the cells before the first unfinished one.
        std::size_t done = 0;
        while (done < out.size() && !out[done].design.empty() &&
               out[done].phases * out[done].phaseStepUs >= choosePhaseSpan(out[done].design)) {
            ++done;
        }
        out.resize(done);
    }
    return out;
}

} // namespace

std::string chooseJson(const std::vector<ChooseCell>& cells) {
    json::JsonWriter w;
    w.beginObject().field("scenario", "choose");
    for (const auto& [key, axis] :
         {std::pair{"designs", &kDesigns}, std::pair{"faults", &kFaults}}) {
        w.beginArray(key);
        for (const ChooseAxis& a : *axis) {
            w.beginObject().field("id", a.id).field("title", a.title).endObject();
        }
        w.endArray();
    }
    w.beginArray("cells");
    for (const ChooseCell& c : cells) {
        w.beginObject()
            .field("design", c.design)
            .field("fault", c.fault)
            .raw("overlap_ms", msText(c.run.overlapUs))
            .raw("stale_writes_accepted", std::to_string(c.run.staleWritesAccepted))
            .raw("unavailable_ms", msText(c.run.unavailableUs))
            .raw("worst_overlap_ms", msText(c.overlapUs))
            .raw("worst_stale_writes", std::to_string(c.staleWritesAccepted))
            .raw("worst_unavailable_ms", msText(c.unavailableUs))
            .raw("worst_phase_ms", msText(c.worstPhaseUs))
            .raw("phases", std::to_string(c.phases))
            .raw("phase_step_ms", msText(c.phaseStepUs))
            .field("failover", chooseHasFailover(c.design))
            .endObject();
    }
    w.endArray().endObject();
    return w.str();
}

std::string chooseText(const std::vector<ChooseCell>& cells) {
    std::string out = "design x fault: the worst run of each cell\n";
    std::size_t width = 0; // one column for every cell's words, however long the longest name
    for (const ChooseCell& c : cells) {
        width = std::max(width, c.design.size() + 3 + c.fault.size());
    }
    for (const ChooseCell& c : cells) {
        std::string head = c.design + " / " + c.fault;
        head.resize(width, ' ');
        std::string said;
        for (const Sentence& s : chooseOutcome(c)) {
            said += (said.empty() ? "" : "; ") + english(s, MsDigits::People);
        }
        out += "  " + head + "  " + said + "\n";
    }
    return out;
}

namespace {

// {id, template}: the cell's words, then the guide's.
const std::vector<std::pair<const char*, const char*>> kTemplates = {
    {"cell-safe", REDLOCK_TR_NOOP("redlock::sim::Choose", "safe")},
    {"cell-overlap", REDLOCK_TR_NOOP("redlock::sim::Choose", "overlap %1 ms")},
    {"cell-stale", REDLOCK_TR_NOOP("redlock::sim::Choose", "%1 stale %1[write|writes] accepted")},
    {"cell-unavailable", REDLOCK_TR_NOOP("redlock::sim::Choose", "unavailable %1 ms")},
    {"cell-brief-stale", REDLOCK_TR_NOOP("redlock::sim::Choose", "%1× stale write")},
    {"cell-no-failover-wait",
     REDLOCK_TR_NOOP("redlock::sim::Choose",
                     "no failover in this design: the crashed master stays down one TTL")},
    {"cell-no-failover-disk",
     REDLOCK_TR_NOOP("redlock::sim::Choose",
                     "no failover in this design: the server restarts from its own disk")},
    {"cell-brief-no-failover", REDLOCK_TR_NOOP("redlock::sim::Choose", "no failover")},
    {"cell-phases",
     REDLOCK_TR_NOOP("redlock::sim::Choose", "worst of %1 fault times, %2 ms apart")},
    {"advice-efficiency",
     REDLOCK_TR_NOOP(
         "redlock::sim::Choose",
         "A second run only repeats work, so one server with a standby is enough: at the worst "
         "moment of a failover two clients held the lock together for %1 ms, which costs a job "
         "done "
         "twice, not wrong data.")},
    {"advice-five-masters",
     REDLOCK_TR_NOOP(
         "redlock::sim::Choose",
         "Five Redlock masters, run as specified, survive a crashed master (overlap %1 ms) and buy "
         "availability, but not safety against a clock that steps: one server's clock jump still "
         "let "
         "two clients hold the lock for %2 ms. Restarted at once or failed over to a replica, they "
         "overlapped for %3 ms.")},
    {"advice-job-lease",
     REDLOCK_TR_NOOP(
         "redlock::sim::Choose",
         "The storage can refuse a stale token, so one server with a job lease is enough: when its "
         "clock jumped, two workers believed for %1 ms, yet the storage accepted no stale write, "
         "because the job's attempt counter is the fence.")},
    {"advice-job-lease-gap",
     REDLOCK_TR_NOOP(
         "redlock::sim::Choose",
         "The storage can refuse a stale token, so one server with a job lease is enough: when its "
         "clock jumped, two workers believed for %1 ms, and the storage took %2 stale "
         "%2[write|writes] only in the gap before the new worker's first write raised the fence "
         "(the "
         "job's attempt counter). A new holder that shows its token to the storage before it works "
         "closes that gap.")},
    {"advice-consensus",
     REDLOCK_TR_NOOP(
         "redlock::sim::Choose",
         "Your team can run a consensus cluster: its lease survived the failover (overlap %1 ms) "
         "and a server clock jump (overlap %2 ms), because the leader times it on a monotonic "
         "clock and commits before it answers.")},
    {"advice-fence",
     REDLOCK_TR_NOOP(
         "redlock::sim::Choose",
         "A consensus lock still needs fencing against a paused client: after the 15 s pause the "
         "storage accepted %1 stale %1[write|writes] from the client that woke up. The lock "
         "provides "
         "the "
         "token, its revision: with the storage checking it, %2 stale %2[write|writes] got in.")},
    {"advice-no-fence",
     REDLOCK_TR_NOOP(
         "redlock::sim::Choose",
         "Work that cannot refuse a stale token is not safe under any lock in the matrix: after "
         "the "
         "15 s pause Redlock let %1 stale %1[write|writes] in, the consensus lease without its "
         "check "
         "%2. Make "
         "the work idempotent, or give the storage a token check, before choosing the lock.")},
    {"advice-granularity",
     REDLOCK_TR_NOOP(
         "redlock::sim::Choose",
         "Whatever the lock, keep it narrow (one key per resource, not one for the whole service) "
         "and hold it briefly: most services need nothing more, and a short critical section gives "
         "a pause or a clock step less time to hit.")},
};

Sentence sentence(const char* id, std::vector<SentenceArg> args) {
    for (const auto& [key, text] : kTemplates) {
        if (std::string_view(key) == id) {
            return Sentence{0, id, text, std::move(args)};
        }
    }
    return Sentence{0, id, id, std::move(args)};
}

SentenceArg msArg(Us us) {
    SentenceArg a;
    a.kind = SentenceArg::Kind::Ms;
    a.value = us;
    return a;
}

SentenceArg countArg(std::int64_t n) {
    SentenceArg a;
    a.kind = SentenceArg::Kind::Count;
    a.value = n;
    return a;
}

} // namespace

bool chooseSafe(const ChooseCell& c) {
    return c.overlapUs <= 0 && c.staleWritesAccepted <= 0;
}

std::vector<Sentence> chooseOutcome(const ChooseCell& c, CellWords words) {
    std::vector<Sentence> out;
    const bool brief = words == CellWords::Brief;
    const bool noFailover = c.fault == "failover" && !chooseHasFailover(c.design);
    if (noFailover) {
        out.push_back(sentence(words != CellWords::Full  ? "cell-brief-no-failover"
                               : c.design == "job-lease" ? "cell-no-failover-disk"
                                                         : "cell-no-failover-wait",
                               {}));
    }
    if (brief) {
        if (noFailover && chooseSafe(c)) {
            return out; // two short lines at most: the green says safe, the tooltip the rest
        }
        if (c.overlapUs > 0) {
            out.push_back(sentence("cell-overlap", {msArg((c.overlapUs + 500) / 1000 * 1000)}));
        } else if (c.staleWritesAccepted > 0) {
            out.push_back(sentence("cell-brief-stale", {countArg(c.staleWritesAccepted)}));
        } else {
            out.push_back(sentence("cell-safe", {}));
        }
        return out;
    }
    if (words == CellWords::Grid) {
        // A grid cell keeps to about three short lines: the violations (whole ms, the short
        // stale-write form), or "safe" and what it cost in waiting.
        const auto whole = [](Us us) { return msArg((us + 500) / 1000 * 1000); };
        if (c.overlapUs > 0) {
            out.push_back(sentence("cell-overlap", {whole(c.overlapUs)}));
        }
        if (c.staleWritesAccepted > 0) {
            out.push_back(sentence("cell-brief-stale", {countArg(c.staleWritesAccepted)}));
        }
        if (chooseSafe(c)) {
            out.push_back(sentence("cell-safe", {}));
            if (c.unavailableUs > 0) {
                out.push_back(sentence("cell-unavailable", {whole(c.unavailableUs)}));
            }
        }
        return out;
    }
    if (chooseSafe(c)) {
        out.push_back(sentence("cell-safe", {}));
    }
    if (c.overlapUs > 0) {
        out.push_back(sentence("cell-overlap", {msArg(c.overlapUs)}));
    }
    if (c.staleWritesAccepted > 0) {
        out.push_back(sentence("cell-stale", {countArg(c.staleWritesAccepted)}));
    }
    if (c.unavailableUs > 0) {
        out.push_back(sentence("cell-unavailable", {msArg(c.unavailableUs)}));
    }
    if (words == CellWords::Full && c.phases > 1) {
        out.push_back(sentence("cell-phases", {countArg(c.phases), msArg(c.phaseStepUs)}));
    }
    return out;
}

ChooseAdvice chooseAdvice(const ChooseAnswers& a, const std::vector<ChooseCell>& cells) {
    ChooseAdvice out;
    if (cells.size() != kDesigns.size() * kFaults.size()) {
        return out;
    }
    const auto cell = [&](const char* design, const char* fault) -> const ChooseCell& {
        const std::pair<std::string, std::string> key{design, fault};
        if (std::find(out.cited.begin(), out.cited.end(), key) == out.cited.end()) {
            out.cited.push_back(key);
        }
        const auto it = std::find_if(cells.begin(), cells.end(), [&](const ChooseCell& c) {
            return c.design == design && c.fault == fault;
        });
        return it != cells.end() ? *it : cells.front();
    };
    const auto stale = [&](const char* d, const char* f) {
        return countArg(cell(d, f).staleWritesAccepted);
    };
    const auto overlap = [&](const char* d, const char* f) { return msArg(cell(d, f).overlapUs); };
    const auto fence = [&] {
        out.sentences.push_back(sentence("advice-fence", {stale("consensus-lease", "gc-pause"),
                                                          stale("consensus-fenced", "gc-pause")}));
    };
    const auto consensus = [&] {
        out.sentences.push_back(
            sentence("advice-consensus", {overlap("consensus-fenced", "failover"),
                                          overlap("consensus-fenced", "clock-jump")}));
    };
    if (a.doubleRun == DoubleRun::Wasteful) {
        out.design = "single-standby";
        out.sentences.push_back(
            sentence("advice-efficiency", {overlap("single-standby", "failover")}));
        if (a.operate == Operate::FiveMasters) {
            out.sentences.push_back(
                sentence("advice-five-masters",
                         {overlap("redlock", "master-crash"), overlap("redlock", "clock-jump"),
                          msArg(std::max(cell("redlock-misconfigured", "master-crash").overlapUs,
                                         cell("redlock-misconfigured", "failover").overlapUs))}));
        }
        out.sentences.push_back(sentence("advice-granularity", {}));
        return out;
    }
    if (a.idempotent && a.operate == Operate::Consensus) {
        out.design = "consensus-fenced";
        consensus();
        fence();
    } else if (a.idempotent) {
        out.design = "job-lease";
        const bool gap = cell("job-lease", "clock-jump").staleWritesAccepted > 0;
        out.sentences.push_back(
            sentence(gap ? "advice-job-lease-gap" : "advice-job-lease",
                     {overlap("job-lease", "clock-jump"), stale("job-lease", "clock-jump")}));
        fence();
    } else {
        out.design = a.operate == Operate::Consensus ? "consensus-fenced" : "";
        out.sentences.push_back(
            sentence("advice-no-fence",
                     {stale("redlock", "gc-pause"), stale("consensus-lease", "gc-pause")}));
        if (a.operate == Operate::Consensus) {
            consensus();
        }
        fence();
    }
    out.sentences.push_back(sentence("advice-granularity", {}));
    return out;
}

const std::vector<std::pair<const char*, const char*>>& chooseTemplates() {
    return kTemplates;
}

} // namespace redlock::sim
