// The GUI's Docker backend against a real engine: it finds no masters of its own and offers to
// start five; the master toggles act on the containers (each state read back from the engine:
// exited after a kill, paused after a hang, running again after the second click or a
// restart); the inspector and the banner show the containers and the engine; leaving the
// backend removes the containers the app started and leaves one started by hand running;
// containers found serving TLS are spoken to over TLS.
#include "docker_fixture.h"
#include "engine_over_tcp.h"
#include "live_toggles.h"
#include "tls_fixture.h"

#include "ui/app/main_window.h"
#include "ui/live/backend_controls.h"
#include "ui/live/backend_model.h"
#include "ui/live/live_banner.h"
#include "ui/live/master_inspector.h"
#include "ui/pages/majority/majority_page.h"
#include "ui/widgets/master_toggles.h"

#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QTemporaryDir>
#include <QToolButton>

#include <unistd.h>

using namespace redlock;
using namespace redlock::ui;

class TestDockerGui : public QObject {
    Q_OBJECT
private:
    static constexpr int kWait = 20000;
    MainWindow* m_w = nullptr;
    std::optional<docker::DockerApi> m_api; // the test's own view of the engine
    std::unique_ptr<dockertest::HandContainer> m_hand;

    BackendModel* model() const { return m_w->backend(); }
    MajorityPage* page() const {
        return qobject_cast<MajorityPage*>(m_w->page(QStringLiteral("majority")));
    }
    MasterInspector* inspector() const { return m_w->backendControls()->inspector(); }
    bool held() const {
        const auto& a = model()->lastAcquire();
        return a && a->verdict.held;
    }
    std::string id(int i) const {
        // The inspector's container cell: "name · short id · image · state".
        return model()->masters()[i].containerId.toStdString();
    }
    std::string engineState(int i) { return dockertest::state(*m_api, id(i)); }
    void clickAndWait(int index) { QVERIFY(livetoggles::clickAndWait(m_w, index, kWait)); }
    void chooseMode(int index, DownMode mode) {
        QVERIFY(livetoggles::chooseMode(m_w, index, mode));
    }

private slots:
    void initTestCase() {
        auto e = dockertest::engine();
        DOCKER_REQUIRE(e);
        m_api.emplace(std::move(e).value());
        // The app's own masters must not exist yet, or it would find those.
        auto left = docker::DockerCluster::removeLabelled(*m_api);
        QVERIFY(left);
        std::string why;
        m_hand = std::make_unique<dockertest::HandContainer>(
            *m_api,
            dockertest::createByHand(*m_api, "rltest-gui-hand-" + std::to_string(::getpid()),
                                     freeLoopbackPort(), {}, why));
        QVERIFY2(!m_hand->id.empty(), why.c_str());
        m_w = new MainWindow;
        m_w->show();
        LiveConfig cfg;
        cfg.backend = Backend::Docker;
        cfg.dockerImage = QString::fromStdString(dockertest::testImage());
        model()->apply(cfg);
    }

    void offersToStartFive() {
        auto* banner = page()->findChild<LiveBanner*>();
        QVERIFY(banner);
        QTRY_VERIFY_WITH_TIMEOUT(model()->canStartDocker(), kWait);
        QVERIFY2(model()->error().contains(QLatin1String("no masters")),
                 qPrintable(model()->error()));
        QTRY_VERIFY_WITH_TIMEOUT(banner->startDockerButton()->isVisible(), kWait);
        QTest::mouseClick(banner->startDockerButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(inspector()->upCount(), 5, kWait);
        QTRY_VERIFY_WITH_TIMEOUT(held(), kWait);
        QVERIFY(!banner->startDockerButton()->isVisible());
        QVERIFY2(banner->hintText().contains(QLatin1String("Docker 20")) ||
                     banner->hintText().contains(QLatin1String("Docker ")),
                 qPrintable(banner->hintText()));
        QVERIFY(model()->engine().contains(QLatin1String("API")));
        // On this machine's engine the containers bind 127.0.0.1: nothing to warn of.
        QVERIFY(model()->plainTextNetwork().isEmpty());
        QVERIFY2(!model()->statusText().contains(QLatin1String("plain text")),
                 qPrintable(model()->statusText()));
        for (int i = 0; i < 5; ++i) {
            QCOMPARE(engineState(i), std::string("running"));
            const QString cell = inspector()->cell(i, MasterInspector::Pid);
            QVERIFY2(cell.contains(QString::fromStdString(id(i))) &&
                         cell.contains(QLatin1String("running")),
                     qPrintable(cell));
        }
    }

    void crashKillsTheContainer() {
        clickAndWait(0);
        QCOMPARE(engineState(0), std::string("exited"));
        QTRY_VERIFY_WITH_TIMEOUT(
            inspector()->cell(0, MasterInspector::Pid).contains(QLatin1String("exited")), kWait);
        QVERIFY(held()); // four of five
        clickAndWait(0);
        QCOMPARE(engineState(0), std::string("running"));
    }

    void hangPausesTheContainer() {
        chooseMode(1, DownMode::Hang);
        clickAndWait(1);
        QCOMPARE(engineState(1), std::string("paused"));
        QTRY_COMPARE_WITH_TIMEOUT(inspector()->cell(1, MasterInspector::State),
                                  MasterInspector::stateName(MasterState::Hung), kWait);
        clickAndWait(1);
        QCOMPARE(engineState(1), std::string("running"));
    }

    void restartRestartsTheContainer() {
        chooseMode(2, DownMode::Restart);
        clickAndWait(2);
        QCOMPARE(engineState(2), std::string("running"));
        QTRY_COMPARE_WITH_TIMEOUT(inspector()->upCount(), 5, kWait);
        QTRY_VERIFY_WITH_TIMEOUT(held(), kWait);
    }

    void leavingRemovesOnlyWhatItStarted() {
        std::vector<std::string> ids;
        for (int i = 0; i < 5; ++i) {
            ids.push_back(id(i));
        }
        LiveConfig cfg = model()->config();
        cfg.backend = Backend::Mock;
        model()->apply(cfg);
        for (const auto& c : ids) {
            QTRY_COMPARE_WITH_TIMEOUT(dockertest::state(*m_api, c), std::string("gone"), kWait);
        }
        QCOMPARE(dockertest::state(*m_api, m_hand->id), std::string("running"));
    }

    // Containers serving TLS, started by `redlockctl masters start --docker --tls-cert` (here
    // by the same core call) and found by the app: the lock speaks TLS to them, trusting the CA
    // on their label, so it is held. Before, every master refused the plain-text acquire.
    void foundTlsMastersAreSpokenToOverTls() {
        QTemporaryDir dir;
        const QString d = dir.path();
        QVERIFY(tlsfix::makeCa(d, "ca") && tlsfix::makeCert(d, "master", "ca", "IP:127.0.0.1"));
        TlsSettings files;
        files.certFile = (d + "/master.pem").toStdString();
        files.keyFile = (d + "/master.key").toStdString();
        files.caFile = (d + "/ca.pem").toStdString();
        auto served = servedTls(files); // as masters start --docker --tls-cert
        QVERIFY2(served, served ? "" : served.error().message.c_str());
        docker::DockerOptions o;
        o.image = dockertest::testImage();
        o.tls = served->server;
        o.clientTls = served->client;
        auto api = dockertest::engine();
        QVERIFY(api);
        auto started = docker::DockerCluster::start(std::move(api).value(), 3, o);
        QVERIFY2(started, started ? "" : started.error().message.c_str());

        LiveConfig cfg = model()->config();
        cfg.backend = Backend::Docker;
        cfg.dockerStart = false; // find them
        cfg.tls = false;         // nothing said about TLS: the label says it
        model()->apply(cfg);
        QTRY_COMPARE_WITH_TIMEOUT(inspector()->upCount(), 3, kWait);
        // An acquire on these three (the mock before had five), held with a majority.
        QTRY_VERIFY_WITH_TIMEOUT(model()->lastAcquire() &&
                                     model()->lastAcquire()->attempt.masters.size() == 3 && held(),
                                 kWait);
        QVERIFY(model()->lastAcquire()->votes >= 2);

        cfg.backend = Backend::Mock;
        model()->apply(cfg);
        for (int i = 0; i < 3; ++i) { // found, not started by the app: left for their owner
            QCOMPARE(dockertest::state(*m_api, started->info(i).id), std::string("running"));
        }
    } // the test's own cluster removes its containers

    // Started by the app on a remote engine without TLS (DOCKER_HOST=tcp://...: the local
    // engine over a loopback port here, so the masters bind 127.0.0.1 on 7001-7003): the status
    // line says what they expose, in the words of BackendModel::exposureText.
    void plainTextOnARemoteEngineIsSaid() {
        const QString taken = dockertest::remotePortTaken(3);
        QVERIFY2(taken.isEmpty(), qPrintable(taken));
        LiveConfig cfg = model()->config();
        cfg.backend = Backend::Docker;
        cfg.count = 3;
        cfg.dockerStart = true;
        cfg.dockerImage = QString::fromStdString(dockertest::testImage());
        cfg.tls = false;
        // The backend speaks to the engine through the forward until it has removed what it
        // started: the forward lives until then.
        const dockertest::RemoteEngine remote(*m_api);
        QVERIFY(remote.listening());
        model()->apply(cfg);
        QTRY_COMPARE_WITH_TIMEOUT(inspector()->upCount(), 3, kWait);
        QCOMPARE(model()->plainTextNetwork(), QStringLiteral("127.0.0.1"));
        const QString status = model()->statusText();
        QVERIFY2(status.contains(BackendModel::exposureText(QStringLiteral("127.0.0.1"))) &&
                     status.contains(QLatin1String("plain text without a password on "
                                                   "127.0.0.1's network")),
                 qPrintable(status));
        // The warning comes first: the line is longer than most windows and is cut at the
        // right (before, the warning was its cut-off end). The whole line is in the status
        // label's tooltip, and the long label does not raise the window's minimum width.
        QVERIFY2(status.startsWith(QLatin1String("Warning: ")), qPrintable(status));
        auto* label = m_w->findChild<QLabel*>(QStringLiteral("backendStatus"));
        QVERIFY(label);
        QTRY_COMPARE_WITH_TIMEOUT(label->toolTip(), status, kWait);
        QVERIFY2(m_w->minimumSizeHint().width() <= 1280,
                 qPrintable(QStringLiteral("the window's minimum width is %1 px")
                                .arg(m_w->minimumSizeHint().width())));
        const std::vector<std::string> ids{id(0), id(1), id(2)};
        cfg.backend = Backend::Mock;
        model()->apply(cfg);
        for (const std::string& started : ids) { // removed one by one, through the forward
            QTRY_COMPARE_WITH_TIMEOUT(dockertest::state(*m_api, started), std::string("gone"),
                                      kWait);
        }
        QVERIFY(model()->plainTextNetwork().isEmpty());
    }

    // Started by the app with TLS (the Masters dialog's server certificate, key and CA): the
    // engine runs each server with TLS only, and the lock is held over TLS.
    void startedWithTlsByTheApp() {
        QTemporaryDir dir;
        const QString d = dir.path();
        QVERIFY(tlsfix::makeCa(d, "ca") && tlsfix::makeCert(d, "master", "ca", "IP:127.0.0.1"));
        LiveConfig cfg = model()->config();
        cfg.backend = Backend::Docker;
        cfg.count = 3;
        cfg.dockerStart = true;
        cfg.dockerImage = QString::fromStdString(dockertest::testImage());
        cfg.tls = true;
        cfg.tlsCa = d + "/ca.pem";
        cfg.tlsServerCert = d + "/master.pem";
        cfg.tlsServerKey = d + "/master.key";
        model()->apply(cfg);
        QTRY_COMPARE_WITH_TIMEOUT(inspector()->upCount(), 3, kWait);
        QTRY_VERIFY_WITH_TIMEOUT(model()->lastAcquire() &&
                                     model()->lastAcquire()->attempt.masters.size() == 3 && held(),
                                 kWait);
        for (int i = 0; i < 3; ++i) {
            const auto j = dockertest::getJson(*m_api, "/containers/" + id(i) + "/json");
            QVERIFY(j.has_value());
            QStringList args;
            for (const auto& a : j->find("Config")->find("Cmd")->array) {
                args << QString::fromStdString(a.string);
            }
            QVERIFY2(args.contains("--tls-port") && args.at(args.indexOf("--port") + 1) == "0",
                     qPrintable(args.join(' ')));
        }
        QVERIFY2(!model()->statusText().contains(QLatin1String("plain text")),
                 qPrintable(model()->statusText()));
        const std::string first = id(0);
        cfg.backend = Backend::Mock;
        model()->apply(cfg);
        QTRY_COMPARE_WITH_TIMEOUT(dockertest::state(*m_api, first), std::string("gone"), kWait);
    }

    void cleanupTestCase() {
        delete m_w;
        m_w = nullptr;
        m_hand.reset();
    }
};

QTEST_MAIN(TestDockerGui)
#include "tst_docker_gui.moc"
