#pragma once
// FaultPlan: the seeded schedule of server faults of one random check run, fixed before the run
// starts, so the same seed always asks for the same faults in the same order (the timing of the
// real servers' answers still varies from run to run).
//
// Each fault hits one master for a while: hang (pause .. resume), crash (kill .. start),
// restart (stop .. start), clock-jump (its wall clock steps forward .. set right), clock-rate
// (its wall clock runs fast .. set right), delay (its link is slow .. fast again; one direction,
// drawn) or partition (its link is silent both ways .. heals). A master carries at most one fault at a time, and at most
// N - majority(N) masters are faulted at any moment, so a majority always stays reachable.
// Steps are sorted by time with every fault's end before any fault's begin at the same time;
// executing them one after another in that order keeps the minority bound at every instant,
// even when a step runs late.

#include "core/check/check_options.h"
#include "core/check/fault_kind.h"

#include "core/client/redlock.h"

#include <vector>

namespace redlock::check {

enum class Action {
    Pause, Resume, Kill, Stop, Start,
    JumpClock, SkewClock, ResetClock,   // ClockShift of the master's server
    DelayToServer, DelayToClient, Undelay, // its LinkProxy
    Cut, Heal,
};

// "hang", "crash", "restart", "clock-jump", "clock-rate", "delay", "partition"
const char* faultKindName(FaultKind k);

struct FaultStep {
    Micros at{0}; // from the start of the run
    int master = 0;
    Action action = Action::Pause;
    FaultKind kind = FaultKind::Hang;
    bool begins = false; // the first step of a fault (counted once as an injected fault)
};

class FaultPlan {
public:
    // An empty plan when opt.faults has no server fault.
    static FaultPlan random(const CheckOptions& opt, Rng& rng);

    const std::vector<FaultStep>& steps() const { return m_steps; }
    int faults() const; // steps that begin a fault
    // The most masters faulted at once if the steps run in order (for tests and asserts).
    int maxConcurrent(int servers) const;

private:
    std::vector<FaultStep> m_steps;
};

} // namespace redlock::check
