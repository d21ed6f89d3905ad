// redlockctl masters start|stop|status: local servers for the live demo, detached from this
// process, remembered by pid in a state file, stopped by pid only.
#include "app/redlockctl/cli_args.h"
#include "app/redlockctl/commands.h"
#include "app/redlockctl/masters_state.h"
#include "core/json/json_writer.h"

#include "core/servers/local_servers.h"
#include "core/servers/process.h"
#include "core/valkey/tls.h"
#include "core/valkey/valkey_master.h"

#include <algorithm>
#include <filesystem>
#include <ostream>
#include <unistd.h>

namespace redlockctl {

using redlock::json::JsonWriter; // core/json: the one writer of --json output

using namespace redlock;

namespace {

std::string addressOf(const ServerRecord& s) {
    return "127.0.0.1:" + std::to_string(s.port);
}

const ServerKind kRedis{"redis", "servers", "address", "masters", "masters", addressOf, true};

} // namespace

int cmdMasters(const Args& argv, std::ostream& out, std::ostream& err) {
    if (auto other = dispatchMasters(argv, out, err)) {
        return *other;
    }
    int refused = 2;
    auto call = parseMastersCall(argv, Local, err, refused);
    if (!call) {
        return refused;
    }
    const std::string& action = call->action;
    const std::string& dir = call->dir;
    const bool json = call->json;
    const CliArgs* args = &call->args;
    const auto serverDir = [&dir](const ServerRecord& s) {
        return dir + "/" + std::to_string(s.port);
    };

    for (const char* name : {"tls-cert", "tls-key", "tls-ca"}) {
        if (action != "start" && args->has(name)) {
            return badInput(err, "masters",
                            std::string("--") + name + ": only `masters start` takes it (" +
                                action + " reads TLS from the state directory)");
        }
    }

    if (action == "start") {
        auto count = args->integer("count", 5, 1, 9);
        auto base = args->integer("base-port", 0, 0, 65535 - 8);
        const std::string persistence = args->get("persistence", "none");
        if (!count || !base) {
            return badInput(err, "masters", (!count ? count : base).error().message);
        }
        if (persistence != "none" && persistence != "always") {
            return badInput(err, "masters",
                            "--persistence '" + persistence + "': expected none or always");
        }
        LocalServerOptions o;
        auto tls = startTls(*args);
        if (!tls) {
            return badInput(err, "masters", tls.error().message);
        }
        o.tls = std::move(tls->server);
        o.clientTls = std::move(tls->client);
        if (auto old = readState(dir); old) {
            for (const auto& s : *old) {
                if (LocalServers::whyNotOurs(s.pid, s.port, serverDir(s)).empty()) {
                    err << "redlockctl masters: already running in '" << dir << "' (pid " << s.pid
                        << "): run `redlockctl masters stop` first\n";
                    return 1;
                }
            }
        }
        if (const auto found = LocalServers::foundUnder(dir); !found.empty()) {
            err << "redlockctl masters: already running in '" << dir << "' (pid "
                << found.front().first << ", not in the state file): run `redlockctl masters "
                << "stop` first\n";
            return 1;
        }
        std::vector<ServerRecord> recs;
        if (!o.tls.on()) {
            // A plain start leaves no TLS files of an earlier one behind to be taken for its own.
            std::error_code ec;
            std::filesystem::remove_all(LocalServers::tlsDir(dir), ec);
        }
        // Each server is recorded the moment it exists: a start killed half-way leaves a state
        // file that `masters stop` can act on.
        bool recorded = true;
        o.onSpawned = [&](pid_t pid, int port) {
            recs.push_back({pid, port});
            recorded = writeState(dir, recs) && recorded;
        };
        o.dir = dir;
        o.basePort = static_cast<int>(*base);
        o.detached = true;
        o.persistence = persistence == "always" ? Persistence::Always : Persistence::None;
        auto servers = LocalServers::start(static_cast<int>(*count), o);
        if (!servers) {
            ::unlink(statePath(dir).c_str()); // what was started is stopped again
            std::error_code ec;
            std::filesystem::remove_all(LocalServers::tlsDir(dir), ec);
            err << "redlockctl masters: " << servers.error().message << "\n";
            return 1;
        }
        recs.clear();
        for (int i = 0; i < servers->size(); ++i) {
            recs.push_back({servers->pid(i), servers->port(i)});
        }
        if (!recorded || !writeState(dir, recs)) {
            err << "redlockctl masters: cannot write '" << statePath(dir) << "'\n";
            return 1; // servers stop with `servers` going out of scope
        }
        recordPersistence(dir, o.persistence == Persistence::Always);
        servers.value().release(); // they keep running after we exit
        reportServers(out, json, kRedis, dir, recs,
                      std::vector<std::string>(recs.size(), "started"), "started", o.tls.on());
        return 0;
    }

    // stop needs no TLS (it signals by pid), so a damaged tls/ does not keep it from working.
    auto tls = recordedTls(dir);
    if (!tls && action != "stop") {
        err << "redlockctl masters: " << tls.error().message << "\n";
        return 1;
    }
    const bool servesTls = !tls || tls->server.on();

    auto recs = readState(dir);
    // Servers the state file does not name but that were started here (a start killed between
    // a fork and the record of its pid): stop and status act on them too.
    std::vector<ServerRecord> unrecorded;
    for (const auto& [pid, port] : LocalServers::foundUnder(dir)) {
        const bool named =
            recs && std::any_of(recs->begin(), recs->end(),
                                [pid = pid](const ServerRecord& r) { return r.pid == pid; });
        if (!named) {
            unrecorded.push_back({pid, port});
        }
    }
    if (!recs && unrecorded.empty()) {
        err << "redlockctl masters: " << recs.error().message << "\n";
        return 1;
    }
    std::vector<ServerRecord> records = recs ? *recs : std::vector<ServerRecord>{};
    records.insert(records.end(), unrecorded.begin(), unrecorded.end());
    std::vector<std::string> states;
    int good = 0;
    for (const auto& s : records) {
        const std::string why = LocalServers::whyNotOurs(s.pid, s.port, serverDir(s));
        const bool ours = why.empty();
        if (!ours && why != "not running") {
            // A live pid that is not verifiably our server is never signalled: say so.
            err << "redlockctl masters: refused pid " << s.pid << " (port " << s.port
                << "): " << why << "\n";
        }
        if (action == "stop") {
            // Only a pid that is still the server we started is signalled.
            const bool stopped = ours && stopProcess(s.pid, false);
            states.push_back(ours                   ? (stopped ? "stopped" : "still running")
                             : why == "not running" ? "not running"
                                                    : "refused: not a server started here");
            good += (why == "not running" || stopped) ? 1 : 0;
            continue;
        }
        ValkeyOptions vo;
        vo.tls = tls ? tls->client : nullptr;
        ValkeyMaster m(Address{"127.0.0.1", s.port, "127.0.0.1"}, vo);
        const Reply r = m.call({Op::Ping, {}, {}, {}}, Micros(200000));
        states.push_back(
            !ours ? (why == "not running" ? "not running" : "refused: not a server started here")
            : r.outcome == Outcome::Ok ? "up"
                                       : std::string("not answering: ") + outcomeName(r.outcome));
        good += (ours && r.outcome == Outcome::Ok) ? 1 : 0;
    }
    if (action == "stop" && good == static_cast<int>(records.size())) {
        std::filesystem::remove(statePath(dir));
        std::error_code ec;
        std::filesystem::remove_all(LocalServers::tlsDir(dir), ec); // the key goes with them
    }
    reportServers(out, json, kRedis, dir, records, states,
                  action == "stop" ? "stopped" : "status of", servesTls);
    return good == static_cast<int>(records.size()) ? 0 : 1;
}

} // namespace redlockctl
