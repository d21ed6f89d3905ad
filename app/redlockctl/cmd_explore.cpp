// redlockctl explore: "Can it break?" (issue 29). A bounded breadth-first search over a model of
// Redlock (core/explore/) for the shortest schedule that breaks mutual exclusion or data safety
// under the assumptions the flags allow. Exit 0: no violation (exhausted or bounded); 1: a
// violation was found (with the schedule and a scenario for `simulate --file`); 2: bad input.
#include "app/redlockctl/cli_args.h"
#include "app/redlockctl/commands.h"

#include "core/explore/explore.h"
#include "core/json/json_out.h"
#include "core/json/json_writer.h"
#include "core/sim/files/scenario_file.h"

#include <atomic>
#include <csignal>
#include <cstdio>
#include <ostream>

namespace redlockctl {

using redlock::json::JsonWriter;
using namespace redlock;
using namespace redlock::explore;

namespace {

std::atomic<bool> g_cancel{false};

void onSignal(int) {
    g_cancel.store(true);
}

template <class E>
Result<E> oneOf(const CliArgs& args, const std::string& name, const std::string& fallback,
                std::initializer_list<std::pair<const char*, E>> values) {
    const std::string v = args.get(name, fallback);
    std::string names;
    for (const auto& [n, e] : values) {
        if (v == n) {
            return e;
        }
        names += std::string(names.empty() ? "" : ", ") + n;
    }
    return Error{"--" + name + " '" + v + "' is not one of " + names};
}

Result<Config> readOptions(const CliArgs& args) {
    Options o;
    auto masters = args.integer("masters", 5, 3, 7);
    auto clients = args.integer("clients", 2, 2, 3);
    auto ttl = args.integer("ttl", 30, 1, 86400000, "ms");
    auto tick = args.integer("tick", 0, 0, 86400000, "ms");
    auto delay = args.integer("max-delay", 0, 0, 86400000, "ms");
    auto pause = args.integer("max-pause", 0, 0, 86400000, "ms");
    auto jump = args.integer("clock-jump", 0, 0, 86400000, "ms");
    auto rate = args.integer("rate-ppm", 0, 0, 1000000, "ppm");
    auto depth = args.integer("max-depth", 0, 0, 1000000);
    auto states = args.integer("max-states", o.maxStates, 1, 2000000000);
    auto attempts = args.integer("attempts", o.maxAttempts, 1, 3);
    for (const auto* r : {&masters, &clients, &ttl, &tick, &delay, &pause, &jump, &rate, &depth,
                          &states, &attempts}) {
        if (!*r) {
            return r->error();
        }
    }
    auto restart = oneOf<Restart>(args, "restart", "none",
                                  {{"none", Restart::None},
                                   {"immediate", Restart::Immediate},
                                   {"delayed", Restart::Delayed}});
    auto persistence = oneOf<Persist>(args, "persistence", "none",
                                      {{"none", Persist::None}, {"always", Persist::Always}});
    auto fencing =
        oneOf<Fence>(args, "fencing", "off",
                     {{"off", Fence::Off}, {"monotonic", Fence::Monotonic}, {"cas", Fence::Cas}});
    auto fanout =
        oneOf<Fanout>(args, "fanout", "parallel",
                      {{"parallel", Fanout::Parallel}, {"sequential", Fanout::Sequential}});
    if (!restart)
        return restart.error();
    if (!persistence)
        return persistence.error();
    if (!fencing)
        return fencing.error();
    if (!fanout)
        return fanout.error();
    o.masters = static_cast<int>(*masters);
    o.clients = static_cast<int>(*clients);
    o.ttlMs = *ttl;
    o.tickMs = *tick;
    o.maxDelayMs = *delay;
    o.loss = args.has("loss");
    o.maxPauseMs = *pause;
    o.clockJumpMs = *jump;
    o.ratePpm = *rate;
    o.restart = *restart;
    o.persistence = *persistence;
    o.fencing = *fencing;
    o.fanout = *fanout;
    o.naiveClient = args.has("naive-client");
    o.maxAttempts = static_cast<int>(*attempts);
    o.checkProgress = args.has("progress");
    o.symmetry = !args.has("no-symmetry");
    o.maxDepth = static_cast<int>(*depth);
    o.maxStates = *states;
    return configure(o);
}

// The scenario file's text on one line (the file writer lays it out in lines; JSON strings
// hold no raw line breaks, so dropping them and their indentation changes no value).
std::string oneLine(const std::string& text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\n') {
            while (i + 1 < text.size() && text[i + 1] == ' ') {
                ++i;
            }
            continue;
        }
        out += text[i];
    }
    return out;
}

double perSecond(const Outcome& r) {
    return r.seconds > 0 ? static_cast<double>(r.states) / r.seconds : 0;
}

void writeJson(std::ostream& out, const Config& c, const Outcome& r) {
    JsonWriter j;
    j.beginObject()
        .field("verdict", verdictName(r.verdict))
        .field("states", static_cast<long long>(r.states))
        .field("transitions", static_cast<long long>(r.transitions))
        .field("depth", r.depth)
        .field("seconds", r.seconds)
        .field("states_per_s", perSecond(r))
        .field("tick_ms", static_cast<long long>(c.tickUs / 1000))
        .raw("drift_ms", sim::msText(c.driftUs));
    if (r.verdict == Verdict::Violation) {
        j.field("violation", violationName(r.violation))
            .field("broken_assumption", r.brokenAssumption)
            .field("broken_assumption_text", r.brokenAssumptionText)
            .field("replayed", r.replayed);
        j.beginArray("schedule");
        for (const ScheduleStep& s : r.schedule) {
            j.beginObject()
                .raw("t_ms", sim::msText(static_cast<sim::Us>(s.tick) * c.tickUs))
                .field("actor", s.actor)
                .field("what", s.what)
                .endObject();
        }
        j.endArray();
        j.raw("scenario", oneLine(sim::toJson(*r.scenario)));
    } else {
        j.null("violation").null("broken_assumption").null("scenario");
        if (r.verdict == Verdict::Bounded) {
            j.field("stopped_by", r.stopReason);
        }
    }
    j.endObject();
    out << j.str() << "\n";
}

void writeText(std::ostream& out, const Config& c, const Outcome& r) {
    const Options& o = c.o;
    out << "explore: " << o.masters << " masters, " << o.clients << " clients, TTL " << o.ttlMs
        << " ms in ticks of " << c.tickUs / 1000 << " ms (drift allowance "
        << sim::msText(c.driftUs) << " ms), fan-out " << fanoutName(o.fanout) << ", "
        << (o.naiveClient ? "naive client (no validity check)" : "spec client") << ", fencing "
        << fenceName(o.fencing) << "\n"
        << "  the adversary: delays up to " << c.delayTicks * c.tickUs / 1000 << " ms"
        << (o.loss ? ", lost messages" : "") << ", pauses up to " << c.pauseTicks * c.tickUs / 1000
        << " ms, clock jumps up to " << c.jumpTicks * c.tickUs / 1000 << " ms, clocks fast by "
        << o.ratePpm << " ppm, restarts " << restartName(o.restart) << ", persistence "
        << persistName(o.persistence) << "\n";
    const std::string searched = std::to_string(r.states) + " states, " +
                                 std::to_string(r.transitions) + " transitions, depth " +
                                 std::to_string(r.depth);
    if (r.verdict == Verdict::Violation) {
        out << "VIOLATION: " << violationName(r.violation) << ": " << r.brokenAssumptionText << "\n"
            << "the shortest schedule (" << r.depth << " steps of the search):\n";
        for (const ScheduleStep& s : r.schedule) {
            out << "  " << sim::msText(static_cast<sim::Us>(s.tick) * c.tickUs) << " ms  "
                << s.actor << "  " << s.what << "\n";
        }
        out << "the simulator, playing it, shows the " << violationName(r.violation) << ": "
            << (r.replayed ? "yes" : "no") << " (--json gives it as \"scenario\", a file for "
            << "redlockctl simulate --file)\n";
    } else if (r.verdict == Verdict::Exhausted) {
        out << "no violation: the state space is exhausted (" << searched << ")\n";
    } else {
        out << "no violation up to " << searched << ", stopped by the "
            << (r.stopReason == "depth"    ? "depth limit"
                : r.stopReason == "states" ? "state budget"
                : r.stopReason == "time"   ? "time limit"
                                           : "interrupt")
            << " (bounded: not a proof)\n";
    }
    // For people: a tenth of a millisecond under a second, else a hundredth of a second.
    char took[32];
    if (r.seconds < 1) {
        std::snprintf(took, sizeof took, "%.1f ms", r.seconds * 1000);
    } else {
        std::snprintf(took, sizeof took, "%.2f s", r.seconds);
    }
    out << "searched in " << took << " (" << static_cast<long long>(perSecond(r)) << " states/s)\n";
}

} // namespace

int cmdExplore(const Args& argv, std::ostream& out, std::ostream& err) {
    auto args = CliArgs::parse(argv, "explore");
    if (!args) {
        return badInput(err, "explore", args.error().message);
    }
    const auto cfg = readOptions(*args);
    if (!cfg) {
        return badInput(err, "explore", cfg.error().message);
    }
    struct sigaction sa {};
    sa.sa_handler = onSignal;
    sigemptyset(&sa.sa_mask);
    ::sigaction(SIGINT, &sa, nullptr);
    Hooks hooks;
    hooks.cancel = &g_cancel;
    const Outcome r = explore::explore(*cfg, hooks);
    if (args->has("json")) {
        writeJson(out, *cfg, r);
    } else {
        writeText(out, *cfg, r);
    }
    return r.verdict == Verdict::Violation ? 1 : 0;
}

} // namespace redlockctl
