#include "ui/model/time_ticks.h"

#include "ui/model/readouts.h"

#include <algorithm>

namespace redlock::ui {

Us niceTickStep(Us span, int maxTicks) {
    const Us total = std::max<Us>(1, span);
    const Us intervals = std::max(1, maxTicks);
    for (Us power = 1;; power *= 10) {
        for (const Us f : {1, 2, 5}) {
            if (power * f * intervals >= total) {
                return power * f;
            }
        }
    }
}

namespace {

// Decimals that print every multiple of `step` exactly, in a unit of `unit` µs.
int decimalsFor(Us step, Us unit) {
    int d = 0;
    for (Us u = unit; u > 1 && step % u != 0; u /= 10) {
        ++d;
    }
    return d;
}

} // namespace

TimeTicks timeTicks(Us span, int maxTicks) {
    TimeTicks t;
    t.step = niceTickStep(span, maxTicks);
    t.inMs = t.step < 100000;
    t.decimals = t.inMs ? decimalsFor(t.step, 1000) : std::max(1, decimalsFor(t.step, 1000000));
    return t;
}

QString TimeTicks::label(Us t) const {
    return Readouts::number(static_cast<double>(t) / (inMs ? 1e3 : 1e6), decimals);
}

} // namespace redlock::ui
