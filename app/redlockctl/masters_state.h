#pragma once
// The state file of `redlockctl masters`: one "pid port" line per server started, in
// <dir>/masters.state, written as each server is spawned. The directory must be private (owned
// by the user, 0700) and no symlink in it is ever followed. stop and status trust a pid only
// after /proc confirms it is still the server started there (executable, port, working dir).

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
std::string statePath(const std::string& dir);
// The state directory must be a real directory (not a symlink) owned by the user with mode
// 0700; `create` makes it so first when it does not exist. An error says what was refused.
redlock::Result<bool> checkPrivateDir(const std::string& dir, bool create);
redlock::Result<std::vector<ServerRecord>> readState(const std::string& dir);
bool writeState(const std::string& dir, const std::vector<ServerRecord>& servers);

} // namespace redlockctl
