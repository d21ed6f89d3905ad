#pragma once
// Random lab benches for the live sweeps (tst_live_bench on local processes,
// tst_live_bench_docker on containers): settings and marks drawn from a seed, the marks taking
// every kind in turn so that a few runs reach all of them. Played live, each run's sentences are
// checked against the run (sim::checkClaim), as tst_sim_bench does for the simulated bench.
#include "core/live/live_run.h"
#include "core/sim/bench.h"
#include "core/sim/claims.h"

#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace random_bench {

struct Run {
    redlock::sim::BenchSettings settings;
    std::vector<redlock::sim::Mark> marks;
    std::string told; // the marks as "kind@at/amount" (ms), for a failure's message
};

// `runs` benches of 2.5 s on 3..maxMasters masters and 1..3 clients, with 1-3 marks each (in
// turn: 15 marks over 8 runs reach all 12 kinds) at random moments of the run.
inline std::vector<Run> draw(std::uint64_t seed, int runs, int maxMasters) {
    namespace sim = redlock::sim;
    std::mt19937_64 pick(seed);
    const auto in = [&pick](std::int64_t lo, std::int64_t hi) {
        return std::uniform_int_distribution<std::int64_t>(lo, hi)(pick);
    };
    std::vector<Run> out;
    std::size_t next = 0;
    for (int run = 0; run < runs; ++run) {
        Run r;
        sim::BenchSettings& b = r.settings;
        b.masters = static_cast<int>(in(3, maxMasters));
        b.clients = static_cast<int>(in(1, 3));
        b.ttlMs = in(0, 1) ? 300 : 800;
        b.workMs = in(b.ttlMs / 10, b.ttlMs / 2);
        b.thinkMs = in(0, b.ttlMs / 2);
        b.fencing = in(0, 1) ? sim::Fencing::Token : sim::Fencing::Off;
        b.seed = static_cast<std::uint64_t>(run + 1);
        b.runMs = 2500;
        for (int n = 1 + run % 3; n > 0; --n) {
            sim::Mark m;
            m.kind = sim::kMarkKinds[next++ % std::size(sim::kMarkKinds)];
            const bool master = sim::markOnMaster(m.kind);
            m.lane = static_cast<int>(in(0, (master ? b.masters : b.clients) - 1));
            m.atUs = in(200, 1800) * 1000;
            m.amountUs = in(50, 2 * b.ttlMs) * 1000;
            if (m.kind == sim::MarkKind::ClockJump || m.kind == sim::MarkKind::ClientClockJump) {
                m.amountUs *= in(0, 1) ? 1 : -1;
            }
            if (sim::markOnLink(m.kind)) {
                m.master = static_cast<int>(in(0, b.masters - 1));
                m.extraUs = in(5, b.ttlMs) * 1000;
            }
            r.told += " " + std::to_string(static_cast<int>(m.kind)) + "@" +
                      std::to_string(m.atUs / 1000) + "/" + std::to_string(m.amountUs / 1000);
            r.marks.push_back(m);
        }
        out.push_back(std::move(r));
    }
    return out;
}

// What lies outside a run's end, or "": a run's record is within the run, as a simulated run's
// is, nothing judged, begun or ended after it (found by the sweep: a hold judged 0.9 ms after a
// run's end, its belief drawn ending before it began, and "C1 holds the lock" said of it).
inline std::string outsideItsEnd(const redlock::sim::SimResult& r) {
    const std::string end = ", end " + std::to_string(r.endUs);
    for (const auto& a : r.attempts) {
        if (a.t2 > r.endUs) {
            return a.client + "'s attempt judged at " + std::to_string(a.t2) + " us" + end;
        }
    }
    for (const auto& sp : r.spans) {
        if (sp.from > sp.to || sp.to > r.endUs) {
            return "a span of " + sp.lane + " from " + std::to_string(sp.from) + " to " +
                   std::to_string(sp.to) + " us" + end;
        }
    }
    for (const auto& e : r.events) {
        if (e.t > r.endUs) {
            return e.actor + " at " + std::to_string(e.t) + " us: " + e.detail + end;
        }
    }
    return "";
}

// What does not add up in a run's unavailable time, or "": its stretches in order, apart, each
// of some length, and unavailableUs their sum (a live run clipped at its end and then monitored
// once counted every stretch twice).
inline std::string outagesThatDoNotAddUp(const redlock::sim::SimResult& r) {
    redlock::sim::Us sum = 0, last = -1;
    for (const auto& o : r.outages) {
        if (o.from < last || o.to <= o.from) {
            return "an unavailable stretch from " + std::to_string(o.from) + " to " +
                   std::to_string(o.to) + " us after one ending at " + std::to_string(last);
        }
        last = o.to;
        sum += o.to - o.from;
    }
    return sum == r.unavailableUs ? ""
                                  : "unavailable " + std::to_string(r.unavailableUs) +
                                        " us, its stretches sum to " + std::to_string(sum);
}

// What is wrong with the run of the sweep's run number `run`, or "": something outside its end,
// unavailable time that does not add up, or a sentence the run does not support. `sentences`
// counts the sentences checked.
inline std::string whatIsWrong(const redlock::sim::SimResult& r, const Run& bench, int run,
                               int& sentences) {
    for (std::string why : {outsideItsEnd(r), outagesThatDoNotAddUp(r)}) {
        if (!why.empty()) {
            return "run " + std::to_string(run) + ": " + why;
        }
    }
    for (const auto& sentence : r.narration) {
        const std::string why = redlock::sim::checkClaim(r, sentence);
        if (!why.empty()) {
            return "run " + std::to_string(run) + ", " + sentence.id + " at " +
                   std::to_string(sentence.t) + ", marks" + bench.told + ": " + why;
        }
        ++sentences;
    }
    return "";
}

// Plays `bench` live at 1x on the masters `o` names and says what is wrong, or "": it cannot
// run live, it did not run, or its run is wrong (whatIsWrong).
inline std::string playAndCheck(const Run& bench, redlock::live::LiveOptions o, int run,
                                int& sentences) {
    const redlock::sim::Scenario scenario =
        redlock::sim::benchScenario(bench.settings, bench.marks);
    if (std::string why = redlock::live::whyNotLive(scenario); !why.empty()) {
        return "run " + std::to_string(run) + " cannot run live: " + why;
    }
    o.scale = 1;
    const auto played = redlock::live::playLive(scenario, o);
    if (!played) {
        return "run " + std::to_string(run) + ": " + played.error().message;
    }
    return whatIsWrong(played->run, bench, run, sentences);
}

} // namespace random_bench
