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

const char* kindName(AttemptKind k) {
    switch (k) {
    case AttemptKind::Acquire:
        return "acquire";
    case AttemptKind::Extend:
        return "extend";
    }
    return "?";
}

} // namespace redlock::sim
