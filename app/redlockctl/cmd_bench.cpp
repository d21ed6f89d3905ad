// redlockctl bench: back-to-back acquire+release cycles (per worker thread) against real masters,
// optionally with --pause ms of idle time after each cycle.
// Reports cycles/s and latency percentiles; `decide_us` is T2-T1 of each acquire (the time to a
// verdict), `acquire_us` the whole acquire call (including the cleanup release on a refusal).
#include "app/redlockctl/bench_stats.h"
#include "app/redlockctl/commands.h"
#include "app/redlockctl/live_setup.h"

#include "core/valkey/poll_fan_out.h"

#include <algorithm>
#include <ostream>
#include <random>
#include <thread>

namespace redlockctl {

using namespace redlock;

namespace {

struct Samples {
    std::vector<long long> acquire, decide, release;
    long long held = 0;
};

void worker(const LiveSetup& setup, int id, long long cycles, Millis pause, Samples& s) {
    PollFanOut fanOut(setup.masters, setup.valkey);
    Redlock client(fanOut, setup.options, Rng{std::random_device{}()});
    Clock& clock = fanOut.clock();
    const std::string resource = "bench:" + std::to_string(id);
    s.acquire.reserve(cycles);
    s.release.reserve(cycles);
    s.decide.reserve(cycles);
    for (long long c = 0; c < cycles; ++c) {
        const Micros t0 = clock.now();
        const AcquireResult r = client.acquire(resource);
        const Micros t1 = clock.now();
        s.acquire.push_back((t1 - t0).count());
        s.decide.push_back((r.attempts.back().t2 - r.attempts.back().t1).count());
        if (r.held) {
            ++s.held;
            client.release(r.lock);
            s.release.push_back((clock.now() - t1).count());
        }
        if (pause.count() > 0) {
            fanOut.sleep(pause); // idle gap, to compare with runs where a timeout idles the client
        }
    }
}

} // namespace

int cmdBench(const Args& argv, std::ostream& out, std::ostream& err) {
    auto args = CliArgs::parse(argv, "bench", Redis);
    if (!args) {
        return badInput(err, "bench", args.error().message);
    }
    auto setup = liveSetup(*args);
    if (!setup) {
        return badInput(err, "bench", setup.error().message);
    }
    auto cycles = args->integer("cycles", 1000, 1, 10000000);
    auto conc = args->integer("concurrency", 1, 1, 64);
    auto pause = args->integer("pause", 0, 0, 10000, "ms");
    for (const auto* r : {&cycles, &conc, &pause}) {
        if (!*r) {
            return badInput(err, "bench", r->error().message);
        }
    }

    const int c = static_cast<int>(*conc);
    std::vector<Samples> per(c);
    SteadyClock clock;
    const Micros start = clock.now();
    {
        std::vector<std::jthread> threads;
        for (int i = 0; i < c; ++i) {
            const long long share = *cycles / c + (i < *cycles % c ? 1 : 0);
            threads.emplace_back(worker, std::cref(*setup), i, share, Millis(*pause),
                                 std::ref(per[i]));
        }
    }
    const double seconds = static_cast<double>((clock.now() - start).count()) / 1e6;
    Samples all;
    for (auto& s : per) {
        all.acquire.insert(all.acquire.end(), s.acquire.begin(), s.acquire.end());
        all.decide.insert(all.decide.end(), s.decide.begin(), s.decide.end());
        all.release.insert(all.release.end(), s.release.begin(), s.release.end());
        all.held += s.held;
    }
    const double rate = seconds > 0 ? static_cast<double>(*cycles) / seconds : 0.0;

    JsonWriter j;
    j.beginObject()
        .field("cycles", *cycles)
        .field("concurrency", c)
        .field("fanout", fanOutModeName(setup->options.fanout))
        .field("held", all.held)
        .field("seconds", seconds)
        .field("cycles_per_s", rate);
    jsonPercentiles(j, "acquire_us", all.acquire);
    jsonPercentiles(j, "decide_us", all.decide);
    jsonPercentiles(j, "release_us", all.release);
    j.endObject();
    if (args->has("json")) {
        out << j.str() << "\n";
    } else {
        out << *cycles << " cycles on " << setup->masters.size() << " masters, concurrency " << c
            << ", " << fanOutModeName(setup->options.fanout)
            << " fan-out: " << static_cast<long long>(rate) << " cycles/s, " << all.held
            << " held\n";
        printPercentiles(out, "acquire", all.acquire);
        printPercentiles(out, "decide ", all.decide);
        printPercentiles(out, "release", all.release);
    }
    return all.held > 0 ? 0 : 1;
}

} // namespace redlockctl
