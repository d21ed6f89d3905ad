#pragma once
// Parameter sweeps: run one scenario many times with one parameter changed and measure one
// headline number per run. The GUI plots the points; the numbers come from the simulator alone.
//
// sweep() is the general form: a setter patches a copy of the base scenario for each x, and a
// measure reads y from the run. The presets are the three sweeps the timing page offers:
//  - ClockRate:    clock-rate, M3's clock error in % (0–20)   → overlap of beliefs in ms (C2
//                  retries from 1 s on, so it wins as soon as C forgets C1's key);
//  - FailoverTime: failover, Sentinel down-after in ms (0–12 000) → overlap in ms (C2 asks
//                  100 ms after the promotion, so the x axis is really "time to a new master");
//  - GcPause:      gc-pause-after, C1's pause in ms (0–20 000) → stale writes accepted.
// Limits: x values are evenly spaced, `points` must be at least 2; each run is a full simulate().

#include "core/lock/result.h"
#include "core/sim/scenario.h"
#include "core/sim/trace.h"

#include <algorithm>
#include <atomic>
#include <functional>
#include <string>
#include <vector>

namespace redlock::sim {

struct SweepPoint {
    double x = 0;
    double y = 0;
    bool operator==(const SweepPoint&) const = default;
};

using SweepSetter = std::function<void(Scenario&, double x)>;
using SweepMeasure = std::function<double(const SimResult&)>;

// `points` evenly spaced x values from `from` to `to` inclusive.
std::vector<SweepPoint> sweep(const Scenario& base, const SweepSetter& set, double from, double to,
                              int points, const SweepMeasure& measure);

enum class SweepKind { ClockRate, FailoverTime, GcPause };

struct SweepPreset {
    SweepKind kind = SweepKind::ClockRate;
    std::string scenario; // built-in scenario the sweep starts from (its base variant)
    double from = 0;
    double to = 0;
    SweepSetter set;
    SweepMeasure measure;
};

SweepPreset sweepPreset(SweepKind kind);

// The preset run over `points` values; an error only if the built-in scenario failed to load.
Result<std::vector<SweepPoint>> runSweep(SweepKind kind, int points);

// Phases of a fault. A run shows one moment for each fault; a "safe" claim must hold at every
// moment. phaseShifted() moves every scripted fault after the set-up (atUs > 0; the partitions
// at 0 that split the masters between clients stay) `byUs` later; phaseSweep() runs the
// scenario with its faults moved 0, step, 2·step, ... up to (not including) `spanUs` and keeps
// the worst run: longest overlap, then most stale writes, then longest unavailable stretch.
Scenario phaseShifted(const Scenario& s, Us byUs);

struct PhaseSweep {
    int phases = 0;
    Us stepUs = 0;
    Us worstPhaseUs = 0;   // the phase of `worst`
    Us worstOverlapUs = 0; // maxima over every phase (they may come from different phases)
    int worstStale = 0;
    Us worstUnavailableUs = 0;
    SimResult worst;
    bool safe() const { return worstOverlapUs <= 0 && worstStale <= 0; }
};

// The default sweep: one TTL in steps of 50 ms.
inline constexpr Us kPhaseStepUs = 50000;
// The step for a sweep over `spanUs` (one TTL): 50 ms, or finer, so that the sweep tries at
// least 20 fault times. A 30 ms counterexample of the search swept in 50 ms steps tried one,
// and the timing page said "across 1 fault times, moved 0 to 0 ms later".
inline constexpr Us phaseStepFor(Us spanUs) {
    return std::min(kPhaseStepUs, std::max<Us>(1, spanUs / 20));
}
PhaseSweep phaseSweep(const Scenario& s, Us stepUs, Us spanUs,
                      const std::atomic<bool>* cancel = nullptr);
// Shorthand for the same sweep over scenario-building function (the choose cells build theirs).
PhaseSweep phaseSweep(const std::function<Scenario(Us phaseUs)>& build, Us stepUs, Us spanUs,
                      const std::atomic<bool>* cancel = nullptr);

// Repeated partitions (issue 14, reference item 12): the repeated-partitions chain with
// `holders` clients taking the lock in turn, each releasing 3 s after it took it, and the next
// one asking 100 ms after that release was due; the first k holders are cut off from every
// master 500 ms before their release, so it never arrives. The chain is built by playing it:
// each holder's partition (and the next client's start) is placed from the time the previous
// run says that holder got the lock, so a late acquire never moves the cut before the grant.
// Params (TTL 10 s, retries every 0-200 ms) are the built-in file's.
struct PartitionPoint {
    int partitions = 0;
    Us unavailableUs = 0;
    std::vector<Us> outagesUs; // each outage's length, in time order
    std::int64_t ttlMs = 0;
    SimResult run; // the whole run, for its timeline
};

constexpr int kMaxSweepPartitions = 20;

// k in 0..holders, holders in 1..kMaxSweepPartitions; an error names the bad value.
Result<Scenario> partitionScenario(int k, int holders);
// k = 0..maxPartitions, all with maxPartitions holders; polls `cancel` between runs (a
// cancelled sweep is returned short).
Result<std::vector<PartitionPoint>> partitionSweep(int maxPartitions,
                                                   const std::atomic<bool>* cancel = nullptr);
// {"scenario":"repeated-partitions","sweep":"partitions","ttl_ms":..,"points":[{"partitions":k,
// "unavailable_ms":..,"outages_ms":[..]}, ...]}
std::string partitionSweepJson(const std::vector<PartitionPoint>& points);
std::string partitionSweepText(const std::vector<PartitionPoint>& points);

} // namespace redlock::sim
