#include "ui/model/readouts.h"

#include "core/client/mock_fan_out.h"
#include "core/client/redlock.h"
#include "core/lock/judge.h"

#include <QTest>

using namespace redlock;
using namespace redlock::ui;
using namespace std::chrono_literals;

class TestReadouts : public QObject {
    Q_OBJECT
private slots:
    void formatsMilliseconds_data() {
        QTest::addColumn<qlonglong>("us");
        QTest::addColumn<QString>("text");
        const QString nb(QChar(0x00A0));
        QTest::newRow("zero") << 0LL << QStringLiteral("0");
        QTest::newRow("120") << 120000LL << QStringLiteral("120");
        QTest::newRow("30 000") << 30000000LL << QStringLiteral("30") + nb + QStringLiteral("000");
        // Issue 27: people read whole milliseconds ("797.587 ms" was noise); below 10 ms the
        // fraction is the point (a round trip, an acquire in 0.2 ms) and stays.
        QTest::newRow("fraction rounded") << 302500LL << QStringLiteral("303");
        QTest::newRow("playhead") << 797587LL << QStringLiteral("798");
        QTest::newRow("validity") << 9897390LL << QStringLiteral("9") + nb + QStringLiteral("897");
        QTest::newRow("unavailable")
            << 7086758LL << QStringLiteral("7") + nb + QStringLiteral("087");
        QTest::newRow("rtt") << 373LL << QStringLiteral("0.373");
        QTest::newRow("short acquire") << 200LL << QStringLiteral("0.2");
        QTest::newRow("9.5") << 9500LL << QStringLiteral("9.5");
        QTest::newRow("negative") << -2103000LL
                                  << QStringLiteral("\u22122") + nb + QStringLiteral("103");
    }
    void formatsMilliseconds() {
        QFETCH(qlonglong, us);
        QFETCH(QString, text);
        QCOMPARE(Readouts::ms(Micros(us)), text);
    }

    // Times read together keep different times apart: whole ms, unless two would then read
    // the same; below 10 ms they keep their own fraction.
    void msApartKeepsDifferentTimesApart_data() {
        QTest::addColumn<QList<qlonglong>>("us");
        QTest::addColumn<QStringList>("texts");
        const QString nb(QChar(0x00A0));
        QTest::newRow("apart already") << QList<qlonglong>{30108, 27704} << QStringList{"30", "28"};
        QTest::newRow("a write and the lock it beat")
            << QList<qlonglong>{30108, 30108, 27704, 30092}
            << QStringList{"30.11", "30.11", "27.70", "30.09"};
        QTest::newRow("the same time twice")
            << QList<qlonglong>{30108, 30108} << QStringList{"30", "30"};
        QTest::newRow("a microsecond apart")
            << QList<qlonglong>{30100, 30101} << QStringList{"30.100", "30.101"};
        QTest::newRow("below 10 ms as they are")
            << QList<qlonglong>{44, 30108, 30092} << QStringList{"0.044", "30.11", "30.09"};
        QTest::newRow("thousands") << QList<qlonglong>{2000000, 2000400}
                                   << QStringList{"2" + nb + "000.0", "2" + nb + "000.4"};
    }
    void msApartKeepsDifferentTimesApart() {
        QFETCH(QList<qlonglong>, us);
        QFETCH(QStringList, texts);
        std::vector<Micros> times;
        for (const qlonglong t : us) {
            times.push_back(Micros(t));
        }
        QCOMPARE(Readouts::msApart(times), texts);
    }

    // Sentences one after another: a space in English, none after a Chinese full stop.
    void sentencesJoinAsEachLanguageWrites() {
        QCOMPARE(Readouts::sentences({QStringLiteral("One."), QStringLiteral("Two.")}),
                 QStringLiteral("One. Two."));
        QCOMPARE(Readouts::sentences({QStringLiteral("两个客户端都认为自己持有锁。"),
                                      QStringLiteral("最短的调度有 15 步。")}),
                 QStringLiteral("两个客户端都认为自己持有锁。最短的调度有 15 步。"));
        QCOMPARE(Readouts::sentences({QStringLiteral("已拒绝："), QStringLiteral("M1。")}),
                 QStringLiteral("已拒绝：M1。"));
        QCOMPARE(Readouts::sentences({QString(), QStringLiteral("Alone."), QString()}),
                 QStringLiteral("Alone."));
    }

    // Issue 27: the live readout says of each master what the client's trace says. Masters a
    // sequential fan-out never asked, or a parallel one settled without, are not "no answer
    // before the deadline": that is said only of a master whose late read timed out.
    void liveVotesNameNotAskedAndNotAwaited() {
        // Sequential, M1–M3 down: after three misses the two left cannot make a majority, so
        // the client stops before asking M4 and M5 (the core's trace: Skipped, not sent).
        MockFanOut fan(5);
        for (int i = 0; i < 3; ++i) {
            fan.master(i).setUp(false);
        }
        RedlockOptions opt;
        opt.fanout = FanOutMode::Sequential;
        Redlock client(fan, opt);
        const AcquireResult r = client.acquire("res");
        const Attempt& a = r.attempts.back();
        QVERIFY(!a.masters[3].reply.sent && !a.masters[4].reply.sent);
        QString text = Readouts::liveVotes(*a.verdict, LabState::slotsOf(a.masters));
        QVERIFY2(text.contains(
                     QLatin1String("Not asked (the client stopped before their turn): M4, M5.")),
                 qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("No answer by the deadline: M1, M2, M3.")),
                 qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("before the deadline")), qPrintable(text));
        QCOMPARE(Readouts::slotWord(LabState::slotsOf(a.masters)[4]), QStringLiteral("not asked"));

        // Parallel, M1–M3 refuse the connection at once: the client settles without M4 (hung)
        // and M5 (up), and a refused acquire reads no late answers: both were not awaited,
        // and nothing says whether they would have answered.
        std::vector<MasterTrace> trace(5);
        for (int i = 0; i < 3; ++i) {
            trace[static_cast<std::size_t>(i)].reply.outcome = Outcome::Error;
        }
        trace[3].reply.outcome = Outcome::Skipped;
        trace[4].reply.outcome = Outcome::Skipped;
        const Verdict refused = judge(0, 5, Micros(200), Millis(10000));
        text = Readouts::liveVotes(refused, LabState::slotsOf(trace));
        QVERIFY2(text.contains(
                     QLatin1String("Not awaited (the client had decided without them): M4, M5.")),
                 qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("deadline")), qPrintable(text));

        // Read late: M4 gave nothing by its deadline, M5 said OK after the verdict.
        trace[3].late = Reply{};
        trace[3].late->outcome = Outcome::Timeout;
        trace[4].late = Reply{};
        trace[4].late->outcome = Outcome::Ok;
        text = Readouts::liveVotes(refused, LabState::slotsOf(trace));
        QVERIFY2(
            text.contains(QLatin1String("Not awaited, and no answer before the deadline: M4.")),
            qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("them late): M5.")), qPrintable(text));
    }

    void heldVotesSentence() {
        const Verdict v = judge(3, 5, 120ms, 30000ms);
        const QString text = Readouts::votes(v);
        QVERIFY2(text.startsWith(QLatin1String("3 of 5 masters answered OK")), qPrintable(text));
        QVERIFY(text.contains(QLatin1String("majority line of 3")));
        QCOMPARE(Readouts::headline(v), QStringLiteral("Lock held"));
    }

    void reasonPerVerdict_data() {
        QTest::addColumn<int>("votes");
        QTest::addColumn<qlonglong>("elapsedMs");
        QTest::addColumn<QString>("needle");
        QTest::newRow("held") << 5 << 120LL << QStringLiteral("with 29\u00A0578 ms of validity");
        QTest::newRow("no majority") << 2 << 120LL << QStringLiteral("no majority");
        QTest::newRow("past ttl") << 5 << 31000LL << QStringLiteral("already expired");
        QTest::newRow("drift") << 5 << 29800LL << QStringLiteral("drift allowance");
    }
    void reasonPerVerdict() {
        QFETCH(int, votes);
        QFETCH(qlonglong, elapsedMs);
        QFETCH(QString, needle);
        const Verdict v = judge(votes, 5, Millis(elapsedMs), 30000ms);
        QVERIFY2(Readouts::reason(v).contains(needle), qPrintable(Readouts::reason(v)));
    }

    void staticVerdictsUseCoreQuorum_data() {
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("line");
        QTest::newRow("5") << 5 << QStringLiteral("floor(5/2) + 1 = 3");
        QTest::newRow("4") << 4 << QStringLiteral("floor(4/2) + 1 = 3");
        QTest::newRow("9") << 9 << QStringLiteral("floor(9/2) + 1 = 5");
    }
    void staticVerdictsUseCoreQuorum() {
        QFETCH(int, n);
        QFETCH(QString, line);
        QVERIFY2(Readouts::staticVerdicts(n).contains(line),
                 qPrintable(Readouts::staticVerdicts(n)));
    }

    void driftNamesTheConvention() {
        const Verdict v = judge(5, 5, 120ms, 30000ms);
        const QString text = Readouts::drift(v, 0.01);
        QVERIFY(text.contains(QStringLiteral("302 ms")));
        QVERIFY(text.contains(QLatin1String("reference implementation")));
    }
};

QTEST_GUILESS_MAIN(TestReadouts)
#include "tst_readouts.moc"
