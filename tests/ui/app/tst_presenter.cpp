#include "timing_settle.h"
#include "ui/app/app_options.h"
#include "ui/app/main_window.h"
#include "ui/app/page_catalog.h"
#include "ui/app/presenter_keys.h"
#include "ui/app/shortcut_sheet.h"
#include "ui/app/startup.h"
#include "ui/app/window_actions.h"
#include "ui/model/playback.h"
#include "ui/pages/overlap/availability_chart.h"
#include "ui/pages/protocol/protocol_page.h"
#include "ui/pages/sandbox/bench_page.h"
#include "ui/pages/timing/timing_model.h"
#include "ui/pages/timing/timing_page.h"
#include "ui/widgets/theme.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QLabel>
#include <QListWidget>
#include <QRadioButton>
#include <QScreen>
#include <QScrollArea>
#include <QSignalSpy>
#include <QStyleOptionButton>
#include <QTableWidget>
#include <QTest>

#include <algorithm>
#include <vector>

using namespace redlock::ui;

namespace {
// Stands in for an animated page (protocol, timing…) to exercise the PresenterKeys hook: it has
// three frames, so it takes two steps forward before letting the window turn the page.
class FakeAnimatedPage : public QWidget, public PresenterKeys {
public:
    int frame = 0;
    int pauses = 0;
    int toggles = 0;
    bool step(int delta) override {
        const int next = frame + delta;
        if (next < 0 || next > 2) {
            return false;
        }
        frame = next;
        return true;
    }
    void togglePause() override { ++toggles; }
    void pause() override { ++pauses; }
};

FakeAnimatedPage* installFake(MainWindow& w, const QString& name) {
    auto* scroll = qobject_cast<QScrollArea*>(w.page(name)->parentWidget()->parentWidget());
    auto* fake = new FakeAnimatedPage;
    scroll->setWidget(fake); // deletes the placeholder page
    return fake;
}
} // namespace

class TestPresenter : public QObject {
    Q_OBJECT
private slots:
    // Every text a class sees — titles, readouts, buttons, the navigation — is 20 pt or more.
    void presenterTextAtLeast20pt_data() {
        QTest::addColumn<QString>("name");
        for (const QString& name : PageCatalog::names()) {
            QTest::newRow(qPrintable(name)) << name;
        }
    }
    void presenterTextAtLeast20pt() {
        QFETCH(QString, name);
        MainWindow w;
        w.setPresenter(true);
        w.showPage(name);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QWidget* page = w.page(name);
        int checked = 0;
        const auto check = [&](QWidget* widget) {
            if (!widget->isVisibleTo(&w)) {
                return;
            }
            ++checked;
            QVERIFY2(widget->font().pointSizeF() >= 20.0 - 0.05,
                     qPrintable(widget->objectName() + QLatin1Char(' ') +
                                QString::number(widget->font().pointSizeF())));
        };
        for (QLabel* label : page->findChildren<QLabel*>()) {
            check(label);
        }
        for (QAbstractButton* button : page->findChildren<QAbstractButton*>()) {
            check(button);
        }
        check(w.navigation());
        QVERIFY(checked >= 3);
        w.setPresenter(false);
        QVERIFY(w.navigation()->font().pointSizeF() < 20.0);
    }

    // Tick boxes and radio circles grow with the text: a radio circle in presenter mode is as
    // many times larger as the text, and back to the stock size after.
    void indicatorsGrowWithTheText() {
        MainWindow w;
        QRadioButton radio(QStringLiteral("a choice"), &w);
        QCheckBox box(QStringLiteral("a tick"), &w);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const auto indicator = [](QAbstractButton* b, QStyle::SubElement e) {
            QStyleOptionButton opt;
            opt.initFrom(b);
            return b->style()->subElementRect(e, &opt, b).width();
        };
        const int radioNormal = indicator(&radio, QStyle::SE_RadioButtonIndicator);
        const int boxNormal = indicator(&box, QStyle::SE_CheckBoxIndicator);
        QVERIFY(radioNormal > 0 && boxNormal > 0);
        w.setPresenter(true);
        const double scale = Theme::textScale();
        QVERIFY(scale > 1.5);
        QVERIFY2(indicator(&radio, QStyle::SE_RadioButtonIndicator) >= radioNormal * scale - 1,
                 qPrintable(QString::number(indicator(&radio, QStyle::SE_RadioButtonIndicator))));
        QVERIFY(indicator(&box, QStyle::SE_CheckBoxIndicator) >= boxNormal * scale - 1);
        w.setPresenter(false);
        QCOMPARE(indicator(&radio, QStyle::SE_RadioButtonIndicator), radioNormal);
    }

    void pageDownAndUpTurnPages() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QCOMPARE(w.currentPageName(), QStringLiteral("majority"));
        QTest::keyClick(&w, Qt::Key_PageDown);
        QCOMPARE(w.currentPageName(), QStringLiteral("protocol"));
        QTest::keyClick(&w, Qt::Key_PageDown);
        QCOMPARE(w.currentPageName(), QStringLiteral("gates"));
        QTest::keyClick(&w, Qt::Key_PageUp);
        QCOMPARE(w.currentPageName(), QStringLiteral("protocol"));
        // The ends do not wrap: a clicker pressed once too often stays on the last page.
        w.showPage(QStringLiteral("recap"));
        w.step(+1);
        QCOMPARE(w.currentPageName(), QStringLiteral("recap"));
        w.showPage(QStringLiteral("majority"));
        w.step(-1);
        QCOMPARE(w.currentPageName(), QStringLiteral("majority"));
    }

    void animatedPageTakesStepsFirst() {
        MainWindow w;
        FakeAnimatedPage* fake = installFake(w, QStringLiteral("protocol"));
        QCOMPARE(w.page(QStringLiteral("protocol")), fake);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.showPage(QStringLiteral("protocol"));
        QTest::keyClick(&w, Qt::Key_PageDown);
        QTest::keyClick(&w, Qt::Key_PageDown);
        QCOMPARE(fake->frame, 2);
        QCOMPARE(w.currentPageName(), QStringLiteral("protocol"));
        QTest::keyClick(&w, Qt::Key_PageDown); // past the last frame: the page turns
        QCOMPARE(w.currentPageName(), QStringLiteral("gates"));
        QVERIFY(fake->pauses >= 1); // leaving the page paused it
        QTest::keyClick(&w, Qt::Key_PageUp);
        QCOMPARE(w.currentPageName(), QStringLiteral("protocol"));
        QTest::keyClick(&w, Qt::Key_PageUp);
        QCOMPARE(fake->frame, 1);
        QTest::keyClick(&w, Qt::Key_Period);
        QTest::keyClick(&w, Qt::Key_B);
        QCOMPARE(fake->toggles, 2);
        const int before = fake->pauses;
        QEvent deactivate(QEvent::WindowDeactivate);
        QApplication::sendEvent(&w, &deactivate);
        QCOMPARE(fake->pauses, before + 1);
    }

    // The real timing page: the clicker walks its events, "." plays, losing focus pauses.
    void timingPageStepsThroughEvents() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.showPage(QStringLiteral("timing"));
        auto* page = qobject_cast<TimingPage*>(w.page(QStringLiteral("timing")));
        QVERIFY(page);
        TimingModel* model = page->model();
        redlock_test::settle(model);
        model->setPlayhead(0);
        // The first two event times of the run, from the core's trace.
        std::vector<redlock::sim::Us> times;
        for (const auto& e : model->fullA().events) {
            times.push_back(e.t);
        }
        for (const auto& e : model->fullB().events) {
            times.push_back(e.t);
        }
        std::sort(times.begin(), times.end());
        times.erase(std::unique(times.begin(), times.end()), times.end());
        times.erase(std::remove(times.begin(), times.end(), 0), times.end());
        QVERIFY(times.size() >= 2);
        QTest::keyClick(&w, Qt::Key_PageDown);
        QCOMPARE(model->playhead(), times[0]);
        QTest::keyClick(&w, Qt::Key_PageDown);
        QCOMPARE(model->playhead(), times[1]);
        QCOMPARE(w.currentPageName(), QStringLiteral("timing"));
        QTest::keyClick(&w, Qt::Key_PageUp);
        QCOMPARE(model->playhead(), times[0]);
        QTest::keyClick(&w, Qt::Key_PageUp);
        QCOMPARE(model->playhead(), redlock::sim::Us(0));
        QCOMPARE(w.currentPageName(), QStringLiteral("timing"));

        QTest::keyClick(&w, Qt::Key_Period);
        QVERIFY(model->playing());
        QTest::keyClick(&w, Qt::Key_B);
        QVERIFY(!model->playing());
        QTest::keyClick(&w, Qt::Key_Period);
        QVERIFY(model->playing());
        QEvent deactivate(QEvent::WindowDeactivate);
        QApplication::sendEvent(&w, &deactivate);
        QVERIFY(!model->playing());

        // At the start the clicker turns back to the previous page; at the end, forward.
        model->setPlayhead(0);
        QTest::keyClick(&w, Qt::Key_PageUp);
        QCOMPARE(w.currentPageName(), QStringLiteral("overlap"));
        w.showPage(QStringLiteral("timing"));
        model->setPlayhead(model->endUs());
        QTest::keyClick(&w, Qt::Key_PageDown);
        QCOMPARE(w.currentPageName(), QStringLiteral("explore"));
    }

    // The lab bench: the clicker walks the monitor's sentences and turns the page after the
    // last; "." plays; leaving the page or the window pauses time (it ran on unseen before).
    void benchTakesTheClickerAndPausesUnseen() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.showPage(QStringLiteral("sandbox"));
        auto* page = qobject_cast<BenchPage*>(w.page(QStringLiteral("sandbox")));
        QVERIFY(page);
        QVERIFY(QTest::qWaitFor([page] { return page->hasRun() && !page->computing(); }, 20000));
        std::vector<redlock::sim::Us> times;
        for (const auto& s : page->run().narration) {
            if (s.t > 0 && (times.empty() || times.back() != s.t)) {
                times.push_back(s.t);
            }
        }
        QVERIFY(times.size() >= 3);
        QCOMPARE(page->playhead(), redlock::sim::Us(0));
        QTest::keyClick(&w, Qt::Key_PageDown);
        QCOMPARE(page->playhead(), times[0]);
        QTest::keyClick(&w, Qt::Key_PageDown);
        QCOMPARE(page->playhead(), times[1]);
        QTest::keyClick(&w, Qt::Key_PageUp);
        QCOMPARE(page->playhead(), times[0]);
        QCOMPARE(w.currentPageName(), QStringLiteral("sandbox"));
        // The monitor shows the sentence stepped to.
        QVERIFY(!page->sentenceText().isEmpty());

        QTest::keyClick(&w, Qt::Key_Period);
        QVERIFY(page->playing());
        QEvent deactivate(QEvent::WindowDeactivate);
        QApplication::sendEvent(&w, &deactivate);
        QVERIFY(!page->playing());
        QTest::keyClick(&w, Qt::Key_B);
        QVERIFY(page->playing());
        w.step(+1); // stepping pauses and moves to the next sentence
        QVERIFY(!page->playing());
        QCOMPARE(w.currentPageName(), QStringLiteral("sandbox"));
        page->setPlaying(true);
        w.showPage(QStringLiteral("majority")); // leaving pauses
        QVERIFY(!page->playing());

        // Past the last sentence the clicker turns the page; before the first, back.
        w.showPage(QStringLiteral("sandbox"));
        page->setPlayhead(page->run().endUs);
        QTest::keyClick(&w, Qt::Key_PageDown);
        QVERIFY(w.currentPageName() != QStringLiteral("sandbox"));
        w.showPage(QStringLiteral("sandbox"));
        page->setPlayhead(0);
        QTest::keyClick(&w, Qt::Key_PageUp);
        QVERIFY(w.currentPageName() != QStringLiteral("sandbox"));
        // Ctrl+PgDn turns the page at once, mid-run.
        w.showPage(QStringLiteral("sandbox"));
        page->setPlayhead(0);
        QTest::keyClick(&w, Qt::Key_PageDown, Qt::ControlModifier);
        QVERIFY(w.currentPageName() != QStringLiteral("sandbox"));
        QCOMPARE(page->playhead(), redlock::sim::Us(0));
    }

    // The real protocol page: the clicker steps through the acquire's events and turns the page
    // only at either end; "." and B pause and resume; losing the window pauses.
    void protocolPageTakesClickerSteps() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.showPage(QStringLiteral("protocol"));
        auto* page = qobject_cast<ProtocolPage*>(w.page(QStringLiteral("protocol")));
        QVERIFY(page);
        Playback* pb = page->playback();
        QVERIFY(pb->eventCount() > 3);
        pb->seek(0);
        QTest::keyClick(&w, Qt::Key_PageDown);
        QCOMPARE(w.currentPageName(), QStringLiteral("protocol"));
        QCOMPARE(pb->currentEvent(), 1);
        QTest::keyClick(&w, Qt::Key_PageDown);
        QCOMPARE(pb->currentEvent(), 2);
        QTest::keyClick(&w, Qt::Key_PageUp);
        QCOMPARE(pb->currentEvent(), 1);
        QTest::keyClick(&w, Qt::Key_PageUp);
        QCOMPARE(pb->now(), 0);
        QCOMPARE(w.currentPageName(), QStringLiteral("protocol"));
        QTest::keyClick(&w, Qt::Key_PageUp); // at the first event: the window turns back
        QCOMPARE(w.currentPageName(), QStringLiteral("majority"));

        w.showPage(QStringLiteral("protocol"));
        QTest::keyClick(&w, Qt::Key_Period);
        QVERIFY(pb->isPlaying());
        QTest::keyClick(&w, Qt::Key_B);
        QVERIFY(!pb->isPlaying());
        QTest::keyClick(&w, Qt::Key_B);
        QVERIFY(pb->isPlaying());
        QEvent deactivate(QEvent::WindowDeactivate);
        QApplication::sendEvent(&w, &deactivate);
        QVERIFY(!pb->isPlaying());

        pb->seek(pb->end());
        QTest::keyClick(&w, Qt::Key_PageDown); // past the last event: the next page
        QCOMPARE(w.currentPageName(), QStringLiteral("gates"));
    }

    void availabilityChartTextFollowsPresenterSize() {
        MainWindow w;
        w.showPage(QStringLiteral("overlap"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* chart = w.page(QStringLiteral("overlap"))->findChild<AvailabilityChart*>();
        QVERIFY(chart);
        const double labels = chart->axisLabelFont().pointSizeF();
        const double legend = chart->legendFont().pointSizeF();
        w.setPresenter(true);
        QTRY_VERIFY(chart->axisLabelFont().pointSizeF() >= labels * 1.5);
        QVERIFY(chart->legendFont().pointSizeF() >= legend * 1.5);
        QVERIFY(chart->legendFont().pointSizeF() >= 20.0 * 0.85 - 0.05);
        w.setPresenter(false);
        QTRY_COMPARE(chart->axisLabelFont().pointSizeF(), labels);
    }

    void losingFocusPausesPlayback() {
        MainWindow w;
        QSignalSpy spy(&w, &MainWindow::playbackPaused);
        QEvent deactivate(QEvent::WindowDeactivate);
        QApplication::sendEvent(&w, &deactivate);
        QCOMPARE(spy.count(), 1);
    }

    void fullScreenToggles() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.actions()->fullScreen->trigger();
        QTRY_VERIFY(w.windowState() & Qt::WindowFullScreen);
        QVERIFY(w.actions()->fullScreen->isChecked());
        w.actions()->fullScreen->trigger();
        QTRY_VERIFY(!(w.windowState() & Qt::WindowFullScreen));
    }

    void shortcutSheetListsEveryActionKey() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTest::keyClick(&w, '?');
        ShortcutSheet* sheet = w.shortcutSheet();
        QTRY_VERIFY(sheet->isVisible());
        const QStringList keys = sheet->keys();
        int actionsWithKeys = 0;
        for (QAction* act : w.actions()->all()) {
            for (const QKeySequence& k : act->shortcuts()) {
                ++actionsWithKeys;
                QVERIFY2(keys.contains(k.toString(QKeySequence::NativeText)),
                         qPrintable(k.toString()));
            }
        }
        QVERIFY(actionsWithKeys >= 15);
        QVERIFY(keys.contains(QStringLiteral("F5")));
        QVERIFY(keys.contains(QStringLiteral("F11")));
        QVERIFY(keys.contains(QStringLiteral("PgDown")));
        QVERIFY(keys.contains(QStringLiteral("?")));
        // The sheet follows the window's theme and text size.
        w.setTheme(Theme::Mode::Dark);
        w.setPresenter(true);
        QVERIFY(sheet->table()->font().pointSizeF() >= 20.0 - 0.05);
        if (qEnvironmentVariableIsSet("REDLOCK_SHEET_PREVIEW")) {
            sheet->grab().save(qEnvironmentVariable("REDLOCK_SHEET_PREVIEW"));
        }
        w.setTheme(Theme::Mode::Light);
    }

    void presenterScaleIsClamped() {
        MainWindow w;
        w.setPresenterScale(0.1);
        QVERIFY(w.presenterScale() * 11.0 >= 20.0 - 1e-9);
        w.setPresenterScale(99);
        QVERIFY(w.presenterScale() <= 3.0);
    }

    // --presenter (and F5) on the desktop takes the whole screen, so a 1920x1080 projector
    // gets the full layout instead of the compact one of the 1280x800 start window; F5 again
    // gives the window its size back. A --screenshot run keeps the size it asked for.
    void presenterFillsTheScreen() {
        MainWindow w;
        AppOptions o;
        o.presenter = true;
        Startup::configure(w, o, nullptr);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.isMaximized());
        const QSize avail = w.screen()->availableGeometry().size();
        QTRY_COMPARE(w.frameGeometry().size(), avail);
        w.setPresenter(false);
        QTRY_VERIFY(!w.isMaximized());
        QTRY_VERIFY(w.frameGeometry().width() < avail.width());
        w.setPresenter(true); // F5 again
        QTRY_VERIFY(w.isMaximized());

        MainWindow shot;
        o.screenshot = QStringLiteral("unused.png");
        Startup::configure(shot, o, nullptr);
        shot.resize(o.renderSize);
        shot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&shot));
        QVERIFY(shot.isPresenter());
        QVERIFY(!shot.isMaximized());
        QCOMPARE(shot.size(), o.renderSize);
    }
};

QTEST_MAIN(TestPresenter)
#include "tst_presenter.moc"
