#pragma once
// What a master's own clock reads at a given real time, replayed from the scenario's scripted
// clock faults (clock_jump, clock_rate) with the same MasterClock the engine uses. The timing
// page prints these readings under each master lane, so a jump shows as shifted labels and a
// rate error as stretched ones.
// Limits: only scripted clock faults move the clock (a crash or a failover does not reset it),
// which is also what the engine does.

#include "core/sim/scenario.h"
#include "core/sim/trace.h"

#include <optional>
#include <string>
#include <vector>

namespace redlock::sim {

// Master-local wall-clock time (µs) of `master` at real time t.
Us masterClockAt(const Scenario& s, const std::string& master, Us t);

// What `master`'s clock read at real time t according to a live run's samples (its server's
// TIME, SimResult::clocks): the last sample at or before t, run forward at real rate (the first
// sample before it). nullopt when the samples have none for `master`.
std::optional<Us> sampledClockAt(const std::vector<ClockSample>& samples, const std::string& master,
                                 Us t);

// True when the scenario scripts a clock fault on `master` at all.
bool hasClockFault(const Scenario& s, const std::string& master);

} // namespace redlock::sim
