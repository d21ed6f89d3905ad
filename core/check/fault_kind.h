#pragma once
// The kinds of server fault the checker injects (check_options.h says what each does). Its own
// header so the progress board can count by kind without the fault plan.

namespace redlock::check {

enum class FaultKind { Hang, Crash, Restart, ClockJump, ClockRate, Delay, Partition };
inline constexpr int kFaultKinds = 7;

} // namespace redlock::check
