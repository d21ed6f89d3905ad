#include "core/check/fault_injector.h"

#include "core/lock/quorum.h"

#include <chrono>

namespace redlock::check {

FaultInjector::FaultInjector(LocalServers& servers, FaultPlan plan, ProgressBoard& board)
    : m_servers(servers), m_plan(std::move(plan)), m_board(board), m_maxDown(toleratedFailures(servers.size())),
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
    return m_state[i] == Action::Pause || m_state[i] == Action::Kill || m_state[i] == Action::Stop;
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
    }
    if (ok || s.action != Action::Start) {
        m_state[i] = s.action; // a failed start leaves it down, for heal() to try again
    }
    if (!ok && s.action != Action::Start) {
        fail(std::string("cannot ") + faultKindName(s.kind) + " master " + std::to_string(i));
    }
    if (s.begins) {
        auto& c = s.kind == FaultKind::Hang    ? m_counts.hangs
                  : s.kind == FaultKind::Crash ? m_counts.crashes
                                               : m_counts.restarts;
        ++c;
        m_board.fault(s.kind == FaultKind::Hang, s.kind == FaultKind::Crash,
                      s.kind != FaultKind::Hang && s.kind != FaultKind::Crash);
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
        }
        m_state[i] = Action::Resume;
    }
}

} // namespace redlock::check
