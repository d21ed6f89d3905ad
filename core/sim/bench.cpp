#include "core/sim/bench.h"

#include <algorithm>

namespace redlock::sim {

namespace {

constexpr Us kMs = 1000;

} // namespace

bool markOnMaster(MarkKind k) {
    switch (k) {
    case MarkKind::Crash:
    case MarkKind::RestartKeep:
    case MarkKind::RestartWiped:
    case MarkKind::Hang:
    case MarkKind::ClockJump:
    case MarkKind::FastClock:
        return true;
    case MarkKind::Pause:
    case MarkKind::CutOff:
    case MarkKind::NoRelease:
    case MarkKind::ClientClockJump:
        return false;
    }
    return true;
}

bool markHasLength(MarkKind k) {
    switch (k) {
    case MarkKind::Crash:
    case MarkKind::ClockJump:
    case MarkKind::ClientClockJump:
        return false;
    case MarkKind::RestartKeep:
    case MarkKind::RestartWiped:
    case MarkKind::Hang:
    case MarkKind::FastClock:
    case MarkKind::Pause:
    case MarkKind::CutOff:
    case MarkKind::NoRelease:
        return true;
    }
    return false;
}

std::string benchClientName(int index) {
    std::string name(1, 'C');
    name += std::to_string(index + 1);
    return name;
}

Scenario benchScenario(const BenchSettings& in, const std::vector<Mark>& marks) {
    BenchSettings b = in;
    b.masters = std::clamp(b.masters, kBenchMinMasters, kBenchMaxMasters);
    b.clients = std::clamp(b.clients, kBenchMinClients, kBenchMaxClients);
    b.ttlMs = std::clamp<std::int64_t>(b.ttlMs, 100, 600000);
    b.workMs = std::clamp<std::int64_t>(b.workMs, 0, 600000);
    b.thinkMs = std::clamp<std::int64_t>(b.thinkMs, 0, 600000);
    b.runMs = std::clamp<std::int64_t>(b.runMs, 1000, 600000);

    Scenario s;
    s.name = "lab-bench";
    s.title = "Lab bench";
    s.caption = "Looping clients; the faults are the marks made on the bench.";
    s.seed = b.seed;
    Params& p = s.params;
    p.masters.clear();
    for (int i = 0; i < b.masters; ++i) {
        p.masters.push_back(masterName(static_cast<std::size_t>(i)));
    }
    p.ttlMs = b.ttlMs;
    p.timeoutUs = 50 * kMs;
    p.latencyUs = 1 * kMs;
    // Every write reaches the disk before the OK: a restart keeps the key unless it is wiped,
    // so the two restart marks differ only in what the master comes back with.
    p.persistence = Persistence::Always;
    p.restartDelayUs = 0;
    p.fencing = b.fencing;
    p.clientClock = b.clientClock;
    p.retryDelayUs = 200 * kMs;
    p.maxAttempts = 3; // per cycle: a looping client gives up, thinks, and asks again
    p.endUs = b.runMs * kMs;

    // The clients start a fraction of one cycle apart, so they meet at the lock from the start.
    const Us cycle = (b.workMs + b.thinkMs) * kMs;
    for (int i = 0; i < b.clients; ++i) {
        ClientSpec c;
        c.name = benchClientName(i);
        c.startUs = cycle * i / (2 * b.clients);
        c.loop = true;
        c.thinkUs = b.thinkMs * kMs;
        Step work;
        work.op = b.write ? StepOp::Write : StepOp::Wait;
        work.afterUs = b.workMs * kMs;
        Step release;
        release.op = StepOp::Release;
        c.steps = {work, release};
        s.clients.push_back(std::move(c));
    }

    // Faults in time order (the engine runs equal times in file order: a restart's crash first).
    std::vector<Mark> sorted = marks;
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const Mark& x, const Mark& y) { return x.atUs < y.atUs; });
    std::vector<Fault> later; // the ends of cut-offs and restarts, merged in after
    for (const Mark& m : sorted) {
        const bool master = markOnMaster(m.kind);
        if (m.lane < 0 || m.lane >= (master ? b.masters : b.clients) || m.atUs < 0 ||
            m.atUs > p.endUs) {
            continue;
        }
        const std::string lane =
            master ? p.masters[static_cast<std::size_t>(m.lane)] : benchClientName(m.lane);
        const Us amount = std::max<Us>(0, m.amountUs);
        Fault f;
        f.atUs = m.atUs;
        switch (m.kind) {
        case MarkKind::Crash:
            f.kind = FaultKind::Crash;
            f.master = lane;
            s.faults.push_back(f);
            break;
        case MarkKind::RestartKeep:
        case MarkKind::RestartWiped: {
            f.kind = FaultKind::Crash;
            f.master = lane;
            s.faults.push_back(f);
            Fault up = f;
            up.kind = FaultKind::Restart;
            up.atUs = m.atUs + amount;
            up.wiped = m.kind == MarkKind::RestartWiped;
            later.push_back(up);
            break;
        }
        case MarkKind::Hang:
            f.kind = FaultKind::Hang;
            f.master = lane;
            f.forUs = amount;
            s.faults.push_back(f);
            break;
        case MarkKind::ClockJump:
            f.kind = FaultKind::ClockJump;
            f.master = lane;
            f.byUs = m.amountUs; // either sign
            s.faults.push_back(f);
            break;
        case MarkKind::FastClock: {
            f.kind = FaultKind::ClockRate;
            f.master = lane;
            f.ratePpm = kFastClockPpm;
            s.faults.push_back(f);
            Fault right = f;
            right.atUs = m.atUs + amount;
            right.ratePpm = 1000000;
            later.push_back(right);
            break;
        }
        case MarkKind::Pause:
            f.kind = FaultKind::Pause;
            f.client = lane;
            f.forUs = amount;
            s.faults.push_back(f);
            break;
        case MarkKind::ClientClockJump:
            f.kind = FaultKind::ClockJump;
            f.client = lane;
            f.byUs = m.amountUs; // either sign
            s.faults.push_back(f);
            break;
        case MarkKind::NoRelease:
            f.kind = FaultKind::NoRelease;
            f.client = lane;
            f.forUs = amount;
            s.faults.push_back(f);
            break;
        case MarkKind::CutOff: {
            f.kind = FaultKind::Partition;
            f.client = lane;
            f.masters = p.masters;
            s.faults.push_back(f);
            Fault heal = f;
            heal.kind = FaultKind::Heal;
            heal.atUs = m.atUs + amount;
            later.push_back(heal);
            break;
        }
        }
    }
    // A fault's own end comes after anything else due at the same moment.
    for (const Fault& f : later) {
        const auto pos = std::upper_bound(s.faults.begin(), s.faults.end(), f.atUs,
                                          [](Us t, const Fault& g) { return t < g.atUs; });
        s.faults.insert(pos, f);
    }
    return s;
}

BenchTally benchTally(const SimResult& r, std::int64_t ttlMs) {
    BenchTally t;
    t.overlaps = static_cast<int>(r.overlaps.size());
    t.staleWrites = r.staleWritesAccepted;
    for (const Outage& o : r.outages) {
        // Waiting less than a TTL is the lock doing its job (someone else held it a moment
        // ago); a stretch of a TTL or more is the service being down.
        if (o.to - o.from >= ttlMs * kMs) {
            ++t.unavailable;
        }
    }
    for (const Attempt& a : r.attempts) {
        t.held += a.kind == AttemptKind::Acquire && a.held ? 1 : 0;
    }
    for (const Sentence& s : r.narration) {
        const bool lost =
            s.id == "released-partly" || s.id == "released-none" || s.id == "release-skipped";
        t.lostReleases += lost ? 1 : 0;
        const bool flag =
            lost || s.id == "overlap" || s.id == "stale-write" || s.id == "stale-write-believing" ||
            (s.id == "unavailable" && s.args.size() >= 4 && s.args[3].value >= ttlMs * kMs);
        if (!t.latest || s.t >= t.latest->t) {
            t.latest = s;
        }
        if (flag && (!t.flagged || s.t >= t.flagged->t)) {
            t.flagged = s;
        }
    }
    return t;
}

} // namespace redlock::sim
