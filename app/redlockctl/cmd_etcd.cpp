// redlockctl acquire|release|bench --backend etcd: the etcd lease lock, with the same exit codes
// and JSON fields as the Redis backend (held, elapsed_ms, validity_ms, fence, and per member in
// "masters" what it answered; a member not asked shows as "skipped").
#include "app/redlockctl/bench_stats.h"
#include "app/redlockctl/etcd_setup.h"
#include "app/redlockctl/live_setup.h"
#include "core/json/json_out.h"
#include "core/json/json_writer.h"

#include "core/compare/client_protocol.h"
#include "core/lock/clock.h"
#include "core/valkey/address.h"

#include <iostream>
#include <ostream>

namespace redlockctl {

using namespace redlock;
using namespace redlock::etcd;
using redlock::sim::terminalText; // every text from a member or a peer, made safe for a terminal

namespace {

// Parses the common part; on success `setup` is ready (a --spawn cluster is running).
int prepare(std::string_view cmd, const CliArgs& args, bool allowSpawn,
            std::optional<EtcdSetup>& setup, std::ostream& err) {
    auto s = etcdSetup(args, allowSpawn);
    if (!s) {
        return badInput(err, cmd, s.error().message);
    }
    setup.emplace(std::move(s).value());
    catchStopSignals(); // from here on, Ctrl+C/SIGTERM end the command in order
    if (auto started = startSpawned(*setup); !started) {
        err << "redlockctl " << cmd << ": " << terminalText(started.error().message) << "\n";
        return 1;
    }
    return 0;
}

Result<std::string> resourceOf(const CliArgs& args) {
    auto r = args.required("resource");
    return r ? checkResource(*r) : r;
}

} // namespace

int cmdEtcdAcquire(const Args& argv, std::ostream& out, std::ostream& err) {
    auto args = CliArgs::parse(argv, "acquire", Etcd);
    if (!args) {
        return badInput(err, "acquire", args.error().message);
    }
    const bool fencedWrite = args->has("fenced-write");
    if (fencedWrite && args->has("keep")) {
        return badInput(err, "acquire",
                        "--keep and --fenced-write both given: expected one of them "
                        "(a fenced write ends with a release)");
    }
    auto resource = resourceOf(*args);
    if (!resource) {
        return badInput(err, "acquire", resource.error().message);
    }
    auto hold = args->integer("hold", 0, 0, 86400000, "ms");
    if (!hold) {
        return badInput(err, "acquire", hold.error().message);
    }
    std::optional<EtcdSetup> setup;
    if (const int rc = prepare("acquire", *args, true, setup, err); rc != 0) {
        return rc;
    }
    EtcdLock lock(setup->members, setup->options);
    const AcquireReport r = lock.acquire(*resource);
    std::optional<ReleaseReport> released;
    bool heldThrough = true; // neither interrupted nor lease lost during --hold
    SteadyClock clock;
    const Micros holdStart = clock.now();
    std::optional<compare::WriteAnswer> written; // --fenced-write: what the register did
    std::string writeError;
    if (r.held && fencedWrite) {
        // A client of the live comparison (core/compare/client_protocol.h): say so at once, so
        // the runner can freeze this process while it holds the lock.
        out << compare::acquiredLine(r.lock.fence, r.lock.lease, r.lock.ttl.count()) << std::endl;
    }
    if (r.held && !args->has("keep")) {
        heldThrough = *hold == 0 || holdFor(Millis(*hold)); // the critical section of this demo
        if (fencedWrite && !interrupted()) {
            // The write goes out without a look at the lease: a process frozen in between
            // cannot know it was; the guarded register has to tell by the fence.
            out << compare::writeLine(r.lock.fence) << std::endl;
            std::string answer;
            auto a = std::getline(std::cin, answer)
                         ? compare::parseWriteAnswer(answer)
                         : Result<compare::WriteAnswer>(Error{"no answer from the register"});
            if (a) {
                written = *a;
            } else {
                writeError = a.error().message;
            }
        }
        heldThrough = heldThrough && lock.keepAlive(r.lock).alive;
        released = lock.release(r.lock);
    }
    const long long heldMs = (clock.now() - holdStart).count() / 1000;

    if (args->has("json")) {
        JsonWriter j;
        j.beginObject()
            .field("backend", "etcd")
            .field("held", r.held)
            .field("reason", r.reason)
            .field("elapsed_ms", toMs(r.elapsed))
            .field("validity_ms", toMs(r.validity))
            .field("ttl_ms",
                   static_cast<long long>(r.held ? r.lock.ttl.count() : setup->options.ttl.count()))
            .field("fence", static_cast<long long>(r.held ? r.lock.fence : r.holderFence))
            .field("key", lock.keyFor(*resource))
            .field("token", r.lock.token)
            .field("lease", std::to_string(r.lock.lease))
            .field("members", lock.size())
            .field("etcd", joinEndpoints(setup->members));
        jsonMasters(j, "masters", r.members);
        if (released) {
            j.field("released", released->released)
                .field("held_through", heldThrough)
                .field("held_ms", heldMs)
                .field("interrupted", interrupted());
            jsonMasters(j, "release", released->members);
        }
        if (fencedWrite && r.held) {
            j.field("write",
                    written ? (written->accepted ? "accepted" : "rejected") : "unanswered");
            if (written) {
                j.field("write_highest", static_cast<long long>(written->highest));
            } else {
                j.field("write_error", writeError);
            }
        }
        j.endObject();
        out << j.str() << "\n";
    } else {
        out << (r.held ? "held" : "refused") << " (" << terminalText(r.reason) << "), fence "
            << (r.held ? r.lock.fence : r.holderFence) << (r.held ? "" : " (the holder's)") << "\n";
        out << "key " << lock.keyFor(*resource) << "  lease " << r.lock.lease << "  ttl "
            << r.lock.ttl.count() << " ms\n";
        out << "elapsed " << toMs(r.elapsed) << " ms, validity " << toMs(r.validity) << " ms\n";
        printMasters(out, r.members);
        if (released) {
            out << (released->released ? "released" : "not released") << " ("
                << terminalText(released->reason) << ") after holding " << heldMs << " ms"
                << (interrupted() ? ", interrupted"
                    : heldThrough ? ""
                                  : ", the lease was lost")
                << "\n";
            if (fencedWrite) {
                out << "write with fence " << r.lock.fence << ": "
                    << (written ? (written->accepted ? "accepted"
                                                     : "rejected, the register had seen " +
                                                           std::to_string(written->highest))
                                : "unanswered (" + terminalText(writeError) + ")")
                    << "\n";
            }
        } else if (r.held) {
            out << "kept: no keep-alive after this command, so it expires with its lease; or run "
                   "`redlockctl release --backend etcd --fence "
                << r.lock.fence << " --lease " << r.lock.lease << "`\n";
        }
    }
    if (!r.held) {
        return 1;
    }
    if (fencedWrite && !(written && written->accepted)) {
        return 1; // the write did not go through
    }
    // Interrupted or lease lost during --hold: the critical section did not run as asked.
    return released && (!released->released || !heldThrough) ? 1 : 0;
}

int cmdEtcdRelease(const Args& argv, std::ostream& out, std::ostream& err) {
    auto args = CliArgs::parse(argv, "release", Etcd);
    if (!args) {
        return badInput(err, "release", args.error().message);
    }
    auto resource = resourceOf(*args);
    if (!resource) {
        return badInput(err, "release", resource.error().message);
    }
    auto fence =
        args->has("fence")
            ? args->integer("fence", 0, 1, 9223372036854775807LL)
            : Result<long long>(Error{"missing --fence: expected the fence acquire printed"});
    auto lease = args->integer("lease", 0, 1, 9223372036854775807LL);
    for (const auto* v : {&fence, &lease}) {
        if (!*v) {
            return badInput(err, "release", v->error().message);
        }
    }
    std::optional<EtcdSetup> setup;
    if (const int rc = prepare("release", *args, false, setup, err); rc != 0) {
        return rc;
    }
    EtcdLock lock(setup->members, setup->options);
    Held h;
    h.resource = *resource;
    h.key = lock.keyFor(*resource);
    h.fence = *fence;
    h.lease = *lease;
    const ReleaseReport r = lock.release(h);
    if (args->has("json")) {
        JsonWriter j;
        j.beginObject()
            .field("backend", "etcd")
            .field("released", r.released)
            .field("reason", r.reason)
            .field("elapsed_ms", toMs(r.elapsed))
            .field("key", h.key)
            .field("fence", static_cast<long long>(h.fence));
        jsonMasters(j, "masters", r.members);
        j.endObject();
        out << j.str() << "\n";
    } else {
        out << (r.released ? "released" : "not released") << " (" << terminalText(r.reason)
            << ")\n";
        printMasters(out, r.members);
    }
    return r.released ? 0 : 1;
}

int cmdEtcdBench(const Args& argv, std::ostream& out, std::ostream& err) {
    auto args = CliArgs::parse(argv, "bench", Etcd);
    if (!args) {
        return badInput(err, "bench", args.error().message);
    }
    auto cycles = args->integer("cycles", 1000, 1, 10000000);
    if (!cycles) {
        return badInput(err, "bench", cycles.error().message);
    }
    std::optional<EtcdSetup> setup;
    if (const int rc = prepare("bench", *args, true, setup, err); rc != 0) {
        return rc;
    }
    EtcdLock lock(setup->members, setup->options);
    SteadyClock clock;
    std::vector<long long> acquire, decide, release;
    long long held = 0;
    long long done = 0;
    const Micros start = clock.now();
    for (; done < *cycles && !interrupted(); ++done) {
        const Micros t0 = clock.now();
        const AcquireReport r = lock.acquire("bench:0");
        const Micros t1 = clock.now();
        acquire.push_back((t1 - t0).count());
        decide.push_back(r.elapsed.count());
        if (r.held) {
            ++held;
            lock.release(r.lock);
            release.push_back((clock.now() - t1).count());
        }
    }
    const double seconds = static_cast<double>((clock.now() - start).count()) / 1e6;
    const double rate = seconds > 0 ? static_cast<double>(done) / seconds : 0.0;
    if (args->has("json")) {
        JsonWriter j;
        j.beginObject()
            .field("backend", "etcd")
            .field("members", lock.size())
            .field("cycles", done)
            .field("concurrency", 1)
            .field("held", held)
            .field("seconds", seconds)
            .field("cycles_per_s", rate);
        jsonPercentiles(j, "acquire_us", acquire);
        jsonPercentiles(j, "decide_us", decide);
        jsonPercentiles(j, "release_us", release);
        j.endObject();
        out << j.str() << "\n";
    } else {
        out << done << " cycles on " << lock.size()
            << " etcd members: " << static_cast<long long>(rate) << " cycles/s, " << held << " held"
            << (interrupted() ? " (interrupted)" : "") << "\n";
        printPercentiles(out, "acquire", acquire);
        printPercentiles(out, "decide ", decide);
        printPercentiles(out, "release", release);
    }
    return held > 0 && !interrupted() ? 0 : 1;
}

} // namespace redlockctl
