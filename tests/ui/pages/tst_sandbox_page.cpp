// The lab bench page: in the catalogue after "Can it break?"; keys add marks to the chosen lane
// (and only the kinds that fit it); dragging a mark moves it and recomputes the run; the counters
// follow the playhead; the run saves as a scenario file that reads back as the same run and
// opens on the timing page.
#include "ui/layout_checks.h"

#include "ui/app/export/handout_source.h"
#include "ui/app/language_switcher.h"
#include "ui/app/main_window.h"
#include "ui/app/page_catalog.h"
#include "ui/live/backend_kinds.h"
#include "ui/model/readouts.h"
#include "ui/pages/sandbox/bench_lanes.h"
#include "ui/pages/sandbox/bench_page.h"
#include "ui/pages/timing/timing_model.h"
#include "ui/pages/timing/timing_page.h"
#include "ui/widgets/setup_drawer.h"
#include "ui/widgets/theme.h"

#include "core/explore/explore.h"
#include "core/explore/known_answers.h"
#include "core/sim/files/scenario_file.h"
#include "core/sim/simulator.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

using namespace redlock;
using namespace redlock::ui;

namespace {

constexpr sim::Us kMs = 1000;

bool waitForRun(BenchPage& page) {
    return QTest::qWaitFor([&page] { return page.hasRun() && !page.computing(); }, 20000);
}

// The first time C1 holds the lock in the page's current run.
sim::Us firstHold(const BenchPage& page) {
    for (const sim::Attempt& a : page.run().attempts) {
        if (a.client == "C1" && a.held) {
            return a.t2;
        }
    }
    return -1;
}

// The page shown at 1200x800 with its first run in, as a teacher's window would have it.
bool shownWithRun(BenchPage& page) {
    page.resize(1200, 800);
    page.show();
    return QTest::qWaitForWindowExposed(&page) && waitForRun(page);
}

// A mouse drag on the lanes, past the 3-pixel threshold that tells a drag from a click.
void drag(QWidget* lanes, QPoint from, QPoint to) {
    QTest::mousePress(lanes, Qt::LeftButton, {}, from);
    QTest::mouseMove(lanes, QPoint(from.x() + 10, from.y()));
    QTest::mouseMove(lanes, to);
    QTest::mouseRelease(lanes, Qt::LeftButton, {}, to);
}

// Chooses the `index`th action of the next menu that opens (the link's menu asks on release).
void chooseInNextMenu(int index) {
    auto* timer = new QTimer;
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, [timer, index] {
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        if (!menu) {
            return;
        }
        timer->stop();
        timer->deleteLater();
        if (QAction* a = menu->actions().value(index)) {
            a->trigger();
        }
        menu->close();
    });
    timer->start();
}

// The pause counterexample of "Can it break?" (issue 29's second row): a stale write.
sim::Scenario pauseCounterexample() {
    explore::Options o;
    o.masters = 5;
    o.clients = 2;
    o.ttlMs = 30;
    o.maxPauseMs = 40;
    const auto cfg = explore::configure(o);
    const explore::Outcome found = explore::explore(*cfg);
    return found.scenario.value_or(sim::Scenario{});
}

// A run with the faults' own log lines left out (a mark's end words a delay's end its way).
std::string runText(sim::SimResult r) {
    std::erase_if(r.events, [](const sim::TraceEvent& e) {
        return e.kind == sim::EventKind::Delay || e.kind == sim::EventKind::Heal ||
               e.kind == sim::EventKind::Partition;
    });
    return sim::toJson(r);
}

} // namespace

class TestSandboxPage : public QObject {
    Q_OBJECT
private slots:
    // In normal mode on a laptop's screen the open set-up pushed the lanes' last rows, the
    // counters and the monitor's sentence below the fold (1366 x 768: the lanes began at
    // y 545). A short window folds the set-up into its summary line; the toggle opens it; a
    // tall window shows it open with no summary row.
    void aShortWindowFoldsTheSetUp_data() {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("lang");
        for (const QSize size : {QSize(1366, 768), QSize(1280, 800)}) {
            for (const char* lang : {"en", "zh_CN"}) {
                QTest::addRow("%dx%d-%s", size.width(), size.height(), lang)
                    << size << QString::fromLatin1(lang);
            }
        }
    }
    void aShortWindowFoldsTheSetUp() {
        QFETCH(QSize, size);
        QFETCH(QString, lang);
        MainWindow w;
        QVERIFY(w.setLanguage(lang));
        w.showPage(QStringLiteral("sandbox"));
        w.resize(size);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        layout_checks::settle();
        auto* page = qobject_cast<BenchPage*>(w.page(QStringLiteral("sandbox")));
        QVERIFY(page);
        auto* drawer = page->findChild<SetupDrawer*>();
        QVERIFY(drawer);
        QVERIFY(!drawer->isCompact()); // normal mode: not the presenter's compact window
        QVERIFY(drawer->isFoldable() && drawer->isFolded());
        QVERIFY(drawer->toggle()->isVisible() && drawer->summaryLabel()->isVisible());
        QVERIFY2(drawer->summaryLabel()->text().contains(Readouts::count(2000)),
                 qPrintable(drawer->summaryLabel()->text()));
        auto* scroll = qobject_cast<QScrollArea*>(page->parentWidget()->parentWidget());
        QVERIFY(scroll);
        scroll->verticalScrollBar()->setValue(0);
        layout_checks::settle();
        for (const char* name :
             {"benchLanes", "benchOverlaps", "benchUnavailable", "benchSentence"}) {
            const QWidget* widget = page->findChild<QWidget*>(QLatin1String(name));
            QVERIFY2(widget, name);
            const int below = layout_checks::belowFold(widget, scroll->viewport());
            QVERIFY2(below <= 0,
                     qPrintable(QStringLiteral("%1 is %2 px below the fold").arg(name).arg(below)));
        }
        QTest::mouseClick(drawer->toggle(), Qt::LeftButton);
        QVERIFY(!drawer->isFolded() && drawer->body()->isVisible());
        w.resize(1920, 1080);
        layout_checks::settle();
        QVERIFY(!drawer->isFoldable() && !drawer->isFolded());
        QVERIFY(drawer->body()->isVisible() && !drawer->toggle()->isVisible());
        w.resize(size);
        layout_checks::settle();
        QVERIFY(drawer->isFolded()); // short again: folded again
    }

    void isInTheCatalogueAfterExplore() {
        const QStringList names = PageCatalog::names();
        QVERIFY(names.contains(QStringLiteral("sandbox")));
        QCOMPARE(names.indexOf(QStringLiteral("sandbox")),
                 names.indexOf(QStringLiteral("explore")) + 1);
        QCOMPARE(PageCatalog::find(QStringLiteral("sandbox"))->title(),
                 QStringLiteral("Lab bench"));
        MainWindow w;
        QVERIFY(w.showPage(QStringLiteral("sandbox")));
        auto* page = qobject_cast<BenchPage*>(w.page(QStringLiteral("sandbox")));
        QVERIFY(page);
        QCOMPARE(page->objectName(), QStringLiteral("page-sandbox"));
        QVERIFY(waitForRun(*page));
        // Looping clients: several acquires held in the default 20 s.
        int held = 0;
        for (const sim::Attempt& a : page->run().attempts) {
            held += a.held ? 1 : 0;
        }
        QVERIFY(held >= 8);
    }

    // Play pressed while the first run is still computed off the GUI thread (it arrives through
    // the event loop, which has not run yet): the button says Pause, so the line must not say
    // "press Play"; it says the run is being computed, and time starts when it arrives.
    void playBeforeTheRunIsReadySaysItWaits() {
        BenchPage page;
        QVERIFY(!page.hasRun());
        auto* sentence = page.findChild<QLabel*>(QStringLiteral("benchSentence"));
        QVERIFY(sentence);
        const QString pressPlay = BenchPage::tr("Nothing has happened yet: press Play.");
        QCOMPARE(sentence->text(), pressPlay);
        page.setPlaying(true);
        QVERIFY(page.playing());
        QVERIFY(sentence->text() != pressPlay);
        QCOMPARE(sentence->text(),
                 BenchPage::tr("Computing the run: time starts as soon as it is ready."));
        QVERIFY(waitForRun(page));
        QTRY_VERIFY_WITH_TIMEOUT(page.playhead() > 0, 10000);
        page.setPlaying(false);
        page.setPlayhead(0);
        QCOMPARE(sentence->text(), pressPlay); // stopped at the start with a run: press Play
    }

    void keysAddMarksToTheChosenLane() {
        BenchPage page;
        QVERIFY(shownWithRun(page));
        BenchLanes* lanes = page.lanes();
        lanes->setFocus();
        QCOMPARE(lanes->laneCount(), 2 + 5);
        page.setPlayhead(1000 * kMs);
        // Lane 0 is C1: a crash does not fit a client, a pause does.
        QCOMPARE(lanes->selectedLane(), 0);
        QTest::keyClick(lanes, Qt::Key_C);
        QCOMPARE(page.marks().size(), std::size_t(0));
        QTest::keyClick(lanes, Qt::Key_P);
        QCOMPARE(page.marks().size(), std::size_t(1));
        QCOMPARE(page.marks()[0].kind, sim::MarkKind::Pause);
        QCOMPARE(page.marks()[0].lane, 0);
        QCOMPARE(page.marks()[0].atUs, 1000 * kMs);
        // Down twice: past C2 to M1; a wiped restart, M2 a hang, M3 a fast clock; Up to C2, cut
        // off.
        QTest::keyClick(lanes, Qt::Key_Escape);
        QTest::keyClick(lanes, Qt::Key_Down);
        QTest::keyClick(lanes, Qt::Key_Down);
        QCOMPARE(lanes->selectedLane(), 2);
        QTest::keyClick(lanes, Qt::Key_W);
        QTest::keyClick(lanes, Qt::Key_Escape);
        QTest::keyClick(lanes, Qt::Key_Down);
        QTest::keyClick(lanes, Qt::Key_H);
        QTest::keyClick(lanes, Qt::Key_Escape);
        QTest::keyClick(lanes, Qt::Key_Down);
        QTest::keyClick(lanes, Qt::Key_F); // M3's clock runs fast
        QTest::keyClick(lanes, Qt::Key_Escape);
        QTest::keyClick(lanes, Qt::Key_Up);
        QTest::keyClick(lanes, Qt::Key_Up);
        QTest::keyClick(lanes, Qt::Key_Up);
        QTest::keyClick(lanes, Qt::Key_X);
        QCOMPARE(page.marks().size(), std::size_t(5));
        QCOMPARE(page.marks()[1].kind, sim::MarkKind::RestartWiped);
        QCOMPARE(page.marks()[1].lane, 0); // M1
        QCOMPARE(page.marks()[2].kind, sim::MarkKind::Hang);
        QCOMPARE(page.marks()[2].lane, 1); // M2
        QCOMPARE(page.marks()[3].kind, sim::MarkKind::FastClock);
        QCOMPARE(page.marks()[3].lane, 2); // M3
        QCOMPARE(page.marks()[4].kind, sim::MarkKind::CutOff);
        QCOMPARE(page.marks()[4].lane, 1); // C2
        QVERIFY(waitForRun(page));
        // The run has them as faults.
        const auto& faults = page.scenario().faults;
        QVERIFY(std::any_of(faults.begin(), faults.end(), [](const sim::Fault& f) {
            return f.kind == sim::FaultKind::Hang && f.master == "M2";
        }));
        QVERIFY(std::any_of(faults.begin(), faults.end(), [](const sim::Fault& f) {
            return f.kind == sim::FaultKind::Restart && f.wiped && f.master == "M1";
        }));
        QVERIFY(std::any_of(faults.begin(), faults.end(), [](const sim::Fault& f) {
            return f.kind == sim::FaultKind::ClockRate && f.master == "M3" &&
                   f.ratePpm == sim::kFastClockPpm;
        }));
        // The chosen mark (the last) goes with Delete.
        QCOMPARE(lanes->selectedMark(), 4);
        QTest::keyClick(lanes, Qt::Key_Delete);
        QCOMPARE(page.marks().size(), std::size_t(4));
        // The help line lists every kind's key, on the side of the lane it fits.
        const QString help = page.helpText();
        const qsizetype clientPart = help.indexOf(QStringLiteral("on a client"));
        QVERIFY(clientPart > 0);
        const qsizetype linkPart = help.indexOf(QStringLiteral("A link:"));
        QVERIFY(linkPart > clientPart);
        for (const sim::MarkKind k : sim::kMarkKinds) {
            const QString item = BenchLanes::letter(k) + QLatin1Char(' ') + BenchPage::shortName(k);
            const qsizetype at = help.indexOf(item, sim::markOnMaster(k) ? 0 : clientPart);
            QVERIFY2(at > 0, qPrintable(item));
            QCOMPARE(at > clientPart, !sim::markOnMaster(k));
            QCOMPARE(at > linkPart, sim::markOnLink(k)); // a link's keys follow L
        }
        // N on a client: it finishes its cycles without releasing for the fault length; N on a
        // master does nothing.
        QCOMPARE(lanes->selectedLane(), 1); // C2
        QTest::keyClick(lanes, Qt::Key_N);
        QCOMPARE(page.marks().size(), std::size_t(5));
        QCOMPARE(page.marks()[4].kind, sim::MarkKind::NoRelease);
        QCOMPARE(page.marks()[4].lane, 1);
        QVERIFY(page.marks()[4].amountUs > 0);
        // J on a client is its own clock's jump, on a master the master's.
        QTest::keyClick(lanes, Qt::Key_Escape);
        QTest::keyClick(lanes, Qt::Key_J);
        QCOMPARE(page.marks().size(), std::size_t(6));
        QCOMPARE(page.marks()[5].kind, sim::MarkKind::ClientClockJump);
        QCOMPARE(page.marks()[5].lane, 1);
        QTest::keyClick(lanes, Qt::Key_Escape);
        QTest::keyClick(lanes, Qt::Key_Down);
        QTest::keyClick(lanes, Qt::Key_N);
        QCOMPARE(page.marks().size(), std::size_t(6));
        QTest::keyClick(lanes, Qt::Key_J);
        QCOMPARE(page.marks().size(), std::size_t(7));
        QCOMPARE(page.marks()[6].kind, sim::MarkKind::ClockJump);
        QCOMPARE(page.marks()[6].lane, 0); // M1
        QVERIFY(waitForRun(page));
        const auto& now = page.scenario().faults;
        QVERIFY(std::any_of(now.begin(), now.end(), [&](const sim::Fault& f) {
            return f.kind == sim::FaultKind::NoRelease && f.client == "C2" &&
                   f.forUs == page.marks()[4].amountUs;
        }));
    }

    // Issue 27: S spotlights the chosen lane (a lens kLensScale times larger), S again or Esc
    // puts it away; no fault uses the key.
    void sSpotlightsTheChosenLane() {
        for (const sim::MarkKind k : sim::kMarkKinds) {
            QVERIFY(BenchLanes::keyOf(k) != BenchLanes::kSpotlightKey);
        }
        BenchPage page;
        QVERIFY(shownWithRun(page));
        BenchLanes* lanes = page.lanes();
        lanes->setFocus();
        QTest::keyClick(lanes, Qt::Key_Down);
        QTest::keyClick(lanes, Qt::Key_Down); // M1
        QTest::keyClick(lanes, BenchLanes::kSpotlightKey);
        QCOMPARE(lanes->spotlight(), std::string("M1"));
        QVERIFY(lanes->lens()->isVisible());
        QVERIFY(page.marks().empty());        // a spotlight, not a fault
        QTest::keyClick(lanes, Qt::Key_Down); // M2: S moves the spotlight there
        QTest::keyClick(lanes, BenchLanes::kSpotlightKey);
        QCOMPARE(lanes->spotlight(), std::string("M2"));
        QTest::keyClick(lanes, BenchLanes::kSpotlightKey);
        QVERIFY(lanes->spotlight().empty());
        QVERIFY(!lanes->lens()->isVisible());
        QTest::keyClick(lanes, BenchLanes::kSpotlightKey);
        // On paper (the handout draws the view with its children) the lens is not there.
        const auto printed = [lanes] {
            QImage image(lanes->size(), QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::white);
            HandoutSource::setPrinting(lanes, true);
            lanes->render(&image, QPoint(), QRegion(), QWidget::DrawChildren);
            HandoutSource::setPrinting(lanes, false);
            return image;
        };
        const QImage withLens = printed();
        QTest::keyClick(lanes, Qt::Key_Escape);
        QVERIFY(lanes->spotlight().empty());
        QVERIFY2(printed() == withLens, "the spotlight's lens was printed");
    }

    // Found in a real window: arriving on the bench (from the page list, a menu or --page),
    // the window gave the keyboard to the page itself, which passed arrows and fault keys to no
    // one: the first Down, Down, C left no mark. The page hands its keyboard to the lanes.
    void arrivingOnTheBenchTheKeysGoToTheLanes() {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(w.showPage(QStringLiteral("sandbox")));
        auto* page = qobject_cast<BenchPage*>(w.page(QStringLiteral("sandbox")));
        QVERIFY(page != nullptr && waitForRun(*page));
        QWidget* keys = QApplication::focusWidget();
        QVERIFY2(keys == page->lanes(),
                 qPrintable(QStringLiteral("the keys go to %1")
                                .arg(keys ? keys->objectName() : QStringLiteral("nobody"))));
        QTest::keyClick(keys, Qt::Key_Down);
        QTest::keyClick(keys, Qt::Key_Down);
        QTest::keyClick(keys, Qt::Key_C);
        QCOMPARE(page->marks().size(), std::size_t(1));
        QCOMPARE(page->marks()[0].kind, sim::MarkKind::Crash);
        QCOMPARE(page->marks()[0].lane, 0); // M1
        // Space still plays and pauses (the lanes leave it to the page).
        const bool playing = page->playing();
        QTest::keyClick(keys, Qt::Key_Space);
        QCOMPARE(page->playing(), !playing);
        page->pause();
    }

    // Found in a real window (Xvfb + openbox): a teacher clicks Play, then presses Down, Down,
    // C to crash M1 — and nothing happens: the click gave Play the keyboard, the arrows walked
    // the buttons to the speed box and changed the speed, and C went to the box. Clicking the
    // page's buttons must leave the keyboard with the lanes, so the next key acts on a lane.
    void clickingTheControlsLeavesTheKeysWithTheLanes() {
        BenchPage page;
        QVERIFY(shownWithRun(page));
        page.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&page));
        BenchLanes* lanes = page.lanes();
        lanes->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(lanes));
        const QString speed =
            page.findChild<QComboBox*>(QStringLiteral("benchSpeed"))->currentText();
        std::size_t marks = page.marks().size();
        for (const char* name : {"benchPlay", "benchPlay", "benchStep", "benchSave"}) {
            auto* button = page.findChild<QPushButton*>(QLatin1String(name));
            QVERIFY2(button != nullptr, name);
            if (QLatin1String(name) == QLatin1String("benchSave")) {
                // Its dialog would block the test: the policy is what the click obeys.
                QVERIFY2(!(button->focusPolicy() & Qt::ClickFocus), name);
                continue;
            }
            QTest::mouseClick(button, Qt::LeftButton);
            QWidget* keys = QApplication::focusWidget();
            QVERIFY2(keys == lanes,
                     qPrintable(QStringLiteral("after a click on %1 the keys go to %2")
                                    .arg(QLatin1String(name),
                                         keys ? keys->objectName() : QStringLiteral("nobody"))));
            // From C1: down past C2 to M1, crash it; back up to C1.
            QTest::keyClick(keys, Qt::Key_Down);
            QTest::keyClick(keys, Qt::Key_Down);
            QTest::keyClick(keys, Qt::Key_C);
            QCOMPARE(page.marks().size(), marks + 1);
            QCOMPARE(page.marks().back().kind, sim::MarkKind::Crash);
            QCOMPARE(page.marks().back().lane, 0); // M1
            marks = page.marks().size();
            QTest::keyClick(keys, Qt::Key_Escape);
            QTest::keyClick(keys, Qt::Key_Up);
            QTest::keyClick(keys, Qt::Key_Up);
            QCOMPARE(lanes->selectedLane(), 0);
        }
        QCOMPARE(page.findChild<QComboBox*>(QStringLiteral("benchSpeed"))->currentText(), speed);
        page.pause();
    }

    // Issue 30: a drag from a client's lane to a master's (or back) asks cut or delay and makes
    // that link's mark at the playhead; it moves, changes length and goes like any other.
    void aDragAcrossALinkMakesALinkMark() {
        BenchPage page;
        QVERIFY(shownWithRun(page));
        BenchLanes* lanes = page.lanes();
        page.setPlayhead(2000 * kMs);
        const int x = static_cast<int>(std::lround(lanes->xOf(6000 * kMs)));
        // C1 (lane 0) to M1 (lane 2): the second choice, a delay.
        chooseInNextMenu(1);
        drag(lanes, {x, lanes->laneCentre(0)}, {x, lanes->laneCentre(2)});
        QCOMPARE(page.marks().size(), std::size_t(1));
        sim::Mark m = page.marks()[0];
        QCOMPARE(m.kind, sim::MarkKind::LinkDelay);
        QCOMPARE(m.lane, 0);
        QCOMPARE(m.master, 0);
        QCOMPARE(m.atUs, 2000 * kMs);
        const auto* delay = page.findChild<QSpinBox*>(QStringLiteral("benchLinkDelay"));
        QVERIFY(delay);
        QCOMPARE(m.extraUs, sim::Us(delay->value()) * kMs);
        QCOMPARE(m.direction, sim::Direction::Both);
        // M2 (lane 3) up to C2 (lane 1): the first choice, a cut.
        chooseInNextMenu(0);
        drag(lanes, {x, lanes->laneCentre(3)}, {x, lanes->laneCentre(1)});
        QCOMPARE(page.marks().size(), std::size_t(2));
        QCOMPARE(page.marks()[1].kind, sim::MarkKind::LinkCut);
        QCOMPARE(page.marks()[1].lane, 1);
        QCOMPARE(page.marks()[1].master, 1);
        // A drag between two clients is no link: no menu, no mark.
        drag(lanes, {x, lanes->laneCentre(0)}, {x, lanes->laneCentre(1)});
        QCOMPARE(page.marks().size(), std::size_t(2));
        QVERIFY(QApplication::activePopupWidget() == nullptr);
        QVERIFY(waitForRun(page));
        const auto& faults = page.scenario().faults;
        QVERIFY(std::any_of(faults.begin(), faults.end(), [&](const sim::Fault& f) {
            return f.kind == sim::FaultKind::Delay && f.client == "C1" &&
                   f.masters == std::vector<std::string>{"M1"} && f.extraUs == m.extraUs &&
                   f.atUs == m.atUs;
        }));
        QVERIFY(std::any_of(faults.begin(), faults.end(), [](const sim::Fault& f) {
            return f.kind == sim::FaultKind::Partition && f.client == "C2" &&
                   f.masters == std::vector<std::string>{"M2"};
        }));
        // Drawn on C1's lane, with a bar whose end drags its length.
        const QRect flag = lanes->markRect(0);
        QVERIFY(!flag.isEmpty());
        QVERIFY(flag.contains(flag.center().x(), lanes->laneCentre(0)));
        const QRect grip = lanes->lengthGripRect(0);
        QVERIFY(!grip.isEmpty());
        drag(lanes, grip.center(), grip.center() + QPoint(60, 0));
        QVERIFY(page.marks()[0].amountUs > m.amountUs);
        drag(lanes, flag.center(), flag.center() + QPoint(80, 0));
        QVERIFY(page.marks()[0].atUs > m.atUs);
        lanes->setFocus();
        lanes->setSelectedMark(0);
        QTest::keyClick(lanes, Qt::Key_Delete);
        QCOMPARE(page.marks().size(), std::size_t(1));
        QCOMPARE(page.marks()[0].kind, sim::MarkKind::LinkCut);
    }

    // A link's mark is made at the playhead, so its connector runs down the playhead's dashed
    // line; it must still read as the mark's own line: between its flag and the master's lane
    // the connector's pixels are the mark's colour, and beside it a band of the card's colour
    // keeps the playhead's dashes (and the lanes' bands) away from it. A cut from C1 to M3 and
    // a delay from C2 to M2, each at the playhead it was made at.
    void aLinkConnectorStandsOutOnThePlayhead() {
        BenchPage page;
        QVERIFY(shownWithRun(page));
        BenchLanes* lanes = page.lanes();
        struct Link {
            sim::MarkKind kind;
            int client, master;
            sim::Us at;
        };
        const Link links[] = {{sim::MarkKind::LinkCut, 0, 2, 3000 * kMs},
                              {sim::MarkKind::LinkDelay, 1, 1, 5000 * kMs}};
        for (const Link& l : links) {
            page.setPlayhead(l.at);
            QVERIFY(page.addLinkMark(l.kind, l.client, l.master));
            QVERIFY(waitForRun(page));
            const int i = static_cast<int>(page.marks().size()) - 1;
            lanes->setSelectedMark(-1);
            lanes->repaint();
            const QImage image = lanes->grab().toImage();
            const QColor mark = Theme::accent(), card = Theme::card();
            const auto dist = [](QRgb a, const QColor& b) {
                return std::abs(qRed(a) - b.red()) + std::abs(qGreen(a) - b.green()) +
                       std::abs(qBlue(a) - b.blue());
            };
            // The connector: from the flag's edge to the master's lane, where its bar starts.
            const QRect flag = lanes->markRect(i);
            std::optional<TimelineView::LaneRow> master;
            for (const auto& row : lanes->layoutLanes()) {
                if (row.name == "M" + std::to_string(l.master + 1)) {
                    master = row;
                }
            }
            QVERIFY(master.has_value());
            const QPointF from(flag.center().x(), flag.bottom());
            const QPointF to(lanes->xOf(l.at), master->top + master->height - 3.0);
            QVERIFY(std::abs(to.x() - from.x()) <= 1.5); // down the playhead's line
            int rows = 0, inked = 0, cleared = 0;
            for (int y = flag.bottom() + 3; y < master->top; ++y) {
                ++rows;
                const double x =
                    from.x() + (to.x() - from.x()) * (y - from.y()) / (to.y() - from.y());
                const int cx = static_cast<int>(std::floor(x));
                // The connector: a pixel of the mark's colour where it runs.
                int best = 1 << 20;
                for (int dx = -1; dx <= 1; ++dx) {
                    best = std::min(best, dist(image.pixel(cx + dx, y), mark));
                }
                inked += best < 60 ? 1 : 0;
                // Beside it, on both sides: the card, not the playhead's ink nor a lane's band.
                const QRgb left = image.pixel(static_cast<int>(std::floor(x - 3)), y);
                const QRgb right = image.pixel(static_cast<int>(std::floor(x + 3)), y);
                cleared += dist(left, card) < 30 && dist(right, card) < 30 ? 1 : 0;
            }
            const QString what = QStringLiteral("mark %1: %2 of %3 rows in the mark's colour, "
                                                "%4 cleared beside it")
                                     .arg(i)
                                     .arg(inked)
                                     .arg(rows)
                                     .arg(cleared);
            QVERIFY2(inked >= rows * 9 / 10 ||
                         (l.kind == sim::MarkKind::LinkDelay && inked >= rows / 2),
                     qPrintable(what)); // a delay's connector is dashed
            QVERIFY2(cleared >= rows * 9 / 10, qPrintable(what));
        }
    }

    // The same without a mouse: L on a lane, Up/Down to the other end, X cuts, D delays.
    void theKeyboardMakesALinkMark() {
        BenchPage page;
        QVERIFY(shownWithRun(page));
        BenchLanes* lanes = page.lanes();
        lanes->setFocus();
        page.setPlayhead(1500 * kMs);
        QTest::keyClick(lanes, BenchLanes::kLinkKey); // from C1
        QCOMPARE(lanes->linkingFrom(), 0);
        QTest::keyClick(lanes, Qt::Key_Down);
        QTest::keyClick(lanes, Qt::Key_Down);
        QTest::keyClick(lanes, Qt::Key_Down); // M2
        QTest::keyClick(lanes, BenchLanes::keyOf(sim::MarkKind::LinkCut));
        QCOMPARE(page.marks().size(), std::size_t(1));
        QCOMPARE(page.marks()[0].kind, sim::MarkKind::LinkCut);
        QCOMPARE(page.marks()[0].lane, 0);
        QCOMPARE(page.marks()[0].master, 1);
        QCOMPARE(page.marks()[0].atUs, 1500 * kMs);
        QCOMPARE(lanes->linkingFrom(), -1);
        // The new mark is chosen, on C1's lane. From M3 back up to C2: a delay.
        QCOMPARE(lanes->selectedMark(), 0);
        QTest::keyClick(lanes, Qt::Key_Escape);
        for (int i = 0; i < 4; ++i) {
            QTest::keyClick(lanes, Qt::Key_Down);
        }
        QCOMPARE(lanes->selectedLane(), 4);
        QTest::keyClick(lanes, BenchLanes::kLinkKey);
        QTest::keyClick(lanes, Qt::Key_Up);
        QTest::keyClick(lanes, Qt::Key_Up);
        QTest::keyClick(lanes, Qt::Key_Up); // C2
        QTest::keyClick(lanes, BenchLanes::keyOf(sim::MarkKind::LinkDelay));
        QCOMPARE(page.marks().size(), std::size_t(2));
        QCOMPARE(page.marks()[1].kind, sim::MarkKind::LinkDelay);
        QCOMPARE(page.marks()[1].lane, 1);
        QCOMPARE(page.marks()[1].master, 2);
        QVERIFY(page.marks()[1].extraUs > 0);
        // Esc gives a link up; a link's key between two clients makes nothing, and X on a
        // client alone is still the cut-off.
        QTest::keyClick(lanes, Qt::Key_Escape);
        QTest::keyClick(lanes, BenchLanes::kLinkKey);
        QTest::keyClick(lanes, Qt::Key_Escape);
        QCOMPARE(lanes->linkingFrom(), -1);
        QTest::keyClick(lanes, BenchLanes::kLinkKey);
        QTest::keyClick(lanes, Qt::Key_Up); // C1
        QTest::keyClick(lanes, Qt::Key_D);
        QCOMPARE(page.marks().size(), std::size_t(2));
        QTest::keyClick(lanes, Qt::Key_X);
        QCOMPARE(page.marks().size(), std::size_t(3));
        QCOMPARE(page.marks()[2].kind, sim::MarkKind::CutOff);
    }

    // Issue 30: a scenario (the search's counterexample) opens on the bench, its faults as
    // marks: the same run as the scenario's own; a shorter pause recomputes it as the core
    // says; it saves as a scenario file that plays the same; and the looping bench comes back.
    void aScenarioOpensWithItsFaultsAsMarks() {
        const sim::Scenario found = pauseCounterexample();
        QVERIFY(!found.faults.empty());
        BenchPage page;
        QVERIFY(shownWithRun(page));
        page.openScenario(found);
        QVERIFY(page.fromScenario());
        QVERIFY(waitForRun(page));
        const sim::BenchStart start = sim::benchFromScenario(found);
        QCOMPARE(page.marks(), start.marks);
        QCOMPARE(runText(page.run()), runText(sim::simulate(found)));
        QVERIFY(page.run().violated());
        QCOMPARE(page.lanes()->laneCount(),
                 static_cast<int>(found.clients.size() + found.params.masters.size()));
        QVERIFY(!page.findChild<QSpinBox*>(QStringLiteral("benchMasters"))->isEnabled());
        // A run of a fraction of a second reads in ms ("t = 0.09 s" said too little).
        QVERIFY(page.run().endUs < 1000000);
        const QString clock = page.findChild<QLabel*>(QStringLiteral("benchClock"))->text();
        QVERIFY2(clock.endsWith(Readouts::ms(Micros(page.run().endUs)) + QStringLiteral(" ms")),
                 qPrintable(clock));
        auto* note = page.findChild<QLabel*>(QStringLiteral("benchBaseNote"));
        QVERIFY(note && note->isVisible() && !note->text().isEmpty());
        // The set-up line and the handout say the scenario's own numbers, not the looping
        // bench's (which said "TTL 2 000 ms" beside a 30 ms counterexample).
        auto* drawer = page.findChild<SetupDrawer*>();
        QVERIFY(drawer);
        drawer->setCompact(true);
        drawer->refreshSummary();
        const QString ttl = QStringLiteral("TTL %1 ms").arg(Readouts::count(found.params.ttlMs));
        QVERIFY(found.params.ttlMs != page.settings().ttlMs);
        QVERIFY2(drawer->summaryLabel()->text().contains(ttl),
                 qPrintable(drawer->summaryLabel()->text()));
        QVERIFY(page.handoutSetup().join(u'\n').contains(ttl));
        // The pause 200 ms shorter (as short as a mark gets): the run the core makes of it.
        const auto pause =
            std::find_if(page.marks().begin(), page.marks().end(),
                         [](const sim::Mark& m) { return m.kind == sim::MarkKind::Pause; });
        QVERIFY(pause != page.marks().end());
        const int index = static_cast<int>(pause - page.marks().begin());
        page.resizeMark(index, pause->amountUs - 200 * kMs);
        QVERIFY(waitForRun(page));
        std::vector<sim::Mark> shorter = start.marks;
        shorter[static_cast<std::size_t>(index)].amountUs = 10 * kMs;
        QCOMPARE(page.marks(), shorter);
        const sim::SimResult expected = sim::simulate(sim::benchScenario(start.base, shorter));
        QCOMPARE(sim::toJson(page.run()), sim::toJson(expected));
        QVERIFY(runText(page.run()) != runText(sim::simulate(found)));
        // Saved and loaded back through the file loader: the same run.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("opened.json"));
        QCOMPARE(page.saveScenario(path), QString());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        const auto file = sim::loadScenarioFile(std::string_view(text.constData(), text.size()));
        QVERIFY2(file.ok(), file ? "" : file.error().message.c_str());
        QCOMPARE(sim::toJson(sim::simulate(file->base)), sim::toJson(page.run()));
        // Back to the looping bench: the settings' lanes, no marks.
        page.closeScenario();
        QVERIFY(!page.fromScenario());
        QVERIFY(page.marks().empty());
        QVERIFY(page.findChild<QSpinBox*>(QStringLiteral("benchMasters"))->isEnabled());
        QVERIFY(waitForRun(page));
        QCOMPARE(page.scenario().name, std::string("lab-bench"));
    }

    // In Chinese, an opened scenario's note reads Chinese: the faults no mark can say name
    // their lanes as the lanes do (存储, where it said "C1 → storage"), for every counterexample
    // the search finds for the known answers that break.
    void anOpenedScenarioNamesItsLanesInTheReadersLanguage() {
        LanguageSwitcher languages;
        QVERIFY(languages.setLanguage(QStringLiteral("zh_CN")));
        const auto back =
            qScopeGuard([&languages] { languages.setLanguage(QStringLiteral("en")); });
        const QString storage = Readouts::laneName(sim::kStorageLane);
        QVERIFY(storage != QLatin1String(sim::kStorageLane));
        static const QRegularExpression english(QStringLiteral("[A-Za-z]{3,}"));
        BenchPage page;
        QVERIFY(shownWithRun(page));
        int opened = 0, naming = 0;
        const std::vector<known_answers::Found> found = known_answers::counterexamples();
        QCOMPARE(found.size(), known_answers::breakingRows());
        for (const known_answers::Found& row : found) {
            page.openScenario(row.scenario);
            ++opened;
            const QString note = page.findChild<QLabel*>(QStringLiteral("benchBaseNote"))->text();
            QVERIFY2(!note.contains(english), qPrintable(note));
            naming += note.contains(storage) ? 1 : 0;
        }
        QVERIFY(opened > 0);
        QVERIFY(naming > 0); // a storage delay among the kept faults: the case this is about
    }

    // Link marks save as a scenario file and play the same.
    void linkMarksSurviveTheScenarioFile() {
        BenchPage page;
        QVERIFY(shownWithRun(page));
        QVERIFY(page.addLinkMark(sim::MarkKind::LinkCut, 0, 1));
        page.setPlayhead(3000 * kMs);
        QVERIFY(page.addLinkMark(sim::MarkKind::LinkDelay, 1, 2));
        QVERIFY(!page.addLinkMark(sim::MarkKind::Pause, 1, 2));
        QVERIFY(!page.addLinkMark(sim::MarkKind::LinkCut, 0, 9));
        QVERIFY(waitForRun(page));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("links.json"));
        QCOMPARE(page.saveScenario(path), QString());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        const auto file = sim::loadScenarioFile(std::string_view(text.constData(), text.size()));
        QVERIFY2(file.ok(), file ? "" : file.error().message.c_str());
        QCOMPARE(file->base, page.scenario());
        QCOMPARE(sim::toJson(sim::simulate(file->base)), sim::toJson(page.run()));
        const auto& faults = file->base.faults;
        QVERIFY(std::any_of(faults.begin(), faults.end(), [](const sim::Fault& g) {
            return g.kind == sim::FaultKind::Partition && g.client == "C1" &&
                   g.masters == std::vector<std::string>{"M2"};
        }));
        QVERIFY(std::any_of(faults.begin(), faults.end(), [](const sim::Fault& g) {
            return g.kind == sim::FaultKind::Delay && g.client == "C2" && g.extraUs > 0 &&
                   g.masters == std::vector<std::string>{"M3"};
        }));
    }

    void aMarkAtTheStartLeavesTheLaneNameReadable() {
        BenchPage page;
        QVERIFY(shownWithRun(page));
        page.addMark({sim::MarkKind::Crash, 0, 0, 0});                // M1 at 0 ms
        page.addMark({sim::MarkKind::Pause, 1, 20 * kMs, 500 * kMs}); // C2 at 20 ms
        QVERIFY(waitForRun(page));
        BenchLanes* lanes = page.lanes();
        const int plotStart = static_cast<int>(std::lround(lanes->xOf(0)));
        for (int i = 0; i < 2; ++i) {
            const QRect flag = lanes->markRect(i);
            QVERIFY(!flag.isEmpty());
            QVERIFY2(flag.left() >= plotStart,
                     qPrintable(QStringLiteral("mark %1 at x %2, plot from %3")
                                    .arg(i)
                                    .arg(flag.left())
                                    .arg(plotStart)));
        }
    }

    void draggingAMarkMovesItAndRecomputes() {
        BenchPage page;
        QVERIFY(shownWithRun(page));
        page.addMark({sim::MarkKind::Pause, 0, 5000 * kMs, 3000 * kMs});
        QVERIFY(waitForRun(page));
        const std::string before = sim::toJson(page.run());
        BenchLanes* lanes = page.lanes();
        const QRect flag = lanes->markRect(0);
        QVERIFY(!flag.isEmpty());
        QSignalSpy ready(&page, &BenchPage::runReady);
        const QPoint from = flag.center();
        const QPoint to(static_cast<int>(lanes->xOf(9000 * kMs)), from.y());
        drag(lanes, from, to);
        QCOMPARE(page.marks().size(), std::size_t(1));
        const sim::Us moved = page.marks()[0].atUs;
        QVERIFY2(std::llabs(moved - 9000 * kMs) < 200 * kMs, qPrintable(QString::number(moved)));
        QTRY_VERIFY_WITH_TIMEOUT(ready.count() >= 1, 20000);
        QVERIFY(waitForRun(page));
        QVERIFY(sim::toJson(page.run()) != before);
        const auto pause =
            std::find_if(page.scenario().faults.begin(), page.scenario().faults.end(),
                         [](const sim::Fault& f) { return f.kind == sim::FaultKind::Pause; });
        QVERIFY(pause != page.scenario().faults.end());
        QCOMPARE(pause->atUs, moved);
        // The same marks again: the same run (the seed and the marks make it).
        const std::string after = sim::toJson(page.run());
        page.moveMark(0, 1000 * kMs);
        QVERIFY(waitForRun(page));
        page.moveMark(0, moved);
        QTRY_VERIFY_WITH_TIMEOUT(page.scenario().faults.size() && waitForRun(page) &&
                                     sim::toJson(page.run()) == after,
                                 20000);
    }

    // "What if the pause had been 1.5 s longer" is one drag: the grip at the end of a mark's bar
    // sets its length (and the run follows); [ and ] do it from the keyboard; a clock jump,
    // whose amount is a step and not a length, has no grip and ignores the keys.
    void draggingAMarksEndChangesItsLength() {
        BenchPage page;
        QVERIFY(shownWithRun(page));
        page.addMark({sim::MarkKind::Pause, 0, 5000 * kMs, 1000 * kMs});
        QVERIFY(waitForRun(page));
        BenchLanes* lanes = page.lanes();
        const QRect grip = lanes->lengthGripRect(0);
        QVERIFY(!grip.isEmpty());
        QVERIFY(!grip.intersects(lanes->markRect(0))); // the grip is not the flag
        const QPoint from = grip.center();
        const QPoint to(static_cast<int>(lanes->xOf(7500 * kMs)), from.y());
        drag(lanes, from, to);
        QCOMPARE(page.marks().size(), std::size_t(1));
        QCOMPARE(page.marks()[0].atUs, 5000 * kMs); // moved nowhere
        const sim::Us length = page.marks()[0].amountUs;
        QVERIFY2(std::llabs(length - 2500 * kMs) < 200 * kMs, qPrintable(QString::number(length)));
        QVERIFY(waitForRun(page));
        const auto pauseOf = [&page] {
            const auto& f = page.scenario().faults;
            const auto it = std::find_if(f.begin(), f.end(), [](const sim::Fault& x) {
                return x.kind == sim::FaultKind::Pause;
            });
            return it == f.end() ? sim::Us(-1) : it->forUs;
        };
        QCOMPARE(pauseOf(), length);
        // The keyboard: the mark is chosen; ] adds 100 ms, Shift+[ takes 1 s off.
        QCOMPARE(lanes->selectedMark(), 0);
        lanes->setFocus();
        QTest::keyClick(lanes, Qt::Key_BracketRight);
        QCOMPARE(page.marks()[0].amountUs, length + 100 * kMs);
        QTest::keyClick(lanes, Qt::Key_BracketLeft, Qt::ShiftModifier);
        QCOMPARE(page.marks()[0].amountUs, length + 100 * kMs - 1000 * kMs);
        QVERIFY(waitForRun(page));
        QCOMPARE(pauseOf(), page.marks()[0].amountUs);
        // Never below 10 ms however often it is shortened.
        for (int i = 0; i < 5; ++i) {
            QTest::keyClick(lanes, Qt::Key_BracketLeft, Qt::ShiftModifier);
        }
        QCOMPARE(page.marks()[0].amountUs, 10 * kMs);
        // A clock jump has no length to drag.
        page.addMark({sim::MarkKind::ClockJump, 0, 3000 * kMs, 500 * kMs});
        QVERIFY(lanes->lengthGripRect(1).isEmpty());
        lanes->setSelectedMark(1);
        QTest::keyClick(lanes, Qt::Key_BracketRight);
        QCOMPARE(page.marks()[1].amountUs, 500 * kMs);
        QVERIFY(waitForRun(page));
    }

    void countersFollowThePlayhead() {
        BenchPage page;
        page.findChild<QSpinBox*>(QStringLiteral("benchMasters"))->setValue(3);
        QVERIFY(waitForRun(page));
        const sim::Us held = firstHold(page);
        QVERIFY(held > 0);
        page.addMark({sim::MarkKind::RestartWiped, 0, held + 100 * kMs, 0});
        page.addMark({sim::MarkKind::RestartWiped, 1, held + 100 * kMs, 0});
        QVERIFY(waitForRun(page));
        QVERIFY(!page.run().overlaps.empty());
        const sim::Us from = page.run().overlaps.front().from;
        page.setPlayhead(from - 1);
        QCOMPARE(page.tally().overlaps, 0);
        QCOMPARE(page.counterText(0), QStringLiteral("0"));
        QSignalSpy changed(&page, &BenchPage::tallyChanged);
        page.setPlayhead(from + 50 * kMs);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(page.tally().overlaps, 1);
        QCOMPARE(page.counterText(0), QStringLiteral("1"));
        QVERIFY2(page.sentenceText().contains(QStringLiteral("both believe")),
                 qPrintable(page.sentenceText()));
        // Played to the end by the clock: the playhead moves on its own and stops at the end.
        page.setSpeedIndex(6); // 10x
        page.setPlayhead(page.run().endUs - 300 * kMs);
        page.setPlaying(true);
        QTRY_VERIFY_WITH_TIMEOUT(!page.playing(), 10000);
        QCOMPARE(page.playhead(), page.run().endUs);
    }

    // All the settings at once: what the controls then say is what was set (clamped to the
    // controls' ranges), and one run of that shape arrives.
    void setSettingsSetsEveryControlAndRunsOnce() {
        BenchPage page;
        QVERIFY(waitForRun(page));
        sim::BenchSettings b;
        b.masters = 9;
        b.clients = 4;
        b.ttlMs = 3000;
        b.workMs = 500;
        b.thinkMs = 200;
        b.seed = 7;
        b.runMs = 30000;
        b.write = false;
        b.fencing = sim::Fencing::Token;
        QSignalSpy ready(&page, &BenchPage::runReady);
        page.setSettings(b);
        QCOMPARE(page.settings(), b);
        QVERIFY(waitForRun(page));
        QCOMPARE(ready.count(), 1);
        QCOMPARE(int(page.scenario().params.masters.size()), 9);
        QCOMPARE(int(page.scenario().clients.size()), 4);
        b.masters = 42; // beyond the range: clamped, as the spin box would
        page.setSettings(b);
        QCOMPARE(page.settings().masters, sim::kBenchMaxMasters);
    }

    // Issue 27: the bench wrote numbers the locale's way ("TTL 2,000 ms" in Chinese too) while
    // every other page groups thousands with a no-break space. Under a locale that uses commas,
    // no text of the bench — the folded set-up line, the clock, the counters, the sentence, the
    // recap entry — may group digits with a comma, and the set-up line shows the app's grouping.
    void numbersAreGroupedAsOnEveryOtherPage() {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
        const auto restore = qScopeGuard([&] { QLocale::setDefault(before); });
        QVERIFY(QLocale().toString(2000).contains(QLatin1Char(','))); // the case being tested
        BenchPage page;
        QVERIFY(waitForRun(page));
        sim::BenchSettings b = page.settings();
        b.ttlMs = 2000;
        b.seed = 12345;
        b.runMs = 20000;
        page.setSettings(b);
        QVERIFY(waitForRun(page));
        page.setPlayhead(page.run().endUs);
        auto* drawer = page.findChild<SetupDrawer*>();
        QVERIFY(drawer);
        drawer->setCompact(true); // the folded set-up line, as in presenter mode on a short screen
        drawer->refreshSummary();
        QStringList texts{drawer->summaryLabel()->text(), page.sentenceText()};
        for (const QLabel* l : page.findChildren<QLabel*>()) {
            texts << l->text();
        }
        for (int i = 0; i < 4; ++i) {
            texts << page.counterText(i);
        }
        const QRegularExpression comma(QStringLiteral("\\d,\\d{3}(?!\\d)"));
        for (const QString& t : texts) {
            QVERIFY2(!t.contains(comma), qPrintable(t));
        }
        QVERIFY2(drawer->summaryLabel()->text().contains(QStringLiteral("TTL 2\u00A0000 ms")),
                 qPrintable(drawer->summaryLabel()->text()));
        QVERIFY2(drawer->summaryLabel()->text().contains(QStringLiteral("seed 12\u00A0345")),
                 qPrintable(drawer->summaryLabel()->text()));
    }

    // "Run on" offers the backends whose row in the one table names a bench choice, in the
    // table's order and by the table's names: a backend the bench cannot start its own masters
    // on (external ones) is not offered, and choosing it changes nothing.
    void runOnListsTheBackendsTable() {
        BenchPage page;
        auto* where = page.findChild<QComboBox*>(QStringLiteral("benchWhere"));
        QVERIFY(where);
        QList<Backend> offered, benchRows;
        for (int i = 0; i < where->count(); ++i) {
            const auto b = static_cast<Backend>(where->itemData(i).toInt());
            offered << b;
            QCOMPARE(where->itemText(i), backendBenchName(b));
            QVERIFY(!where->itemText(i).isEmpty());
        }
        for (const BackendKind& k : backendKinds()) {
            if (k.benchText) {
                benchRows << k.backend;
            }
        }
        QCOMPARE(offered, benchRows);
        QVERIFY(offered.contains(Backend::Mock) && offered.contains(Backend::Local) &&
                offered.contains(Backend::Docker));
        QVERIFY(!offered.contains(Backend::External));
        page.setWhere(Backend::Docker);
        page.setWhere(Backend::External);
        QCOMPARE(page.where(), Backend::Docker);
        QVERIFY(page.onRealServers());
        page.setOnRealServers(false);
        QCOMPARE(page.where(), Backend::Mock);
    }

    // Docker: the bench has its own image choice (hidden elsewhere), which names what Start
    // runs; the Masters dialog's image still reaches it. In compact presenter mode the status
    // says it in a few words on one line, whole, with the full sentence in its tooltip.
    void dockerHasItsOwnImageChoiceAndABriefStatus() {
        BenchPage page;
        QVERIFY(shownWithRun(page));
        QComboBox* image = page.imageChoice();
        QVERIFY(!image->isVisible());
        page.setWhere(Backend::Docker);
        QVERIFY(image->isVisible() && image->isEditable());
        image->setEditText(QStringLiteral("example/valkey:test"));
        QCOMPARE(page.dockerImage(), QStringLiteral("example/valkey:test"));
        QVERIFY2(page.liveStatusText().contains(QLatin1String("example/valkey:test")),
                 qPrintable(page.liveStatusText()));
        page.setDockerImage(QStringLiteral("other/redis:7")); // from the Masters dialog
        QCOMPARE(image->currentText(), QStringLiteral("other/redis:7"));
        page.setWhere(Backend::Mock);
        QVERIFY(!image->isVisible());

        page.setWhere(Backend::Docker);
        auto* drawer = page.findChild<SetupDrawer*>();
        QVERIFY(drawer);
        drawer->setCompact(true);
        auto* status = page.findChild<QLabel*>(QStringLiteral("benchLiveStatus"));
        QVERIFY(status);
        QTRY_COMPARE(status->text(), page.liveStatusBrief());
        QVERIFY(!status->text().contains(QChar(0x2026))); // not elided
        QCOMPARE(status->toolTip(), page.liveStatusText());
        QVERIFY(page.liveStatusBrief().size() < page.liveStatusText().size());
        QVERIFY(status->geometry().right() <= page.lanes()->geometry().right());
    }

    // A long dense run is drawn from a layer that keeps the lines drawn so far (the bench
    // playing): whatever way the playhead got somewhere (forward step by step, or back), the
    // lanes look as they do when drawn afresh at that moment.
    void lanesLookTheSameHoweverThePlayheadGotThere() {
        sim::BenchSettings b;
        b.masters = sim::kBenchMaxMasters;
        b.clients = sim::kBenchMaxClients;
        b.runMs = 60000;
        const auto pageAt = [&b](BenchPage& page) {
            page.resize(1280, 900);
            page.show();
            page.setSettings(b);
            return waitForRun(page) && QTest::qWaitForWindowExposed(&page);
        };
        const auto picture = [](BenchPage& page) {
            page.lanes()->repaint();
            return page.lanes()->grab().toImage();
        };
        const auto differing = [](const QImage& x, const QImage& y) {
            if (x.size() != y.size()) {
                return x.width() * x.height();
            }
            int n = 0;
            for (int row = 0; row < x.height(); ++row) {
                for (int col = 0; col < x.width(); ++col) {
                    n += x.pixel(col, row) != y.pixel(col, row) ? 1 : 0;
                }
            }
            return n;
        };
        BenchPage walked;
        QVERIFY(pageAt(walked));
        for (sim::Us t = 0; t <= 40'000 * kMs; t += 2'000 * kMs) {
            walked.setPlayhead(t);
            picture(walked);
        }
        walked.setPlayhead(20'000 * kMs); // back
        const QImage back = picture(walked);
        walked.setPlayhead(40'000 * kMs);
        const QImage forward = picture(walked);
        walked.hide(); // the fresh page alone on screen, as the walked one was
        BenchPage fresh;
        QVERIFY(pageAt(fresh));
        fresh.setPlayhead(20'000 * kMs);
        const QImage freshBack = picture(fresh);
        fresh.setPlayhead(40'000 * kMs);
        const QImage freshForward = picture(fresh);
        QVERIFY(walked.lanes()->drawnItemCount() > 1000); // dense: the layer's way
        // Only complete messages are kept, so a message in flight at one of the stops leaves
        // nothing behind: forward as well as back, the pictures are the same.
        const int total = back.width() * back.height();
        QCOMPARE(differing(back, freshBack), 0);
        QVERIFY2(differing(forward, freshForward) < total / 1000,
                 qPrintable(QString::number(differing(forward, freshForward))));
        QCOMPARE(differing(forward, freshForward), 0);
    }

    void saveAndOpenRoundTrip() {
        MainWindow w;
        QVERIFY(w.showPage(QStringLiteral("sandbox")));
        auto* page = qobject_cast<BenchPage*>(w.page(QStringLiteral("sandbox")));
        QVERIFY(page);
        QVERIFY(waitForRun(*page));
        page->addMark({sim::MarkKind::Crash, 2, 3000 * kMs, 0});
        page->addMark({sim::MarkKind::Pause, 1, 4000 * kMs, 2500 * kMs});
        QVERIFY(waitForRun(*page));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bench.json"));
        QCOMPARE(page->saveScenario(path), QString());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        const auto file = sim::loadScenarioFile(std::string_view(text.constData(), text.size()));
        QVERIFY2(file.ok(), file ? "" : file.error().message.c_str());
        QCOMPARE(file->base, page->scenario());
        QCOMPARE(sim::toJson(sim::simulate(file->base)), sim::toJson(page->run()));
        // Open on the timing page: the window turns to it with the bench's run as A.
        QCOMPARE(page->openOnTimingPage(), QString());
        auto* timing = w.findChild<TimingPage*>(QStringLiteral("page-timing"));
        QVERIFY(timing);
        QVERIFY(timing->model()->fromFile());
        QCOMPARE(timing->model()->scenarioA().name, std::string("lab-bench"));
        const std::string expected = sim::toJson(page->run());
        QTRY_VERIFY_WITH_TIMEOUT(sim::toJson(timing->model()->fullA()) == expected, 20000);
    }
};

QTEST_MAIN(TestSandboxPage)
#include "tst_sandbox_page.moc"
