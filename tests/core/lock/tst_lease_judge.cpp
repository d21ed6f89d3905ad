#include "core/lock/judge.h"

#include <QTest>

using namespace redlock;
using namespace std::chrono_literals;

Q_DECLARE_METATYPE(redlock::Reason)

class TestLeaseJudge : public QObject {
    Q_OBJECT
private slots:
    void driftFormula_data() {
        QTest::addColumn<qlonglong>("ttlMs");
        QTest::addColumn<double>("factor");
        QTest::addColumn<qlonglong>("driftUs");
        QTest::newRow("10s default") << 10000LL << 0.01 << 102000LL;
        QTest::newRow("30s default") << 30000LL << 0.01 << 302000LL;
        QTest::newRow("1ms default") << 1LL << 0.01 << 2010LL;
        QTest::newRow("factor 0") << 10000LL << 0.0 << 2000LL;
        QTest::newRow("factor 5%") << 10000LL << 0.05 << 502000LL;
    }
    void driftFormula() {
        QFETCH(qlonglong, ttlMs);
        QFETCH(double, factor);
        QFETCH(qlonglong, driftUs);
        QCOMPARE(driftFor(Millis(ttlMs), factor).count(), driftUs);
    }

    void referenceHappyPath() {
        // reference baseline: TTL 10 000, elapsed 2 ms -> validity 9 896 ms
        const Verdict v = judge(5, 5, 2ms, 10000ms);
        QVERIFY(v.held);
        QCOMPARE(v.validity, Micros(9896ms));
        QCOMPARE(v.drift, Micros(102ms));
    }

    // All 32 up/down combinations of five masters, at a small elapsed time.
    void allCombinationsOfFive_data() {
        QTest::addColumn<int>("mask");
        for (int mask = 0; mask < 32; ++mask) {
            QTest::addRow("mask=%02d", mask) << mask;
        }
    }
    void allCombinationsOfFive() {
        QFETCH(int, mask);
        const int up = __builtin_popcount(static_cast<unsigned>(mask));
        const Verdict v = judge(up, 5, 120ms, 30000ms);
        QCOMPARE(v.quorum, 3);
        QCOMPARE(v.held, up >= 3);
        QCOMPARE(v.voteGate, up >= 3);
        QCOMPARE(v.reason, up >= 3 ? Reason::Held : Reason::NoMajority);
    }

    void timeGateBoundaries_data() {
        QTest::addColumn<qlonglong>("elapsedUs");
        QTest::addColumn<bool>("held");
        QTest::addColumn<Reason>("reason");
        const qlonglong ttl = 30000000, drift = 302000;
        QTest::newRow("TTL-drift-1ms") << ttl - drift - 1000 << true << Reason::Held;
        QTest::newRow("TTL-drift-1us") << ttl - drift - 1 << true << Reason::Held;
        QTest::newRow("TTL-drift") << ttl - drift << false << Reason::DriftAteRest;
        QTest::newRow("TTL-1us") << ttl - 1 << false << Reason::DriftAteRest;
        QTest::newRow("TTL") << ttl << false << Reason::PastTtl;
        QTest::newRow("TTL+1s") << ttl + 1000000 << false << Reason::PastTtl;
        QTest::newRow("36s") << 36000000LL << false << Reason::PastTtl;
    }
    void timeGateBoundaries() {
        QFETCH(qlonglong, elapsedUs);
        QFETCH(bool, held);
        QFETCH(Reason, reason);
        const Verdict v = judge(5, 5, Micros(elapsedUs), 30000ms);
        QCOMPARE(v.held, held);
        QCOMPARE(v.reason, reason);
        QCOMPARE(v.validity.count(), 30000000 - elapsedUs - 302000);
        // The time gate is the whole time condition: validity > 0 after the drift allowance.
        QCOMPARE(v.timeGate, held);
        QCOMPARE(v.timeGate, v.validity.count() > 0);
    }

    void voteReasonWinsOverTime() {
        const Verdict v = judge(2, 5, 40s, 30000ms);
        QCOMPARE(v.reason, Reason::NoMajority);
        QVERIFY(!v.voteGate);
        QVERIFY(!v.timeGate);
    }

    void evenNTie() {
        QVERIFY(!judge(2, 4, 1ms, 1000ms).held);
        QVERIFY(judge(3, 4, 1ms, 1000ms).held);
        QVERIFY(!judge(1, 2, 1ms, 1000ms).held);
    }

    void ttlChecks_data() {
        QTest::addColumn<qlonglong>("ttl");
        QTest::addColumn<bool>("ok");
        QTest::newRow("0") << 0LL << false;
        QTest::newRow("-5") << -5LL << false;
        QTest::newRow("1") << 1LL << true;
        QTest::newRow("24h") << 86400000LL << true;
        QTest::newRow("24h+1") << 86400001LL << false;
    }
    void ttlChecks() {
        QFETCH(qlonglong, ttl);
        QFETCH(bool, ok);
        const auto r = checkTtl(ttl);
        QCOMPARE(r.ok(), ok);
        if (!ok) {
            QVERIFY(r.error().message.find(std::to_string(ttl)) != std::string::npos);
        }
    }

    void reasonNamesAreStable() {
        QCOMPARE(QString(reasonName(Reason::Held)), QString("held"));
        QCOMPARE(QString(reasonName(Reason::NoMajority)), QString("no-majority"));
        QCOMPARE(QString(reasonName(Reason::PastTtl)), QString("past-ttl"));
        QCOMPARE(QString(reasonName(Reason::DriftAteRest)), QString("drift-ate-rest"));
    }
};

QTEST_APPLESS_MAIN(TestLeaseJudge)
#include "tst_lease_judge.moc"
