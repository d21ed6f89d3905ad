#pragma once
// What the protocol page's controls describe, and the simulator scenario it turns into.
// One client, or two or three clients racing (contention); per-master one-way latency and
// up/down; TTL and per-instance timeout; retry timing aligned or spread; the seed.
// In contention each client sits next to its own group of masters (the rest 2 ms further
// away), which is what splits the votes — the layout of the embedded "contention" scenario.

#include "core/client/fan_out.h"
#include "core/lock/quorum.h"
#include "core/sim/scenario.h"
#include "core/sim/timeline.h"

#include <array>
#include <cstdint>
#include <string>

namespace redlock::ui {

struct ProtocolSetup {
    static constexpr int kDefaultLatencyMs = 1;
    static constexpr int kFarExtraMs = 2;

    int masters = 5;
    std::array<bool, kMaxMasters> up{true, true, true, true, true, true, true, true, true};
    std::array<int, kMaxMasters> latencyMs{1, 1, 1, 1, 1, 1, 1, 1, 1};
    long long ttlMs = 10000;
    int timeoutMs = 50;
    int clients = 1; // 1 = a single acquire; 2 or 3 = contention
    bool alignRetries = false;
    std::uint64_t seed = 1;
    // Sequential: the client asks the masters one after another, stopping once a majority is
    // out of reach (the simulator's and the real client's rule). The page runs a race
    // (clients > 1) in parallel.
    FanOutMode fanout = FanOutMode::Parallel;
};

// The resource every acquire on this page locks; the key is the app's prefix + this.
inline const std::string kProtocolKey = "redlock-lab:resource";

redlock::sim::Scenario scenarioFor(const ProtocolSetup& setup);
// Runs the simulator once (parallel or sequential fan-out, `Params::fanout`) and converts the run
// for the diagram: the staircase, T2 and the readout's numbers all come from that one run.
redlock::sim::Timeline runProtocol(const ProtocolSetup& setup);

} // namespace redlock::ui
