// The GUI's external backend over TLS (the Masters dialog's TLS fields): real redis-server
// masters serving --tls-port with the test's own CA, the acquire held with their votes; a
// certificate from another CA shows as each master's error with the reason; a CA file that
// cannot be read stops the backend with a message naming the field and the file.
#include "live_fixture.h"
#include "tls_fixture.h"

#include "ui/live/backend_model.h"
#include "ui/live/masters_dialog.h"
#include "ui/model/lab_state.h"

#include <QTemporaryDir>
#include <QTest>

using namespace redlock;
using namespace redlock::ui;
using namespace tlsfix;

class TestLiveTls : public QObject {
    Q_OBJECT
    static constexpr int kWait = 15000;
    QTemporaryDir m_dir;
    QString d;
    std::vector<std::unique_ptr<TlsServer>> m_masters;
    LabState* m_state = nullptr;
    BackendModel* m_model = nullptr;

    void apply(const QString& ca) {
        QStringList list;
        for (const auto& m : m_masters) {
            list << QString::fromStdString(m->tls().text());
        }
        LiveConfig base;
        base.tls = true;
        base.tlsCa = ca;
        auto cfg =
            MastersDialog::validate(base, Backend::External, 0, list.join(','), {}, 10000, 500);
        QVERIFY2(cfg, cfg ? "" : cfg.error().message.c_str());
        m_model->apply(*cfg);
    }

private slots:
    void initTestCase() {
        LIVE_REQUIRE_SERVER();
        d = m_dir.path();
        QVERIFY(makeCa(d, "ca") && makeCa(d, "other-ca"));
        QVERIFY(makeCert(d, "master", "ca", "IP:127.0.0.1"));
        for (int i = 0; i < 3; ++i) {
            m_masters.push_back(std::make_unique<TlsServer>(d, "master", false));
        }
        for (const auto& m : m_masters) {
            QVERIFY(m->ready());
        }
    }
    void init() {
        m_state = new LabState(this);
        m_model = new BackendModel(m_state, this);
    }
    void cleanup() {
        delete m_model;
        delete m_state;
    }
    void cleanupTestCase() {
        m_masters.clear();
        QCOMPARE(live::serverChildren(), 0);
    }

    void heldOverTls() {
        apply(d + "/ca.pem");
        QTRY_VERIFY_WITH_TIMEOUT(m_model->lastAcquire() && m_model->lastAcquire()->verdict.held,
                                 kWait);
        QVERIFY(m_model->lastAcquire()->votes >= 2);
        QVERIFY(m_model->error().isEmpty());
    }

    void certificateFromAnotherCaIsEachMastersError() {
        apply(d + "/other-ca.pem");
        QTRY_VERIFY_WITH_TIMEOUT(m_model->lastAcquire(), kWait);
        const LiveAcquire& a = *m_model->lastAcquire();
        QVERIFY(!a.verdict.held);
        QCOMPARE(a.votes, 0);
        QCOMPARE(static_cast<int>(a.attempt.masters.size()), 3);
        // Settling early, the last master may be left unawaited once a majority is out of reach.
        int refused = 0;
        for (const auto& m : a.attempt.masters) {
            if (m.reply.outcome == Outcome::Skipped) {
                continue;
            }
            QCOMPARE(m.reply.outcome, Outcome::Error);
            QVERIFY2(m.reply.error.find("certificate was refused") != std::string::npos,
                     m.reply.error.c_str());
            ++refused;
        }
        QVERIFY(refused >= 2);
        for (const auto& m : m_masters) {
            QCOMPARE(live::dbsize(m->port()), 0);
        }
    }

    void unreadableCaFileIsNamed() {
        apply(d + "/missing-ca.pem");
        QTRY_VERIFY_WITH_TIMEOUT(!m_model->error().isEmpty(), kWait);
        QVERIFY2(m_model->error().contains(QLatin1String("CA file")) &&
                     m_model->error().contains(QLatin1String("missing-ca.pem")),
                 qPrintable(m_model->error()));
        QVERIFY(!m_model->lastAcquire());
    }
};

QTEST_MAIN(TestLiveTls)
#include "tst_live_tls.moc"
