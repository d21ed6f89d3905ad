// TLS on the servers redlockctl starts itself (issue 28, second pass): `masters start
// --tls-cert/--tls-key [--tls-ca]` serves TLS only (no plain port), `status` and the fault verbs
// take TLS from the state directory, `stop` stops every server by pid; `check
// --tls-server-cert/--tls-server-key` runs its clients over TLS (acquire's --tls-ca) with its
// faults unchanged. The test makes its own CA and certificates with the openssl tool; every
// server it causes to start lives under its temporary directory and is found there by pid.
#include "live_fixture.h"
#include "redlockctl_run.h"
#include "tls_fixture.h"

#include "core/servers/process.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <sys/stat.h>

using namespace redlock;
using redlockctl_run::masterErrors;
using redlockctl_run::Run;
using namespace tlsfix;

namespace {

Run ctl(const QStringList& args, int timeoutMs = 30000) {
    return redlockctl_run::run(args, timeoutMs);
}
using live::serversUnder;
using live::stopUnder;

} // namespace

class TestTlsServers : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString d;

    QString file(const char* name) const { return d + "/" + name; }
    QStringList startTls(const QString& dir, const QString& ca = "ca") const {
        return {"masters",    "start",
                "--count",    "3",
                "--dir",      dir,
                "--tls-cert", file("master.pem"),
                "--tls-key",  file("master.key"),
                "--tls-ca",   d + "/" + ca + ".pem"};
    }
    QStringList serverTls() const {
        return {"--tls-server-cert", file("master.pem"), "--tls-server-key", file("master.key")};
    }

private slots:
    void initTestCase() {
        LIVE_REQUIRE_SERVER();
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("openssl")).isEmpty(),
                 "the openssl tool is needed to make the test's certificates");
        d = m_dir.path();
        QVERIFY(makeCa(d, "ca") && makeCa(d, "other-ca"));
        QVERIFY(makeCert(d, "master", "ca", "IP:127.0.0.1"));
        QVERIFY(makeCert(d, "client", "ca", "DNS:redlock-lab-client"));
        QVERIFY(QDir(d).mkdir("a-directory"));
        QVERIFY(::mkfifo(qPrintable(file("a-fifo")), 0600) == 0);
        // The checker's servers go under $TMPDIR: here, so that they are found by pid too.
        QVERIFY(QDir(d).mkdir("tmp"));
        qputenv("TMPDIR", (d + "/tmp").toUtf8());
    }
    void cleanupTestCase() {
        if (d.isEmpty()) {
            return;
        }
        const auto left = serversUnder(d);
        stopUnder(d);
        QCOMPARE(left.size(), std::size_t(0));
    }

    // masters start --tls-cert: TLS only. acquire --tls-ca holds on them; a plain client and a
    // client trusting another CA are refused, each master saying why; status says TLS; a
    // restart (the fault verb) comes back over TLS; stop stops every pid and takes the key away.
    void mastersServeTlsOnly() {
        const QString md = d + "/masters";
        auto cleanup = qScopeGuard([&] { stopUnder(md); });
        const Run start = ctl(startTls(md) + QStringList{"--json"});
        QVERIFY2(start.code == 0, start.err.constData());
        QCOMPARE(start.json()["tls"].toBool(), true);
        const QString masters = start.json()["masters"].toString();
        std::vector<pid_t> pids;
        for (const auto& s : start.json()["servers"].toArray()) {
            pids.push_back(static_cast<pid_t>(s.toObject()["pid"].toInt()));
        }
        QCOMPARE(pids.size(), std::size_t(3));
        QCOMPARE(serversUnder(md).size(), std::size_t(3));
        QVERIFY(QFile::exists(md + "/tls/key.pem"));
        struct stat st {};
        QVERIFY(::stat(qPrintable(md + "/tls/key.pem"), &st) == 0);
        QCOMPARE(st.st_mode & 0777, 0600u);

        const QStringList acquire{"acquire",   "--masters", masters, "--resource",
                                  "tls-start", "--timeout", "500",   "--json"};
        // Sequential: every master is asked, also after the majority (so each vote is seen).
        const QStringList trusting{"--tls-ca", file("ca.pem"), "--fanout", "sequential"};
        const Run held = ctl(acquire + trusting);
        QVERIFY2(held.code == 0, held.out.constData());
        QCOMPARE(held.json()["held"].toBool(), true);
        QCOMPARE(held.json()["votes"].toInt(), 3);

        const Run plain = ctl(acquire);
        QCOMPARE(plain.code, 1);
        QCOMPARE(plain.json()["held"].toBool(), false);
        QVERIFY(masterErrors(plain).size() >= 2);
        for (const QString& e : masterErrors(plain)) {
            QVERIFY2(e.contains(QRegularExpression("reset by peer|closed the connection")),
                     qPrintable(e));
        }
        const Run stranger = ctl(acquire + QStringList{"--tls-ca", file("other-ca.pem")});
        QCOMPARE(stranger.code, 1);
        QVERIFY(masterErrors(stranger).size() >= 2);
        for (const QString& e : masterErrors(stranger)) {
            QVERIFY2(e.contains("certificate was refused"), qPrintable(e));
        }

        const Run status = ctl({"masters", "status", "--dir", md, "--json"});
        QVERIFY2(status.code == 0, status.err.constData());
        QCOMPARE(status.json()["tls"].toBool(), true);
        for (const auto& s : status.json()["servers"].toArray()) {
            QCOMPARE(s.toObject()["state"].toString(), QString("up"));
        }
        const Run text = ctl({"masters", "status", "--dir", md});
        QVERIFY2(text.out.contains("status of 3 masters (TLS): "), text.out.constData());

        const Run restart = ctl({"masters", "restart", "--index", "1", "--dir", md});
        QVERIFY2(restart.code == 0, restart.err.constData());
        const Run after = ctl({"masters", "status", "--dir", md, "--json"});
        const auto second = after.json()["servers"].toArray()[1].toObject();
        QCOMPARE(second["state"].toString(), QString("up"));
        QVERIFY(second["pid"].toInt() != pids[1]);
        pids.push_back(static_cast<pid_t>(second["pid"].toInt()));
        const Run again = ctl(acquire + trusting);
        QCOMPARE(again.json()["votes"].toInt(), 3);
        QCOMPARE(ctl(acquire).json()["votes"].toInt(), 0); // the restarted one is TLS only too

        const Run stop = ctl({"masters", "stop", "--dir", md, "--json"});
        QVERIFY2(stop.code == 0, stop.err.constData());
        QCOMPARE(stop.json()["tls"].toBool(), true);
        for (const pid_t pid : pids) {
            QVERIFY2(!processAlive(pid, false), qPrintable(QString::number(pid)));
        }
        QVERIFY(serversUnder(md).empty());
        QVERIFY(!QFile::exists(md + "/tls"));
    }

    // start checks each server as a client would: a CA that did not issue the certificate is
    // one line naming the reason, and nothing is left running.
    void startWithAnotherCaIsRefused() {
        const QString md = d + "/refused";
        auto cleanup = qScopeGuard([&] { stopUnder(md); });
        const Run r = ctl(startTls(md, "other-ca"));
        QCOMPARE(r.code, 1);
        const QString err = QString::fromUtf8(r.err).trimmed();
        QVERIFY2(err.contains("certificate was refused") && !err.contains('\n'), qPrintable(err));
        QVERIFY(serversUnder(md).empty());
        QVERIFY(!QFile::exists(md + "/masters.state"));
        QVERIFY(!QFile::exists(md + "/tls"));
    }

    void badStartInput_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("named");
        QTest::newRow("cert without key")
            << QStringList{"--tls-cert", "@/master.pem"} << "--tls-cert without --tls-key";
        QTest::newRow("key without cert")
            << QStringList{"--tls-key", "@/master.key"} << "--tls-key without --tls-cert";
        QTest::newRow("CA alone") << QStringList{"--tls-ca", "@/ca.pem"}
                                  << "serving TLS needs --tls-cert FILE and --tls-key FILE";
        QTest::newRow("cert missing")
            << QStringList{"--tls-cert", "@/missing.pem", "--tls-key", "@/master.key"}
            << "--tls-cert: ";
        QTest::newRow("cert is a directory")
            << QStringList{"--tls-cert", "@/a-directory", "--tls-key", "@/master.key"}
            << "@/a-directory";
        QTest::newRow("key is a FIFO")
            << QStringList{"--tls-cert", "@/master.pem", "--tls-key", "@/a-fifo"} << "@/a-fifo";
        QTest::newRow("CA is /dev/zero") << QStringList{"--tls-cert",   "@/master.pem", "--tls-key",
                                                        "@/master.key", "--tls-ca",     "/dev/zero"}
                                         << "--tls-ca: ";
        QTest::newRow("key of another cert")
            << QStringList{"--tls-cert", "@/master.pem", "--tls-key", "@/client.key"}
            << "does not belong to the certificate";
        QTest::newRow("key file holds a certificate")
            << QStringList{"--tls-cert", "@/master.pem", "--tls-key", "@/master.pem"}
            << "no unencrypted PEM private key";
        QTest::newRow("status takes no certificate")
            << QStringList{"--tls-cert", "@/master.pem", "status"}
            << "--tls-cert: only `masters start` takes it";
    }
    void badStartInput() {
        QFETCH(QStringList, args);
        QFETCH(QString, named);
        const QString md = d + "/bad";
        auto cleanup = qScopeGuard([&] { stopUnder(md); });
        for (QString& a : args) {
            a.replace('@', d);
        }
        named.replace('@', d);
        const QString action = args.contains("status") ? "status" : "start";
        args.removeAll("status");
        const Run r = ctl(QStringList{"masters", action, "--count", "1", "--dir", md} + args);
        const QString problem = redlockctl_run::badInputProblem(r, named);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(serversUnder(md).empty());
    }

    // check over TLS finds what it finds in plain text: no overlap under the safe faults (a
    // crash and a restart each come back over TLS) and the link faults (TLS through the
    // proxies), the textbook overlap of an immediate restart (the scripted round, its faults on
    // TLS servers).
    void checkOverTls_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<bool>("violation");
        QTest::newRow("safe faults")
            << QStringList{"--spawn", "3",        "--clients",          "2",     "--duration",
                           "2",       "--faults", "hang,crash,restart", "--ttl", "400"}
            << false;
        QTest::newRow("link faults")
            << QStringList{"--spawn", "3",        "--clients",       "2",     "--duration",
                           "2",       "--faults", "delay,partition", "--ttl", "400"}
            << false;
        QTest::newRow("immediate restart")
            << QStringList{"--clients",       "2", "--duration", "3",   "--faults", "restart",
                           "--restart-delay", "0", "--ttl",      "1000"}
            << true;
    }
    void checkOverTls() {
        QFETCH(QStringList, args);
        QFETCH(bool, violation);
        const Run r =
            ctl(QStringList{"check", "--seed", "1", "--json", "--tls-ca", file("ca.pem")} +
                    serverTls() + args,
                60000);
        QVERIFY2(r.code == (violation ? 1 : 0), r.err.constData());
        const QJsonObject o = r.json();
        QCOMPARE(o["tls"].toBool(), true);
        QCOMPARE(o["violation"].toBool(), violation);
        QVERIFY(o["acquisitions"].toInt() > 0);
        QVERIFY(o["faults_injected"].toInt() > 0);
        QCOMPARE(o["fault_errors"].toInt(), 0);
        QVERIFY(serversUnder(d + "/tmp").empty());
    }

    // A client certificate makes the checker's servers ask for one: the run holds with it.
    void checkWithClientCertificate() {
        const Run r =
            ctl(QStringList{"check", "--spawn", "3", "--clients", "1", "--duration", "1",
                            "--faults", "none", "--json", "--tls-ca", file("ca.pem"), "--tls-cert",
                            file("client.pem"), "--tls-key", file("client.key")} +
                    serverTls(),
                60000);
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.json()["acquisitions"].toInt() > 0);
    }

    // Without the CA that issued the servers' certificate the checker refuses before it starts
    // anything, or — trusting another CA — as soon as the first server is checked.
    void checkRefused_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("named");
        QTest::newRow("no CA") << QStringList{"--tls-server-cert", "@/master.pem",
                                              "--tls-server-key", "@/master.key"}
                               << "--tls-server-cert: the servers will speak TLS only";
        QTest::newRow("another CA")
            << QStringList{"--tls-server-cert", "@/master.pem", "--tls-server-key",
                           "@/master.key",      "--tls-ca",     "@/other-ca.pem"}
            << "certificate was refused";
        QTest::newRow("no server certificate")
            << QStringList{"--tls-ca", "@/ca.pem"} << "--tls-ca: the servers check starts speak";
        QTest::newRow("server key without cert")
            << QStringList{"--tls-server-key", "@/master.key", "--tls-ca", "@/ca.pem"}
            << "--tls-server-key without --tls-server-cert";
        QTest::newRow("server cert is /dev/zero")
            << QStringList{"--tls-server-cert", "/dev/zero", "--tls-server-key",
                           "@/master.key",      "--tls-ca",  "@/ca.pem"}
            << "--tls-server-cert: ";
        QTest::newRow("client cert without key")
            << QStringList{"--tls-server-cert", "@/master.pem", "--tls-server-key", "@/master.key",
                           "--tls-ca",          "@/ca.pem",     "--tls-cert",       "@/client.pem"}
            << "--tls-cert without --tls-key";
    }
    void checkRefused() {
        QFETCH(QStringList, args);
        QFETCH(QString, named);
        for (QString& a : args) {
            a.replace('@', d);
        }
        const Run r = ctl(QStringList{"check", "--spawn", "3", "--duration", "1"} + args, 60000);
        const QString problem = redlockctl_run::badInputProblem(r, named);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(serversUnder(d + "/tmp").empty());
    }
};

QTEST_GUILESS_MAIN(TestTlsServers)
#include "tst_tls_servers.moc"
