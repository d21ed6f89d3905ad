#include "ui/pages/choose/choose_texts.h"

#include "ui/pages/timing/run_summary.h"

namespace redlock::ui {

QString ChooseTexts::design(const std::string& id) {
    if (id == "single-standby")
        return tr("One server + standby");
    if (id == "redlock")
        return tr("Redlock, 5 masters");
    if (id == "redlock-misconfigured")
        return tr("Redlock, misconfigured");
    if (id == "consensus-lease")
        return tr("Consensus lease");
    if (id == "consensus-fenced")
        return tr("Consensus lease + fence");
    if (id == "job-lease")
        return tr("Job lease (idempotent)");
    if (id == "multi-write")
        return tr("Multi-write group");
    if (id == "local-token")
        return tr("Local token + renewal");
    return QString::fromStdString(id);
}

QString ChooseTexts::designLong(const std::string& id) {
    if (id == "single-standby")
        return tr("One Redis/Valkey master with an asynchronously replicated standby that Sentinel "
                  "promotes after a failure; keys expire on the master's wall clock; no fencing.");
    if (id == "redlock")
        return tr("Redlock on five independent masters as the spec asks: no replicas, and a "
                  "crashed master stays down for one TTL before it rejoins; keys expire on each "
                  "master's wall clock; no fencing.");
    if (id == "redlock-misconfigured")
        return tr("The same five masters deployed against the spec, as often seen: a crashed "
                  "master restarts at once with an empty keyspace, and failover promotes an "
                  "asynchronous replica.");
    if (id == "consensus-lease")
        return tr("A replicated, linearizable store (etcd or ZooKeeper style): the lease runs on "
                  "the leader's monotonic clock, a new leader keeps it, and the grant carries a "
                  "revision that the storage here does not check.");
    if (id == "consensus-fenced")
        return tr(
            "The same consensus lease, and the storage checks the revision as a fencing token.");
    if (id == "job-lease")
        return tr("One server with fsync on every write: the job's lease has a deadline on the "
                  "server's clock, and its attempt counter is the fence the storage checks (the "
                  "single-server lease page).");
    if (id == "multi-write")
        return tr("The lock written to all three nodes of one replication group; two of the three "
                  "must accept it.");
    if (id == "local-token")
        return tr("One central master with a standby, a short 3 s lease renewed every second, and "
                  "the client checks its local token just before each write.");
    return QString::fromStdString(id);
}

QString ChooseTexts::fault(const std::string& id) {
    if (id == "master-crash")
        return tr("Server crash");
    if (id == "failover")
        return tr("Failover");
    if (id == "clock-jump")
        return tr("Clock jump");
    if (id == "gc-pause")
        return tr("GC pause");
    if (id == "network-delay")
        return tr("Delayed write");
    if (id == "partition")
        return tr("Partition");
    return QString::fromStdString(id);
}

QString ChooseTexts::faultLong(const std::string& id) {
    if (id == "master-crash")
        return tr("A server that holds the first client's key dies at 3 s; the second client asks "
                  "from 3.3 s.");
    if (id == "failover")
        return tr(
            "A server acknowledges the lock and dies at 2 ms, before its replica has the key.");
    if (id == "clock-jump")
        return tr("That server's wall clock steps 9 s forward at 2 s.");
    if (id == "gc-pause")
        return tr("The holder reads, pauses 15 s, then writes back what it read.");
    if (id == "network-delay")
        return tr("A write sent inside the lease reaches the storage 90 s later.");
    if (id == "partition")
        return tr(
            "The holder is cut off from every server at 2.5 s, so its release never arrives.");
    return QString::fromStdString(id);
}

QString ChooseTexts::sentence(const sim::Sentence& s) {
    return RunSummary::translated("redlock::sim::Choose", s);
}

} // namespace redlock::ui
