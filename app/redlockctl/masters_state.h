#pragma once
// The state file of `redlockctl masters`: one "pid port" line per server started, in
// <dir>/masters.state. stop and status trust a pid only after /proc confirms it is still a
// server on that port (a pid can be reused once the server is gone).

#include "core/lock/result.h"

#include <string>
#include <sys/types.h>
#include <vector>

namespace redlockctl {

struct ServerRecord {
    pid_t pid = -1;
    int port = 0;
};

// $XDG_RUNTIME_DIR/redlock-lab-masters, else /tmp/redlock-lab-masters-<uid>.
std::string defaultMastersDir();
// `file`: masters.state for the Redis masters, etcd.state for `masters start --etcd`.
inline constexpr const char* kMastersState = "masters.state";
std::string statePath(const std::string& dir, const std::string& file = kMastersState);
redlock::Result<std::vector<ServerRecord>> readState(const std::string& dir, const std::string& file = kMastersState);
bool writeState(const std::string& dir, const std::vector<ServerRecord>& servers,
                const std::string& file = kMastersState);

} // namespace redlockctl
