// The parameter sweeps behind the timing page's chart: every point is one simulator run.
#include "core/sim/analysis/sweep.h"
#include "core/sim/files/catalog.h"
#include "core/sim/simulator.h"

#include <QTest>

#include <algorithm>

using namespace redlock;
using namespace redlock::sim;

class TestSimSweep : public QObject {
    Q_OBJECT
private slots:
    void generalSweepPatchesACopy() {
        const Scenario base = builtinScenario("happy").value();
        const auto pts = sweep(
            base, [](Scenario& s, double ttl) { s.params.ttlMs = static_cast<std::int64_t>(ttl); },
            5000, 10000, 6, [](const SimResult& r) { return r.validityUs / 1000.0; });
        QCOMPARE(pts.size(), std::size_t(6));
        QCOMPARE(pts.front().x, 5000.0);
        QCOMPARE(pts.back().x, 10000.0);
        // validity = TTL − 2 − (0.01 × TTL + 2): 4946 at 5 s, 9896 at 10 s.
        QCOMPARE(pts.front().y, 4946.0);
        QCOMPARE(pts.back().y, 9896.0);
        QCOMPARE(base.params.ttlMs, std::int64_t(10000)); // the base was not touched
    }

    void presetMatchesSingleRuns_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("points");
        QTest::addColumn<double>("x");
        QTest::addColumn<double>("y");
        // Points chosen so that x lands exactly on a grid value.
        QTest::newRow("clock 0 %") << int(SweepKind::ClockRate) << 21 << 0.0 << 0.0;
        QTest::newRow("clock 1 %") << int(SweepKind::ClockRate) << 21 << 1.0 << 0.0;
        // C2 keeps retrying, so at 10 % it wins just after C forgets (~9 092 ms): ≈ the 806 ms
        // window.
        QTest::newRow("clock 10 %") << int(SweepKind::ClockRate) << 21 << 10.0 << 801.86;
        QTest::newRow("failover 3 s") << int(SweepKind::FailoverTime) << 25 << 3000.0 << 5796.0;
        QTest::newRow("failover 12 s") << int(SweepKind::FailoverTime) << 25 << 12000.0 << 0.0;
        QTest::newRow("pause 0") << int(SweepKind::GcPause) << 21 << 0.0 << 0.0;
        QTest::newRow("pause 15 s") << int(SweepKind::GcPause) << 21 << 15000.0 << 1.0;
    }
    void presetMatchesSingleRuns() {
        QFETCH(int, kind);
        QFETCH(int, points);
        QFETCH(double, x);
        QFETCH(double, y);
        const auto pts = runSweep(static_cast<SweepKind>(kind), points);
        QVERIFY(pts.ok());
        QCOMPARE(int(pts->size()), points);
        const auto it = std::find_if(pts->begin(), pts->end(), [&](const SweepPoint& p) {
            return qFuzzyCompare(p.x + 1, x + 1);
        });
        QVERIFY2(it != pts->end(), "x is not on the grid");
        QCOMPARE(it->y, y);
    }

    void fasterFailoverWidensTheWindow() {
        const auto pts = runSweep(SweepKind::FailoverTime, 25).value();
        for (std::size_t i = 1; i < pts.size(); ++i) {
            QVERIFY(pts[i].y <= pts[i - 1].y);
        }
        QVERIFY(pts.front().y > pts.back().y);
    }

    void fasterClockWidensTheWindow() {
        const auto pts = runSweep(SweepKind::ClockRate, 41).value();
        for (std::size_t i = 1; i < pts.size(); ++i) {
            QVERIFY2(pts[i].y >= pts[i - 1].y, qPrintable(QString::number(pts[i].x)));
        }
        QCOMPARE(pts.front().y, 0.0);
        QVERIFY(pts.back().y > 1500); // 20 % fast: C forgets at ~8 334 ms
    }

    void sameAsSimulatingThePatchedScenario() {
        const SweepPreset p = sweepPreset(SweepKind::ClockRate);
        Scenario s = builtinScenario(p.scenario).value();
        p.set(s, 10.0);
        QCOMPARE(s.faults.front().ratePpm, std::int64_t(1100000));
        QCOMPARE(simulate(s).overlapUs, std::int64_t(801860));
    }

    // Repeated partitions: each lost release costs the rest of its key's TTL, so the unavailable
    // time grows with the partition count, by more than zero and at most one TTL per step.
    void partitionSweepGrowsByAtMostATtl() {
        const auto pts = partitionSweep(6).value();
        QCOMPARE(pts.size(), std::size_t(7));
        const Us ttl = pts.front().ttlMs * 1000;
        QCOMPARE(ttl, Us(10000 * 1000));
        QCOMPARE(pts.front().unavailableUs, Us(0));
        for (std::size_t k = 0; k < pts.size(); ++k) {
            const PartitionPoint& p = pts[k];
            QCOMPARE(p.partitions, int(k));
            QCOMPARE(p.unavailableUs, p.run.unavailableUs);
            QCOMPARE(p.outagesUs.size(), k); // one wait per lost release, none otherwise
            QCOMPARE(p.run.overlapUs, Us(0));
            QVERIFY(p.run.stopped.empty());
            Us sum = 0;
            for (Us o : p.outagesUs) {
                QVERIFY(o > 0 && o <= ttl);
                sum += o;
            }
            QCOMPARE(sum, p.unavailableUs);
            if (k > 0) {
                const Us step = p.unavailableUs - pts[k - 1].unavailableUs;
                QVERIFY2(step > 0 && step <= ttl, qPrintable(QString::number(step)));
            }
        }
        // Every holder of the chain got the lock in each run: the cut came after the grant.
        for (const PartitionPoint& p : pts) {
            for (int i = 1; i <= 7; ++i) {
                const std::string name = "C" + std::to_string(i);
                QVERIFY2(std::any_of(p.run.attempts.begin(), p.run.attempts.end(),
                                     [&](const Attempt& a) { return a.client == name && a.held; }),
                         name.c_str());
            }
        }
    }

    void partitionSweepBadInput() {
        const auto none = partitionScenario(0, 0);
        QVERIFY(!none);
        QCOMPARE(none.error().message,
                 std::string("partition sweep: 0 holders is out of range: expected 1 to 20"));
        const auto many = partitionScenario(4, 3);
        QVERIFY(!many);
        QCOMPARE(many.error().message,
                 std::string("partition sweep: 4 partitions is out of range: expected 0 to 3"));
        QVERIFY(!partitionSweep(21));
    }
};

QTEST_GUILESS_MAIN(TestSimSweep)
#include "tst_sim_sweep.moc"
