#include "ui/model/lab_state.h"

#include <QSignalSpy>
#include <QTest>

using namespace redlock;
using namespace redlock::ui;
using namespace std::chrono_literals;

class TestLabState : public QObject {
    Q_OBJECT
private slots:
    void defaults() {
        LabState s;
        QCOMPARE(s.masterCount(), 5);
        QCOMPARE(s.okVotes(), 5);
        QCOMPARE(s.quorum(), 3);
        QCOMPARE(s.ttl(), Millis(30000));
        QCOMPARE(s.elapsed(), Micros(120ms));
        QCOMPARE(s.driftFactor(), 0.01);
        QVERIFY(s.verdict().held);
    }

    // Every up/down combination of N masters (N = 1..5) gives exactly what judge() says.
    void verdictFollowsJudge_data() {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("mask");
        for (int n = 1; n <= 5; ++n) {
            for (int mask = 0; mask < (1 << n); ++mask) {
                QTest::addRow("n=%d mask=%02x", n, mask) << n << mask;
            }
        }
    }
    void verdictFollowsJudge() {
        QFETCH(int, n);
        QFETCH(int, mask);
        LabState s;
        QVERIFY(s.setMasterCount(n));
        int up = 0;
        for (int i = 0; i < n; ++i) {
            const bool on = mask & (1 << i);
            up += on ? 1 : 0;
            QVERIFY(s.setMasterUp(i, on));
        }
        const Verdict expected = judge(up, n, 120ms, 30000ms, 0.01);
        const Verdict got = s.verdict();
        QCOMPARE(s.okVotes(), up);
        QCOMPARE(got.held, expected.held);
        QCOMPARE(got.reason, expected.reason);
        QCOMPARE(got.quorum, expected.quorum);
        QCOMPARE(got.validity, expected.validity);
    }

    void quorumMovesWithN_data() {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("quorum");
        for (int n = 1; n <= 9; ++n) {
            QTest::addRow("N=%d", n) << n << *majority(n);
        }
    }
    void quorumMovesWithN() {
        QFETCH(int, n);
        QFETCH(int, quorum);
        LabState s;
        QVERIFY(s.setMasterCount(n));
        QCOMPARE(s.quorum(), quorum);
        QCOMPARE(s.verdict().quorum, quorum);
        QCOMPARE(s.verdict().n, n);
    }

    void rejectsBadInput() {
        LabState s;
        QSignalSpy spy(&s, &LabState::changed);
        QString error;
        QVERIFY(!s.setMasterCount(0, &error));
        QVERIFY(error.contains(QLatin1String("0")));
        QVERIFY(!s.setMasterCount(10, &error));
        QVERIFY(!s.setTtl(0, &error));
        QVERIFY(error.contains(QLatin1String("TTL")));
        QVERIFY(!s.setDriftFactor(1.0, &error));
        QVERIFY(!s.setDriftFactor(-0.1, &error));
        QVERIFY(!s.setElapsed(Micros(-1), &error));
        QVERIFY(!s.toggleMaster(5, &error)); // M6 does not exist at N = 5
        QVERIFY(error.contains(QLatin1String("M6")));
        QCOMPARE(spy.count(), 0);
        QCOMPARE(s.masterCount(), 5);
    }

    // One changed() per setter call that changes something; none when nothing changes.
    void oneSignalPerChange() {
        LabState s;
        QSignalSpy spy(&s, &LabState::changed);
        QVERIFY(s.setMasterCount(5));
        QVERIFY(s.setTtl(30000));
        QVERIFY(s.setElapsed(120ms));
        QVERIFY(s.setDriftFactor(0.01));
        QVERIFY(s.setMasterUp(0, true));
        QCOMPARE(spy.count(), 0);

        QVERIFY(s.setMasterCount(7));
        QCOMPARE(spy.count(), 1);
        QVERIFY(s.setTtl(10000));
        QCOMPARE(spy.count(), 2);
        QVERIFY(s.setElapsed(500ms));
        QCOMPARE(spy.count(), 3);
        QVERIFY(s.setDriftFactor(0.02));
        QCOMPARE(spy.count(), 4);
        QVERIFY(s.toggleMaster(6));
        QCOMPARE(spy.count(), 5);
        QVERIFY(!s.isUp(6));
    }

    void togglesSurviveShrinkingN() {
        LabState s;
        QVERIFY(s.setMasterUp(4, false));
        QCOMPARE(s.okVotes(), 4);
        QVERIFY(s.setMasterCount(3));
        QCOMPARE(s.okVotes(), 3);
        QVERIFY(s.setMasterCount(5));
        QCOMPARE(s.okVotes(), 4);
        QVERIFY(!s.isUp(4));
    }

    void pastTtlRefusedEvenWithAllVotes() {
        LabState s;
        QVERIFY(s.setElapsed(30000ms));
        QCOMPARE(s.okVotes(), 5);
        QVERIFY(!s.verdict().held);
        QCOMPARE(s.verdict().reason, Reason::PastTtl);
        QVERIFY(s.setElapsed(29800ms)); // inside the TTL, but drift is 302 ms
        QCOMPARE(s.verdict().reason, Reason::DriftAteRest);
    }

    // A question's vote on pages 1 and 3: exactly the listed masters down; a bad vote changes
    // nothing and says which value is wrong.
    void setVoteSetsExactlyTheListedMasters() {
        LabState s;
        QVERIFY(s.setMasterUp(0, false));
        QVERIFY(s.setVote(7, {5, 6, 7}));
        QCOMPARE(s.masterCount(), 7);
        for (int i = 0; i < 7; ++i) {
            QCOMPARE(s.isUp(i), i < 4);
        }
        QCOMPARE(s.okVotes(), 4);
        QString error;
        QVERIFY(!s.setVote(5, {6}, &error));
        QVERIFY2(error.contains(QLatin1String("M6")) && error.contains(QLatin1String("5")),
                 qPrintable(error));
        QCOMPARE(s.masterCount(), 7); // unchanged
        QVERIFY(!s.setVote(12, {}, &error));
        QVERIFY2(error.contains(QLatin1String("12")), qPrintable(error));
        QCOMPARE(s.okVotes(), 4);
    }
};

QTEST_GUILESS_MAIN(TestLabState)
#include "tst_labstate.moc"
