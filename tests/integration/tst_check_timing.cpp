// redlockctl check with the timing faults of issue 16 on real servers it starts itself: clock
// jumps and rate errors per server (the clock_shift preload library), delayed and partitioned
// links (a LinkProxy per master that every client goes through).
//  - a random schedule of all four, each inside the drift allowance: no overlap, real work done;
//  - Kleppmann's case step by step (--faults clock-jump): a jump inside the drift allowance on a
//    master of the holder's bare majority gives no second holder; a jump past it does, and the
//    checker reports the overlap and the stale write (exit 1);
// Bad fault names and sizes are rows of tst_check's badFlags.
#include "live_fixture.h"

#include <QJsonObject>
#include <QTest>

#include "redlockctl_run.h"

namespace {
using redlockctl_run::Run;
Run ctl(const QStringList& args) {
    return redlockctl_run::run(QStringList{"check"} + args, 60000);
}
} // namespace

class TestCheckTiming : public QObject {
    Q_OBJECT

private slots:
    void init() { LIVE_REQUIRE_SERVER(); }

    void timingFaultsInsideTheAllowanceHaveNoOverlap() {
        const Run r =
            ctl({"--spawn", "5", "--clients", "4", "--duration", "5", "--faults",
                 "clock-jump,clock-rate,delay,partition", "--ttl", "400", "--seed", "1", "--json"});
        QVERIFY2(r.code == 0, r.out.constData());
        const QJsonObject o = r.json();
        QCOMPARE(o["mode"].toString(), QString("random"));
        QCOMPARE(o["overlaps"].toInt(), 0);
        QCOMPARE(o["stale_writes_accepted"].toInt(), 0);
        QCOMPARE(o["fault_errors"].toInt(), 0);
        QVERIFY(o["acquisitions"].toInt() > 0);
        const QJsonObject kinds = o["faults_by_kind"].toObject();
        for (const char* k : {"clock_jump", "clock_rate", "delay", "partition"}) {
            QVERIFY2(kinds[QLatin1String(k)].toInt() > 0, k);
        }
        // auto sizes: half the drift allowance (0.01 x 400 + 2 = 6 ms) and half the factor
        QCOMPARE(o["drift_ms"].toDouble(), 6.0);
        QCOMPARE(o["jump_ms"].toDouble(), 3.0);
        QCOMPARE(o["rate_ppm"].toInt(), 5000);
        // a delayed or silent master costs votes: some attempts fail, not all
        QVERIFY(o["acquisitions"].toInt() <= o["attempts"].toInt());
    }

    void jumpInsideTheDriftAllowanceGivesNoSecondHolder() {
        const Run r = ctl({"--clients", "2", "--duration", "2", "--faults", "clock-jump", "--ttl",
                           "400", "--jump", "3", "--seed", "1", "--json"});
        QVERIFY2(r.code == 0, r.out.constData());
        const QJsonObject o = r.json();
        QCOMPARE(o["mode"].toString(), QString("scripted"));
        QCOMPARE(o["overlaps"].toInt(), 0);
        QCOMPARE(o["stale_writes_accepted"].toInt(), 0);
        const QJsonObject kinds = o["faults_by_kind"].toObject();
        QVERIFY(kinds["clock_jump"].toInt() >= 2); // several rounds, each with its jump
        QCOMPARE(kinds["partition"].toInt(), 2 * kinds["clock_jump"].toInt());
    }

    void jumpPastTheDriftAllowanceIsFound() {
        const Run r = ctl({"--clients", "2", "--duration", "2", "--faults", "clock-jump", "--ttl",
                           "400", "--jump", "600", "--seed", "1", "--json"});
        QVERIFY2(r.code == 1, r.out.constData());
        const QJsonObject o = r.json();
        QCOMPARE(o["mode"].toString(), QString("scripted"));
        // a jump is made only while A believes (a heal slower than A's validity is a late round)
        const int jumps = o["faults_by_kind"].toObject()["clock_jump"].toInt();
        QVERIFY(jumps >= 1);
        QVERIFY(o["late_rounds"].toInt() >= 0);
        // a jump past the TTL lets B in: an overlap and a stale write per round in which B's
        // asks reached its votes before A's validity ended (on a loaded machine not every one)
        const int overlaps = o["overlaps"].toInt();
        QVERIFY2(overlaps >= 1 && overlaps <= jumps, r.out.constData());
        QVERIFY(o["stale_writes_accepted"].toInt() >= 1);
        // each overlap lies inside A's validity: shorter than TTL - drift (400 - 6 ms)
        const double perOverlap = o["overlap_ms"].toDouble() / overlaps;
        QVERIFY2(perOverlap > 0 && perOverlap < 394, qPrintable(QString::number(perOverlap)));
        QCOMPARE(o["violation"].toBool(), true);
    }
};

QTEST_GUILESS_MAIN(TestCheckTiming)
#include "tst_check_timing.moc"
