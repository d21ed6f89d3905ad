// redlockctl check: the fault checker. Starts real servers, runs K contending client threads
// with the real client while faults hit a minority of the servers, and reports whether two
// clients ever believed they held the lock at once (docs/reliability.md defines every figure).
// Exit 0: no violation; 1: an overlap or a stale write was found; 2: bad input.
#include "app/redlockctl/cli_args.h"
#include "app/redlockctl/commands.h"
#include "core/json/json_writer.h"

#include "core/check/chaos_check.h"
#include "core/lock/lease.h"
#include "core/valkey/tls.h"

#include <atomic>
#include <csignal>
#include <cstdio>
#include <ostream>

namespace redlockctl {

using redlock::json::JsonWriter; // core/json: the one writer of --json output

using namespace redlock;
using namespace redlock::check;

namespace {

// Set from SIGINT/SIGTERM: the run winds down, stops its servers by pid and still reports, so
// an interrupted check never leaves server processes behind.
std::atomic<bool> g_cancel{false};
static_assert(std::atomic<bool>::is_always_lock_free);

void onSignal(int) {
    g_cancel.store(true);
}

void catchSignals() {
    struct sigaction sa {};
    sa.sa_handler = onSignal;
    sigemptyset(&sa.sa_mask);
    ::sigaction(SIGINT, &sa, nullptr);
    ::sigaction(SIGTERM, &sa, nullptr);
}

// TLS both ways or not at all: the servers' certificate (--tls-server-cert/--tls-server-key)
// and the clients' options (acquire's --tls, --tls-ca, --tls-cert, --tls-key). A client
// certificate makes the servers ask for one, issued by --tls-ca.
Result<bool> tlsInputs(const CliArgs& args, CheckOptions& o) {
    const bool serverSide = args.has("tls-server-cert") || args.has("tls-server-key");
    const char* clientOption = args.has("tls-ca")     ? "--tls-ca"
                               : args.has("tls-cert") ? "--tls-cert"
                               : args.has("tls-key")  ? "--tls-key"
                               : args.has("tls")      ? "--tls"
                                                      : nullptr;
    if (!serverSide && clientOption == nullptr) {
        return true;
    }
    const char* serverOption =
        args.has("tls-server-cert") ? "--tls-server-cert" : "--tls-server-key";
    if (!serverSide) {
        return Error{std::string(clientOption) +
                     ": the servers check starts speak plain text unless they get a certificate: "
                     "add --tls-server-cert FILE --tls-server-key FILE"};
    }
    if (clientOption == nullptr) {
        return Error{std::string(serverOption) +
                     ": the servers will speak TLS only, so the clients need the CA that issued "
                     "their certificate: add --tls-ca FILE (or --tls for the system's CAs)"};
    }
    const bool clientCert = args.has("tls-cert") || args.has("tls-key");
    if (clientCert && !args.has("tls-ca")) {
        return Error{"--tls-cert: the servers check client certificates against the CA of "
                     "--tls-ca FILE, which is missing"};
    }
    auto client =
        TlsContext::create({args.get("tls-ca"), args.get("tls-cert"), args.get("tls-key")});
    if (!client) {
        return client.error();
    }
    TlsSettings server;
    server.certFile = args.get("tls-server-cert");
    server.keyFile = args.get("tls-server-key");
    server.caFile = clientCert ? args.get("tls-ca") : std::string();
    server.certName = "--tls-server-cert";
    server.keyName = "--tls-server-key";
    auto files = loadServerTls(server);
    if (!files) {
        return files.error();
    }
    o.tls = std::move(client).value();
    o.serverTls.certPem = std::move(files->certPem);
    o.serverTls.keyPem = std::move(files->keyPem);
    o.serverTls.caPem = std::move(files->caPem);
    o.serverTls.authClients = clientCert;
    return true;
}

Result<CheckOptions> checkInputs(const CliArgs& args) {
    CheckOptions o;
    auto spawn = args.integer("spawn", 5, 3, 9);
    auto clients = args.integer("clients", 4, 1, 16);
    auto duration = args.integer("duration", 15, 1, 3600, "s");
    auto ttl = args.integer("ttl", 400, 1, 86400000, "ms");
    auto timeout = args.integer("timeout", 50, 1, 1000, "ms");
    auto seed = args.integer("seed", 1, 0, 1000000000000000000LL);
    for (const auto* r : {&spawn, &clients, &duration, &ttl, &timeout, &seed}) {
        if (!*r) {
            return r->error();
        }
    }
    o.servers = static_cast<int>(*spawn);
    o.clients = static_cast<int>(*clients);
    o.duration = std::chrono::seconds(*duration);
    o.ttl = Millis(*ttl);
    o.timeout = Millis(*timeout);
    o.seed = static_cast<std::uint64_t>(*seed);
    auto faults = parseFaults(args.get("faults", o.faults.text()));
    if (!faults) {
        return Error{"--faults: " + faults.error().message, faults.error().kind};
    }
    o.faults = *faults;
    if (auto d = parseRestartDelay(args.get("restart-delay", "auto"), o); !d) {
        return d.error();
    }
    auto persistence = parsePersistence(args.get("persistence", "none"));
    if (!persistence) {
        return persistence.error();
    }
    o.persistence = *persistence;
    if (auto j = parseJump(args.get("jump", "auto"), o); !j) {
        return j.error();
    }
    if (auto r = parseRatePpm(args.get("rate-ppm", "auto"), o); !r) {
        return r.error();
    }
    o.docker = args.has("docker");
    o.dockerImage = args.get("image");
    if (args.has("image") && (!o.docker || o.dockerImage.empty())) {
        return Error{"--image '" + o.dockerImage + "': expected an image name, with --docker"};
    }
    if (auto tls = tlsInputs(args, o); !tls) {
        return tls.error();
    }
    return checkCheckOptions(o);
}

void writeJson(std::ostream& out, const CheckOptions& o, const CheckReport& r) {
    JsonWriter j;
    j.beginObject()
        .field("mode", r.mode)
        .field("servers", o.servers)
        .field("clients", o.clients)
        .field("faults", o.faults.text())
        .field("restart_delay_ms", static_cast<long long>(effectiveRestartDelay(o).count()))
        .field("persistence", o.persistence == Persistence::Always ? "always" : "none")
        .field("masters", o.docker ? "docker" : "local")
        .field("tls", o.serverTls.on())
        .field("ttl_ms", static_cast<long long>(o.ttl.count()))
        .field("jump_ms", toMs(effectiveJump(o)))
        .field("rate_ppm", static_cast<long long>(effectiveRatePpm(o)))
        .field("drift_ms", toMs(driftFor(o.ttl)))
        .field("seed", static_cast<long long>(r.seed))
        .field("duration_s", r.durationS)
        .field("attempts", r.attempts)
        .field("acquisitions", r.acquisitions)
        .field("faults_injected", r.faultsInjected);
    // A fault the scenarios also have is named as in a scenario file.
    const auto named = [](FaultKind k) { return redlock::sim::kindName(*scenarioFaultKind(k)); };
    j.beginObject("faults_by_kind")
        .field("hang", r.hangs)
        .field(named(FaultKind::Crash), r.crashes)
        .field(named(FaultKind::Restart), r.restarts)
        .field("pause_client", r.clientPauses)
        .field(named(FaultKind::ClockJump), r.clockJumps)
        .field(named(FaultKind::ClockRate), r.clockRates)
        .field(named(FaultKind::Delay), r.delays)
        .field(named(FaultKind::Partition), r.partitions)
        .endObject();
    const std::string unsafe = knownUnsafe(o);
    j.field("strikes", r.strikes)
        .field("strikes_in_time", r.strikesInTime)
        .field("late_rounds", r.lateRounds)
        .field("link_stalls", r.linkStalls)
        .field("link_refused", r.linkRefused)
        .field("known_unsafe", !unsafe.empty());
    if (!unsafe.empty()) {
        j.field("unsafe_reason", unsafe);
    }
    j.field("fault_errors", r.faultErrors)
        .field("overlaps", r.overlaps)
        .field("overlap_ms", r.overlapMs)
        .field("writes", r.writes)
        .field("writes_skipped", r.skippedWrites)
        .field("stale_writes_accepted", r.staleWrites)
        .field("availability", r.availability)
        .field("attempt_success", r.attemptSuccess)
        .field("violation", r.violation())
        .field("interrupted", r.interrupted);
    if (!r.firstFaultError.empty()) {
        j.field("first_fault_error", r.firstFaultError);
    }
    if (!r.mastersWarning.empty()) {
        j.field("masters_warning", r.mastersWarning);
    }
    j.endObject();
    out << j.str() << "\n";
}

// For people: a run's length to the hundredth of a second, an overlap to the millisecond (a
// tenth under 10 ms, so a short one does not read "0 ms"), shares as percentages. The JSON keeps
// every digit.
std::string fixed(double v, int decimals) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}
std::string overlapText(double ms) {
    return fixed(ms, ms > 0 && ms < 10 ? 1 : 0) + " ms";
}
std::string percent(double share) {
    return fixed(share * 100, 1) + " %";
}

// The first line never reads as a pass when the setting is known to be unsafe and this run
// simply did not catch it.
std::string headline(const CheckOptions& o, const CheckReport& r) {
    if (r.violation()) {
        return "VIOLATION";
    }
    const std::string unsafe = knownUnsafe(o);
    if (unsafe.empty()) {
        return "no violation";
    }
    return "no violation found in this run; this setting is unsafe \u2014 see docs/reliability.md, "
           "\"Settings known to be unsafe\"";
}

void writeText(std::ostream& out, const CheckOptions& o, const CheckReport& r) {
    out << headline(o, r) << (r.interrupted ? ", interrupted" : "") << " (" << r.mode
        << " schedule, seed " << r.seed << ", " << o.servers
        << (o.servers == 1 ? " server, " : " servers, ") << o.clients
        << (o.clients == 1 ? " client, TTL " : " clients, TTL ") << o.ttl.count()
        << " ms, restart delay " << effectiveRestartDelay(o).count() << " ms"
        << (o.serverTls.on() ? ", over TLS" : "") << ")\n"
        << "  acquisitions " << r.acquisitions << " of " << r.attempts << " attempts in "
        << fixed(r.durationS, 2) << " s\n"
        << "  faults " << r.faultsInjected << " (hang " << r.hangs << ", crash " << r.crashes
        << ", restart " << r.restarts << ", pause-client " << r.clientPauses << ", clock-jump "
        << r.clockJumps << ", clock-rate " << r.clockRates << ", delay " << r.delays
        << ", partition " << r.partitions << "; " << r.strikes << " aimed at the holder, "
        << r.strikesInTime << " of them back before its validity ended)"
        << (r.faultErrors > 0
                ? ", " + std::to_string(r.faultErrors) + " failed: " + r.firstFaultError
                : std::string())
        << "\n"
        << "  overlaps " << r.overlaps << " (" << overlapText(r.overlapMs)
        << "), stale writes accepted " << r.staleWrites << " of " << r.writes << " ("
        << r.skippedWrites << " held back: validity ran out)\n"
        << "  availability " << percent(r.availability) << " of the time, "
        << percent(r.attemptSuccess) << " of attempts\n";
    if (r.lateRounds > 0) {
        out << "  " << r.lateRounds
            << " scripted rounds came too late: their fault was in place only after the "
               "holder's validity ended (a slow restart or heal), so they could show nothing\n";
    }
    if (r.linkStalls + r.linkRefused > 0) {
        out << "  links saturated: " << r.linkStalls << " stalls (a full buffer stopped reading), "
            << r.linkRefused << " connections refused; availability is lower for it\n";
    }
    if (const std::string unsafe = knownUnsafe(o); !unsafe.empty()) {
        out << "  unsafe setting: " << unsafe << "\n";
    }
    if (o.faults.clockFaults()) {
        out << "  clock faults: jump " << toMs(effectiveJump(o)) << " ms, rate "
            << effectiveRatePpm(o) << " ppm; drift allowance " << toMs(driftFor(o.ttl)) << " ms\n";
    }
}

} // namespace

int cmdCheck(const Args& argv, std::ostream& out, std::ostream& err) {
    auto args = CliArgs::parse(argv, "check");
    if (!args) {
        return badInput(err, "check", args.error().message);
    }
    auto opt = checkInputs(*args);
    if (!opt) {
        return badInput(err, "check", opt.error().message);
    }
    catchSignals();
    ChaosCheck check(*opt, &g_cancel);
    auto report = check.run();
    if (!report) {
        return badInput(err, "check", report.error().message);
    }
    if (!report->mastersWarning.empty()) {
        err << "redlockctl check: warning: " << report->mastersWarning
            << " (--tls-server-cert, --tls-server-key, --tls-ca)\n";
    }
    if (args->has("json")) {
        writeJson(out, *opt, *report);
    } else {
        writeText(out, *opt, *report);
    }
    return report->violation() ? 1 : 0;
}

} // namespace redlockctl
