#pragma once
// FaultInjector: plays a FaultPlan against the real servers from its own thread, step by step
// at the planned times (a late step delays the ones after it; the order, and with it the
// minority bound, is kept). On stop, or when the plan is done, it heals every master it left
// faulted (resume a paused one, start a stopped one) so the run ends with all of them up.
// It is the only thread that touches the masters, their clocks (ClockShift) and the links
// (LinkProxy) while a random run lasts. Server faults go through the one MasterFaults injector,
// so the same plan runs on local processes and on Docker containers (any MasterCluster).

#include "core/check/check_progress.h"
#include "core/check/fault_plan.h"

#include "core/net/link_proxy.h"
#include "core/servers/master_faults.h"

#include <atomic>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <string>
#include <thread>

namespace redlock::check {

struct InjectorCounts {
    long long hangs = 0, crashes = 0, restarts = 0;
    long long clockJumps = 0, clockRates = 0, delays = 0, partitions = 0;
    long long errors = 0;
    std::string firstError;
    // Strikes played, and those whose masters were back (the key gone, the masters answering)
    // before the holder's validity ended: only those leave a contender time to overlap it.
    long long strikesPlayed = 0, strikesInTime = 0;
};

// How big the clock and link faults are (check_options.h: effectiveJump, ...).
struct FaultSizes {
    Micros jump{0};
    std::int64_t ratePpm = 0;
    Micros delay{0};
};

// Resolves a strike (a step not aimed at a planned master) when the injector reaches it: waits
// for its target, then returns the concrete steps to play (times from the run's start), given
// which masters are faulted now. Called on the injector's thread; `st` is its stop token.
struct AimedStrike {
    std::vector<FaultStep> steps; // empty: nothing to aim at
    Micros validUntil{0};         // the holder's validity end, from the run's start
};
using StrikeResolver =
    std::function<AimedStrike(const FaultStep&, const std::vector<bool>&, std::stop_token)>;

class FaultInjector {
public:
    // `board` gets each fault as it begins (live progress). `links[i]` carries every client's
    // traffic to master i (needed for delay and partition steps, else may be empty); clock
    // steps need servers started with shiftableClocks.
    // `resolve` plays the plan's strikes (without it they are skipped).
    FaultInjector(MasterCluster& servers, FaultPlan plan, ProgressBoard& board,
                  std::vector<LinkProxy*> links = {}, FaultSizes sizes = FaultSizes(),
                  StrikeResolver resolve = {});
    ~FaultInjector(); // stops and joins

    // Starts playing; step times count from `origin` on the steady clock.
    void start(Micros origin);
    // Stops early (if still playing), heals, joins. Counts are final afterwards.
    void stop();
    // Waits until the whole plan is played and the masters healed (a plan ends), then joins.
    void finish();
    const InjectorCounts& counts() const { return m_counts; }

private:
    void play(std::stop_token st);
    bool waitUntil(Micros at, std::stop_token st); // false: asked to stop
    // Steps due together (the same time, the same server action: a strike's wave) in one
    // batch through MasterFaults::applyMany; anything else one by one.
    void applyTogether(const std::vector<FaultStep>& steps);
    void apply(const FaultStep& s);
    bool admit(const FaultStep& s);           // false: skipped (the minority bound)
    void record(const FaultStep& s, bool ok); // state and counts after the step
    Micros sinceOrigin() const;
    bool applyTiming(int i, Action a); // the clock and link actions
    void heal();
    bool faulted(int i) const;
    void fail(const std::string& what);

    MasterCluster& m_servers;
    MasterFaults m_faults;
    FaultPlan m_plan;
    ProgressBoard& m_board;
    std::vector<LinkProxy*> m_links;
    FaultSizes m_sizes;
    StrikeResolver m_resolve;
    Micros m_origin{0};
    int m_maxDown;
    std::vector<Action> m_state; // last action applied per master
    std::vector<bool> m_skipEnd; // a begin was skipped: skip its end too
    InjectorCounts m_counts;
    std::mutex m_mutex;
    std::condition_variable_any m_wake;
    std::jthread m_thread;
};

} // namespace redlock::check
