// ChaosCheck::progress() while a real check runs: read from another thread (as the GUI does),
// its counters rise during the run, never go backwards, and the last snapshot equals the
// report number for number. The servers it lists are the ones the run started and stopped.
#include "live_fixture.h"

#include "core/check/chaos_check.h"

#include <QTest>

#include <csignal>
#include <thread>

using namespace redlock;
using namespace redlock::check;

namespace {
enum class Schedule { Random, Scripted, Timing };

CheckOptions shortRun(Schedule schedule) {
    const bool scriptedSchedule = schedule == Schedule::Scripted;
    CheckOptions o;
    o.clients = 3;
    o.duration = std::chrono::seconds(2);
    o.ttl = Millis(400);
    o.seed = 1;
    o.faults = FaultSet{};
    if (scriptedSchedule) {
        o.faults.restart = true;
        o.autoRestartDelay = false;
        o.restartDelay = Millis(0);
    } else if (schedule == Schedule::Timing) {
        // Clock jumps and partitions: counted on the board like the process faults.
        o.faults.clockJump = true;
        o.faults.partition = true;
        o.clockShiftLibrary = REDLOCK_CLOCK_SHIFT_LIB;
    } else {
        o.faults = FaultSet::processFaults();
    }
    return o;
}
} // namespace

class TestCheckProgress : public QObject {
    Q_OBJECT
private slots:
    void init() { LIVE_REQUIRE_SERVER(); }

    void countersRiseAndEndAsTheReport_data() {
        QTest::addColumn<int>("schedule");
        QTest::newRow("random") << int(Schedule::Random);
        QTest::newRow("scripted") << int(Schedule::Scripted);
        QTest::newRow("timing") << int(Schedule::Timing);
    }
    void countersRiseAndEndAsTheReport() {
        QFETCH(int, schedule);
        const bool scriptedSchedule = schedule == int(Schedule::Scripted);
        const bool timing = schedule == int(Schedule::Timing);
        ChaosCheck check(shortRun(Schedule(schedule)));
        QCOMPARE(check.progress().phase, CheckPhase::Idle);
        Result<CheckReport> result = Error{"not run"};
        std::atomic<bool> done{false};
        std::thread runner([&] {
            result = check.run();
            done.store(true);
        });
        CheckProgress seen;
        long long lastAcquisitions = 0;
        bool monotonic = true;
        // Live: acquisitions counted while the run is still going, and 5 servers up with pids.
        const bool live = QTest::qWaitFor(
            [&] {
                seen = check.progress();
                monotonic = monotonic && seen.acquisitions >= lastAcquisitions;
                lastAcquisitions = seen.acquisitions;
                return seen.phase == CheckPhase::Running && seen.acquisitions > 0 &&
                       seen.elapsed > Micros(0);
            },
            10000);
        long long maxLiveFaults = 0; // the most faults a snapshot showed before the end
        const bool ended = QTest::qWaitFor(
            [&] {
                const CheckProgress now = check.progress();
                if (now.phase == CheckPhase::Running) {
                    maxLiveFaults = std::max(maxLiveFaults, now.faultsInjected);
                }
                return done.load();
            },
            20000);
        runner.join();
        QVERIFY2(ended, "a 2 s run did not end within 20 s");
        QVERIFY2(live, "no acquisition showed up while the run lasted");
        QVERIFY(monotonic);
        QCOMPARE(seen.scripted, scriptedSchedule);
        QCOMPARE(static_cast<int>(seen.pids.size()), 5);
        QVERIFY(result.ok());
        const CheckReport& r = *result;
        const CheckProgress end = check.progress();
        QCOMPARE(end.phase, CheckPhase::Done);
        QVERIFY(end.acquisitions >= seen.acquisitions);
        QCOMPARE(end.attempts, r.attempts);
        QCOMPARE(end.acquisitions, r.acquisitions);
        QCOMPARE(end.hangs, r.hangs);
        QCOMPARE(end.crashes, r.crashes);
        QCOMPARE(end.restarts, r.restarts);
        QCOMPARE(end.clientPauses, r.clientPauses);
        QCOMPARE(end.clockJumps, r.clockJumps);
        QCOMPARE(end.clockRates, r.clockRates);
        QCOMPARE(end.delays, r.delays);
        QCOMPARE(end.partitions, r.partitions);
        QCOMPARE(end.faultsInjected, r.faultsInjected);
        if (timing) {
            // The timing faults were counted while the run lasted, not only at its end.
            QVERIFY(r.clockJumps + r.partitions > 0);
            QVERIFY2(maxLiveFaults > 0, "no timing fault showed up while the run lasted");
        }
        QCOMPARE(end.writes, r.writes);
        QCOMPARE(end.overlaps, r.overlaps);
        QCOMPARE(end.overlapMs, r.overlapMs);
        QCOMPARE(end.staleWrites, r.staleWrites);
        QCOMPARE(end.availability, r.availability);
        QVERIFY(end.analysed);
        QCOMPARE(toMs(end.elapsed) / 1000.0, r.durationS);
        QVERIFY(r.faultsInjected > 0);
        if (scriptedSchedule) {
            QVERIFY(r.overlaps >= 1); // the schedule's whole point: the checker can fail
        }
        // Every process it ever started (restarts included) is gone, and none is listed up.
        QCOMPARE(end.count(ServerState::Down), 5);
        if (!timing) {
            QVERIFY(end.everyPid.size() > 5); // faults restarted some: new pids were recorded
        }
        for (pid_t pid : end.everyPid) {
            QVERIFY2(::kill(pid, 0) != 0, "a server the check started is still alive");
        }
    }
};

QTEST_GUILESS_MAIN(TestCheckProgress)
#include "tst_check_progress.moc"
