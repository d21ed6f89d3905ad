#include "belief_log.h"

#include <cassert>

namespace redlock::check {

void BeliefLog::add(const BeliefWindow& w) {
    assert(w.end >= w.start);
    const std::lock_guard lock(m_mutex);
    m_windows.push_back(w);
}

std::vector<BeliefWindow> BeliefLog::snapshot() const {
    const std::lock_guard lock(m_mutex);
    return m_windows;
}

} // namespace redlock::check
