#pragma once
// "Can it break?": a bounded breadth-first search over a discrete model of the Redlock protocol
// that looks for the shortest schedule breaking mutual exclusion or data safety under the
// assumptions the user chooses (issue 29). No Qt; the CLI (`redlockctl explore`) and the GUI's
// panel both call explore().
//
// The model (model.h has the details): N masters (3..7) and K clients (2..3) in discrete time
// (one tick of tickMs). Each client runs the acquire as the core's client does: SET NX PX to
// every master at T1 (or one after another, sequential fan-out with the early stop), a reply or
// the per-instance timeout per master, T2 when the round is settled, verdict from judge() (vote
// gate and validity = TTL - elapsed - drift), release on all masters after a refusal and an
// immediate retry, up to maxAttempts attempts. A holder then works: (compare-and-set: claim the
// storage's tag with its random value,) write to the storage, release on all masters.
// The adversary picks, within the budgets: each message's delay (0..maxDelayMs) and, with loss
// on, whether it arrives at all; one pause per client of up to maxPauseMs; master crashes with
// a restart immediately or no sooner than the restart delay; one forward clock jump per master of
// up to clockJumpMs; which masters' clocks run fast by ratePpm; one backward step per client's
// wall clock of up to clientClockJumpMs. Every budget at zero means the fault cannot happen.
//
// Properties: mutual exclusion (two clients' beliefs, their validity windows, never intersect in
// real time), no stale write (the storage never accepts a write from a lock holder after it has
// accepted a write or claim of a later holder, while the writer no longer holds a majority),
// optionally progress (with no fault at all, not every client gives up).
//
// The search is breadth-first over canonical states (interchangeable clients and masters sorted),
// so the first violation is a shortest schedule in steps; it stops at maxDepth steps, maxStates
// states, maxSeconds, or when `cancel` is set, and says which.

#include "core/lock/result.h"
#include "core/sim/scenario.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace redlock::explore {

enum class Restart { None, Immediate, Delayed }; // none: masters never crash
enum class Persist { None, Always };
enum class Fence { Off, Monotonic, Cas };
enum class Fanout { Parallel, Sequential };

struct Options {
    int masters = 5;                    // 3..7
    int clients = 2;                    // 2..3
    std::int64_t ttlMs = 30;            // the lock's TTL
    std::int64_t tickMs = 0;            // 0: the largest whole ms not above the drift allowance
    std::int64_t maxDelayMs = 0;        // each message takes 0..this long (rounded down to ticks)
    bool loss = false;                  // a message may be lost
    std::int64_t maxPauseMs = 0;        // one stop-the-world pause per client, up to this long
    std::int64_t clockJumpMs = 0;       // one forward wall-clock jump per master, up to this
    std::int64_t ratePpm = 0;           // a master's clock may run this many ppm fast
    std::int64_t clientClockJumpMs = 0; // one backward step of a client's wall clock
    Restart restart = Restart::None;
    std::int64_t restartDelayMs = -1; // Delayed: a master stays down this long (-1: one TTL)
    Persist persistence = Persist::None;
    Fence fencing = Fence::Off;
    Fanout fanout = Fanout::Parallel;
    bool naiveClient = false; // no validity check: T2 is read when the last SET left
    int maxAttempts = 2;      // acquire attempts per client, 1..3
    bool checkOverlap = true;
    bool checkStaleWrite = true;
    bool checkProgress = false;
    bool symmetry = true; // sort interchangeable clients and masters
    int maxDepth = 0;     // 0: no limit
    std::int64_t maxStates = 2000000;
    double maxSeconds = 0; // 0: no limit
};

enum class Verdict { Violation, Exhausted, Bounded };
enum class Violation { None, Overlap, StaleWrite, NoProgress };

const char* verdictName(Verdict v);     // "violation", "exhausted", "bounded"
const char* violationName(Violation v); // "none", "overlap", "stale-write", "no-progress"
const char* restartName(Restart r);     // "none", "immediate", "delayed"
const char* persistName(Persist p);     // "none", "always"
const char* fenceName(Fence f);         // "off", "monotonic", "cas"
const char* fanoutName(Fanout f);       // "parallel", "sequential"

// The options turned into ticks, after the checks. Every error names the value and the range.
struct Config {
    Options o;
    std::int64_t tickUs = 0;
    std::int64_t ttlUs = 0;
    std::int64_t driftUs = 0;
    int ttlTicks = 0;     // a key's life on a master whose clock is right
    int fastTtlTicks = 0; // ... on a master whose clock runs fast
    int timeoutTicks = 0; // per-instance timeout: the slowest reply the delay budget allows + 1
    int delayTicks = 0;
    int pauseTicks = 0;
    int jumpTicks = 0;
    int clientJumpTicks = 0;
    int restartTicks = 0; // a crashed master stays down at least this long
    int quorum = 0;
};
Result<Config> configure(const Options& options);

// One step of a schedule, in the words of the model.
struct ScheduleStep {
    int tick = 0;
    std::string actor; // "C1", "A", "storage", "adversary", "clock"
    std::string what;  // e.g. "SET NX to A", "pause 12 ms", "tick"
    bool operator==(const ScheduleStep&) const = default;
};

struct Progress {
    std::int64_t states = 0;
    std::int64_t transitions = 0;
    int depth = 0;
    double seconds = 0;
    double statesPerSecond = 0;
};

struct Outcome {
    Verdict verdict = Verdict::Bounded;
    Violation violation = Violation::None;
    std::int64_t states = 0;      // distinct canonical states stored
    std::int64_t transitions = 0; // successors generated
    int depth = 0;                // BFS depth reached (the schedule's length on a violation)
    double seconds = 0;
    std::string stopReason; // why a bounded search stopped: "depth", "states", "time", "cancelled"
    std::size_t bytesPerState = 0;
    // On a violation: the assumption the schedule breaks (id and English sentence), the faults it
    // used, the schedule, and the counterexample as a scenario for the simulator.
    std::string brokenAssumption; // e.g. "pause-longer-than-validity"
    std::string brokenAssumptionText;
    std::vector<std::string> faultsUsed;
    std::vector<ScheduleStep> schedule;
    std::optional<sim::Scenario> scenario;
    bool replayed = false; // the simulator, playing `scenario`, shows the same kind of violation
};

struct Hooks {
    const std::atomic<bool>* cancel = nullptr;
    // Called from the searching thread about every 50 ms (and once at the end).
    std::function<void(const Progress&)> progress;
};

Outcome explore(const Config& config, const Hooks& hooks = {});

// The English words of a broken-assumption id, marked for translation in the context
// redlock::explore::Assumption (core/sim/translatable.h): the GUI shows them translated.
const char* brokenAssumptionText(const std::string& id);

} // namespace redlock::explore
