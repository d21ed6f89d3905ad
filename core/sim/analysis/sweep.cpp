#include "core/sim/analysis/sweep.h"

#include "core/sim/files/catalog.h"
#include "core/sim/simulator.h"

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
                if (f.kind == "clock_rate" && f.master == "C") {
                    f.ratePpm = 1000000 + std::llround(pct * 10000.0);
                }
            }
            // The file's C2 arrives exactly when a 10 % fast C forgets the key. For a sweep, C2
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
                if (f.kind == "pause" && f.client == "C1") {
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

} // namespace redlock::sim
