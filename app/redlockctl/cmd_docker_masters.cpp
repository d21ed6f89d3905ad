// redlockctl masters start|stop|status --docker: masters in Docker containers, found again by the
// app's label (no state file: the engine remembers them). And the fault verbs
// `masters crash|hang|resume|restart --master M|--index I [--docker]`, for the local masters of
// `masters start` (by pid, confirmed in /proc) and for the Docker ones (by container id), both
// through core's one fault injector (MasterFaults over a MasterCluster).
#include "app/redlockctl/cli_args.h"
#include "app/redlockctl/commands.h"
#include "app/redlockctl/masters_state.h"
#include "core/json/json_writer.h"
#include "core/sim/scenario.h"

#include "core/docker/docker_cluster.h"
#include "core/servers/local_servers.h"
#include "core/servers/master_faults.h"
#include "core/valkey/valkey_master.h"

#include <algorithm>
#include <fstream>
#include <ostream>

namespace redlockctl {

using redlock::json::JsonWriter;
using namespace redlock;

namespace {

constexpr const char* kPersistenceFile = "masters.persistence";

Result<docker::DockerApi> engine() {
    auto where = docker::endpointFromEnvironment();
    if (!where) {
        return where.error();
    }
    return docker::DockerApi::connect(*where);
}

std::string pingState(const Address& a, const std::shared_ptr<const TlsContext>& tls) {
    ValkeyOptions vo;
    vo.tls = tls;
    ValkeyMaster m(a, vo);
    const Reply r = m.call({Op::Ping, {}, {}, {}}, Micros(200000));
    return r.outcome == Outcome::Ok ? "answers"
                                    : std::string("not answering: ") + outcomeName(r.outcome);
}

void report(std::ostream& out, std::ostream& err, bool json, docker::DockerCluster& c,
            const char* verb) {
    if (const std::string warning = exposureWarning(c); !warning.empty()) {
        // On a local engine the masters bind 127.0.0.1; on a remote one, its host's address.
        err << "redlockctl masters: warning: " << warning
            << " (masters start --tls-cert, --tls-key, --tls-ca)\n";
    }
    if (json) {
        JsonWriter j;
        j.beginObject()
            .field("backend", "docker")
            .field("engine", c.engine())
            .field("masters", c.mastersText())
            .field("tls", c.clientTls() != nullptr);
        j.beginArray("servers");
        for (int i = 0; i < c.size(); ++i) {
            const auto& info = c.info(i);
            j.beginObject()
                .field("address", c.address(i).text())
                .field("port", c.port(i))
                .field("container", info.name)
                .field("id", info.shortId())
                .field("image", info.image)
                .field("state", info.state)
                .endObject();
        }
        j.endArray().endObject();
        out << j.str() << "\n";
        return;
    }
    for (int i = 0; i < c.size(); ++i) {
        const auto& info = c.info(i);
        out << "  " << c.address(i).text() << "  " << info.name << "  " << info.shortId() << "  "
            << info.image << "  " << info.state;
        if (info.state == "running") {
            out << ", " << pingState(c.address(i), c.clientTls());
        }
        out << "\n";
    }
    out << verb << " " << c.size() << " masters in Docker (" << c.engine()
        << "): " << c.mastersText() << (c.clientTls() ? " (TLS)" : "") << "\n";
}

int dockerMasters(const std::string& action, const CliArgs& args, std::ostream& out,
                  std::ostream& err) {
    const bool json = args.has("json");
    if (args.has("project") && action != "status") {
        return badInput(err, "masters",
                        "--project with `masters " + action +
                            "`: a compose project's containers are only found (status "
                            "and the fault verbs), never started or removed by this tool");
    }
    for (const char* name : {"tls-cert", "tls-key", "tls-ca"}) {
        if (action != "start" && args.has(name)) {
            return badInput(err, "masters",
                            std::string("--") + name + ": only `masters start` takes it (" +
                                action + " --docker reads the CA from the containers' label)");
        }
    }
    if (action == "start") {
        auto count = args.integer("count", 5, 1, 9);
        auto base = args.integer("base-port", 0, 0, 65535 - 8);
        const std::string persistence = args.get("persistence", "none");
        if (!count || !base) {
            return badInput(err, "masters", (!count ? count : base).error().message);
        }
        if (persistence != "none" && persistence != "always") {
            return badInput(err, "masters",
                            "--persistence '" + persistence + "': expected none or always");
        }
        if (args.has("image") && args.get("image").empty()) {
            return badInput(err, "masters",
                            "--image '' is empty: expected an image name such as valkey/valkey:8");
        }
        docker::DockerOptions o;
        auto tls = startTls(args); // checked before anything starts
        if (!tls) {
            return badInput(err, "masters", tls.error().message);
        }
        o.tls = std::move(tls->server);
        o.clientTls = std::move(tls->client);
        auto api = engine();
        if (!api) {
            err << "redlockctl masters: " << api.error().message << "\n";
            return 1;
        }
        o.image = args.get("image", docker::kDefaultImage);
        o.basePort = static_cast<int>(*base);
        o.persistence = persistence == "always" ? Persistence::Always : Persistence::None;
        auto c = docker::DockerCluster::start(std::move(api).value(), static_cast<int>(*count), o);
        if (!c) {
            err << "redlockctl masters: " << c.error().message << "\n";
            return 1; // what was created is removed again with the half-built cluster
        }
        report(out, err, json, c.value(), "started");
        c.value().release(); // they keep running after we exit; the label finds them again
        return 0;
    }
    auto api = engine();
    if (!api) {
        err << "redlockctl masters: " << api.error().message << "\n";
        return 1;
    }
    if (action == "stop") {
        auto removed = docker::DockerCluster::removeLabelled(api.value());
        if (!removed) {
            err << "redlockctl masters: " << removed.error().message << "\n";
            return 1;
        }
        if (json) {
            JsonWriter j;
            j.beginObject()
                .field("backend", "docker")
                .field("engine", api->describe())
                .field("removed", *removed)
                .endObject();
            out << j.str() << "\n";
        } else {
            out << "stopped and removed " << *removed << " masters in Docker (" << api->describe()
                << ")\n";
        }
        return 0;
    }
    auto c = docker::DockerCluster::find(std::move(api).value(), args.get("project"));
    if (!c) {
        err << "redlockctl masters: " << c.error().message << "\n";
        return 1;
    }
    report(out, err, json, c.value(), "status of");
    int up = 0;
    const int n = c->size();
    for (int i = 0; i < n; ++i) {
        up += c->info(i).state == "running" ? 1 : 0;
    }
    c.value().release(); // found, not started here: nothing of theirs is touched
    return up == n ? 0 : 1;
}

Result<MasterFault> faultOf(const std::string& verb) {
    if (verb == "crash")
        return MasterFault::Crash;
    if (verb == "hang")
        return MasterFault::Hang;
    if (verb == "resume")
        return MasterFault::Resume;
    if (verb == "restart")
        return MasterFault::Restart;
    return Error{"unknown action '" + verb + "'"};
}

int faultVerb(const std::string& verb, const CliArgs& args, std::ostream& out, std::ostream& err) {
    // The master by the name `status` gives it (--master M2), or by its 0-based --index.
    if (args.has("master") == args.has("index")) {
        return badInput(err, "masters",
                        "masters " + verb +
                            (args.has("master") ? " takes --master or --index, not both"
                                                : " needs --master M1-M9 (or --index 0-8): "
                                                  "which master"));
    }
    int i = 0;
    if (args.has("master")) {
        const std::string name = args.get("master");
        const auto n = name.size() == 2 && (name[0] == 'M' || name[0] == 'm') ? name[1] - '0' : 0;
        if (n < 1 || n > 9) {
            return badInput(err, "masters",
                            "--master '" + name +
                                "' is not a master's name: expected M1-M9, as "
                                "`masters status` lists them");
        }
        i = n - 1;
    } else {
        auto index = args.integer("index", -1, 0, 8);
        if (!index) {
            return badInput(err, "masters", index.error().message);
        }
        i = static_cast<int>(*index);
    }
    const MasterFault fault = *faultOf(verb);
    const std::string name = redlock::sim::masterName(static_cast<std::size_t>(i));
    const auto done = [&](MasterCluster& c) {
        if (i >= c.size()) {
            const std::string last =
                redlock::sim::masterName(static_cast<std::size_t>(c.size() - 1));
            return badInput(
                err, "masters",
                (args.has("master") ? "--master " + name
                                    : "--index " + std::to_string(i) + " (" + name + ")") +
                    " is out of range: there are " + std::to_string(c.size()) + " masters, M1-" +
                    last + " (--index 0-" + std::to_string(c.size() - 1) + ")");
        }
        MasterFaults faults(c); // starts from what the runner reports of each master
        auto r = faults.apply(i, fault);
        if (!r) {
            err << "redlockctl masters: " << r.error().message << "\n";
            return 1;
        }
        if (args.has("json")) {
            JsonWriter j;
            j.beginObject()
                .field("action", verb)
                .field("name", name)
                .field("index", i)
                .field("address", c.address(i).text())
                .field("master", c.describe(i))
                .endObject();
            out << j.str() << "\n";
        } else {
            out << verb << " " << name << " (" << c.address(i).text() << ", " << c.describe(i)
                << "): done\n";
        }
        return 0;
    };
    if (args.has("docker")) {
        auto api = engine();
        if (!api) {
            err << "redlockctl masters: " << api.error().message << "\n";
            return 1;
        }
        auto c = docker::DockerCluster::find(std::move(api).value(), args.get("project"));
        if (!c) {
            err << "redlockctl masters: " << c.error().message << "\n";
            return 1;
        }
        const int rc = done(c.value());
        if (rc == 0) {
            (void)c.value().refresh();
        }
        c.value().release();
        return rc;
    }
    const std::string dir = args.get("dir", defaultMastersDir());
    if (auto safe = checkPrivateDir(dir, false); !safe) {
        err << "redlockctl masters: " << safe.error().message << "\n";
        return 1;
    }
    auto recs = readState(dir);
    if (!recs) {
        err << "redlockctl masters: " << recs.error().message << "\n";
        return 1;
    }
    std::vector<std::pair<pid_t, int>> running;
    for (const auto& r : *recs) {
        running.emplace_back(r.pid, r.port);
    }
    LocalServerOptions o;
    o.dir = dir;
    o.detached = true;
    std::ifstream p(dir + "/" + kPersistenceFile);
    std::string mode;
    p >> mode;
    o.persistence = mode == "always" ? Persistence::Always : Persistence::None;
    auto tls = recordedTls(dir); // a restart serves TLS again, checked as at the start
    if (!tls) {
        err << "redlockctl masters: " << tls.error().message << "\n";
        return 1;
    }
    o.tls = std::move(tls->server);
    o.clientTls = std::move(tls->client);
    auto local = LocalServers::adopt(running, o);
    if (!local) {
        err << "redlockctl masters: " << local.error().message << "\n";
        return 1;
    }
    const int rc = done(local.value());
    if (rc == 0 && fault == MasterFault::Restart) {
        std::vector<ServerRecord> now;
        for (int k = 0; k < local->size(); ++k) {
            now.push_back({local->pid(k), local->port(k)});
        }
        if (!writeState(dir, now)) {
            err << "redlockctl masters: cannot write '" << statePath(dir) << "'\n";
            local.value().release();
            return 1;
        }
    }
    local.value().release(); // the servers keep running (or stay down) after we exit
    return rc;
}

} // namespace

bool recordPersistence(const std::string& dir, bool always) {
    std::ofstream f(dir + "/" + kPersistenceFile, std::ios::trunc);
    f << (always ? "always" : "none") << "\n";
    return static_cast<bool>(f);
}

std::optional<int> dispatchMasters(const Args& argv, std::ostream& out, std::ostream& err) {
    std::string verb;
    for (const auto& a : argv) {
        if (a.rfind("--", 0) != 0) {
            verb = a;
            break;
        }
    }
    const bool fault = faultOf(verb).ok();
    const bool docker = std::find(argv.begin(), argv.end(), "--docker") != argv.end();
    if (!fault && !docker) {
        return std::nullopt; // the local masters' start, stop and status
    }
    auto args = CliArgs::parse(argv, "masters", fault ? Fault : Docker);
    if (!args) {
        return badInput(err, "masters", args.error().message);
    }
    const auto& pos = args->positional();
    if (pos.size() != 1) {
        return badInput(err, "masters",
                        "expected one action: start, stop, status, crash, hang, resume or restart");
    }
    if (fault) {
        return faultVerb(pos[0], *args, out, err);
    }
    if (pos[0] != "start" && pos[0] != "stop" && pos[0] != "status") {
        return badInput(err, "masters",
                        "expected one action: start, stop, status, crash, hang, resume or restart");
    }
    return dockerMasters(pos[0], *args, out, err);
}

} // namespace redlockctl
