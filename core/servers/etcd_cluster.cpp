#include "core/servers/etcd_cluster.h"

#include "core/etcd/etcd_wire.h"
#include "core/etcd/http_session.h"
#include "core/json/json.h"
#include "core/lock/clock.h"
#include "core/lock/token.h"
#include "core/servers/process.h"

#include <algorithm>
#include <csignal>
#include <ctime>
#include <filesystem>
#include <map>
#include <system_error>

namespace redlock {

namespace fs = std::filesystem;

namespace {

constexpr int kStartAttempts = 3; // a member that loses a port race restarts the whole cluster

void sleepMs(long ms) {
    timespec ts{ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&ts, nullptr);
}

std::string loopback(int port) {
    return "http://127.0.0.1:" + std::to_string(port);
}
std::string memberName(int i) {
    std::string out = "m"; // appended: GCC 12 -O3 warns falsely on "lit" + string (-Wrestrict)
    return out.append(std::to_string(i));
}

bool healthy(etcd::HttpSession& http, int clientPort) {
    const auto r = http.get(loopback(clientPort) + "/health", Millis(500), Millis(200));
    if (r.status != etcd::HttpReply::Status::Ok || r.code != 200) {
        return false;
    }
    const auto json = sim::parseJson(r.body);
    const auto* h = json ? json->find("health") : nullptr;
    return h && h->type == sim::JsonValue::Type::String && h->string == "true";
}

} // namespace

std::string EtcdCluster::findBinary() {
    return findOnPath("etcd");
}

bool EtcdCluster::isMember(pid_t pid, int clientPort) {
    const auto argv = processCmdline(pid);
    if (argv.empty() || fs::path(argv[0]).filename() != "etcd") {
        return false;
    }
    for (std::size_t i = 0; i + 1 < argv.size(); ++i) {
        if (argv[i] == "--listen-client-urls" && argv[i + 1] == loopback(clientPort)) {
            return true;
        }
    }
    return false;
}

Result<EtcdCluster> EtcdCluster::start(int count, EtcdClusterOptions opt) {
    if (count < 1 || count > 9) {
        return Error{"etcd member count " + std::to_string(count) +
                     " is out of range: expected 1 to 9"};
    }
    if (opt.binary.empty()) {
        opt.binary = findBinary();
        if (opt.binary.empty()) {
            return Error{"no etcd on PATH: install etcd-server (Debian: apt-get install "
                         "etcd-server etcd-client)",
                         ErrorKind::NotFound};
        }
    }
    EtcdCluster c;
    if (opt.dir.empty()) {
        opt.dir = makeTempDir("redlock-lab-etcd");
        if (opt.dir.empty()) {
            return Error{"cannot create a temporary directory for etcd under $TMPDIR or /tmp",
                         ErrorKind::System};
        }
        c.m_ownDir = true;
    }
    c.m_opt = std::move(opt);
    Result<bool> started = Error{"not started"};
    for (int attempt = 0; attempt < kStartAttempts; ++attempt) {
        started = c.launchAll(count);
        if (started) {
            return c;
        }
        for (int i = 0; i < c.size(); ++i) {
            c.stop(i);
        }
        c.m_members.clear();
    }
    return started.error(); // c's destructor removes the directory
}

Result<bool> EtcdCluster::launchAll(int count) {
    m_members.assign(count, Member{});
    std::string initial;
    std::vector<int> taken;
    auto distinctPort = [&taken] {
        int p = freeLoopbackPort();
        for (int tries = 0; tries < 20 && std::find(taken.begin(), taken.end(), p) != taken.end();
             ++tries) {
            p = freeLoopbackPort();
        }
        taken.push_back(p);
        return p;
    };
    for (int i = 0; i < count; ++i) {
        m_members[i].clientPort = distinctPort();
        m_members[i].peerPort = distinctPort();
        // Appended, not "," + …: GCC 12 -O3 warns falsely on that (-Wrestrict).
        initial.append(i ? "," : "")
            .append(memberName(i))
            .append("=")
            .append(loopback(m_members[i].peerPort));
    }
    const std::string token = "redlock-lab-" + newToken().substr(0, 12);
    for (int i = 0; i < count; ++i) {
        Member& mb = m_members[i];
        const std::string name = memberName(i);
        const std::string data = m_opt.dir + "/" + name + "-" + std::to_string(mb.clientPort);
        std::error_code ec;
        fs::remove_all(data, ec); // a leftover from a failed attempt would hold the old cluster
        fs::create_directories(data, ec);
        const std::vector<std::string> argv{m_opt.binary,
                                            "--name",
                                            name,
                                            "--data-dir",
                                            data + "/data",
                                            "--listen-client-urls",
                                            loopback(mb.clientPort),
                                            "--advertise-client-urls",
                                            loopback(mb.clientPort),
                                            "--listen-peer-urls",
                                            loopback(mb.peerPort),
                                            "--initial-advertise-peer-urls",
                                            loopback(mb.peerPort),
                                            "--initial-cluster",
                                            initial,
                                            "--initial-cluster-state",
                                            "new",
                                            "--initial-cluster-token",
                                            token,
                                            "--heartbeat-interval",
                                            std::to_string(m_opt.heartbeatMs),
                                            "--election-timeout",
                                            std::to_string(m_opt.electionMs),
                                            "--logger",
                                            "zap",
                                            "--log-outputs",
                                            "stderr"};
        mb.pid = spawn(argv, data + "/etcd.log", m_opt.detached);
        if (mb.pid < 0) {
            return Error{"cannot start '" + m_opt.binary + "': fork failed", ErrorKind::System};
        }
    }
    etcd::HttpSession http;
    SteadyClock clock;
    const Micros until = clock.now() + Micros(m_opt.readyTimeout);
    std::vector<bool> ready(count, false);
    int readyCount = 0;
    while (clock.now() < until && readyCount < count) {
        for (int i = 0; i < count; ++i) {
            if (!processAlive(m_members[i].pid, true)) {
                return Error{"etcd member " + memberName(i) + " on port " +
                                 std::to_string(m_members[i].clientPort) +
                                 " exited while starting (see " + m_opt.dir + "/" + memberName(i) +
                                 "-" + std::to_string(m_members[i].clientPort) + "/etcd.log)",
                             ErrorKind::System};
            }
            if (!ready[i] && healthy(http, m_members[i].clientPort)) {
                ready[i] = true;
                ++readyCount;
            }
        }
        if (readyCount < count) {
            sleepMs(20);
        }
    }
    if (readyCount < count) {
        return Error{"the etcd cluster in '" + m_opt.dir + "' was not healthy within " +
                         std::to_string(m_opt.readyTimeout.count()) + " ms",
                     ErrorKind::Network};
    }
    return true;
}

EtcdCluster::EtcdCluster(EtcdCluster&& o) noexcept
    : m_opt(std::move(o.m_opt)), m_members(std::move(o.m_members)), m_ownDir(o.m_ownDir) {
    o.m_members.clear();
    o.m_ownDir = false;
}

EtcdCluster& EtcdCluster::operator=(EtcdCluster&& o) noexcept {
    if (this != &o) {
        stopAll();
        m_opt = std::move(o.m_opt);
        m_members = std::move(o.m_members);
        m_ownDir = o.m_ownDir;
        o.m_members.clear();
        o.m_ownDir = false;
    }
    return *this;
}

EtcdCluster::~EtcdCluster() {
    stopAll();
}

std::string EtcdCluster::url(int i) const {
    return loopback(m_members[i].clientPort);
}

std::string EtcdCluster::urlsText() const {
    std::string out;
    for (int i = 0; i < size(); ++i) {
        out.append(i ? "," : "").append(url(i)); // not "," + …: GCC 12 -Wrestrict
    }
    return out;
}

std::vector<etcd::Endpoint> EtcdCluster::endpoints() const {
    std::vector<etcd::Endpoint> out;
    for (int i = 0; i < size(); ++i) {
        out.push_back(etcd::Endpoint{url(i), url(i), m_members[i].clientPort});
    }
    return out;
}

bool EtcdCluster::running(int i) const {
    return processAlive(m_members[i].pid, true);
}

bool EtcdCluster::kill(int i) {
    const bool done = killProcess(m_members[i].pid, true);
    m_members[i].pid = -1;
    return done;
}

bool EtcdCluster::pause(int i) {
    const bool done = m_members[i].pid > 0 && ::kill(m_members[i].pid, SIGSTOP) == 0;
    m_members[i].paused = m_members[i].paused || done;
    return done;
}

bool EtcdCluster::resume(int i) {
    const bool done = m_members[i].pid > 0 && ::kill(m_members[i].pid, SIGCONT) == 0;
    m_members[i].paused = m_members[i].paused && !done;
    return done;
}

bool EtcdCluster::stop(int i) {
    const bool done = m_members[i].pid <= 0 || stopProcess(m_members[i].pid, true);
    m_members[i].pid = -1;
    m_members[i].paused = false;
    return done;
}

void EtcdCluster::stopAll() {
    for (int i = 0; i < size(); ++i) {
        stop(i);
    }
    m_members.clear();
    if (m_ownDir) {
        std::error_code ec;
        fs::remove_all(m_opt.dir, ec);
        m_ownDir = false;
    }
}

void EtcdCluster::release() {
    m_members.clear();
    m_ownDir = false;
}

Result<int> EtcdCluster::leader(Millis timeout) const {
    etcd::HttpSession http;
    SteadyClock clock;
    const Micros until = clock.now() + Micros(timeout);
    std::string last = "no member answered";
    while (true) {
        std::map<std::uint64_t, int> indexOf;
        std::uint64_t leaderId = 0;
        for (int i = 0; i < size(); ++i) {
            if (m_members[i].pid <= 0 || m_members[i].paused) {
                continue;
            }
            const auto r =
                http.post(url(i) + "/v3/maintenance/status", "{}", Millis(300), Millis(200));
            const auto json = r.status == etcd::HttpReply::Status::Ok
                                  ? sim::parseJson(r.body)
                                  : Result<sim::JsonValue>(Error{r.error});
            if (!json) {
                last = json.error().message;
                continue;
            }
            indexOf[etcd::uint64Field(etcd::path(&*json, {"header"}), "member_id")] = i;
            leaderId = std::max(leaderId, etcd::uint64Field(&*json, "leader"));
        }
        if (const auto it = indexOf.find(leaderId); leaderId != 0 && it != indexOf.end()) {
            return it->second;
        }
        if (clock.now() >= until) {
            return Error{"no etcd leader known within " + std::to_string(timeout.count()) +
                             " ms: " + last,
                         ErrorKind::Network};
        }
        sleepMs(20);
    }
}

} // namespace redlock
