#include "core/servers/master_faults.h"

namespace redlock {

const char* masterFaultName(MasterFault f) {
    switch (f) {
    case MasterFault::Crash:
        return "crash";
    case MasterFault::Hang:
        return "hang";
    case MasterFault::Resume:
        return "resume";
    case MasterFault::Restart:
        return "restart";
    case MasterFault::Stop:
        return "stop";
    case MasterFault::Wipe:
        return "wipe";
    case MasterFault::Heal:
        return "heal";
    }
    return "?";
}

MasterFaults::MasterFaults(MasterCluster& cluster) : m_cluster(cluster) {
    for (int i = 0; i < cluster.size(); ++i) {
        m_state.push_back(cluster.run(i));
    }
}

int MasterFaults::faulted() const {
    int n = 0;
    for (MasterRun r : m_state) {
        n += r != MasterRun::Up ? 1 : 0;
    }
    return n;
}

Result<Done> MasterFaults::apply(int i, MasterFault f, Millis delay) {
    if (i < 0 || i >= size()) {
        return Error{"master index " + std::to_string(i) + " is out of range: expected 0.." +
                     std::to_string(size() - 1)};
    }
    MasterRun& state = m_state[static_cast<std::size_t>(i)];
    if (f == MasterFault::Heal) {
        if (state == MasterRun::Up) {
            return Done{};
        }
        f = state == MasterRun::Hung ? MasterFault::Resume : MasterFault::Restart;
    }
    Result<Done> r = Done{};
    MasterRun after = state;
    switch (f) {
    case MasterFault::Crash:
        r = m_cluster.crash(i);
        after = MasterRun::Down;
        break;
    case MasterFault::Hang:
        r = m_cluster.hang(i);
        after = MasterRun::Hung;
        break;
    case MasterFault::Resume:
        r = m_cluster.resume(i);
        after = MasterRun::Up;
        break;
    case MasterFault::Stop:
        r = m_cluster.stop(i);
        after = MasterRun::Down;
        break;
    case MasterFault::Wipe:
        r = m_cluster.wipe(i); // the master stays down
        break;
    case MasterFault::Restart:
    case MasterFault::Heal:
        if (state == MasterRun::Hung) {
            m_cluster.resume(i); // a frozen master is thawed before it is stopped
        }
        // restart() stops a master that still runs: a crash first makes it a crash-restart.
        if (state == MasterRun::Up) {
            if (auto killed = m_cluster.crash(i); !killed) {
                return killed;
            }
        }
        r = m_cluster.restart(i, delay);
        // A start that failed leaves it down, for a later heal to try again.
        after = r ? MasterRun::Up : MasterRun::Down;
        break;
    }
    if (r || f == MasterFault::Restart) {
        state = after;
    }
    return r;
}

Result<Done> MasterFaults::applyMany(const std::vector<int>& masters, MasterFault f, Millis delay) {
    for (const int i : masters) {
        if (i < 0 || i >= size()) {
            return apply(i, f, delay); // the out-of-range line
        }
    }
    Result<Done> first = Done{};
    const auto keep = [&first](Result<Done> r) {
        if (!r && first) {
            first = std::move(r);
        }
    };
    const bool batched =
        f == MasterFault::Stop || f == MasterFault::Restart || f == MasterFault::Heal;
    std::vector<int> batch;
    for (const int i : masters) {
        const MasterRun state = m_state[static_cast<std::size_t>(i)];
        if (!batched || (f == MasterFault::Heal && state == MasterRun::Hung)) {
            keep(apply(i, f, delay)); // one at a time (a heal of a hung master is a resume)
            continue;
        }
        if (f == MasterFault::Heal && state == MasterRun::Up) {
            continue;
        }
        if (f != MasterFault::Stop && state == MasterRun::Hung) {
            m_cluster.resume(i); // a frozen master is thawed before it is stopped
        }
        if (f == MasterFault::Restart && state == MasterRun::Up) {
            if (auto killed = m_cluster.crash(i); !killed) { // as apply(): a crash-restart
                keep(killed);
                continue;
            }
        }
        batch.push_back(i);
    }
    if (!batch.empty()) {
        keep(f == MasterFault::Stop ? m_cluster.stopMany(batch)
                                    : m_cluster.restartMany(batch, delay));
        for (const int i : batch) {
            m_state[static_cast<std::size_t>(i)] = m_cluster.run(i);
        }
    }
    return first;
}

Result<Done> MasterFaults::healAll() {
    Result<Done> first = Done{};
    for (int i = 0; i < size(); ++i) {
        if (auto r = apply(i, MasterFault::Heal); !r && first) {
            first = r;
        }
    }
    return first;
}

} // namespace redlock
