// TLS on Docker masters (issue 28): `masters start --docker --tls-cert/--tls-key [--tls-ca]`
// serves TLS only in every container (the files copied in through the engine's archive API, the
// CA recorded on the container's label), `status` and the fault verbs speak TLS from that label
// without being told, and `check --docker` runs over TLS with its faults unchanged. Against a
// real engine and the local test image (label `docker`); the CA and certificates are made with
// the openssl tool; every container is removed by the app's label.
#include "docker_fixture.h"
#include "engine_over_tcp.h"
#include "redlockctl_run.h"
#include "tls_fixture.h"

#include "core/valkey/valkey_master.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLocalSocket>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <optional>

using redlockctl_run::masterErrors;
using redlockctl_run::Run;
using redlockctl_run::run;

namespace {

QString image() {
    return QString::fromStdString(dockertest::testImage());
}

// The one line of exposureWarning() a command prints for plain-text masters on the remote
// engine (127.0.0.1 here).
QByteArray plainWarning(const char* command) {
    return QByteArray("redlockctl ") + command +
           ": warning: the masters serve plain text without a password on 127.0.0.1's network, "
           "where anyone who reaches it can read and write their keys";
}

// `count` consecutive loopback ports nobody listens on, from a free one up.
int freePortRun(int count) {
    for (int tries = 0; tries < 50; ++tries) {
        const int base = redlock::freeLoopbackPort();
        bool free = base > 0 && base + count <= 65535;
        for (int k = 1; free && k < count; ++k) {
            QTcpServer probe;
            free = probe.listen(QHostAddress::LocalHost, static_cast<quint16>(base + k));
        }
        if (free) {
            return base;
        }
    }
    return 0;
}

} // namespace

class TestTlsDocker : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString d;

    QString file(const char* name) const { return d + "/" + name; }
    QStringList acquire(const QString& masters, const QStringList& tls) const {
        return QStringList{"acquire",    "--masters", masters, "--resource",
                           "tls-docker", "--ttl",     "5000",  "--json"} +
               tls;
    }

private slots:
    void initTestCase() {
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("openssl")).isEmpty(),
                 "the openssl tool is needed to make the test's certificates");
        d = m_dir.path();
        QVERIFY(tlsfix::makeCa(d, "ca") && tlsfix::makeCa(d, "other-ca"));
        QVERIFY(tlsfix::makeCert(d, "master", "ca", "IP:127.0.0.1"));
    }

    // Started with TLS: every container's server has no plain port, the lock is held over TLS
    // with the CA, refused by every master without TLS or trusting another CA; a later status
    // (another process, nothing but the engine to go by) speaks TLS to each; a restart and a
    // crash + restart come back over TLS; stop removes them all.
    void mastersServeTlsInContainers() {
        auto e = dockertest::engine();
        DOCKER_REQUIRE(e);
        auto& api = e.value();
        QVERIFY(redlock::docker::DockerCluster::removeLabelled(api)); // none of ours left over
        auto tidy =
            qScopeGuard([&api] { (void)redlock::docker::DockerCluster::removeLabelled(api); });
        Run r = run({"masters", "start", "--docker", "--image", image(), "--count", "3",
                     "--tls-cert", file("master.pem"), "--tls-key", file("master.key"), "--tls-ca",
                     file("ca.pem"), "--json"},
                    60000);
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(r.json()["tls"].toBool(), true);
        const QString masters = r.json()["masters"].toString();
        std::vector<std::string> ids;
        for (const auto& s : r.json()["servers"].toArray()) {
            ids.push_back(s.toObject()["id"].toString().toStdString());
        }
        QCOMPARE(ids.size(), std::size_t(3));
        // What the engine runs: TLS on the master's port and no plain-text port at all.
        for (const auto& id : ids) {
            const auto j = dockertest::getJson(api, "/containers/" + id + "/json");
            QVERIFY(j.has_value());
            const auto* cmd = j->find("Config")->find("Cmd");
            QVERIFY(cmd != nullptr);
            QStringList args;
            for (const auto& a : cmd->array) {
                args << QString::fromStdString(a.string);
            }
            const int port = args.indexOf("--port");
            QVERIFY2(port >= 0 && args.value(port + 1) == "0", qPrintable(args.join(' ')));
            QVERIFY2(args.contains("--tls-port"), qPrintable(args.join(' ')));
        }

        r = run(acquire(masters, {"--tls-ca", file("ca.pem")}));
        QVERIFY2(r.code == 0, (r.out + r.err).constData());
        QVERIFY2(r.json()["held"].toBool(), r.out.constData());
        QVERIFY(r.json()["votes"].toInt() >= 2);

        r = run(acquire(masters, {}));
        QVERIFY(!r.json()["held"].toBool());
        QVERIFY(!masterErrors(r).isEmpty());
        for (const QString& why : masterErrors(r)) {
            QVERIFY2(why.contains(QRegularExpression("reset by peer|closed the connection")),
                     qPrintable(why));
        }
        r = run(acquire(masters, {"--tls-ca", file("other-ca.pem")}));
        QVERIFY(!r.json()["held"].toBool());
        QVERIFY(!masterErrors(r).isEmpty());
        for (const QString& why : masterErrors(r)) {
            QVERIFY2(why.contains("certificate was refused"), qPrintable(why));
        }

        r = run({"masters", "status", "--docker"});
        QVERIFY2(r.code == 0, (r.out + r.err).constData());
        QCOMPARE(r.out.count("running, answers"), 3);
        QVERIFY2(r.out.contains("(TLS)"), r.out.constData());

        QCOMPARE(run({"masters", "restart", "--master", "M2", "--docker"}, 60000).code, 0);
        QCOMPARE(run({"masters", "crash", "--master", "M3", "--docker"}).code, 0);
        QCOMPARE(dockertest::state(api, ids[2]), std::string("exited"));
        QCOMPARE(run({"masters", "restart", "--master", "M3", "--docker"}, 60000).code, 0);
        r = run({"masters", "status", "--docker", "--json"});
        QVERIFY2(r.code == 0, (r.out + r.err).constData());
        QCOMPARE(r.json()["tls"].toBool(), true);
        r = run({"masters", "status", "--docker"});
        QCOMPARE(r.out.count("running, answers"), 3);
        r = run(acquire(masters, {"--tls-ca", file("ca.pem")}));
        QVERIFY2(r.json()["held"].toBool(), r.out.constData());
        QVERIFY(r.json()["votes"].toInt() >= 2);

        r = run({"masters", "stop", "--docker", "--json"}, 60000);
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(r.json()["removed"].toInt(), 3);
        for (const auto& id : ids) {
            QCOMPARE(dockertest::state(api, id), std::string("gone"));
        }
    }

    // check --docker on a remote engine (the remote path starts masters on 7001-7003 there):
    // plain text says what it exposes, on stderr and in the JSON; over TLS, not a word. On the
    // local engine neither (tst_redlockctl_docker checkWithFaultsHasNoOverlap).
    void checkOnARemoteEngineSaysWhatItExposes() {
        auto e = dockertest::engine();
        DOCKER_REQUIRE(e);
        auto& api = e.value();
        auto tidy =
            qScopeGuard([&api] { (void)redlock::docker::DockerCluster::removeLabelled(api); });
        const QString taken = dockertest::remotePortTaken(3);
        QVERIFY2(taken.isEmpty(), qPrintable(taken));
        const dockertest::RemoteEngine remote(api);
        QVERIFY(remote.listening());
        const QStringList check{"check",    "--docker", "--image",    image(), "--spawn", "3",
                                "--faults", "none",     "--duration", "1",     "--json"};
        Run r = run(check, 120000);
        QVERIFY2(r.code == 0, (r.out + r.err).constData());
        QVERIFY2(r.err.startsWith(plainWarning("check")) && r.err.count('\n') == 1,
                 r.err.constData());
        QVERIFY2(r.json()["masters_warning"].toString().startsWith(
                     QLatin1String("the masters serve plain text without a password on "
                                   "127.0.0.1's network")),
                 r.out.constData());
        r = run(check + QStringList{"--tls-server-cert", file("master.pem"), "--tls-server-key",
                                    file("master.key"), "--tls-ca", file("ca.pem")},
                120000);
        QVERIFY2(r.code == 0, (r.out + r.err).constData());
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QVERIFY2(!r.json().contains("masters_warning"), r.out.constData());
    }

    // check --docker over TLS: the safe faults find nothing and every fault went in; restart at
    // once without persistence and clock jumps above the drift allowance give the overlap, as
    // they do in plain text.
    void checkOverTlsInContainers_data() {
        QTest::addColumn<QStringList>("faults");
        QTest::addColumn<bool>("unsafe");
        QTest::newRow("hang, crash, restart")
            << QStringList{"--faults", "hang,crash,restart", "--duration", "5", "--seed", "3"}
            << false;
        QTest::newRow("restart at once")
            << QStringList{"--faults", "restart", "--restart-delay", "0",
                           "--ttl",    "3000",    "--duration",      "6"}
            << true;
        // The clock library proves each container's clock over TLS before the run starts.
        QTest::newRow("clock jumps of 600 ms")
            << QStringList{"--faults",   "clock-jump", "--jump", "600",
                           "--duration", "3",          "--seed", "1"}
            << true;
    }
    void checkOverTlsInContainers() {
        QFETCH(QStringList, faults);
        QFETCH(bool, unsafe);
        auto e = dockertest::engine();
        DOCKER_REQUIRE(e);
        auto& api = e.value();
        auto tidy =
            qScopeGuard([&api] { (void)redlock::docker::DockerCluster::removeLabelled(api); });
        const Run r = run(QStringList{"check", "--docker", "--image", image(), "--spawn", "3",
                                      "--tls-server-cert", file("master.pem"), "--tls-server-key",
                                      file("master.key"), "--tls-ca", file("ca.pem"), "--json"} +
                              faults,
                          120000);
        QVERIFY2(
            r.code == (unsafe ? 1 : 0),
            qPrintable(
                QStringLiteral("exit %1: %2").arg(r.code).arg(QString::fromUtf8(r.out + r.err))));
        const QJsonObject j = r.json();
        QCOMPARE(j["tls"].toBool(), true);
        QCOMPARE(j["masters"].toString(), QStringLiteral("docker"));
        QCOMPARE(j["fault_errors"].toInt(), 0);
        QVERIFY(j["faults_injected"].toInt() > 0);
        QVERIFY(j["acquisitions"].toInt() > 0);
        QCOMPARE(j["overlaps"].toInt() > 0, unsafe);
    }

    // A remote engine (DOCKER_HOST=tcp://...): nothing of this machine can be mounted into its
    // containers, so the TLS files travel through the API. The local engine is reached over a
    // loopback TCP port here, which makes redlockctl take the remote path (the masters bind the
    // engine host's address, base ports given): a plain-text start warns what it exposes; with
    // TLS the containers have no bind mounts, serve TLS, and status through the same engine
    // finds the CA on their label.
    void aRemoteEngineGetsTheFilesThroughTheApi() {
        auto e = dockertest::engine();
        DOCKER_REQUIRE(e);
        auto& api = e.value();
        QVERIFY(redlock::docker::DockerCluster::removeLabelled(api));
        auto tidy =
            qScopeGuard([&api] { (void)redlock::docker::DockerCluster::removeLabelled(api); });
        const dockertest::RemoteEngine remote(api);
        QVERIFY(remote.listening());
        const QString host = remote.host();
        int base = freePortRun(3);
        QVERIFY(base != 0);
        // Plain text on a remote engine starts, with a warning that says what it exposes; a
        // later status of those masters says it again.
        Run r = run({"masters", "start", "--docker", "--image", image(), "--count", "3",
                     "--base-port", QString::number(base)},
                    60000);
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.err.startsWith(plainWarning("masters")) && r.err.count('\n') == 1,
                 r.err.constData());
        r = run({"masters", "status", "--docker"}, 60000);
        QVERIFY2(r.code == 0 && r.err.startsWith(plainWarning("masters")) && r.err.count('\n') == 1,
                 (r.out + r.err).constData());
        QCOMPARE(run({"masters", "stop", "--docker"}, 60000).code, 0);
        base = freePortRun(3);
        QVERIFY(base != 0);
        r = run({"masters", "start", "--docker", "--image", image(), "--count", "3", "--base-port",
                 QString::number(base), "--tls-cert", file("master.pem"), "--tls-key",
                 file("master.key"), "--tls-ca", file("ca.pem"), "--json"},
                60000);
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.err.isEmpty(), r.err.constData()); // no warning with TLS
        QVERIFY2(r.json()["engine"].toString().contains(host), r.out.constData());
        QCOMPARE(r.json()["tls"].toBool(), true);
        for (const auto& s : r.json()["servers"].toArray()) {
            const auto j = dockertest::getJson(
                api, "/containers/" + s.toObject()["id"].toString().toStdString() + "/json");
            QVERIFY(j.has_value());
            const auto* binds = j->find("HostConfig")->find("Binds");
            QVERIFY(binds == nullptr || binds->array.empty());
        }
        r = run(acquire(r.json()["masters"].toString(), {"--tls-ca", file("ca.pem")}));
        QVERIFY2(r.json()["held"].toBool(), (r.out + r.err).constData());
        r = run({"masters", "status", "--docker"});
        QVERIFY2(r.code == 0, (r.out + r.err).constData());
        QCOMPARE(r.out.count("running, answers"), 3);
        QVERIFY2(r.out.contains("(TLS)"), r.out.constData());
        QVERIFY2(r.err.isEmpty(), r.err.constData()); // TLS masters found: nothing to warn of
    }

    // The core's own calls: a wiped master (its container and volume made anew while it is
    // down, as the lab bench's "restart, disk wiped" does) gets the TLS files again and comes
    // back over TLS; find() reads the CA from the label; a label whose CA is not a certificate
    // is an error naming the container.
    void aWipedMasterComesBackOverTls() {
        auto e = dockertest::engine();
        DOCKER_REQUIRE(e);
        auto& api = e.value();
        QVERIFY(redlock::docker::DockerCluster::removeLabelled(api));
        redlock::TlsSettings files;
        files.certFile = file("master.pem").toStdString();
        files.keyFile = file("master.key").toStdString();
        files.caFile = file("ca.pem").toStdString();
        auto served = redlock::servedTls(files); // as masters start --docker --tls-cert
        QVERIFY2(served, served ? "" : served.error().message.c_str());
        redlock::docker::DockerOptions o;
        o.image = dockertest::testImage();
        o.persistence = redlock::Persistence::Always; // a volume: what a wipe replaces
        o.tls = served->server;
        o.clientTls = served->client;
        auto again = dockertest::engine();
        QVERIFY(again);
        auto c = redlock::docker::DockerCluster::start(std::move(again).value(), 3, o);
        QVERIFY2(c, c ? "" : c.error().message.c_str());
        auto& cluster = c.value();
        const std::string before = cluster.info(1).id;
        QVERIFY(cluster.crash(1));
        QVERIFY(cluster.wipe(1));
        QVERIFY(cluster.info(1).id != before); // a new container
        auto back = cluster.restart(1, redlock::Millis(0));
        QVERIFY2(back, back ? "" : back.error().message.c_str());
        redlock::ValkeyOptions vo;
        vo.tls = served->client;
        redlock::ValkeyMaster m(cluster.address(1), vo);
        QCOMPARE(m.call({redlock::Op::Ping, {}, {}, {}}, redlock::Micros(2000000)).outcome,
                 redlock::Outcome::Ok);

        auto look = dockertest::engine();
        QVERIFY(look);
        auto found = redlock::docker::DockerCluster::find(std::move(look).value());
        QVERIFY2(found, found ? "" : found.error().message.c_str());
        QVERIFY(found->clientTls() != nullptr);
        found.value().release();
        cluster.stopAll();

        // A label that holds no certificate, on a container of the app's made by hand.
        std::string why;
        dockertest::HandContainer bad(
            api, dockertest::createByHand(api, "rltest-tls-label-" + std::to_string(::getpid()),
                                          redlock::freeLoopbackPort(),
                                          {{redlock::docker::kMasterLabel, "1"},
                                           {redlock::docker::kTlsLabel, "not a certificate"}},
                                          why));
        QVERIFY2(!bad.id.empty(), why.c_str());
        auto last = dockertest::engine();
        QVERIFY(last);
        auto refused = redlock::docker::DockerCluster::find(std::move(last).value());
        QVERIFY(!refused);
        QVERIFY2(refused.error().message.find(
                     "the CA on the label of container rltest-tls-label-") != std::string::npos,
                 refused.error().message.c_str());
    }

    // Bad input: one line naming the option, exit 2, and no container made.
    void refused_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("named");
        QTest::newRow("key without certificate")
            << QStringList{"masters", "start", "--docker", "--tls-key", "@/master.key"}
            << "--tls-key";
        QTest::newRow("certificate is /dev/zero")
            << QStringList{"masters",   "start",     "--docker",    "--tls-cert",
                           "/dev/zero", "--tls-key", "@/master.key"}
            << "--tls-cert";
        QTest::newRow("a key of another certificate")
            << QStringList{"masters",      "start",     "--docker", "--tls-cert",
                           "@/master.pem", "--tls-key", "@/ca.key"}
            << "--tls-key";
        QTest::newRow("status takes no CA")
            << QStringList{"masters", "status", "--docker", "--tls-ca", "@/ca.pem"}
            << "--tls-ca: only `masters start` takes it";
    }
    void refused() {
        QFETCH(QStringList, args);
        QFETCH(QString, named);
        auto e = dockertest::engine();
        DOCKER_REQUIRE(e);
        auto& api = e.value();
        QVERIFY(redlock::docker::DockerCluster::removeLabelled(api));
        for (QString& a : args) {
            a.replace('@', d);
        }
        const Run r = run(args + QStringList{"--image", image()});
        const QString problem = redlockctl_run::badInputProblem(r, named);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        auto removed = redlock::docker::DockerCluster::removeLabelled(api);
        QVERIFY(removed);
        QCOMPARE(*removed, 0);
    }
};

QTEST_GUILESS_MAIN(TestTlsDocker)
#include "tst_tls_docker.moc"
