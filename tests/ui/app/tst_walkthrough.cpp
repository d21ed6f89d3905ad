// The README's "15-minute classroom walkthrough", played the way a teacher plays it: a fresh
// start (empty settings, presenter mode, no --page), then only the keys and clicks the README
// names, sent to whatever widget has focus at that moment (as the keyboard would). Each step
// checks the numbers the README promises. Pages are read, never driven, through their API.
// Step 7 (live servers) needs redis-server and lives in the integration tests.

#include "timing_settle.h"
#include "ui/app/app_options.h"
#include "ui/app/main_window.h"
#include "ui/app/settings.h"
#include "ui/app/startup.h"
#include "ui/model/playback.h"
#include "ui/pages/explore/explore_page.h"
#include "ui/pages/gates/gates_page.h"
#include "ui/pages/lease/lease_lab.h"
#include "ui/pages/lease/lease_page.h"
#include "ui/pages/majority/majority_page.h"
#include "ui/pages/overlap/overlap_page.h"
#include "ui/pages/protocol/master_links.h"
#include "ui/pages/protocol/protocol_page.h"
#include "ui/pages/sandbox/bench_lanes.h"
#include "ui/pages/sandbox/bench_page.h"
#include "ui/pages/timing/timeline_view.h"
#include "ui/pages/timing/timing_model.h"
#include "ui/pages/timing/timing_page.h"
#include "ui/teacher_input.h"
#include "ui/widgets/master_toggles.h"
#include "ui/widgets/setup_drawer.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSlider>
#include <QSpinBox>
#include <QStyle>
#include <QStyleOptionSlider>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <memory>

using namespace redlock::ui;

namespace {

// "9 896", "9\u00a0896" and "9896" are the same number to a reader.
QString digitsJoined(QString text) {
    static const QRegularExpression gap(
        QStringLiteral("(?<=\\d)[ \\x{00A0}\\x{202F}\\x{2009}](?=\\d{3})"));
    return text.replace(gap, QString());
}

bool says(const QString& text, const QString& expected) {
    return digitsJoined(text).contains(digitsJoined(expected));
}

} // namespace

#define EXPECT_SAYS(text, expected)                                                                \
    QVERIFY2(says((text), (expected)),                                                             \
             qPrintable(QStringLiteral("expected \"%1\" in: %2").arg(expected, text)))

class TestWalkthrough : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;

    // A key as the keyboard sends it: to the focused widget (or the window), shortcuts first.
    void press(Qt::Key key, Qt::KeyboardModifiers mods = Qt::NoModifier) {
        teacher::press(m_window.get(), key, mods);
    }
    void type(const QString& text) {
        QWidget* target = QApplication::focusWidget();
        QVERIFY(target);
        QTest::keyClicks(target, text);
    }
    template <class Page> Page* current() {
        return qobject_cast<Page*>(m_window->page(m_window->currentPageName()));
    }
    // Only what is on screen can be clicked: a folded set-up must be opened first.
    static void clickArrow(QSpinBox* spin, bool up, int times = 1) {
        QVERIFY2(spin->isVisible(), qPrintable(spin->objectName()));
        teacher::clickArrow(spin, up, times);
    }
    // Types a value into a spin box as a teacher does: click into it, select all, type, Enter.
    void typeInto(QSpinBox* spin, int value) {
        QVERIFY2(spin->isVisible(), qPrintable(spin->objectName()));
        QTest::mouseClick(spin, Qt::LeftButton, {}, QPoint(8, spin->height() / 2));
        QCOMPARE(QApplication::focusWidget(), spin);
        press(Qt::Key_A, Qt::ControlModifier);
        type(QString::number(value));
        press(Qt::Key_Return);
    }
    // Picks a drop-down entry with the keyboard (click, then ↓/↑), by the entry's data.
    void choose(QComboBox* combo, const QVariant& data) {
        const int target = combo->findData(data);
        QVERIFY2(target >= 0, qPrintable(data.toString()));
        QVERIFY2(combo->isVisible(), "a teacher cannot reach a hidden chooser");
        combo->setFocus(Qt::MouseFocusReason);
        for (int guard = 0; combo->currentIndex() != target && guard < 50; ++guard) {
            press(combo->currentIndex() < target ? Qt::Key_Down : Qt::Key_Up);
        }
        QCOMPARE(combo->currentIndex(), target);
    }
    // Drags a slider's handle with the mouse to `value`.
    static void drag(QSlider* slider, int value) {
        QStyleOptionSlider opt;
        opt.initFrom(slider);
        opt.orientation = slider->orientation();
        opt.minimum = slider->minimum();
        opt.maximum = slider->maximum();
        opt.sliderPosition = slider->sliderPosition();
        opt.sliderValue = slider->value();
        const QRect handle = slider->style()->subControlRect(QStyle::CC_Slider, &opt,
                                                             QStyle::SC_SliderHandle, slider);
        const QRect groove = slider->style()->subControlRect(QStyle::CC_Slider, &opt,
                                                             QStyle::SC_SliderGroove, slider);
        const int span = groove.width() - handle.width();
        const int x =
            groove.left() + handle.width() / 2 +
            QStyle::sliderPositionFromValue(slider->minimum(), slider->maximum(), value, span);
        QTest::mousePress(slider, Qt::LeftButton, {}, handle.center());
        QTest::mouseMove(slider, QPoint(x, handle.center().y()));
        QTest::mouseRelease(slider, Qt::LeftButton, {}, QPoint(x, handle.center().y()));
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_settings = std::make_unique<Settings>(m_dir.filePath(QStringLiteral("empty.ini")));
        const auto parsed =
            AppOptionsParser::parse({QStringLiteral("redlock-lab"), QStringLiteral("--presenter")});
        QCOMPARE(parsed.exitCode, -1);
        m_window = std::make_unique<MainWindow>();
        Startup::configure(*m_window, parsed.options, m_settings.get());
        m_window->show();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QVERIFY(m_window->isPresenter());
        QCOMPARE(m_window->currentPageName(), QStringLiteral("majority"));
    }

    // 1. Why a majority: 4 and 5 down, still held 3 of 5; 3 down, refused and released on all
    //    five; N = 4 with two up is not a majority.
    void step1_whyAMajority() {
        press(Qt::Key_4);
        press(Qt::Key_5);
        QCOMPARE(m_window->currentPageName(), QStringLiteral("majority"));
        auto* page = current<MajorityPage>();
        QVERIFY(page);
        QCOMPARE(page->headlineText(), QStringLiteral("Lock held"));
        EXPECT_SAYS(page->readoutText(), QStringLiteral("3 of 5 masters answered OK"));
        press(Qt::Key_3);
        QCOMPARE(page->headlineText(), QStringLiteral("Lock refused"));
        EXPECT_SAYS(page->readoutText(), QStringLiteral("Only 2 of 5"));
        EXPECT_SAYS(page->readoutText(), QStringLiteral("all 5"));
        clickArrow(page->mastersSpin(), false);
        QCOMPARE(page->mastersSpin()->value(), 4);
        EXPECT_SAYS(page->readoutText(), QStringLiteral("Only 2 of 4"));
        QCOMPARE(page->headlineText(), QStringLiteral("Lock refused"));
        // The README's "R resets the page": N back to 5, every master OK.
        press(Qt::Key_R);
        QCOMPARE(page->mastersSpin()->value(), 5);
        EXPECT_SAYS(page->readoutText(), QStringLiteral("5 of 5 masters answered OK"));
    }

    // 2. The acquire protocol: validity 10 000 − 2 − 102 = 9 896 ms; Space plays at about a
    //    second per event; → / ← step; a latency above the 50 ms timeout is a miss; three
    //    clients with "align" split the vote, "spread" has one winner.
    void step2_theAcquireProtocol() {
        press(Qt::Key_PageDown);
        QCOMPARE(m_window->currentPageName(), QStringLiteral("protocol"));
        auto* page = current<ProtocolPage>();
        QVERIFY(page);
        QVERIFY2(page->readoutText().startsWith(QStringLiteral("Lock held")),
                 qPrintable(page->readoutText()));
        EXPECT_SAYS(page->readoutText(), QStringLiteral("10 000 − 2 − 102 = 9 896 ms"));
        QCOMPARE(page->transcriptText().count(QStringLiteral("SET ")), 5);

        Playback* playback = page->playback();
        press(Qt::Key_Space);
        QVERIFY(playback->isPlaying());
        QCOMPARE(playback->now(), 0);
        // The README's pace: about a second of wall time per event of the acquire.
        const double perEventMs = static_cast<double>(playback->axis().detailEnd()) / 1000.0 *
                                  playback->slowdown() / playback->detailEventCount();
        QVERIFY2(perEventMs > 700 && perEventMs < 1500, qPrintable(QString::number(perEventMs)));
        press(Qt::Key_Space);
        QVERIFY(!playback->isPlaying());
        const int at = playback->currentEvent();
        press(Qt::Key_Right);
        QCOMPARE(playback->currentEvent(), at + 1);
        press(Qt::Key_Right);
        QCOMPARE(playback->currentEvent(), at + 2);
        press(Qt::Key_Left);
        QCOMPARE(playback->currentEvent(), at + 1);

        // On a short screen presenter mode folds the settings: the README says to open them.
        if (auto* drawer = page->findChild<SetupDrawer*>(); drawer && drawer->isFolded()) {
            QTest::mouseClick(drawer->toggle(), Qt::LeftButton);
            QVERIFY(!drawer->isFolded());
        }
        typeInto(page->links()->latencySpin(0), 80);
        QCOMPARE(page->links()->latencyMs(0), 80);
        // Enter ended the typing: → steps the trace again, the field keeps its focus.
        QCOMPARE(QApplication::focusWidget(), page->links()->latencySpin(0));
        const int before = playback->currentEvent();
        press(Qt::Key_Right);
        QCOMPARE(playback->currentEvent(), before + 1);
        for (int i = 0; i < 60 && playback->currentEvent() < playback->eventCount() - 1; ++i) {
            press(Qt::Key_Right);
        }
        EXPECT_SAYS(page->readoutText(), QStringLiteral("4 of 5 OK"));
        EXPECT_SAYS(page->transcriptText(), QStringLiteral("no reply"));

        clickArrow(page->clientsSpin(), true, 2);
        QCOMPARE(page->clientsSpin()->value(), 3);
        QVERIFY(page->alignRadio()->isVisible());
        QTest::mouseClick(page->alignRadio(), Qt::LeftButton);
        QVERIFY(page->alignRadio()->isChecked());
        for (int i = 0; i < 400 && playback->currentEvent() < playback->eventCount() - 1; ++i) {
            press(Qt::Key_Right);
        }
        EXPECT_SAYS(page->readoutText(), QStringLiteral("Nobody won"));
        QTest::mouseClick(page->spreadRadio(), Qt::LeftButton);
        for (int i = 0; i < 400 && playback->currentEvent() < playback->eventCount() - 1; ++i) {
            press(Qt::Key_Right);
        }
        EXPECT_SAYS(page->readoutText(), QStringLiteral("Lock held by"));
    }

    // 3. The two gates: 5 of 5 OK, yet past 30 s the lock is refused. Page 1 keeps its own
    //    verdict (the time set here is this page's).
    void step3_theTwoGates() {
        press(Qt::Key_3, Qt::ControlModifier);
        QCOMPARE(m_window->currentPageName(), QStringLiteral("gates"));
        auto* page = current<GatesPage>();
        QVERIFY(page);
        QCOMPARE(page->headlineText(), QStringLiteral("Lock held"));
        drag(page->elapsedSlider(), 31000);
        QVERIFY2(page->elapsedSlider()->value() > 30000,
                 qPrintable(QString::number(page->elapsedSlider()->value())));
        QCOMPARE(page->headlineText(), QStringLiteral("Lock refused"));
        EXPECT_SAYS(page->sharedNoteText(), QStringLiteral("5 of 5 OK"));
        EXPECT_SAYS(page->readoutText(), QStringLiteral("30 000 ms"));
    }

    // 4. Quorum overlap: two majorities share M3; all 120 pairs checked; p = 0.1 gives 99.1 %.
    void step4_quorumOverlap() {
        press(Qt::Key_PageDown);
        QCOMPARE(m_window->currentPageName(), QStringLiteral("overlap"));
        auto* page = current<OverlapPage>();
        QVERIFY(page);
        EXPECT_SAYS(page->setsText(), QStringLiteral("Shared: M3"));
        QTest::mouseClick(page->checkButton(), Qt::LeftButton);
        QTRY_VERIFY2(
            says(page->checkText(), QStringLiteral("120 pairs of two different majorities")),
            qPrintable(page->checkText()));
        EXPECT_SAYS(page->availabilityText(), QStringLiteral("p=0.10: exact 99.1"));
    }

    // 5. The timing debate: a clock jump gives two holders for 7 748 ms in A and none in B;
    //    gc-pause-after accepts one stale write; the monotonic token rejects it.
    void step5_theTimingDebate() {
        press(Qt::Key_PageDown);
        QCOMPARE(m_window->currentPageName(), QStringLiteral("timing"));
        auto* page = current<TimingPage>();
        QVERIFY(page);
        redlock_test::settle(*page);
        QCOMPARE(page->model()->scenario(), QStringLiteral("clock-jump"));
        EXPECT_SAYS(page->headlineText(false), QStringLiteral("Overlap 7 748 ms"));
        EXPECT_SAYS(page->headlineText(true), QStringLiteral("Overlap 0 ms"));
        // On a short screen the choices are folded, as on page 2: the README says to open them.
        if (page->setupDrawer()->isFolded()) {
            QTest::mouseClick(page->setupDrawer()->toggle(), Qt::LeftButton);
            QVERIFY(!page->setupDrawer()->isFolded());
        }
        choose(page->scenarioCombo(), QStringLiteral("gc-pause-after"));
        redlock_test::settle(*page);
        EXPECT_SAYS(page->headlineText(false), QStringLiteral("stale writes accepted: 1"));
        choose(page->fencingCombo(), 1); // fencing acts on run B; A keeps the contrast
        redlock_test::settle(*page);
        EXPECT_SAYS(page->headlineText(true), QStringLiteral("stale writes accepted: 0"));
        EXPECT_SAYS(page->headlineText(false), QStringLiteral("stale writes accepted: 1"));
    }

    // 6. Can it break? Dropping "a crashed master waits a TTL" and searching names the broken
    //    assumption and draws the two clients of the shortest schedule.
    void step6_canItBreak() {
        press(Qt::Key_PageDown);
        QCOMPARE(m_window->currentPageName(), QStringLiteral("explore"));
        auto* page = current<ExplorePage>();
        QVERIFY(page);
        auto* preset = page->findChild<QPushButton*>(QStringLiteral("presetRestart"));
        auto* search = page->findChild<QPushButton*>(QStringLiteral("exploreSearch"));
        QVERIFY(preset && search);
        QTest::mouseClick(preset, Qt::LeftButton);
        QTest::mouseClick(search, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(page->hasOutcome(), 60000);
        EXPECT_SAYS(
            page->verdictText(),
            QStringLiteral("It can break: a restart without persistence before the TTL ran out"));
        QVERIFY(page->timeline()->isVisible());
    }

    // 6b. The lab bench: choose M1, M2 and M3 with the arrows and crash each with C at 3 s;
    //     played to the end, the monitor counts an unavailable stretch.
    void step6b_theLabBench() {
        press(Qt::Key_PageDown);
        QCOMPARE(m_window->currentPageName(), QStringLiteral("sandbox"));
        auto* page = current<BenchPage>();
        QVERIFY(page);
        QTRY_VERIFY_WITH_TIMEOUT(page->hasRun() && !page->computing(), 20000);
        page->setPlayhead(3000000);
        BenchLanes* lanes = page->lanes();
        lanes->setFocus();
        QTest::keyClick(lanes, Qt::Key_Down);
        QTest::keyClick(lanes, Qt::Key_Down); // past C1 and C2: M1
        for (int m = 0; m < 3; ++m) {
            QTest::keyClick(lanes, Qt::Key_C);
            QTest::keyClick(lanes, Qt::Key_Escape);
            QTest::keyClick(lanes, Qt::Key_Down);
        }
        QCOMPARE(page->marks().size(), std::size_t(3));
        QTRY_VERIFY_WITH_TIMEOUT(
            page->hasRun() && !page->computing() && page->scenario().faults.size() == 3, 20000);
        page->setPlayhead(page->run().endUs);
        QVERIFY(page->tally().unavailable >= 1);
        m_window->setFocus(); // Page Down turns the page, not the lanes
    }

    // 7. The single-server lease: claim, pause, advance, reap, re-claim: fence 1 → 2 and the
    //    stale completion is rejected.
    void step7_theSingleServerLease() {
        press(Qt::Key_PageDown);
        QCOMPARE(m_window->currentPageName(), QStringLiteral("lease"));
        auto* page = current<LeasePage>();
        QVERIFY(page);
        for (const char* name :
             {"claim1", "pause1", "advance", "advance", "reap", "claim2", "complete"}) {
            QPushButton* b = page->button(QLatin1String(name));
            QVERIFY2(b && b->isEnabled(), name);
            QTest::mouseClick(b, Qt::LeftButton);
        }
        QVERIFY(!page->logLines().filter(QStringLiteral("fence 1: REJECTED")).isEmpty());
        QVERIFY(!page->logLines().filter(QStringLiteral("fence 2: accepted")).isEmpty());
    }

    // Back on page 1 after the whole walk: its verdict is its own, whatever page 3 set.
    void afterwards_page1KeepsItsVerdict() {
        press(Qt::Key_1, Qt::ControlModifier);
        auto* page = current<MajorityPage>();
        QVERIFY(page);
        QCOMPARE(page->headlineText(), QStringLiteral("Lock held"));
        EXPECT_SAYS(page->readoutText(), QStringLiteral("5 of 5 masters answered OK"));
    }

    void cleanupTestCase() { m_window.reset(); }
};

QTEST_MAIN(TestWalkthrough)
#include "tst_walkthrough.moc"
