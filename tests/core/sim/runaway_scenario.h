#pragma once
// A scenario file that runs past the simulator's per-run event cap (core/sim/limits.h,
// 500 000 events) while staying inside every loading limit: 32 clients on 9 masters, each in
// turn with its replies delayed past the deadline (so it spends most of its 312 attempts on
// refused rounds: a SET, a timeout, a late reply and a release-all per master each time), then
// healed, so it takes the lock and extends it 255 times. Shared by the core test of the cap,
// the CLI's exit code and the timing page's "a switch never waits for the run" test.

#include <fstream>
#include <string>

namespace redlock_test {

inline std::string runawayScenarioJson(int clients = 32) {
    const std::string masters = R"(["M1","M2","M3","M4","M5","M6","M7","M8","M9"])";
    std::string steps;
    for (int i = 0; i < 255; ++i) {
        steps += R"({"op": "extend", "after_ms": 1},)";
    }
    steps += R"({"op": "release", "after_ms": 1})";
    std::string cs, faults;
    for (int i = 0; i < clients; ++i) {
        const std::string name =
            std::string("C").append(std::to_string(i + 1)); // GCC 12 -Wrestrict
        const std::string t = std::to_string(i * 16000);    // one client's turn: 14 s + its hold
        const std::string healed = std::to_string(i * 16000 + 14000);
        cs += std::string(i ? "," : "") + R"({"name": ")" + name + R"(", "start_ms": )" + t +
              R"(, "steps": [)" + steps + "]}";
        faults += std::string(i ? "," : "") + R"({"kind": "delay", "at_ms": )" + t +
                  R"(, "client": ")" + name + R"(", "masters": )" + masters +
                  R"(, "extra_ms": 60, "direction": "reply"}, {"kind": "heal", "at_ms": )" +
                  healed + R"(, "client": ")" + name + R"(", "masters": )" + masters + "}";
    }
    return R"({"name": "runaway", "params": {"masters": )" + masters +
           R"(, "ttl_ms": 100, "timeout_ms": 50, "latency_ms": 1, "retry_delay_ms": 10,
           "retry": "spread", "max_attempts": 312, "max_extensions": 1000,
           "end_ms": 86400000}, "clients": [)" +
           cs + R"(], "faults": [)" + faults + "]}";
}

// Writes that file to `path`; false when it cannot be written.
inline bool writeRunawayScenario(const std::string& path, int clients = 32) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << runawayScenarioJson(clients);
    return static_cast<bool>(out.flush());
}

} // namespace redlock_test
