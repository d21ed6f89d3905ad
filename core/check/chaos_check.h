#pragma once
// ChaosCheck: one run of the fault checker (`redlockctl check`).
//   random mode:   K client threads contend for one resource on real servers for the given
//                  duration while a FaultInjector plays a seeded FaultPlan on a minority of them;
//   scripted mode: (only fault `restart`, restart delay 0) ScriptedRound is played again and
//                  again by clients 0 and 1 until the duration is over; other clients sit out,
//                  because free-running contenders would make its outcome depend on timing;
//                  (only fault `clock-jump`) ClockJumpRound likewise, Kleppmann's case.
// Clock faults start the servers under the clock_shift preload library; link faults and the
// clock-jump schedule put one LinkProxy in front of each master, which every client uses.
// Afterwards every belief window and register write is analysed on the one steady clock
// (check_report.h). The servers are started here (check_masters.h: processes or containers)
// and stopped (by pid or container id) before it returns.
// While run() lasts, progress() may be called from any other thread (the GUI polls it).

#include "core/check/check_options.h"
#include "core/check/check_progress.h"
#include "core/check/check_report.h"

#include "core/lock/clock.h"
#include "core/lock/result.h"
#include "core/net/link_proxy.h"
#include "core/servers/master_cluster.h"

#include <atomic>

namespace redlock::check {

class ChaosCheck {
public:
    // `cancel`, when given, is polled: once it turns true (e.g. from a SIGINT handler) the
    // clients finish their current lock, the servers are healed and stopped, and the report
    // covers the run so far.
    explicit ChaosCheck(CheckOptions opt, const std::atomic<bool>* cancel = nullptr);
    // Error only when the servers cannot be started; a found violation is in the report.
    Result<CheckReport> run();
    // Thread-safe: the counters so far; after run(), the report's figures.
    CheckProgress progress() const;

private:
    // Live overlaps and stale writes: the windows closed so far, analysed on the run thread
    // (never on the reader's), at most every kAnalyseGap.
    void analyseSoFar(Micros start);

    void runRandom(MasterCluster& servers, CheckReport& report);
    void runScripted(MasterCluster& servers, CheckReport& report);
    void runClockJump(MasterCluster& servers, CheckReport& report);

    bool cancelled() const { return m_cancel != nullptr && m_cancel->load(); }

    std::vector<LinkProxy*> links() const;
    std::vector<Address> clientAddresses(const MasterCluster& servers) const;

    CheckOptions m_opt;
    const std::atomic<bool>* m_cancel;
    std::vector<std::unique_ptr<LinkProxy>> m_links; // empty unless link faults are on
    BeliefLog m_beliefs;
    SharedRegister m_register;
    ProgressBoard m_board;
    SteadyClock m_clock;
    Micros m_lastAnalysis{0};
};

} // namespace redlock::check
