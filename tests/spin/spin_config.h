#pragma once
// The configurations the C++ search and the Promela model (redlock.pml) are both run on, and the
// model's config.h for one of them: the options in ticks (configure()) and the lease table of
// judge() with the model's guard, so both encodings use the same lease rule. Shared by the
// agreement test (tst_explore_spin) and the benchmark (bench/explore).

#include "core/explore/explore.h"
#include "core/lock/judge.h"

#include <algorithm>
#include <string>
#include <vector>

namespace spin_config {

struct Row {
    const char* name;
    redlock::explore::Options options;
};

inline redlock::explore::Options base(int masters = 5, int ttlMs = 30) {
    redlock::explore::Options o;
    o.masters = masters;
    o.clients = 2;
    o.ttlMs = ttlMs;
    o.maxStates = 20000000;
    return o;
}

// Within what redlock.pml covers: two clients, parallel fan-out, no loss, no fast clocks, no
// client clock steps.
inline std::vector<Row> rows() {
    using namespace redlock::explore;
    std::vector<Row> r;
    auto add = [&](const char* name, Options o) { r.push_back({name, o}); };
    add("no-faults", base());
    Options o = base();
    o.maxPauseMs = 40;
    add("pause-off", o);
    o.fencing = Fence::Monotonic;
    add("pause-monotonic", o);
    o.fencing = Fence::Cas;
    add("pause-cas", o);
    o = base();
    o.maxPauseMs = 40;
    o.naiveClient = true;
    add("pause-naive", o);
    o = base();
    o.clockJumpMs = 2;
    add("jump-within-drift", o);
    o.clockJumpMs = 4;
    add("jump-past-drift", o);
    o = base();
    o.restart = Restart::Immediate;
    add("restart-immediate", o);
    o = base(3, 10);
    o.restart = Restart::Delayed;
    add("restart-delayed", o);
    o.restart = Restart::Immediate;
    o.persistence = Persist::Always;
    add("restart-fsync-always", o);
    o = base(3, 10);
    o.tickMs = 4;
    o.maxDelayMs = 8;
    o.fencing = Fence::Monotonic;
    o.maxAttempts = 1;
    add("delay-spec-client", o);
    o.naiveClient = true;
    add("delay-naive-client", o);
    o = base(3, 10);
    o.tickMs = 4;
    o.maxDelayMs = 8;
    add("delayed-write", o);
    o = base(4);
    o.checkProgress = true;
    add("n4-no-faults", o);
    o.maxDelayMs = 2;
    add("n4-split-vote", o);
    return r;
}

// config.h for redlock.pml.
inline std::string header(const redlock::explore::Config& c) {
    using namespace redlock;
    const explore::Options& o = c.o;
    std::string h;
    auto def = [&](const char* k, long long v) {
        h += "#define " + std::string(k) + " " + std::to_string(v) + "\n";
    };
    def("N", o.masters);
    def("TTLT", c.ttlTicks);
    def("TO", c.timeoutTicks);
    def("D", c.delayTicks);
    def("P", c.pauseTicks);
    def("J", c.jumpTicks);
    def("RESTART", o.restart == explore::Restart::None        ? 0
                   : o.restart == explore::Restart::Immediate ? 1
                                                              : 2);
    def("RT", c.restartTicks);
    def("PERSIST", o.persistence == explore::Persist::Always ? 1 : 0);
    def("FENCE", o.fencing == explore::Fence::Off         ? 0
                 : o.fencing == explore::Fence::Monotonic ? 1
                                                          : 2);
    def("NAIVE", o.naiveClient ? 1 : 0);
    def("A", o.maxAttempts);
    def("PROG", o.checkProgress ? 1 : 0);
    // judge() with a majority of votes: the longest acquire that still holds, and the belief.
    int heldE = -1;
    std::string belief = "0";
    for (int e = c.ttlTicks + 1; e >= 0; --e) {
        const Verdict v = judge(c.quorum, o.masters, Micros(e * c.tickUs), Millis(o.ttlMs));
        if (!v.held) {
            continue;
        }
        heldE = std::max(heldE, e);
        const long long left = v.validity.count() - 1000; // the model's guard (kGuardUs)
        const long long ticks = left > 0 ? (left + c.tickUs - 1) / c.tickUs : 0;
        belief =
            "((x) == " + std::to_string(e) + " -> " + std::to_string(ticks) + " : " + belief + ")";
    }
    def("HELDE", heldE);
    h += "#define BELIEF(x) (" + belief + ")\n";
    return h;
}

} // namespace spin_config
