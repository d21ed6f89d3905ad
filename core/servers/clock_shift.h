#pragma once
// The writer side of the clock_shift preload library (preload/clock_shift.c): one control file
// per server process whose wall clock the lab shifts. The server maps the file read-only when it
// starts (LD_PRELOAD + REDLOCK_CLOCK_SHIFT_FILE, see environment()); every change made here is
// seen by its next clock read, with no signal and no restart. Only the wall clock moves: the
// server's monotonic clock, and so its event loop, are untouched.
//
// A jump is an offset step; a rate error is a slope that starts now. Both compose:
//   server wall clock = real wall clock + offset + (real − anchor) × ratePpm / 10^6.

#include "core/lock/result.h"
#include "core/lock/units.h"

#include <cstdint>
#include <string>
#include <vector>

struct redlock_clock_shift;

namespace redlock {

class ClockShift {
public:
    // Creates `path` (mode 0600; refuses an existing file or a symlink) with no shift.
    static Result<ClockShift> create(const std::string& path);

    ClockShift(ClockShift&& other) noexcept;
    ClockShift& operator=(ClockShift&& other) noexcept;
    ClockShift(const ClockShift&) = delete;
    ClockShift& operator=(const ClockShift&) = delete;
    ~ClockShift(); // unmaps and removes the file (a running server keeps its own mapping)

    // Steps the server's wall clock by `delta` from now on (positive: forward, keys expire early).
    void jump(Micros delta);
    // The server's wall clock runs `ppm` parts per million fast (negative: slow) from now on;
    // the shift reached so far is kept.
    void setRatePpm(std::int64_t ppm);
    // Back to the real wall clock.
    void reset();

    // How far the server's wall clock is ahead of the real one at this moment.
    Micros offsetNow() const;
    std::int64_t ratePpm() const;
    const std::string& path() const { return m_path; }

    // "LD_PRELOAD=<library>" and "REDLOCK_CLOCK_SHIFT_FILE=<path>", for the server's environment;
    // pathSeen: the control file where the server sees it (a container's bind mount), when not
    // at path().
    std::vector<std::string> environment(const std::string& library,
                                         const std::string& pathSeen = {}) const;
    // The installed or built preload library next to the running executable, or "" if none:
    // <exe dir>/../lib/redlock-lab/libredlock_clock_shift.so, then <exe
    // dir>/libredlock_clock_shift.so.
    static std::string findLibrary();

private:
    ClockShift(std::string path, redlock_clock_shift* block)
        : m_path(std::move(path)), m_block(block) {}
    void write(std::int64_t offsetNs, std::int64_t anchorNs, std::int64_t ratePpm);
    std::int64_t shiftAt(std::int64_t realNs) const;

    std::string m_path;
    redlock_clock_shift* m_block = nullptr;
};

} // namespace redlock
