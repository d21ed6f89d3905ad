#pragma once
// EtcdCluster: N real etcd members (one cluster) on free loopback ports, for `redlockctl
// masters start --etcd`, `--spawn`, the integration tests and the benchmark. POSIX fork/exec
// through core/servers/process.h, like LocalServers; no Qt.
//
// Each member listens for clients and peers on 127.0.0.1 only, keeps its data in its own
// directory under `dir` (a new temporary directory unless given), and the cluster gets a fresh
// token, so two clusters can never join each other. start() returns once every member reports
// itself healthy (the cluster has a leader). Faults: kill (SIGKILL), pause (SIGSTOP), resume
// (SIGCONT), stop. Members are addressed by pid only; the destructor stops every member still
// running (SIGTERM, then SIGKILL) and removes a temporary directory, unless release() handed
// the members off.

#include "core/etcd/etcd_endpoint.h"
#include "core/lock/result.h"
#include "core/lock/units.h"

#include <string>
#include <sys/types.h>
#include <vector>

namespace redlock {

struct EtcdClusterOptions {
    std::string binary;         // empty: etcd on PATH
    std::string dir;            // parent of the member directories; empty: a new temp dir
    bool detached = false;      // own session: the members outlive this process (CLI)
    Millis readyTimeout{20000}; // until every member is healthy
    int heartbeatMs = 100;      // etcd's defaults
    int electionMs = 1000;
};

class EtcdCluster {
public:
    static Result<EtcdCluster> start(int count, EtcdClusterOptions opt = {});
    static std::string findBinary(); // "" when etcd is not installed
    // Whether pid is an etcd member serving clients on 127.0.0.1:clientPort (checked in /proc).
    static bool isMember(pid_t pid, int clientPort);

    EtcdCluster(EtcdCluster&& other) noexcept;
    EtcdCluster& operator=(EtcdCluster&& other) noexcept;
    EtcdCluster(const EtcdCluster&) = delete;
    EtcdCluster& operator=(const EtcdCluster&) = delete;
    ~EtcdCluster();

    int size() const { return static_cast<int>(m_members.size()); }
    pid_t pid(int i) const { return m_members[i].pid; }
    int clientPort(int i) const { return m_members[i].clientPort; }
    int peerPort(int i) const { return m_members[i].peerPort; }
    std::string url(int i) const; // "http://127.0.0.1:<client port>"
    std::string urlsText() const; // the --etcd list
    std::vector<etcd::Endpoint> endpoints() const;
    const std::string& dir() const { return m_opt.dir; }

    bool running(int i) const;
    bool kill(int i);  // a crash
    bool pause(int i); // a hang: the socket accepts, nothing answers
    bool resume(int i);
    bool stop(int i);
    void stopAll();
    void release();

    // Index of the current leader, asked of every running member (a paused one does not
    // answer). Error when no leader is known within `timeout`.
    Result<int> leader(Millis timeout = Millis(5000)) const;

private:
    struct Member {
        pid_t pid = -1;
        int clientPort = 0;
        int peerPort = 0;
        bool paused = false;
    };
    EtcdCluster() = default;
    Result<bool> launchAll(int count);

    EtcdClusterOptions m_opt;
    std::vector<Member> m_members;
    bool m_ownDir = false;
};

} // namespace redlock
