#pragma once
// The ticks of a linear time axis over [0, span] of real time, and how their labels read. One
// place for the step (1, 2 or 5 × a power of ten microseconds, at most so many ticks) and for
// the unit and decimals that step needs, so two ticks never print the same text: a 30 ms
// counterexample reads 0, 5, 10 … in milliseconds, not "0.0" seconds at every tick. The timing
// page's lanes (TimelineView: the timing, explore, bench and choose pages) and the protocol
// diagram's detail axis (SpaceTimeView) take their step from here.

#include "core/sim/event_queue.h"

#include <QString>

namespace redlock::ui {

using Us = redlock::sim::Us;

// The smallest of 1, 2, 5 × 10^k µs (k ≥ 0) that divides `span` into at most `maxTicks`
// intervals (maxTicks < 1 counts as 1; a span of 0 or less as 1 µs).
Us niceTickStep(Us span, int maxTicks);

struct TimeTicks {
    Us step = 1;       // between two ticks
    bool inMs = false; // labels in milliseconds (a step under 100 ms), else in seconds
    int decimals = 0;  // as many as the step needs; in seconds at least one ("2.0")
    // The label of time t (a tick's, or a clock read at it) as a number in the unit, grouped
    // like every number of the app (Readouts::number); the unit is named once beside the axis.
    QString label(Us t) const;
};

// The ticks for an axis over `span` with room for at most `maxTicks` intervals.
TimeTicks timeTicks(Us span, int maxTicks);

} // namespace redlock::ui
