// redlockctl with Docker masters, end to end against a real engine (label `docker`):
//  - masters start/status/stop --docker, the fault verbs on one container (its state read back
//    from the engine), and a container started by hand without the label still running after
//    `masters stop --docker`;
//  - check --docker with hang, crash and restart faults: no overlap (exit 0);
//  - check --docker, restart at once without persistence: the scripted round catches the
//    overlap (exit 1);
//  - simulate --live --docker: a scenario file on containers;
//  - check --docker --faults clock-jump: clocks of containers moved (exit 1 above the drift
//    allowance, 0 inside it);
//  - bad input: exit 2, one line naming the value.
#include "docker_fixture.h"
#include "redlockctl_run.h"

#include <QJsonArray>
#include <QProcess>
#include <QScopeGuard>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using redlockctl_run::run;

namespace {
QString image() {
    return QString::fromStdString(dockertest::testImage());
}
} // namespace

class TestRedlockctlDocker : public QObject {
    Q_OBJECT
private slots:
    void mastersLifecycle() {
        auto e = dockertest::engine();
        DOCKER_REQUIRE(e);
        auto& api = e.value();
        QVERIFY(redlock::docker::DockerCluster::removeLabelled(api)); // none of ours left over
        std::string why;
        dockertest::HandContainer hand(
            api, dockertest::createByHand(api, "rltest-cli-hand-" + std::to_string(::getpid()),
                                          redlock::freeLoopbackPort(), {}, why));
        QVERIFY2(!hand.id.empty(), why.c_str());

        // Whatever fails below, the app's containers go (by their label, as `masters stop` does).
        auto tidy =
            qScopeGuard([&api] { (void)redlock::docker::DockerCluster::removeLabelled(api); });
        auto r = run({"masters", "start", "--docker", "--image", image(), "--count", "3", "--json"},
                     60000);
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonArray servers = r.json().value("servers").toArray();
        QCOMPARE(servers.size(), 3);
        QVERIFY(r.json().value("engine").toString().contains("API"));
        std::vector<std::string> ids;
        for (const auto& s : servers) {
            const auto o = s.toObject();
            QCOMPARE(o.value("state").toString(), QStringLiteral("running"));
            QVERIFY(o.value("container").toString().startsWith("redlock-lab-"));
            ids.push_back(o.value("id").toString().toStdString());
        }

        r = run({"masters", "hang", "--index", "1", "--docker"});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(dockertest::state(api, ids[1]), std::string("paused"));
        r = run({"masters", "status", "--docker", "--json"});
        QCOMPARE(r.code, 1); // one is not running
        QCOMPARE(r.json().value("servers").toArray().at(1).toObject().value("state").toString(),
                 QStringLiteral("paused"));
        QCOMPARE(run({"masters", "resume", "--index", "1", "--docker"}).code, 0);
        QCOMPARE(dockertest::state(api, ids[1]), std::string("running"));
        QCOMPARE(run({"masters", "crash", "--index", "2", "--docker"}).code, 0);
        QCOMPARE(dockertest::state(api, ids[2]), std::string("exited"));
        QCOMPARE(run({"masters", "restart", "--index", "2", "--docker"}, 60000).code, 0);
        QCOMPARE(dockertest::state(api, ids[2]), std::string("running"));
        QCOMPARE(run({"masters", "status", "--docker"}).code, 0);

        r = run({"masters", "stop", "--docker", "--json"}, 60000);
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(r.json().value("removed").toInt(), 3);
        for (const auto& id : ids) {
            QCOMPARE(dockertest::state(api, id), std::string("gone"));
        }
        QCOMPARE(dockertest::state(api, hand.id), std::string("running"));
        r = run({"masters", "status", "--docker"});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("masters start --docker"));
    }

    void checkWithFaultsHasNoOverlap() {
        auto e = dockertest::engine();
        DOCKER_REQUIRE(e);
        const auto r = run({"check", "--docker", "--image", image(), "--faults",
                            "hang,crash,restart", "--duration", "6", "--seed", "3", "--json"},
                           120000);
        QVERIFY2(r.code == 0, (r.out + r.err).constData());
        const QJsonObject j = r.json();
        QCOMPARE(j.value("masters").toString(), QStringLiteral("docker"));
        // Masters on this machine's engine bind 127.0.0.1: nothing to warn of.
        QVERIFY2(!j.contains("masters_warning") && !r.err.contains("warning"), r.err.constData());
        QCOMPARE(j.value("overlaps").toInt(), 0);
        QCOMPARE(j.value("fault_errors").toInt(), 0);
        const QJsonObject kinds = j.value("faults_by_kind").toObject();
        QVERIFY(kinds.value("hang").toInt() > 0);
        QVERIFY(kinds.value("crash").toInt() + kinds.value("restart").toInt() > 0);
        QVERIFY(j.value("acquisitions").toInt() > 0);
    }

    // A container takes a few hundred ms to come back: a TTL of 3 s keeps the first holder
    // believing while the second gets in.
    void immediateRestartWithoutPersistenceIsCaught() {
        auto e = dockertest::engine();
        DOCKER_REQUIRE(e);
        const auto r = run({"check", "--docker", "--image", image(), "--faults", "restart",
                            "--restart-delay", "0", "--ttl", "3000", "--duration", "6", "--json"},
                           120000);
        QVERIFY2(r.code == 1, (r.out + r.err).constData());
        const QJsonObject j = r.json();
        QCOMPARE(j.value("mode").toString(), QStringLiteral("scripted"));
        QVERIFY(j.value("overlaps").toInt() > 0);
        QVERIFY(j.value("violation").toBool());
    }

    // Kleppmann's clock jump on containers: the clock library and each master's control file
    // are bind-mounted into its container, so a 600 ms jump (far above the 6 ms drift
    // allowance) expires the holder's key early there and a second client gets in; a jump
    // inside the allowance (auto: 3 ms) does not.
    void clockJumpsOnContainers_data() {
        QTest::addColumn<QString>("jump");
        QTest::addColumn<bool>("unsafe");
        QTest::newRow("600 ms: above the drift allowance") << QStringLiteral("600") << true;
        QTest::newRow("auto: inside it") << QStringLiteral("auto") << false;
    }
    void clockJumpsOnContainers() {
        QFETCH(QString, jump);
        QFETCH(bool, unsafe);
        auto e = dockertest::engine();
        DOCKER_REQUIRE(e);
        const auto r = run({"check", "--docker", "--image", image(), "--faults", "clock-jump",
                            "--jump", jump, "--duration", "3", "--seed", "1", "--json"},
                           120000);
        QVERIFY2(r.code == (unsafe ? 1 : 0), (r.out + r.err).constData());
        const QJsonObject j = r.json();
        QCOMPARE(j.value("masters").toString(), QStringLiteral("docker"));
        QCOMPARE(j.value("fault_errors").toInt(), 0);
        QVERIFY(j.value("faults_by_kind").toObject().value("clock_jump").toInt() > 0);
        QCOMPARE(j.value("overlaps").toInt() > 0, unsafe);
    }

    // A scenario file played on containers: Kleppmann's clock jump, the jumped master a real
    // container whose clock the app moved, gives the overlap the simulator predicts.
    void aScenarioPlaysOnContainers() {
        auto e = dockertest::engine();
        DOCKER_REQUIRE(e);
        const int before = dockertest::labelled(e.value());
        const auto r = run({"simulate", "--scenario", "clock-jump", "--live", "--docker", "--image",
                            image(), "--json"},
                           120000);
        QVERIFY2(r.code == 0, (r.out + r.err).constData());
        const QJsonObject j = r.json();
        QVERIFY(j.value("live").toBool());
        QVERIFY2(j.value("server").toString().startsWith(QLatin1String("Docker")),
                 qPrintable(j.value("server").toString()));
        QCOMPARE(j.value("overlaps").toArray().size(), 1);
        QCOMPARE(dockertest::labelled(e.value()), before); // every container of the run is gone
        const auto bad = run({"simulate", "--scenario", "clock-jump", "--docker"});
        QString p = redlockctl_run::badInputProblem(bad, "--docker");
        QVERIFY2(p.isEmpty(), qPrintable(p));
        p = redlockctl_run::badInputProblem(
            run({"simulate", "--scenario", "clock-jump", "--live", "--image", "x"}), "--image");
        QVERIFY2(p.isEmpty(), qPrintable(p));
    }

    // The socket is root:docker 0660: a user outside the group is told about the group, in one
    // line, not "connection failed". Run as `nobody` (needs root to switch to it).
    void permissionDeniedNamesTheDockerGroup() {
        auto e = dockertest::engine();
        DOCKER_REQUIRE(e);
        struct stat st {};
        if (::geteuid() != 0 || e->endpoint().tcp() ||
            ::stat(e->endpoint().socketPath.c_str(), &st) != 0 || (st.st_mode & S_IRWXO) != 0) {
            QSKIP("needs root (to run the CLI as nobody) and an engine socket closed to others");
        }
        QProcess p;
        p.setWorkingDirectory(QStringLiteral("/tmp"));
        p.start(QStringLiteral("runuser"), {"-u", "nobody", "--", QStringLiteral(REDLOCKCTL_PATH),
                                            "masters", "status", "--docker"});
        QVERIFY(p.waitForFinished(30000));
        const QByteArray err = p.readAllStandardError().trimmed();
        QCOMPARE(p.exitCode(), 1);
        QVERIFY2(err.contains("permission denied on " +
                              QByteArray::fromStdString(e->endpoint().socketPath)) &&
                     err.contains("docker group") && !err.contains('\n'),
                 err.constData());
    }

    void badInput() {
        QString p =
            redlockctl_run::badInputProblem(run({"masters", "hang", "--docker"}), "--index");
        QVERIFY2(p.isEmpty(), qPrintable(p));
        p = redlockctl_run::badInputProblem(run({"masters", "crash", "--index", "12"}), "--index");
        QVERIFY2(p.isEmpty(), qPrintable(p));
        p = redlockctl_run::badInputProblem(
            run({"masters", "start", "--docker", "--persistence", "some"}), "--persistence");
        QVERIFY2(p.isEmpty(), qPrintable(p));
        p = redlockctl_run::badInputProblem(
            run({"masters", "stop", "--docker", "--project", "demo"}), "--project");
        QVERIFY2(p.isEmpty(), qPrintable(p));
        p = redlockctl_run::badInputProblem(run({"check", "--image", "x"}), "--image");
        QVERIFY2(p.isEmpty(), qPrintable(p));
    }
};

QTEST_GUILESS_MAIN(TestRedlockctlDocker)
#include "tst_redlockctl_docker.moc"
