#include "core/servers/local_servers.h"

#include "core/servers/clock_shift.h"

#include "core/servers/process.h"
#include "core/valkey/admin.h"
#include "core/valkey/tls.h"
#include "core/valkey/valkey_master.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <sys/stat.h>
#include <system_error>
#include <unistd.h>

namespace redlock {

namespace fs = std::filesystem;

namespace {

constexpr int kPortAttempts = 5;

void sleepMs(long ms) {
    timespec ts{ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&ts, nullptr);
}

// The state letter of /proc/<pid>/stat (R, S, T for stopped, ...), or 0.
char readProcStat(pid_t pid) {
    if (pid <= 0) {
        return 0;
    }
    std::ifstream f("/proc/" + std::to_string(pid) + "/stat");
    std::string line;
    std::getline(f, line);
    const auto close = line.rfind(')'); // the command name may hold spaces and parentheses
    return close != std::string::npos && close + 2 < line.size() ? line[close + 2] : 0;
}

} // namespace

std::string LocalServers::findServerBinary() {
    std::string b = findOnPath("valkey-server");
    return b.empty() ? findOnPath("redis-server") : b;
}

bool LocalServers::isServer(pid_t pid, int port) {
    const auto argv = processCmdline(pid);
    if (argv.empty()) {
        return false;
    }
    std::string line;
    for (const auto& a : argv) {
        line += a + " ";
    }
    // Servers rewrite their title to "<binary> 127.0.0.1:<port>"; the raw argv has "--port P".
    const bool isServerBinary = line.find("redis-server") != std::string::npos ||
                                line.find("valkey-server") != std::string::npos;
    const std::string p = std::to_string(port);
    return isServerBinary && (line.find(":" + p + " ") != std::string::npos ||
                              line.find("--port " + p + " ") != std::string::npos ||
                              line.find("--tls-port " + p + " ") != std::string::npos);
}

std::string LocalServers::whyNotOurs(pid_t pid, int port, const std::string& serverDir) {
    if (pid <= 0 || !processAlive(pid, false)) {
        return "not running";
    }
    const std::string exe = processLink(pid, "exe");
    const std::string base = exe.substr(exe.rfind('/') + 1);
    // Debian's redis-server is a link to redis-check-rdb: compare with what the name resolves to.
    std::error_code ec;
    bool server = base.rfind("redis-server", 0) == 0 || base.rfind("valkey-server", 0) == 0;
    for (const char* name : {"redis-server", "valkey-server"}) {
        const std::string found = findOnPath(name);
        server = server || (!found.empty() && fs::weakly_canonical(found, ec) == fs::path(exe));
    }
    if (!server) {
        return "its executable is '" + (exe.empty() ? std::string("unknown") : exe) +
               "', not a redis or valkey server";
    }
    if (!isServer(pid, port)) {
        return "its command line does not name port " + std::to_string(port);
    }
    const fs::path want = fs::weakly_canonical(serverDir, ec);
    const std::string cwd = processLink(pid, "cwd");
    if (cwd.empty() || fs::path(cwd) != want) {
        return "its working directory is '" + cwd + "', not '" + want.string() + "'";
    }
    return {};
}

std::vector<std::pair<pid_t, int>> LocalServers::foundUnder(const std::string& dir) {
    std::vector<std::pair<pid_t, int>> found;
    std::error_code ec;
    const fs::path root = fs::weakly_canonical(dir, ec);
    if (ec || root.empty()) {
        return found;
    }
    // Bounded by the number of processes; each is checked by its links in /proc only.
    for (const auto& e : fs::directory_iterator("/proc", ec)) {
        const std::string name = e.path().filename().string();
        if (name.empty() || name.find_first_not_of("0123456789") != std::string::npos ||
            name.size() > 9) {
            continue;
        }
        const auto pid = static_cast<pid_t>(std::stol(name));
        const fs::path cwd(processLink(pid, "cwd"));
        const std::string leaf = cwd.filename().string();
        if (cwd.parent_path() != root || leaf.empty() || leaf.size() > 5 ||
            leaf.find_first_not_of("0123456789") != std::string::npos) {
            continue;
        }
        const int port = std::stoi(leaf);
        if (port > 0 && port < 65536 && whyNotOurs(pid, port, cwd.string()).empty()) {
            found.emplace_back(pid, port);
        }
    }
    std::sort(found.begin(), found.end());
    return found;
}

Result<LocalServers> LocalServers::start(int count, LocalServerOptions opt) {
    if (count < 1 || count > 9) {
        return Error{"server count " + std::to_string(count) + " is out of range: expected 1 to 9"};
    }
    if (opt.binary.empty()) {
        opt.binary = findServerBinary();
        if (opt.binary.empty()) {
            return Error{"no valkey-server or redis-server on PATH: install valkey or redis",
                         ErrorKind::NotFound};
        }
    }
    LocalServers s;
    if (opt.dir.empty()) {
        opt.dir = makeTempDir("redlock-lab");
        if (opt.dir.empty()) {
            return Error{
                "cannot create a temporary directory for the servers under $TMPDIR or /tmp",
                ErrorKind::System};
        }
        s.m_ownDir = true;
    }
    if (opt.shiftableClocks && opt.clockShiftLibrary.empty()) {
        opt.clockShiftLibrary = ClockShift::findLibrary();
        if (opt.clockShiftLibrary.empty()) {
            return Error{"shiftable clocks need libredlock_clock_shift.so, not found next to this "
                         "program (expected ../lib/redlock-lab/ or the build's preload/)",
                         ErrorKind::NotFound};
        }
    }
    if (opt.tls.on() && !opt.clientTls) {
        return Error{"TLS servers need the client side's TLS settings to check them"};
    }
    if (opt.tls.authClients && opt.tls.caPem.empty()) {
        return Error{"servers that ask clients for a certificate need the CA to check it against"};
    }
    s.m_opt = std::move(opt);
    if (auto written = s.writeTlsFiles(); !written) {
        return written.error();
    }
    for (int i = 0; i < count; ++i) {
        Server srv;
        if (s.m_opt.shiftableClocks) {
            auto clock = ClockShift::create(s.m_opt.dir + "/clock-" + std::to_string(i));
            if (!clock) {
                return clock.error();
            }
            srv.clock = std::make_unique<ClockShift>(std::move(clock).value());
        }
        srv.port = s.m_opt.basePort > 0 ? s.m_opt.basePort + i : 0;
        s.m_servers.push_back(std::move(srv));
    }
    std::vector<Server*> all;
    for (auto& srv : s.m_servers) {
        all.push_back(&srv);
    }
    if (auto started = s.launchAll(all); !started) {
        return started.error(); // s's destructor stops the ones already started
    }
    return s;
}

Result<ServedTls> servedTls(const TlsSettings& files) {
    auto texts = loadServerTls(files);
    if (!texts) {
        return texts.error();
    }
    TlsSettings trust;
    trust.caFile = files.caFile;
    trust.caName = files.caName;
    auto client = TlsContext::create(trust);
    if (!client) {
        return client.error();
    }
    ServedTls out;
    out.server.certPem = std::move(texts->certPem);
    out.server.keyPem = std::move(texts->keyPem);
    out.server.caPem = std::move(texts->caPem);
    out.client = std::move(client).value();
    return out;
}

std::vector<std::string> listenArguments(const ServerTls& tls, const std::string& port,
                                         const std::string& tlsDir) {
    if (!tls.on()) {
        return {"--port", port};
    }
    // TLS only: no plain port at all.
    std::vector<std::string> a{"--port",
                               "0",
                               "--tls-port",
                               port,
                               "--tls-cert-file",
                               tlsDir + "/" + kTlsCertFile,
                               "--tls-key-file",
                               tlsDir + "/" + kTlsKeyFile,
                               "--tls-auth-clients",
                               tls.authClients ? "yes" : "no"};
    if (!tls.caPem.empty()) {
        a.insert(a.end(), {"--tls-ca-cert-file", tlsDir + "/" + kTlsCaFile});
    }
    return a;
}

Result<Done> LocalServers::writeTlsFiles() {
    if (!m_opt.tls.on()) {
        return Done{};
    }
    const std::string dir = tlsDir(m_opt.dir);
    if (::mkdir(dir.c_str(), 0700) != 0 && errno != EEXIST) {
        return Error{"cannot create '" + dir + "': " + std::strerror(errno), ErrorKind::System};
    }
    struct stat st {};
    if (::lstat(dir.c_str(), &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != ::getuid()) {
        return Error{"refusing '" + dir + "': expected a directory of yours", ErrorKind::System};
    }
    ::chmod(dir.c_str(), 0700);
    // Written fresh next to the final name and renamed: never through a planted link.
    for (auto [name, text] :
         {std::pair{kTlsCertFile, &m_opt.tls.certPem}, std::pair{kTlsKeyFile, &m_opt.tls.keyPem},
          std::pair{kTlsCaFile, &m_opt.tls.caPem}}) {
        const std::string path = dir + "/" + name;
        if (text->empty()) {
            ::unlink(path.c_str());
            continue;
        }
        const std::string tmp = path + ".tmp";
        ::unlink(tmp.c_str());
        const int fd =
            ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
        const bool written = fd >= 0 && ::write(fd, text->data(), text->size()) ==
                                            static_cast<ssize_t>(text->size());
        if (fd >= 0) {
            ::close(fd);
        }
        if (!written || std::rename(tmp.c_str(), path.c_str()) != 0) {
            ::unlink(tmp.c_str());
            return Error{"cannot write '" + path + "'", ErrorKind::System};
        }
    }
    return Done{};
}

Result<Done> LocalServers::spawnServer(Server& s) {
    if (s.port == 0) {
        s.port = freeLoopbackPort();
    }
    const std::string p = std::to_string(s.port);
    s.dir = m_opt.dir + "/" + p;
    std::error_code ec;
    fs::create_directories(s.dir, ec);
    std::vector<std::string> argv;
    if (s.clock) { // env(1) execs the server itself: the pid stays the server's
        argv.push_back("env");
        for (auto& kv : s.clock->environment(m_opt.clockShiftLibrary)) {
            argv.push_back(std::move(kv));
        }
    }
    argv.push_back(m_opt.binary);
    // The server changes into --dir first, so the TLS files' paths are whole.
    for (auto& a : listenArguments(m_opt.tls, p, fs::absolute(tlsDir(m_opt.dir), ec).string())) {
        argv.push_back(std::move(a));
    }
    argv.insert(argv.end(), {"--bind", "127.0.0.1", "--protected-mode", "no", "--dir", s.dir,
                             "--save", "", "--daemonize", "no"});
    if (m_opt.persistence == Persistence::Always) {
        argv.insert(argv.end(), {"--appendonly", "yes", "--appendfsync", "always"});
    } else {
        argv.insert(argv.end(), {"--appendonly", "no"});
    }
    s.pid = spawn(argv, s.dir + "/server.log", m_opt.detached);
    if (s.pid < 0) {
        return Error{"cannot start '" + m_opt.binary + "': fork failed", ErrorKind::System};
    }
    s.child = true; // what we spawn is ours to reap
    if (m_opt.onSpawned) {
        m_opt.onSpawned(s.pid, s.port);
    }
    return Done{};
}

LocalServers::Readiness LocalServers::checkReady(const Server& s, ValkeyMaster& probe,
                                                 std::string& why, std::string& said) const {
    const auto heldBy = [&](pid_t who) {
        why = "port " + std::to_string(s.port) + " is held by another server (pid " +
              std::to_string(who) + "); the one started (pid " + std::to_string(s.pid) +
              ") could not listen there";
    };
    if (!processAlive(s.pid, true)) {
        // A child that exits lost the port race (or its log says why). It may exit before the
        // first look at the port: whoever answers there is named either way.
        if (const auto who = serverProcessId(s.port, Micros(500000), m_opt.clientTls);
            who && *who != s.pid) {
            heldBy(*who);
        }
        return Readiness::Lost;
    }
    if (const Reply r = probe.call({Op::Ping, {}, {}, {}}, Micros(100000));
        r.outcome != Outcome::Ok) {
        said = r.error.empty() ? said : r.error;
        if (m_opt.tls.on() && r.error.find("TLS handshake failed") != std::string::npos) {
            // The server is up and listening; our check of it failed for good (another CA, a
            // certificate naming another address): no retry will change that.
            why = "server on port " + std::to_string(s.port) +
                  " is up, but a client cannot use it: " + r.error +
                  " (its certificate must chain to the CA given and name 127.0.0.1)";
            return Readiness::Refused;
        }
        return Readiness::NotYet;
    }
    // Ready means OUR child answers: a foreign server on the port answers too.
    const auto who = serverProcessId(s.port, Micros(500000), m_opt.clientTls);
    if (who && *who == s.pid && processAlive(s.pid, true)) {
        return Readiness::Ready;
    }
    if (who && *who != s.pid) {
        heldBy(*who);
        return Readiness::Lost;
    }
    return Readiness::NotYet;
}

Result<Done> LocalServers::launchAll(const std::vector<Server*>& servers) {
    // A server given a port keeps it (one attempt); one on a free port that lost it in between
    // gets another, kPortAttempts in all.
    struct Launch {
        Server* server;
        bool fixedPort;
    };
    std::vector<Launch> todo;
    for (Server* s : servers) {
        todo.push_back({s, s->port != 0});
    }
    std::string lastError;
    for (int attempt = 0; attempt < kPortAttempts && !todo.empty(); ++attempt) {
        // Every server spawned before any is waited for: they start up side by side.
        std::vector<std::unique_ptr<ValkeyMaster>> probes;
        for (const Launch& l : todo) {
            if (auto spawned = spawnServer(*l.server); !spawned) {
                return spawned.error(); // the destructor stops the ones already started
            }
            ValkeyOptions vo;
            vo.tls = m_opt.clientTls;
            probes.push_back(std::make_unique<ValkeyMaster>(
                Address{"127.0.0.1", l.server->port, "127.0.0.1"}, vo));
        }
        std::vector<Readiness> state(todo.size(), Readiness::NotYet);
        std::vector<std::string> why(todo.size());
        std::vector<std::string> said(todo.size());
        SteadyClock clock;
        const Micros until = clock.now() + Micros(m_opt.readyTimeout);
        // Bounded: each round is at most one PING and one INFO per server, until the deadline.
        while (clock.now() < until &&
               std::count(state.begin(), state.end(), Readiness::NotYet) > 0) {
            for (std::size_t k = 0; k < todo.size(); ++k) {
                if (state[k] == Readiness::NotYet) {
                    state[k] = checkReady(*todo[k].server, *probes[k], why[k], said[k]);
                }
            }
            if (std::count(state.begin(), state.end(), Readiness::NotYet) > 0) {
                sleepMs(2);
            }
        }
        std::vector<Launch> again;
        for (std::size_t k = 0; k < todo.size(); ++k) {
            if (state[k] == Readiness::Ready) {
                continue;
            }
            Server& s = *todo[k].server;
            if (state[k] == Readiness::Refused) {
                stopProcess(s.pid, true);
                s.pid = -1;
                return Error{why[k], ErrorKind::Invalid};
            }
            lastError = why[k].empty()
                            ? "server on port " + std::to_string(s.port) + " did not answer PING" +
                                  (m_opt.tls.on() ? " over TLS" : "") +
                                  (said[k].empty() ? "" : " (" + said[k] + ")") + " (see " + s.dir +
                                  "/server.log)"
                            : why[k];
            stopProcess(s.pid, true);
            s.pid = -1;
            if (todo[k].fixedPort) {
                return Error{lastError, ErrorKind::System};
            }
            s.port = 0;
            again.push_back(todo[k]);
        }
        todo = std::move(again);
    }
    if (!todo.empty()) {
        return Error{lastError, ErrorKind::System};
    }
    return Done{};
}

Result<LocalServers> LocalServers::adopt(const std::vector<std::pair<pid_t, int>>& running,
                                         LocalServerOptions opt) {
    LocalServers s;
    if (opt.binary.empty()) {
        opt.binary = findServerBinary();
    }
    if (opt.dir.empty()) {
        return Error{"adopting servers needs the directory they were started in"};
    }
    if (opt.tls.on() && !opt.clientTls) {
        return Error{"TLS servers need the client side's TLS settings to check them"};
    }
    s.m_opt = std::move(opt);
    if (auto written = s.writeTlsFiles(); !written) {
        return written.error();
    }
    for (const auto& [pid, port] : running) {
        Server srv;
        srv.pid = pid > 0 && whyNotOurs(pid, port, s.m_opt.dir + "/" + std::to_string(port)).empty()
                      ? pid
                      : -1;
        srv.port = port;
        srv.dir = s.m_opt.dir + "/" + std::to_string(port);
        srv.child = false;
        const auto st = readProcStat(srv.pid);
        srv.paused = st == 'T' || st == 't';
        s.m_servers.push_back(std::move(srv));
    }
    return s;
}

LocalServers::LocalServers(LocalServers&& o) noexcept
    : m_opt(std::move(o.m_opt)), m_servers(std::move(o.m_servers)), m_ownDir(o.m_ownDir),
      m_observer(std::move(o.m_observer)) {
    o.m_servers.clear();
    o.m_ownDir = false;
}

LocalServers& LocalServers::operator=(LocalServers&& o) noexcept {
    if (this != &o) {
        stopAll();
        m_opt = std::move(o.m_opt);
        m_servers = std::move(o.m_servers);
        m_ownDir = o.m_ownDir;
        m_observer = std::move(o.m_observer);
        o.m_servers.clear();
        o.m_ownDir = false;
    }
    return *this;
}

LocalServers::~LocalServers() {
    stopAll();
}

bool LocalServers::running(int i) const {
    return processAlive(m_servers[i].pid, m_servers[i].child);
}

void LocalServers::notify(int i, bool paused) const {
    if (m_observer) {
        m_observer(i, m_servers[i].pid, paused);
    }
}

Result<Done> LocalServers::failed(int i, const char* verb) const {
    return Error{"cannot " + std::string(verb) + " master " + std::to_string(i) + " (port " +
                 std::to_string(m_servers[i].port) + "): " +
                 (m_servers[i].pid > 0
                      ? "pid " + std::to_string(m_servers[i].pid) + " did not take the signal"
                      : std::string("it is not running"))};
}

bool LocalServers::kill(int i) {
    const bool done = killProcess(m_servers[i].pid, m_servers[i].child);
    m_servers[i].pid = -1;
    m_servers[i].paused = false;
    notify(i, false);
    return done;
}

bool LocalServers::pause(int i) {
    const bool done = m_servers[i].pid > 0 && ::kill(m_servers[i].pid, SIGSTOP) == 0;
    m_servers[i].paused = m_servers[i].paused || done;
    notify(i, done);
    return done;
}

Result<Done> LocalServers::resume(int i) {
    const bool done = m_servers[i].pid > 0 && ::kill(m_servers[i].pid, SIGCONT) == 0;
    m_servers[i].paused = m_servers[i].paused && !done;
    notify(i, false);
    return done ? Result<Done>(Done{}) : failed(i, "resume");
}

Result<Done> LocalServers::stop(int i) {
    const bool done = m_servers[i].pid <= 0 || stopProcess(m_servers[i].pid, m_servers[i].child);
    m_servers[i].pid = -1;
    m_servers[i].paused = false;
    notify(i, false);
    return done ? Result<Done>(Done{}) : failed(i, "stop");
}

Result<Done> LocalServers::restart(int i, Millis delay) {
    return restartMany({i}, delay);
}

Result<Done> LocalServers::stopMany(const std::vector<int>& masters) {
    // Every signal first, so the shutdowns overlap; then stop() waits for each (and kills what
    // did not go).
    for (const int i : masters) {
        if (m_servers[i].pid > 0 && processAlive(m_servers[i].pid, m_servers[i].child)) {
            ::kill(m_servers[i].pid, SIGTERM);
            ::kill(m_servers[i].pid, SIGCONT);
        }
    }
    return MasterCluster::stopMany(masters);
}

Result<Done> LocalServers::restartMany(const std::vector<int>& masters, Millis delay) {
    stopMany(masters);
    if (delay.count() > 0) {
        sleepMs(delay.count()); // the delayed-restart rule: stay down for a while on purpose
    }
    std::vector<Server*> servers;
    for (const int i : masters) {
        servers.push_back(&m_servers[i]);
    }
    auto started = launchAll(servers);
    for (const int i : masters) {
        notify(i, false);
    }
    if (!started) {
        return started.error();
    }
    return Done{};
}

MasterRun LocalServers::run(int i) const {
    if (!running(i)) {
        return MasterRun::Down;
    }
    return m_servers[i].paused ? MasterRun::Hung : MasterRun::Up;
}

Result<Done> LocalServers::wipe(int i) {
    Server& s = m_servers[i];
    if (s.pid > 0 && processAlive(s.pid, s.child)) {
        return Error{"master " + std::to_string(i + 1) + " (port " + std::to_string(s.port) +
                     "): cannot wipe a running server's data: crash or stop it first"};
    }
    // Only the files the server writes with our arguments (--appendonly, --dir), in its own
    // directory: nothing else there is touched.
    std::error_code ec;
    for (const char* name : {"appendonlydir", "appendonly.aof", "dump.rdb"}) {
        std::filesystem::remove_all(std::filesystem::path(s.dir) / name, ec);
        if (ec) {
            return Error{"master " + std::to_string(i + 1) + ": cannot remove " + s.dir + "/" +
                         name + ": " + ec.message()};
        }
    }
    return Done{};
}

Result<Done> LocalServers::crash(int i) {
    if (m_servers[i].pid <= 0) {
        return failed(i, "crash");
    }
    return kill(i) ? Result<Done>(Done{}) : failed(i, "crash");
}

Result<Done> LocalServers::hang(int i) {
    return pause(i) ? Result<Done>(Done{}) : failed(i, "hang");
}

std::string LocalServers::engine() const {
    const std::string b = m_opt.binary.substr(m_opt.binary.rfind('/') + 1);
    return "local " + (b.empty() ? std::string("server") : b) + " processes";
}

std::string LocalServers::describe(int i) const {
    return m_servers[i].pid > 0 ? "pid " + std::to_string(m_servers[i].pid) : "not running";
}

void LocalServers::stopAll() {
    for (int i = 0; i < size(); ++i) {
        stop(i);
    }
    m_servers.clear();
    if (m_ownDir) {
        std::error_code ec;
        fs::remove_all(m_opt.dir, ec);
        m_ownDir = false;
    }
}

void LocalServers::release() {
    m_servers.clear();
    m_ownDir = false;
}

} // namespace redlock
