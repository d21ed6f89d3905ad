#pragma once
// The closed sets a scenario is written in (the kinds of scripted fault, a client's step ops, a
// delay's direction) and those a run's trace is written in (message kinds and outcomes, attempt
// and event kinds).
// Inside the core and the ui they are enums, switched over without a `default:` so that -Wswitch
// (an error under -Werror) lists every place a new value must reach; their names exist only at the
// file and JSON boundary, in one table each way per enum: kindName(value) (a switch) and
// kindFrom<E>(name) (the inverse over Kinds<E>::all). The names are those of the scenario files
// (docs/simulator.md) and of `simulate --json`.
//
// The checker's faults (core/check/fault_kind.h) are the same ideas on real servers;
// scenarioFaultKind() in core/check/fault_kind.h maps one set onto the other in one place.

#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>

namespace redlock::sim {

// What a scripted fault does. The fields each reads are listed at sim::Fault.
enum class FaultKind {
    Partition,
    Heal,
    Delay,
    Pause,
    Crash,
    Restart,
    ClockJump,
    ClockRate,
    Caption,
    Hang,
    NoRelease
};
// One action of a client after it holds the lock (sim::Step).
enum class StepOp { Read, Claim, Write, Extend, Release, Wait, Check };
// Which way a delay fault slows a link: client → master, master → client, or both.
enum class Direction { Request, Reply, Both };
// What a message of a run carries (sim::Message, sim::TimelineMessage): a client's request to a
// master (SET NX, extension, release), a master's reply, or a client's write or claim to the
// protected storage.
enum class MessageKind { Set, Extend, Release, Reply, Write, Claim };
// What became of a message of a run (sim::Message::outcome, sim::TimelineMessage::outcome).
//  - a request to a master: delivered (the master was up and read it), dropped (it was down),
//    lost (a cut link took it: only that); a live command's request in the protocol diagram
//    ends as the client saw it: timeout, error, skipped (redlock::Outcome, mapped in one place:
//    liveRequestOutcome, timeline.h);
//  - a master's reply: ok or refused, what the master answered, also when the client read it
//    only after it had stopped waiting (that is Message::late, a separate fact), or lost (a cut
//    link); a live run records its release as one message carrying what the client saw
//    (liveAnswerOutcome: ok, refused, dropped, timeout, skipped — never lost);
//  - a write or claim to the storage: accepted, rejected (a write), ignored (a claim the
//    storage does not check);
//  - in-flight: the trace ended before it arrived (its `arrived` is then -1) or, a request
//    waiting at a hung master, before the master read it — a run stopped at its end, at
//    RunOptions::untilUs, cancelled, or clipped (clipAt). Nothing the run ended on is lost.
// `simulate --json` writes a late reply's outcome as its name + "-late" ("ok-late",
// outcomeText in trace.h), the one name this table does not hold.
enum class MessageOutcome {
    InFlight,
    Lost,
    Delivered,
    Dropped,
    Timeout,
    Error,
    Skipped,
    Ok,
    Refused,
    Accepted,
    Rejected,
    Ignored
};
// What a round of votes was for (sim::Attempt).
enum class AttemptKind { Acquire, Extend };
// What a line of a run's timeline records (sim::TraceEvent), grouped by who logs it. A few are
// logged by more than one actor: resume (a hung master answers again, a paused client runs on),
// clock-jump (a master's or a client's clock), extend (a client sends it, a master applies it),
// claim (a client sends it, the storage keeps it), refused (a master refused a simulated client's
// vote; a live client's verdict).
enum class EventKind {
    // A client's acquire round and what follows it (acquired: a live run's verdict).
    Acquire,
    Vote,
    Refused,
    Timeout,
    RequestFailed, // a live run's: the request failed at once (a master down)
    LateReply,
    EarlyStop,
    Verdict,
    Acquired,
    Holds,
    Retry,
    Think,
    GiveUp,
    BeliefEnd,
    // A client's steps while it holds the lock (extended, extend-failed: a live run's).
    Extend,
    Extended,
    ExtendFailed,
    ExtendCapped,
    Check,
    CheckFailed,
    Read,
    Write,
    Claim,
    Release,
    ReleaseRetry,
    ReleaseSkipped,
    LockedMore,
    // A master (set: a SET NX arrived) and the sentinel's failover.
    Set,
    Expire,
    Replicated,
    ReplicationLost,
    Crash,
    Restart,
    RestartDelayed,
    Hang,
    Resume,
    ClockJump,
    ClockRate,
    Sdown,
    Failover,
    // The protected storage.
    ClaimIgnored,
    WriteAccepted,
    WriteRejected,
    // The scenario's other faults, logged by the client they hit, and its captions.
    Partition,
    Heal,
    Delay,
    Pause,
    NoRelease,
    Caption
};

// Why a client's belief that it holds the lock ended (an EventKind::BeliefEnd event's
// TraceEvent::ended): it released the lock, finished without releasing (the no_release fault),
// its extension failed, or its validity ran out on its own clock. Its English is that event's
// detail (beliefEndedText); a reader switches over the value, never over the text.
enum class BeliefEnded { Released, NotReleased, ExtendFailed, Expired };
const char* beliefEndedText(BeliefEnded why); // "released", "done without releasing", …

// Which typed fact an event of a kind carries besides its text (sim::TraceEvent): the master it
// is about (Master), the masters (Masters), why a belief ended, the extension cap reached, or
// the validity a check found left. A switch over every kind (kinds.cpp), so a new EventKind is
// decided there; the tests hold every producer (simulator and live run) to it.
enum class EventFact { None, Master, Masters, BeliefEnded, Cap, ValidityLeft };
EventFact eventFact(EventKind k);

const char* kindName(FaultKind k); // "partition", "heal", "delay", "pause", "crash", "restart",
                                   // "clock_jump", "clock_rate", "caption", "hang",
                                   // "no_release"
const char* kindName(StepOp op);   // "read", "claim", "write", "extend", "release", "wait", "check"
const char* kindName(Direction d); // "request", "reply", "both"
const char* kindName(MessageKind k);    // "set", "extend", "release", "reply", "write", "claim"
const char* kindName(MessageOutcome o); // "in-flight", "lost", "delivered", "dropped", …, "ok"
const char* kindName(AttemptKind k);    // "acquire", "extend"
const char* kindName(EventKind k); // "acquire", "vote", …, "belief-end", "write-accepted", …
                                   // (hyphens, unlike the file's fault names)

// Every value of each enum, in declaration order, and what the set is called in an error.
template <class E> struct Kinds;
template <> struct Kinds<FaultKind> {
    static constexpr const char* what = "kind";
    static constexpr FaultKind all[] = {
        FaultKind::Partition, FaultKind::Heal,    FaultKind::Delay,     FaultKind::Pause,
        FaultKind::Crash,     FaultKind::Restart, FaultKind::ClockJump, FaultKind::ClockRate,
        FaultKind::Caption,   FaultKind::Hang,    FaultKind::NoRelease};
};
template <> struct Kinds<StepOp> {
    static constexpr const char* what = "op";
    static constexpr StepOp all[] = {StepOp::Read,    StepOp::Claim, StepOp::Write, StepOp::Extend,
                                     StepOp::Release, StepOp::Wait,  StepOp::Check};
};
template <> struct Kinds<Direction> {
    static constexpr const char* what = "direction";
    static constexpr Direction all[] = {Direction::Request, Direction::Reply, Direction::Both};
};

template <> struct Kinds<MessageKind> {
    static constexpr const char* what = "message kind";
    static constexpr MessageKind all[] = {MessageKind::Set,     MessageKind::Extend,
                                          MessageKind::Release, MessageKind::Reply,
                                          MessageKind::Write,   MessageKind::Claim};
};
template <> struct Kinds<MessageOutcome> {
    static constexpr const char* what = "message outcome";
    static constexpr MessageOutcome all[] = {
        MessageOutcome::InFlight, MessageOutcome::Lost,     MessageOutcome::Delivered,
        MessageOutcome::Dropped,  MessageOutcome::Timeout,  MessageOutcome::Error,
        MessageOutcome::Skipped,  MessageOutcome::Ok,       MessageOutcome::Refused,
        MessageOutcome::Accepted, MessageOutcome::Rejected, MessageOutcome::Ignored};
};
template <> struct Kinds<AttemptKind> {
    static constexpr const char* what = "attempt kind";
    static constexpr AttemptKind all[] = {AttemptKind::Acquire, AttemptKind::Extend};
};
template <> struct Kinds<EventKind> {
    static constexpr const char* what = "event kind";
    static constexpr EventKind all[] = {EventKind::Acquire,
                                        EventKind::Vote,
                                        EventKind::Refused,
                                        EventKind::Timeout,
                                        EventKind::RequestFailed,
                                        EventKind::LateReply,
                                        EventKind::EarlyStop,
                                        EventKind::Verdict,
                                        EventKind::Acquired,
                                        EventKind::Holds,
                                        EventKind::Retry,
                                        EventKind::Think,
                                        EventKind::GiveUp,
                                        EventKind::BeliefEnd,
                                        EventKind::Extend,
                                        EventKind::Extended,
                                        EventKind::ExtendFailed,
                                        EventKind::ExtendCapped,
                                        EventKind::Check,
                                        EventKind::CheckFailed,
                                        EventKind::Read,
                                        EventKind::Write,
                                        EventKind::Claim,
                                        EventKind::Release,
                                        EventKind::ReleaseRetry,
                                        EventKind::ReleaseSkipped,
                                        EventKind::LockedMore,
                                        EventKind::Set,
                                        EventKind::Expire,
                                        EventKind::Replicated,
                                        EventKind::ReplicationLost,
                                        EventKind::Crash,
                                        EventKind::Restart,
                                        EventKind::RestartDelayed,
                                        EventKind::Hang,
                                        EventKind::Resume,
                                        EventKind::ClockJump,
                                        EventKind::ClockRate,
                                        EventKind::Sdown,
                                        EventKind::Failover,
                                        EventKind::ClaimIgnored,
                                        EventKind::WriteAccepted,
                                        EventKind::WriteRejected,
                                        EventKind::Partition,
                                        EventKind::Heal,
                                        EventKind::Delay,
                                        EventKind::Pause,
                                        EventKind::NoRelease,
                                        EventKind::Caption};
};

// The value named `name`, or nothing.
template <class E> std::optional<E> kindFrom(std::string_view name) {
    for (E e : Kinds<E>::all) {
        if (name == kindName(e)) {
            return e;
        }
    }
    return std::nullopt;
}

// "partition, heal, …": the accepted names, for an error message.
template <class E> std::string kindNames() {
    std::string out;
    for (E e : Kinds<E>::all) {
        out += (out.empty() ? "" : ", ") + std::string(kindName(e));
    }
    return out;
}

// The one-line complaint about a name that is none of E's:
// `unknown kind "crahs" (expected one of: partition, heal, …)`.
template <class E> std::string unknownKind(std::string_view name) {
    return std::string("unknown ") + Kinds<E>::what + " \"" + std::string(name) +
           "\" (expected one of: " + kindNames<E>() + ")";
}

// A field holding one of E's values. It converts to E, so `switch (f.kind)` is a switch over the
// enum and -Wswitch applies; it is set from an E only (names are read at the file boundary,
// kindFrom).
template <class E> class Kind {
public:
    constexpr Kind(E e) : m_e(e) {}
    constexpr operator E() const { return m_e; }

private:
    E m_e;
};

} // namespace redlock::sim
