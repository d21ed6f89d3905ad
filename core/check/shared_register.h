#pragma once
// SharedRegister: the resource the lock guards, kept in process so every write can be checked
// against every belief window on the same clock. write() has no fencing: like a plain file or a
// database row without a token check, it accepts every write, and bumps a monotonic version.
// Whether a write was stale is decided after the run (check_report.h), from the log kept here.
// writeFenced() is the guarded path: the writer shows its fencing token (e.g. an etcd create
// revision) and the register refuses any token below the highest it has accepted.

#include "core/lock/units.h"

#include <cstdint>
#include <mutex>
#include <vector>

namespace redlock::check {

// What a fenced write met: accepted, or rejected because `highest` had already been accepted.
struct FencedWrite {
    bool accepted = false;
    std::int64_t fence = 0;    // the writer's token
    std::int64_t highest = 0;  // the highest token accepted so far, this one included if accepted
    std::uint64_t version = 0; // the register's version after the call
};

struct RegisterWrite {
    int client = 0;
    std::uint64_t version = 0; // the register's version after this write (1, 2, 3, ...)
    Micros writerStart{0};     // T2 of the acquire the writer believes it is writing under
    Micros at{0};              // when the write was applied
};

class SharedRegister {
public:
    // Applies a write stamped `at` (read under the register's own mutex, so versions and
    // stamps have the same order) and returns the new version.
    template <class Now> std::uint64_t write(int client, Micros writerStart, Now now) {
        const std::lock_guard lock(m_mutex);
        m_writes.push_back({client, ++m_version, writerStart, now()});
        return m_version;
    }
    // Accepted only when `fence` is not below any token accepted before (the same holder may
    // write twice); a rejected write changes nothing.
    template <class Now>
    FencedWrite writeFenced(int client, std::int64_t fence, Micros writerStart, Now now) {
        const std::lock_guard lock(m_mutex);
        FencedWrite w{false, fence, m_highestFence, m_version};
        if (m_anyFenced && fence < m_highestFence) {
            return w;
        }
        m_anyFenced = true;
        m_highestFence = fence;
        m_writes.push_back({client, ++m_version, writerStart, now()});
        return FencedWrite{true, fence, fence, m_version};
    }
    std::uint64_t version() const {
        const std::lock_guard lock(m_mutex);
        return m_version;
    }
    std::vector<RegisterWrite> snapshot() const {
        const std::lock_guard lock(m_mutex);
        return m_writes;
    }

private:
    mutable std::mutex m_mutex;
    std::uint64_t m_version = 0;
    bool m_anyFenced = false;
    std::int64_t m_highestFence = 0;
    std::vector<RegisterWrite> m_writes;
};

} // namespace redlock::check
