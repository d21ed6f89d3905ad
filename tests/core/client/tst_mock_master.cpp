#include "core/client/mock_fan_out.h"
#include "core/client/mock_master.h"

#include <QTest>

using namespace redlock;
using namespace std::chrono_literals;

class TestMockMaster : public QObject {
    Q_OBJECT
private slots:
    void setNxRefusesWhileHeld() {
        ManualClock clock;
        MockMaster m("M1", clock);
        QCOMPARE(m.apply({Op::Acquire, "k", "a", 1000ms}, 0us).outcome, Outcome::Ok);
        QCOMPARE(m.apply({Op::Acquire, "k", "b", 1000ms}, 500ms).outcome, Outcome::Refused);
        QCOMPARE(m.peek("k", 500ms)->value, std::string("a"));
    }

    void expiresOnVirtualTime() {
        ManualClock clock;
        MockMaster m("M1", clock);
        m.apply({Op::Acquire, "k", "a", 1000ms}, 0us);
        QVERIFY(m.peek("k", 999999us).has_value());
        QVERIFY(!m.peek("k", 1000ms).has_value());
        QCOMPARE(m.apply({Op::Acquire, "k", "b", 1000ms}, 1000ms).outcome, Outcome::Ok);
    }

    void expiryFollowsTheMastersOwnClock() {
        ManualClock clock;
        MockMaster fast("M1", clock);
        fast.setClockRate(1.1); // 10% fast: a 10 s key dies at about 9.09 s of real time
        fast.apply({Op::Acquire, "k", "a", 10000ms}, 0us);
        QVERIFY(fast.peek("k", 9090ms).has_value());
        QVERIFY(!fast.peek("k", 9091ms).has_value());

        MockMaster jumpy("M2", clock);
        jumpy.apply({Op::Acquire, "k", "a", 10000ms}, 0us);
        jumpy.jumpClock(9000ms);
        QVERIFY(!jumpy.peek("k", 1001ms).has_value());
    }

    void releaseIsTokenChecked() {
        ManualClock clock;
        MockMaster m("M1", clock);
        m.apply({Op::Acquire, "k", "mine", 1000ms}, 0us);
        QCOMPARE(m.apply({Op::Release, "k", "other", 0ms}, 1ms).outcome, Outcome::Refused);
        QVERIFY(m.peek("k", 1ms).has_value());
        QCOMPARE(m.apply({Op::Release, "k", "mine", 0ms}, 2ms).outcome, Outcome::Ok);
        QVERIFY(!m.peek("k", 2ms).has_value());
    }

    void extendIsTokenChecked() {
        ManualClock clock;
        MockMaster m("M1", clock);
        m.apply({Op::Acquire, "k", "mine", 1000ms}, 0us);
        QCOMPARE(m.apply({Op::Extend, "k", "other", 5000ms}, 500ms).outcome, Outcome::Refused);
        QVERIFY(!m.peek("k", 1200ms).has_value());
        m.apply({Op::Acquire, "k", "mine", 1000ms}, 2000ms);
        QCOMPARE(m.apply({Op::Extend, "k", "mine", 5000ms}, 2500ms).outcome, Outcome::Ok);
        QVERIFY(m.peek("k", 7499ms).has_value());
        QVERIFY(!m.peek("k", 7500ms).has_value());
    }

    void inspectReportsValueAndPttl() {
        ManualClock clock;
        MockMaster m("M1", clock);
        m.apply({Op::Acquire, "k", "tok", 1000ms}, 0us);
        const Reply r = m.apply({Op::Inspect, "k", {}, 0ms}, 250ms);
        QCOMPARE(r.value, std::string("tok"));
        QCOMPARE(r.pttlMs, 750LL);
        QCOMPARE(m.apply({Op::Inspect, "none", {}, 0ms}, 0us).pttlMs, -2LL);
    }

    void downMasterIsAMissAtItsDeadline() {
        MockFanOut f(5);
        f.master(1).setUp(false);
        const auto replies = f.run({Op::Acquire, "k", "t", 1000ms}, {50ms, Settle::All, 3});
        QCOMPARE(replies[1].outcome, Outcome::Timeout);
        QCOMPARE(replies[1].repliedAt, Micros(50ms));
        QVERIFY(!f.master(1).peek("k", 0us).has_value()); // never reached it
        QCOMPARE(f.clock().now(), Micros(50ms));          // Settle::All waited for the deadline
    }

    void slowMasterLandsButCountsAsMiss() {
        MockFanOut f(3);
        f.master(2).setLatency(80ms);
        const auto replies = f.run({Op::Acquire, "k", "t", 1000ms}, {50ms, Settle::All, 2});
        QCOMPARE(replies[2].outcome, Outcome::Timeout);
        QVERIFY(f.master(2).peek("k", 40ms).has_value()); // the SET did land at 40 ms
    }

    void quorumSettlesEarly() {
        MockFanOut f(5);
        for (int i = 0; i < 5; ++i) {
            f.master(i).setLatency(Micros((i + 1) * 1000));
        }
        const auto replies = f.run({Op::Acquire, "k", "t", 1000ms}, {50ms, Settle::Quorum, 3});
        QCOMPARE(f.clock().now(), Micros(3ms)); // the third OK decided it
        QCOMPARE(replies[3].outcome, Outcome::Skipped);
        QCOMPARE(replies[4].outcome, Outcome::Skipped);
        QCOMPARE(replies[2].outcome, Outcome::Ok);
    }

    void quorumUnreachableSettlesEarly() {
        MockFanOut f(5);
        for (int i = 0; i < 3; ++i) {
            f.master(i).setUp(false);
        }
        f.master(3).setLatency(1ms);
        f.master(4).setLatency(60ms); // later than its deadline anyway
        const auto replies = f.run({Op::Acquire, "k", "t", 1000ms}, {50ms, Settle::Quorum, 3});
        // three misses at 50 ms decide "no": nothing is awaited past the deadline
        QCOMPARE(f.clock().now(), Micros(50ms));
        QCOMPARE(replies[3].outcome, Outcome::Ok);
    }
};

QTEST_APPLESS_MAIN(TestMockMaster)
#include "tst_mock_master.moc"
