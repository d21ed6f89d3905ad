#include "core/client/mock_fan_out.h"
#include "core/client/redlock.h"

#include <QTest>

using namespace redlock;
using namespace std::chrono_literals;

namespace {
RedlockOptions baseline() {
    RedlockOptions o;
    o.ttl = 10000ms;
    o.timeout = 50ms;
    return o;
}
int keysHolding(MockFanOut& f, const std::string& key, const std::string& token) {
    int n = 0;
    for (int i = 0; i < f.size(); ++i) {
        const auto e = f.master(i).peek(key, f.clock().now());
        n += (e && e->value == token) ? 1 : 0;
    }
    return n;
}
int anyKeys(MockFanOut& f) {
    int n = 0;
    for (int i = 0; i < f.size(); ++i) {
        n += static_cast<int>(f.master(i).liveKeys(f.clock().now()));
    }
    return n;
}
AcquireResult acquireSequential(MockFanOut& f) {
    RedlockOptions o = baseline();
    o.fanout = FanOutMode::Sequential;
    return Redlock(f, o).acquire("res");
}
} // namespace

class TestRedlockClient : public QObject {
    Q_OBJECT
private slots:
    void heldAtFiveOfFive() {
        MockFanOut f(5);
        Redlock rl(f, baseline());
        const auto r = rl.acquire("res");
        QVERIFY(r.held);
        QCOMPARE(r.attempts.size(), std::size_t(1));
        QCOMPARE(r.lock.key, std::string("redlock-lab:res"));
        QCOMPARE(r.lock.token.size(), std::size_t(40));
        // all five 2 ms round trips tie; quorum is decided at 2 ms
        QCOMPARE(r.attempts[0].t2 - r.attempts[0].t1, Micros(2ms));
        QCOMPARE(r.lock.verdict.validity, Micros(9896ms));
        QCOMPARE(r.lock.validUntil, Micros(9898ms));
        QCOMPARE(keysHolding(f, r.lock.key, r.lock.token), 5);
    }

    void heldAtThreeOfFive() {
        MockFanOut f(5);
        f.master(0).setUp(false);
        f.master(4).setUp(false);
        Redlock rl(f, baseline());
        const auto r = rl.acquire("res");
        QVERIFY(r.held);
        QCOMPARE(r.attempts[0].votes, 3);
        // quorum reached at 2 ms: the client did not wait for the down masters' deadlines
        QCOMPARE(r.attempts[0].t2 - r.attempts[0].t1, Micros(2ms));
    }

    void refusedAtTwoOfFiveLeavesNoKey() {
        MockFanOut f(5);
        for (int i : {0, 2, 4}) {
            f.master(i).setUp(false);
        }
        RedlockOptions o = baseline();
        o.retries = 2;
        Redlock rl(f, o, Rng{7});
        const auto r = rl.acquire("res");
        QVERIFY(!r.held);
        QCOMPARE(r.attempts.size(), std::size_t(3));
        for (const auto& a : r.attempts) {
            QCOMPARE(a.votes, 2);
            QCOMPARE(a.verdict->reason, Reason::NoMajority);
            QCOMPARE(a.cleanup.size(), std::size_t(5)); // released on ALL five
        }
        QCOMPARE(anyKeys(f), 0);
    }

    void retryDelayIsSeededAndInRange() {
        auto delays = [](std::uint64_t seed) {
            MockFanOut f(3);
            f.master(0).setUp(false);
            f.master(1).setUp(false);
            RedlockOptions o = baseline();
            o.retries = 4;
            o.retryDelay = 200ms;
            o.retryJitter = 100ms;
            Redlock rl(f, o, Rng{seed});
            std::vector<long long> out;
            for (const auto& a : rl.acquire("r").attempts) {
                out.push_back(a.retryDelay.count());
            }
            return out;
        };
        const auto a = delays(42), b = delays(42), c = delays(43);
        QCOMPARE(a, b);
        QVERIFY(a != c);
        QCOMPARE(a.back(), 0LL); // no delay after the last attempt
        for (std::size_t i = 0; i + 1 < a.size(); ++i) {
            QVERIFY(a[i] >= 200000 && a[i] <= 300000);
        }
    }

    void slowerThanDeadlineIsAMiss() {
        MockFanOut f(5);
        f.master(0).setLatency(60ms);
        f.master(1).setLatency(60ms);
        f.master(2).setLatency(60ms);
        Redlock rl(f, baseline());
        const auto r = rl.acquire("res");
        QVERIFY(!r.held);
        QCOMPARE(r.attempts[0].masters[0].reply.outcome, Outcome::Timeout);
        QCOMPARE(r.attempts[0].votes, 2);
        // the late SETs landed, and the release-all removed them again
        QCOMPARE(anyKeys(f), 0);
    }

    void acquirePastTtlIsRefusedEvenAtFiveOfFive() {
        MockFanOut f(5);
        for (int i = 0; i < 5; ++i) {
            f.master(i).setLatency(30ms);
        }
        RedlockOptions o = baseline();
        o.ttl = 20ms;
        o.timeout = 19ms;
        // every master is slower than the deadline: a miss everywhere
        QVERIFY(!Redlock(f, o).acquire("r").held);

        MockFanOut g(5);
        for (int i = 0; i < 5; ++i) {
            g.master(i).setLatency(10ms);
        }
        o.ttl = 11ms;
        o.timeout = 10ms;
        const auto r = Redlock(g, o).acquire("r");
        QVERIFY(!r.held); // 5/5 OK, elapsed 10 ms, drift 2.11 ms: nothing left
        QCOMPARE(r.attempts[0].votes, 5);
        QCOMPARE(r.attempts[0].verdict->reason, Reason::DriftAteRest);
        QCOMPARE(anyKeys(g), 0);
    }

    void contenderIsRefusedAndReleaseSparesOtherToken() {
        MockFanOut f(5);
        Redlock a(f, baseline()), b(f, baseline());
        const auto ra = a.acquire("res");
        QVERIFY(ra.held);
        const auto rb = b.acquire("res");
        QVERIFY(!rb.held);
        QCOMPARE(rb.attempts[0].votes, 0);
        // b's release-all must not have removed a's keys
        QCOMPARE(keysHolding(f, ra.lock.key, ra.lock.token), 5);
        // a forged lock with another token deletes nothing
        Lock forged = ra.lock;
        forged.token = std::string(40, 'f');
        QCOMPARE(b.release(forged).votes, 0);
        QCOMPARE(keysHolding(f, ra.lock.key, ra.lock.token), 5);
        QCOMPARE(a.release(ra.lock).votes, 5);
        QCOMPARE(anyKeys(f), 0);
    }

    void extendCountsOnlyOnAMajority() {
        MockFanOut f(5);
        Redlock rl(f, baseline());
        auto r = rl.acquire("res");
        QVERIFY(r.held);
        f.sleep(5000ms);
        Lock lock = r.lock;
        // two masters lost the key (restart without persistence): 3 of 5 still extend
        f.master(0).wipe();
        f.master(1).wipe();
        auto e = rl.extend(lock, 10000ms);
        QCOMPARE(e.votes, 3);
        QVERIFY(e.verdict->held);
        QVERIFY(lock.validUntil > r.lock.validUntil);
        // a third master loses it: 2 of 5 is not an extension, the lock is left as it was
        f.master(2).wipe();
        const Lock before = lock;
        e = rl.extend(lock, 10000ms);
        QCOMPARE(e.votes, 2);
        QVERIFY(!e.verdict->held);
        QCOMPARE(lock.validUntil, before.validUntil);
    }

    void extendAfterValidityEndedDoesNotCount() {
        MockFanOut f(3);
        RedlockOptions o = baseline();
        o.ttl = 1000ms;
        Redlock rl(f, o);
        auto r = rl.acquire("res");
        QVERIFY(r.held);
        // keys live until 1002 ms on the masters, the client's belief ends at 1000-12+0 = 988 ms
        f.sleep(Micros(r.lock.validUntil - f.clock().now()));
        Lock lock = r.lock;
        const auto e = rl.extend(lock, 1000ms);
        QCOMPARE(e.votes, 3); // the masters still had the keys
        QVERIFY(!e.verdict->held);
    }

    void optionChecksNameTheValue_data() {
        QTest::addColumn<int>("ttl");
        QTest::addColumn<int>("timeoutMs");
        QTest::addColumn<QString>("needle");
        QTest::newRow("ttl 0") << 0 << 50 << "TTL 0";
        QTest::newRow("timeout 0") << 1000 << 0 << "timeout 0";
        QTest::newRow("timeout 1001") << 5000 << 1001 << "timeout 1001";
        QTest::newRow("timeout = ttl") << 50 << 50 << "below the TTL";
    }
    void optionChecksNameTheValue() {
        QFETCH(int, ttl);
        QFETCH(int, timeoutMs);
        QFETCH(QString, needle);
        RedlockOptions o;
        o.ttl = Millis(ttl);
        o.timeout = Millis(timeoutMs);
        const auto r = checkOptions(o);
        QVERIFY(!r.ok());
        QVERIFY2(QString::fromStdString(r.error().message).contains(needle),
                 r.error().message.c_str());
    }

    // --- sequential fan-out (the spec's step 2, the article's loop) ---
    void sequentialIsAStaircaseAndAsksAllAfterQuorum() {
        MockFanOut f(5);
        const auto r = acquireSequential(f);
        QVERIFY(r.held);
        const Attempt& a = r.attempts[0];
        // each send waits for the previous 2 ms round trip
        for (int i = 0; i < 5; ++i) {
            QCOMPARE(a.masters[i].reply.sentAt - a.t1, Micros(2ms) * i);
            QCOMPARE(a.masters[i].reply.outcome, Outcome::Ok);
        }
        QCOMPARE(a.t2 - a.t1, Micros(10ms));
        QCOMPARE(r.lock.verdict.validity, Micros(10000ms - 10ms - 102ms));
        // the quorum was there after M3, yet M4 and M5 were asked too
        QCOMPARE(keysHolding(f, r.lock.key, r.lock.token), 5);
    }

    void sequentialPaysEachMissItsWholeTimeout() {
        // M2 and M4 down: 2 + 50 + 2 + 50 + 2 ms one after another; parallel: 2 ms
        for (const FanOutMode mode : {FanOutMode::Parallel, FanOutMode::Sequential}) {
            MockFanOut f(5);
            f.master(1).setUp(false);
            f.master(3).setUp(false);
            RedlockOptions o = baseline();
            o.fanout = mode;
            Redlock rl(f, o);
            const auto r = rl.acquire("res");
            QVERIFY(r.held);
            QCOMPARE(r.attempts[0].votes, 3);
            const Micros expect = mode == FanOutMode::Sequential ? Micros(106ms) : Micros(2ms);
            QCOMPARE(r.attempts[0].t2 - r.attempts[0].t1, expect);
        }
    }

    void sequentialStopsOnceQuorumIsOutOfReach() {
        MockFanOut f(5);
        for (int i : {0, 1, 2}) {
            f.master(i).setUp(false);
        }
        const auto r = acquireSequential(f);
        QVERIFY(!r.held);
        const Attempt& a = r.attempts[0];
        QCOMPARE(a.verdict->reason, Reason::NoMajority);
        // after three misses, two masters left cannot make three votes: M4 and M5 never asked
        QCOMPARE(a.t2 - a.t1, Micros(150ms));
        for (int i : {3, 4}) {
            QCOMPARE(a.masters[i].reply.outcome, Outcome::Skipped);
            QVERIFY(!a.masters[i].reply.sent);
        }
        QVERIFY(a.masters[2].reply.sent);
        // the release still goes to all five, the never-asked ones included
        QCOMPARE(a.cleanup.size(), std::size_t(5));
        for (int i : {3, 4}) {
            QCOMPARE(a.cleanup[i].reply.outcome, Outcome::Refused);
        }
        QCOMPARE(anyKeys(f), 0);
    }

    void sequentialSlowMasterIsAMissAtItsOwnDeadline() {
        MockFanOut f(3);
        f.master(0).setLatency(80ms); // above the 50 ms timeout
        const auto r = acquireSequential(f);
        QVERIFY(r.held);
        const Attempt& a = r.attempts[0];
        QCOMPARE(a.masters[0].reply.outcome, Outcome::Timeout);
        QCOMPARE(a.masters[1].reply.sentAt - a.t1, Micros(50ms));
        QCOMPARE(a.t2 - a.t1, Micros(54ms));
    }

    void fanOutModeNames() {
        QCOMPARE(parseFanOutMode("parallel"), std::optional(FanOutMode::Parallel));
        QCOMPARE(parseFanOutMode("sequential"), std::optional(FanOutMode::Sequential));
        QVERIFY(!parseFanOutMode("Sequential"));
        QVERIFY(!parseFanOutMode(""));
        QCOMPARE(std::string(fanOutModeName(FanOutMode::Sequential)), std::string("sequential"));
    }
};

QTEST_APPLESS_MAIN(TestRedlockClient)
#include "tst_redlock_client.moc"
