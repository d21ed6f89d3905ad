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
// client times the lease by that clock (BenchSettings::clientClock).
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
    ClientClockJump
};

inline constexpr MarkKind kMarkKinds[] = {
    MarkKind::Crash,     MarkKind::RestartKeep,    MarkKind::RestartWiped, MarkKind::Hang,
    MarkKind::ClockJump, MarkKind::FastClock,      MarkKind::Pause,        MarkKind::CutOff,
    MarkKind::NoRelease, MarkKind::ClientClockJump};

// A fast-clock mark's rate: the master's clock ticks this many millionths of a second per real
// second (2,000,000: twice as fast, so its keys expire in half their TTL of real time).
inline constexpr std::int64_t kFastClockPpm = 2000000;

// True for the marks made on a master's lane, false for a client's.
bool markOnMaster(MarkKind k);
// True for the marks whose amount is a length of time (a restart's time down, a hang, a fast
// clock, a pause, a cut-off), drawn as a bar that can be dragged longer or shorter; false for a
// crash (no amount) and a clock jump (its amount is the step).
bool markHasLength(MarkKind k);

struct Mark {
    MarkKind kind = MarkKind::Crash;
    int lane = 0;    // the master's index (0 = M1) or the client's (0 = C1)
    Us atUs = 0;     // when, in the run's real time
    Us amountUs = 0; // length (restart: time down; hang, pause, cut off), or the clock's step
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
Scenario benchScenario(const BenchSettings& settings, const std::vector<Mark>& marks);

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
