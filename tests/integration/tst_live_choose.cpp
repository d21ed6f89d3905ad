// The choosing-a-lock page's live column (issue 17), from its button: the run is
// compare::runLiveCompare on real Redis servers, real etcd clusters and a real redlockctl
// client, off the GUI thread; each row shown is the core's row, the speed line is the same run's
// medians, every process started is gone afterwards; it reads in English and Chinese.
// REDLOCK_GRAB=<dir> saves the page after the run.
#include "etcd_fixture.h"
#include "live_fixture.h"

#include "ui/app/main_window.h"
#include "ui/pages/choose/choose_page.h"
#include "ui/pages/choose/live_compare_panel.h"

#include <QPushButton>
#include <QScrollArea>
#include <QTimer>

using namespace redlock;
using namespace redlock::ui;

class TestLiveChoose : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        LIVE_REQUIRE_SERVER();
        LIVE_REQUIRE_ETCD();
    }

    void buttonRunsTheFaultsOnRealProcesses() {
        MainWindow w;
        w.showPage(QStringLiteral("choose"));
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* page = qobject_cast<ChoosePage*>(w.page(QStringLiteral("choose")));
        QVERIFY(page);
        LiveComparePanel* panel = page->livePanel();
        // The test binary is not next to redlockctl: without it the button says so and is off.
        panel->setClientProgram(QString());
        QVERIFY(!panel->runButton()->isEnabled());
        QVERIFY2(panel->statusText().contains(QStringLiteral("redlockctl")),
                 qPrintable(panel->statusText()));
        panel->setClientProgram(QStringLiteral(REDLOCKCTL_PATH));
        QVERIFY(panel->runButton()->isEnabled());

        int ticks = 0; // the event loop keeps running while the servers are killed and frozen
        QTimer tick;
        connect(&tick, &QTimer::timeout, [&ticks] { ++ticks; });
        tick.start(50);
        panel->runButton()->click();
        QVERIFY(panel->running());
        QVERIFY(!panel->runButton()->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(panel->hasResult(), 180000);
        tick.stop();
        const compare::LiveCompare& c = panel->result();
        QVERIFY2(c.error.empty(), c.error.c_str());
        QVERIFY(ticks > 20);
        QVERIFY(panel->runButton()->isEnabled());
        QCOMPARE(c.rows.size(), std::size_t(4));
        QVERIFY2(live::allGone(c.started), "a process the run started is still running");
        QCOMPARE(live::serverChildren(), 0);
        const QStringList rows = panel->rowTexts();
        QCOMPARE(rows.size(), 4);
        for (int i = 0; i < 4; ++i) {
            const compare::LiveRow& r = c.rows[static_cast<std::size_t>(i)];
            QVERIFY2(rows[i].contains(LiveComparePanel::sentence(r.sentence)), qPrintable(rows[i]));
            QVERIFY2(rows[i].contains(LiveComparePanel::outcomeName(r.outcome)),
                     qPrintable(rows[i]));
        }
        QCOMPARE(c.rows[0].outcome, compare::LiveOutcome::Held);               // leader killed
        QCOMPARE(c.rows[1].outcome, compare::LiveOutcome::StaleWriteRejected); // holder frozen
        QVERIFY(c.speed.has_value());
        QCOMPARE(panel->speedText(), LiveComparePanel::sentence(*c.speed));
        QVERIFY(panel->statusText().contains(QString::number(c.started.size())));
        // The page scrolls to the panel (below the grid, the guide and the open run).
        auto* scroll = qobject_cast<QScrollArea*>(page->parentWidget()->parentWidget());
        QVERIFY(scroll);
        scroll->ensureWidgetVisible(panel, 0, 0);
        if (qEnvironmentVariableIsSet("REDLOCK_GRAB")) {
            w.grab().save(qEnvironmentVariable("REDLOCK_GRAB") +
                          QStringLiteral("/live-choose-en.png"));
        }
        // The same rows in Chinese, from the same run.
        QVERIFY(w.setLanguage(QStringLiteral("zh_CN")));
        QTRY_VERIFY(panel->speedText().contains(QStringLiteral("毫秒")));
        for (const QString& row : panel->rowTexts()) {
            QVERIFY2(row.contains(QStringLiteral("毫秒")) && !row.contains(QLatin1Char('[')),
                     qPrintable(row));
        }
        if (qEnvironmentVariableIsSet("REDLOCK_GRAB")) {
            w.grab().save(qEnvironmentVariable("REDLOCK_GRAB") +
                          QStringLiteral("/live-choose-zh_CN.png"));
        }
    }
};

QTEST_MAIN(TestLiveChoose)
#include "tst_live_choose.moc"
