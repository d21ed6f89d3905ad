#pragma once
// Shared by the etcd integration tests: a real local etcd cluster (EtcdCluster) on free loopback
// ports, and the check that every member a test started is gone once the cluster is stopped.
// Tests skip only when no etcd binary exists (CI installs etcd-server, so CI never skips).

#include "core/servers/etcd_cluster.h"
#include "proc_children.h"

#include <QTest>

#include <csignal>
#include <fstream>
#include <string>
#include <sys/types.h>
#include <vector>

namespace live {

#define LIVE_REQUIRE_ETCD()                                                                        \
    do {                                                                                           \
        if (redlock::EtcdCluster::findBinary().empty())                                            \
            QSKIP("no etcd on PATH (Debian: etcd-server): integration test skipped");              \
    } while (0)

inline redlock::EtcdCluster startEtcd(int n, redlock::EtcdClusterOptions o = {}) {
    auto c = redlock::EtcdCluster::start(n, o);
    if (!c) {
        qFatal("cannot start etcd: %s", c.error().message.c_str());
    }
    return std::move(c).value();
}

inline std::vector<pid_t> pidsOf(const redlock::EtcdCluster& c) {
    std::vector<pid_t> out;
    for (int i = 0; i < c.size(); ++i) {
        out.push_back(c.pid(i));
    }
    return out;
}

// True when none of `pids` exists any more (they were our children and have been reaped).
inline bool allGone(const std::vector<pid_t>& pids) {
    for (const pid_t p : pids) {
        if (p > 0 && ::kill(p, 0) == 0) {
            return false;
        }
    }
    return true;
}

} // namespace live
