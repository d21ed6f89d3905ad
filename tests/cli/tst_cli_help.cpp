// redlockctl --version, and --help for the tool and for every subcommand: exit 0, the options
// listed on stdout, nothing on stderr. (Before, `redlockctl acquire --help` exited 2.)
#include "redlockctl_run.h"

#include <QTest>

using redlockctl_run::run;

class TstCliHelp : public QObject {
    Q_OBJECT
private slots:
    void version() {
        const auto r = run({QStringLiteral("--version")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QByteArray("redlockctl " PROJECT_VERSION "\n"));
        QVERIFY(r.err.isEmpty());
    }

    void overview() {
        const auto r = run({QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        for (const char* cmd : {"acquire", "release", "bench", "masters", "simulate", "check",
                                "compare", "explore"}) {
            QVERIFY2(r.out.contains(QByteArray("  ") + cmd + ' '), cmd);
        }
    }

    void eachCommand_data() {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QStringList>("options"); // every option the command parses
        const QStringList live{"--masters", "--ttl", "--timeout", "--retries",  "--password",
                               "--prefix",  "--tls", "--tls-ca",  "--tls-cert", "--tls-key"};
        QTest::newRow("acquire") << "acquire"
                                 << live +
                                        QStringList{"--resource", "--hold", "--keep", "--fanout"};
        QTest::newRow("release") << "release" << live + QStringList{"--resource", "--token"};
        QTest::newRow("bench") << "bench"
                               << live + QStringList{"--cycles", "--concurrency", "--pause",
                                                     "--fanout"};
        QTest::newRow("masters") << "masters"
                                 << QStringList{"--count",       "--base-port", "--dir",
                                                "--persistence", "--docker",    "--image",
                                                "--project",     "--index"};
        QTest::newRow("simulate")
            << "simulate"
            << QStringList{"--scenario",        "--variant", "--seed", "--file",  "--n",
                           "--p-down",          "--trials",  "--live", "--spawn", "--scale",
                           "--sweep-partitions"};
        QTest::newRow("check") << "check"
                               << QStringList{"--spawn",  "--clients",       "--duration",
                                              "--faults", "--restart-delay", "--persistence",
                                              "--ttl",    "--timeout",       "--seed",
                                              "--jump",   "--rate-ppm",      "--docker",
                                              "--image"};
        QTest::newRow("compare") << "compare"
                                 << QStringList{"--live", "--ttl", "--timeout", "--samples"};
        QTest::newRow("explore") << "explore"
                                 << QStringList{"--masters",   "--clients",      "--ttl",
                                                "--tick",      "--max-delay",    "--loss",
                                                "--max-pause", "--clock-jump",   "--rate-ppm",
                                                "--restart",   "--persistence",  "--fencing",
                                                "--fanout",    "--naive-client", "--attempts",
                                                "--progress",  "--no-symmetry",  "--max-depth",
                                                "--max-states"};
    }

    void eachCommand() {
        QFETCH(QString, command);
        QFETCH(QStringList, options);
        // --help, -h, after other options, and `help CMD` all give the same text.
        const auto r = run({command, QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.err.isEmpty());
        QVERIFY(r.out.startsWith("usage: redlockctl " + command.toUtf8()));
        for (const QString& o : options + QStringList{"--json", "--help"}) {
            QVERIFY2(r.out.contains("  " + o.toUtf8() + ' '), qPrintable(o));
        }
        QCOMPARE(run({command, QStringLiteral("-h")}).out, r.out);
        QCOMPARE(run({command, QStringLiteral("--json"), QStringLiteral("--help")}).out, r.out);
        QCOMPARE(run({QStringLiteral("help"), command}).out, r.out);
    }

    void helpForAnUnknownCommand() {
        const auto r = run({QStringLiteral("help"), QStringLiteral("frobnicate")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("'frobnicate'"));
    }
};

QTEST_GUILESS_MAIN(TstCliHelp)
#include "tst_cli_help.moc"
