#pragma once
// BeliefLog: every belief window of every client thread of one check run, on ONE steady clock.
// All client threads live in one process and read the same std::chrono::steady_clock, so two
// windows can be compared exactly: no clock skew between the observers.
//
// A belief window is what a client thinks, not what the servers hold:
//   start = T2 of the acquire that was held,
//   end   = min(T1 + TTL - drift, the moment the client began its release).
// Windows are written once, when the client is done with the lock, so nothing reads a window
// that is still changing; the analysis runs after every thread has stopped.

#include "core/lock/units.h"

#include <cassert>
#include <mutex>
#include <vector>

namespace redlock::check {

struct BeliefWindow {
    int client = 0;
    Micros t1{0};          // start of the acquire
    Micros start{0};       // T2: from here the client believes it holds the lock
    Micros end{0};         // validity ran out, or the client released, whichever came first
    bool released = false; // ended by a release rather than by running out
};

class BeliefLog {
public:
    void add(const BeliefWindow& w) {
        assert(w.end >= w.start);
        const std::lock_guard lock(m_mutex);
        m_windows.push_back(w);
    }
    std::vector<BeliefWindow> snapshot() const {
        const std::lock_guard lock(m_mutex);
        return m_windows;
    }

private:
    mutable std::mutex m_mutex;
    std::vector<BeliefWindow> m_windows;
};

} // namespace redlock::check
