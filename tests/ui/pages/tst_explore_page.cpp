// The "Can it break?" page: it is in the catalogue after the timing page; each preset of the
// debate sets the controls; a search under antirez's assumptions ends without a violation and
// the page says how far that goes; the long-pause preset breaks the lock, names the broken
// assumption and draws the two clients' counterexample; Cancel stops a long search and the page
// says so; and the window keeps running its event loop while the core searches.
#include "ui/app/language_switcher.h"
#include "ui/app/main_window.h"
#include "ui/app/page_catalog.h"
#include "ui/model/readouts.h"
#include "ui/pages/explore/explore_page.h"
#include "ui/pages/sandbox/bench_lanes.h"
#include "ui/pages/sandbox/bench_page.h"
#include "ui/pages/timing/scenario_text.h"
#include "ui/pages/timing/timeline_view.h"
#include "ui/pages/timing/timing_model.h"
#include "ui/pages/timing/timing_page.h"

#include "core/sim/bench.h"
#include "core/sim/files/scenario_file.h"
#include "core/sim/simulator.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>

using namespace redlock;
using namespace redlock::ui;

namespace {

template <class W> W* child(QWidget* page, const char* name) {
    auto* w = page->findChild<W*>(QLatin1String(name));
    if (!w) {
        qWarning("no child %s", name);
    }
    return w;
}

QString labelText(QWidget* page, const char* name) {
    QLabel* l = child<QLabel>(page, name);
    return l ? l->text() : QString();
}

// Presses a button the way a user does.
void click(QWidget* page, const char* name) {
    QPushButton* b = child<QPushButton>(page, name);
    QVERIFY(b);
    QVERIFY(b->isEnabled());
    QTest::mouseClick(b, Qt::LeftButton);
}

bool waitForEnd(ExplorePage& page, int ms) {
    return QTest::qWaitFor([&page] { return !page.searching(); }, ms);
}

} // namespace

class TestExplorePage : public QObject {
    Q_OBJECT
private slots:
    void isInTheCatalogueAfterTheTimingPage() {
        const QStringList names = PageCatalog::names();
        QVERIFY(names.contains(QStringLiteral("explore")));
        QCOMPARE(names.indexOf(QStringLiteral("explore")),
                 names.indexOf(QStringLiteral("timing")) + 1);
        MainWindow w;
        QVERIFY(w.showPage(QStringLiteral("explore")));
        auto* page = qobject_cast<ExplorePage*>(w.page(QStringLiteral("explore")));
        QVERIFY(page);
        QCOMPARE(page->objectName(), QStringLiteral("page-explore"));
        QCOMPARE(PageCatalog::find(QStringLiteral("explore"))->title(),
                 QStringLiteral("Can it break?"));
    }

    void eachPresetSetsTheControls() {
        ExplorePage page;
        auto* pause = child<QSpinBox>(&page, "explorePause");
        auto* jump = child<QSpinBox>(&page, "exploreJump");
        auto* withinDrift = child<QCheckBox>(&page, "exploreWithinDrift");
        auto* crash = child<QCheckBox>(&page, "exploreCrash");
        auto* waitTtl = child<QCheckBox>(&page, "exploreWaitTtl");
        auto* persist = child<QCheckBox>(&page, "explorePersist");
        auto* fencing = child<QComboBox>(&page, "exploreFencing");
        auto* masters = child<QSpinBox>(&page, "exploreMasters");
        QVERIFY(pause && jump && withinDrift && crash && waitTtl && persist && fencing && masters);
        // Something no preset says, so each preset has to set every control it owns.
        const auto scramble = [&] {
            pause->setValue(777);
            jump->setValue(555);
            withinDrift->setChecked(!withinDrift->isChecked());
            crash->setChecked(!crash->isChecked());
            waitTtl->setChecked(!waitTtl->isChecked());
            persist->setChecked(true);
            fencing->setCurrentIndex(2);
            masters->setValue(7);
        };
        // The drift allowance of a 30 ms TTL, 2.3 ms: clocks "within" it jump 2 ms at most.
        scramble();
        click(&page, "presetAntirez");
        explore::Options o = page.options();
        QCOMPARE(o.maxPauseMs, std::int64_t(0));
        QVERIFY(withinDrift->isChecked());
        QCOMPARE(o.clockJumpMs, std::int64_t(2));
        QCOMPARE(o.restart, explore::Restart::Delayed);
        QVERIFY(waitTtl->isEnabled());
        QCOMPARE(o.persistence, explore::Persist::None);
        QCOMPARE(o.fencing, explore::Fence::Off);
        QCOMPARE(o.masters, 5);
        QCOMPARE(o.clients, 2);

        scramble();
        click(&page, "presetPauses");
        o = page.options();
        QCOMPARE(o.maxPauseMs, std::int64_t(40)); // longer than the whole TTL
        QCOMPARE(o.clockJumpMs, std::int64_t(0)); // no other fault
        QVERIFY(withinDrift->isChecked());
        QCOMPARE(o.restart, explore::Restart::None);
        QVERIFY(!waitTtl->isEnabled());
        QCOMPARE(o.fencing, explore::Fence::Off);

        scramble();
        click(&page, "presetClocks");
        o = page.options();
        QVERIFY(!withinDrift->isChecked());
        QCOMPARE(o.clockJumpMs, std::int64_t(10)); // beyond the 2.3 ms allowance
        QCOMPARE(o.maxPauseMs, std::int64_t(0));
        QCOMPARE(o.restart, explore::Restart::None);

        scramble();
        click(&page, "presetRestart");
        o = page.options();
        QCOMPARE(o.restart, explore::Restart::Immediate);
        QVERIFY(crash->isChecked());
        QVERIFY(!waitTtl->isChecked());
        QCOMPARE(o.persistence, explore::Persist::None);
        QCOMPARE(o.maxPauseMs, std::int64_t(0));
        QCOMPARE(o.clockJumpMs, std::int64_t(0));

        // Ticking "within the drift allowance" holds the jump to it.
        withinDrift->setChecked(false);
        jump->setValue(10);
        withinDrift->setChecked(true);
        QCOMPARE(jump->value(), 2);
        QCOMPARE(page.options().clockJumpMs, std::int64_t(2));
    }

    // A search that took milliseconds says so ("found after 981 states in 0.0 s" read as if it
    // had taken no time at all).
    void searchTimeReadsForPeople() {
        QCOMPARE(ExplorePage::searchTime(0.0004), QStringLiteral("under 1 ms"));
        QCOMPARE(ExplorePage::searchTime(0.0094), QStringLiteral("9 ms"));
        QCOMPARE(ExplorePage::searchTime(0.25), QStringLiteral("250 ms"));
        QCOMPARE(ExplorePage::searchTime(0.9996), QStringLiteral("1.0 s"));
        QCOMPARE(ExplorePage::searchTime(12.34), QStringLiteral("12.3 s"));
    }

    // antirez's assumptions with a small budget: the core stops at the budget, and the page
    // says it found nothing but that this is no proof.
    void antirezAssumptionsFindNoViolation() {
        ExplorePage page;
        click(&page, "presetAntirez");
        child<QSpinBox>(&page, "exploreBudget")->setValue(30); // thousand states
        QSignalSpy finished(&page, &ExplorePage::searchFinished);
        click(&page, "exploreSearch");
        QVERIFY(page.searching());
        QVERIFY(waitForEnd(page, 120000));
        QCOMPARE(finished.count(), 1);
        QVERIFY(page.hasOutcome());
        const explore::Outcome& r = page.outcome();
        QVERIFY(r.verdict != explore::Verdict::Violation);
        QVERIFY(!page.timeline()->isVisibleTo(&page));
        QVERIFY(!child<QPushButton>(&page, "exploreSave")->isVisibleTo(&page));
        const QString verdict = labelText(&page, "exploreVerdict");
        const QString detail = labelText(&page, "exploreDetail");
        QVERIFY(detail.contains(Readouts::count(static_cast<long long>(r.states))));
        if (r.verdict == explore::Verdict::Bounded) {
            QCOMPARE(r.stopReason, std::string("states"));
            QVERIFY2(verdict.contains(QStringLiteral("not a proof")), qPrintable(verdict));
            QVERIFY2(detail.contains(QStringLiteral("state budget")), qPrintable(detail));
        } else {
            QVERIFY2(verdict.contains(QStringLiteral("whole state space")), qPrintable(verdict));
        }
    }

    // Without crashes the same assumptions are small enough to search to the end.
    void withoutCrashesTheSpaceIsExhausted() {
        ExplorePage page;
        click(&page, "presetAntirez");
        child<QCheckBox>(&page, "exploreCrash")->setChecked(false);
        click(&page, "exploreSearch");
        QVERIFY(waitForEnd(page, 120000));
        QCOMPARE(page.outcome().verdict, explore::Verdict::Exhausted);
        const QString verdict = labelText(&page, "exploreVerdict");
        QVERIFY2(verdict.contains(QStringLiteral("whole state space was searched")),
                 qPrintable(verdict));
        QVERIFY(!verdict.contains(QStringLiteral("not a proof")));
        QCOMPARE(child<QProgressBar>(&page, "exploreProgress")->value(), 1000);
    }

    // Long pauses break the lock: the headline is the broken assumption, the timeline shows
    // the two clients of the counterexample, and it saves as a scenario file. Meanwhile the
    // window's event loop keeps turning (a timer counts its ticks while the core searches).
    void longPausesBreakTheLockWhileTheWindowRuns() {
        ExplorePage page;
        page.resize(1200, 900);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        click(&page, "presetPauses");
        int ticks = 0;
        int ticksWhileSearching = 0;
        QTimer timer;
        timer.setInterval(10);
        connect(&timer, &QTimer::timeout, &page, [&] {
            ++ticks;
            if (page.searching()) {
                ++ticksWhileSearching;
            }
        });
        timer.start();
        QSignalSpy progressed(&page, &ExplorePage::progressed);
        click(&page, "exploreSearch");
        // search() returned at once: the core runs elsewhere.
        QVERIFY(page.searching());
        QVERIFY(!child<QPushButton>(&page, "exploreSearch")->isEnabled());
        QVERIFY(child<QPushButton>(&page, "exploreCancel")->isEnabled());
        QVERIFY(waitForEnd(page, 180000));
        timer.stop();
        QVERIFY2(ticksWhileSearching >= 5,
                 qPrintable(QStringLiteral("%1 ticks while searching").arg(ticksWhileSearching)));
        QVERIFY(progressed.count() >= 1);

        const explore::Outcome& r = page.outcome();
        QCOMPARE(r.verdict, explore::Verdict::Violation);
        QVERIFY(r.violation == explore::Violation::Overlap ||
                r.violation == explore::Violation::StaleWrite);
        QCOMPARE(r.brokenAssumption, std::string("pause-longer-than-validity"));
        const QString verdict = labelText(&page, "exploreVerdict");
        QVERIFY2(verdict.contains(QStringLiteral("a pause longer than the validity left")),
                 qPrintable(verdict));
        const QString detail = labelText(&page, "exploreDetail");
        QVERIFY(detail.contains(QStringLiteral("shortest schedule")));
        QVERIFY2(detail.contains(QStringLiteral(" in %1.").arg(ExplorePage::searchTime(r.seconds))),
                 qPrintable(detail));
        QVERIFY(!labelText(&page, "exploreProgressLine").isEmpty());

        // The counterexample as the simulator plays it: two client lanes, drawn.
        const sim::SimResult& run = page.counterexampleRun();
        const auto clients =
            std::count_if(run.lanes.begin(), run.lanes.end(),
                          [](const sim::Lane& l) { return l.kind == sim::LaneKind::Client; });
        QCOMPARE(clients, std::ptrdiff_t(2));
        QVERIFY(run.violated());
        QVERIFY(page.timeline()->isVisible());
        page.timeline()->grab();
        QVERIFY(page.timeline()->drawnItemCount() > 0);

        // Saved, it is a scenario file the core loads.
        auto* save = child<QPushButton>(&page, "exploreSave");
        QVERIFY(save->isVisible());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("break.json"));
        QCOMPARE(page.saveScenario(path), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto loaded = sim::loadScenarioFile(file.readAll().toStdString());
        QVERIFY2(loaded.ok(), loaded ? "" : loaded.error().message.c_str());
        QCOMPARE(loaded->base.clients.size(), std::size_t(2));

        // A change of the assumptions says the answer is for the old ones.
        child<QSpinBox>(&page, "explorePause")->setValue(20);
        QVERIFY(child<QLabel>(&page, "exploreChanged")->isVisible());
    }

    // The answer in Chinese reads as Chinese is written: no space after a full stop between
    // its sentences ("…持有锁。 最短的调度…" was joined with a Latin space), and its counts
    // grouped as every number of the app ("23 748", not the locale's "23,748").
    void theAnswerReadsAsChineseIsWritten() {
        LanguageSwitcher languages;
        QVERIFY(languages.setLanguage(QStringLiteral("zh_CN")));
        {
            ExplorePage page;
            page.resize(1200, 900);
            page.show();
            QVERIFY(QTest::qWaitForWindowExposed(&page));
            click(&page, "presetClocks");
            click(&page, "exploreSearch");
            QVERIFY(waitForEnd(page, 180000));
            QCOMPARE(page.outcome().verdict, explore::Verdict::Violation);
            QVERIFY(page.outcome().states >= 1000); // a count that needs grouping
            const QString detail = labelText(&page, "exploreDetail");
            const QString progress = labelText(&page, "exploreProgressLine");
            QVERIFY2(detail.contains(QStringLiteral("。最短")), qPrintable(detail));
            static const QRegularExpression spaceAfterStop(QStringLiteral("[。：！？] "));
            static const QRegularExpression comma(QStringLiteral("[0-9],[0-9]"));
            for (const QString& text : {detail, progress}) {
                QVERIFY2(!spaceAfterStop.match(text).hasMatch(), qPrintable(text));
                QVERIFY2(!comma.match(text).hasMatch(), qPrintable(text));
            }
            QVERIFY2(
                detail.contains(Readouts::count(static_cast<long long>(page.outcome().states))),
                qPrintable(detail));
            // The scenario it plays has its title and caption in Chinese too (the timing page
            // showed "Found by redlockctl explore: a clock jump …" in English).
            QVERIFY(page.outcome().scenario.has_value());
            for (const std::string& text :
                 {page.outcome().scenario->title, page.outcome().scenario->caption}) {
                const QString shown = ScenarioText::caption(text);
                QVERIFY2(
                    shown != QString::fromStdString(text) &&
                        shown.contains(QRegularExpression(QStringLiteral("[\\x{4e00}-\\x{9fff}]"))),
                    qPrintable(shown));
            }
        }
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
    }

    // In the window, the counterexample opens as run A on the timing page.
    void aCounterexampleOpensOnTheTimingPage() {
        MainWindow w;
        QVERIFY(w.showPage(QStringLiteral("explore")));
        auto* page = qobject_cast<ExplorePage*>(w.page(QStringLiteral("explore")));
        QVERIFY(page);
        click(page, "presetRestart");
        click(page, "exploreSearch");
        QVERIFY(waitForEnd(*page, 120000));
        QCOMPARE(page->outcome().verdict, explore::Verdict::Violation);
        QCOMPARE(page->outcome().brokenAssumption, std::string("restart-without-persistence"));
        auto* open = child<QPushButton>(page, "exploreOpenTiming");
        QVERIFY(open && open->isVisibleTo(page));
        QTest::mouseClick(open, Qt::LeftButton);
        QCOMPARE(w.currentPageName(), QStringLiteral("timing"));
        auto* timing = qobject_cast<TimingPage*>(w.page(QStringLiteral("timing")));
        QVERIFY(timing);
        QCOMPARE(timing->model()->scenario(), QStringLiteral("explore"));
        // Run A is the counterexample: the simulator shows the two holders the search found.
        QTRY_VERIFY_WITH_TIMEOUT(timing->model()->fullA().overlapUs > 0, 60000);
        // Its fault times are swept over its 30 ms TTL in steps that fit it: in 50 ms steps
        // the sweep tried one ("across 1 fault times, moved 0 to 0 ms later").
        QTRY_VERIFY_WITH_TIMEOUT(timing->model()->sweepA().has_value(), 60000);
        QVERIFY2(timing->model()->sweepA()->phases >= 20,
                 qPrintable(QString::number(timing->model()->sweepA()->phases)));
    }

    // Issue 30: next to it, "Open on the bench" turns the window to the lab bench with the
    // counterexample's faults as marks, playing the same run.
    void aCounterexampleOpensOnTheBench() {
        MainWindow w;
        QVERIFY(w.showPage(QStringLiteral("explore")));
        auto* page = qobject_cast<ExplorePage*>(w.page(QStringLiteral("explore")));
        QVERIFY(page);
        click(page, "presetRestart");
        click(page, "exploreSearch");
        QVERIFY(waitForEnd(*page, 120000));
        QVERIFY(page->outcome().scenario.has_value());
        auto* open = child<QPushButton>(page, "exploreOpenBench");
        QVERIFY(open && open->isVisibleTo(page));
        QTest::mouseClick(open, Qt::LeftButton);
        QCOMPARE(w.currentPageName(), QStringLiteral("sandbox"));
        auto* bench = qobject_cast<BenchPage*>(w.page(QStringLiteral("sandbox")));
        QVERIFY(bench);
        QVERIFY(bench->fromScenario());
        const sim::Scenario& found = *page->outcome().scenario;
        const sim::BenchStart start = sim::benchFromScenario(found);
        QCOMPARE(bench->marks(), start.marks);
        // The crash and its restart are one mark on the master's lane.
        QVERIFY(std::any_of(bench->marks().begin(), bench->marks().end(), [](const sim::Mark& m) {
            return m.kind == sim::MarkKind::RestartKeep || m.kind == sim::MarkKind::RestartWiped;
        }));
        QCOMPARE(bench->lanes()->laneCount(),
                 static_cast<int>(found.clients.size() + found.params.masters.size()));
        QTRY_VERIFY_WITH_TIMEOUT(bench->hasRun() && !bench->computing(), 20000);
        const sim::SimResult own = sim::simulate(found);
        QVERIFY(own.overlapUs > 0);
        QCOMPARE(bench->run().overlapUs, own.overlapUs);
        QCOMPARE(bench->run().overlaps.front().from, own.overlaps.front().from);
    }

    // A budget of fifty million states would run for minutes: Cancel ends it, and the page
    // says that it was cancelled and that what it searched proves nothing.
    void cancelStopsALongSearch() {
        ExplorePage page;
        click(&page, "presetAntirez");
        child<QSpinBox>(&page, "exploreBudget")->setValue(50000);
        click(&page, "exploreSearch");
        QTRY_VERIFY_WITH_TIMEOUT(page.lastProgress().states > 0, 30000);
        QVERIFY(page.searching());
        QVERIFY(child<QProgressBar>(&page, "exploreProgress")->value() < 1000);
        QVERIFY(
            labelText(&page, "exploreProgressLine").contains(QStringLiteral("states explored")));
        click(&page, "exploreCancel");
        QVERIFY(waitForEnd(page, 20000));
        const explore::Outcome& r = page.outcome();
        QCOMPARE(r.verdict, explore::Verdict::Bounded);
        QCOMPARE(r.stopReason, std::string("cancelled"));
        QVERIFY(r.states < 50000000);
        const QString verdict = labelText(&page, "exploreVerdict");
        QVERIFY2(verdict.contains(QStringLiteral("cancelled")), qPrintable(verdict));
        QVERIFY(child<QPushButton>(&page, "exploreSearch")->isEnabled());
        QVERIFY(!child<QPushButton>(&page, "exploreCancel")->isEnabled());
    }

    // Closing the page mid-search stops the search (and nothing reaches a page that is gone).
    void aPageClosedMidSearchStopsIt() {
        auto* page = new ExplorePage;
        click(page, "presetAntirez");
        child<QSpinBox>(page, "exploreBudget")->setValue(50000);
        click(page, "exploreSearch");
        QTRY_VERIFY_WITH_TIMEOUT(page->lastProgress().states > 0, 30000);
        QVERIFY(page->lastProgress().states < 50000000); // still searching when closed
        // The destructor returning is the assertion: had it waited for the search instead of
        // cancelling it, 50 million states would outlast the test function's time-out (no
        // wall-clock bound here: on a loaded machine it would say nothing about the cancel).
        delete page;
        QCoreApplication::processEvents(); // nothing posted by the search reaches a dead page
    }
};

QTEST_MAIN(TestExplorePage)
#include "tst_explore_page.moc"
