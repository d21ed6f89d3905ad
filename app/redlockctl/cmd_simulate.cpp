// redlockctl simulate: plays a scenario in the core's discrete-event simulator, or estimates the
// availability of a master set. All numbers come from core/sim; this file parses and prints.
#include "app/redlockctl/commands.h"

#include "app/redlockctl/etcd_setup.h"
#include "app/redlockctl/options.h"
#include "core/docker/docker_cluster.h"
#include "core/json/json_out.h"
#include "core/json/json_writer.h"
#include "core/live/live_run.h"
#include "core/sim/analysis/availability.h"
#include "core/sim/analysis/choose.h"
#include "core/sim/analysis/sweep.h"
#include "core/sim/files/catalog.h"
#include "core/sim/files/scenario_file.h"
#include "core/sim/limits.h"
#include "core/sim/simulator.h"

#include <charconv>
#include <fstream>
#include <map>
#include <optional>
#include <ostream>
#include <set>
#include <sstream>

namespace redlockctl {

namespace {

using namespace redlock::sim;
using redlock::json::JsonWriter;

struct Options {
    std::map<std::string, std::string> values;
    std::set<std::string> flags;
    bool json = false;
    bool live = false;
};

// --key value pairs and the flags of simulate's rows in options.cpp; anything else is bad input.
// (Its own loop, older than CliArgs: the last of a repeated option wins, no --key=value.)
std::optional<Options> parse(const Args& args, std::ostream& err) {
    const std::vector<const Option*> rows = accepted("simulate", Single);
    auto row = [&rows](const std::string& arg) -> const Option* {
        for (const Option* o : rows) {
            if (arg.size() == o->name.size() + 2 && arg.rfind("--", 0) == 0 &&
                arg.compare(2, std::string::npos, o->name) == 0) {
                return o;
            }
        }
        return nullptr;
    };
    Options o;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const Option* known = row(args[i]);
        if (known != nullptr && !known->takesValue()) {
            o.flags.insert(args[i]);
            continue;
        }
        if (known == nullptr) {
            std::string expected;
            for (const Option* r : rows) {
                expected += (expected.empty() ? "--" : ", --") + std::string(r->name);
            }
            err << "redlockctl simulate: unknown option '" << terminalText(args[i])
                << "': expected " << expected << "\n";
            return std::nullopt;
        }
        if (i + 1 >= args.size()) {
            err << "redlockctl simulate: option " << terminalText(args[i]) << " needs a value\n";
            return std::nullopt;
        }
        o.values[args[i]] = args[i + 1];
        ++i;
    }
    o.json = o.flags.count("--json") > 0;
    o.live = o.flags.count("--live") > 0;
    if (o.flags.count("--docker") && !o.live) {
        err << "redlockctl simulate: --docker needs --live: expected --live --docker\n";
        return std::nullopt;
    }
    return o;
}

template <class T> bool number(const std::string& text, T& out) {
    const char* end = text.data() + text.size();
    auto [p, ec] = std::from_chars(text.data(), end, out);
    return ec == std::errc() && p == end && !text.empty();
}

int availability(const Options& o, std::ostream& out, std::ostream& err) {
    auto get = [&o](const char* k, const char* d) {
        const auto it = o.values.find(k);
        return it == o.values.end() ? std::string(d) : it->second;
    };
    int n = 0;
    double p = 0;
    long long trials = 0;
    std::uint64_t seed = 1;
    if (!number(get("--n", "5"), n)) {
        err << "redlockctl simulate: --n '" << terminalText(get("--n", ""))
            << "' is not an integer: expected 1 to 9\n";
        return 2;
    }
    if (!number(get("--p-down", "0.1"), p)) {
        err << "redlockctl simulate: --p-down '" << terminalText(get("--p-down", ""))
            << "' is not a number: expected 0 to 1\n";
        return 2;
    }
    if (!number(get("--trials", "1000000"), trials)) {
        err << "redlockctl simulate: --trials '" << terminalText(get("--trials", ""))
            << "' is not an integer: expected 1 to 1000000000\n";
        return 2;
    }
    if (!number(get("--seed", "1"), seed)) {
        err << "redlockctl simulate: --seed '" << terminalText(get("--seed", ""))
            << "' is not a non-negative integer\n";
        return 2;
    }
    auto in = checkAvailability(n, p, trials);
    if (!in) {
        err << "redlockctl simulate: " << terminalText(in.error().message) << "\n";
        return 2;
    }
    AvailabilityInput input = *in;
    input.seed = seed;
    const AvailabilityResult r = simulateAvailability(input);
    if (o.json) {
        JsonWriter w;
        w.beginObject()
            .field("scenario", "availability")
            .field("n", n)
            .raw("p_down", jsonNumber(p))
            .raw("trials", std::to_string(trials))
            .raw("seed", std::to_string(seed))
            .raw("exact", jsonNumber(r.exact, 15))
            .raw("monte_carlo", jsonNumber(r.monteCarlo, 15))
            .raw("votes_per_s", jsonNumber(r.votesPerS, 6))
            .raw("seconds", jsonNumber(r.seconds, 6))
            .endObject();
        out << w.str() << "\n";
    } else {
        out << "availability of N=" << n << " masters, each down with p=" << p << "\n"
            << "  exact (binomial)  " << jsonNumber(r.exact, 10) << "\n"
            << "  Monte Carlo       " << jsonNumber(r.monteCarlo, 10) << " over " << trials
            << " trials (seed " << seed << ")\n"
            << "  speed             " << jsonNumber(r.votesPerS, 4) << " master votes/s\n";
    }
    return 0;
}

constexpr long long kDefaultLiveCapS = 600;   // --max-live-s: 10 minutes of real time
constexpr long long kMaxLiveCapS = 7 * 86400; // a week

// --live: the same scenario on real local servers (core/live), the same JSON plus "live".
int live(const Options& o, Scenario s, const RunOptions& run, std::ostream& out,
         std::ostream& err) {
    auto value = [&o](const char* k, const std::string& d) {
        const auto it = o.values.find(k);
        return it == o.values.end() ? d : it->second;
    };
    const int masters = static_cast<int>(s.params.masters.size());
    int spawn = 0;
    if (!number(value("--spawn", std::to_string(masters)), spawn) || spawn != masters) {
        err << "redlockctl simulate: --spawn '" << terminalText(value("--spawn", ""))
            << "' does not fit scenario '" << terminalText(s.name) << "': expected " << masters
            << " (one server per master of the scenario)\n";
        return 2;
    }
    redlock::live::LiveOptions lo;
    if (o.values.count("--scale") && (!number(value("--scale", ""), lo.scale) || lo.scale < 1)) {
        err << "redlockctl simulate: --scale '" << terminalText(value("--scale", ""))
            << "' is not valid: expected a whole number from 1 to " << redlock::live::autoScale(s)
            << "\n";
        return 2;
    }
    // A live run takes real time: a file ending at 10 days would run for a day. Refused up
    // front past the cap (default 10 minutes), which --max-live-s raises.
    long long capS = kDefaultLiveCapS;
    if (o.values.count("--max-live-s") &&
        (!number(value("--max-live-s", ""), capS) || capS < 1 || capS > kMaxLiveCapS)) {
        err << "redlockctl simulate: --max-live-s '" << terminalText(value("--max-live-s", ""))
            << "' is not valid: expected a whole number of seconds from 1 to " << kMaxLiveCapS
            << "\n";
        return 2;
    }
    const int k = lo.scale > 0 ? std::min(lo.scale, redlock::live::autoScale(s))
                               : redlock::live::autoScale(s);
    const Us lengthUs = redlock::live::scaleDown(s, k).params.endUs;
    if (lengthUs > capS * 1000000) {
        err << "redlockctl simulate: --live would run for " << msText(lengthUs / 1000) << " s (the "
            << "scenario ends at " << msText(s.params.endUs) << " ms, played " << k
            << "x faster): more than the cap of " << capS
            << " s; raise it with --max-live-s, or end the scenario sooner\n";
        return 2;
    }
    if (o.flags.count("--docker")) {
        const std::string image = value("--image", redlock::docker::kDefaultImage);
        if (image.empty()) {
            err << "redlockctl simulate: --image '' is empty: expected an image name such as "
                << redlock::docker::kDefaultImage << "\n";
            return 2;
        }
        lo.masters = redlock::live::dockerMasters(image);
    } else if (o.values.count("--image")) {
        err << "redlockctl simulate: --image '" << terminalText(value("--image", ""))
            << "' needs --docker: expected --live --docker --image IMG\n";
        return 2;
    }
    if (run.seed) {
        s.seed = *run.seed;
    }
    catchStopSignals(); // SIGINT/SIGTERM end the run early; what was measured is still printed
    lo.cancel = stopFlag();
    const auto r = redlock::live::playLive(s, lo);
    if (!r) {
        err << "redlockctl simulate: " << terminalText(r.error().message) << "\n";
        return 2;
    }
    if (o.json) {
        out << redlock::live::toJson(*r) << "\n";
    } else {
        out << "live run on " << masters
            << (lo.masters ? " masters in containers of " + r->server
                           : " real " + r->server + " processes")
            << ", times scaled down " << r->scale << "x (per-instance timeout kept)\n"
            << terminalLines(toText(r->run)); // names and captions come from the file
    }
    if (interrupted()) {
        err << "redlockctl simulate: stopped by a signal; the run above covers what was measured "
               "until then\n";
        return 1;
    }
    return 0;
}

// --scenario repeated-partitions --sweep-partitions N: the unavailable time with 0..N of the
// holders' releases lost to a partition (core/sim/analysis/sweep.h).
int partitionSweepCmd(const Options& o, std::ostream& out, std::ostream& err) {
    for (const char* k : {"--variant", "--seed", "--file", "--n", "--p-down", "--trials"}) {
        if (o.values.count(k)) {
            err << "redlockctl simulate: " << k
                << " does not apply to --sweep-partitions: expected only --json\n";
            return 2;
        }
    }
    const std::string text = o.values.at("--sweep-partitions");
    int n = 0;
    if (!number(text, n) || n < 1 || n > kMaxSweepPartitions) {
        err << "redlockctl simulate: --sweep-partitions '" << terminalText(text)
            << "' is not a partition count: expected an integer from 1 to " << kMaxSweepPartitions
            << "\n";
        return 2;
    }
    const auto points = partitionSweep(n);
    if (!points) {
        err << "redlockctl simulate: " << terminalText(points.error().message) << "\n";
        return 2;
    }
    out << (o.json ? partitionSweepJson(*points) + "\n" : partitionSweepText(*points));
    return 0;
}

} // namespace

int cmdSimulate(const Args& args, std::ostream& out, std::ostream& err) {
    const std::optional<Options> o = parse(args, err);
    if (!o) {
        return 2;
    }
    auto value = [&o](const char* k) {
        const auto it = o->values.find(k);
        return it == o->values.end() ? std::string() : it->second;
    };
    const std::string name = value("--scenario"), file = value("--file");
    if (!o->live) {
        for (const char* k : {"--spawn", "--scale", "--max-live-s", "--image"}) {
            if (o->values.count(k)) {
                err << "redlockctl simulate: " << k << " needs --live: expected --live " << k
                    << " N\n";
                return 2;
            }
        }
    } else if (name == "availability" || name == "choose") {
        err << "redlockctl simulate: --live plays one scenario on real servers: '"
            << terminalText(name) << "' is many simulator runs, expected a scenario name\n";
        return 2;
    }
    if (name == "availability") {
        return availability(*o, out, err);
    }
    if (o->values.count("--sweep-partitions")) {
        if (o->live || o->values.count("--spawn") || o->values.count("--scale")) {
            err << "redlockctl simulate: --sweep-partitions runs in the simulator: --live, "
                   "--spawn and --scale do not apply\n";
            return 2;
        }
        if (name != "repeated-partitions") {
            err << "redlockctl simulate: --sweep-partitions needs --scenario repeated-partitions, "
                   "not '"
                << terminalText(name) << "'\n";
            return 2;
        }
        return partitionSweepCmd(*o, out, err);
    }
    if (name == "choose") {
        // The design x fault matrix of the "choosing a lock" page: one run per cell.
        for (const char* k : {"--variant", "--seed", "--file", "--n", "--p-down", "--trials"}) {
            if (o->values.count(k)) {
                err << "redlockctl simulate: " << k
                    << " does not apply to --scenario choose: expected only --json\n";
                return 2;
            }
        }
        const std::vector<ChooseCell> cells = chooseMatrix();
        out << (o->json ? chooseJson(cells) + "\n" : chooseText(cells));
        return 0;
    }
    std::string valid;
    for (const std::string& n : scenarioNames()) {
        valid += n + ", ";
    }
    valid += "availability, choose";
    if (o->values.count("--file") && file.empty()) {
        err << "redlockctl simulate: --file '' is empty: expected the path of a scenario file\n";
        return 2;
    }
    if (name.empty() && file.empty()) {
        err << "redlockctl simulate: --scenario is missing: expected one of " << valid << "\n";
        return 2;
    }
    RunOptions run;
    if (o->values.count("--seed")) {
        std::uint64_t seed = 0;
        if (!number(value("--seed"), seed)) {
            err << "redlockctl simulate: --seed '" << terminalText(value("--seed"))
                << "' is not valid: expected a non-negative integer below 2^64\n";
            return 2;
        }
        run.seed = seed;
    }
    redlock::Result<Scenario> scenario = redlock::Error{""};
    if (!file.empty()) {
        const redlock::Result<std::string> text = redlock::sim::limits::readScenarioFile(file);
        if (!text) {
            err << "redlockctl simulate: --file " << terminalText(text.error().message) << "\n";
            return 2;
        }
        // The same rule as the GUI's File > Open: every variant of the file must load.
        const redlock::Result<ScenarioFile> loaded = loadScenarioFile(*text);
        if (!loaded) {
            err << "redlockctl simulate: " << terminalText(file) << ": "
                << terminalText(loaded.error().message) << "\n";
            return 2;
        }
        const Scenario* chosen = loaded->find(value("--variant"));
        if (!chosen) {
            std::string list;
            for (const Scenario& v : loaded->variants) {
                list += (list.empty() ? "" : ", ") + v.variant;
            }
            err << "redlockctl simulate: " << terminalText(file) << ": unknown variant '"
                << terminalText(value("--variant")) << "': expected "
                << (list.empty() ? "no variant" : list) << "\n";
            return 2;
        }
        scenario = *chosen;
    } else {
        if (!scenarioText(name)) {
            err << "redlockctl simulate: unknown scenario '" << terminalText(name)
                << "': expected one of " << valid << "\n";
            return 2;
        }
        scenario = builtinScenario(name, value("--variant"));
        if (!scenario) {
            err << "redlockctl simulate: " << terminalText(scenario.error().message) << "\n";
            return 2;
        }
    }
    if (o->live) {
        return live(*o, *scenario, run, out, err);
    }
    const SimResult r = simulate(*scenario, run);
    out << (o->json ? toJson(r) + "\n" : terminalLines(toText(r))); // the file's words, made safe
    if (!r.stopped.empty()) {
        err << "redlockctl simulate: " << terminalText(r.stopped) << "\n";
        return 1;
    }
    return 0;
}

} // namespace redlockctl
