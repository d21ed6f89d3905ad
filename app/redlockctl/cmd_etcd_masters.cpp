// redlockctl masters start|stop|status --etcd: a local etcd cluster for the live demo, detached
// from this process, remembered by pid and client port in <dir>/etcd.state, stopped by pid only
// (and only after /proc confirms the pid is still that etcd member).
#include "app/redlockctl/etcd_setup.h"
#include "app/redlockctl/masters_state.h"

#include "core/etcd/http_session.h"

#include <filesystem>
#include <ostream>

namespace redlockctl {

using namespace redlock;

namespace {

constexpr const char* kEtcdState = "etcd.state";

std::string urlOf(const ServerRecord& s) {
    return "http://127.0.0.1:" + std::to_string(s.port);
}

const ServerKind kEtcd{"etcd", "members", "url", "etcd", "etcd members", urlOf};

std::string health(int port) {
    etcd::HttpSession http;
    const auto r =
        http.get("http://127.0.0.1:" + std::to_string(port) + "/health", Millis(1000), Millis(200));
    if (r.status != etcd::HttpReply::Status::Ok) {
        return "not answering: " + r.error;
    }
    return r.code == 200 && r.body.find("\"true\"") != std::string::npos ? "up"
                                                                         : "unhealthy: " + r.body;
}

} // namespace

int cmdEtcdMasters(const Args& argv, std::ostream& out, std::ostream& err) {
    int refused = 2;
    auto call = parseMastersCall(argv, EtcdMasters, err, refused);
    if (!call) {
        return refused;
    }
    const std::string& action = call->action;
    const std::string& dir = call->dir;
    const bool json = call->json;
    const CliArgs* args = &call->args;

    if (action == "start") {
        auto count = args->integer("count", 3, 1, 9);
        if (!count) {
            return badInput(err, "masters", count.error().message);
        }
        if (auto old = readState(dir, kEtcdState); old) {
            for (const auto& s : *old) {
                if (EtcdCluster::isMember(s.pid, s.port)) {
                    err << "redlockctl masters: etcd already running in '" << dir << "' (pid "
                        << s.pid << "): run `redlockctl masters stop --etcd` first\n";
                    return 1;
                }
            }
        }
        std::error_code ec;
        std::filesystem::create_directories(dir + "/etcd", ec);
        EtcdClusterOptions o;
        o.dir = dir + "/etcd";
        o.detached = true;
        catchStopSignals(); // Ctrl+C while starting: the members are stopped, not left behind
        auto cluster = EtcdCluster::start(static_cast<int>(*count), o);
        if (!cluster) {
            err << "redlockctl masters: " << cluster.error().message << "\n";
            return 1;
        }
        if (interrupted()) {
            err << "redlockctl masters: interrupted while starting etcd: its members were "
                   "stopped\n";
            return 1; // the members stop with `cluster` going out of scope
        }
        std::vector<ServerRecord> recs;
        for (int i = 0; i < cluster->size(); ++i) {
            recs.push_back({cluster->pid(i), cluster->clientPort(i)});
        }
        if (!writeState(dir, recs, kEtcdState)) {
            err << "redlockctl masters: cannot write '" << statePath(dir, kEtcdState) << "'\n";
            return 1; // the members stop with `cluster` going out of scope
        }
        cluster.value().release(); // they keep running after we exit
        reportServers(out, json, kEtcd, dir, recs, std::vector<std::string>(recs.size(), "started"),
                      "started");
        return 0;
    }

    auto recs = readState(dir, kEtcdState);
    if (!recs) {
        err << "redlockctl masters: " << recs.error().message << "\n";
        return 1;
    }
    std::vector<std::string> states;
    int good = 0;
    if (action == "stop") {
        good = stopRecorded(
            *recs, [](const ServerRecord& s) { return EtcdCluster::isMember(s.pid, s.port); },
            states);
    } else {
        for (const auto& s : *recs) {
            const std::string h =
                EtcdCluster::isMember(s.pid, s.port) ? health(s.port) : "not running";
            states.push_back(h);
            good += h == "up" ? 1 : 0;
        }
    }
    const bool all = good == static_cast<int>(recs->size());
    if (action == "stop" && all) {
        std::error_code ec;
        std::filesystem::remove(statePath(dir, kEtcdState), ec);
        std::filesystem::remove_all(dir + "/etcd", ec); // the members' data: nothing runs on it now
    }
    reportServers(out, json, kEtcd, dir, *recs, states, action == "stop" ? "stopped" : "status of");
    return all ? 0 : 1;
}

} // namespace redlockctl
