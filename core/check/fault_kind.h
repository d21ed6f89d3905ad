#pragma once
// The kinds of server fault the checker injects (check_options.h says what each does). Its own
// header so the progress board can count by kind without the fault plan.

#include "core/sim/kinds.h"

#include <optional>

namespace redlock::check {

enum class FaultKind { Hang, Crash, Restart, ClockJump, ClockRate, Delay, Partition };
inline constexpr int kFaultKinds = 7;

// The scenario fault (core/sim/kinds.h) that does the same to a simulated master or its link,
// the one place the two sets meet. A hang (SIGSTOP of a server) has none: a scenario pauses
// clients, not masters. The other way, a scenario's heal is a partition's end, its pause is the
// checker's pause-client strike, and a caption is words.
constexpr std::optional<sim::FaultKind> scenarioFaultKind(FaultKind k) {
    switch (k) {
    case FaultKind::Hang:
        return std::nullopt;
    case FaultKind::Crash:
        return sim::FaultKind::Crash;
    case FaultKind::Restart:
        return sim::FaultKind::Restart;
    case FaultKind::ClockJump:
        return sim::FaultKind::ClockJump;
    case FaultKind::ClockRate:
        return sim::FaultKind::ClockRate;
    case FaultKind::Delay:
        return sim::FaultKind::Delay;
    case FaultKind::Partition:
        return sim::FaultKind::Partition;
    }
    return std::nullopt;
}

} // namespace redlock::check
