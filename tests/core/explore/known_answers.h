#pragma once
// The known answers of issue 29, one row each: the options, the verdict, the violation and the
// broken assumption the search must report. Every row is exhaustive unless it says how far it
// searched (then the verdict is "bounded": no violation within that budget). Shared by the
// table test (tst_explore_table) and the benchmark (bench/explore).
//
// The model's numbers (TTL 30 ms, tick 2 ms, drift allowance 2.3 ms, validity 27.7 ms after an
// instant acquire) keep every row small enough for the sanitizer build.

#include "core/explore/explore.h"

#include <string>
#include <vector>

namespace known_answers {

struct Row {
    std::string name;
    redlock::explore::Options options;
    std::string verdict;
    std::string violation;
    std::string assumption;
};

inline redlock::explore::Options base() {
    redlock::explore::Options o;
    o.masters = 5;
    o.clients = 2;
    o.ttlMs = 30;
    o.maxStates = 3000000;
    return o;
}

inline std::vector<Row> rows() {
    using namespace redlock::explore;
    std::vector<Row> r;
    auto add = [&](const char* name, const Options& o, const char* verdict, const char* violation,
                   const char* assumption) {
        r.push_back({name, o, verdict, violation, assumption});
    };
    Options o = base();
    add("1 no faults", o, "exhausted", "none", "");

    o = base();
    o.maxPauseMs = 40; // longer than the 27.7 ms of validity
    add("2 pause > validity, fencing off", o, "violation", "stale-write",
        "pause-longer-than-validity");
    o.fencing = Fence::Monotonic;
    add("2 ... monotonic token", o, "exhausted", "none", "");
    o.fencing = Fence::Cas;
    add("2 ... compare-and-set", o, "violation", "stale-write", "random-value-no-order");
    o = base();
    o.maxPauseMs = 40;
    o.naiveClient = true;
    add("2 ... naive client: the beliefs overlap", o, "violation", "overlap", "no-validity-check");

    o = base();
    o.clockJumpMs = 2; // within the 2.3 ms drift allowance
    add("3 clock jump within drift", o, "exhausted", "none", "");
    o.clockJumpMs = 4;
    add("3 clock jump past drift", o, "violation", "overlap", "clock-jump-beyond-drift");

    o = base();
    o.restart = Restart::Immediate;
    add("4 crash, immediate restart, no persistence", o, "violation", "overlap",
        "restart-without-persistence");
    o.masters = 3;
    o.restart = Restart::Delayed; // down for one TTL
    o.maxDepth = 30;
    add("4 ... delayed restart (N=3, to depth 30)", o, "bounded", "none", "");
    o.restart = Restart::Immediate;
    o.persistence = Persist::Always;
    add("4 ... fsync always (N=3, to depth 30)", o, "bounded", "none", "");

    // Delays longer than the validity: TTL 10 ms in ticks of 4 ms, validity 7.9 ms, each
    // message up to 8 ms. A fenced storage keeps the write's own delay out of this row
    // (with fencing off the search finds that delayed write: see tst_explore_model).
    o = base();
    o.masters = 3;
    o.ttlMs = 10;
    o.tickMs = 4;
    o.maxDelayMs = 8;
    o.fencing = Fence::Monotonic;
    o.maxAttempts = 1;
    add("5 delays > validity, spec client (N=3, one attempt)", o, "exhausted", "none", "");
    o.naiveClient = true;
    add("5 ... naive client", o, "violation", "overlap", "no-validity-check");

    o = base();
    o.masters = 4;
    o.checkProgress = true;
    add("6 N=4, no faults", o, "exhausted", "none", "");
    o.maxDelayMs = 2; // one tick of ordinary jitter lets two rounds race
    add("6 ... with jitter: the split vote", o, "violation", "no-progress", "split-vote");
    return r;
}

// The schedule the search finds for each row that breaks, with the row's name; a row whose
// search finds nothing is left out, so a caller checks the count it expects.
struct Found {
    std::string name;
    redlock::sim::Scenario scenario;
};
inline std::vector<Found> counterexamples() {
    std::vector<Found> out;
    for (const Row& row : rows()) {
        if (row.verdict != "violation") {
            continue;
        }
        const auto cfg = redlock::explore::configure(row.options);
        if (!cfg) {
            continue;
        }
        redlock::explore::Outcome found = redlock::explore::explore(*cfg);
        if (found.scenario) {
            out.push_back({row.name, std::move(*found.scenario)});
        }
    }
    return out;
}

inline std::size_t breakingRows() {
    std::size_t n = 0;
    for (const Row& row : rows()) {
        n += row.verdict == "violation" ? 1 : 0;
    }
    return n;
}

} // namespace known_answers
