#pragma once
// The live engine's schedule of faults (core/live/live_run.cpp): each fault at the moment it is
// due, in time order, faults due at the same moment in the order they were scheduled, and the
// end of a hang queued when the hang begins.
//
// Faults due at one moment run one after another, each a signal, a process start or a call to
// the Docker engine, so a fault behind others runs late. A crash that ran late moves the
// restart that ends it by as much: the master then stays down as long as the script says
// (a restart kept at its scripted time after a late crash would shorten the outage, and on a
// busy machine leave none at all).

#include "core/sim/scenario.h"

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace redlock::live {

class FaultQueue {
public:
    using Us = sim::Us;
    struct Due {
        Us at = 0;
        std::uint64_t order = 0; // equal times: in the order they were scheduled
        sim::Fault fault;
        bool resume = false; // the end of a hang: the master answers again
    };

    // Schedules `fault` (or, with `resume`, the end of the hang it started) at `at`.
    void add(Us at, const sim::Fault& fault, bool resume = false);
    bool empty() const { return m_due.empty(); }
    // When the next fault is due; the largest Us when none is left.
    Us nextAt() const { return m_due.empty() ? std::numeric_limits<Us>::max() : m_due.front().at; }
    // The next fault if it is due at `now`, taken off the queue.
    std::optional<Due> takeDue(Us now);
    // `master`'s crash ran `late` after its time: the next restart of that master moves by as
    // much (a later restart belongs to a later crash and keeps its time).
    void crashRanLate(const std::string& master, Us late);
    const std::vector<Due>& due() const { return m_due; }

private:
    void sort();
    std::vector<Due> m_due;
    std::uint64_t m_order = 0;
};

} // namespace redlock::live
