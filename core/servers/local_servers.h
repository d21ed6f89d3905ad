#pragma once
// LocalServers: N real valkey-server (preferred) or redis-server processes on free loopback
// ports, for `redlockctl masters`, the integration tests, the benchmarks, the GUI's local
// backend and the chaos checker. POSIX fork/exec; no Qt.
//
// Each server: --bind 127.0.0.1, --port <free port>, --dir <its own directory>, no persistence
// unless asked (Persistence::Always -> AOF with fsync always), protected mode off because it
// only listens on loopback. start() returns once every server answers PING.
// Faults for teaching and tests: kill (crash), pause (SIGSTOP, a hang), resume (SIGCONT),
// restart on the same port (optionally after a delay). Processes are addressed by pid only.
// The destructor stops every server still running, unless release() handed them off.
// It is the local-process MasterCluster (master_cluster.h): crash = kill, hang = pause.
//
// With LocalServerOptions::tls each server serves TLS only: --tls-port on its port and --port 0
// (no plain-text port at all, so nobody on the machine reaches its keys around TLS). The checked
// PEM texts are written into <dir>/tls/ (0600) and the servers read them from there; this side
// checks each server (PING, INFO) over TLS with clientTls, the way a client will.

#include "core/lock/result.h"
#include "core/lock/units.h"
#include "core/servers/master_cluster.h"
#include "core/valkey/address.h"

#include <functional>
#include <memory>
#include <string>
#include <sys/types.h>
#include <utility>
#include <vector>

namespace redlock {

class ValkeyMaster;

class ClockShift;
class TlsContext;
struct TlsSettings;

enum class Persistence { None, Always };

// What a TLS server is started with (tls.h's loadServerTls checked the texts).
struct ServerTls {
    std::string certPem; // empty: plain text, no TLS
    std::string keyPem;
    std::string caPem;        // tls-ca-cert-file; needed when authClients
    bool authClients = false; // tls-auth-clients yes: a client must show a certificate from caPem
    bool on() const { return !certPem.empty(); }
};

// A TLS server's side and the client side that checks it: the files of `files` checked
// (loadServerTls: the certificate, its own key, the CA when given) and a client context that
// trusts that CA (the system's when none), the way a client will. What `masters start
// --tls-cert` (local or Docker), its record in the state directory and the app's new Docker
// containers are made from.
struct ServedTls {
    ServerTls server;
    std::shared_ptr<const TlsContext> client;
};
Result<ServedTls> servedTls(const TlsSettings& files);

// The names of a TLS server's files in the directory it reads them from.
inline constexpr const char* kTlsCertFile = "cert.pem";
inline constexpr const char* kTlsKeyFile = "key.pem";
inline constexpr const char* kTlsCaFile = "ca.pem"; // only when caPem is set

// The arguments that make a server listen on `port`: plain text (--port P), or with tls.on()
// TLS only (--port 0 --tls-port P, its files read from `tlsDir`). Local servers and Docker
// containers are started with the same.
std::vector<std::string> listenArguments(const ServerTls& tls, const std::string& port,
                                         const std::string& tlsDir);

struct LocalServerOptions {
    std::string binary; // empty: valkey-server on PATH, else redis-server
    Persistence persistence = Persistence::None;
    std::string dir;           // parent of the per-server directories; empty: a new temp dir
    int basePort = 0;          // 0: free ports; else basePort, basePort+1, ...
    bool detached = false;     // own session: the servers outlive this process (CLI)
    Millis readyTimeout{5000}; // per server, until it answers PING
    // Start each server under the clock_shift preload library, so clock(i) can step or skew
    // that server's wall clock (its key expiry) while it runs. Empty library: findLibrary().
    bool shiftableClocks = false;
    std::string clockShiftLibrary;
    // Called with (pid, port) as soon as a server process exists, before it is ready: the
    // CLI records it at once, so `masters stop` finds whatever `start` began.
    std::function<void(pid_t, int)> onSpawned;
    // Serve TLS only (see above); clientTls is then how start(), restarts and the readiness
    // check speak to the servers (required with tls.on(): its CA must trust the certificate,
    // which must name 127.0.0.1, and with authClients it must carry a client certificate).
    ServerTls tls;
    std::shared_ptr<const TlsContext> clientTls;
};

class LocalServers final : public MasterCluster {
public:
    static Result<LocalServers> start(int count, LocalServerOptions opt = {});
    // Servers an earlier start() left running detached (pid, port), in opt.dir: each pid is
    // kept only while /proc confirms it is still that server (whyNotOurs), else it counts as
    // down. Faults act on them by pid; a restart starts a new child with opt's settings. The
    // destructor stops nothing of theirs unless asked (call release() to keep them).
    static Result<LocalServers> adopt(const std::vector<std::pair<pid_t, int>>& running,
                                      LocalServerOptions opt);
    // The binary start() would use, or "" when neither server is installed.
    static std::string findServerBinary();
    // Whether pid is a server listening on `port` (checked in /proc), for stop-by-pid safety.
    static bool isServer(pid_t pid, int port);
    // Why pid is not verifiably the server this tool started on `port` in `serverDir` (its
    // executable is a redis/valkey server, its command line names the port, its working
    // directory is serverDir), or "" when it is.
    static std::string whyNotOurs(pid_t pid, int port, const std::string& serverDir);
    // Every running server that whyNotOurs() accepts as started in `dir` (working directory
    // dir/<port>, the command line naming that port), found in /proc: (pid, port) by pid. A
    // start killed between a fork and the record of its pid leaves such a server behind, and
    // `masters stop` must still find it.
    static std::vector<std::pair<pid_t, int>> foundUnder(const std::string& dir);

    LocalServers(LocalServers&& other) noexcept;
    LocalServers& operator=(LocalServers&& other) noexcept;
    LocalServers(const LocalServers&) = delete;
    LocalServers& operator=(const LocalServers&) = delete;
    ~LocalServers() override;

    int size() const override { return static_cast<int>(m_servers.size()); }
    pid_t pid(int i) const { return m_servers[i].pid; }
    int port(int i) const { return m_servers[i].port; }
    Address address(int i) const override { return Address{"127.0.0.1", port(i), "127.0.0.1"}; }
    const std::string& binary() const { return m_opt.binary; }
    const std::string& dir() const { return m_opt.dir; }
    bool tls() const { return m_opt.tls.on(); }
    // <dir>/tls, where TLS servers read their certificate, key and CA.
    static std::string tlsDir(const std::string& dir) { return dir + "/tls"; }

    // Server i's wall-clock control (kept across restarts, like a machine's clock), or nullptr
    // unless the servers were started with shiftableClocks.
    ClockShift* clock(int i) const override { return m_servers[i].clock.get(); }

    bool running(int i) const;
    bool kill(int i);                    // SIGKILL: a crash; with no persistence its keys are gone
    bool pause(int i);                   // SIGSTOP: a hang; connections stay open, nothing answers
    Result<Done> resume(int i) override; // SIGCONT
    Result<Done> stop(int i) override;   // SIGTERM, then SIGKILL
    // Starts server i again on its port (after `delay`), waits for PING.
    Result<Done> restart(int i, Millis delay = Millis{0}) override;
    // Signals every server before waiting for any; spawns every server before waiting for any.
    Result<Done> stopMany(const std::vector<int>& masters) override;
    Result<Done> restartMany(const std::vector<int>& masters, Millis delay) override;
    // Removes server i's append-only files and snapshot from its own directory (only while it
    // is down): its next start is empty, as after a lost disk.
    Result<Done> wipe(int i) override;
    // MasterCluster
    MasterRun run(int i) const override;
    Result<Done> crash(int i) override;
    Result<Done> hang(int i) override;
    std::string engine() const override;
    std::string describe(int i) const override;
    void stopAll();
    // Forget the servers without stopping them (they keep running; detached use).
    void release();

    // Told after every kill, pause, resume, stop and restart of server i, on the thread that
    // did it: its pid now (-1 while down) and whether it is paused. Lets a watcher (the chaos
    // checker's live progress) follow the processes without a second owner of them.
    using Observer = std::function<void(int index, pid_t pid, bool paused)>;
    void setObserver(Observer observer) { m_observer = std::move(observer); }

private:
    struct Server {
        pid_t pid = -1;
        bool paused = false;
        bool child = true; // our child (reaped by waitpid), false when adopted
        int port = 0;
        std::string dir;
        std::unique_ptr<ClockShift> clock;
    };
    LocalServers() = default;
    enum class Readiness { NotYet, Ready, Lost, Refused };
    // Spawns server s on its port (a free one when 0); does not wait.
    Result<Done> spawnServer(Server& s);
    // One look at a spawned server: answering PING as our child, not yet, or gone (`why`);
    // `said` keeps the probe's last error (a refused certificate, ...).
    Readiness checkReady(const Server& s, ValkeyMaster& probe, std::string& why,
                         std::string& said) const;
    // Writes the TLS files into <dir>/tls/ (private), where the servers read them.
    Result<Done> writeTlsFiles();
    // Starts every one of `servers` and waits until each answers PING, all side by side.
    Result<Done> launchAll(const std::vector<Server*>& servers);
    void notify(int i, bool paused) const;
    Result<Done> failed(int i, const char* verb) const;

    LocalServerOptions m_opt;
    std::vector<Server> m_servers;
    bool m_ownDir = false; // we created m_opt.dir and remove it on destruction
    Observer m_observer;
};

} // namespace redlock
