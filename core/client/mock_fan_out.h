#pragma once
// MockFanOut: N MockMasters in virtual time. run() sends at the current virtual time, lands each
// command at send + latency/2 on its master, orders the answers by arrival, settles with the
// shared rule (fan_out.h) and moves the clock to the settle time. Sequential mode sends to one
// master after the previous one answered or hit its deadline. Deterministic.

#include "core/client/fan_out.h"
#include "core/client/mock_master.h"

#include <memory>
#include <vector>

namespace redlock {

class MockFanOut final : public FanOut {
public:
    // n masters named M1..Mn, 2 ms round trip each, all up.
    explicit MockFanOut(int n, Micros start = Micros{0});

    int size() const override { return static_cast<int>(m_masters.size()); }
    std::string address(int i) const override { return m_masters[i]->address(); }
    Clock& clock() override { return m_clock; }
    std::vector<Reply> run(const Command& cmd, const FanOutOptions& opt) override;
    void sleep(Micros d) override { m_clock.advance(d); }

    ManualClock& manualClock() { return m_clock; }
    MockMaster& master(int i) { return *m_masters[i]; }
    const MockMaster& master(int i) const { return *m_masters[i]; }

private:
    // One master's answer to a command sent at t0 (applied on the master at its arrival).
    Reply send(int i, const Command& cmd, const FanOutOptions& opt, Micros t0);
    std::vector<Reply> runSequential(const Command& cmd, const FanOutOptions& opt);

    ManualClock m_clock;
    std::vector<std::unique_ptr<MockMaster>> m_masters;
};

} // namespace redlock
