#pragma once
// The numbers behind the recap's protocol, timing, lease and choose cards, each computed by the core
// the way its page computes it: the happy-path acquire of the simulator, the clock-jump
// scenario with wall-clock and with monotonic expiry, and claim → lapse → re-claim on the
// in-memory job lease. Nothing here is typed in; a change in the core shows up on the card.

#include "core/joblease/job_lease.h"
#include "core/sim/event_queue.h"

#include <cstdint>

namespace redlock::ui {

struct RecapFacts {
    // Protocol: scenario "happy", first acquire of C1.
    sim::Us elapsedUs = 0; // T2 − T1
    std::int64_t ttlMs = 0;
    sim::Us driftUs = 0;
    sim::Us validityUs = 0;
    // Timing: scenario "clock-jump", base (wall-clock expiry) and "monotonic-expiry".
    sim::Us overlapWallUs = 0;
    sim::Us overlapMonotonicUs = 0;
    // Lease: one job claimed, left to lapse, reaped and claimed again; then the first
    // worker's late completion and the second worker's completion.
    std::int64_t firstFence = 0;
    std::int64_t secondFence = 0;
    Completion lateCompletion = Completion::Unknown;
    Completion freshCompletion = Completion::Unknown;
    // Choose: the consensus lease under a 15 s client pause (the choose page's gc-pause
    // column), its revision unchecked and checked by the storage: stale writes accepted.
    int staleUnfenced = -1;
    int staleFenced = -1;

    // Runs the three miniatures (a few milliseconds: two short simulations).
    static RecapFacts compute();
};

} // namespace redlock::ui
