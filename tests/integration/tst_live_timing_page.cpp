// The timing page's "Run on real servers" (issue 16): the scenario shown as A is played by the
// live engine on real local servers off the GUI thread, drawn with the same TimelineView lanes,
// worded by the same RunSummary from the live run; a scenario a real server cannot play says
// why; every server is stopped afterwards; the panel fits in English and Chinese, normal and
// presenter mode. REDLOCK_GRAB=<dir> saves the window after each live run.
#include "live_fixture.h"

#include "ui/app/export/screenshot.h"
#include "ui/app/main_window.h"
#include "ui/pages/timing/live_run_panel.h"
#include "ui/pages/timing/run_summary.h"
#include "ui/pages/timing/timeline_view.h"
#include "ui/pages/timing/timing_model.h"
#include "ui/pages/timing/timing_page.h"

#include "ui/layout_checks.h"

#include <QPushButton>
#include <QScrollArea>
#include <QTimer>

using namespace redlock::ui;

namespace {
constexpr int kRunMs = 60000; // bound on one live run (clock-jump plays ~6.5 s)
}

class TestLiveTimingPage : public QObject {
    Q_OBJECT

    static TimingPage* timing(MainWindow& w) { return qobject_cast<TimingPage*>(w.page("timing")); }

    // Shows the timing page with `scenario` and waits for its simulator runs.
    static bool show(MainWindow& w, const char* scenario, const char* variant = "") {
        w.showPage(QStringLiteral("timing"));
        w.resize(Screenshot::kSize);
        w.show();
        TimingPage* page = timing(w);
        if (page == nullptr || !page->model()->setScenario(QString::fromLatin1(scenario)) ||
            !page->model()->setVariantA(variant)) {
            return false;
        }
        return QTest::qWaitFor([page] { return !page->model()->busy(); }, 20000);
    }

private slots:
    void init() { LIVE_REQUIRE_SERVER(); }

    void runsOffTheGuiThreadAndDrawsTheLanes() {
        MainWindow w;
        QVERIFY(show(w, "clock-jump"));
        LiveRunPanel* panel = timing(w)->livePanel();
        QVERIFY(panel->runButton()->isEnabled());
        int ticks = 0; // the event loop keeps running while the servers play
        QTimer tick;
        connect(&tick, &QTimer::timeout, [&ticks] { ++ticks; });
        tick.start(50);
        panel->runButton()->click();
        QVERIFY(panel->running());
        QVERIFY(!panel->runButton()->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(panel->hasResult(), kRunMs);
        tick.stop();
        QVERIFY2(ticks > 20, qPrintable(QString::number(ticks))); // a ~6.5 s run: ~130 ticks
        const auto& r = panel->result();
        QVERIFY(r.run.overlapUs > 0); // Kleppmann's jump, measured on the real servers
        QCOMPARE(panel->headlineText(), RunSummary::headline(r.run));
        panel->view()->grab(); // paint it
        QVERIFY(panel->view()->isVisible());
        QVERIFY(panel->view()->drawnOverlapCount() >= 1);
        QVERIFY(panel->view()->drawnItemCount() > 5);
        QCOMPARE(r.scale, 2);
        QVERIFY(panel->statusText().contains(QLatin1String("divided by 2")));
        QCOMPARE(live::serverChildren(), 0);
        // Another scenario clears the live run: nothing of clock-jump is left under it.
        QVERIFY(timing(w)->model()->setScenario(QStringLiteral("clock-rate")));
        QTRY_VERIFY(!timing(w)->model()->busy());
        QVERIFY(!panel->hasResult());
        QVERIFY(!panel->view()->isVisible());
    }

    void aScenarioARealServerCannotPlaySaysWhy() {
        MainWindow w;
        QVERIFY(show(w, "clock-jump", "monotonic-expiry"));
        LiveRunPanel* panel = timing(w)->livePanel();
        QVERIFY(!panel->runButton()->isEnabled());
        QVERIFY2(panel->statusText().contains(QLatin1String("wall clock")),
                 qPrintable(panel->statusText()));
        QVERIFY(w.setLanguage(QStringLiteral("zh_CN")));
        // The language change reaches the widgets through the event loop.
        QTRY_VERIFY2(panel->statusText().contains(QStringLiteral("系统时钟")),
                     qPrintable(panel->statusText()));
    }

    void fitsInBothLanguagesAndModes_data() {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<bool>("presenter");
        QTest::newRow("en") << "en" << false;
        QTest::newRow("en-presenter") << "en" << true;
        QTest::newRow("zh") << "zh_CN" << false;
        QTest::newRow("zh-presenter") << "zh_CN" << true;
    }
    void fitsInBothLanguagesAndModes() {
        QFETCH(QString, lang);
        QFETCH(bool, presenter);
        MainWindow w;
        QVERIFY(w.setLanguage(lang));
        w.setPresenter(presenter);
        QVERIFY(show(w, "clock-jump"));
        LiveRunPanel* panel = timing(w)->livePanel();
        panel->runButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(panel->hasResult(), kRunMs);
        // Scroll the panel into view, as a class would, and look at it.
        if (auto* scroll = qobject_cast<QScrollArea*>(timing(w)->parentWidget()->parentWidget())) {
            scroll->ensureWidgetVisible(panel->view(), 0, 0);
        }
        layout_checks::settle();
        int seen = 0;
        const QStringList clipped = layout_checks::clippedLabels(panel, &w, seen);
        QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(QLatin1Char('\n'))));
        QVERIFY(seen >= 3);
        QVERIFY(panel->runButton()->sizeHint().width() <= panel->runButton()->width());
        QVERIFY(panel->width() <= w.width()); // no sideways scrolling
        if (qEnvironmentVariableIsSet("REDLOCK_GRAB")) {
            w.grab().save(QStringLiteral("%1/live-%2%3.png")
                              .arg(qEnvironmentVariable("REDLOCK_GRAB"), lang,
                                   presenter ? QStringLiteral("-presenter") : QString()));
        }
        QCOMPARE(live::serverChildren(), 0);
    }
};

QTEST_MAIN(TestLiveTimingPage)
#include "tst_live_timing_page.moc"
