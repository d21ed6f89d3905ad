// Timeline: the diagram's value type, built from a mock-client Attempt and from a simulator run.
#include "core/client/mock_fan_out.h"
#include "core/client/redlock.h"
#include "core/sim/files/catalog.h"
#include "core/sim/simulator.h"
#include "core/sim/timeline.h"

#include <QTest>

#include <algorithm>

using namespace redlock;
using namespace redlock::sim;
using namespace std::chrono_literals;

namespace {
RedlockOptions options(bool settleEarly) {
    RedlockOptions o;
    o.ttl = 10000ms;
    o.timeout = 50ms;
    o.settleEarly = settleEarly;
    return o;
}
int count(const Timeline& tl, MessageKind kind) {
    return static_cast<int>(
        std::count_if(tl.messages.begin(), tl.messages.end(),
                      [&](const TimelineMessage& m) { return m.kind == kind; }));
}
} // namespace

class TestSimTimeline : public QObject {
    Q_OBJECT
private slots:
    void fromAttemptHappy() {
        MockFanOut f(5);
        Redlock rl(f, options(false));
        const AcquireResult r = rl.acquire("resource");
        QVERIFY(r.held);
        const Timeline tl = timelineFromAttempt(r.attempts.front());
        QCOMPARE(tl.lanes.size(), size_t(6));
        QVERIFY(tl.lanes[0].client);
        QCOMPARE(tl.lanes[1].name, f.address(0));
        QCOMPARE(tl.key, std::string("redlock-lab:resource"));
        QCOMPARE(count(tl, MessageKind::Set), 5);
        QCOMPARE(count(tl, MessageKind::Reply), 5);
        QCOMPARE(count(tl, MessageKind::Release), 0);
        QVERIFY(tl.timeouts.empty());
        const TimelineAttempt& a = tl.attempts.front();
        QCOMPARE(a.votes, 5);
        QCOMPARE(a.quorum, 3);
        QVERIFY(a.held && a.voteGate && a.timeGate);
        QCOMPARE(a.t2 - a.t1, Us(2000)); // 2 ms round trip of the mock
        QCOMPARE(a.driftUs, Us(102000));
        QCOMPARE(a.validityUs, Us(9896000));
        QCOMPARE(a.token, r.lock.token);
        // Each reply leaves its master when the request lands, half-way through the round trip.
        for (const TimelineMessage& m : tl.messages) {
            if (m.kind == MessageKind::Reply) {
                QCOMPARE(m.sent, tl.messages[m.request].arrived);
                QCOMPARE(m.arrived, Us(2000));
                QCOMPARE(m.outcome, MessageOutcome::Ok);
            }
        }
    }

    void fromAttemptMinorityUp() {
        MockFanOut f(5);
        for (int i : {2, 3, 4}) {
            f.master(i).setUp(false);
        }
        Redlock rl(f, options(false));
        const AcquireResult r = rl.acquire("resource");
        QVERIFY(!r.held);
        const Timeline tl = timelineFromAttempt(r.attempts.front());
        const TimelineAttempt& a = tl.attempts.front();
        QCOMPARE(a.votes, 2);
        QVERIFY(!a.voteGate);
        QVERIFY(!a.held);
        QCOMPARE(tl.timeouts.size(), size_t(3));
        for (const TimelineTimeout& t : tl.timeouts) {
            QCOMPARE(t.at, Us(50000)); // the per-instance deadline
            QVERIFY(t.master >= 3);
        }
        QCOMPARE(count(tl, MessageKind::Release), 5); // refused: released on all N
        QCOMPARE(a.t2, Us(50000));
    }

    void fromSimHappy() {
        auto s = builtinScenario("happy");
        QVERIFY(s.ok());
        const SimResult r = simulate(*s);
        const Timeline tl = timelineFromSim(r, s->params, "redlock-lab:resource");
        QCOMPARE(tl.clientCount(), 1);
        QCOMPARE(tl.lanes.size(), size_t(6));
        QCOMPARE(tl.attempts.size(), size_t(1));
        QCOMPARE(tl.attempts[0].validityUs, Us(9896000));
        QCOMPARE(tl.attempts[0].beliefEnd, Us(9898000));
        QVERIFY(!tl.attempts[0].token.empty());
        QCOMPARE(count(tl, MessageKind::Set), 5);
        QCOMPARE(tl.busyEnd(), Us(2000));
        const std::vector<Us> times = tl.eventTimes();
        QCOMPARE(times, (std::vector<Us>{0, 1000, 2000, 9898000}));
    }

    void fromSimMinorityDownTimesOut() {
        auto s = builtinScenario("minority-down");
        QVERIFY(s.ok());
        const Timeline tl = timelineFromSim(simulate(*s), s->params, "k");
        QCOMPARE(tl.timeouts.size(), size_t(2));
        QCOMPARE(tl.timeouts[0].at, Us(50000));
        QCOMPARE(tl.attempts[0].votes, 3);
        QVERIFY(tl.attempts[0].held);
    }
};

QTEST_APPLESS_MAIN(TestSimTimeline)
#include "tst_sim_timeline.moc"
