// redlockctl check end to end: the fault checker against real servers it starts itself.
//  - the delayed-restart rule under hang/crash/restart faults: no overlap, and real work done;
//  - the scripted S5 schedule (restart at once, no persistence): the checker must FAIL (exit 1);
//  - the same schedule with fsync-always persistence: the restarted master keeps the key, no
//    overlap (exit 0);
//  - SIGTERM mid-run: every server is stopped and the report is still written;
//  - bad flags: exit 2 with one line naming the value.
#include "live_fixture.h"

#include "core/servers/process.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include "redlockctl_run.h"

namespace {
using live::childrenOf;
using redlockctl_run::Run;
// The checker stops its servers on exit; a kill at the timeout is a failed test anyway.
Run ctl(const QStringList& args) {
    return redlockctl_run::run(QStringList{"check"} + args, 60000);
}
} // namespace

class TestCheck : public QObject {
    Q_OBJECT

private slots:
    void init() { LIVE_REQUIRE_SERVER(); }

    void delayedRestartHasNoOverlap() {
        const Run r = ctl({"--spawn", "5", "--clients", "4", "--duration", "5", "--faults",
                           "hang,crash,restart", "--restart-delay", "auto", "--ttl", "400",
                           "--seed", "1", "--json"});
        QVERIFY2(r.code == 0, r.out.constData());
        const QJsonObject o = r.json();
        for (const char* f : {"acquisitions", "faults_injected", "overlaps", "overlap_ms",
                              "stale_writes_accepted", "availability", "duration_s", "seed"}) {
            QVERIFY2(o.contains(QLatin1String(f)), f);
        }
        QCOMPARE(o["mode"].toString(), QString("random"));
        QCOMPARE(o["overlaps"].toInt(), 0);
        QCOMPARE(o["stale_writes_accepted"].toInt(), 0);
        QVERIFY(o["acquisitions"].toInt() > 0);
        QVERIFY(o["faults_injected"].toInt() > 0);
        QCOMPARE(o["restart_delay_ms"].toInt(), 450); // TTL + max(50 ms, TTL/10)
        QCOMPARE(o["seed"].toInt(), 1);
        QVERIFY(o["availability"].toDouble() > 0 && o["availability"].toDouble() <= 1);
        // The strikes aimed at the holder's masters (restarts that stay down past the TTL) found
        // nothing either: the rule holds even when the faults are aimed.
        QVERIFY(o["strikes"].toInt() >= 1);
        QCOMPARE(o["known_unsafe"].toBool(), false);
    }

    // Issue 28: settings known to be unsafe were passed by the random plan (0 overlaps in 860,
    // 394 and 634 acquisitions). Aimed at the holder, it now finds a second holder in a few
    // seconds. (docs/reliability.md gives the catch rate over 20 seeds of 15 s.)
    void randomPlanCatchesUnsafeSettings_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("restart at once")
            << QStringList{"--clients", "2", "--faults", "crash,restart", "--restart-delay", "0"};
        QTest::newRow("600 ms jumps")
            << QStringList{"--faults", "clock-jump,partition", "--jump", "600"};
        QTest::newRow("800 ms jumps, restart at once") << QStringList{
            "--faults", "clock-jump,restart", "--jump", "800", "--restart-delay", "0"};
    }
    void randomPlanCatchesUnsafeSettings() {
        QFETCH(QStringList, args);
        const Run r = ctl(args + QStringList{"--duration", "6", "--seed", "1", "--json"});
        QVERIFY2(r.code == 1, r.out.constData());
        const QJsonObject o = r.json();
        QCOMPARE(o["mode"].toString(), QString("random"));
        QVERIFY(o["strikes"].toInt() >= 1);
        QVERIFY(o["overlaps"].toInt() >= 1);
        QCOMPARE(o["known_unsafe"].toBool(), true);
    }

    // Issue 28: a run that finds nothing under a setting known to be unsafe must not read as a
    // pass. One client can never overlap with itself, so this run finds nothing for certain.
    void unsafeSettingNeverReadsAsAPass() {
        const QStringList args{"--spawn",  "3",     "--clients",       "1", "--duration", "1",
                               "--faults", "crash", "--restart-delay", "0", "--seed",     "1"};
        Run r = ctl(args);
        QCOMPARE(r.code, 0);
        QVERIFY2(
            r.out.startsWith("no violation found in this run; this setting is unsafe \u2014 see "
                             "docs/reliability.md"),
            r.out.constData());
        QVERIFY2(
            r.out.contains("unsafe setting: a restart delay of 0 ms is below the TTL (400 ms)"),
            r.out.constData());
        // Figures rounded for people ("in 1.00436 s", "availability 0.820092 of the time"
        // before): the run's length to 10 ms, shares as percentages; every digit stays in JSON.
        const QString text = QString::fromUtf8(r.out);
        QVERIFY2(QRegularExpression(QStringLiteral("attempts in \\d+\\.\\d\\d s\n"))
                     .match(text)
                     .hasMatch(),
                 r.out.constData());
        QVERIFY2(QRegularExpression(QStringLiteral("availability \\d+\\.\\d % of the time, "
                                                   "\\d+\\.\\d % of attempts\n"))
                     .match(text)
                     .hasMatch(),
                 r.out.constData());
        QVERIFY2(!QRegularExpression(QStringLiteral("\\d\\.\\d{3,}")).match(text).hasMatch(),
                 r.out.constData());
        QVERIFY2(text.contains(QStringLiteral("3 servers, 1 client, TTL")), r.out.constData());
        r = ctl(args + QStringList{"--json"});
        QCOMPARE(r.json()["known_unsafe"].toBool(), true);
        QVERIFY(r.json()["unsafe_reason"].toString().contains("without persistence"));
        QCOMPARE(r.json()["violation"].toBool(), false);
    }

    void immediateRestartOverlaps() {
        const Run r = ctl({"--clients", "2", "--duration", "3", "--faults", "restart",
                           "--restart-delay", "0", "--ttl", "1000", "--seed", "1", "--json"});
        QVERIFY2(r.code == 1, r.out.constData());
        const QJsonObject o = r.json();
        QCOMPARE(o["mode"].toString(), QString("scripted"));
        QVERIFY(o["overlaps"].toInt() >= 1);
        QVERIFY(o["overlap_ms"].toDouble() > 0);
        QVERIFY(o["stale_writes_accepted"].toInt() >= 1);
        QCOMPARE(o["violation"].toBool(), true);
    }

    void immediateRestartWithFsyncAlwaysHolds() {
        const Run r =
            ctl({"--clients", "2", "--duration", "1", "--faults", "restart", "--restart-delay", "0",
                 "--persistence", "always", "--ttl", "300", "--seed", "1", "--json"});
        QVERIFY2(r.code == 0, r.out.constData());
        QCOMPARE(r.json()["overlaps"].toInt(), 0);
        QVERIFY(r.json()["faults_injected"].toInt() > 0);
    }

    // SIGTERM (or Ctrl-C) mid-run: the checker winds down, stops every server it started by pid
    // and still reports, marked as interrupted.
    void interruptStopsEveryServer() {
        QProcess p;
        p.start(QStringLiteral(REDLOCKCTL_PATH), {"check", "--duration", "60", "--json"});
        QVERIFY(p.waitForStarted());
        std::vector<pid_t> servers;
        const bool up = QTest::qWaitFor(
            [&] {
                servers = childrenOf(static_cast<pid_t>(p.processId()));
                return servers.size() >= 3;
            },
            10000);
        QVERIFY2(up, "the checker started no servers");
        p.terminate();
        QVERIFY(p.waitForFinished(10000));
        QCOMPARE(p.exitCode(), 0);
        const QJsonObject o = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        QCOMPARE(o["interrupted"].toBool(), true);
        for (pid_t pid : servers) {
            const auto argv = redlock::processCmdline(pid);
            QVERIFY2(argv.empty() || argv[0].find("redis") == std::string::npos,
                     "a server survived");
        }
    }

    // Issue 13 item 7: client pauses (here up to 30 s with --ttl 20000) end at the run's
    // deadline and wake on SIGTERM: before, `--duration 1` ran ~20 s and SIGTERM took ~28 s.
    void clientPausesAreInterruptible() {
        // No wall-clock bound: the run's own report says how long it ran, and a pause that did
        // not end at the deadline would have made it last at least one pause (up to the TTL).
        const Run r = ctl({"--spawn", "3", "--clients", "3", "--duration", "1", "--faults",
                           "pause-client", "--ttl", "20000", "--seed", "3", "--json"});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.json()["faults_injected"].toInt() >= 1); // a pause happened
        QVERIFY2(r.json()["duration_s"].toDouble() < 20.0, r.out.constData());

        QProcess p;
        p.start(QStringLiteral(REDLOCKCTL_PATH),
                {"check", "--spawn", "3", "--clients", "3", "--duration", "60", "--faults",
                 "pause-client", "--ttl", "20000", "--json"});
        QVERIFY(p.waitForStarted());
        QVERIFY(
            QTest::qWaitFor([&] { return childrenOf(pid_t(p.processId())).size() >= 3; }, 10000));
        QTest::qWait(1500); // let the clients acquire and pause (a real interval, not a sync)
        p.terminate();
        QVERIFY(p.waitForFinished(30000));
        const QJsonObject o = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        QCOMPARE(o["interrupted"].toBool(), true);
        // SIGTERM woke the pauses: the run ended long before a 20 s pause could have.
        QVERIFY2(o["duration_s"].toDouble() < 20.0,
                 qPrintable(QString::number(o["duration_s"].toDouble())));
    }

    void badFlags_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("named");
        QTest::newRow("unknown fault") << QStringList{"--faults", "hang,flood"} << "'flood'";
        QTest::newRow("fault twice") << QStringList{"--faults", "hang,hang"} << "'hang'";
        QTest::newRow("delay word") << QStringList{"--restart-delay", "soon"} << "'soon'";
        QTest::newRow("delay negative") << QStringList{"--restart-delay", "-5"} << "'-5'";
        QTest::newRow("persistence") << QStringList{"--persistence", "sometimes"} << "'sometimes'";
        QTest::newRow("spawn 2") << QStringList{"--spawn", "2"} << "--spawn 2";
        QTest::newRow("spawn 10") << QStringList{"--spawn", "10"} << "--spawn 10";
        QTest::newRow("clients 0") << QStringList{"--clients", "0"} << "--clients 0";
        QTest::newRow("clients text") << QStringList{"--clients", "four"} << "'four'";
        QTest::newRow("duration 0") << QStringList{"--duration", "0"} << "--duration 0";
        QTest::newRow("ttl 0") << QStringList{"--ttl", "0"} << "--ttl 0";
        QTest::newRow("ttl below timeout") << QStringList{"--ttl", "40"} << "--ttl 40";
        QTest::newRow("seed negative") << QStringList{"--seed", "-1"} << "--seed -1";
        QTest::newRow("scripted one client")
            << QStringList{"--faults", "restart", "--restart-delay", "0", "--clients", "1"}
            << "--clients 1";
        QTest::newRow("unknown option") << QStringList{"--chaos", "max"} << "--chaos";
        // the timing faults of issue 16 (tst_check_timing runs them)
        QTest::newRow("unknown timing fault")
            << QStringList{"--faults", "clock-jump,warp"} << "'warp'";
        QTest::newRow("timing fault twice") << QStringList{"--faults", "delay,delay"} << "'delay'";
        QTest::newRow("empty fault name") << QStringList{"--faults", "delay,"} << "''";
        QTest::newRow("jump 0") << QStringList{"--jump", "0"} << "--jump '0'";
        QTest::newRow("jump word") << QStringList{"--jump", "big"} << "--jump 'big'";
        QTest::newRow("rate 0") << QStringList{"--rate-ppm", "0"} << "--rate-ppm '0'";
        QTest::newRow("rate too slow") << QStringList{"--rate-ppm", "-1000000"} << "'-1000000'";
        QTest::newRow("scripted jump one client")
            << QStringList{"--faults", "clock-jump", "--clients", "1"} << "clock-jump";
    }
    void badFlags() {
        QFETCH(QStringList, args);
        QFETCH(QString, named);
        const Run r = ctl(args);
        QCOMPARE(r.code, 2);
        const QString err = QString::fromUtf8(r.err).trimmed();
        QVERIFY2(err.contains(named), qPrintable(err));
        QVERIFY2(!err.contains('\n'), qPrintable(err));
        QVERIFY(r.out.isEmpty()); // refused before any server starts: no report at all
    }
};

QTEST_GUILESS_MAIN(TestCheck)
#include "tst_check.moc"
