#include "core/sim/clock_track.h"

#include "core/sim/sim_master.h"

#include <algorithm>
#include <vector>

namespace redlock::sim {

namespace {

bool isClockFault(const Fault& f) {
    return f.kind == FaultKind::ClockJump || f.kind == FaultKind::ClockRate;
}

} // namespace

std::optional<Us> sampledClockAt(const std::vector<ClockSample>& samples, const std::string& master,
                                 Us t) {
    const ClockSample* last = nullptr;
    const ClockSample* first = nullptr;
    for (const ClockSample& c : samples) {
        if (c.master != master) {
            continue;
        }
        if (first == nullptr || c.t < first->t) {
            first = &c;
        }
        if (c.t <= t && (last == nullptr || c.t >= last->t)) {
            last = &c;
        }
    }
    const ClockSample* from = last != nullptr ? last : first;
    if (from == nullptr) {
        return std::nullopt;
    }
    return from->local + (t - from->t);
}

Us masterClockAt(const Scenario& s, const std::string& master, Us t) {
    std::vector<const Fault*> faults;
    for (const Fault& f : s.faults) {
        if (isClockFault(f) && f.master == master) {
            faults.push_back(&f);
        }
    }
    // The engine runs faults in time order and, at equal times, in file order.
    std::stable_sort(faults.begin(), faults.end(),
                     [](const Fault* a, const Fault* b) { return a->atUs < b->atUs; });
    MasterClock clock;
    for (const Fault* f : faults) {
        if (f->atUs > t) {
            break;
        }
        if (f->kind == FaultKind::ClockJump) {
            clock.jump(f->atUs, f->byUs);
        } else {
            clock.setRate(f->atUs, f->ratePpm);
        }
    }
    return clock.local(t);
}

bool hasClockFault(const Scenario& s, const std::string& master) {
    return std::any_of(s.faults.begin(), s.faults.end(),
                       [&](const Fault& f) { return isClockFault(f) && f.master == master; });
}

} // namespace redlock::sim
