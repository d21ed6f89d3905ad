#pragma once
// The lab bench: N masters and a few clients that loop the spec's cycle (acquire, work, an
// optional write to the storage, release, think) while the teacher breaks things with marks —
// a fault on one lane at one moment. Settings + marks make an ordinary Scenario (so a run is a
// pure function of the seed, the settings and the marks, saves as a scenario file and opens on
// the timing page); benchTally reads what a run (clipped at the playhead) shows so far: the
// counts of overlaps, stale writes, lost releases and unavailable stretches, and the newest
// outcome sentence of the core's narration.

#include "core/sim/scenario.h"
#include "core/sim/sentence.h"
#include "core/sim/trace.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace redlock::sim {

// What a mark does. On a master: crash (down for the rest of the run, or until a restart
// mark), restart keeping its key (persisted: back after `amount` ms with what it had), restart
// wiped (back after `amount` ms with an empty keyspace), hang (answers nothing for `amount`
// ms), clock jump (its wall clock steps by `amount`, either sign), fast clock (its clock runs
// kFastClockPpm — twice real time — for `amount` ms, then right again). On a client: pause (GC,
// `amount` ms), cut off (partitioned from every master for `amount` ms), no release (for
// `amount` ms its cycles end without the unlock: the keys stay until they expire) and a jump of
// its own wall clock by `amount` (either sign), which moves the end of its lease only when the
// client times the lease by that clock (BenchSettings::clientClock). On a link (one client and
// one master, Mark::master): a cut (the link drops every message both ways for `amount`) and a
// delay (each message that leaves on it takes Mark::extraUs longer, in Mark::direction, for
// `amount`).
enum class MarkKind {
    Crash,
    RestartKeep,
    RestartWiped,
    Hang,
    ClockJump,
    FastClock,
    Pause,
    CutOff,
    NoRelease,
    ClientClockJump,
    LinkCut,
    LinkDelay
};

inline constexpr MarkKind kMarkKinds[] = {
    MarkKind::Crash,     MarkKind::RestartKeep,     MarkKind::RestartWiped, MarkKind::Hang,
    MarkKind::ClockJump, MarkKind::FastClock,       MarkKind::Pause,        MarkKind::CutOff,
    MarkKind::NoRelease, MarkKind::ClientClockJump, MarkKind::LinkCut,      MarkKind::LinkDelay};

// A fast-clock mark's rate: the master's clock ticks this many millionths of a second per real
// second (2,000,000: twice as fast, so its keys expire in half their TTL of real time).
inline constexpr std::int64_t kFastClockPpm = 2000000;

// True for the marks made on a master's lane, false for a client's (a link's mark belongs to its
// client's lane: Mark::lane is the client, Mark::master the other end).
bool markOnMaster(MarkKind k);
// True for the marks on one client-master link (a cut, a delay).
bool markOnLink(MarkKind k);
// True for the marks whose amount is a length of time (a restart's time down, a hang, a fast
// clock, a pause, a cut-off, a link's cut or delay), drawn as a bar that can be dragged longer or
// shorter; false for a crash (no amount) and a clock jump (its amount is the step).
bool markHasLength(MarkKind k);

struct Mark {
    MarkKind kind = MarkKind::Crash;
    int lane = 0;    // the master's index (0 = M1) or the client's (0 = C1)
    Us atUs = 0;     // when, in the run's real time
    Us amountUs = 0; // length (restart: time down; hang, pause, cut off, a link's cut or delay),
                     // or the clock's step
    // A link's mark only: the master at the other end of the client's link (its index), and for
    // a delay the extra time each message takes and which way (requests, replies or both).
    int master = -1;
    Kind<Direction> direction = Direction::Both;
    Us extraUs = 0;
    bool operator==(const Mark&) const = default;
};

struct BenchSettings {
    int masters = 5; // 3..9
    int clients = 2; // 1..4
    std::int64_t ttlMs = 2000;
    std::int64_t workMs = 800;  // how long a client holds the lock before it writes
    std::int64_t thinkMs = 400; // how long it waits between a release and its next acquire
    bool write = true;          // a write to the protected storage at the end of the work
    Fencing fencing = Fencing::Off;
    // What the clients time their lease with: the spec's monotonic clock, or the wall clock
    // (which a clock jump on the client moves).
    ClientClock clientClock = ClientClock::Monotonic;
    std::uint64_t seed = 1;
    std::int64_t runMs = 20000;
    bool operator==(const BenchSettings&) const = default;
};

inline constexpr int kBenchMinMasters = 3, kBenchMaxMasters = 9;
inline constexpr int kBenchMinClients = 1, kBenchMaxClients = 4;

// The client's name on the bench: C1..Cn.
std::string benchClientName(int index);

// The scenario the bench runs: masters M1..Mn with every write persisted (so a restart keeps
// the key unless wiped), looping clients started a little apart, the marks as faults in time
// order. Settings out of range are clamped; marks on a lane that does not exist are left out.
// At one moment the faults run in this order: the ends of link marks (a cut healed, a delay
// back to none: back-to-back marks on a link chain), the marks' starts in the marks' order,
// then the other marks' ends (a restart after a crash of the same moment).
Scenario benchScenario(const BenchSettings& settings, const std::vector<Mark>& marks);

// The bench started from a scenario (a counterexample of the search, "Open on the bench"): its
// masters, clients, steps and parameters are `base`'s, and its faults are base's own (those no
// mark can express, run at their moment before the marks' starts) plus the marks'. Lanes are
// base's clients and masters in order.
Scenario benchScenario(const Scenario& base, const std::vector<Mark>& marks);

// A scenario split into a base (every fault no mark can express kept in it) and marks: a crash
// and the restart of the same master become one restart mark (keeping or wiped) whose amount is
// the time down, a crash never restarted a crash mark, a pause, a hang, a no-release and a clock
// jump (master or client) their marks, a clock running kFastClockPpm and set right later a fast
// clock, a partition of one client from one master and its heal one link cut, and each delay
// of one client's link to one master a link delay lasting until the next delay fault on that
// link (delays of none are only the ends of those). benchScenario(base, marks) runs as the
// scenario does (tst_sim_bench_open sweeps the search's counterexamples).
struct BenchStart {
    Scenario base;           // without the faults that became marks
    std::vector<Mark> marks; // in the scenario's fault order
    std::vector<Fault> kept; // the faults left in base that do something (no captions, no
                             // delays of none), to be said plainly
};
BenchStart benchFromScenario(const Scenario& scenario);

// What a run shows up to its end (pass clipAt(full, playhead)).
struct BenchTally {
    int overlaps = 0;
    int staleWrites = 0;
    int lostReleases = 0; // releases that left the key on some master (lost, cut off, not sent)
    int unavailable = 0;  // stretches of at least one TTL where someone asked and none held
    int held = 0;         // acquires that held
    std::optional<Sentence> latest;  // the newest outcome sentence
    std::optional<Sentence> flagged; // the newest of the four kinds above
};
BenchTally benchTally(const SimResult& clipped, std::int64_t ttlMs);

} // namespace redlock::sim
