// redlockctl explore as a user runs it: exit 0 (no violation), 1 (violation), 2 (bad input, one
// line naming the value); the --json fields of issue 29; and the counterexample it prints, saved
// as a file, plays with `simulate --file` and shows the same violation.
#include "redlockctl_run.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using redlockctl_run::badInputProblem;
using redlockctl_run::run;

class TstCliExplore : public QObject {
    Q_OBJECT
private slots:
    void badInput_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("named");
        QTest::newRow("masters 2")
            << QStringList{"--masters", "2"} << "--masters 2 is out of range: expected 3 to 7";
        QTest::newRow("clients 5") << QStringList{"--clients", "5"} << "--clients 5";
        QTest::newRow("ttl word") << QStringList{"--ttl", "long"}
                                  << "--ttl 'long' is not a whole number";
        QTest::newRow("restart") << QStringList{"--restart", "sometimes"}
                                 << "--restart 'sometimes' is not one of none, immediate, delayed";
        QTest::newRow("persistence") << QStringList{"--persistence", "everysec"}
                                     << "--persistence 'everysec' is not one of none, always";
        QTest::newRow("fencing") << QStringList{"--fencing", "token"}
                                 << "--fencing 'token' is not one of off, monotonic, cas";
        QTest::newRow("fanout") << QStringList{"--fanout", "both"} << "--fanout 'both'";
        QTest::newRow("delay in ticks") << QStringList{"--max-delay", "100"}
                                        << "max delay 100 ms is 50 ticks of 2 ms: at most 14 ticks";
        QTest::newRow("ttl in ticks") << QStringList{"--ttl", "1000", "--tick", "1"}
                                      << "TTL 1000 ms is 1000 ticks of 1 ms: at most 200 ticks";
        QTest::newRow("rate") << QStringList{"--rate-ppm", "-5"} << "--rate-ppm -5";
        QTest::newRow("states") << QStringList{"--max-states", "0"} << "--max-states 0";
        QTest::newRow("attempts") << QStringList{"--attempts", "4"} << "--attempts 4";
        QTest::newRow("budget beyond memory")
            << QStringList{"--masters", "7", "--clients", "3", "--max-states", "2000000000"}
            << "more than half of this machine's";
        QTest::newRow("unknown") << QStringList{"--seed", "3"} << "--seed";
    }
    void badInput() {
        QFETCH(QStringList, args);
        QFETCH(QString, named);
        const auto r = run(QStringList{"explore"} + args);
        const QString problem = badInputProblem(r, named);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void noViolationExitsZero() {
        const auto r = run({"explore", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject j = r.json();
        QCOMPARE(j["verdict"].toString(), QStringLiteral("exhausted"));
        for (const char* k : {"states", "transitions", "depth", "seconds"}) {
            QVERIFY2(j[k].isDouble(), k);
        }
        QVERIFY(j["states"].toInt() > 0);
        QVERIFY(j["violation"].isNull());
        QVERIFY(j["broken_assumption"].isNull());
        QVERIFY(j["scenario"].isNull());
    }

    void boundedSaysSo() {
        const auto r = run({"explore", "--max-pause", "40", "--max-depth", "4"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("bounded: not a proof"), r.out.constData());
        // Its time for people ("searched in 0.000387692 s" before): a tenth of a millisecond.
        QVERIFY2(
            QRegularExpression(QStringLiteral("\nsearched in \\d+\\.\\d ms \\(\\d+ states/s\\)\n"))
                .match(QString::fromUtf8(r.out))
                .hasMatch(),
            r.out.constData());
    }

    // A search that would go past its state budget stops there and says so (exit 0: no
    // violation, bounded), in text and in JSON, also on a configuration far too large to finish.
    void stateBudgetStopsWithAMessage() {
        const auto t =
            run({"explore", "--max-pause", "40", "--fencing", "monotonic", "--max-states", "1000"});
        QCOMPARE(t.code, 0);
        QVERIFY2(t.out.contains("no violation up to 1000 states"), t.out.constData());
        QVERIFY2(t.out.contains("stopped by the state budget (bounded: not a proof)"),
                 t.out.constData());
        const auto j =
            run({"explore", "--masters", "7", "--clients", "3", "--max-pause", "40", "--clock-jump",
                 "4", "--restart", "immediate", "--max-states", "50000", "--json"});
        QCOMPARE(j.code, 0);
        QCOMPARE(j.json()["verdict"].toString(), QStringLiteral("bounded"));
        QCOMPARE(j.json()["stopped_by"].toString(), QStringLiteral("states"));
        QCOMPARE(j.json()["states"].toInt(), 50000);
    }

    // --no-symmetry: the same verdict from more states; --progress finds the split vote,
    // --attempts bounds the retries.
    void searchOptions() {
        const auto reduced = run({"explore", "--clock-jump", "2", "--json"});
        const auto plain = run({"explore", "--clock-jump", "2", "--no-symmetry", "--json"});
        QCOMPARE(reduced.code, 0);
        QCOMPARE(plain.code, 0);
        QCOMPARE(plain.json()["verdict"].toString(), QStringLiteral("exhausted"));
        QVERIFY2(reduced.json()["states"].toInt() < plain.json()["states"].toInt(),
                 plain.out.constData());
        const auto split =
            run({"explore", "--masters", "4", "--max-delay", "2", "--progress", "--json"});
        QCOMPARE(split.code, 1);
        QCOMPARE(split.json()["violation"].toString(), QStringLiteral("no-progress"));
        const auto once = run({"explore", "--masters", "4", "--max-delay", "2", "--progress",
                               "--attempts", "1", "--json"});
        const auto thrice = run({"explore", "--masters", "4", "--max-delay", "2", "--progress",
                                 "--attempts", "3", "--json"});
        QCOMPARE(once.json()["violation"].toString(), QStringLiteral("no-progress"));
        QCOMPARE(thrice.json()["violation"].toString(), QStringLiteral("no-progress"));
        QVERIFY2(once.json()["states"].toInt() < thrice.json()["states"].toInt(),
                 (once.out + thrice.out).constData());
    }

    void violationExitsOneAndReplays() {
        const auto r = run({"explore", "--restart", "immediate", "--json"});
        QCOMPARE(r.code, 1);
        const QJsonObject j = r.json();
        QCOMPARE(j["verdict"].toString(), QStringLiteral("violation"));
        QCOMPARE(j["violation"].toString(), QStringLiteral("overlap"));
        QCOMPARE(j["broken_assumption"].toString(), QStringLiteral("restart-without-persistence"));
        QVERIFY(j["scenario"].isObject());
        QVERIFY(!j["schedule"].toArray().isEmpty());
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath("cx.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(j["scenario"].toObject()).toJson());
        f.close();
        const auto sim = run({"simulate", "--file", path, "--json"});
        QCOMPARE(sim.code, 0);
        QVERIFY2(sim.json()["overlap_ms"].toDouble() > 0, sim.out.constData());
    }
};

QTEST_GUILESS_MAIN(TstCliExplore)
#include "tst_cli_explore.moc"
