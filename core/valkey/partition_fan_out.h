#pragma once
// PartitionFanOut: a FanOut over real masters where some of them can be cut off on the client
// side (the external backend's "down"). A partitioned master is never sent anything: it is
// reported at once as an Error "partitioned (client side)", exactly what a client behind a
// network partition would count, while the others go through one PollFanOut as usual.
// Plain C++ on purpose (no Qt): it lives on the live worker thread with the sockets.

#include "core/client/fan_out.h"
#include "core/valkey/poll_fan_out.h"

#include <memory>
#include <vector>

namespace redlock {

class PartitionFanOut final : public FanOut {
public:
    PartitionFanOut(std::vector<Address> masters, ValkeyOptions opt);

    int size() const override { return static_cast<int>(m_masters.size()); }
    std::string address(int i) const override { return m_masters[i].text(); }
    Clock& clock() override { return m_clock; }
    std::vector<Reply> run(const Command& cmd, const FanOutOptions& opt) override;
    void sleep(Micros d) override;
    std::vector<std::optional<Reply>> readLate() override;

    bool partitioned(int i) const { return m_cut[i]; }
    void setPartitioned(int i, bool cut);

private:
    SteadyClock m_clock;
    std::vector<Address> m_masters;
    ValkeyOptions m_opt;
    std::vector<bool> m_cut;
    // Rebuilt when the partition changes; m_reach maps its index to ours.
    std::unique_ptr<PollFanOut> m_inner;
    std::vector<int> m_reach;
};

} // namespace redlock
