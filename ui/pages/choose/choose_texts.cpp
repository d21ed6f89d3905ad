#include "ui/pages/choose/choose_texts.h"

#include "ui/pages/timing/run_summary.h"

namespace redlock::ui {

namespace {

// The core's templates (core/sim/analysis/choose.cpp), so lupdate extracts them; the test checks
// that every template the core can produce is here.
const char* const kTemplates[] = {
    QT_TRANSLATE_NOOP("redlock::sim::Choose", "safe"),
    QT_TRANSLATE_NOOP("redlock::sim::Choose", "overlap %1 ms"),
    QT_TRANSLATE_NOOP("redlock::sim::Choose", "%1 stale %1[write|writes] accepted"),
    QT_TRANSLATE_NOOP("redlock::sim::Choose", "unavailable %1 ms"),
    QT_TRANSLATE_NOOP("redlock::sim::Choose", "%1× stale write"),
    QT_TRANSLATE_NOOP("redlock::sim::Choose",
                      "no failover in this design: the crashed master stays down one TTL"),
    QT_TRANSLATE_NOOP("redlock::sim::Choose",
                      "no failover in this design: the server restarts from its own disk"),
    QT_TRANSLATE_NOOP("redlock::sim::Choose", "no failover"),
    QT_TRANSLATE_NOOP("redlock::sim::Choose", "worst of %1 fault times, %2 ms apart"),
    QT_TRANSLATE_NOOP("redlock::sim::Choose",
                      "A second run only repeats work, so one server with a standby is enough: at "
                      "the worst moment of a failover two clients held the lock together for %1 "
                      "ms, which costs a job done twice, not wrong data."),
    QT_TRANSLATE_NOOP("redlock::sim::Choose",
                      "Five Redlock masters, run as specified, survive a crashed master (overlap "
                      "%1 ms) and buy availability, but not safety against a clock that steps: one "
                      "server's clock jump still let two clients hold the lock for %2 ms. "
                      "Restarted at once or failed over to a replica, they overlapped for %3 ms."),
    QT_TRANSLATE_NOOP(
        "redlock::sim::Choose",
        "The storage can refuse a stale token, so one server with a job lease is enough: when its "
        "clock jumped, two workers believed for %1 ms, yet the storage accepted no stale write, "
        "because the job's attempt counter is the fence."),
    QT_TRANSLATE_NOOP(
        "redlock::sim::Choose",
        "The storage can refuse a stale token, so one server with a job lease is enough: when its "
        "clock jumped, two workers believed for %1 ms, and the storage took %2 stale "
        "%2[write|writes] only in the gap before the new worker's first write raised the fence "
        "(the job's attempt counter). A new holder that shows its token to the storage before it "
        "works closes that gap."),
    QT_TRANSLATE_NOOP("redlock::sim::Choose",
                      "Your team can run a consensus cluster: its lease survived the failover "
                      "(overlap %1 ms) and a server clock jump (overlap %2 ms), because the leader "
                      "times it on a monotonic clock and commits before it answers."),
    QT_TRANSLATE_NOOP("redlock::sim::Choose",
                      "A consensus lock still needs fencing against a paused client: after the 15 "
                      "s pause the storage accepted %1 stale %1[write|writes] from the client that "
                      "woke up. The lock provides the token, its revision: with the storage "
                      "checking it, %2 stale %2[write|writes] got in."),
    QT_TRANSLATE_NOOP("redlock::sim::Choose",
                      "Work that cannot refuse a stale token is not safe under any lock in the "
                      "matrix: after the 15 s pause Redlock let %1 stale %1[write|writes] in, the "
                      "consensus lease without its check %2. Make the work idempotent, or give the "
                      "storage a token check, before choosing the lock."),
    QT_TRANSLATE_NOOP("redlock::sim::Choose",
                      "Whatever the lock, keep it narrow (one key per resource, not one for the "
                      "whole service) and hold it briefly: most services need nothing more, and a "
                      "short critical section gives a pause or a clock step less time to hit."),
};

} // namespace

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

bool ChooseTexts::knownTemplate(const std::string& english) {
    return RunSummary::listed(kTemplates, english);
}

QString ChooseTexts::sentence(const sim::Sentence& s) {
    return RunSummary::translated("redlock::sim::Choose", kTemplates, s);
}

} // namespace redlock::ui
