#include "core/check/fault_injector.h"

#include "core/lock/quorum.h"
#include "core/servers/clock_shift.h"

#include <chrono>

namespace redlock::check {

FaultInjector::FaultInjector(LocalServers& servers, FaultPlan plan, ProgressBoard& board,
                             std::vector<LinkProxy*> links, FaultSizes sizes)
    : m_servers(servers), m_plan(std::move(plan)), m_board(board), m_links(std::move(links)),
      m_sizes(sizes), m_maxDown(toleratedFailures(servers.size())),
      m_state(servers.size(), Action::Resume), m_skipEnd(servers.size(), false) {}

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

void FaultInjector::fail(const std::string& what) {
    if (m_counts.errors++ == 0) {
        m_counts.firstError = what;
    }
}

void FaultInjector::play(std::stop_token st) {
    for (const auto& s : m_plan.steps()) {
        // The schedule's own waiting (part of the checker, not synchronisation): sleep until the
        // step is due, waking early only to stop.
        const auto due = std::chrono::steady_clock::time_point(m_origin + s.at);
        std::unique_lock lock(m_mutex);
        if (m_wake.wait_until(lock, st, due, [] { return false; }) || st.stop_requested()) {
            break;
        }
        lock.unlock();
        apply(s);
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
    const bool onClock = a == Action::JumpClock || a == Action::SkewClock || a == Action::ResetClock;
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

void FaultInjector::apply(const FaultStep& s) {
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
            return;
        }
    } else if (m_skipEnd[i]) {
        m_skipEnd[i] = false;
        return;
    }
    bool ok = true;
    switch (s.action) {
    case Action::Pause:
        ok = m_servers.pause(i);
        break;
    case Action::Resume:
        ok = m_servers.resume(i);
        break;
    case Action::Kill:
        ok = m_servers.kill(i);
        break;
    case Action::Stop:
        ok = m_servers.stop(i);
        break;
    case Action::Start: {
        auto pid = m_servers.restart(i, Millis(0));
        ok = pid.ok();
        if (!ok) {
            fail(pid.error().message);
        }
        break;
    }
    default:
        ok = applyTiming(i, s.action);
        break;
    }
    if (ok || s.action != Action::Start) {
        m_state[i] = s.action; // a failed start leaves it down, for heal() to try again
    }
    if (!ok && s.action != Action::Start) {
        fail(std::string("cannot ") + faultKindName(s.kind) + " master " + std::to_string(i));
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
        if (m_state[i] == Action::Pause) {
            m_servers.resume(i);
        } else if (m_state[i] == Action::Kill || m_state[i] == Action::Stop) {
            if (auto pid = m_servers.restart(i, Millis(0)); !pid) {
                fail(pid.error().message);
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
