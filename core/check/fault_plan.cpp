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
// Between strikes: a calm stretch of random faults. A strike itself takes the holder's validity
// (about a TTL) plus the quiet below, during which no random fault begins.
constexpr Micros kStrikeGapMin = Millis(500);
constexpr Micros kStrikeGapMax = Millis(1500);
constexpr Micros kStrikeQuiet = Millis(300);

bool endsFirst(const FaultStep& a, const FaultStep& b) {
    return a.at != b.at ? a.at < b.at : (!a.begins && b.begins);
}

struct StrikeKind {
    FaultKind kind;
    Target target;
};

// The strikes this fault set allows: one per fault kind that can take a key from a master
// (crash, restart, clock-jump, clock-rate), and pausing the holder (pause-client).
std::vector<StrikeKind> strikeKinds(const FaultSet& f) {
    std::vector<StrikeKind> out;
    if (f.crash) {
        out.push_back({FaultKind::Crash, Target::HolderMasters});
    }
    if (f.restart) {
        out.push_back({FaultKind::Restart, Target::HolderMasters});
    }
    if (f.clockJump) {
        out.push_back({FaultKind::ClockJump, Target::HolderMasters});
    }
    if (f.clockRate) {
        out.push_back({FaultKind::ClockRate, Target::HolderMasters});
    }
    if (f.pauseClient) {
        out.push_back({FaultKind::Hang, Target::Holder}); // the kind is unused: the client pauses
    }
    return out;
}

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
    const std::vector<StrikeKind> strikes = strikeKinds(opt.faults);
    if (kinds.empty() && strikes.empty()) {
        return plan;
    }
    // Strikes draw from a stream of their own, so the random faults between them stay the ones
    // the seed always gave (tst_sim_rng pins the first of them).
    Rng strikeRng{opt.seed ^ 0x5354524B45ULL};
    const auto strikeGap = [&] { return uniform(strikeRng, kStrikeGapMin, kStrikeGapMax); };
    Micros nextStrike = strikes.empty() ? Micros::max() : kWarmup + strikeGap();
    const int n = opt.servers;
    const int maxDown = toleratedFailures(n);
    // A restart "at once" still comes strictly after its stop: a zero-length fault would sort
    // its end before its own begin (ends go first at equal times) and leave the master down.
    const Micros downFor = std::max(Micros(effectiveRestartDelay(opt)), Micros(1));
    std::vector<Micros> busyUntil(n, Micros(0)); // planned end of each master's current fault
    Micros t = kWarmup;
    while (t < opt.duration - kMinGap) {
        if (t >= nextStrike || kinds.empty()) {
            // Every random fault has ended before a strike: it gets the whole minority.
            Micros quiet = std::max(t, nextStrike == Micros::max() ? t : nextStrike);
            for (const Micros b : busyUntil) {
                quiet = std::max(quiet, b);
            }
            if (quiet >= opt.duration - kMinGap) {
                break;
            }
            const StrikeKind& sk = strikes[strikeRng.below(strikes.size())];
            const int turn = static_cast<int>(strikeRng.below(static_cast<std::uint64_t>(n)));
            plan.m_steps.push_back({quiet, turn, Action::Pause, sk.kind, false, sk.target});
            t = quiet + Micros(opt.ttl) + kStrikeQuiet;
            nextStrike = t + strikeGap();
            continue;
        }
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
    std::stable_sort(plan.m_steps.begin(), plan.m_steps.end(), endsFirst);
    return plan;
}

FaultPlan FaultPlan::of(std::vector<FaultStep> steps) {
    FaultPlan plan;
    plan.m_steps = std::move(steps);
    std::stable_sort(plan.m_steps.begin(), plan.m_steps.end(), endsFirst);
    return plan;
}

int FaultPlan::strikes() const {
    return static_cast<int>(std::count_if(m_steps.begin(), m_steps.end(), [](const FaultStep& s) {
        return s.target != Target::Planned;
    }));
}

int strikeReach(FaultKind kind, int servers) {
    switch (kind) {
    case FaultKind::Crash:
    case FaultKind::Restart:
    case FaultKind::ClockJump:
        return servers;
    default:
        return toleratedFailures(servers);
    }
}

std::vector<FaultStep> strikeSteps(const FaultStep& strike, const Holding& holding,
                                   const std::vector<bool>& faulted, Micros now, Micros validUntil,
                                   const StrikeTiming& timing) {
    const int n = static_cast<int>(faulted.size());
    const int free =
        toleratedFailures(n) - static_cast<int>(std::count(faulted.begin(), faulted.end(), true));
    const int tip = tipCount(holding, n);
    const FaultKind kind = strike.kind;
    if (strike.target != Target::HolderMasters || free <= 0 || tip < 1 ||
        tip > strikeReach(kind, n) || (kind == FaultKind::ClockRate && tip > free)) {
        return {};
    }
    // Masters known to hold the key (they answered OK) first, the others that may hold it
    // after; each group turned by the strike's draw, so strikes do not always hit master 0.
    std::vector<int> order;
    for (const bool votedOnes : {true, false}) {
        std::vector<int> group;
        for (const int m : holding.keyed) {
            const bool voted =
                std::find(holding.voted.begin(), holding.voted.end(), m) != holding.voted.end();
            if (voted == votedOnes && m >= 0 && m < n && !faulted[m]) {
                group.push_back(m);
            }
        }
        std::sort(group.begin(), group.end(), [&](int a, int b) {
            return (a - strike.master + n) % n < (b - strike.master + n) % n;
        });
        order.insert(order.end(), group.begin(), group.end());
    }
    if (static_cast<int>(order.size()) < tip) {
        return {};
    }
    order.resize(static_cast<std::size_t>(tip));
    std::vector<FaultStep> out;
    Micros t = now;
    const Micros lastEnd = validUntil + timing.margin;
    for (std::size_t first = 0; first < order.size(); first += static_cast<std::size_t>(free)) {
        const bool last = first + static_cast<std::size_t>(free) >= order.size();
        Action begin = Action::Kill;
        Action end = Action::Start;
        Micros until = t + std::max(timing.downFor, Micros(1)); // see random(): never zero-length
        switch (kind) {
        case FaultKind::Crash:
            break;
        case FaultKind::Restart:
            begin = timing.quickStop ? Action::Kill : Action::Stop;
            break;
        case FaultKind::ClockJump:
        case FaultKind::ClockRate:
            begin = kind == FaultKind::ClockJump ? Action::JumpClock : Action::SkewClock;
            end = Action::ResetClock;
            until = t + timing.settle;
            if (last) {
                until = std::max(until, lastEnd);
            }
            break;
        default:
            return {};
        }
        for (std::size_t i = first; i < order.size() && i < first + static_cast<std::size_t>(free);
             ++i) {
            out.push_back({t, order[i], begin, kind, true, Target::Planned});
            out.push_back({until, order[i], end, kind, false, Target::Planned});
        }
        t = until;
    }
    std::stable_sort(out.begin(), out.end(), endsFirst);
    return out;
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
        if (s.target == Target::Planned && s.begins != down[s.master]) {
            down[s.master] = s.begins;
            now += s.begins ? 1 : -1;
        }
        most = std::max(most, now);
    }
    return most;
}

} // namespace redlock::check
