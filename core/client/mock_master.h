#pragma once
// MockMaster: an in-memory master in virtual time. Keys expire on the master's OWN clock,
// local = offset + rate * real (+ jumps), so later scenarios can skew or jump one master.
// "Down" means it stops answering: commands never reach it and the client counts a miss at the
// deadline. Latency is the round trip; a command lands at send + latency/2.

#include "core/client/master.h"
#include "core/lock/clock.h"

#include <cstddef>
#include <map>
#include <optional>
#include <string>

namespace redlock {

class MockMaster final : public Master {
public:
    // `real` is the shared virtual real-time clock; it must outlive the master.
    MockMaster(std::string address, const Clock& real);

    std::string address() const override { return m_address; }
    Reply call(const Command& cmd, Micros timeout) override;

    // Applies cmd as if it arrived at real time `arrival` and returns the answer
    // (times in the reply are left for the caller to fill).
    Reply apply(const Command& cmd, Micros arrival);

    bool isUp() const { return m_up; }
    void setUp(bool up) { m_up = up; }
    Micros latency() const { return m_latency; }
    void setLatency(Micros roundTrip) { m_latency = roundTrip; }

    // The master's clock.
    Micros localTime(Micros real) const;
    void setClockOffset(Micros offset) { m_offset = offset; }
    void setClockRate(double rate) { m_rate = rate; }
    void jumpClock(Micros by) { m_offset += by; }

    // Loses every key (a restart without persistence).
    void wipe() { m_keys.clear(); }

    struct Entry {
        std::string value;
        Micros expiresAtLocal{0};
    };
    // The live entry at real time `real`, if any.
    std::optional<Entry> peek(const std::string& key, Micros real) const;
    std::size_t liveKeys(Micros real) const;

private:
    bool alive(const Entry& e, Micros local) const { return e.expiresAtLocal > local; }

    std::string m_address;
    const Clock& m_real;
    bool m_up = true;
    Micros m_latency{2000};
    Micros m_offset{0};
    double m_rate = 1.0;
    std::map<std::string, Entry> m_keys;
};

} // namespace redlock
