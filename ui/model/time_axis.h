#pragma once
// A broken time axis for the protocol diagram. An acquire takes a few milliseconds while the
// lease it buys lasts seconds, so one linear axis would show either the messages or the
// validity bar, never both. The axis is two linear pieces: [0, detailEnd] fills the first
// `split` of the width in detail, [detailEnd, fullEnd] is squeezed into the rest.
// Positions are fractions in [0, 1]; the view scales them to pixels and the scrubber to ticks,
// so the slider handle and the "now" line always sit at the same place.

#include "core/sim/event_queue.h"

namespace redlock::ui {

using Us = redlock::sim::Us;

class TimeAxis {
public:
    static constexpr double kDefaultSplit = 0.68;

    TimeAxis() = default;
    // fullEnd <= detailEnd makes a plain linear axis over [0, detailEnd].
    TimeAxis(Us detailEnd, Us fullEnd, double split = kDefaultSplit);

    Us detailEnd() const { return m_detailEnd; }
    Us fullEnd() const { return broken() ? m_fullEnd : m_detailEnd; }
    bool broken() const { return m_fullEnd > m_detailEnd; }
    double split() const { return broken() ? m_split : 1.0; }

    double toFraction(Us t) const;
    Us toTime(double fraction) const;

private:
    Us m_detailEnd = 1000;
    Us m_fullEnd = 0;
    double m_split = kDefaultSplit;
};

} // namespace redlock::ui
