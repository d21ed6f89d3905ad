#pragma once
// The state file of `redlockctl masters`: one "pid port" line per server started, in
// <dir>/masters.state, written as each server is spawned. The directory must be private (owned
// by the user, 0700) and no symlink in it is ever followed. stop and status trust a pid only
// after /proc confirms it is still the server started there (executable, port, working dir).

#include "app/redlockctl/cli_args.h"
#include "core/lock/result.h"
#include "core/servers/local_servers.h"
#include "core/valkey/tls.h"

#include <functional>
#include <initializer_list>
#include <iosfwd>
#include <memory>
#include <optional>
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
redlock::Result<std::vector<ServerRecord>> readState(const std::string& dir,
                                                     const std::string& file = kMastersState);
bool writeState(const std::string& dir, const std::vector<ServerRecord>& servers,
                const std::string& file = kMastersState);

// How `masters` shows one kind of recorded server: Redis masters or etcd members.
struct ServerKind {
    const char* backend;    // "redis", "etcd" (JSON "backend")
    const char* listKey;    // JSON array: "servers", "members"
    const char* addressKey; // per entry: "address", "url"
    const char* joinedKey;  // the list to pass on: "masters" (H:P,...), "etcd" (URLs)
    const char* noun;       // text: "masters", "etcd members"
    std::string (*addressOf)(const ServerRecord&);
    // The app's name of entry i, "M1".."Mn" before the address (text) or as "name" (--json);
    // false: the entries have no such name (etcd members).
    bool numbered = false;
};

// The start/stop/status report, as text or --json: every record with its state; `tls`: the
// masters serve TLS only (text: "(TLS)" in the summary; JSON "tls").
void reportServers(std::ostream& out, bool json, const ServerKind& kind, const std::string& dir,
                   const std::vector<ServerRecord>& records, const std::vector<std::string>& states,
                   const char* verb, bool tls = false);

// The TLS the masters in `dir` were started with: `masters start --tls-cert` leaves the checked
// certificate, key and CA in <dir>/tls/ (LocalServers writes them there, the servers read them
// from there); status, stop and the fault verbs read them back by the input-file rule, with the
// client side that checks the servers (trusting the recorded CA, else the system's). No
// <dir>/tls/cert.pem: plain text (server.on() is false, client empty).
using RecordedTls = redlock::ServedTls;
redlock::Result<RecordedTls> recordedTls(const std::string& dir);
// The TLS of `masters start` (local or --docker): --tls-cert/--tls-key the servers' files,
// --tls-ca the CA clients will trust (each server is checked with it, as a client would). None
// of the three given: plain text (server.on() false, no client).
redlock::Result<RecordedTls> startTls(const CliArgs& args);

// Stops every recorded server that `ours` still confirms (by pid only); states[i] says what
// happened. Returns how many are down now.
int stopRecorded(const std::vector<ServerRecord>& records,
                 const std::function<bool(const ServerRecord&)>& ours,
                 std::vector<std::string>& states);
// The state directory must be a real directory (not a symlink) owned by the user with mode
// 0700; `create` makes it so first when it does not exist. An error says what was refused.
redlock::Result<bool> checkPrivateDir(const std::string& dir, bool create);

// `masters start|stop|status [--json] [--dir D] ...`, shared by the Redis masters and the etcd
// members: the action, the options of `mode`'s parser (Local or EtcdMasters), and a state
// directory that passed checkPrivateDir. On a refusal the one-line error is written and `exitCode`
// says 2 (bad input) or 1 (a state directory refused).
struct MastersCall {
    CliArgs args;
    std::string action;
    std::string dir;
    bool json = false;
};
std::optional<MastersCall> parseMastersCall(const Args& argv, Mode mode, std::ostream& err,
                                            int& exitCode);

} // namespace redlockctl
