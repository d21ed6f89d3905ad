#include "core/sim/analysis/sweep.h"

#include "core/json/json_out.h"
#include "core/json/json_writer.h"
#include "core/sim/files/catalog.h"
#include "core/sim/simulator.h"

#include <algorithm>
#include <cassert>
#include <cmath>

namespace redlock::sim {

std::vector<SweepPoint> sweep(const Scenario& base, const SweepSetter& set, double from, double to,
                              int points, const SweepMeasure& measure) {
    assert(points >= 2);
    std::vector<SweepPoint> out;
    out.reserve(static_cast<std::size_t>(points));
    for (int i = 0; i < points; ++i) {
        const double x = from + (to - from) * i / (points - 1);
        Scenario s = base;
        set(s, x);
        out.push_back({x, measure(simulate(s))});
    }
    return out;
}

namespace {

double overlapMs(const SimResult& r) {
    return static_cast<double>(r.overlapUs) / 1000.0;
}

Us msToUs(double ms) {
    return static_cast<Us>(std::llround(ms * 1000.0));
}

} // namespace

SweepPreset sweepPreset(SweepKind kind) {
    SweepPreset p;
    p.kind = kind;
    switch (kind) {
    case SweepKind::ClockRate:
        p.scenario = "clock-rate";
        p.from = 0;
        p.to = 20;
        p.set = [](Scenario& s, double pct) {
            for (Fault& f : s.faults) {
                if (f.kind == FaultKind::ClockRate && f.master == "M3") {
                    f.ratePpm = 1000000 + std::llround(pct * 10000.0);
                }
            }
            // The file's C2 arrives exactly when a 10 % fast M3 forgets the key. For a sweep, C2
            // keeps asking from 1 s on, every ~50 ms, so it wins as soon as any rate lets it.
            s.params.retryDelayUs = 50000;
            s.params.maxAttempts = 400;
            for (ClientSpec& c : s.clients) {
                if (c.name == "C2") {
                    c.startUs = 1000000;
                }
            }
        };
        p.measure = overlapMs;
        break;
    case SweepKind::FailoverTime:
        p.scenario = "failover";
        p.from = 0;
        p.to = 12000;
        p.set = [](Scenario& s, double ms) {
            s.params.failover.downAfterUs = msToUs(ms);
            // C2 asks just after the replica is promoted, so the sweep measures how much of
            // C1's lease is left when a second holder becomes possible.
            const Us ready = s.params.failover.downAfterUs + s.params.failover.promoteUs;
            for (ClientSpec& c : s.clients) {
                if (c.name == "C2") {
                    c.startUs = ready + 100000;
                }
            }
            s.params.endUs = std::max(s.params.endUs, ready + 12000000);
        };
        p.measure = overlapMs;
        break;
    case SweepKind::GcPause:
        p.scenario = "gc-pause-after";
        p.from = 0;
        p.to = 20000;
        p.set = [](Scenario& s, double ms) {
            for (Fault& f : s.faults) {
                if (f.kind == FaultKind::Pause && f.client == "C1") {
                    f.forUs = msToUs(ms);
                }
            }
            s.params.endUs = std::max(s.params.endUs, msToUs(ms) + 1000000);
        };
        p.measure = [](const SimResult& r) { return static_cast<double>(r.staleWritesAccepted); };
        break;
    }
    return p;
}

Result<std::vector<SweepPoint>> runSweep(SweepKind kind, int points) {
    const SweepPreset p = sweepPreset(kind);
    auto base = builtinScenario(p.scenario);
    if (!base) {
        return base.error();
    }
    return sweep(*base, p.set, p.from, p.to, points, p.measure);
}

namespace {

constexpr Us kHoldUs = 3000000; // each holder releases this long after its grant
constexpr Us kCutUs = 2500000;  // a cut-off holder loses its links this long after its grant
constexpr Us kNextUs = 3100000; // the next client asks this long after the previous grant

const Attempt* grant(const SimResult& r, const std::string& client) {
    const auto it = std::find_if(r.attempts.begin(), r.attempts.end(), [&](const Attempt& a) {
        return a.client == client && a.kind == AttemptKind::Acquire && a.held;
    });
    return it != r.attempts.end() ? &*it : nullptr;
}

} // namespace

Result<Scenario> partitionScenario(int k, int holders) {
    if (holders < 1 || holders > kMaxSweepPartitions) {
        return Error{"partition sweep: " + std::to_string(holders) +
                     " holders is out of range: expected 1 to " +
                     std::to_string(kMaxSweepPartitions)};
    }
    if (k < 0 || k > holders) {
        return Error{"partition sweep: " + std::to_string(k) +
                     " partitions is out of range: expected 0 to " + std::to_string(holders)};
    }
    Result<Scenario> base = builtinScenario("repeated-partitions");
    if (!base) {
        return base.error();
    }
    Scenario s = std::move(base).value();
    s.variant = "sweep-" + std::to_string(k) + "-of-" + std::to_string(holders);
    s.faults.clear();
    s.clients.clear();
    const Us ttlUs = s.params.ttlMs * 1000;
    const auto client = [](int i, Us start, bool releases) {
        ClientSpec c;
        c.name = "C" + std::to_string(i);
        c.startUs = start;
        if (releases) {
            c.steps.push_back(Step{StepOp::Release, -1, kHoldUs});
        }
        return c;
    };
    s.clients.push_back(client(1, 0, true));
    for (int i = 1; i <= holders; ++i) {
        // Long enough for every holder to wait out a whole TTL; trimmed below.
        s.params.endUs = s.clients.back().startUs + ttlUs + kHoldUs + 2000000;
        const SimResult r = simulate(s);
        const Attempt* g = grant(r, s.clients.back().name);
        if (!g) {
            return Error{"partition sweep: " + s.clients.back().name + " never got the lock"};
        }
        if (i <= k) {
            Fault f;
            f.kind = FaultKind::Partition;
            f.atUs = g->t2 + kCutUs;
            f.client = s.clients.back().name;
            f.masters = s.params.masters;
            s.faults.push_back(f);
        }
        // The last client holds to the end: its grant closes the last wait.
        s.clients.push_back(client(i + 1, g->t2 + kNextUs, i < holders));
    }
    s.params.endUs = s.clients.back().startUs + ttlUs + 1000000;
    return s;
}

Result<std::vector<PartitionPoint>> partitionSweep(int maxPartitions,
                                                   const std::atomic<bool>* cancel) {
    std::vector<PartitionPoint> out;
    for (int k = 0; k <= maxPartitions; ++k) {
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            break;
        }
        Result<Scenario> s = partitionScenario(k, maxPartitions);
        if (!s) {
            return s.error();
        }
        PartitionPoint p;
        p.partitions = k;
        p.ttlMs = s->params.ttlMs;
        RunOptions o;
        o.cancel = cancel;
        p.run = simulate(*s, o);
        p.unavailableUs = p.run.unavailableUs;
        for (const Outage& g : p.run.outages) {
            p.outagesUs.push_back(g.to - g.from);
        }
        out.push_back(std::move(p));
    }
    return out;
}

std::string partitionSweepJson(const std::vector<PartitionPoint>& points) {
    json::JsonWriter w;
    w.beginObject().field("scenario", "repeated-partitions").field("sweep", "partitions");
    w.raw("ttl_ms", std::to_string(points.empty() ? 0 : points.front().ttlMs));
    w.beginArray("points");
    for (const PartitionPoint& p : points) {
        w.beginObject()
            .field("partitions", p.partitions)
            .raw("unavailable_ms", msText(p.unavailableUs));
        w.beginArray("outages_ms");
        for (Us o : p.outagesUs) {
            w.raw({}, msText(o));
        }
        w.endArray().endObject();
    }
    w.endArray().endObject();
    return w.str();
}

std::string partitionSweepText(const std::vector<PartitionPoint>& points) {
    std::string out = "repeated-partitions: unavailable time against partitions (TTL " +
                      std::to_string(points.empty() ? 0 : points.front().ttlMs) + " ms)\n";
    // For people, whole milliseconds (the JSON keeps microseconds); a total that is the sum of
    // its outages is written as the sum of the rounded outages, so the line adds up.
    const auto wholeMs = [](Us us) { return (us + 500) / 1000; };
    for (const PartitionPoint& p : points) {
        std::string parts;
        Us sumUs = 0, sumMs = 0;
        for (Us o : p.outagesUs) {
            parts += (parts.empty() ? "" : " + ") + std::to_string(wholeMs(o));
            sumUs += o;
            sumMs += wholeMs(o);
        }
        const Us total = sumUs == p.unavailableUs ? sumMs : wholeMs(p.unavailableUs);
        out += "  " + std::to_string(p.partitions) +
               (p.partitions == 1 ? " partition   unavailable " : " partitions  unavailable ") +
               std::to_string(total) + " ms";
        out += parts.empty() ? "\n" : "  (" + parts + ")\n";
    }
    return out;
}

Scenario phaseShifted(const Scenario& s, Us byUs) {
    Scenario out = s;
    for (Fault& f : out.faults) {
        if (f.atUs > 0) {
            f.atUs += byUs;
        }
    }
    return out;
}

PhaseSweep phaseSweep(const std::function<Scenario(Us)>& build, Us stepUs, Us spanUs,
                      const std::atomic<bool>* cancel) {
    PhaseSweep out;
    out.stepUs = stepUs > 0 ? stepUs : kPhaseStepUs;
    RunOptions o;
    o.cancel = cancel;
    const auto worse = [](const SimResult& a, const SimResult& b) {
        if (a.overlapUs != b.overlapUs) {
            return a.overlapUs > b.overlapUs;
        }
        if (a.staleWritesAccepted != b.staleWritesAccepted) {
            return a.staleWritesAccepted > b.staleWritesAccepted;
        }
        return a.unavailableUs > b.unavailableUs;
    };
    for (Us phase = 0; phase < std::max<Us>(spanUs, 1); phase += out.stepUs) {
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            break;
        }
        SimResult run = simulate(build(phase), o);
        out.worstOverlapUs = std::max(out.worstOverlapUs, run.overlapUs);
        out.worstStale = std::max(out.worstStale, run.staleWritesAccepted);
        out.worstUnavailableUs = std::max(out.worstUnavailableUs, run.unavailableUs);
        if (out.phases == 0 || worse(run, out.worst)) {
            out.worst = std::move(run);
            out.worstPhaseUs = phase;
        }
        ++out.phases;
    }
    return out;
}

PhaseSweep phaseSweep(const Scenario& s, Us stepUs, Us spanUs, const std::atomic<bool>* cancel) {
    return phaseSweep([&s](Us phase) { return phaseShifted(s, phase); }, stepUs, spanUs, cancel);
}

} // namespace redlock::sim
