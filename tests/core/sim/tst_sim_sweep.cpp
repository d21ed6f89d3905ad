// The parameter sweeps behind the timing page's chart: every point is one simulator run.
#include "core/sim/files/catalog.h"
#include "core/sim/simulator.h"
#include "core/sim/analysis/sweep.h"

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
        // C2 keeps retrying, so at 10 % it wins just after C forgets (~9 092 ms): ≈ the 806 ms window.
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
};

QTEST_GUILESS_MAIN(TestSimSweep)
#include "tst_sim_sweep.moc"
