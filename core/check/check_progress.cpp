#include "core/check/check_progress.h"

#include <algorithm>
#include <utility>

namespace redlock::check {

int CheckProgress::count(ServerState s) const {
    return static_cast<int>(std::count(servers.begin(), servers.end(), s));
}

void ProgressBoard::starting(bool scripted) {
    m_scripted.store(scripted);
    m_phase.store(CheckPhase::Starting);
}

void ProgressBoard::running(Micros start, const std::vector<pid_t>& pids) {
    {
        const std::lock_guard lock(m_mutex);
        m_pids = pids;
        m_servers.assign(pids.size(), ServerState::Up);
        m_everyPid = pids;
    }
    m_startUs.store(start.count());
    m_phase.store(CheckPhase::Running);
}

void ProgressBoard::server(int i, pid_t pid, bool paused) {
    const std::lock_guard lock(m_mutex);
    if (i < 0 || i >= static_cast<int>(m_pids.size())) {
        return;
    }
    if (pid > 0 && std::find(m_everyPid.begin(), m_everyPid.end(), pid) == m_everyPid.end()) {
        m_everyPid.push_back(pid);
    }
    m_pids[i] = pid;
    m_servers[i] = pid <= 0 ? ServerState::Down : paused ? ServerState::Hung : ServerState::Up;
}

void ProgressBoard::fault(FaultKind kind, long long count) {
    m_faults[static_cast<std::size_t>(kind)].fetch_add(count, std::memory_order_relaxed);
}

void ProgressBoard::analysed(const Analysis& a) {
    m_overlaps.store(a.overlaps, std::memory_order_relaxed);
    m_overlapMs.store(a.overlapMs, std::memory_order_relaxed);
    m_staleWrites.store(a.staleWrites, std::memory_order_relaxed);
    m_availability.store(a.availability, std::memory_order_relaxed);
    m_analysed.store(true);
}

void ProgressBoard::finish(const CheckReport& r, Micros elapsed) {
    // The report is the truth: counters that were summed differently while running (e.g. the
    // scripted restarts, added per round) are overwritten with its figures.
    m_attempts.store(r.attempts);
    m_acquisitions.store(r.acquisitions);
    const std::pair<FaultKind, long long> kinds[] = {
        {FaultKind::Hang, r.hangs},           {FaultKind::Crash, r.crashes},
        {FaultKind::Restart, r.restarts},     {FaultKind::ClockJump, r.clockJumps},
        {FaultKind::ClockRate, r.clockRates}, {FaultKind::Delay, r.delays},
        {FaultKind::Partition, r.partitions}};
    for (const auto& [kind, n] : kinds) {
        m_faults[static_cast<std::size_t>(kind)].store(n);
    }
    m_clientPauses.store(r.clientPauses);
    m_writes.store(r.writes);
    analysed(Analysis{r.overlaps, r.overlapMs, r.staleWrites, r.availability});
    m_finalUs.store(elapsed.count());
    m_phase.store(CheckPhase::Done);
}

CheckProgress ProgressBoard::snapshot(Micros now) const {
    CheckProgress p;
    p.phase = m_phase.load();
    p.scripted = m_scripted.load();
    const long long finalUs = m_finalUs.load();
    if (finalUs >= 0) {
        p.elapsed = Micros(finalUs);
    } else if (p.phase == CheckPhase::Running || p.phase == CheckPhase::Stopping) {
        p.elapsed = std::max(Micros(0), now - Micros(m_startUs.load()));
    }
    p.attempts = m_attempts.load(std::memory_order_relaxed);
    p.acquisitions = m_acquisitions.load(std::memory_order_relaxed);
    const auto count = [this](FaultKind k) {
        return m_faults[static_cast<std::size_t>(k)].load(std::memory_order_relaxed);
    };
    p.hangs = count(FaultKind::Hang);
    p.crashes = count(FaultKind::Crash);
    p.restarts = count(FaultKind::Restart);
    p.clockJumps = count(FaultKind::ClockJump);
    p.clockRates = count(FaultKind::ClockRate);
    p.delays = count(FaultKind::Delay);
    p.partitions = count(FaultKind::Partition);
    p.clientPauses = m_clientPauses.load(std::memory_order_relaxed);
    p.faultsInjected = p.hangs + p.crashes + p.restarts + p.clockJumps + p.clockRates + p.delays +
                       p.partitions + p.clientPauses;
    p.writes = std::max(0LL, m_writes.load(std::memory_order_relaxed));
    p.analysed = m_analysed.load();
    p.overlaps = m_overlaps.load(std::memory_order_relaxed);
    p.overlapMs = m_overlapMs.load(std::memory_order_relaxed);
    p.staleWrites = m_staleWrites.load(std::memory_order_relaxed);
    p.availability = m_availability.load(std::memory_order_relaxed);
    const std::lock_guard lock(m_mutex);
    p.servers = m_servers;
    p.pids = m_pids;
    p.everyPid = m_everyPid;
    return p;
}

} // namespace redlock::check
