#include "core/sim/bench.h"

#include <algorithm>
#include <optional>

namespace redlock::sim {

namespace {

constexpr Us kMs = 1000;

std::vector<std::string> clientNames(const Scenario& s) {
    std::vector<std::string> names;
    for (const ClientSpec& c : s.clients) {
        names.push_back(c.name);
    }
    return names;
}

// The faults of `marks` on these lanes, merged with `fixed` (faults run at their moment before
// the marks' starts), in the order benchScenario promises.
std::vector<Fault> markFaults(const std::vector<std::string>& masters,
                              const std::vector<std::string>& clients,
                              const std::vector<Fault>& fixed, const std::vector<Mark>& marks,
                              Us endUs) {
    // At one moment: 0 the ends of link marks, 1 the fixed faults, 2 the marks' starts (a link
    // mark of no length ends right after its own start), 3 the other marks' ends.
    struct Entry {
        Fault f;
        int phase;
    };
    std::vector<Entry> out;
    for (const Fault& f : fixed) {
        out.push_back({f, 1});
    }
    const int nMasters = static_cast<int>(masters.size());
    const int nClients = static_cast<int>(clients.size());
    std::vector<Mark> sorted = marks;
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const Mark& x, const Mark& y) { return x.atUs < y.atUs; });
    for (const Mark& m : sorted) {
        const bool master = markOnMaster(m.kind);
        if (m.lane < 0 || m.lane >= (master ? nMasters : nClients) || m.atUs < 0 ||
            m.atUs > endUs) {
            continue;
        }
        if (markOnLink(m.kind) && (m.master < 0 || m.master >= nMasters)) {
            continue;
        }
        const std::string lane = master ? masters[static_cast<std::size_t>(m.lane)]
                                        : clients[static_cast<std::size_t>(m.lane)];
        const Us amount = std::max<Us>(0, m.amountUs);
        Fault f;
        f.atUs = m.atUs;
        (master ? f.master : f.client) = lane; // a link's mark sits on its client's lane
        const auto start = [&](const Fault& g) { out.push_back({g, 2}); };
        const auto end = [&](const Fault& g, bool link) {
            out.push_back({g, link ? (g.atUs == m.atUs ? 2 : 0) : 3});
        };
        switch (m.kind) {
        case MarkKind::Crash:
            f.kind = FaultKind::Crash;
            start(f);
            break;
        case MarkKind::RestartKeep:
        case MarkKind::RestartWiped: {
            f.kind = FaultKind::Crash;
            start(f);
            Fault up = f;
            up.kind = FaultKind::Restart;
            up.atUs = m.atUs + amount;
            up.wiped = m.kind == MarkKind::RestartWiped;
            end(up, false);
            break;
        }
        case MarkKind::Hang:
            f.kind = FaultKind::Hang;
            f.forUs = amount;
            start(f);
            break;
        case MarkKind::ClockJump:
            f.kind = FaultKind::ClockJump;
            f.byUs = m.amountUs; // either sign
            start(f);
            break;
        case MarkKind::FastClock: {
            f.kind = FaultKind::ClockRate;
            f.ratePpm = kFastClockPpm;
            start(f);
            Fault right = f;
            right.atUs = m.atUs + amount;
            right.ratePpm = 1000000;
            end(right, false);
            break;
        }
        case MarkKind::Pause:
            f.kind = FaultKind::Pause;
            f.forUs = amount;
            start(f);
            break;
        case MarkKind::ClientClockJump:
            f.kind = FaultKind::ClockJump;
            f.byUs = m.amountUs; // either sign
            start(f);
            break;
        case MarkKind::NoRelease:
            f.kind = FaultKind::NoRelease;
            f.forUs = amount;
            start(f);
            break;
        case MarkKind::CutOff: {
            f.kind = FaultKind::Partition;
            f.masters = masters;
            start(f);
            Fault heal = f;
            heal.kind = FaultKind::Heal;
            heal.atUs = m.atUs + amount;
            end(heal, false);
            break;
        }
        case MarkKind::LinkCut: {
            f.kind = FaultKind::Partition;
            f.masters = {masters[static_cast<std::size_t>(m.master)]};
            start(f);
            Fault heal = f;
            heal.kind = FaultKind::Heal;
            heal.atUs = m.atUs + amount;
            end(heal, true);
            break;
        }
        case MarkKind::LinkDelay: {
            f.kind = FaultKind::Delay;
            f.masters = {masters[static_cast<std::size_t>(m.master)]};
            f.extraUs = std::max<Us>(0, m.extraUs);
            f.direction = m.direction;
            start(f);
            Fault none = f; // a delay sets both directions: none either way again
            none.extraUs = 0;
            none.atUs = m.atUs + amount;
            end(none, true);
            break;
        }
        }
    }
    // The engine runs faults of one moment in file order.
    std::stable_sort(out.begin(), out.end(), [](const Entry& x, const Entry& y) {
        return x.f.atUs != y.f.atUs ? x.f.atUs < y.f.atUs : x.phase < y.phase;
    });
    std::vector<Fault> faults;
    faults.reserve(out.size());
    for (Entry& e : out) {
        faults.push_back(std::move(e.f));
    }
    return faults;
}

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
    case MarkKind::LinkCut:
    case MarkKind::LinkDelay:
        return false;
    }
    return true;
}

bool markOnLink(MarkKind k) {
    switch (k) {
    case MarkKind::Crash:
    case MarkKind::RestartKeep:
    case MarkKind::RestartWiped:
    case MarkKind::Hang:
    case MarkKind::ClockJump:
    case MarkKind::FastClock:
    case MarkKind::Pause:
    case MarkKind::CutOff:
    case MarkKind::NoRelease:
    case MarkKind::ClientClockJump:
        return false;
    case MarkKind::LinkCut:
    case MarkKind::LinkDelay:
        return true;
    }
    return false;
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
    case MarkKind::LinkCut:
    case MarkKind::LinkDelay:
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

    s.faults = markFaults(p.masters, clientNames(s), {}, marks, p.endUs);
    return s;
}

Scenario benchScenario(const Scenario& base, const std::vector<Mark>& marks) {
    Scenario s = base;
    s.faults = markFaults(s.params.masters, clientNames(s), base.faults, marks, s.params.endUs);
    return s;
}

BenchStart benchFromScenario(const Scenario& in) {
    BenchStart out;
    out.base = in;
    out.base.faults.clear();
    const std::vector<std::string> clients = clientNames(in);
    const auto clientAt = [&](const std::string& name) {
        const auto it = std::find(clients.begin(), clients.end(), name);
        return it == clients.end() ? -1 : static_cast<int>(it - clients.begin());
    };
    const auto masterAt = [&](const std::string& name) {
        const auto& ms = in.params.masters;
        const auto it = std::find(ms.begin(), ms.end(), name);
        return it == ms.end() ? -1 : static_cast<int>(it - ms.begin());
    };
    const std::vector<Fault>& fs = in.faults;
    std::vector<bool> used(fs.size(), false);
    // The one master of a fault on one client's link to it, or -1.
    const auto linkMaster = [&](const Fault& f) {
        return f.masters.size() == 1 && clientAt(f.client) >= 0 ? masterAt(f.masters[0]) : -1;
    };
    // The first fault after i (in file order, at or after its time) that `match` takes.
    const auto next = [&](std::size_t i, const auto& match) -> std::optional<std::size_t> {
        for (std::size_t j = i + 1; j < fs.size(); ++j) {
            if (!used[j] && fs[j].atUs >= fs[i].atUs && match(fs[j])) {
                return j;
            }
        }
        return std::nullopt;
    };
    const auto keep = [&](const Fault& f) {
        out.base.faults.push_back(f);
        const bool noop =
            f.kind == FaultKind::Caption || (f.kind == FaultKind::Delay && f.extraUs == 0);
        if (!noop) {
            out.kept.push_back(f);
        }
    };
    for (std::size_t i = 0; i < fs.size(); ++i) {
        if (used[i]) {
            continue;
        }
        const Fault& f = fs[i];
        used[i] = true;
        const int m = masterAt(f.master);
        const int c = clientAt(f.client);
        Mark mark;
        mark.atUs = f.atUs;
        switch (f.kind) {
        case FaultKind::Crash: {
            if (m < 0) {
                keep(f);
                continue;
            }
            // Its restart: the next restart of the master, unless it crashes again first.
            const auto up = next(i, [&](const Fault& g) {
                return g.master == f.master &&
                       (g.kind == FaultKind::Restart || g.kind == FaultKind::Crash);
            });
            mark.lane = m;
            if (up && fs[*up].kind == FaultKind::Restart) {
                used[*up] = true;
                mark.kind = fs[*up].wiped ? MarkKind::RestartWiped : MarkKind::RestartKeep;
                mark.amountUs = fs[*up].atUs - f.atUs;
            } else {
                mark.kind = MarkKind::Crash;
            }
            break;
        }
        case FaultKind::Hang:
        case FaultKind::ClockJump:
            if (m >= 0) {
                mark.kind = f.kind == FaultKind::Hang ? MarkKind::Hang : MarkKind::ClockJump;
                mark.lane = m;
                mark.amountUs = f.kind == FaultKind::Hang ? f.forUs : f.byUs;
            } else if (f.kind == FaultKind::ClockJump && c >= 0) {
                mark.kind = MarkKind::ClientClockJump;
                mark.lane = c;
                mark.amountUs = f.byUs;
            } else {
                keep(f);
                continue;
            }
            break;
        case FaultKind::ClockRate: {
            const auto right =
                m < 0 || f.ratePpm != kFastClockPpm ? std::nullopt : next(i, [&](const Fault& g) {
                    return g.kind == FaultKind::ClockRate && g.master == f.master;
                });
            if (!right || fs[*right].ratePpm != 1000000) {
                keep(f);
                continue;
            }
            used[*right] = true;
            mark.kind = MarkKind::FastClock;
            mark.lane = m;
            mark.amountUs = fs[*right].atUs - f.atUs;
            break;
        }
        case FaultKind::Pause:
        case FaultKind::NoRelease:
            if (c < 0) {
                keep(f);
                continue;
            }
            mark.kind = f.kind == FaultKind::Pause ? MarkKind::Pause : MarkKind::NoRelease;
            mark.lane = c;
            mark.amountUs = f.forUs;
            break;
        case FaultKind::Partition: {
            const int lm = linkMaster(f);
            const auto heal = lm < 0 ? std::nullopt : next(i, [&](const Fault& g) {
                return g.kind == FaultKind::Heal && g.client == f.client && g.masters == f.masters;
            });
            if (!heal) {
                keep(f);
                continue;
            }
            used[*heal] = true;
            mark.kind = MarkKind::LinkCut;
            mark.lane = c;
            mark.master = lm;
            mark.amountUs = fs[*heal].atUs - f.atUs;
            break;
        }
        case FaultKind::Delay: {
            const int lm = linkMaster(f);
            if (lm < 0 || f.extraUs == 0) {
                // A delay of none on a link only ends the one before (the mark's end does it).
                if (lm < 0) {
                    keep(f);
                }
                continue;
            }
            // It lasts until the next delay of the link (which sets both directions anew).
            const auto after = next(i, [&](const Fault& g) {
                return g.kind == FaultKind::Delay && g.client == f.client && g.masters == f.masters;
            });
            mark.kind = MarkKind::LinkDelay;
            mark.lane = c;
            mark.master = lm;
            mark.direction = f.direction;
            mark.extraUs = f.extraUs;
            mark.amountUs = (after ? fs[*after].atUs : in.params.endUs) - f.atUs;
            break;
        }
        case FaultKind::Heal:
        case FaultKind::Restart:
        case FaultKind::Caption:
            keep(f); // a heal or a restart with no cut or crash before it; a caption
            continue;
        }
        out.marks.push_back(mark);
    }
    return out;
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
