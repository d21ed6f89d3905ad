// redlockctl masters start|stop|status --etcd: a local etcd cluster for the live demo, detached
// from this process, remembered by pid and client port in <dir>/etcd.state, stopped by pid only
// (and only after /proc confirms the pid is still that etcd member).
#include "app/redlockctl/etcd_setup.h"
#include "app/redlockctl/json_writer.h"
#include "app/redlockctl/masters_state.h"

#include "core/etcd/http_session.h"
#include "core/servers/process.h"

#include <filesystem>
#include <ostream>

namespace redlockctl {

using namespace redlock;

namespace {

constexpr const char* kEtcdState = "etcd.state";

std::string urlOf(const ServerRecord& s) { return "http://127.0.0.1:" + std::to_string(s.port); }

std::string joined(const std::vector<ServerRecord>& v) {
    std::string out;
    for (const auto& s : v) {
        out += (out.empty() ? "" : ",") + urlOf(s);
    }
    return out;
}

void report(std::ostream& out, bool json, const std::string& dir, const std::vector<ServerRecord>& v,
            const std::vector<std::string>& states, const char* verb) {
    if (json) {
        JsonWriter j;
        j.beginObject().field("backend", "etcd").field("dir", dir).field("etcd", joined(v)).beginArray("members");
        for (std::size_t i = 0; i < v.size(); ++i) {
            j.beginObject()
                .field("url", urlOf(v[i]))
                .field("pid", static_cast<long long>(v[i].pid))
                .field("port", v[i].port)
                .field("state", states[i])
                .endObject();
        }
        j.endArray().endObject();
        out << j.str() << "\n";
        return;
    }
    for (std::size_t i = 0; i < v.size(); ++i) {
        out << "  " << urlOf(v[i]) << "  pid " << v[i].pid << "  " << states[i] << "\n";
    }
    out << verb << " " << v.size() << " etcd members: --etcd " << joined(v) << "\n";
}

std::string health(int port) {
    etcd::HttpSession http;
    const auto r = http.get("http://127.0.0.1:" + std::to_string(port) + "/health", Millis(1000), Millis(200));
    if (r.status != etcd::HttpReply::Status::Ok) {
        return "not answering: " + r.error;
    }
    return r.code == 200 && r.body.find("\"true\"") != std::string::npos ? "up" : "unhealthy: " + r.body;
}

} // namespace

int cmdEtcdMasters(const Args& argv, std::ostream& out, std::ostream& err) {
    auto args = CliArgs::parse(argv, {"count", "dir"}, {"json"}, true);
    if (!args) {
        return badInput(err, "masters", args.error().message);
    }
    const auto& pos = args->positional();
    if (pos.size() != 1 || (pos[0] != "start" && pos[0] != "stop" && pos[0] != "status")) {
        return badInput(err, "masters", "expected one action: start, stop or status");
    }
    const std::string action = pos[0];
    const std::string dir = args->get("dir", defaultMastersDir());
    const bool json = args->has("json");

    if (action == "start") {
        auto count = args->integer("count", 3, 1, 9);
        if (!count) {
            return badInput(err, "masters", count.error().message);
        }
        if (auto old = readState(dir, kEtcdState); old) {
            for (const auto& s : *old) {
                if (EtcdCluster::isMember(s.pid, s.port)) {
                    err << "redlockctl masters: etcd already running in '" << dir << "' (pid " << s.pid
                        << "): run `redlockctl masters stop --etcd` first\n";
                    return 1;
                }
            }
        }
        std::error_code ec;
        std::filesystem::create_directories(dir + "/etcd", ec);
        EtcdClusterOptions o;
        o.dir = dir + "/etcd";
        o.detached = true;
        auto cluster = EtcdCluster::start(static_cast<int>(*count), o);
        if (!cluster) {
            err << "redlockctl masters: " << cluster.error().message << "\n";
            return 1;
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
        report(out, json, dir, recs, std::vector<std::string>(recs.size(), "started"), "started");
        return 0;
    }

    auto recs = readState(dir, kEtcdState);
    if (!recs) {
        err << "redlockctl masters: " << recs.error().message << "\n";
        return 1;
    }
    std::vector<std::string> states;
    int good = 0;
    for (const auto& s : *recs) {
        const bool ours = EtcdCluster::isMember(s.pid, s.port);
        if (action == "stop") {
            const bool stopped = ours && stopProcess(s.pid, false);
            states.push_back(ours ? (stopped ? "stopped" : "still running") : "not running");
            good += (!ours || stopped) ? 1 : 0;
            continue;
        }
        const std::string h = ours ? health(s.port) : "not running";
        states.push_back(h);
        good += h == "up" ? 1 : 0;
    }
    const bool all = good == static_cast<int>(recs->size());
    if (action == "stop" && all) {
        std::error_code ec;
        std::filesystem::remove(statePath(dir, kEtcdState), ec);
        std::filesystem::remove_all(dir + "/etcd", ec); // the members' data: nothing runs on it now
    }
    report(out, json, dir, *recs, states, action == "stop" ? "stopped" : "status of");
    return all ? 0 : 1;
}

} // namespace redlockctl
