#pragma once
// ChaosCheck: one run of the fault checker (`redlockctl check`).
//   random mode:   K client threads contend for one resource on real servers for the given
//                  duration while a FaultInjector plays a seeded FaultPlan on a minority of them;
//   scripted mode: (only fault `restart`, restart delay 0) ScriptedRound is played again and
//                  again by clients 0 and 1 until the duration is over; other clients sit out,
//                  because free-running contenders would make its outcome depend on timing.
// Afterwards every belief window and register write is analysed on the one steady clock
// (check_report.h). The servers are started here and stopped (by pid) before it returns.

#include "check_options.h"
#include "check_report.h"

#include "core/local_servers.h"
#include "core/result.h"

namespace redlock::check {

class ChaosCheck {
public:
    explicit ChaosCheck(CheckOptions opt);
    // Error only when the servers cannot be started; a found violation is in the report.
    Result<CheckReport> run();

private:
    void runRandom(LocalServers& servers, CheckReport& report);
    void runScripted(LocalServers& servers, CheckReport& report);

    CheckOptions m_opt;
    BeliefLog m_beliefs;
    SharedRegister m_register;
};

} // namespace redlock::check
