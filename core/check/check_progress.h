#pragma once
// The live face of a check run: ProgressBoard is written by the run's own threads (clients,
// fault thread, the runner) and read by anyone else while it lasts, e.g. the GUI four times a
// second. Counters are relaxed atomics: each is exact on its own, but one snapshot may mix
// values a few microseconds apart, which a live readout cannot tell. The small server table
// (state and pid per master) sits behind a mutex because it changes a few times a second.
//
// Once the run is over, finish() copies the report's figures in, so the last snapshot and the
// report agree number for number (tst_check_progress holds them to that).

#include "core/check/check_report.h"
#include "core/check/fault_kind.h"

#include "core/lock/units.h"

#include <array>
#include <atomic>
#include <mutex>
#include <sys/types.h>
#include <vector>

namespace redlock::check {

enum class CheckPhase { Idle, Starting, Running, Stopping, Done };
enum class ServerState { Up, Hung, Down };

struct CheckProgress {
    CheckPhase phase = CheckPhase::Idle;
    bool scripted = false;
    Micros elapsed{0};
    long long attempts = 0;
    long long acquisitions = 0;
    long long hangs = 0, crashes = 0, restarts = 0, clientPauses = 0;
    long long clockJumps = 0, clockRates = 0, delays = 0, partitions = 0;
    long long faultsInjected = 0; // the sum of every kind, as in the report
    long long writes = 0;
    // Found by analysing the windows closed so far (every ~250 ms, and after each scripted
    // round); `analysed` is false until the first analysis.
    bool analysed = false;
    long long overlaps = 0;
    double overlapMs = 0;
    long long staleWrites = 0;
    double availability = 0;
    std::vector<ServerState> servers; // per master, right now
    std::vector<pid_t> pids;          // per master, -1 while it is down
    std::vector<pid_t> everyPid;      // every server process this run started, in order

    int count(ServerState s) const; // masters in that state now
};

class ProgressBoard {
public:
    void starting(bool scripted);
    // The servers are up: the clock starts. pids are the first processes.
    void running(Micros start, const std::vector<pid_t>& pids);
    void stopping() { m_phase.store(CheckPhase::Stopping); }
    void finish(const CheckReport& report, Micros elapsed);

    // Called by the thread that changed server i (LocalServers' observer).
    void server(int i, pid_t pid, bool paused);
    void attempt() { m_attempts.fetch_add(1, std::memory_order_relaxed); }
    void acquired() { m_acquisitions.fetch_add(1, std::memory_order_relaxed); }
    void clientPause() { m_clientPauses.fetch_add(1, std::memory_order_relaxed); }
    // `count` faults of `kind` began (the fault thread, or a scripted round's tally).
    void fault(FaultKind kind, long long count = 1);
    void analysed(const Analysis& a);

    // Thread-safe; `now` on the steady clock the run uses.
    CheckProgress snapshot(Micros now) const;

private:
    std::atomic<CheckPhase> m_phase{CheckPhase::Idle};
    std::atomic<bool> m_scripted{false};
    std::atomic<long long> m_startUs{0};
    std::atomic<long long> m_finalUs{-1}; // the run's length once it is over
    std::atomic<long long> m_attempts{0}, m_acquisitions{0};
    std::atomic<long long> m_clientPauses{0};
    std::array<std::atomic<long long>, kFaultKinds> m_faults{}; // by FaultKind
    std::atomic<long long> m_writes{-1}; // known once finished; the register counts till then
    std::atomic<bool> m_analysed{false};
    std::atomic<long long> m_overlaps{0}, m_staleWrites{0};
    std::atomic<double> m_overlapMs{0}, m_availability{0};

    mutable std::mutex m_mutex;
    std::vector<ServerState> m_servers;
    std::vector<pid_t> m_pids;
    std::vector<pid_t> m_everyPid;
};

} // namespace redlock::check
