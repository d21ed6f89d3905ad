#pragma once
// The discrete-event queue: callbacks ordered by (time in µs, insertion sequence number).
// The sequence number makes the order total, so two events at the same microsecond always run
// in the order they were scheduled, and a run is reproducible bit for bit.
// Limits: times are int64 microseconds (about 292 000 years); no cancellation — an event that
// became moot checks its own generation counter when it runs.

#include <cstdint>
#include <functional>
#include <queue>
#include <vector>

namespace redlock::sim {

using Us = std::int64_t; // real (simulated) time in microseconds

class EventQueue {
public:
    void push(Us t, std::function<void()> fn) {
        m_fns.push_back(std::move(fn));
        m_heap.push(Key{t, m_fns.size() - 1});
    }
    bool empty() const { return m_heap.empty(); }
    Us nextTime() const { return m_heap.top().t; }

    // Removes the earliest event and returns its callback; `t` receives its time.
    std::function<void()> pop(Us& t) {
        const Key k = m_heap.top();
        m_heap.pop();
        t = k.t;
        return std::move(m_fns[k.seq]);
    }

private:
    struct Key {
        Us t;
        std::size_t seq;
        bool operator>(const Key& o) const { return t != o.t ? t > o.t : seq > o.seq; }
    };
    std::vector<std::function<void()>> m_fns; // indexed by sequence number
    std::priority_queue<Key, std::vector<Key>, std::greater<Key>> m_heap;
};

} // namespace redlock::sim
