#pragma once
// MasterFaults: the one fault injector over a MasterCluster. It applies a fault to one master,
// remembers what it left each master in, and heals (resume what it hung, start what it downed).
// The chaos check's FaultInjector, live scenario runs, the compare column and the GUI's live
// worker all inject server faults through it, for local processes and containers alike.
// Not thread-safe: one thread owns it (and the cluster) at a time.

#include "core/servers/master_cluster.h"

#include <vector>

namespace redlock {

enum class MasterFault {
    Crash,   // kill: down until healed or restarted
    Hang,    // pause: connections stay open, nothing answers, until resumed
    Resume,  // end a hang
    Restart, // kill, stay down for the delay, start again (keys lost without persistence)
    Stop,    // a graceful stop: down until healed
    Wipe,    // erase what a down master persisted: its next start is empty (a lost disk)
    Heal     // whatever was done to it, undo it (resume a hung master, start a downed one)
};

const char* masterFaultName(MasterFault f); // "crash", "hang", ...

class MasterFaults {
public:
    // Starts from what the cluster reports of each master (MasterCluster::run).
    explicit MasterFaults(MasterCluster& cluster);

    MasterCluster& cluster() const { return m_cluster; }
    int size() const { return m_cluster.size(); }

    Result<Done> apply(int i, MasterFault f, Millis delay = Millis(0));
    // The same fault on several masters at once. A stop, restart or heal goes through the
    // cluster's batch verbs (stopMany, restartMany), so a wave of restarts costs about one
    // restart; the other faults are applied one after another. The first error; state(i) says
    // where each master ended.
    Result<Done> applyMany(const std::vector<int>& masters, MasterFault f,
                           Millis delay = Millis(0));
    // What this injector left master i in (Up after a heal or a restart).
    MasterRun state(int i) const { return m_state[static_cast<std::size_t>(i)]; }
    int faulted() const; // masters not Up
    // Heals every master left faulted; the first error, if any.
    Result<Done> healAll();

private:
    MasterCluster& m_cluster;
    std::vector<MasterRun> m_state;
};

} // namespace redlock
