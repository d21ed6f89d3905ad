#include "core/servers/master_cluster.h"

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

} // namespace redlock
