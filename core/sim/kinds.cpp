#include "core/sim/kinds.h"

#include <cstdio>

namespace redlock::sim {

const char* kindName(FaultKind k) {
    switch (k) {
    case FaultKind::Partition:
        return "partition";
    case FaultKind::Heal:
        return "heal";
    case FaultKind::Delay:
        return "delay";
    case FaultKind::Pause:
        return "pause";
    case FaultKind::Crash:
        return "crash";
    case FaultKind::Restart:
        return "restart";
    case FaultKind::ClockJump:
        return "clock_jump";
    case FaultKind::ClockRate:
        return "clock_rate";
    case FaultKind::Caption:
        return "caption";
    case FaultKind::Hang:
        return "hang";
    case FaultKind::NoRelease:
        return "no_release";
    }
    return "?";
}

const char* kindName(StepOp op) {
    switch (op) {
    case StepOp::Read:
        return "read";
    case StepOp::Claim:
        return "claim";
    case StepOp::Write:
        return "write";
    case StepOp::Extend:
        return "extend";
    case StepOp::Release:
        return "release";
    case StepOp::Wait:
        return "wait";
    case StepOp::Check:
        return "check";
    }
    return "?";
}

const char* kindName(Direction d) {
    switch (d) {
    case Direction::Request:
        return "request";
    case Direction::Reply:
        return "reply";
    case Direction::Both:
        return "both";
    }
    return "?";
}

const char* kindName(MessageKind k) {
    switch (k) {
    case MessageKind::Set:
        return "set";
    case MessageKind::Extend:
        return "extend";
    case MessageKind::Release:
        return "release";
    case MessageKind::Reply:
        return "reply";
    case MessageKind::Write:
        return "write";
    case MessageKind::Claim:
        return "claim";
    }
    return "?";
}

const char* kindName(MessageOutcome o) {
    switch (o) {
    case MessageOutcome::InFlight:
        return "in-flight";
    case MessageOutcome::Lost:
        return "lost";
    case MessageOutcome::Delivered:
        return "delivered";
    case MessageOutcome::Dropped:
        return "dropped";
    case MessageOutcome::Timeout:
        return "timeout";
    case MessageOutcome::Error:
        return "error";
    case MessageOutcome::Skipped:
        return "skipped";
    case MessageOutcome::Ok:
        return "ok";
    case MessageOutcome::Refused:
        return "refused";
    case MessageOutcome::Accepted:
        return "accepted";
    case MessageOutcome::Rejected:
        return "rejected";
    case MessageOutcome::Ignored:
        return "ignored";
    }
    return "?";
}

const char* kindName(AttemptKind k) {
    switch (k) {
    case AttemptKind::Acquire:
        return "acquire";
    case AttemptKind::Extend:
        return "extend";
    }
    return "?";
}

const char* kindName(EventKind k) {
    switch (k) {
    case EventKind::Acquire:
        return "acquire";
    case EventKind::Vote:
        return "vote";
    case EventKind::Refused:
        return "refused";
    case EventKind::Timeout:
        return "timeout";
    case EventKind::RequestFailed:
        return "request-failed";
    case EventKind::LateReply:
        return "late-reply";
    case EventKind::EarlyStop:
        return "early-stop";
    case EventKind::Verdict:
        return "verdict";
    case EventKind::Acquired:
        return "acquired";
    case EventKind::Holds:
        return "holds";
    case EventKind::Retry:
        return "retry";
    case EventKind::Think:
        return "think";
    case EventKind::GiveUp:
        return "give-up";
    case EventKind::BeliefEnd:
        return "belief-end";
    case EventKind::Extend:
        return "extend";
    case EventKind::Extended:
        return "extended";
    case EventKind::ExtendFailed:
        return "extend-failed";
    case EventKind::ExtendCapped:
        return "extend-capped";
    case EventKind::Check:
        return "check";
    case EventKind::CheckFailed:
        return "check-failed";
    case EventKind::Read:
        return "read";
    case EventKind::Write:
        return "write";
    case EventKind::Claim:
        return "claim";
    case EventKind::Release:
        return "release";
    case EventKind::ReleaseRetry:
        return "release-retry";
    case EventKind::ReleaseSkipped:
        return "release-skipped";
    case EventKind::LockedMore:
        return "locked-more";
    case EventKind::Set:
        return "set";
    case EventKind::Expire:
        return "expire";
    case EventKind::Replicated:
        return "replicated";
    case EventKind::ReplicationLost:
        return "replication-lost";
    case EventKind::Crash:
        return "crash";
    case EventKind::Restart:
        return "restart";
    case EventKind::RestartDelayed:
        return "restart-delayed";
    case EventKind::Hang:
        return "hang";
    case EventKind::Resume:
        return "resume";
    case EventKind::ClockJump:
        return "clock-jump";
    case EventKind::ClockRate:
        return "clock-rate";
    case EventKind::Sdown:
        return "sdown";
    case EventKind::Failover:
        return "failover";
    case EventKind::ClaimIgnored:
        return "claim-ignored";
    case EventKind::WriteAccepted:
        return "write-accepted";
    case EventKind::WriteRejected:
        return "write-rejected";
    case EventKind::Partition:
        return "partition";
    case EventKind::Heal:
        return "heal";
    case EventKind::Delay:
        return "delay";
    case EventKind::Pause:
        return "pause";
    case EventKind::NoRelease:
        return "no-release";
    case EventKind::Caption:
        return "caption";
    }
    return "?";
}

const char* beliefEndedText(BeliefEnded why) {
    switch (why) {
    case BeliefEnded::Released:
        return "released";
    case BeliefEnded::NotReleased:
        return "done without releasing";
    case BeliefEnded::ExtendFailed:
        return "extension failed: abort the critical section";
    case BeliefEnded::Expired:
        return "validity ran out on the client's clock";
    }
    return "?";
}

EventFact eventFact(EventKind k) {
    switch (k) {
    case EventKind::Vote:          // the master that voted
    case EventKind::Timeout:       // the master the client stopped waiting for
    case EventKind::RequestFailed: // the master whose request failed at once
    case EventKind::LateReply:     // the master whose answer came after the deadline
    case EventKind::LockedMore:    // the master that confirmed after the quorum
        return EventFact::Master;
    case EventKind::ReleaseRetry: // the masters the unlock was sent to again
        return EventFact::Masters;
    case EventKind::BeliefEnd:
        return EventFact::BeliefEnded;
    case EventKind::ExtendCapped:
        return EventFact::Cap;
    case EventKind::Check:
        return EventFact::ValidityLeft;
    // Refused: a simulated master's refusal of a vote names the master (TraceEvent::master),
    // but a live client's refused verdict is about no one master, so the kind promises none.
    case EventKind::Refused:
    case EventKind::Acquire:
    case EventKind::EarlyStop:
    case EventKind::Verdict:
    case EventKind::Acquired:
    case EventKind::Holds:
    case EventKind::Retry:
    case EventKind::Think:
    case EventKind::GiveUp:
    case EventKind::Extend:
    case EventKind::Extended:
    case EventKind::ExtendFailed:
    case EventKind::CheckFailed:
    case EventKind::Read:
    case EventKind::Write:
    case EventKind::Claim:
    case EventKind::Release:
    case EventKind::ReleaseSkipped:
    case EventKind::Set:
    case EventKind::Expire:
    case EventKind::Replicated:
    case EventKind::ReplicationLost:
    case EventKind::Crash:
    case EventKind::Restart:
    case EventKind::RestartDelayed:
    case EventKind::Hang:
    case EventKind::Resume:
    case EventKind::ClockJump:
    case EventKind::ClockRate:
    case EventKind::Sdown:
    case EventKind::Failover:
    case EventKind::ClaimIgnored:
    case EventKind::WriteAccepted:
    case EventKind::WriteRejected:
    case EventKind::Partition:
    case EventKind::Heal:
    case EventKind::Delay:
    case EventKind::Pause:
    case EventKind::NoRelease:
    case EventKind::Caption:
        return EventFact::None;
    }
    return EventFact::None;
}

} // namespace redlock::sim
