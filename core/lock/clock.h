#pragma once
// Injected time. The client reads T1/T2 from a Clock; the real client uses the monotonic
// SteadyClock (a wall clock that jumps would corrupt elapsed and validity), the mock and the
// tests use a ManualClock that only moves when told to.

#include "core/lock/units.h"

namespace redlock {

class Clock {
public:
    virtual ~Clock() = default;
    virtual Micros now() const = 0;
};

class SteadyClock final : public Clock {
public:
    Micros now() const override;
};

class ManualClock final : public Clock {
public:
    explicit ManualClock(Micros start = Micros{0}) : m_now(start) {}
    Micros now() const override { return m_now; }
    void set(Micros t) { m_now = t; }
    void advance(Micros d) { m_now += d; }

private:
    Micros m_now;
};

} // namespace redlock
