// MastersDialog: every bad input is named inline and keeps OK disabled; a good one enables it.
#include "ui/live/masters_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QSpinBox>
#include <QTest>

using namespace redlock::ui;

class TestMastersDialog : public QObject {
    Q_OBJECT
private slots:
    void externalListErrors_data() {
        QTest::addColumn<QString>("list");
        QTest::addColumn<int>("ttl");
        QTest::addColumn<int>("timeout");
        QTest::addColumn<QString>("needle"); // empty: accepted
        QTest::newRow("good") << "127.0.0.1:7001,127.0.0.1:7002,localhost:7003" << 10000 << 50
                              << QString();
        QTest::newRow("bad port") << "127.0.0.1:7001,db:99999" << 10000 << 50
                                  << QStringLiteral("'db:99999'");
        QTest::newRow("no port") << "127.0.0.1" << 10000 << 50 << QStringLiteral("'127.0.0.1'");
        QTest::newRow("duplicate") << "a:1,b:2,a:1" << 10000 << 50 << QStringLiteral("'a:1'");
        QTest::newRow("ten masters") << "a:1,a:2,a:3,a:4,a:5,a:6,a:7,a:8,a:9,a:10" << 10000 << 50
                                     << QStringLiteral("has 10 addresses");
        QTest::newRow("empty") << "" << 10000 << 50 << QStringLiteral("empty");
        QTest::newRow("timeout above ttl") << "a:1" << 40 << 50 << QStringLiteral("timeout 50 ms");
        QTest::newRow("timeout too big")
            << "a:1" << 100000 << 5000 << QStringLiteral("timeout 5000 ms");
        QTest::newRow("ttl zero") << "a:1" << 0 << 50 << QStringLiteral("TTL 0");
    }
    void externalListErrors() {
        QFETCH(QString, list);
        QFETCH(int, ttl);
        QFETCH(int, timeout);
        QFETCH(QString, needle);
        LiveConfig start;
        start.backend = Backend::External;
        MastersDialog d(start);
        d.ttlSpin()->setValue(ttl);
        d.timeoutSpin()->setValue(timeout);
        d.mastersEdit()->setText(list);
        if (needle.isEmpty()) {
            QVERIFY2(d.errorText().isEmpty(), qPrintable(d.errorText()));
            QVERIFY(d.isAcceptable());
            QCOMPARE(d.config().backend, Backend::External);
            QCOMPARE(static_cast<int>(d.config().masters.size()), 3);
        } else {
            QVERIFY2(d.errorText().contains(needle), qPrintable(d.errorText()));
            QVERIFY(!d.isAcceptable());
        }
    }

    // Docker: a compose project to find, or new containers from an image (not both); an empty
    // image is named and keeps OK off; the other backends leave the Docker fields alone.
    void dockerFields() {
        LiveConfig start;
        start.backend = Backend::Docker;
        MastersDialog d(start);
        QCOMPARE(d.backendCombo()->currentData().toInt(), static_cast<int>(Backend::Docker));
        QVERIFY(d.projectEdit()->isEnabled());
        QVERIFY(!d.imageEdit()->isEnabled());
        d.projectEdit()->setText(QStringLiteral(" deploy "));
        QVERIFY(d.isAcceptable());
        QCOMPARE(d.config().dockerProject, QStringLiteral("deploy"));
        QVERIFY(!d.config().dockerStart);
        d.dockerStartBox()->setChecked(true);
        QVERIFY(!d.projectEdit()->isEnabled());
        QVERIFY(d.imageEdit()->isEnabled());
        d.imageEdit()->clear();
        QVERIFY(!d.isAcceptable());
        QVERIFY2(d.errorText().contains(QLatin1String("image is empty")),
                 qPrintable(d.errorText()));
        d.imageEdit()->setText(QStringLiteral("redlock-lab/redis-test:local"));
        QVERIFY(d.isAcceptable());
        QVERIFY(d.config().dockerStart);
        QCOMPARE(d.config().dockerImage, QStringLiteral("redlock-lab/redis-test:local"));
        QVERIFY(d.persistenceBox()->isEnabled());
        d.persistenceBox()->setChecked(true);
        QVERIFY(d.config().persistence);
        d.dockerStartBox()->setChecked(false); // found masters: not the app's to configure
        QVERIFY(!d.persistenceBox()->isEnabled());
        QVERIFY(!d.config().persistence);
        d.dockerStartBox()->setChecked(true);
        d.backendCombo()->setCurrentIndex(static_cast<int>(Backend::Local));
        QVERIFY(!d.projectEdit()->isEnabled() && !d.imageEdit()->isEnabled() &&
                !d.dockerStartBox()->isEnabled());
        QVERIFY(!d.config().dockerStart); // a local backend never starts containers
    }

    // TLS to external masters: the box there (and for new containers, below), the files only with
    // the box; a client certificate needs its key (and the other way round); the config carries
    // what was set, and nothing once the box is cleared.
    void tlsFields() {
        LiveConfig start;
        start.backend = Backend::External;
        MastersDialog d(start);
        d.mastersEdit()->setText(QStringLiteral("10.0.0.5:6380,10.0.0.6:6380,10.0.0.7:6380"));
        QVERIFY(d.tlsBox()->isEnabled());
        QVERIFY(!d.tlsCaEdit()->isEnabled() && !d.tlsCertEdit()->isEnabled());
        d.tlsBox()->setChecked(true);
        QVERIFY(d.tlsCaEdit()->isEnabled() && d.tlsCertEdit()->isEnabled() &&
                d.tlsKeyEdit()->isEnabled());
        d.tlsCaEdit()->setText(QStringLiteral(" /etc/redlock/ca.pem "));
        QVERIFY(d.isAcceptable());
        QVERIFY(d.config().tls);
        QCOMPARE(d.config().tlsCa, QStringLiteral("/etc/redlock/ca.pem"));
        d.tlsCertEdit()->setText(QStringLiteral("/etc/redlock/client.pem"));
        QVERIFY(!d.isAcceptable());
        QVERIFY2(d.errorText().contains(QLatin1String("has no key")), qPrintable(d.errorText()));
        d.tlsCertEdit()->clear();
        d.tlsKeyEdit()->setText(QStringLiteral("/etc/redlock/client.key"));
        QVERIFY(!d.isAcceptable());
        QVERIFY2(d.errorText().contains(QLatin1String("without its certificate")),
                 qPrintable(d.errorText()));
        d.tlsCertEdit()->setText(QStringLiteral("/etc/redlock/client.pem"));
        QVERIFY(d.isAcceptable());
        QCOMPARE(d.config().tlsCert, QStringLiteral("/etc/redlock/client.pem"));
        QCOMPARE(d.config().tlsKey, QStringLiteral("/etc/redlock/client.key"));
        d.tlsBox()->setChecked(false);
        QVERIFY(d.isAcceptable());
        QVERIFY(!d.config().tls);
        QVERIFY(d.config().tlsCa.isEmpty() && d.config().tlsCert.isEmpty());
        d.tlsBox()->setChecked(true);
        d.backendCombo()->setCurrentIndex(static_cast<int>(Backend::Local));
        QVERIFY(!d.tlsBox()->isEnabled() && !d.tlsCaEdit()->isEnabled());
        QVERIFY(!d.config().tls); // masters the app starts listen on loopback in plain text
    }

    // Docker: TLS is offered only for containers the app starts (found ones say it on their
    // label); it takes the servers' certificate and key and the CA, never a client certificate.
    void dockerTlsFields() {
        LiveConfig start;
        start.backend = Backend::Docker;
        MastersDialog d(start);
        QVERIFY(!d.tlsBox()->isEnabled()); // find mode
        QVERIFY(!d.tlsBox()->isVisibleTo(&d));
        QVERIFY(d.projectEdit()->isVisibleTo(&d));
        d.dockerStartBox()->setChecked(true);
        QVERIFY(d.tlsBox()->isEnabled() && d.tlsBox()->isVisibleTo(&d));
        QVERIFY(!d.projectEdit()->isVisibleTo(&d)); // a compose project is found, never started
        QVERIFY(!d.tlsServerCertEdit()->isEnabled());
        d.tlsBox()->setChecked(true);
        QVERIFY(d.tlsCaEdit()->isEnabled() && d.tlsServerCertEdit()->isEnabled() &&
                d.tlsServerKeyEdit()->isEnabled());
        QVERIFY(d.tlsServerCertEdit()->isVisibleTo(&d) && d.tlsServerKeyEdit()->isVisibleTo(&d));
        QVERIFY(!d.tlsCertEdit()->isVisibleTo(&d) && !d.tlsKeyEdit()->isVisibleTo(&d));
        QVERIFY(!d.isAcceptable());
        QVERIFY2(d.errorText().contains(QLatin1String("servers' certificate and its key")),
                 qPrintable(d.errorText()));
        d.tlsServerCertEdit()->setText(QStringLiteral(" /srv/master.pem "));
        QVERIFY(!d.isAcceptable());
        d.tlsServerKeyEdit()->setText(QStringLiteral("/srv/master.key"));
        d.tlsCaEdit()->setText(QStringLiteral("/srv/ca.pem"));
        QVERIFY2(d.isAcceptable(), qPrintable(d.errorText()));
        QVERIFY(d.config().tls && d.config().dockerStart);
        QCOMPARE(d.config().tlsServerCert, QStringLiteral("/srv/master.pem"));
        QCOMPARE(d.config().tlsServerKey, QStringLiteral("/srv/master.key"));
        QCOMPARE(d.config().tlsCa, QStringLiteral("/srv/ca.pem"));
        QVERIFY(d.config().tlsCert.isEmpty() && d.config().tlsKey.isEmpty());
        d.dockerStartBox()->setChecked(false); // back to finding: no TLS asked
        QVERIFY(d.isAcceptable());
        QVERIFY(!d.config().tls && d.config().tlsServerCert.isEmpty());
        QVERIFY(!d.tlsServerCertEdit()->isVisibleTo(&d));
    }

    void fixingTheValueEnablesOk() {
        LiveConfig start;
        start.backend = Backend::External;
        MastersDialog d(start);
        d.mastersEdit()->setText(QStringLiteral("a:1,a:1"));
        QVERIFY(!d.isAcceptable());
        d.mastersEdit()->setText(QStringLiteral("a:1,a:2"));
        QVERIFY(d.isAcceptable());
        QVERIFY(d.errorText().isEmpty());
    }

    void localCountIsChecked() {
        // The spin box stops at 9; the shared check names a count that slips past it.
        const auto bad = MastersDialog::validate({}, Backend::Local, 10, {}, {}, 10000, 50);
        QVERIFY(!bad);
        QVERIFY2(QString::fromStdString(bad.error().message).contains(QLatin1String("10")),
                 bad.error().message.c_str());
        const auto good = MastersDialog::validate({}, Backend::Local, 3, {}, {}, 10000, 50);
        QVERIFY(good);
        QCOMPARE(good->count, 3);
        LiveConfig start;
        start.backend = Backend::Local;
        MastersDialog d(start);
        QVERIFY(!d.mastersEdit()->isEnabled()); // the list is for the external backend only
        d.countSpin()->setValue(7);
        QVERIFY(d.isAcceptable());
        QCOMPARE(d.config().count, 7);
    }
};

QTEST_MAIN(TestMastersDialog)
#include "tst_masters_dialog.moc"
