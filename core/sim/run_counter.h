#pragma once
// A process-wide count of the computations the simulator starts: every discrete-event run
// (Engine::run, which simulate() and the sweeps go through) and every Monte Carlo batch
// (simulateAvailability). Thread-safe. The GUI's tests and benchmark read it to tell which
// computations happened before a frame, e.g. that opening one page ran nothing of another.

#include <cstdint>

namespace redlock::sim {

enum class RunKind { Simulation, MonteCarlo };

void countRunStarted(RunKind kind);
std::uint64_t runsStarted(RunKind kind);

} // namespace redlock::sim
