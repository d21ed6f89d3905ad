#include "ui/app/app_options.h"
#include "ui/app/main_window.h"
#include "ui/app/settings.h"
#include "ui/app/startup.h"
#include "ui/model/lab_state.h"
#include "ui/widgets/theme.h"

#include <QTemporaryDir>
#include <QTest>

using namespace redlock::ui;

// Every test works on an INI file in a temporary directory: the user's own settings are never
// read or written.
class TestSettings : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString ini(const char* name) const { return m_dir.filePath(QLatin1String(name)); }

private slots:
    void defaults() {
        Settings s(ini("defaults.ini"));
        QCOMPARE(s.backend(), QStringLiteral("mock"));
        QVERIFY(s.masters().isEmpty());
        QCOMPARE(s.masterCount(), 5);
        QCOMPARE(s.language(), QStringLiteral("en"));
        QCOMPARE(s.theme(), QStringLiteral("system"));
        QVERIFY(s.geometry().isEmpty());
        QCOMPARE(s.presenterScale(), Theme::kPresenterScale);
        QCOMPARE(s.lastPage(), QStringLiteral("majority"));
    }

    void roundTripThroughTheFile() {
        {
            Settings s(ini("round.ini"));
            s.setBackend(QStringLiteral("external"));
            s.setMasters({QStringLiteral("a:1"), QStringLiteral("b:2")});
            s.setMasterCount(7);
            s.setLanguage(QStringLiteral("zh_CN"));
            s.setTheme(QStringLiteral("dark"));
            s.setGeometry(QByteArray("geo"));
            s.setPresenterScale(2.2);
            s.setLastPage(QStringLiteral("gates"));
            s.sync();
        }
        Settings again(ini("round.ini"));
        QCOMPARE(again.backend(), QStringLiteral("external"));
        QCOMPARE(again.masters().size(), 2);
        QCOMPARE(again.masterCount(), 7);
        QCOMPARE(again.language(), QStringLiteral("zh_CN"));
        QCOMPARE(again.theme(), QStringLiteral("dark"));
        QCOMPARE(again.geometry(), QByteArray("geo"));
        QCOMPARE(again.presenterScale(), 2.2);
        QCOMPARE(again.lastPage(), QStringLiteral("gates"));
        again.clear();
        QCOMPARE(again.lastPage(), QStringLiteral("majority"));
    }

    void scenarioDirIsRememberedWhileItExists() {
        Settings s(ini("dir.ini"));
        QVERIFY(s.scenarioDir().isEmpty());
        s.setScenarioDir(m_dir.path());
        s.sync();
        QCOMPARE(Settings(ini("dir.ini")).scenarioDir(), m_dir.path());
        // A folder deleted since (a USB stick pulled out) is forgotten, not offered.
        s.setScenarioDir(m_dir.filePath(QStringLiteral("gone")));
        QVERIFY(s.scenarioDir().isEmpty());
    }

    void badStoredValuesFallBack() {
        Settings s(ini("bad.ini"));
        s.setBackend(QStringLiteral("etcd"));
        s.setMasterCount(42);
        s.setLanguage(QStringLiteral("fr"));
        s.setTheme(QStringLiteral("neon"));
        s.setPresenterScale(0.5);
        s.setLastPage(QStringLiteral("nope"));
        QCOMPARE(s.backend(), QStringLiteral("mock"));
        QCOMPARE(s.masterCount(), 5);
        QCOMPARE(s.language(), QStringLiteral("en"));
        QCOMPARE(s.theme(), QStringLiteral("system"));
        QVERIFY(s.presenterScale() * Theme::kBasePt >= 20.0 - 1e-9);
        QCOMPARE(s.lastPage(), QStringLiteral("majority"));
    }

    void windowRestoresAndSavesBack() {
        Settings s(ini("window.ini"));
        s.setLastPage(QStringLiteral("gates"));
        s.setMasterCount(3);
        s.setTheme(QStringLiteral("dark"));
        MainWindow w;
        w.attachSettings(&s);
        QCOMPARE(w.currentPageName(), QStringLiteral("gates"));
        QCOMPARE(w.state()->masterCount(), 3);
        QCOMPARE(Theme::mode(), Theme::Mode::Dark);
        w.showPage(QStringLiteral("recap"));
        w.state()->setMasterCount(9);
        w.setTheme(Theme::Mode::Light);
        QCOMPARE(s.lastPage(), QStringLiteral("recap"));
        QCOMPARE(s.masterCount(), 9);
        QCOMPARE(s.theme(), QStringLiteral("light"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.close();
        QVERIFY(!s.geometry().isEmpty());
    }

    void flagsOverrideSettings() {
        Settings s(ini("flags.ini"));
        s.setLastPage(QStringLiteral("gates"));
        s.setLanguage(QStringLiteral("en"));
        const auto parsed = AppOptionsParser::parse(
            {QStringLiteral("redlock-lab"), QStringLiteral("--page"), QStringLiteral("recap")});
        MainWindow w;
        Startup::configure(w, parsed.options, &s);
        QCOMPARE(w.currentPageName(), QStringLiteral("recap"));
        QCOMPARE(s.lastPage(), QStringLiteral("recap"));

        // Without the flag the saved page wins.
        const auto plain = AppOptionsParser::parse({QStringLiteral("redlock-lab")});
        MainWindow w2;
        Startup::configure(w2, plain.options, &s);
        QCOMPARE(w2.currentPageName(), QStringLiteral("recap"));
    }

    void resetFlagClearsAndHeadlessIgnores() {
        Settings s(ini("reset.ini"));
        s.setLastPage(QStringLiteral("lease"));
        const auto headless =
            AppOptionsParser::parse({QStringLiteral("redlock-lab"), QStringLiteral("--screenshot"),
                                     QStringLiteral("x.png")});
        MainWindow w;
        Startup::configure(w, headless.options, &s);
        QCOMPARE(w.currentPageName(), QStringLiteral("majority")); // saved page ignored
        QCOMPARE(s.lastPage(), QStringLiteral("lease"));           // and not overwritten
        const auto reset = AppOptionsParser::parse(
            {QStringLiteral("redlock-lab"), QStringLiteral("--reset-settings")});
        MainWindow w2;
        Startup::configure(w2, reset.options, &s);
        QCOMPARE(w2.currentPageName(), QStringLiteral("majority"));
    }
};

QTEST_MAIN(TestSettings)
#include "tst_settings.moc"
