#include "ui/model/readouts.h"

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
        QTest::newRow("fraction") << 302500LL << QStringLiteral("302.5");
        QTest::newRow("negative") << -2103000LL
                                  << QStringLiteral("\u22122") + nb + QStringLiteral("103");
    }
    void formatsMilliseconds() {
        QFETCH(qlonglong, us);
        QFETCH(QString, text);
        QCOMPARE(Readouts::ms(Micros(us)), text);
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
