#pragma once
// The deterministic discrete-event Redlock simulator: runs one Scenario and returns its trace.
//
// What is modelled (real time in integer µs; every actor's decisions happen at event times):
//  - clients run the Redlock acquire: T1, SET NX PX to every master (at once, or one after another
//    with params.fanout = sequential), one-way latency per
//    link, a per-instance timeout, T2 when the last reply is read or the last timeout fires,
//    then the verdict from core judge(); release-all on failure; retries after a seeded random
//    delay (each client its own: "spread", or one shared delay: "align"); extensions (token-
//    checked PEXPIRE on every master, counted like an acquire, capped); a script of steps.
//  - client pauses (GC) at any moment: while paused a client runs nothing, replies wait in its
//    socket buffer and its timers fire only when it resumes.
//  - masters with their own clocks and persistence (sim_master.h), crash/restart with the
//    delayed-restart rule, one master's failover to an async replica.
//  - per-link partitions and extra delays, a protected storage with fencing off / monotonic
//    token / check-and-set on the random value, and the safety monitor (trace.h).
// Same scenario + same seed → byte-identical trace: events are ordered by (time, sequence
// number) and randomness comes from rng.h.
// Fan-out parallel or sequential (with the early stop), the client's clock monotonic or wall
// (client clock_jump), unavailable time (docs/simulator.md).
// Limits: one lock resource; one failover slot.

#include "core/sim/scenario.h"
#include "core/sim/trace.h"

#include <atomic>
#include <cstdint>
#include <optional>

namespace redlock::sim {

struct RunOptions {
    std::optional<std::uint64_t> seed; // overrides the scenario's seed
    Us untilUs = -1;                   // stop at this real time (default: the scenario's end)
    // Polled while running (every 1024 events): once true, the run stops and its result says
    // so in SimResult::stopped. For a GUI's Cancel (ui/model/background_task.h).
    const std::atomic<bool>* cancel = nullptr;
};

SimResult simulate(const Scenario& scenario, const RunOptions& options = {});

} // namespace redlock::sim
