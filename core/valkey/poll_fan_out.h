#pragma once
// PollFanOut: the real-socket FanOut. One thread sends the command to all N masters at once
// over non-blocking connections and waits on all of them with one ppoll(); each master has its
// own deadline (the per-instance timeout, counted from its send, connect included). It settles
// with the shared rule of fan_out.h and never waits past the nearest deadline:
//   - an answer counts at once (Ok is a vote, anything else a miss);
//   - a master past its deadline is a Timeout and its connection is discarded, so a hung master
//     costs the next command only its own deadline, never a stall;
//   - masters not awaited after the settle are Skipped; their replies stay in flight and are
//     skipped by count before that connection's next command (ValkeyConnection).
// Connections are kept between calls and opened lazily. FanOutMode::Sequential asks one master
// at a time (fan_out.h): send, wait for its answer or its own deadline, then the next.

#include "core/client/fan_out.h"
#include "core/valkey/address.h"
#include "core/valkey/valkey_master.h"

#include <functional>
#include <vector>

struct pollfd;

namespace redlock {

class PollFanOut final : public FanOut {
public:
    PollFanOut(const std::vector<Address>& masters, const ValkeyOptions& opt = {});
    ~PollFanOut() override;

    int size() const override { return static_cast<int>(m_masters.size()); }
    std::string address(int i) const override { return m_masters[i].address(); }
    Clock& clock() override { return m_clock; }
    std::vector<Reply> run(const Command& cmd, const FanOutOptions& opt) override;
    void sleep(Micros d) override;
    std::vector<std::optional<Reply>> readLate() override;

    ValkeyMaster& master(int i) { return m_masters[i]; }
    // Called on the calling thread at the points where a real client could be stopped mid-round
    // (a GC-like pause): after run()'s sends, and before each wait for answers, every
    // kCheckpointStep at most while one is set, so a pause that begins while answers are awaited
    // stops the client within that step. A pause there leaves the answers waiting in the socket
    // buffers while the deadlines pass, as they would for a real stopped client; the time it
    // takes counts in the round's elapsed time. `afterSend`: true for the call after the sends.
    // Empty: nothing (the default), and the waits are not cut into steps.
    static constexpr Micros kCheckpointStep{5000};
    void setCheckpoint(std::function<void(bool afterSend)> hook) { m_checkpoint = std::move(hook); }

private:
    // Waits on m_active (reading answers, retiring deadlines) until the settle rule holds.
    void pump(const FanOutOptions& opt, int n, int& ok, int& miss);
    // FanOutMode::Sequential: one master at a time, index order, with the early stop.
    std::vector<Reply> runSequential(const Command& cmd, const FanOutOptions& opt);

    SteadyClock m_clock;
    std::vector<ValkeyMaster> m_masters;
    std::vector<int> m_active;   // masters still awaited, reused between calls
    std::vector<::pollfd> m_fds; // reused between calls
    std::vector<int> m_late;     // masters the last run() skipped, for readLate()
    std::function<void(bool)> m_checkpoint;
};

} // namespace redlock
