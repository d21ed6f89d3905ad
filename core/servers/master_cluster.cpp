#include "core/servers/master_cluster.h"

#include <thread>

namespace redlock {

std::vector<Address> MasterCluster::addresses() const {
    std::vector<Address> out;
    for (int i = 0; i < size(); ++i) {
        out.push_back(address(i));
    }
    return out;
}

std::string MasterCluster::mastersText() const {
    return joinAddresses(addresses());
}

std::string exposureWarning(const std::string& host) {
    if (host.empty()) {
        return {};
    }
    return "the masters serve plain text without a password on " + host +
           "'s network, where anyone who reaches it can read and write their keys: give them "
           "TLS or use a local engine";
}

Result<Done> MasterCluster::stopMany(const std::vector<int>& masters) {
    Result<Done> first = Done{};
    for (const int i : masters) {
        if (auto r = stop(i); !r && first) {
            first = r;
        }
    }
    return first;
}

Result<Done> MasterCluster::wipe(int i) {
    return Error{"master " + std::to_string(i + 1) + " (" + describe(i) +
                 "): this runner cannot erase a master's persisted data (" + engine() + ")"};
}

Result<Done> MasterCluster::restartMany(const std::vector<int>& masters, Millis delay) {
    Result<Done> first = stopMany(masters);
    if (delay.count() > 0) {
        std::this_thread::sleep_for(delay); // the delayed-restart rule: down for a while on purpose
    }
    for (const int i : masters) {
        if (auto r = restart(i, Millis(0)); !r && first) {
            first = r;
        }
    }
    return first;
}

} // namespace redlock
