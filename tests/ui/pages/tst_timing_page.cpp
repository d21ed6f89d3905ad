// The timing page: banner and headlines from the core, A/B, scrubbing, fencing, sweep chart.
#include "ui/app/language_switcher.h"
#include "ui/model/readouts.h"
#include "ui/model/time_ticks.h"
#include "ui/pages/timing/run_summary.h"
#include "ui/pages/timing/scenario_text.h"
#include "ui/pages/timing/sweep_chart.h"
#include "ui/pages/timing/timeline_view.h"
#include "ui/pages/timing/timing_model.h"
#include "ui/pages/timing/timing_page.h"
#include "ui/widgets/theme.h"

#include "core/explore/known_answers.h"
#include "core/sim/analysis/sweep.h"
#include "core/sim/bench.h"
#include "core/sim/files/catalog.h"
#include "core/sim/narration.h"
#include "core/sim/runaway_scenario.h"
#include "core/sim/simulator.h"
#include "timing_settle.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>

#include <cmath>
#include <cstdlib>
#include <optional>

using namespace redlock;
using namespace redlock::ui;

// Worker-thread results on a 2-core machine shared with builds (a sanitized sweep took 33 s
// under a load of 11): generous, a bound on waiting for the signal, never slept.
constexpr int kSlowMs = 180000;

namespace {

using redlock_test::settle;

void choose(QComboBox* combo, const QString& data) {
    const int i = combo->findData(data);
    QVERIFY2(i >= 0, qPrintable(data));
    combo->setCurrentIndex(i);
    emit combo->activated(i);
    TimingPage* page = nullptr; // the combo sits in the page's set-up drawer
    for (QWidget* w = combo->parentWidget(); w && !page; w = w->parentWidget()) {
        page = qobject_cast<TimingPage*>(w);
    }
    QVERIFY(page);
    settle(*page);
}

} // namespace

class TestTimingPage : public QObject {
    Q_OBJECT
private slots:
    void clockJumpViolatesMonotonicDoesNot() {
        TimingPage page;
        settle(page);
        page.resize(1000, 1400);
        choose(page.scenarioCombo(), QStringLiteral("clock-jump"));
        choose(page.variantACombo(), QString());
        const auto core = sim::simulate(sim::builtinScenario("clock-jump").value());
        QVERIFY(core.overlapUs > 0);
        QCOMPARE(page.bannerText(false),
                 QStringLiteral("Safety violated: two clients believed they held the lock for "
                                "%1 ms")
                     .arg(Readouts::ms(Micros(core.overlapUs))));
        choose(page.variantACombo(), QStringLiteral("monotonic-expiry"));
        QVERIFY(page.bannerText(false).startsWith(QLatin1String("No overlap")));
        QCOMPARE(page.model()->fullA().overlapUs, 0);
    }

    // Issue 24: a run's "safe" is checked at every fault time. Under each banner the page says
    // whether the same faults, moved across one TTL, stay safe (from core phaseSweep, off the
    // GUI thread); a run safe only at its scripted moment says so, in the warning colour.
    void safeVerdictsAreCheckedAtEveryFaultTime() {
        TimingPage page;
        settle(page);
        page.resize(1000, 1400);
        QSignalSpy swept(page.model(), &TimingModel::sweepsReady);
        choose(page.scenarioCombo(), QStringLiteral("clock-jump"));
        choose(page.variantACombo(), QStringLiteral("monotonic-expiry"));
        QTRY_VERIFY_WITH_TIMEOUT(page.model()->sweepA().has_value(), kSlowMs);
        auto* phasesA = page.findChildren<QLabel*>(QStringLiteral("phases")).value(0);
        QVERIFY(phasesA);
        const sim::PhaseSweep& a = *page.model()->sweepA();
        QVERIFY(a.safe());
        QCOMPARE(a.phases, 200);
        QVERIFY2(phasesA->text().startsWith(QLatin1String("Safe at every fault time tried")),
                 qPrintable(phasesA->text()));
        QVERIFY(phasesA->isVisibleTo(&page));
        // The extension that fails: safe as scripted, not 3 s later.
        choose(page.scenarioCombo(), QStringLiteral("extension"));
        choose(page.variantACombo(), QStringLiteral("failure"));
        QTRY_VERIFY_WITH_TIMEOUT(page.model()->sweepA().has_value() && !page.model()->busy(),
                                 kSlowMs);
        QVERIFY(!page.model()->fullA().violated());
        const sim::PhaseSweep& lucky = *page.model()->sweepA();
        QVERIFY(!lucky.safe());
        QVERIFY2(phasesA->text().startsWith(QLatin1String("Safe at this fault time only")),
                 qPrintable(phasesA->text()));
        QVERIFY(phasesA->text().contains(Readouts::ms(Micros(lucky.worstPhaseUs))));
        QVERIFY(phasesA->styleSheet().contains(Theme::warn().name()));
        // A violated run: the worst of the sweep.
        choose(page.variantACombo(), QString());
        choose(page.scenarioCombo(), QStringLiteral("clock-jump"));
        choose(page.variantACombo(), QString());
        QTRY_VERIFY_WITH_TIMEOUT(page.model()->sweepA().has_value() && !page.model()->busy(),
                                 kSlowMs);
        QVERIFY(page.model()->fullA().violated());
        QVERIFY2(phasesA->text().startsWith(QLatin1String("Across 200 fault times")),
                 qPrintable(phasesA->text()));
        QVERIFY(swept.count() >= 3);
    }

    // File > Open and the scenario switch hand the simulation to a worker thread: the call
    // returns before the run is over, nothing of the previous scenario stays on show, a
    // "simulating" line appears past 0.2 s, and a newer choice cancels the older one, whose
    // result is never drawn. The file is the runaway script (500 000 events: seconds).
    void aSwitchNeverWaitsForTheRun() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("runaway.json"));
        QVERIFY(redlock_test::writeRunawayScenario(path.toStdString()));
        TimingPage page;
        settle(page);
        QVERIFY(page.bannerText(false).startsWith(QLatin1String("Safety violated")));
        QSignalSpy ready(page.model(), &TimingModel::ready);
        const int started = page.model()->runsStarted();

        QCOMPARE(page.openFile(path), QString());
        QVERIFY(page.model()->busy()); // back in the caller while the run goes on
        QCOMPARE(page.model()->runsStarted(), started + 1);
        QCOMPARE(page.model()->scenario(), QStringLiteral("runaway"));
        QVERIFY(page.model()->fullA().events.empty()); // clock-jump's run is gone…
        QVERIFY(page.bannerText(false).isEmpty());     // …and so are its banner and story
        QVERIFY(page.storyText(false).isEmpty());
        QVERIFY(!page.isBusyShown());                          // a quick run never flashes the line
        QTRY_VERIFY_WITH_TIMEOUT(page.isBusyShown(), kSlowMs); // the event loop kept running
        if (qEnvironmentVariableIsSet("REDLOCK_GRAB")) {       // what a class sees meanwhile
            page.resize(1000, page.sizeHint().height());
            page.grab().save(qEnvironmentVariable("REDLOCK_GRAB"));
        }
        QVERIFY(page.model()->busy());
        QCOMPARE(ready.count(), 0);

        // A switch while the big run is going: it is cancelled, the chosen scenario is drawn.
        page.scenarioCombo()->setCurrentIndex(page.scenarioCombo()->findData("clock-jump"));
        QVERIFY(page.model()->busy());
        QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, kSlowMs);
        QCOMPARE(page.scenarioCombo()->currentData().toString(), QStringLiteral("clock-jump"));
        QCOMPARE(page.model()->fullA().scenario, std::string("clock-jump"));
        QVERIFY(page.bannerText(false).startsWith(QLatin1String("Safety violated")));
        QVERIFY(!page.isBusyShown());
        // The cancelled run ends too (the pool empties); its result is dropped.
        QVERIFY(QThreadPool::globalInstance()->waitForDone(kSlowMs));
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        QCOMPARE(ready.count(), 1);
        QCOMPARE(page.model()->fullA().scenario, std::string("clock-jump"));
    }

    // The lane names' gutter is measured once per run drawn (every x position used to measure
    // them again), and measured anew when the lanes change.
    void laneGutterIsMeasuredOncePerRun() {
        const sim::Scenario s = sim::builtinScenario("clock-jump").value();
        const sim::SimResult r = sim::simulate(s);
        TimelineView v;
        v.resize(1200, v.sizeHint().height());
        v.setRun(r, r, s, r.endUs, r.endUs);
        v.grab();
        v.grab();
        QCOMPARE(v.gutterMeasurements(), 1);
        const auto nameBox = [&](const QString& name) {
            for (const PaintedText& t : v.paintedTexts()) {
                if (t.text == name) {
                    return t.box.width();
                }
            }
            return -1.0;
        };
        const double before = nameBox(QStringLiteral("C1"));
        QVERIFY(before > 0);
        sim::SimResult longer = r;
        longer.lanes.front().name = "a much longer lane name";
        v.setRun(longer, longer, s, r.endUs, r.endUs);
        v.grab();
        QCOMPARE(v.gutterMeasurements(), 2);
        QVERIFY(nameBox(QStringLiteral("a much longer lane name")) > before);
        v.setRun(longer, longer, s, r.endUs, r.endUs / 2); // same lanes, another playhead
        v.grab();
        QCOMPARE(v.gutterMeasurements(), 2);
    }

    // The lanes' time axis reads for every length of run, from a 1 ms counterexample to a
    // 100 s run, at a narrow and a wide width: at least two tick labels, each a number that
    // differs from the others and grows left to right, from 0, all inside the view; a run of
    // 100 ms or less reads in milliseconds ("real ms"). The explore page's 30 ms counterexample
    // once read "0.0" at its one tick, in seconds.
    void axisLabelsReadForEverySpan() {
        const sim::Scenario s = sim::builtinScenario("happy").value();
        const sim::SimResult r = sim::simulate(s);
        TimelineView v;
        v.show();
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        for (const int width : {520, 1300}) {
            for (sim::Us span = 1000; span <= 100000000; span = span * 3 - span / 2) {
                const sim::Us end = std::min(span, r.endUs);
                v.setRun(sim::clipTraceAt(r, end), r, s, span, end);
                v.resize(width, v.sizeHint().height());
                v.grab();
                const QString where = QStringLiteral("%1 us at %2 px").arg(span).arg(width);
                // The axis: the lowest row of texts; its first is the unit, left of the lanes.
                QList<PaintedText> row;
                double lowest = 0;
                for (const PaintedText& t : v.paintedTexts()) {
                    lowest = std::max(lowest, t.box.top());
                }
                for (const PaintedText& t : v.paintedTexts()) {
                    if (t.box.top() >= lowest - 3) { // the unit sits a pixel higher
                        row << t;
                    }
                }
                std::sort(row.begin(), row.end(), [](const PaintedText& a, const PaintedText& b) {
                    return a.needed.left() < b.needed.left();
                });
                QVERIFY2(row.size() >= 3, qPrintable(where)); // the unit and two ticks at least
                const QString unit = row.takeFirst().text;
                QVERIFY2(unit == QLatin1String("real ms") || unit == QLatin1String("real s"),
                         qPrintable(where + QLatin1String(": ") + unit));
                if (span <= 100000) {
                    QCOMPARE(unit, QStringLiteral("real ms"));
                }
                double last = -1;
                QStringList seen;
                for (const PaintedText& t : row) {
                    const QString what = where + QLatin1String(": '") + t.text +
                                         QLatin1String("' after ") + seen.join(QLatin1Char(' '));
                    bool number = false;
                    const double value = QString(t.text).remove(QChar(0x00A0)).toDouble(&number);
                    QVERIFY2(number, qPrintable(what));
                    QVERIFY2(seen.isEmpty() ? value == 0 : value > last, qPrintable(what));
                    QVERIFY2(!seen.contains(t.text), qPrintable(what));
                    QVERIFY2(t.needed.left() >= 0 && t.needed.right() <= v.width(),
                             qPrintable(what));
                    // The tick's time: its label in the unit, against where it is drawn.
                    const double us = value * (unit == QLatin1String("real ms") ? 1e3 : 1e6);
                    QVERIFY2(us <= static_cast<double>(span), qPrintable(what));
                    last = value;
                    seen << t.text;
                }
            }
        }
    }

    // The ticks' step, unit and decimals (time_ticks.h) from 1 ms to 100 s, for 1 to 20 ticks:
    // no more intervals than asked, the labels over the span all different, and milliseconds
    // exactly while the step is under 100 ms.
    void timeTicksNeverRepeatALabel() {
        for (sim::Us span = 1000; span <= 100000000; span += std::max<sim::Us>(1, span / 7)) {
            for (int most = 1; most <= 20; ++most) {
                const TimeTicks t = timeTicks(span, most);
                const QString where = QStringLiteral("%1 us, %2 ticks").arg(span).arg(most);
                QVERIFY2(t.step > 0 && (span + t.step - 1) / t.step <= most, qPrintable(where));
                QCOMPARE(t.inMs, t.step < 100000);
                QStringList labels;
                for (sim::Us x = 0; x <= span; x += t.step) {
                    const QString label = t.label(x);
                    QVERIFY2(!labels.contains(label), qPrintable(where + QLatin1Char(' ') + label));
                    labels << label;
                }
                QVERIFY2(span < t.step || labels.size() >= 2, qPrintable(where));
            }
        }
    }

    // Issue 27: a spotlight so the back row reads one lane. A click on a lane's name lays a lens
    // over the lanes below it, kLensScale times as tall as the lane, showing that lane's own
    // drawing around the playhead: where M1 held a key at time t, the lens has the owner's colour
    // at lensXOf(t). A second click puts it away.
    void aClickOnALanesNameSpotlightsIt() {
        const sim::Scenario s = sim::builtinScenario("gc-pause-after").value();
        const sim::SimResult r = sim::simulate(s);
        TimelineView v;
        // The playhead just after M1's first key ends: that key is in the lens's past.
        sim::Us playhead = r.endUs / 2;
        for (const sim::Span& sp : r.spans) {
            if (sp.lane == "M1" && sp.kind == sim::SpanKind::KeyAlive) {
                playhead = std::min(sp.to + 200000, r.endUs);
                break;
            }
        }
        v.setRun(sim::clipTraceAt(r, playhead), r, s, r.endUs, playhead);
        v.resize(1200, v.sizeHint().height());
        v.show();
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        std::optional<TimelineView::LaneRow> m1;
        for (const auto& row : v.layoutLanes()) {
            if (row.name == "M1") {
                m1 = row;
            }
        }
        QVERIFY(m1.has_value());
        QTest::mouseClick(&v, Qt::LeftButton, {}, QPoint(4, m1->top + m1->height / 2));
        QCOMPARE(v.spotlight(), std::string("M1"));
        QVERIFY(v.lens()->isVisible());
        QVERIFY(v.lens()->height() >= TimelineView::kLensScale * m1->height);
        QVERIFY(v.lens()->geometry().top() >= m1->top + m1->height); // below M1, not over it
        const QImage lens = v.lens()->grab().toImage();
        const auto columnHas = [&](double x, const QColor& c) {
            for (int y = 4; y < lens.height() - 4; ++y) { // inside the lens's frame
                const QColor p = lens.pixelColor(static_cast<int>(x), y);
                if (std::abs(p.red() - c.red()) < 24 && std::abs(p.green() - c.green()) < 24 &&
                    std::abs(p.blue() - c.blue()) < 24) {
                    return true;
                }
            }
            return false;
        };
        // M1's first key ends where the lens says it does: its owner's colour just before,
        // none just after (the next key on M1 starts later).
        const sim::Span* first = nullptr;
        for (const sim::Span& sp : r.spans) {
            if (sp.lane == "M1" && sp.kind == sim::SpanKind::KeyAlive) {
                first = &sp;
                break;
            }
        }
        QVERIFY(first != nullptr && first->to < playhead);
        const QColor owner = TimelineView::ownerColor(first->owner);
        const double end = v.lensXOf(first->to);
        QVERIFY2(end > v.lensNameWidth() + 12 && end < lens.width() - 12,
                 "the key's end is not inside the lens");
        QVERIFY2(columnHas(end - 6, owner), "no key drawn just before its end");
        QVERIFY2(!columnHas(end + 6, owner), "a key drawn just after its end");
        // After the playhead the run is not drawn yet: no client's colour there.
        for (double x = v.lensXOf(playhead) + 6; x < lens.width() - 6; x += 5) {
            for (const char* client : {"C1", "C2"}) {
                QVERIFY2(!columnHas(x, TimelineView::ownerColor(client)),
                         qPrintable(QStringLiteral("%1's colour in the lens after the playhead")
                                        .arg(QLatin1String(client))));
            }
        }
        QTest::mouseClick(&v, Qt::LeftButton, {}, QPoint(4, m1->top + m1->height / 2));
        QVERIFY(v.spotlight().empty());
        QVERIFY(!v.lens()->isVisible());
    }

    void abShowsBothHeadlines() {
        TimingPage page;
        settle(page);
        choose(page.scenarioCombo(), QStringLiteral("clock-jump"));
        choose(page.variantBCombo(), QStringLiteral("monotonic-expiry"));
        QVERIFY(page.model()->hasB());
        QVERIFY(page.headlineText(false).startsWith(QStringLiteral("Overlap 7\u00A0748 ms")));
        QVERIFY(page.headlineText(true).startsWith(QStringLiteral("Overlap 0 ms")));
        QVERIFY(page.headlineText(true).contains(QStringLiteral("9\u00A0848 ms")));
        QVERIFY(page.bannerText(true).startsWith(QLatin1String("No overlap")));
    }

    void scrubberClipsTheTrace() {
        TimingPage page;
        settle(page);
        page.resize(1000, 1400);
        choose(page.scenarioCombo(), QStringLiteral("clock-jump"));
        page.scrubber()->setValue(page.scrubber()->maximum());
        page.timelineA()->grab(); // paints now, exposed or not
        const int full = page.timelineA()->drawnItemCount();
        QCOMPARE(page.timelineA()->drawnOverlapCount(), 1);
        page.scrubber()->setValue(2000); // before C2 acquires at 2 100 ms
        QCOMPARE(page.model()->playhead(), sim::Us(2000000));
        page.timelineA()->grab(); // paints now, exposed or not
        QVERIFY(page.timelineA()->drawnItemCount() < full);
        QCOMPARE(page.timelineA()->drawnOverlapCount(), 0);
        QVERIFY(page.bannerText(false).startsWith(QLatin1String("No overlap")));
        // The caption reached at 2 000 ms is the clock jump.
        QVERIFY2(
            page.captionText().contains(QStringLiteral("jumps from 2\u00A0000 to 11\u00A0000")),
            qPrintable(page.captionText()));
    }

    void stepGoesToTheNextEvent() {
        TimingModel model;
        settle(&model);
        model.setPlayhead(0);
        QVERIFY(model.stepToNextEvent());
        QVERIFY(model.playhead() > 0);
        const auto first = model.playhead();
        QVERIFY(model.stepToNextEvent());
        QVERIFY(model.playhead() > first);
    }

    void playRestartsFromZeroAndAdvances() {
        TimingPage page;
        settle(page);
        QVERIFY(page.model()->playhead() == page.model()->endUs()); // starts played to the end
        QTest::mouseClick(page.playButton(), Qt::LeftButton);
        QVERIFY(page.model()->playing());
        QTRY_VERIFY(page.model()->playhead() > 0);
        QVERIFY(page.model()->playhead() < page.model()->endUs());
        QCOMPARE(page.scrubber()->value(), int(page.model()->playhead() / 1000));
        QTest::mouseClick(page.playButton(), Qt::LeftButton);
        QVERIFY(!page.model()->playing());
    }

    // The switch acts on B only, so A keeps its stale write and the contrast stays; the end of
    // B says what the storage did with C1's write, from the run.
    void fencingTurnsStaleWriteIntoNone() {
        TimingPage page;
        settle(page);
        choose(page.scenarioCombo(), QStringLiteral("gc-pause-after"));
        choose(page.variantBCombo(), QString()); // B = the base script too: no contrast yet
        QVERIFY(page.fencingCombo()->isEnabled());
        QCOMPARE(page.model()->fullA().staleWritesAccepted, 1);
        QVERIFY(page.headlineText(false).contains(QLatin1String("stale writes accepted: 1")));
        emit page.fencingCombo()->activated(1); // monotonic token
        settle(page);
        QCOMPARE(page.model()->fullB().staleWritesAccepted, 0);
        QVERIFY(page.headlineText(true).contains(QLatin1String("stale writes accepted: 0")));
        QCOMPARE(page.model()->variantB(), std::optional<std::string>("fencing-token"));
        QCOMPARE(page.model()->variantA(), std::string());
        QCOMPARE(page.model()->fullA().staleWritesAccepted, 1);
        QVERIFY(page.headlineText(false).contains(QLatin1String("stale writes accepted: 1")));
        QVERIFY2(page.storyText(true).contains(
                     QLatin1String("The storage rejects C1's write: token 33 arrives after 34")),
                 qPrintable(page.storyText(true)));
        QVERIFY(!page.storyText(true).contains(QLatin1String("as if nothing happened")));
        emit page.fencingCombo()->activated(0);
        settle(page);
        QCOMPARE(page.model()->fullB().staleWritesAccepted, 1);
        QCOMPARE(page.model()->fullA().staleWritesAccepted, 1);
    }

    // Without a variant for the mode, B gets the mode forced on its script; A stays as it is.
    void fencingOverrideActsOnB() {
        TimingPage page;
        settle(page);
        choose(page.scenarioCombo(), QStringLiteral("network-delay"));
        QCOMPARE(page.model()->variantB(), std::optional<std::string>("delayed-write"));
        QVERIFY(page.fencingCombo()->isEnabled());
        QCOMPARE(page.model()->fullB().staleWritesAccepted, 1);
        emit page.fencingCombo()->activated(1);
        settle(page);
        QCOMPARE(page.model()->scenarioB().params.fencing, sim::Fencing::Token);
        QCOMPARE(page.model()->scenarioA().params.fencing, sim::Fencing::Off);
        QCOMPARE(page.model()->fullB().staleWritesAccepted, 0);
        QVERIFY(page.storyText(true).contains(QLatin1String("rejects C1's write")));
    }

    // A lost update is a violation: red, and the banner names the stale write.
    void staleWriteBannerIsRed() {
        TimingPage page;
        settle(page);
        choose(page.scenarioCombo(), QStringLiteral("gc-pause-after"));
        choose(page.variantACombo(), QString());
        QCOMPARE(page.model()->fullA().overlapUs, 0);
        QCOMPARE(page.model()->fullA().staleWritesAccepted, 1);
        QVERIFY2(page.bannerText(false).contains(QLatin1String("stale write")),
                 qPrintable(page.bannerText(false)));
        QVERIFY(!page.bannerText(false).startsWith(QLatin1String("No overlap")));
        const auto* banner =
            page.timelineA()->parentWidget()->findChild<QLabel*>(QStringLiteral("banner"));
        QVERIFY(banner);
        QVERIFY(banner->styleSheet().contains(Theme::down().name()));
        QVERIFY(!banner->styleSheet().contains(Theme::ok().name()));
        // Before C1's write lands the run is still safe, and green.
        page.scrubber()->setValue(15000);
        QVERIFY(page.bannerText(false).startsWith(QLatin1String("No overlap")));
        QVERIFY(banner->styleSheet().contains(Theme::ok().name()));
    }

    // The diagram's tooltips are the core's sentences: the stale write says what it is.
    void diagramTooltipsTellTheWrite() {
        TimingPage page;
        settle(page);
        page.resize(1000, 1400);
        choose(page.scenarioCombo(), QStringLiteral("gc-pause-after"));
        choose(page.variantACombo(), QString());
        page.grab(); // lays the page out, exposed or not
        TimelineView* view = page.timelineA();
        QVERIFY(view->width() > 400 && view->height() > 100);
        QStringList told;
        for (int y = 0; y < view->height(); y += 2) {
            for (int x = 0; x < view->width(); x += 2) {
                const QString t = view->sentenceAt(QPoint(x, y));
                if (!t.isEmpty() && !told.contains(t)) {
                    told << t;
                }
            }
        }
        QCOMPARE(told.size(), 2); // C2's write, C1's stale one
        QVERIFY2(
            told.join('\n').contains(QStringLiteral("although C1's lease ended at 9\u00A0898 ms")),
            qPrintable(told.join('\n')));
    }

    // Each run tells its own outcome: the variant B is not captioned with the base's story.
    // The scenario files' captions show their durations in the app's number format ("2 000 ms",
    // as the readouts beside them), commands as typed. Found in a real window: "from 2000 to
    // 11000 ms" under "overlap 7 748 ms".
    void captionsGroupDurations() {
        const QString nbsp(QChar(0x00A0));
        const QString jump = ScenarioText::caption("M3's wall clock jumps from 2000 to 11000 ms.");
        QCOMPARE(jump, "M3's wall clock jumps from 2" + nbsp + "000 to 11" + nbsp + "000 ms.");
        const QString happy =
            ScenarioText::caption("C1 reads T1 = 0 and sends SET NX PX 10000 to M1-M5.");
        QVERIFY2(happy.contains(QLatin1String("PX 10000")), qPrintable(happy));
        QCOMPARE(ScenarioText::caption("At 9092 ms of real time M3's clock has counted 10 s."),
                 "At 9" + nbsp + "092 ms of real time M3's clock has counted 10 s.");
        QCOMPARE(ScenarioText::caption("a file's own 12.5 ms and 300 ms"),
                 QStringLiteral("a file's own 12.5 ms and 300 ms"));
    }
    void variantsTellTheirOwnOutcome() {
        TimingPage page;
        settle(page);
        choose(page.scenarioCombo(), QStringLiteral("clock-jump"));
        choose(page.variantACombo(), QString());
        choose(page.variantBCombo(), QStringLiteral("monotonic-expiry"));
        QVERIFY2(
            page.storyText(true).contains(QLatin1String("C2 is refused: 2 of 5 votes (M4, M5)")),
            qPrintable(page.storyText(true)));
        QVERIFY(!page.storyText(true).contains(QLatin1String("C2 holds")));
        QVERIFY(page.storyText(false).contains(QLatin1String("C2 holds the lock")));
        QVERIFY(!page.captionText().contains(QLatin1String("believes until")));
        // Monotonic expiry is a hypothetical server: said in B's title and set-up.
        QVERIFY(page.model()->scenarioB().variant == "monotonic-expiry");
        QVERIFY(page.setupText(true).contains(QLatin1String("hypothetical")));
        QVERIFY(page.setupText(true).contains(
            QLatin1String("Redis and Valkey expire keys by the wall clock")));
        QVERIFY(
            ScenarioText::variantLabel("monotonic-expiry").contains(QLatin1String("hypothetical")));
    }

    // A refused first acquire has no validity on the headline.
    void refusedFirstAcquireHeadline() {
        TimingPage page;
        settle(page);
        choose(page.scenarioCombo(), QStringLiteral("contention"));
        choose(page.variantACombo(), QString());
        QVERIFY2(page.headlineText(false).contains(
                     QLatin1String("first acquire refused (no majority): no validity")),
                 qPrintable(page.headlineText(false)));
        QVERIFY(!page.headlineText(false).contains(QLatin1String("9\u00A0892")));
    }

    // Each debate card is attributed to who made the argument.
    void debateCardsNameTheirAuthor() {
        TimingPage page;
        settle(page);
        choose(page.scenarioCombo(), QStringLiteral("failover"));
        QVERIFY(page.firstTitleText().contains(QLatin1String("Redis documentation")));
        QVERIFY(page.kleppmannText().contains(QLatin1String("asynchronous")));
        QVERIFY(page.secondTitleText().contains(QLatin1String("Kleppmann")));
        choose(page.scenarioCombo(), QStringLiteral("network-delay"));
        QVERIFY(page.firstTitleText().contains(QLatin1String("Kleppmann")));
        QVERIFY(page.kleppmannText().contains(QLatin1String("Run B")));
        // The run the card needs is there: B delays C1's write past the lease.
        QVERIFY(std::any_of(page.model()->fullB().narration.begin(),
                            page.model()->fullB().narration.end(),
                            [](const sim::Sentence& s) { return s.id == "stale-write"; }));
    }

    void fencingSwitchOffWithoutWrites() {
        TimingPage page;
        settle(page);
        choose(page.scenarioCombo(), QStringLiteral("clock-jump"));
        QVERIFY(!page.fencingCombo()->isEnabled());
    }

    void sweepMatchesCore() {
        TimingPage page;
        settle(page);
        SweepChart* chart = page.sweepChart();
        for (int k = 0; k < 3; ++k) {
            chart->kindCombo()->setCurrentIndex(k);
            // The sweep runs on a worker thread.
            QTRY_VERIFY_WITH_TIMEOUT(!chart->isComputing(), kSlowMs);
            const auto core = sim::runSweep(static_cast<sim::SweepKind>(k), SweepChart::kPoints);
            const QList<QPointF> pts = chart->points();
            QCOMPARE(pts.size(), SweepChart::kPoints);
            for (int i = 0; i < pts.size(); ++i) {
                QCOMPARE(pts[i].x(), (*core)[static_cast<std::size_t>(i)].x);
                QCOMPARE(pts[i].y(), (*core)[static_cast<std::size_t>(i)].y);
            }
            const bool anyNonZero =
                std::any_of(pts.begin(), pts.end(), [](const QPointF& p) { return p.y() > 0; });
            QVERIFY(anyNonZero);
        }
    }

    // A sweep switch never waits for the 41 runs: the old points go at once, the new ones
    // arrive from the worker thread, and a quick sweep never flashes the "running" line.
    void sweepRunsOffTheGuiThread() {
        TimingPage page;
        settle(page);
        SweepChart* chart = page.sweepChart();
        QTRY_VERIFY_WITH_TIMEOUT(!chart->isComputing(), kSlowMs);
        chart->kindCombo()->setCurrentIndex(1);
        QVERIFY(chart->isComputing());
        QVERIFY(chart->points().isEmpty());
        QVERIFY(!chart->isBusyShown());
        QSignalSpy ready(chart, &SweepChart::pointsReady);
        QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 1, kSlowMs);
        QCOMPARE(chart->points().size(), SweepChart::kPoints);
        QVERIFY(!chart->isBusyShown());
        // Two quick switches: only the last choice's points are drawn.
        chart->kindCombo()->setCurrentIndex(2);
        chart->kindCombo()->setCurrentIndex(0);
        QTRY_VERIFY_WITH_TIMEOUT(!chart->isComputing(), kSlowMs);
        const auto core = sim::runSweep(sim::SweepKind::ClockRate, SweepChart::kPoints);
        QCOMPARE(chart->points().size(), SweepChart::kPoints);
        QCOMPARE(chart->points().back().y(), core->back().y);
    }

    void lowerCardsGetRoomAt1280() {
        // The page's width inside the 1280 px window (navigation 260, scroll bar).
        TimingPage page;
        settle(page);
        page.resize(1000, page.sizeHint().height());
        const QPixmap shot = page.grab();
        QVERIFY(page.sweepChart()->width() > 400);
        QVERIFY(page.sweepChart()->height() >= 260);
        QVERIFY(!page.kleppmannText().isEmpty());
        QVERIFY(page.minimumSizeHint().width() <= 1000);
        if (qEnvironmentVariableIsSet("REDLOCK_GRAB")) {
            shot.save(qEnvironmentVariable("REDLOCK_GRAB"));
        }
    }

    // Their captions in the reader's language: tst_ui_translations (coreTextsAreTranslated).
    void everyScenarioHasCaptionsAndBothSides() {
        for (const QString& name : TimingModel::scenarioNames()) {
            const auto s = sim::builtinScenario(name.toStdString()).value();
            QVERIFY2(!s.caption.empty(), qPrintable(name));
            QVERIFY(!ScenarioText::firstSide(s.name).isEmpty());
            QVERIFY(!ScenarioText::secondSide(s.name).isEmpty());
        }
    }

    // A sentence's times are the run's, to the precision shown, and two different times in
    // one sentence (its own time included) never read the same: the bench said "At 30 ms: The
    // storage accepts C1's write at 30 ms although ... C2 took the lock at 30 ms" of a write at
    // 30.108 ms after C2's lock at 30.092 ms, hiding the order the sentence is about. Every
    // sentence of every built-in run x variant x seeds 1-3 and of the search's stale-write
    // schedule, in both languages, each time read back as the page writes it.
    void aSentenceNeverWritesTwoTimesTheSame() {
        std::vector<sim::SimResult> runs;
        for (const QString& name : TimingModel::scenarioNames()) {
            const sim::Scenario base = sim::builtinScenario(name.toStdString()).value();
            std::vector<std::string> variants{""};
            variants.insert(variants.end(), base.variants.begin(), base.variants.end());
            for (const std::string& v : variants) {
                const sim::Scenario s = sim::builtinScenario(name.toStdString(), v).value();
                for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                    sim::RunOptions o;
                    o.seed = seed;
                    runs.push_back(sim::simulate(s, o));
                }
            }
        }
        // Benches on the search's scale (a 30 ms TTL, clients a few ms apart, a pause): times
        // within a millisecond of one another.
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            sim::BenchSettings b;
            b.clients = 2 + static_cast<int>(seed % 3);
            b.ttlMs = 30;
            b.workMs = 25;
            b.thinkMs = static_cast<std::int64_t>(seed % 4);
            b.runMs = 400;
            b.seed = seed;
            runs.push_back(sim::simulate(sim::benchScenario(
                b, {{sim::MarkKind::Pause, 0, static_cast<sim::Us>(seed) * 7000, 30000}})));
        }
        // Every schedule the search finds for the known answers that break (issue 29): events
        // a tick apart, a write a few microseconds after the lock it lost to.
        const std::vector<known_answers::Found> found = known_answers::counterexamples();
        QCOMPARE(found.size(), known_answers::breakingRows());
        for (const known_answers::Found& row : found) {
            runs.push_back(sim::simulate(row.scenario));
        }
        // The write at 30.108 ms and the lock at 30.092 ms, as the search's schedule plays.
        sim::Sentence stale{30108,
                            "stale-write",
                            sim::narrationTemplate("stale-write"),
                            {sim::argName("C1"), sim::argMs(30108), sim::argMs(27704),
                             sim::argName("C2"), sim::argMs(30092)}};
        static const QRegularExpression number(
            QStringLiteral("^\\x{2212}?[0-9\\x{00A0}]+(\\.[0-9]+)?$"));
        LanguageSwitcher languages;
        for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
            QVERIFY(languages.setLanguage(lang));
            int sentences = 0, apart = 0;
            const auto check = [&](const sim::Sentence& s) {
                ++sentences;
                // Each time where the page writes it: the sentence's own, then its arguments.
                std::vector<sim::Us> times{s.t};
                std::string probe;
                for (std::size_t i = 0; i < s.args.size(); ++i) {
                    if (s.args[i].kind == sim::SentenceArg::Kind::Ms) {
                        times.push_back(s.args[i].value);
                        probe += (probe.empty() ? "%" : "|%") + std::to_string(i + 1);
                    }
                }
                QStringList texts{RunSummary::when(s)};
                if (!probe.empty()) {
                    texts += RunSummary::fill(QString::fromStdString(probe), s).split('|');
                }
                QCOMPARE(texts.size(), static_cast<qsizetype>(times.size()));
                bool widened = false;
                for (std::size_t i = 0; i < times.size(); ++i) {
                    const QString& text = texts[static_cast<qsizetype>(i)];
                    QVERIFY2(number.match(text).hasMatch(), qPrintable(text));
                    QString plain = text;
                    plain.remove(QChar(0x00A0)).replace(QChar(0x2212), QLatin1Char('-'));
                    const int decimals =
                        plain.contains('.') ? int(plain.size() - plain.indexOf('.') - 1) : 0;
                    const double shown = plain.toDouble() * 1000.0;
                    QVERIFY2(std::abs(shown - double(times[i])) <= 500.0 * std::pow(10, -decimals),
                             qPrintable(text + " for " + QString::number(times[i]) + " us"));
                    widened = widened || (decimals > 0 && std::abs(times[i]) >= 10000);
                    for (std::size_t j = 0; j < i; ++j) {
                        QVERIFY2(times[i] == times[j] || text != texts[static_cast<qsizetype>(j)],
                                 qPrintable(lang + ": " + RunSummary::sentence(s)));
                    }
                }
                apart += widened ? 1 : 0;
            };
            for (const sim::SimResult& r : runs) {
                for (const sim::Sentence& s : r.narration) {
                    check(s);
                    if (QTest::currentTestFailed()) {
                        return;
                    }
                }
            }
            check(stale);
            qInfo("%s: %d sentences, %d written with more digits to keep two times apart",
                  qPrintable(lang), sentences, apart);
            QVERIFY(sentences > 1000);
            QVERIFY(apart > 1);
        }
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        QCOMPARE(RunSummary::when(stale), QStringLiteral("30.11"));
        QVERIFY2(RunSummary::sentence(stale).contains(QStringLiteral("30.09")),
                 qPrintable(RunSummary::sentence(stale)));
    }

    // Issue 27, item 4: the timing page names the masters M1..Mn, as pages 1-4 do, in both
    // languages: every caption of every built-in scenario and variant, and every sentence of
    // their runs, as the page shows them (translated through translations/*.ts).
    void mastersAreM1ToMnInBothLanguages() {
        // A capital letter standing alone names a master the old way ("C crashes", "（D、E）");
        // only English opens a sentence with the article "A".
        static const QRegularExpression letter(
            QStringLiteral("(?<![A-Za-z0-9_])[A-Z](?![A-Za-z0-9_])"));
        const auto bare = [](const QString& text) {
            for (auto it = letter.globalMatch(text); it.hasNext();) {
                const QRegularExpressionMatch m = it.next();
                const QString before = text.left(m.capturedStart()).trimmed();
                const QString after = text.mid(m.capturedEnd(), 2);
                const bool article = m.captured() == QLatin1String("A") &&
                                     (before.isEmpty() || before.endsWith(QLatin1Char('.')) ||
                                      before.endsWith(QLatin1Char(':'))) &&
                                     after.size() == 2 && after[0] == QLatin1Char(' ') &&
                                     after[1].isLower();
                if (!article) {
                    return true;
                }
            }
            return false;
        };
        struct Played {
            sim::Scenario scenario;
            sim::SimResult run;
        };
        std::vector<Played> all;
        for (const QString& name : TimingModel::scenarioNames()) {
            const sim::Scenario base = sim::builtinScenario(name.toStdString()).value();
            all.push_back({base, sim::simulate(base)});
            for (const std::string& v : base.variants) {
                const sim::Scenario s = sim::builtinScenario(name.toStdString(), v).value();
                all.push_back({s, sim::simulate(s)});
            }
        }
        LanguageSwitcher languages;
        for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
            QVERIFY(languages.setLanguage(lang));
            int captions = 0, sentences = 0;
            for (const Played& p : all) {
                const QString where =
                    lang + QLatin1Char(' ') +
                    QString::fromStdString(p.scenario.name + "/" + p.scenario.variant) +
                    QStringLiteral(": ");
                QStringList texts{ScenarioText::caption(p.scenario.title),
                                  ScenarioText::caption(p.scenario.caption)};
                for (const sim::Fault& f : p.scenario.faults) {
                    if (f.kind == sim::FaultKind::Caption) {
                        texts << ScenarioText::caption(f.text);
                    }
                }
                for (const QString& text : texts) {
                    ++captions;
                    QVERIFY2(!bare(text), qPrintable(where + text));
                }
                for (const sim::Sentence& s : p.run.narration) {
                    ++sentences;
                    const QString text = RunSummary::sentence(s);
                    QVERIFY2(!bare(text), qPrintable(where + text));
                }
            }
            QVERIFY(captions > 100);
            QVERIFY(sentences > 200);
        }
        // The Chinese captions are translations, not the English text passed through.
        QCOMPARE(ScenarioText::caption("C2 asks for the lock through M3, M4 and M5."),
                 QStringLiteral("C2 通过 M3、M4、M5 请求锁。"));
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
    }
};

QTEST_MAIN(TestTimingPage)
#include "tst_timing_page.moc"
