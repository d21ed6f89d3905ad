#pragma once
// Reading a live run's result in the bench tests (tst_live_bench, tst_live_bench_page,
// tst_live_bench_docker): the first event of a kind on a lane, a client's newest held lock.
#include "core/sim/trace.h"

#include <string>

namespace run_reading {

inline const redlock::sim::TraceEvent* firstEvent(const redlock::sim::SimResult& r,
                                                  const std::string& actor,
                                                  redlock::sim::EventKind kind) {
    for (const auto& e : r.events) {
        if (e.actor == actor && e.kind == kind) {
            return &e;
        }
    }
    return nullptr;
}

inline const redlock::sim::Attempt* lastHeld(const redlock::sim::SimResult& r,
                                             const std::string& client) {
    const redlock::sim::Attempt* found = nullptr;
    for (const auto& a : r.attempts) {
        if (a.client == client && a.kind == redlock::sim::AttemptKind::Acquire && a.held) {
            found = &a;
        }
    }
    return found;
}

} // namespace run_reading
