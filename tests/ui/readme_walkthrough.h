#pragma once
// The README's "15-minute classroom walkthrough", played the way a teacher plays it: only the
// keys and clicks the README names, sent to whatever widget has focus at that moment (as the
// keyboard would). Pages are read, never driven, through their API. Shared by tst_walkthrough
// (each number the README promises) and tst_walkthrough_layout (each promised sentence on
// screen, at projector and laptop sizes, in English and Chinese).
//
// Each step checks what it can in any language (spin values, playback positions, the page
// shown) and, in English, the README's words; at every point where the README promises the
// class a sentence it calls the Promise hook with that sentence as the English and the Chinese
// window word it. Step 9 (live servers) needs redis-server and lives in the integration tests.
// A step returns early once a check failed (QTest::currentTestFailed()).

#include "timing_settle.h"
#include "ui/app/language_switcher.h"
#include "ui/app/main_window.h"
#include "ui/model/playback.h"
#include "ui/pages/choose/choose_grid.h"
#include "ui/pages/choose/choose_page.h"
#include "ui/pages/explore/explore_page.h"
#include "ui/pages/gates/gates_page.h"
#include "ui/pages/lease/lease_page.h"
#include "ui/pages/majority/majority_page.h"
#include "ui/pages/overlap/overlap_page.h"
#include "ui/pages/protocol/master_links.h"
#include "ui/pages/protocol/protocol_page.h"
#include "ui/pages/timing/timeline_view.h"
#include "ui/pages/timing/timing_model.h"
#include "ui/pages/timing/timing_page.h"
#include "ui/teacher_input.h"
#include "ui/widgets/setup_drawer.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSlider>
#include <QSpinBox>
#include <QStyle>
#include <QStyleOptionSlider>
#include <QTest>
#include <QTimer>
#include <QToolButton>

#include <functional>

namespace readme {

// "9 896", "9\u00a0896" and "9896" are the same number to a reader.
inline QString digitsJoined(QString text) {
    static const QRegularExpression gap(
        QStringLiteral("(?<=\\d)[ \\x{00A0}\\x{202F}\\x{2009}](?=\\d{3})"));
    return text.replace(gap, QString());
}

inline bool says(const QString& text, const QString& expected) {
    return digitsJoined(text).contains(digitsJoined(expected));
}

// What a step promises the class will read at that moment, as each window words it.
struct Promise {
    int step = 0;
    QString en;
    QString zh;
};

} // namespace readme

#define README_EXPECT_SAYS(text, expected)                                                         \
    QVERIFY2(readme::says((text), (expected)),                                                     \
             qPrintable(QStringLiteral("expected \"%1\" in: %2").arg(expected, text)))

// English only: the README's words (the Chinese window's are checked by its Promise hook).
#define README_EN_SAYS(text, expected)                                                             \
    if (english()) {                                                                               \
        README_EXPECT_SAYS(text, expected);                                                        \
    }

// Hands the promise to the hook; a failed check there ends the step.
#define README_PROMISE(step, en, zh)                                                               \
    do {                                                                                           \
        m_promise({(step), (en), (zh)});                                                           \
        if (QTest::currentTestFailed()) {                                                          \
            return;                                                                                \
        }                                                                                          \
    } while (false)

namespace readme {

class Walkthrough {
public:
    using Hook = std::function<void(const Promise&)>;
    Walkthrough(redlock::ui::MainWindow* window, Hook promise)
        : m_window(window), m_promise(std::move(promise)) {}

    bool english() const { return m_window->languages()->language() == QLatin1String("en"); }

    // A key as the keyboard sends it: to the focused widget (or the window), shortcuts first.
    void press(Qt::Key key, Qt::KeyboardModifiers mods = Qt::NoModifier) {
        teacher::press(m_window, key, mods);
    }
    template <class Page> Page* current() const {
        return qobject_cast<Page*>(m_window->page(m_window->currentPageName()));
    }
    // Presses the key that turns to page `name`: that page, or null (the check failed).
    template <class Page> Page* turnTo(Qt::Key key, Qt::KeyboardModifiers mods, const char* name) {
        press(key, mods);
        [&] {
            QCOMPARE(m_window->currentPageName(), QLatin1String(name));
            QVERIFY(current<Page>());
        }();
        return QTest::currentTestFailed() ? nullptr : current<Page>();
    }

    // 1. Why a majority: 4 and 5 down, still held 3 of 5; 3 down, refused and released on all
    //    five; N = 4 with two up is not a majority; R brings N = 5 and every master back.
    void step1() {
        press(Qt::Key_4);
        press(Qt::Key_5);
        QCOMPARE(m_window->currentPageName(), QStringLiteral("majority"));
        auto* page = current<redlock::ui::MajorityPage>();
        QVERIFY(page);
        if (english()) {
            QCOMPARE(page->headlineText(), QStringLiteral("Lock held"));
        }
        README_EN_SAYS(page->readoutText(), QStringLiteral("3 of 5 masters answered OK"));
        README_PROMISE(1, QStringLiteral("Lock held"), QStringLiteral("已持有锁"));
        README_PROMISE(1, QStringLiteral("3 of 5 masters answered OK"),
                       QStringLiteral("5 个主节点中有 3 个回复 OK"));
        press(Qt::Key_3);
        if (english()) {
            QCOMPARE(page->headlineText(), QStringLiteral("Lock refused"));
        }
        README_EN_SAYS(page->readoutText(), QStringLiteral("Only 2 of 5"));
        README_EN_SAYS(page->readoutText(), QStringLiteral("all 5"));
        README_PROMISE(1, QStringLiteral("Lock refused"), QStringLiteral("未获得锁"));
        README_PROMISE(1, QStringLiteral("Only 2 of 5 masters answered OK"),
                       QStringLiteral("5 个主节点中只有 2 个回复 OK"));
        README_PROMISE(1, QStringLiteral("deletes its key on all 5 masters"),
                       QStringLiteral("在全部 5 个主节点上删除自己的键"));
        clickArrow(page->mastersSpin(), false);
        QCOMPARE(page->mastersSpin()->value(), 4);
        README_EN_SAYS(page->readoutText(), QStringLiteral("Only 2 of 4"));
        if (english()) {
            QCOMPARE(page->headlineText(), QStringLiteral("Lock refused"));
        }
        README_PROMISE(1, QStringLiteral("Only 2 of 4 masters answered OK"),
                       QStringLiteral("4 个主节点中只有 2 个回复 OK"));
        // The README's "R resets the page": N back to 5, every master OK.
        press(Qt::Key_R);
        QCOMPARE(page->mastersSpin()->value(), 5);
        README_EN_SAYS(page->readoutText(), QStringLiteral("5 of 5 masters answered OK"));
        README_PROMISE(1, QStringLiteral("5 of 5 masters answered OK"),
                       QStringLiteral("5 个主节点中有 5 个回复 OK"));
    }

    // 2. The acquire protocol: validity 10 000 − 2 − 102 = 9 896 ms; Space plays at about a
    //    second per event; → / ← step; a latency above the 50 ms timeout is a miss; three
    //    clients with "align" split the vote, "spread" has one winner.
    void step2() {
        auto* page = turnTo<redlock::ui::ProtocolPage>(Qt::Key_PageDown, {}, "protocol");
        if (!page) {
            return;
        }
        if (english()) {
            QVERIFY2(page->readoutText().startsWith(QStringLiteral("Lock held")),
                     qPrintable(page->readoutText()));
        }
        README_EN_SAYS(page->readoutText(), QStringLiteral("10 000 − 2 − 102 = 9 896 ms"));
        QCOMPARE(page->transcriptText().count(QStringLiteral("SET ")), 5);
        README_PROMISE(2, QStringLiteral("10 000 − 2 − 102 = 9 896 ms"),
                       QStringLiteral("10 000 − 2 − 102 = 9 896 毫秒"));

        redlock::ui::Playback* playback = page->playback();
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
        if (auto* drawer = page->findChild<redlock::ui::SetupDrawer*>();
            drawer && drawer->isFolded()) {
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
        toTheEnd(playback, 60);
        README_EN_SAYS(page->readoutText(), QStringLiteral("4 of 5 OK"));
        README_EN_SAYS(page->transcriptText(), QStringLiteral("no reply"));
        README_PROMISE(2, QStringLiteral("4 of 5 OK"), QStringLiteral("5 个中 4 个 OK"));

        clickArrow(page->clientsSpin(), true, 2);
        QCOMPARE(page->clientsSpin()->value(), 3);
        QVERIFY(page->alignRadio()->isVisible());
        QTest::mouseClick(page->alignRadio(), Qt::LeftButton);
        QVERIFY(page->alignRadio()->isChecked());
        toTheEnd(playback, 400);
        README_EN_SAYS(page->readoutText(), QStringLiteral("Nobody won"));
        README_PROMISE(2, QStringLiteral("Nobody won"), QStringLiteral("没有赢家"));
        QTest::mouseClick(page->spreadRadio(), Qt::LeftButton);
        QVERIFY(page->spreadRadio()->isChecked());
        toTheEnd(playback, 400);
        README_EN_SAYS(page->readoutText(), QStringLiteral("Lock held by"));
        README_PROMISE(2, QStringLiteral("Lock held by"), QStringLiteral("锁由"));
    }

    // 3. The two gates: 5 of 5 OK, yet past 30 s the lock is refused. Page 1 keeps its own
    //    verdict (the time set here is this page's).
    void step3() {
        auto* page = turnTo<redlock::ui::GatesPage>(Qt::Key_3, Qt::ControlModifier, "gates");
        if (!page) {
            return;
        }
        if (english()) {
            QCOMPARE(page->headlineText(), QStringLiteral("Lock held"));
        }
        drag(page->elapsedSlider(), 31000);
        QVERIFY2(page->elapsedSlider()->value() > 30000,
                 qPrintable(QString::number(page->elapsedSlider()->value())));
        if (english()) {
            QCOMPARE(page->headlineText(), QStringLiteral("Lock refused"));
        }
        README_EN_SAYS(page->sharedNoteText(), QStringLiteral("5 of 5 OK"));
        README_EN_SAYS(page->readoutText(), QStringLiteral("30 000 ms"));
        README_PROMISE(3, QStringLiteral("Lock refused"), QStringLiteral("未获得锁"));
        README_PROMISE(3, QStringLiteral("5 OK of 5"), QStringLiteral("5 个中 5 个 OK"));
    }

    // 4. Quorum overlap: two majorities share M3; all 120 pairs checked; p = 0.1 gives 99.1 %.
    void step4() {
        auto* page = turnTo<redlock::ui::OverlapPage>(Qt::Key_PageDown, {}, "overlap");
        if (!page) {
            return;
        }
        README_EN_SAYS(page->setsText(), QStringLiteral("Shared: M3"));
        README_PROMISE(4, QStringLiteral("Shared: M3"), QStringLiteral("共享：M3"));
        QTest::mouseClick(page->checkButton(), Qt::LeftButton);
        QVERIFY(!page->checkButton()->isEnabled()); // checking, off the GUI thread
        QTRY_VERIFY(page->checkButton()->isEnabled());
        README_EN_SAYS(page->checkText(), QStringLiteral("120 pairs of two different majorities"));
        README_PROMISE(4, QStringLiteral("120 pairs of two different majorities"),
                       QStringLiteral("两个不同多数派组成 120 对"));
        README_EN_SAYS(page->availabilityText(), QStringLiteral("p=0.10: exact 99.1"));
        README_PROMISE(4, QStringLiteral("99.1"), QStringLiteral("99.1"));
    }

    // 5. The timing debate: a clock jump gives two holders for 7 748 ms in A and none in B;
    //    gc-pause-after accepts one stale write; the monotonic token rejects it (C1's 33 after
    //    34).
    void step5() {
        auto* page = turnTo<redlock::ui::TimingPage>(Qt::Key_PageDown, {}, "timing");
        if (!page) {
            return;
        }
        redlock_test::settle(*page);
        QCOMPARE(page->model()->scenario(), QStringLiteral("clock-jump"));
        README_EN_SAYS(page->headlineText(false), QStringLiteral("Overlap 7 748 ms"));
        README_EN_SAYS(page->headlineText(true), QStringLiteral("Overlap 0 ms"));
        README_PROMISE(5, QStringLiteral("two clients believed they held the lock for 7 748 ms"),
                       QStringLiteral("两个客户端同时认为自己持有锁，长达 7 748 毫秒"));
        README_PROMISE(5, kNoOverlap, kNoOverlapZh);
        // On a short screen the choices are folded, as on page 2: the README says to open them.
        if (page->setupDrawer()->isFolded()) {
            QTest::mouseClick(page->setupDrawer()->toggle(), Qt::LeftButton);
            QVERIFY(!page->setupDrawer()->isFolded());
        }
        choose(page->scenarioCombo(), QStringLiteral("gc-pause-after"));
        redlock_test::settle(*page);
        README_EN_SAYS(page->headlineText(false), QStringLiteral("stale writes accepted: 1"));
        README_PROMISE(5, kOneStaleWrite, kOneStaleWriteZh);
        choose(page->fencingCombo(), 1); // fencing acts on run B; A keeps the contrast
        redlock_test::settle(*page);
        README_EN_SAYS(page->headlineText(true), QStringLiteral("stale writes accepted: 0"));
        README_EN_SAYS(page->headlineText(false), QStringLiteral("stale writes accepted: 1"));
        README_PROMISE(5, kNoOverlap, kNoOverlapZh);
        // "C1's 33 is rejected after 34" is run B's story: compact, B's verdict above A is the
        // README's way there (a click on it scrolls to B).
        if (QLabel* line = page->verdictBLine(); line->isVisible()) {
            // On the link: the middle of its words, "B · <variant>", on the first line.
            const QString link = page->variantBCombo()->currentText();
            const int x = line->fontMetrics().horizontalAdvance(QStringLiteral("B · ") + link) / 2;
            const QRect r = line->contentsRect();
            QTest::mouseClick(line, Qt::LeftButton, {},
                              QPoint(r.left() + x, r.top() + line->fontMetrics().height() / 2));
        }
        README_PROMISE(5, QStringLiteral("token 33 arrives after 34"),
                       QStringLiteral("令牌 33 在它见过的最大令牌 34 之后"));
    }

    // 6. Can it break? Dropping "a crashed master waits a TTL" and searching names the broken
    //    assumption and draws the two clients of the shortest schedule.
    void step6() {
        auto* page = turnTo<redlock::ui::ExplorePage>(Qt::Key_PageDown, {}, "explore");
        if (!page) {
            return;
        }
        auto* preset = page->findChild<QPushButton*>(QStringLiteral("presetRestart"));
        auto* search = page->findChild<QPushButton*>(QStringLiteral("exploreSearch"));
        QVERIFY(preset && search);
        QVERIFY(preset->isVisible() && search->isVisible());
        QTest::mouseClick(preset, Qt::LeftButton);
        QTest::mouseClick(search, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(page->hasOutcome(), 60000);
        README_EN_SAYS(
            page->verdictText(),
            QStringLiteral("It can break: a restart without persistence before the TTL ran out"));
        QVERIFY(page->timeline()->isVisible());
        README_PROMISE(
            6, QStringLiteral("It can break: a restart without persistence before the TTL ran out"),
            QStringLiteral("它会被打破：在 TTL 到期之前、没有持久化的重启"));
    }

    // 7. The single-server lease (page 8: Ctrl+8 passes the lab bench by): claim, pause,
    //    advance, reap, re-claim: fence 1 → 2 and the stale completion is rejected.
    void step7() {
        auto* page = turnTo<redlock::ui::LeasePage>(Qt::Key_8, Qt::ControlModifier, "lease");
        if (!page) {
            return;
        }
        for (const char* name :
             {"claim1", "pause1", "advance", "advance", "reap", "claim2", "complete"}) {
            QPushButton* b = page->button(QLatin1String(name));
            QVERIFY2(b && b->isEnabled() && b->isVisible(), name);
            QTest::mouseClick(b, Qt::LeftButton);
        }
        if (english()) {
            QVERIFY(!page->logLines().filter(QStringLiteral("fence 1: REJECTED")).isEmpty());
            QVERIFY(!page->logLines().filter(QStringLiteral("fence 2: accepted")).isEmpty());
        }
        README_PROMISE(7, QStringLiteral("fence 1: REJECTED"),
                       QStringLiteral("以栅栏号 1 完成 job-42：因过期被拒绝"));
    }

    // 8. Choosing a lock: the grid opens on "Consensus lease" × "GC pause" (the storage took
    //    the paused client's write); the cell under it, with the revision checked, turns it
    //    away; "corrupts data" unticked, the advice picks one server with a standby.
    void step8() {
        auto* page = turnTo<redlock::ui::ChoosePage>(Qt::Key_PageDown, {}, "choose");
        if (!page) {
            return;
        }
        QTRY_VERIFY_WITH_TIMEOUT(!page->isComputing() && page->openCell() >= 0, 120000);
        redlock::ui::ChooseGrid* grid = page->grid();
        const int open = page->openCell();
        const int column = open % grid->columns();
        if (english()) {
            QCOMPARE(grid->rowText(open / grid->columns()), QStringLiteral("Consensus lease"));
            QCOMPARE(grid->headerText(column), QStringLiteral("GC pause"));
        }
        README_PROMISE(8, QStringLiteral("Consensus lease · GC pause"),
                       QStringLiteral("共识租约 · GC 停顿"));
        README_PROMISE(8, kOneStaleWrite, kOneStaleWriteZh);
        const int under = open + grid->columns();
        QVERIFY(grid->isVisible());
        QTest::mouseClick(grid, Qt::LeftButton, {}, grid->cellRect(under).center());
        QCOMPARE(page->openCell(), under);
        if (english()) {
            QCOMPARE(grid->rowText(under / grid->columns()),
                     QStringLiteral("Consensus lease + fence"));
        }
        README_PROMISE(8, QStringLiteral("Consensus lease + fence · GC pause"),
                       QStringLiteral("共识租约 + 栅栏 · GC 停顿"));
        README_PROMISE(8, kNoOverlap, kNoOverlapZh);
        // Folded on a short screen, like the set-up of pages 2 and 5: open it first.
        if (page->guideDrawer()->isFolded()) {
            QTest::mouseClick(page->guideDrawer()->toggle(), Qt::LeftButton);
            QVERIFY(!page->guideDrawer()->isFolded());
        }
        QCheckBox* harmful = page->harmfulBox();
        QVERIFY(harmful->isVisible() && harmful->isChecked());
        QTest::mouseClick(harmful, Qt::LeftButton, {}, QPoint(10, harmful->height() / 2));
        QVERIFY(!harmful->isChecked());
        README_EN_SAYS(page->adviceText(), QStringLiteral("one server with a standby"));
        README_PROMISE(8, QStringLiteral("one server with a standby"),
                       QStringLiteral("一台带备机的服务器"));
    }

private:
    // The verdicts of a run (RunSummary::banner) the README quotes.
    inline static const QString kNoOverlap = QStringLiteral("No overlap and no stale write");
    inline static const QString kNoOverlapZh = QStringLiteral("没有重叠，也没有陈旧写入");
    inline static const QString kOneStaleWrite =
        QStringLiteral("Data violated: the storage accepted a stale write from a client whose "
                       "lease had ended (1 in this run)");
    inline static const QString kOneStaleWriteZh =
        QStringLiteral("数据被破坏：存储接受了来自租约已结束的客户端的陈旧写入（本次运行共 1 次）");

    void type(const QString& text) {
        QWidget* target = QApplication::focusWidget();
        QVERIFY(target);
        QTest::keyClicks(target, text);
    }
    // → until the trace's last event (at most `limit` presses).
    void toTheEnd(redlock::ui::Playback* playback, int limit) {
        for (int i = 0; i < limit && playback->currentEvent() < playback->eventCount() - 1; ++i) {
            press(Qt::Key_Right);
        }
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
        QVERIFY2(slider->isVisible(), "a teacher cannot drag a hidden slider");
        QTest::mousePress(slider, Qt::LeftButton, {}, handle.center());
        QTest::mouseMove(slider, QPoint(x, handle.center().y()));
        QTest::mouseRelease(slider, Qt::LeftButton, {}, QPoint(x, handle.center().y()));
    }

    redlock::ui::MainWindow* m_window;
    Hook m_promise;
};

} // namespace readme
