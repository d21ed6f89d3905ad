#include "app/redlockctl/etcd_setup.h"

#include <algorithm>
#include <atomic>
#include <csignal>
#include <ostream>
#include <thread>

namespace redlockctl {

using namespace redlock;

namespace {

std::atomic<bool> g_stop{false};
static_assert(std::atomic<bool>::is_always_lock_free);

void onStopSignal(int) {
    g_stop.store(true);
}

} // namespace

Result<EtcdSetup> etcdSetup(const CliArgs& args, bool allowSpawn) {
    EtcdSetup s;
    if (args.has("etcd") && args.has("spawn")) {
        return Error{"--etcd and --spawn both given: expected one of them"};
    }
    if (args.has("spawn")) {
        if (!allowSpawn) {
            return Error{"--spawn is not available here: a new cluster holds no lock; expected "
                         "--etcd http://H:P,..."};
        }
        auto n = args.integer("spawn", 3, 1, 9);
        if (!n) {
            return n.error();
        }
        s.spawn = static_cast<int>(*n);
    } else if (!args.has("etcd")) {
        return Error{allowSpawn
                         ? "missing --etcd or --spawn: expected --etcd http://H:P,... or --spawn 3"
                         : "missing --etcd: expected --etcd http://H:P,..."};
    } else {
        auto members = etcd::parseEndpoints(args.get("etcd"));
        if (!members) {
            return members.error();
        }
        s.members = std::move(members).value();
    }
    auto ttl = args.integer("ttl", 10000, 1000, 86400000, "ms");
    auto timeout = args.integer("timeout", 500, 1, 10000, "ms");
    for (const auto* r : {&ttl, &timeout}) {
        if (!*r) {
            return r->error();
        }
    }
    s.options.ttl = Millis(*ttl);
    s.options.timeout = Millis(*timeout);
    s.options.connectTimeout = std::min(s.options.connectTimeout, s.options.timeout);
    if (args.has("prefix")) {
        s.options.prefix = args.get("prefix");
    }
    if (auto ok = etcd::checkEtcdOptions(s.options); !ok) {
        return ok.error();
    }
    return s;
}

Result<bool> startSpawned(EtcdSetup& setup) {
    if (setup.spawn == 0) {
        return true;
    }
    EtcdClusterOptions o;
    auto c = EtcdCluster::start(setup.spawn, o);
    if (!c) {
        return c.error();
    }
    setup.cluster.emplace(std::move(c).value());
    setup.members = setup.cluster->endpoints();
    return true;
}

void catchStopSignals() {
    struct sigaction sa {};
    sa.sa_handler = onStopSignal;
    sigemptyset(&sa.sa_mask);
    ::sigaction(SIGINT, &sa, nullptr);
    ::sigaction(SIGTERM, &sa, nullptr);
}

bool interrupted() {
    return g_stop.load();
}

const std::atomic<bool>* stopFlag() {
    return &g_stop;
}

bool holdFor(Millis d) {
    const auto until = std::chrono::steady_clock::now() + d;
    while (!interrupted()) {
        const auto left = until - std::chrono::steady_clock::now();
        if (left <= std::chrono::steady_clock::duration::zero()) {
            return true;
        }
        std::this_thread::sleep_for(
            std::min<std::chrono::steady_clock::duration>(left, Millis(20)));
    }
    return false;
}

std::optional<int> dispatchBackend(const std::string& cmd, Args& args, std::ostream& out,
                                   std::ostream& err) {
    if (cmd == "masters") {
        const auto flag = std::find(args.begin(), args.end(), "--etcd");
        if (flag == args.end()) {
            return std::nullopt;
        }
        args.erase(flag);
        return cmdEtcdMasters(args, out, err);
    }
    if (cmd != "acquire" && cmd != "release" && cmd != "bench") {
        return std::nullopt;
    }
    std::optional<std::string> backend;
    for (auto it = args.begin(); it != args.end(); ++it) {
        if (*it == "--backend") {
            if (it + 1 == args.end()) {
                return badInput(err, cmd, "option --backend needs a value: expected redis or etcd");
            }
            backend = *(it + 1);
            args.erase(it, it + 2);
            break;
        }
        if (it->rfind("--backend=", 0) == 0) {
            backend = it->substr(10);
            args.erase(it);
            break;
        }
    }
    if (!backend || *backend == "redis") {
        return std::nullopt;
    }
    if (*backend != "etcd") {
        return badInput(err, cmd,
                        "--backend '" + *backend + "' is not a backend: expected redis or etcd");
    }
    if (cmd == "acquire")
        return cmdEtcdAcquire(args, out, err);
    if (cmd == "release")
        return cmdEtcdRelease(args, out, err);
    return cmdEtcdBench(args, out, err);
}

} // namespace redlockctl
