#pragma once
// What the protocol page's controls describe, and the simulator scenario it turns into.
// One client, or two or three clients racing (contention); per-master one-way latency and
// up/down; TTL and per-instance timeout; retry timing aligned or spread; the seed.
// In contention each client sits next to its own group of masters (the rest 2 ms further
// away), which is what splits the votes — the layout of the embedded "contention" scenario.

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
};

// The resource every acquire on this page locks; the key is the app's prefix + this.
inline const std::string kProtocolKey = "redlock-lab:resource";

redlock::sim::Scenario scenarioFor(const ProtocolSetup& setup);
// Runs the simulator once and converts the run for the diagram.
redlock::sim::Timeline runProtocol(const ProtocolSetup& setup);

} // namespace redlock::ui
