// redlockctl --backend etcd end to end: the built binary against a real local etcd cluster
// started by the fixture (and, with --spawn, by redlockctl itself). Exit codes (0 held, 1
// refused, 2 bad input with one line naming the value), the JSON fields shared with the Redis
// backend, `masters start|status|stop --etcd`, and no member left behind after SIGINT/SIGTERM.
#include "etcd_fixture.h"

#include "core/servers/etcd_cluster.h"
#include "core/servers/process.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <fstream>
#include <thread>

#include "redlockctl_run.h"

using namespace redlock;

namespace {
using redlockctl_run::Run;
Run ctl(const QStringList& args) {
    return redlockctl_run::run(args);
}

using live::childrenOf;
} // namespace

class TestRedlockctlEtcd : public QObject {
    Q_OBJECT
    std::optional<EtcdCluster> m_c;
    std::vector<pid_t> m_pids;
    QString m_etcd;

private slots:
    void initTestCase() {
        LIVE_REQUIRE_ETCD();
        m_c.emplace(live::startEtcd(3));
        m_pids = live::pidsOf(*m_c);
        m_etcd = QString::fromStdString(m_c->urlsText());
    }
    void cleanupTestCase() {
        m_c.reset();
        QVERIFY2(live::allGone(m_pids), "an etcd member the test started is still running");
    }

    void acquireJson() {
        const Run r =
            ctl({"acquire", "--backend", "etcd", "--etcd", m_etcd, "--resource", "cli", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = r.json();
        for (const char* f :
             {"held", "elapsed_ms", "validity_ms", "fence", "key", "masters", "released"}) {
            QVERIFY2(o.contains(QLatin1String(f)), f);
        }
        QCOMPARE(o["backend"].toString(), QString("etcd"));
        QCOMPARE(o["held"].toBool(), true);
        QCOMPARE(o["key"].toString(), QString("redlock-lab:cli"));
        QVERIFY(o["fence"].toInteger() > 0);
        QVERIFY(o["validity_ms"].toDouble() > 9000 && o["validity_ms"].toDouble() <= 10000);
        const QJsonArray ms = o["masters"].toArray();
        QCOMPARE(ms.size(), 3);
        int ok = 0;
        for (const auto& m : ms) {
            QVERIFY(m.toObject().contains("address") && m.toObject().contains("outcome") &&
                    m.toObject().contains("rtt_us"));
            ok += m.toObject()["outcome"].toString() == "ok" ? 1 : 0;
        }
        QCOMPARE(ok, 1);
        QCOMPARE(o["released"].toBool(), true);
    }

    void keepRefuseReleaseByFence() {
        const QStringList base{"--backend", "etcd", "--etcd", m_etcd, "--resource", "kept"};
        const Run a = ctl(QStringList{"acquire"} + base + QStringList{"--keep", "--json"});
        QCOMPARE(a.code, 0);
        const qint64 fence = a.json()["fence"].toInteger();
        const QString lease = a.json()["lease"].toString();
        const Run b = ctl(QStringList{"acquire"} + base + QStringList{"--json"});
        QCOMPARE(b.code, 1);
        QCOMPARE(b.json()["held"].toBool(), false);
        QCOMPARE(b.json()["fence"].toInteger(), fence); // the holder's
        const QStringList rel =
            QStringList{"release"} + base +
            QStringList{"--fence", QString::number(fence), "--lease", lease, "--json"};
        const Run r1 = ctl(rel);
        QCOMPARE(r1.code, 0);
        QCOMPARE(r1.json()["released"].toBool(), true);
        QCOMPARE(ctl(rel).code, 1); // nothing of that revision left to delete
        const Run c = ctl(QStringList{"acquire"} + base + QStringList{"--json"});
        QCOMPARE(c.code, 0);
        QVERIFY(c.json()["fence"].toInteger() > fence);
    }

    void benchJson() {
        const Run r =
            ctl({"bench", "--backend", "etcd", "--etcd", m_etcd, "--cycles", "30", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = r.json();
        QCOMPARE(o["cycles"].toInt(), 30);
        QCOMPARE(o["held"].toInt(), 30);
        QVERIFY(o["cycles_per_s"].toDouble() > 0);
        for (const char* k : {"acquire_us", "release_us"}) {
            const QJsonObject p = o[QLatin1String(k)].toObject();
            QVERIFY(p["p50"].toInteger() > 0 && p["p50"].toInteger() <= p["p99"].toInteger());
            QVERIFY(p["p99"].toInteger() <= p["max"].toInteger());
        }
    }

    void redisBackendIsTheDefault() {
        // --backend redis goes to the Redis command, which then wants --masters.
        const Run r = ctl({"acquire", "--backend", "redis", "--resource", "r"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--masters"), r.err.constData());
    }

    void badInput_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("named");
        const QString e = m_etcd;
        auto acq = [](const QStringList& more) {
            return QStringList{"acquire", "--backend", "etcd", "--resource", "r"} + more;
        };
        QTest::newRow("backend") << QStringList{"acquire", "--backend", "zk"} << "'zk'";
        QTest::newRow("https") << acq({"--etcd", "https://127.0.0.1:2379"})
                               << "'https://127.0.0.1:2379' uses https";
        QTest::newRow("no scheme")
            << acq({"--etcd", "127.0.0.1:2379"}) << "'127.0.0.1:2379' does not start with http://";
        QTest::newRow("port") << acq({"--etcd", "http://127.0.0.1:70000"}) << "port 70000";
        QTest::newRow("no port") << acq({"--etcd", "http://127.0.0.1"}) << "has no port";
        QTest::newRow("path") << acq({"--etcd", "http://127.0.0.1:2379/v3"}) << "path";
        QTest::newRow("twice") << acq({"--etcd", e + "," + e.section(',', 0, 0)}) << "listed twice";
        QTest::newRow("ttl seconds") << acq({"--etcd", e, "--ttl", "1500"}) << "--ttl 1500";
        QTest::newRow("ttl small") << acq({"--etcd", e, "--ttl", "999"}) << "--ttl 999";
        QTest::newRow("ttl text") << acq({"--etcd", e, "--ttl", "ten"}) << "'ten'";
        QTest::newRow("timeout vs ttl")
            << acq({"--etcd", e, "--ttl", "1000", "--timeout", "1000"}) << "--timeout 1000";
        QTest::newRow("prefix") << acq({"--etcd", e, "--prefix", "other:"}) << "'other:'";
        QTest::newRow("both") << acq({"--etcd", e, "--spawn", "3"}) << "--etcd and --spawn";
        QTest::newRow("neither") << acq({}) << "missing --etcd or --spawn";
        QTest::newRow("spawn 10") << acq({"--spawn", "10"}) << "--spawn 10";
        QTest::newRow("password") << acq({"--etcd", e, "--password", "x"}) << "--password";
        QTest::newRow("release fence")
            << QStringList{"release", "--backend", "etcd", "--etcd", e, "--resource", "r"}
            << "--fence";
        QTest::newRow("release spawn")
            << QStringList{"release",    "--backend", "etcd",    "--spawn", "3",
                           "--resource", "r",         "--fence", "5"}
            << "--spawn";
        QTest::newRow("masters count")
            << QStringList{"masters", "start", "--etcd", "--count", "0"} << "--count 0";
    }
    void badInput() {
        QFETCH(QStringList, args);
        QFETCH(QString, named);
        const QString problem = redlockctl_run::badInputProblem(ctl(args), named);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void deadMemberIsReportedPerMember() {
        // A member that is not there: refused connection, reported, and the next member answers.
        const QString list =
            QStringLiteral("http://127.0.0.1:%1,").arg(freeLoopbackPort()) + m_etcd;
        const Run r =
            ctl({"acquire", "--backend", "etcd", "--etcd", list, "--resource", "dead", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject first = r.json()["masters"].toArray()[0].toObject();
        QCOMPARE(first["outcome"].toString(), QString("error"));
        QVERIFY2(first["error"].toString().contains("onnect"),
                 qPrintable(first["error"].toString()));
    }

    void spawnedMembersStopOnSignal_data() {
        QTest::addColumn<int>("sig");
        QTest::newRow("SIGINT") << int(SIGINT);
        QTest::newRow("SIGTERM") << int(SIGTERM);
        QTest::newRow("SIGKILL") << int(SIGKILL); // no handler runs: the members die with it
    }
    void spawnedMembersStopOnSignal() {
        QFETCH(int, sig);
        QProcess p;
        p.start(QStringLiteral(REDLOCKCTL_PATH),
                {"acquire", "--backend", "etcd", "--spawn", "3", "--resource", "sig", "--hold",
                 "60000", "--json"});
        QVERIFY(p.waitForStarted());
        const pid_t ctlPid = static_cast<pid_t>(p.processId());
        auto endIt = qScopeGuard([&] {
            if (p.state() != QProcess::NotRunning) {
                ::kill(ctlPid, SIGTERM); // stops its members in order, never a bare kill
                p.waitForFinished(20000);
            }
        });
        // Three children that have become etcd (a fresh fork still shows redlockctl).
        auto etcdKids = [&] {
            std::vector<pid_t> out;
            for (const pid_t k : childrenOf(ctlPid)) {
                const auto argv = processCmdline(k);
                if (!argv.empty() && QString::fromStdString(argv[0]).section('/', -1) == "etcd") {
                    out.push_back(k);
                }
            }
            return out;
        };
        std::vector<pid_t> kids;
        for (int i = 0; i < 1000 && kids.size() < 3; ++i) {
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
            kids = etcdKids();
        }
        QCOMPARE(kids.size(), std::size_t(3));
        ::kill(ctlPid, sig);
        QVERIFY(p.waitForFinished(20000));
        if (sig == SIGKILL) {
            QCOMPARE(p.exitStatus(), QProcess::CrashExit);
            // Orphans now: gone once init has reaped them after their SIGTERM.
            bool gone = false;
            for (int i = 0; i < 1000 && !gone; ++i) {
                std::this_thread::sleep_for(std::chrono::milliseconds(10));
                gone = live::allGone(kids);
            }
            if (!gone) {
                for (const pid_t k : kids) {
                    const auto argv = processCmdline(k);
                    if (!argv.empty() && QString::fromStdString(argv[0]).endsWith("etcd")) {
                        stopProcess(k, false); // ours: started by the redlockctl this test ran
                    }
                }
            }
            QVERIFY2(gone, "a member outlived the SIGKILLed redlockctl");
            return;
        }
        QCOMPARE(p.exitStatus(), QProcess::NormalExit); // it ended itself, in order
        QCOMPARE(p.exitCode(), 1);                      // the hold was cut short
        QVERIFY(live::allGone(kids));
    }

    void mastersStartStatusStop() {
        QTemporaryDir dir;
        const QString d = dir.path();
        const Run start = ctl({"masters", "start", "--etcd", "--dir", d, "--json"});
        QCOMPARE(start.code, 0);
        const QJsonArray members = start.json()["members"].toArray();
        QCOMPARE(members.size(), 3);
        std::vector<std::pair<pid_t, int>> started;
        for (const auto& m : members) {
            started.emplace_back(m.toObject()["pid"].toInt(), m.toObject()["port"].toInt());
        }
        auto stopLeftovers = qScopeGuard([&] {
            for (auto [pid, port] : started) {
                if (EtcdCluster::isMember(pid, port)) {
                    stopProcess(pid, false);
                }
            }
        });
        for (auto [pid, port] : started) {
            QVERIFY(EtcdCluster::isMember(pid, port));
        }
        QCOMPARE(ctl({"masters", "start", "--etcd", "--dir", d}).code, 1); // already running
        const Run status = ctl({"masters", "status", "--etcd", "--dir", d, "--json"});
        QCOMPARE(status.code, 0);
        for (const auto& m : status.json()["members"].toArray()) {
            QCOMPARE(m.toObject()["state"].toString(), QString("up"));
        }
        const QString urls = start.json()["etcd"].toString();
        QCOMPARE(ctl({"acquire", "--backend", "etcd", "--etcd", urls, "--resource", "m"}).code, 0);
        QCOMPARE(ctl({"masters", "stop", "--etcd", "--dir", d}).code, 0);
        for (auto [pid, port] : started) {
            QVERIFY(!EtcdCluster::isMember(pid, port));
            QVERIFY(::kill(pid, 0) != 0);
        }
        QCOMPARE(ctl({"masters", "status", "--etcd", "--dir", d}).code,
                 1); // nothing recorded any more
    }
};

QTEST_GUILESS_MAIN(TestRedlockctlEtcd)
#include "tst_redlockctl_etcd.moc"
