#include "ui/pages/recap/recap_facts.h"

#include "core/lock/clock.h"
#include "core/lock/lease.h"
#include "core/joblease/mock_job_lease.h"
#include "core/sim/analysis/choose.h"
#include "core/sim/files/catalog.h"
#include "core/sim/simulator.h"

namespace redlock::ui {

namespace {

int staleOf(const char* design, const char* fault) {
    const auto s = sim::chooseScenario(design, fault);
    return s ? sim::simulate(*s).staleWritesAccepted : -1;
}

sim::Us overlapOf(const char* scenario, const char* variant) {
    const auto s = sim::builtinScenario(scenario, variant);
    return s ? sim::simulate(*s).overlapUs : 0;
}

} // namespace

RecapFacts RecapFacts::compute() {
    RecapFacts f;
    if (const auto happy = sim::builtinScenario("happy")) {
        const sim::SimResult run = sim::simulate(*happy);
        if (!run.attempts.empty()) {
            const sim::Attempt& a = run.attempts.front();
            f.elapsedUs = a.t2 - a.t1;
            f.validityUs = a.validityUs;
        }
        f.ttlMs = happy->params.ttlMs;
        f.driftUs = driftFor(Millis(happy->params.ttlMs), happy->params.driftFactor).count();
    }
    f.overlapWallUs = overlapOf("clock-jump", "");
    f.overlapMonotonicUs = overlapOf("clock-jump", "monotonic-expiry");
    f.staleUnfenced = staleOf("consensus-lease", "gc-pause");
    f.staleFenced = staleOf("consensus-fenced", "gc-pause");

    // The lease page's story on a virtual clock: nobody waits for the lease to lapse.
    ManualClock clock;
    MockJobLease lease(clock);
    lease.enqueue("job-1", "resize photo");
    const auto first = lease.claim();
    clock.advance(Micros(lease.options().lease) + Micros(Millis(1)));
    lease.reap();
    const auto second = lease.claim();
    if (first && *first && second && *second) {
        f.firstFence = (*first)->attempts;
        f.secondFence = (*second)->attempts;
        if (const auto late = lease.complete("job-1", f.firstFence, "late")) {
            f.lateCompletion = *late;
        }
        if (const auto fresh = lease.complete("job-1", f.secondFence, "done")) {
            f.freshCompletion = *fresh;
        }
    }
    return f;
}

} // namespace redlock::ui
