#pragma once
// What `redlockctl acquire|release|bench --backend etcd` share: the members (--etcd URLS, or
// --spawn N for a local cluster of our own), the lease options (--ttl, --timeout, --prefix)
// checked into core inputs, and SIGINT/SIGTERM turned into an orderly end, so a spawned
// cluster's members are always stopped by pid on the way out.

#include "app/redlockctl/cli_args.h"

#include "core/etcd/etcd_lock.h"
#include "core/servers/etcd_cluster.h"

#include <atomic>
#include <iosfwd>
#include <optional>
#include <vector>

namespace redlockctl {

struct EtcdSetup {
    std::vector<redlock::etcd::Endpoint> members;
    redlock::etcd::EtcdOptions options;
    int spawn = 0;                               // --spawn N, 0 with --etcd
    std::optional<redlock::EtcdCluster> cluster; // our own, once startSpawned() ran
};

// Checks everything and starts nothing; the error message names the bad value.
redlock::Result<EtcdSetup> etcdSetup(const CliArgs& args, bool allowSpawn);
// With --spawn: starts the local cluster and fills `members`. Error: why it did not start.
redlock::Result<bool> startSpawned(EtcdSetup& setup);

// SIGINT and SIGTERM set a flag instead of ending the process at once.
void catchStopSignals();
bool interrupted();
// The flag the handlers set, for code that polls one (core/live's LiveOptions::cancel).
const std::atomic<bool>* stopFlag();
// Waits `d`, waking every 20 ms; false when a stop signal came first.
bool holdFor(redlock::Millis d);

// main.cpp's hook: `--backend etcd` on acquire/release/bench and `masters ... --etcd` run the
// etcd commands; `--backend redis` is taken out of `args` and the Redis command runs as before.
std::optional<int> dispatchBackend(const std::string& cmd, Args& args, std::ostream& out,
                                   std::ostream& err);

int cmdEtcdAcquire(const Args& args, std::ostream& out, std::ostream& err);
int cmdEtcdRelease(const Args& args, std::ostream& out, std::ostream& err);
int cmdEtcdBench(const Args& args, std::ostream& out, std::ostream& err);
int cmdEtcdMasters(const Args& args, std::ostream& out, std::ostream& err);

} // namespace redlockctl
