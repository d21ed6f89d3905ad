#pragma once
// What a simulator run produces, as plain values the UI can draw without knowing the engine:
//  - lanes: one per client, per master and the storage (the rows of a space-time diagram);
//  - events: the timeline {t, actor, kind, detail}, in the order the engine ran them (the kind an
//    EventKind, kinds.h; the detail the human-readable text; the facts a reader uses typed beside
//    it: the master(s), why a belief ended, …);
//  - spans: intervals on a lane in real time — a client's belief window, its truth window
//    (a majority of masters really hold its value), a master's key-alive interval, a pause, a
//    master's down time;
//  - messages: every request and reply with send, arrival and read time (a reply that waits in a
//    paused client's socket buffer has read > arrival) and its outcome;
//  - attempts: each acquire/extend with T1, T2, votes and the judge() verdict;
//  - overlaps: real-time intersections of two clients' belief windows (safety violations);
//  - writes: what the protected storage accepted or rejected, and which accepted writes were
//    stale (another client took the lock after the writer's lock began).
// All times are integer microseconds of real (simulated) time.

#include "core/lock/judge.h"
#include "core/sim/event_queue.h"
#include "core/sim/kinds.h"
#include "core/sim/scenario.h"
#include "core/sim/sentence.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace redlock::sim {

enum class LaneKind { Client, Master, Storage };
enum class SpanKind { Belief, Truth, KeyAlive, Pause, Down };

const char* laneKindName(LaneKind k); // "client", "master", "storage"

// The protected storage's name, as a lane, a message's party and a fault's target (a delay on
// a client's writes); the reader sees it in their language (ui Readouts::laneName).
inline constexpr char kStorageLane[] = "storage";
const char* spanKindName(SpanKind k); // "belief", "truth", "key", "pause", "down"

struct Lane {
    std::string name;
    LaneKind kind = LaneKind::Client;
    bool operator==(const Lane&) const = default;
};

struct TraceEvent {
    Us t = 0;
    std::string actor;
    EventKind kind = EventKind::Caption; // its name (kindName) only in eventsText and toJson
    // The human text, printed and written (eventsText, toJson) but never read back as data: what
    // a reader needs is in the typed fields below, the one eventFact(kind) names (kinds.h); the
    // others stay empty.
    std::string detail;
    std::string master;               // Master: the master the event is about
    std::vector<std::string> masters; // Masters: those masters, in master order
    std::optional<BeliefEnded> ended; // BeliefEnded: why the client's belief ended
    std::optional<int> cap;           // Cap: the extension cap that was reached
    std::optional<Us> leftUs;         // ValidityLeft: the validity the check found left
    bool operator==(const TraceEvent&) const = default;
};

// The typed fact a producer hands to its log call (the simulator's Engine::log, the live run's):
// an event with that one field set, the rest filled by the log.
namespace fact {
inline TraceEvent master(std::string m) {
    TraceEvent e;
    e.master = std::move(m);
    return e;
}
inline TraceEvent masters(std::vector<std::string> ms) {
    TraceEvent e;
    e.masters = std::move(ms);
    return e;
}
inline TraceEvent ended(BeliefEnded why) {
    TraceEvent e;
    e.ended = why;
    return e;
}
inline TraceEvent cap(int n) {
    TraceEvent e;
    e.cap = n;
    return e;
}
inline TraceEvent leftUs(Us left) {
    TraceEvent e;
    e.leftUs = left;
    return e;
}
} // namespace fact

struct Span {
    std::string lane;
    SpanKind kind = SpanKind::Belief;
    Us from = 0;
    Us to = 0;         // exclusive; a span still open at the end of the run ends at endUs
    std::string owner; // KeyAlive: the client whose value the key holds
    std::string value; // KeyAlive: that value (truth = a majority holding the same value)
};

struct Message {
    std::string from;
    std::string to;
    MessageKind kind = MessageKind::Set;
    Us sent = 0;
    Us arrived = -1; // -1: lost (a cut link) or still on its way when the trace ended (in flight)
    Us read = -1;    // replies: when the client processed it (later than arrival if paused)
    MessageOutcome outcome = MessageOutcome::InFlight; // what became of it (kinds.h)
    // A reply the client read only after it had stopped waiting for that master (the round was
    // judged or its deadline passed): its vote was not counted, whatever the master answered.
    bool late = false;
    // Requests: when the master took it off its socket (later than arrival while it was hung):
    // it ran it (Delivered; live: Ok or Refused) or, down, dropped it (Dropped). -1: not yet (on
    // its way, or waiting at a hung master) or never (lost).
    Us taken = -1;
};

// Whether request m ran at its master at time t (taken off the socket then, and not dropped).
inline bool ranAt(const Message& m, Us t) {
    return m.taken == t && m.outcome != MessageOutcome::Dropped;
}

struct Attempt {
    std::string client;
    AttemptKind kind = AttemptKind::Acquire;
    int number = 0; // 1-based per client and kind
    Us t1 = 0;
    Us t2 = 0;
    int votes = 0;
    int n = 0;
    bool held = false;
    // judge()'s reason (core/lock/judge.h), once judged (a live attempt that failed before a
    // verdict has none); `late`: an extension judged only after the client's belief had ended,
    // refused whatever the votes. Named only at the text and JSON boundary (reasonText).
    std::optional<Reason> reason;
    bool late = false;
    Us validityUs = 0;
    Us beliefEnd = 0;       // real time the client's belief ends (if held)
    std::int64_t fence = 0; // the fencing token, when the run has them (SimResult::tokens), else 0
    std::string value;      // the random value this attempt wrote (the token of SET and release)
    Us elapsedUs = 0;       // what the client measured (a naive client: until the last send)
    std::int64_t ttlMs = 0;
    Us driftUs = 0;
    std::vector<std::string> voters;  // masters that answered OK, in master order
    std::vector<std::string> missing; // masters the client stopped waiting for (timeout)
    std::vector<std::string> skipped; // sequential fan-out: masters never asked (early stop)
    // Masters that refused because a key of another client was still there: {master, owner}.
    std::vector<std::pair<std::string, std::string>> blocked;
    // Live runs: masters whose request failed at once, with no reply to wait for (a server
    // down refuses the connection). The simulator's down master just stays silent (missing).
    std::vector<std::string> unreachable;
};

// A stretch of real time in which some client asked for the lock (from its first refused
// acquire until it held, gave up or the run ended) and no client believed it held it.
struct Outage {
    Us from = 0;
    Us to = 0;
    std::vector<std::string> waiting; // the clients kept out
};

struct Overlap {
    std::string a;
    std::string b;
    Us from = 0;
    Us to = 0;
};

struct StorageWrite {
    Us t = 0; // arrival at the storage
    std::string client;
    std::int64_t fence = 0;
    bool accepted = false;
    // Accepted although another client took the lock after the writer's lock began and before
    // this write arrived (monitor.h decides, for simulated and live runs alike).
    bool stale = false;
    std::string reason;
    std::int64_t highest = 0; // token storage: the highest token seen before this write
    bool anyBefore = false;   // token storage: some write came before this one
    std::string tagOwner;     // check-and-set storage: whose value the resource carried
    std::string newer;        // stale: the other client that took the lock meanwhile
    Us newerSince = 0;        // stale: when it took the lock, real time
};

struct ClockSample {
    std::string master;
    Us t = 0;
    Us local = 0;
    bool operator==(const ClockSample&) const = default;
};

struct SimResult {
    std::string scenario;
    std::string variant;
    std::uint64_t seed = 0;
    Us endUs = 0;
    std::vector<Lane> lanes;
    std::vector<TraceEvent> events;
    std::vector<Span> spans;
    std::vector<Message> messages;
    std::vector<Attempt> attempts;
    std::vector<Overlap> overlaps;
    std::vector<StorageWrite> writes;
    Fencing fencing = Fencing::Off; // what the storage checked in this run
    bool tokens = false; // the run hands out fencing tokens (attempts' and writes' fence)
    std::vector<Sentence> narration; // what happened, in words (narration.h), by time
    // A live run's masters' own clocks as their servers reported them (TIME), by time: real t,
    // the master's clock at t, both from the run's start. Empty for a simulated run, whose
    // clocks follow the scenario (masterClockAt).
    std::vector<ClockSample> clocks;

    // Headline numbers: validity of the first client's first acquire (judge()'s number; it is
    // no validity at all when that acquire was refused: see firstAcquireHeld), total belief
    // overlap, stale writes the storage accepted.
    Us validityUs = 0;
    Us overlapUs = 0;
    int staleWritesAccepted = 0;
    bool firstAcquireHeld = false;
    Us unavailableUs = 0; // total length of `outages`
    std::vector<Outage> outages;
    std::optional<Reason> firstAcquireReason; // judge()'s reason of that acquire (none: not run)
    // A violation: two beliefs overlapped, or the storage accepted a stale write (lost update).
    bool violated() const { return overlapUs > 0 || staleWritesAccepted > 0; }
    // Why the run stopped before its end (a per-run limit, named), or empty.
    std::string stopped;
};

// The run as it stood at real time t: later events, messages, attempts and writes dropped,
// spans cut at t. Lets a UI scrub a full trace.
SimResult clipAt(const SimResult& r, Us t);
// clipAt without the narration (left empty): what a drawing of the run up to t needs, at a
// fraction of the cost (narrating is most of clipAt's work on a long run).
SimResult clipTraceAt(const SimResult& r, Us t);

// The attempt's reason as the text and JSON name it: judge()'s reason name ("held",
// "no-majority", "past-ttl", "drift-ate-rest"), "belief-ended" for a late extension, "" before
// a verdict.
std::string reasonText(const Attempt& a);

// A message's outcome as the JSON names it: its name (kindName), with "-late" after it for a
// late reply ("ok-late", "refused-late").
std::string outcomeText(const Message& m);

std::string eventsText(const SimResult& r);    // one event per line
std::string narrationText(const SimResult& r); // one outcome sentence per line (narration.h)
std::string toText(const SimResult& r);        // header, events, attempts, overlaps, writes
std::string toJson(const SimResult& r);        // everything, one JSON object

} // namespace redlock::sim
