#pragma once
// SharedRegister: the resource the lock guards, kept in process so every write can be checked
// against every belief window on the same clock. It has no fencing: like a plain file or a
// database row without a token check, it accepts every write, and bumps a monotonic version.
// Whether a write was stale is decided after the run (check_report.h), from the log kept here.

#include "core/lock/units.h"

#include <cstdint>
#include <mutex>
#include <vector>

namespace redlock::check {

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
    std::vector<RegisterWrite> m_writes;
};

} // namespace redlock::check
