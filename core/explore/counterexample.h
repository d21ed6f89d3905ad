#pragma once
// From a schedule the search found to what a user can look at: the steps in words, the broken
// assumption, and the schedule as a simulator scenario (core/sim/scenario.h) that the timing
// page opens and `redlockctl simulate --file` plays.
//
// Placing the steps in time: tick t of the model is t * tickMs of the scenario, and the i-th
// step of the schedule that is not a tick happens 2 * i µs into its tick, so the simulator runs
// the steps of one tick in the model's order (its own follow-ups, timeouts, pause ends and
// expiries, keep the offset of the step they follow, which is the model's "the tick brings"
// order). Each message gets the delay that makes it arrive at its model step: a `delay` fault
// on its link when it leaves (request) or when its master answers (reply); a lost message is a
// `partition` of its link for the microsecond it leaves, healed at the next. Retries are
// immediate (retry_delay_ms 0), links have no latency of their own, storage latency is 0.

#include "core/explore/explore.h"
#include "core/explore/model.h"

#include <vector>

namespace redlock::explore::detail {

struct Counterexample {
    std::vector<ScheduleStep> schedule;
    std::vector<std::string> faultsUsed;
    std::string brokenAssumption;
    sim::Scenario scenario;
    bool replayed = false;
};

// One step of a concrete run: a tick or a step inside it, and what it did.
struct PathStep {
    bool tick = false;
    std::vector<Effect> effects;
};

// `start` is the initial state of the run; the first `narrated` steps reach the violation, the
// rest finish the run without faults.
Counterexample buildCounterexample(const Model& model, const State& start,
                                   const std::vector<PathStep>& steps, std::size_t narrated,
                                   Violation violation);

} // namespace redlock::explore::detail
