// redlockctl masters start|stop|status: local servers for the live demo, detached from this
// process, remembered by pid in a state file, stopped by pid only.
#include "app/redlockctl/cli_args.h"
#include "app/redlockctl/commands.h"
#include "app/redlockctl/masters_state.h"

#include "core/servers/local_servers.h"
#include "core/servers/process.h"
#include "core/valkey/valkey_master.h"

#include <filesystem>
#include <ostream>

namespace redlockctl {

using namespace redlock;

namespace {

std::string addressOf(const ServerRecord& s) { return "127.0.0.1:" + std::to_string(s.port); }

const ServerKind kRedis{"redis", "servers", "address", "masters", "masters", addressOf};

} // namespace

int cmdMasters(const Args& argv, std::ostream& out, std::ostream& err) {
    auto args = CliArgs::parse(argv, {"count", "base-port", "dir", "persistence"}, {"json"}, true);
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
        auto count = args->integer("count", 5, 1, 9);
        auto base = args->integer("base-port", 0, 0, 65535 - 8);
        const std::string persistence = args->get("persistence", "none");
        if (!count || !base) {
            return badInput(err, "masters", (!count ? count : base).error().message);
        }
        if (persistence != "none" && persistence != "always") {
            return badInput(err, "masters", "--persistence '" + persistence + "': expected none or always");
        }
        if (auto old = readState(dir); old) {
            for (const auto& s : *old) {
                if (LocalServers::isServer(s.pid, s.port)) {
                    err << "redlockctl masters: already running in '" << dir
                        << "' (pid " << s.pid << "): run `redlockctl masters stop` first\n";
                    return 1;
                }
            }
        }
        std::error_code ec;
        std::filesystem::create_directories(dir, ec);
        LocalServerOptions o;
        o.dir = dir;
        o.basePort = static_cast<int>(*base);
        o.detached = true;
        o.persistence = persistence == "always" ? Persistence::Always : Persistence::None;
        auto servers = LocalServers::start(static_cast<int>(*count), o);
        if (!servers) {
            err << "redlockctl masters: " << servers.error().message << "\n";
            return 1;
        }
        std::vector<ServerRecord> recs;
        for (int i = 0; i < servers->size(); ++i) {
            recs.push_back({servers->pid(i), servers->port(i)});
        }
        if (!writeState(dir, recs)) {
            err << "redlockctl masters: cannot write '" << statePath(dir) << "'\n";
            return 1; // servers stop with `servers` going out of scope
        }
        servers.value().release(); // they keep running after we exit
        reportServers(out, json, kRedis, dir, recs, std::vector<std::string>(recs.size(), "started"), "started");
        return 0;
    }

    auto recs = readState(dir);
    if (!recs) {
        err << "redlockctl masters: " << recs.error().message << "\n";
        return 1;
    }
    std::vector<std::string> states;
    int good = 0;
    if (action == "stop") {
        good = stopRecorded(*recs, [](const ServerRecord& s) { return LocalServers::isServer(s.pid, s.port); }, states);
    } else {
        for (const auto& s : *recs) {
            const bool ours = LocalServers::isServer(s.pid, s.port);
            ValkeyMaster m(Address{"127.0.0.1", s.port, "127.0.0.1"});
            const Reply r = m.call({Op::Ping, {}, {}, {}}, Micros(200000));
            states.push_back(!ours ? "not running"
                             : r.outcome == Outcome::Ok ? "up"
                                                        : std::string("not answering: ") + outcomeName(r.outcome));
            good += (ours && r.outcome == Outcome::Ok) ? 1 : 0;
        }
    }
    if (action == "stop" && good == static_cast<int>(recs->size())) {
        std::filesystem::remove(statePath(dir));
    }
    reportServers(out, json, kRedis, dir, *recs, states, action == "stop" ? "stopped" : "status of");
    return good == static_cast<int>(recs->size()) ? 0 : 1;
}

} // namespace redlockctl
