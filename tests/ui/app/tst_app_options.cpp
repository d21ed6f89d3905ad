#include "ui/app/app_options.h"
#include "ui/app/page_catalog.h"
#include "ui/live/backend_kinds.h"

#include <QTest>

using namespace redlock::ui;

class TestAppOptions : public QObject {
    Q_OBJECT
private:
    static ParseOutcome parse(const QStringList& args) {
        return AppOptionsParser::parse(QStringList{QStringLiteral("redlock-lab")} + args);
    }

private slots:
    void defaults() {
        const auto r = parse({});
        QCOMPARE(r.exitCode, -1);
        QCOMPARE(r.options.page, QStringLiteral("majority"));
        QCOMPARE(r.options.lang, QStringLiteral("en"));
        QCOMPARE(r.options.backend, Backend::Mock);
        QVERIFY(!r.options.presenter);
        QVERIFY(r.options.screenshot.isEmpty());
    }

    void validPages_data() {
        QTest::addColumn<QString>("page");
        // Every page of the catalogue, so a new page needs nothing here.
        for (const QString& p : PageCatalog::names()) {
            QTest::newRow(qPrintable(p)) << p;
        }
    }
    void validPages() {
        QFETCH(QString, page);
        const auto r = parse({QStringLiteral("--page"), page});
        QCOMPARE(r.exitCode, -1);
        QCOMPARE(r.options.page, page);
    }

    void badInputExits2_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("needle");
        QTest::newRow("unknown page")
            << QStringList{QStringLiteral("--page"), QStringLiteral("foo")}
            << QStringLiteral("\"foo\"");
        // The error lists every page, in course order.
        QTest::newRow("page case") << QStringList{QStringLiteral("--page=Gates")}
                                   << PageCatalog::names().join(QStringLiteral(", "));
        QTest::newRow("bad lang") << QStringList{QStringLiteral("--lang"), QStringLiteral("de")}
                                  << QStringLiteral("\"de\"");
        QTest::newRow("bad backend")
            << QStringList{QStringLiteral("--backend"), QStringLiteral("etcd")}
            << QStringLiteral("\"etcd\"");
        QTest::newRow("unknown option")
            << QStringList{QStringLiteral("--frobnicate")} << QStringLiteral("frobnicate");
        QTest::newRow("stray argument")
            << QStringList{QStringLiteral("extra")} << QStringLiteral("\"extra\"");
    }
    void badInputExits2() {
        QFETCH(QStringList, args);
        QFETCH(QString, needle);
        const auto r = parse(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(needle), qPrintable(r.err));
    }

    void realBackendsAreAccepted() {
        const auto local = parse({QStringLiteral("--backend"), QStringLiteral("local")});
        QCOMPARE(local.exitCode, -1);
        QCOMPARE(local.options.backend, Backend::Local);
        const auto ext = parse({QStringLiteral("--backend"), QStringLiteral("external"),
                                QStringLiteral("--masters"), QStringLiteral("127.0.0.1:7001")});
        QCOMPARE(ext.exitCode, -1);
        QCOMPARE(ext.options.backend, Backend::External);
        QCOMPARE(ext.options.masters, QStringList{QStringLiteral("127.0.0.1:7001")});
        const auto docker = parse({QStringLiteral("--backend"), QStringLiteral("docker")});
        QCOMPARE(docker.exitCode, -1);
        QCOMPARE(docker.options.backend, Backend::Docker);
        // An unknown one lists every backend the table knows.
        const auto bad = parse({QStringLiteral("--backend"), QStringLiteral("nonesuch")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains(QLatin1String("\"nonesuch\"")), qPrintable(bad.err));
        for (const BackendKind& kind : backendKinds()) {
            QVERIFY2(bad.err.contains(QLatin1String(kind.key)), qPrintable(bad.err));
        }
    }

    void badMastersExit2WithCoreMessage_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("needle");
        QTest::newRow("external without list")
            << QStringList{QStringLiteral("--backend"), QStringLiteral("external")}
            << QStringLiteral("empty");
        QTest::newRow("bad port") << QStringList{QStringLiteral("--masters"),
                                                 QStringLiteral("127.0.0.1:7001,h:99999")}
                                  << QStringLiteral("'h:99999'");
        QTest::newRow("duplicate")
            << QStringList{QStringLiteral("--masters"), QStringLiteral("a:1,a:1")}
            << QStringLiteral("same as");
    }
    void badMastersExit2WithCoreMessage() {
        QFETCH(QStringList, args);
        QFETCH(QString, needle);
        const auto r = parse(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(needle), qPrintable(r.err));
    }

    void allOptionsTogether() {
        const auto r = parse(
            {QStringLiteral("--masters"), QStringLiteral("a:1,b:2,c:3"), QStringLiteral("--lang"),
             QStringLiteral("zh_CN"), QStringLiteral("--presenter"), QStringLiteral("--screenshot"),
             QStringLiteral("/tmp/x.png"), QStringLiteral("--page"), QStringLiteral("gates")});
        QCOMPARE(r.exitCode, -1);
        QCOMPARE(r.options.masters.size(), 3);
        QCOMPARE(r.options.lang, QStringLiteral("zh_CN"));
        QVERIFY(r.options.presenter);
        QCOMPARE(r.options.screenshot, QStringLiteral("/tmp/x.png"));
        QCOMPARE(r.options.page, QStringLiteral("gates"));
    }

    void themeAndResetFlags() {
        const auto r = parse({QStringLiteral("--theme"), QStringLiteral("dark"),
                              QStringLiteral("--reset-settings")});
        QCOMPARE(r.exitCode, -1);
        QCOMPARE(r.options.theme, QStringLiteral("dark"));
        QVERIFY(r.options.resetSettings);
        QVERIFY(!r.options.pageGiven);
        QVERIFY(!r.options.headless());
        const auto bad = parse({QStringLiteral("--theme"), QStringLiteral("neon")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains(QLatin1String("\"neon\"")));
        QVERIFY(parse({QStringLiteral("--page"), QStringLiteral("gates")}).options.pageGiven);
    }

    void helpExitsZeroAndNamesTheBackends() {
        const auto r = parse({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QLatin1String("--screenshot")));
        QVERIFY(r.out.contains(QLatin1String("--export")));
        QVERIFY(r.out.contains(QLatin1String("--reset-settings")));
        QVERIFY(r.out.simplified().contains(QLatin1String("servers the app starts itself")));
        // The value's name is every key of the backend table (ui/live/backend_kinds.h).
        QStringList keys;
        for (const BackendKind& kind : backendKinds()) {
            keys << QLatin1String(kind.key);
        }
        QVERIFY2(r.out.contains(QStringLiteral("--backend <%1>").arg(keys.join(u'|'))),
                 qPrintable(r.out));
        // The usage line names the program as it was started, not this test's binary (issue 27).
        QVERIFY2(r.out.startsWith(QLatin1String("Usage: redlock-lab [options]")),
                 qPrintable(r.out));
    }
};

QTEST_MAIN(TestAppOptions)
#include "tst_app_options.moc"
