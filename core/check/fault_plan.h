#pragma once
// FaultPlan: the seeded schedule of server faults of one random check run, fixed before the run
// starts, so the same seed always asks for the same faults in the same order (the timing of the
// real servers' answers still varies from run to run).
//
// Each fault hits one master for a while: hang (pause .. resume), crash (kill .. start),
// restart (stop .. start), clock-jump (its wall clock steps forward .. set right), clock-rate
// (its wall clock runs fast .. set right), delay (its link is slow .. fast again; one direction,
// drawn) or partition (its link is silent both ways .. heals). A master carries at most one fault
// at a time, and at most N - majority(N) masters are faulted at any moment, so a majority always
// stays reachable. Steps are sorted by time with every fault's end before any fault's begin at the
// same time; executing them one after another in that order keeps the minority bound at every
// instant, even when a step runs late.
//
// Targeted faults (strikes), Jepsen-style: besides the faults at random masters, the plan asks
// every so often for a strike at the current holder: it waits for the next held acquire
// (HolderBoard), then takes the key from exactly the masters that tip the vote — a crash or a
// restart of them (one wave of at most the minority at a time), a clock jump (kept until the
// holder's validity is over, or for a settle time when more waves must follow) or a clock
// running fast on them — while the holder keeps its lock to the end of its validity; or, for
// pause-client, it stops the holder itself until its validity has run out. Random faults pause
// while a strike lasts, so the strike has the whole minority to spend. A random fault plan
// without strikes could not find the known unsafe settings: four busy clients mostly hold 4 or
// 5 votes and for 10-40 ms, and no random crash met a holder with a bare majority.

#include "core/check/check_options.h"
#include "core/check/fault_kind.h"
#include "core/check/holder_board.h"

#include "core/lock/rng.h"
#include "core/lock/units.h"

#include <vector>

namespace redlock::check {

enum class Action {
    Pause,
    Resume,
    Kill,
    Stop,
    Start,
    JumpClock,
    SkewClock,
    ResetClock, // ClockShift of the master's server
    DelayToServer,
    DelayToClient,
    Undelay, // its LinkProxy
    Cut,
    Heal,
};

// "hang", "crash", "restart", "clock-jump", "clock-rate", "delay", "partition"
const char* faultKindName(FaultKind k);

// Where a step is aimed: a planned master, the masters holding the holder's key (a strike of
// `kind`: crash, restart, clock-jump or clock-rate), or the holding client (pause-client).
enum class Target { Planned, HolderMasters, Holder };

struct FaultStep {
    Micros at{0}; // from the start of the run
    int master = 0;
    Action action = Action::Pause;
    FaultKind kind = FaultKind::Hang;
    bool begins = false; // the first step of a fault (counted once as an injected fault)
    Target target = Target::Planned; // not Planned: a strike, resolved at run time (strikeSteps)
};

class FaultPlan {
public:
    // An empty plan when opt.faults has no server fault.
    static FaultPlan random(const CheckOptions& opt, Rng& rng);
    // A plan of exactly these steps, put in the order the injector plays them (tests, and a
    // schedule written by hand).
    static FaultPlan of(std::vector<FaultStep> steps);

    const std::vector<FaultStep>& steps() const { return m_steps; }
    int faults() const;  // steps that begin a fault (strikes not counted)
    int strikes() const; // targeted steps
    // The most masters faulted at once if the steps run in order (for tests and asserts).
    int maxConcurrent(int servers) const;

private:
    std::vector<FaultStep> m_steps;
};

// How a strike's faults are timed.
struct StrikeTiming {
    Micros downFor{0}; // a crash or restart: from the stop to the start (the restart delay)
    Micros settle{0};  // a jump that more waves follow: long enough for the key to be dropped
    Micros margin{0};  // the last wave's fault lasts until the holder's validity end + margin
    // A restart strike stops its masters with SIGKILL instead of SIGTERM. Right without
    // persistence, where a clean shutdown has nothing to flush: redis acts on SIGTERM only at
    // its next cron tick (up to 100 ms at the default hz 10), and two waves of that did not fit
    // inside a 390 ms validity on a loaded machine.
    bool quickStop = false;
};

// The most masters that tip the vote a strike of `kind` can fault: a crash, restart or jump
// works in waves (the key, once lost, stays lost), a clock rate only all at once.
int strikeReach(FaultKind kind, int servers);

// The concrete steps of strike `strike` aimed at `holding`, from `now` (times from the start of
// the run, as the holder's validity end `validUntil`): the first tipCount() masters of the
// holder (those that answered OK first, in an order turned by strike.master) in waves of at
// most the free part of the minority (`faulted`: the masters faulted now). Empty when nothing
// can be done (no free slot, or the holder out of this kind's reach).
std::vector<FaultStep> strikeSteps(const FaultStep& strike, const Holding& holding,
                                   const std::vector<bool>& faulted, Micros now, Micros validUntil,
                                   const StrikeTiming& timing);

} // namespace redlock::check
