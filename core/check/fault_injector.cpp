#include "core/check/fault_injector.h"

#include "core/lock/quorum.h"
#include "core/servers/clock_shift.h"

#include <chrono>

namespace redlock::check {

FaultInjector::FaultInjector(MasterCluster& servers, FaultPlan plan, ProgressBoard& board,
                             std::vector<LinkProxy*> links, FaultSizes sizes,
                             StrikeResolver resolve)
    : m_servers(servers), m_faults(servers), m_plan(std::move(plan)), m_board(board),
      m_links(std::move(links)), m_sizes(sizes), m_resolve(std::move(resolve)),
      m_maxDown(toleratedFailures(servers.size())), m_state(servers.size(), Action::Resume),
      m_skipEnd(servers.size(), false) {}

FaultInjector::~FaultInjector() {
    stop();
}

void FaultInjector::start(Micros origin) {
    m_origin = origin;
    m_thread = std::jthread([this](std::stop_token st) { play(st); });
}

void FaultInjector::stop() {
    if (m_thread.joinable()) {
        m_thread.request_stop();
        m_wake.notify_all();
        m_thread.join();
    }
}

void FaultInjector::finish() {
    if (m_thread.joinable()) {
        m_thread.join();
    }
}

void FaultInjector::fail(const std::string& what) {
    if (m_counts.errors++ == 0) {
        m_counts.firstError = what;
    }
}

bool FaultInjector::waitUntil(Micros at, std::stop_token st) {
    // The schedule's own waiting (part of the checker, not synchronisation): sleep until the
    // step is due, waking early only to stop.
    const auto due = std::chrono::steady_clock::time_point(m_origin + at);
    std::unique_lock lock(m_mutex);
    return !m_wake.wait_until(lock, st, due, [] { return false; }) && !st.stop_requested();
}

Micros FaultInjector::sinceOrigin() const {
    return std::chrono::duration_cast<Micros>(std::chrono::steady_clock::now().time_since_epoch()) -
           m_origin;
}

void FaultInjector::play(std::stop_token st) {
    for (const auto& s : m_plan.steps()) {
        if (!waitUntil(s.at, st)) {
            break;
        }
        if (s.target == Target::Planned) {
            apply(s);
            continue;
        }
        std::vector<bool> now(m_state.size());
        for (std::size_t i = 0; i < now.size(); ++i) {
            now[i] = faulted(static_cast<int>(i));
        }
        const AimedStrike strike = m_resolve ? m_resolve(s, now, st) : AimedStrike{};
        if (strike.steps.empty()) {
            continue;
        }
        ++m_counts.strikesPlayed;
        // When the masters were given back: after the last step that is not a clock set right
        // (a jump's end comes after the validity on purpose).
        Micros back{0};
        const auto& aimed = strike.steps;
        bool stopped = false;
        for (std::size_t k = 0; k < aimed.size() && !stopped;) {
            std::size_t end = k + 1;
            while (end < aimed.size() && aimed[end].at == aimed[k].at &&
                   aimed[end].action == aimed[k].action) {
                ++end;
            }
            if (!waitUntil(aimed[k].at, st)) {
                stopped = true;
                break;
            }
            applyTogether({aimed.begin() + static_cast<std::ptrdiff_t>(k),
                           aimed.begin() + static_cast<std::ptrdiff_t>(end)});
            if (aimed[k].action != Action::ResetClock) {
                back = sinceOrigin();
            }
            k = end;
        }
        if (!stopped && back < strike.validUntil) {
            ++m_counts.strikesInTime;
        }
    }
    heal();
}

bool FaultInjector::faulted(int i) const {
    switch (m_state[i]) {
    case Action::Pause:
    case Action::Kill:
    case Action::Stop:
    case Action::JumpClock:
    case Action::SkewClock:
    case Action::DelayToServer:
    case Action::DelayToClient:
    case Action::Cut:
        return true;
    default:
        return false;
    }
}

bool FaultInjector::applyTiming(int i, Action a) {
    ClockShift* clock = m_servers.clock(i);
    LinkProxy* link = i < static_cast<int>(m_links.size()) ? m_links[i] : nullptr;
    const bool onClock =
        a == Action::JumpClock || a == Action::SkewClock || a == Action::ResetClock;
    if (onClock ? clock == nullptr : link == nullptr) {
        return false;
    }
    switch (a) {
    case Action::JumpClock:
        clock->jump(m_sizes.jump);
        break;
    case Action::SkewClock:
        clock->setRatePpm(m_sizes.ratePpm);
        break;
    case Action::ResetClock:
        clock->reset(); // a step back to the real clock: keys live longer, never shorter
        break;
    case Action::DelayToServer:
    case Action::DelayToClient:
        link->setDelay(a == Action::DelayToServer ? LinkDirection::ToServer
                                                  : LinkDirection::ToClient,
                       m_sizes.delay);
        break;
    case Action::Undelay:
        link->setDelay(LinkDirection::ToServer, Micros(0));
        link->setDelay(LinkDirection::ToClient, Micros(0));
        break;
    case Action::Cut:
        link->setPartitioned(true);
        break;
    case Action::Heal:
        link->setPartitioned(false);
        break;
    default:
        return false;
    }
    return true;
}

bool FaultInjector::admit(const FaultStep& s) {
    const int i = s.master;
    if (s.begins) {
        // The plan keeps the minority bound, but a restart that failed leaves a master down
        // that the plan thinks is up: skip a fault that would cross the bound (and its end).
        int down = 0;
        for (int m = 0; m < m_servers.size(); ++m) {
            down += faulted(m) ? 1 : 0;
        }
        if (faulted(i) || down >= m_maxDown) {
            m_skipEnd[i] = true;
            return false;
        }
    } else if (m_skipEnd[i]) {
        m_skipEnd[i] = false;
        return false;
    }
    return true;
}

void FaultInjector::applyTogether(const std::vector<FaultStep>& steps) {
    const Action a = steps.front().action;
    const bool server = a == Action::Kill || a == Action::Stop || a == Action::Start;
    if (steps.size() == 1 || !server) {
        for (const auto& s : steps) {
            apply(s);
        }
        return;
    }
    std::vector<const FaultStep*> admitted;
    std::vector<int> masters;
    for (const auto& s : steps) {
        if (!admit(s)) {
            continue;
        }
        if (s.begins) {
            m_state[s.master] = a; // counted as faulted by the next admit() of this wave
        }
        admitted.push_back(&s);
        masters.push_back(s.master);
    }
    const MasterFault f = a == Action::Kill   ? MasterFault::Crash
                          : a == Action::Stop ? MasterFault::Stop
                                              : MasterFault::Heal;
    if (auto r = m_faults.applyMany(masters, f); !r) {
        fail(r.error().message);
    }
    for (const FaultStep* s : admitted) {
        const MasterRun now = m_faults.state(s->master);
        record(*s, a == Action::Start ? now == MasterRun::Up : now == MasterRun::Down);
    }
}

void FaultInjector::apply(const FaultStep& s) {
    if (!admit(s)) {
        return;
    }
    const int i = s.master;
    bool ok = true;
    const auto onServer = [&](MasterFault f) {
        auto r = m_faults.apply(i, f);
        if (!r) {
            fail(r.error().message);
        }
        return r.ok();
    };
    switch (s.action) {
    case Action::Pause:
        ok = onServer(MasterFault::Hang);
        break;
    case Action::Resume:
        ok = onServer(MasterFault::Resume);
        break;
    case Action::Kill:
        ok = onServer(MasterFault::Crash);
        break;
    case Action::Stop:
        ok = onServer(MasterFault::Stop);
        break;
    case Action::Start:
        ok = onServer(MasterFault::Heal);
        break;
    default:
        ok = applyTiming(i, s.action);
        if (!ok) {
            fail(std::string("cannot ") + faultKindName(s.kind) + " master " + std::to_string(i));
        }
        break;
    }
    record(s, ok);
}

void FaultInjector::record(const FaultStep& s, bool ok) {
    const int i = s.master;
    if (ok || s.action != Action::Start) {
        m_state[i] = s.action; // a failed start leaves it down, for heal() to try again
    }
    if (s.begins) {
        switch (s.kind) {
        case FaultKind::Hang:
            ++m_counts.hangs;
            break;
        case FaultKind::Crash:
            ++m_counts.crashes;
            break;
        case FaultKind::Restart:
            ++m_counts.restarts;
            break;
        case FaultKind::ClockJump:
            ++m_counts.clockJumps;
            break;
        case FaultKind::ClockRate:
            ++m_counts.clockRates;
            break;
        case FaultKind::Delay:
            ++m_counts.delays;
            break;
        case FaultKind::Partition:
            ++m_counts.partitions;
            break;
        }
        m_board.fault(s.kind);
    }
}

void FaultInjector::heal() {
    for (int i = 0; i < m_servers.size(); ++i) {
        if (m_state[i] == Action::Pause || m_state[i] == Action::Kill ||
            m_state[i] == Action::Stop) {
            if (auto r = m_faults.apply(i, MasterFault::Heal); !r) {
                fail(r.error().message);
            }
        } else if (m_state[i] == Action::JumpClock || m_state[i] == Action::SkewClock) {
            applyTiming(i, Action::ResetClock);
        } else if (m_state[i] == Action::DelayToServer || m_state[i] == Action::DelayToClient) {
            applyTiming(i, Action::Undelay);
        } else if (m_state[i] == Action::Cut) {
            applyTiming(i, Action::Heal);
        }
        m_state[i] = Action::Resume;
    }
}

} // namespace redlock::check
