// Master-local clock readings replayed from scripted clock faults (the master lane labels).
#include "core/sim/clock_track.h"
#include "core/sim/files/catalog.h"

#include <QTest>

using namespace redlock::sim;

class TestSimClockTrack : public QObject {
    Q_OBJECT
private slots:
    void readings_data() {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("master");
        QTest::addColumn<qint64>("realMs");
        QTest::addColumn<qint64>("localMs");
        QTest::newRow("jump: M3 before") << "clock-jump"
                                         << "M3" << qint64(1999) << qint64(1999);
        QTest::newRow("jump: M3 after") << "clock-jump"
                                        << "M3" << qint64(2000) << qint64(11000);
        QTest::newRow("jump: M3 later") << "clock-jump"
                                        << "M3" << qint64(4000) << qint64(13000);
        QTest::newRow("jump: M1 untouched") << "clock-jump"
                                            << "M1" << qint64(4000) << qint64(4000);
        QTest::newRow("rate: M3 10 % fast") << "clock-rate"
                                            << "M3" << qint64(5000) << qint64(5500);
        QTest::newRow("rate: M4 normal") << "clock-rate"
                                         << "M4" << qint64(5000) << qint64(5000);
    }
    void readings() {
        QFETCH(QString, scenario);
        QFETCH(QString, master);
        QFETCH(qint64, realMs);
        QFETCH(qint64, localMs);
        const Scenario s = builtinScenario(scenario.toStdString()).value();
        QCOMPARE(masterClockAt(s, master.toStdString(), realMs * 1000), localMs * 1000);
    }

    void knowsWhichMastersHaveFaults() {
        const Scenario s = builtinScenario("clock-jump").value();
        QVERIFY(hasClockFault(s, "M3"));
        QVERIFY(!hasClockFault(s, "M1"));
    }
};

QTEST_GUILESS_MAIN(TestSimClockTrack)
#include "tst_sim_clock_track.moc"
