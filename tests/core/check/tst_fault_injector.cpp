// The fault injector and MasterFaults over a cluster that records what it is asked, without
// servers: a strike's wave reaches the cluster as one batch (so a wave of restarts costs one
// restart's time on real servers, not one per master), hung masters are thawed one by one, and a
// strike counts as in time only when its masters were back before the holder's validity ended.
#include "core/check/fault_injector.h"
#include "core/servers/master_faults.h"

#include <QTest>

#include <string>
#include <vector>

using namespace redlock;
using namespace redlock::check;
using namespace std::chrono_literals;

namespace {

// Every call as one line ("restartMany 0,2"), and a run state per master that follows them.
class RecordingCluster final : public MasterCluster {
public:
    explicit RecordingCluster(int n) : m_run(static_cast<std::size_t>(n), MasterRun::Up) {}
    std::vector<std::string> calls;

    int size() const override { return static_cast<int>(m_run.size()); }
    Address address(int i) const override { return Address{"127.0.0.1", 7000 + i, "127.0.0.1"}; }
    MasterRun run(int i) const override { return m_run[static_cast<std::size_t>(i)]; }
    Result<Done> crash(int i) override { return set("crash", i, MasterRun::Down); }
    Result<Done> hang(int i) override { return set("hang", i, MasterRun::Hung); }
    Result<Done> resume(int i) override { return set("resume", i, MasterRun::Up); }
    Result<Done> stop(int i) override { return set("stop", i, MasterRun::Down); }
    Result<Done> restart(int i, Millis) override { return set("restart", i, MasterRun::Up); }
    Result<Done> stopMany(const std::vector<int>& m) override {
        calls.push_back("stopMany " + list(m));
        for (const int i : m) {
            m_run[static_cast<std::size_t>(i)] = MasterRun::Down;
        }
        return Done{};
    }
    Result<Done> restartMany(const std::vector<int>& m, Millis) override {
        calls.push_back("restartMany " + list(m));
        for (const int i : m) {
            m_run[static_cast<std::size_t>(i)] = MasterRun::Up;
        }
        return Done{};
    }
    std::string engine() const override { return "recording"; }
    std::string describe(int) const override { return {}; }

private:
    static std::string list(const std::vector<int>& m) {
        std::string out;
        for (const int i : m) {
            out += (out.empty() ? "" : ",") + std::to_string(i);
        }
        return out;
    }
    Result<Done> set(const char* verb, int i, MasterRun r) {
        calls.push_back(std::string(verb) + " " + std::to_string(i));
        m_run[static_cast<std::size_t>(i)] = r;
        return Done{};
    }
    std::vector<MasterRun> m_run;
};

FaultStep step(Micros at, int master, Action a, bool begins) {
    return {at, master, a, FaultKind::Restart, begins, Target::Planned};
}

// One strike at t = 0 that the resolver turns into `wave` (and nothing after), its holder valid
// until `validUntil`; plays it to the end and returns the counts.
InjectorCounts playStrike(RecordingCluster& cluster, std::vector<FaultStep> wave,
                          Micros validUntil) {
    ProgressBoard board;
    const FaultPlan plan = FaultPlan::of(
        {{Micros(0), 0, Action::Stop, FaultKind::Restart, false, Target::HolderMasters}});
    FaultInjector injector(cluster, plan, board, {}, FaultSizes(),
                           [&](const FaultStep&, const std::vector<bool>&, std::stop_token) {
                               return AimedStrike{wave, validUntil};
                           });
    injector.start(
        std::chrono::duration_cast<Micros>(std::chrono::steady_clock::now().time_since_epoch()));
    injector.finish(); // the one strike played, the masters healed
    return injector.counts();
}

} // namespace

class TestFaultInjector : public QObject {
    Q_OBJECT

private slots:
    void aWaveOfRestartsReachesTheClusterAsOneBatch() {
        RecordingCluster cluster(5);
        // Restart at once of masters 1 and 3 (a strike's first wave), then of master 4 (a wave
        // of one goes step by step, as any single step).
        const std::vector<FaultStep> wave{
            step(Micros(0), 1, Action::Stop, true),   step(Micros(0), 3, Action::Stop, true),
            step(Micros(1), 1, Action::Start, false), step(Micros(1), 3, Action::Start, false),
            step(Micros(2), 4, Action::Stop, true),   step(Micros(3), 4, Action::Start, false)};
        const InjectorCounts c = playStrike(cluster, wave, Micros(std::chrono::hours(1)));
        const std::vector<std::string> want{"stopMany 1,3", "restartMany 1,3", "stop 4",
                                            "restart 4"};
        QCOMPARE(cluster.calls, want);
        QCOMPARE(c.restarts, 3LL);
        QCOMPARE(c.strikesPlayed, 1LL);
        QCOMPARE(c.strikesInTime, 1LL);
        for (int i = 0; i < 5; ++i) {
            QCOMPARE(cluster.run(i), MasterRun::Up);
        }
    }

    void aStrikeBackAfterTheValidityIsNotInTime() {
        RecordingCluster cluster(3);
        const std::vector<FaultStep> wave{step(Micros(0), 0, Action::Stop, true),
                                          step(Micros(1), 0, Action::Start, false)};
        // The holder's validity ended before the run began: the masters cannot be back in time.
        const InjectorCounts c = playStrike(cluster, wave, Micros(-1));
        QCOMPARE(c.strikesPlayed, 1LL);
        QCOMPARE(c.strikesInTime, 0LL);
    }

    void theWaveKeepsTheMinorityBound() {
        // Five masters tolerate two down: a wave of three stops the first two and skips the
        // third (and its start), as one step at a time would.
        RecordingCluster cluster(5);
        const std::vector<FaultStep> wave{
            step(Micros(0), 0, Action::Stop, true),   step(Micros(0), 1, Action::Stop, true),
            step(Micros(0), 2, Action::Stop, true),   step(Micros(1), 0, Action::Start, false),
            step(Micros(1), 1, Action::Start, false), step(Micros(1), 2, Action::Start, false)};
        const InjectorCounts c = playStrike(cluster, wave, Micros(std::chrono::hours(1)));
        const std::vector<std::string> want{"stopMany 0,1", "restartMany 0,1"};
        QCOMPARE(cluster.calls, want);
        QCOMPARE(c.restarts, 2LL);
    }

    void healManyThawsTheHungAndRestartsTheDownTogether() {
        RecordingCluster cluster(5);
        MasterFaults faults(cluster);
        QVERIFY(faults.apply(0, MasterFault::Hang).ok());
        QVERIFY(faults.apply(2, MasterFault::Crash).ok());
        QVERIFY(faults.apply(4, MasterFault::Stop).ok());
        cluster.calls.clear();
        QVERIFY(faults.applyMany({0, 1, 2, 4}, MasterFault::Heal).ok());
        // Master 1 was up: nothing to heal. The hung one resumes; the two down ones start as one.
        const std::vector<std::string> want{"resume 0", "restartMany 2,4"};
        QCOMPARE(cluster.calls, want);
        QCOMPARE(faults.faulted(), 0);
    }

    void restartManyOfRunningMastersIsACrashRestart() {
        // As apply(Restart): a master still up is killed first (no goodbye, no flush), then the
        // batch restarts them together.
        RecordingCluster cluster(3);
        MasterFaults faults(cluster);
        QVERIFY(faults.applyMany({0, 2}, MasterFault::Restart).ok());
        const std::vector<std::string> want{"crash 0", "crash 2", "restartMany 0,2"};
        QCOMPARE(cluster.calls, want);
        QCOMPARE(faults.state(0), MasterRun::Up);
    }

    void applyManyNamesAnIndexOutOfRange() {
        RecordingCluster cluster(3);
        MasterFaults faults(cluster);
        const auto r = faults.applyMany({0, 7}, MasterFault::Stop);
        QVERIFY(!r.ok());
        QVERIFY(r.error().message.find("master index 7 is out of range") != std::string::npos);
        QVERIFY(cluster.calls.empty()); // nothing done when one index is wrong
    }
};

QTEST_GUILESS_MAIN(TestFaultInjector)
#include "tst_fault_injector.moc"
