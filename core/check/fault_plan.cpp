#include "core/check/fault_plan.h"

#include "core/lock/quorum.h"

#include <algorithm>

namespace redlock::check {

const char* faultKindName(FaultKind k) {
    switch (k) {
    case FaultKind::Hang:
        return "hang";
    case FaultKind::Crash:
        return "crash";
    case FaultKind::Restart:
        return "restart";
    case FaultKind::ClockJump:
        return "clock-jump";
    case FaultKind::ClockRate:
        return "clock-rate";
    case FaultKind::Delay:
        return "delay";
    case FaultKind::Partition:
        return "partition";
    }
    return "?";
}

namespace {

Micros uniform(Rng& rng, Micros lo, Micros hi) {
    return Micros(rng.between(lo.count(), hi.count()));
}

// First faults after a short calm start, so the clients' first acquires meet healthy masters.
constexpr Micros kWarmup = Millis(200);
constexpr Micros kMinGap = Millis(50);
constexpr Micros kMaxGap = Millis(300);

} // namespace

FaultPlan FaultPlan::random(const CheckOptions& opt, Rng& rng) {
    FaultPlan plan;
    std::vector<FaultKind> kinds;
    if (opt.faults.hang)
        kinds.push_back(FaultKind::Hang);
    if (opt.faults.crash)
        kinds.push_back(FaultKind::Crash);
    if (opt.faults.restart)
        kinds.push_back(FaultKind::Restart);
    if (opt.faults.clockJump)
        kinds.push_back(FaultKind::ClockJump);
    if (opt.faults.clockRate)
        kinds.push_back(FaultKind::ClockRate);
    if (opt.faults.delay)
        kinds.push_back(FaultKind::Delay);
    if (opt.faults.partition)
        kinds.push_back(FaultKind::Partition);
    if (kinds.empty()) {
        return plan;
    }
    const int n = opt.servers;
    const int maxDown = toleratedFailures(n);
    // A restart "at once" still comes strictly after its stop: a zero-length fault would sort
    // its end before its own begin (ends go first at equal times) and leave the master down.
    const Micros downFor = std::max(Micros(effectiveRestartDelay(opt)), Micros(1));
    std::vector<Micros> busyUntil(n, Micros(0)); // planned end of each master's current fault
    Micros t = kWarmup;
    while (t < opt.duration - kMinGap) {
        std::vector<int> idle;
        Micros firstEnd = Micros::max();
        for (int m = 0; m < n; ++m) {
            if (busyUntil[m] > t) {
                firstEnd = std::min(firstEnd, busyUntil[m]);
            } else {
                idle.push_back(m);
            }
        }
        if (n - static_cast<int>(idle.size()) >= maxDown) {
            t = firstEnd; // a minority is already down: wait for one fault to end
            continue;
        }
        const int m = idle[rng.below(idle.size())];
        const FaultKind kind = kinds[rng.below(kinds.size())];
        // A hang, a clock or a link fault lasts from a blip to two TTLs (long hangs leave late
        // SETs queued in the server); a crash or restart is down for the restart delay.
        const bool downed = kind == FaultKind::Crash || kind == FaultKind::Restart;
        const Micros length = downed ? downFor : uniform(rng, Millis(50), Micros(opt.ttl) * 2);
        Action begin = Action::Pause;
        Action end = Action::Resume;
        switch (kind) {
        case FaultKind::Hang:
            break;
        case FaultKind::Crash:
            begin = Action::Kill;
            end = Action::Start;
            break;
        case FaultKind::Restart:
            begin = Action::Stop;
            end = Action::Start;
            break;
        case FaultKind::ClockJump:
        case FaultKind::ClockRate:
            begin = kind == FaultKind::ClockJump ? Action::JumpClock : Action::SkewClock;
            end = Action::ResetClock;
            break;
        case FaultKind::Delay:
            begin = rng.chance(0.5) ? Action::DelayToServer : Action::DelayToClient;
            end = Action::Undelay;
            break;
        case FaultKind::Partition:
            begin = Action::Cut;
            end = Action::Heal;
            break;
        }
        plan.m_steps.push_back({t, m, begin, kind, true});
        plan.m_steps.push_back({t + length, m, end, kind, false});
        busyUntil[m] = t + length;
        t += uniform(rng, kMinGap, kMaxGap);
    }
    std::stable_sort(plan.m_steps.begin(), plan.m_steps.end(),
                     [](const FaultStep& a, const FaultStep& b) {
                         return a.at != b.at ? a.at < b.at : (!a.begins && b.begins);
                     });
    return plan;
}

int FaultPlan::faults() const {
    return static_cast<int>(
        std::count_if(m_steps.begin(), m_steps.end(), [](const FaultStep& s) { return s.begins; }));
}

int FaultPlan::maxConcurrent(int servers) const {
    std::vector<bool> down(servers, false);
    int now = 0;
    int most = 0;
    for (const auto& s : m_steps) {
        if (s.begins != down[s.master]) {
            down[s.master] = s.begins;
            now += s.begins ? 1 : -1;
        }
        most = std::max(most, now);
    }
    return most;
}

} // namespace redlock::check
