#include "core/live/fault_queue.h"

#include <algorithm>

namespace redlock::live {

void FaultQueue::sort() {
    std::stable_sort(m_due.begin(), m_due.end(), [](const Due& a, const Due& b) {
        return a.at != b.at ? a.at < b.at : a.order < b.order;
    });
}

void FaultQueue::add(Us at, const sim::Fault& fault, bool resume) {
    Due d{at, m_order++, fault, resume};
    // After every fault due at the same moment: the newest is the last of them.
    m_due.insert(std::upper_bound(m_due.begin(), m_due.end(), d,
                                  [](const Due& a, const Due& b) { return a.at < b.at; }),
                 std::move(d));
}

std::optional<FaultQueue::Due> FaultQueue::takeDue(Us now) {
    if (m_due.empty() || m_due.front().at > now) {
        return std::nullopt;
    }
    Due d = std::move(m_due.front());
    m_due.erase(m_due.begin());
    return d;
}

void FaultQueue::crashRanLate(const std::string& master, Us late) {
    if (late <= 0) {
        return;
    }
    for (Due& d : m_due) {
        if (!d.resume && d.fault.kind == sim::FaultKind::Restart && d.fault.master == master) {
            d.at += late;
            sort();
            return;
        }
    }
}

} // namespace redlock::live
