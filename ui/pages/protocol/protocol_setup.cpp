#include "ui/pages/protocol/protocol_setup.h"

#include "core/sim/simulator.h"

namespace redlock::ui {

using namespace redlock::sim;

Scenario scenarioFor(const ProtocolSetup& setup) {
    Scenario s;
    s.name = setup.clients > 1 ? "contention" : "protocol";
    s.seed = setup.seed;
    Params& p = s.params;
    p.masters.clear();
    for (int m = 0; m < setup.masters; ++m) {
        p.masters.push_back(masterName(static_cast<std::size_t>(m)));
    }
    p.ttlMs = setup.ttlMs;
    p.timeoutUs = Us(setup.timeoutMs) * 1000;
    p.latencyUs = Us(ProtocolSetup::kDefaultLatencyMs) * 1000;
    p.retry = setup.alignRetries ? RetryMode::Align : RetryMode::Spread;
    p.fanout =
        setup.fanout == FanOutMode::Sequential ? sim::FanOut::Sequential : sim::FanOut::Parallel;
    p.retryDelayUs = 200000;
    // Four tries are enough to show a split repeating (align) or coming apart (spread).
    p.maxAttempts = setup.clients > 1 ? 4 : 1;
    // Long enough to see the lease run out and the keys expire after the acquire.
    p.endUs = Us(setup.ttlMs) * 1000 + 4 * 200000 * p.maxAttempts + 1000000;
    for (int c = 0; c < setup.clients; ++c) {
        ClientSpec client;
        client.name = "C";
        client.name += std::to_string(c + 1); // appended: GCC 12 -O3 false -Wrestrict
        s.clients.push_back(client);
    }
    for (int c = 0; c < setup.clients; ++c) {
        for (int m = 0; m < setup.masters; ++m) {
            // Masters are dealt to clients in contiguous groups (5 over 3 clients: 2, 2, 1).
            const int group = m * setup.clients / setup.masters;
            const bool near = setup.clients == 1 || group == c;
            const int ms =
                setup.latencyMs[static_cast<size_t>(m)] + (near ? 0 : ProtocolSetup::kFarExtraMs);
            s.links.push_back({s.clients[static_cast<size_t>(c)].name,
                               p.masters[static_cast<size_t>(m)], Us(ms) * 1000});
        }
    }
    for (int m = 0; m < setup.masters; ++m) {
        if (!setup.up[static_cast<size_t>(m)]) {
            Fault f;
            f.kind = FaultKind::Crash;
            f.atUs = 0;
            f.master = p.masters[static_cast<size_t>(m)];
            s.faults.push_back(f);
        }
    }
    return s;
}

Timeline runProtocol(const ProtocolSetup& setup) {
    const Scenario s = scenarioFor(setup);
    return timelineFromSim(simulate(s), s.params, kProtocolKey);
}

} // namespace redlock::ui
