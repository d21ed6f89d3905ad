#include "ui/model/time_axis.h"

#include <algorithm>
#include <cmath>

namespace redlock::ui {

TimeAxis::TimeAxis(Us detailEnd, Us fullEnd, double split)
    : m_detailEnd(std::max<Us>(detailEnd, 1)), m_fullEnd(fullEnd),
      m_split(std::clamp(split, 0.1, 0.95)) {}

double TimeAxis::toFraction(Us t) const {
    t = std::clamp<Us>(t, 0, fullEnd());
    if (t <= m_detailEnd) {
        return split() * static_cast<double>(t) / static_cast<double>(m_detailEnd);
    }
    const double rest =
        static_cast<double>(t - m_detailEnd) / static_cast<double>(m_fullEnd - m_detailEnd);
    return m_split + (1.0 - m_split) * rest;
}

Us TimeAxis::toTime(double fraction) const {
    fraction = std::clamp(fraction, 0.0, 1.0);
    const double s = split();
    if (fraction <= s) {
        return static_cast<Us>(std::llround(fraction / s * static_cast<double>(m_detailEnd)));
    }
    const double rest = (fraction - s) / (1.0 - s);
    return m_detailEnd +
           static_cast<Us>(std::llround(rest * static_cast<double>(m_fullEnd - m_detailEnd)));
}

} // namespace redlock::ui
