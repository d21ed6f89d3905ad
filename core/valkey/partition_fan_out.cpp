#include "core/valkey/partition_fan_out.h"

#include <thread>

namespace redlock {

PartitionFanOut::PartitionFanOut(std::vector<Address> masters, ValkeyOptions opt)
    : m_masters(std::move(masters)), m_opt(std::move(opt)), m_cut(m_masters.size(), false) {}

void PartitionFanOut::setPartitioned(int i, bool cut) {
    if (m_cut[i] != cut) {
        m_cut[i] = cut;
        m_inner.reset(); // new connections for the new reachable set; old ones are closed
    }
}

std::vector<Reply> PartitionFanOut::run(const Command& cmd, const FanOutOptions& opt) {
    if (!m_inner) {
        m_reach.clear();
        std::vector<Address> reachable;
        for (int i = 0; i < size(); ++i) {
            if (!m_cut[i]) {
                m_reach.push_back(i);
                reachable.push_back(m_masters[i]);
            }
        }
        if (!reachable.empty()) {
            m_inner = std::make_unique<PollFanOut>(reachable, m_opt);
        }
    }
    const Micros now = m_clock.now();
    std::vector<Reply> out(m_masters.size());
    for (int i = 0; i < size(); ++i) {
        if (m_cut[i]) {
            out[i].outcome = Outcome::Error;
            out[i].sentAt = out[i].repliedAt = now;
            out[i].error = "partitioned (client side)";
        }
    }
    if (!m_inner) {
        return out;
    }
    // The cut masters already count as misses; the inner fan-out applies the same quorum to the
    // reachable ones, so "misses > reachable - quorum" there is exactly "quorum unreachable".
    // noWait is per master: renumber it to the inner fan-out's indices. A sequential order
    // asks the reachable masters in the same relative order (the cut ones cost no time).
    FanOutOptions inner = opt;
    inner.noWait = 0;
    for (std::size_t k = 0; k < m_reach.size(); ++k) {
        inner.noWait |= ((opt.noWait >> m_reach[k]) & 1u) << k;
    }
    const auto replies = m_inner->run(cmd, inner);
    for (std::size_t k = 0; k < m_reach.size(); ++k) {
        out[static_cast<std::size_t>(m_reach[k])] = replies[k];
    }
    return out;
}

std::vector<std::optional<Reply>> PartitionFanOut::readLate() {
    std::vector<std::optional<Reply>> out(m_masters.size());
    if (m_inner) {
        const auto late = m_inner->readLate();
        for (std::size_t k = 0; k < m_reach.size() && k < late.size(); ++k) {
            out[static_cast<std::size_t>(m_reach[k])] = late[k];
        }
    }
    return out;
}

void PartitionFanOut::sleep(Micros d) {
    std::this_thread::sleep_for(d);
}

} // namespace redlock
