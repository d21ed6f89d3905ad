// Classroom traps (issue 12): page keys whatever has focus, the wheel, state per page and
// reset, the page list, zoom steps, window size, pages opening at their top, the pace of
// playback, the shortcut sheet and the safety-check verdict in presenter mode.

#include "ui/layout_checks.h"

#include "ui/app/language_switcher.h"
#include "ui/app/main_window.h"
#include "ui/app/page_catalog.h"
#include "ui/app/settings.h"
#include "ui/app/shortcut_sheet.h"
#include "ui/app/window_actions.h"
#include "ui/check/check_dialog.h"
#include "ui/check/check_verdict.h"
#include "ui/guide/glossary_dialog.h"
#include "ui/guide/study_guide.h"
#include "ui/guide/welcome_dialog.h"
#include "ui/live/masters_dialog.h"
#include "ui/model/lab_state.h"
#include "ui/model/playback.h"
#include "ui/pages/gates/gates_page.h"
#include "ui/pages/majority/majority_page.h"
#include "ui/pages/protocol/master_links.h"
#include "ui/pages/protocol/protocol_page.h"
#include "ui/pages/recap/recap_page.h"
#include "ui/pages/recap/recap_point.h"
#include "ui/pages/sandbox/bench_lanes.h"
#include "ui/teacher_input.h"
#include "ui/widgets/master_toggles.h"
#include "ui/widgets/page_header.h"
#include "ui/widgets/playback_bar.h"
#include "ui/widgets/theme.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QScopeGuard>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QWheelEvent>

using namespace redlock::ui;
using redlock::Micros;
using redlock::Millis;

namespace {

using teacher::clickArrow;
using teacher::press;

void wheel(QWidget* w, int notches) {
    const QPointF at(w->width() / 2.0, w->height() / 2.0);
    QWheelEvent e(at, w->mapToGlobal(at), QPoint(), QPoint(0, 120 * notches), Qt::NoButton,
                  Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(w, &e);
}

QScrollArea* scrollOf(MainWindow& w, const QString& name) {
    return qobject_cast<QScrollArea*>(w.page(name)->parentWidget()->parentWidget());
}

struct Shown {
    MainWindow w;
    bool active = false;
    explicit Shown(bool presenter = true) {
        w.setPresenter(presenter);
        w.show();
        active = QTest::qWaitForWindowActive(&w);
    }
    template <class P> P* page(const char* name) {
        return qobject_cast<P*>(w.page(QLatin1String(name)));
    }
};

// What `window` shows cut off: a label whose text does not fit (layout_checks::labelCut: a
// one-line label narrower than its text, a wrapped one shorter) and the controls
// layout_checks::clippedControls finds.
QStringList clippedText(QWidget* window) {
    QStringList out;
    for (QLabel* label : window->findChildren<QLabel*>()) {
        if (label->isVisibleTo(window)) {
            if (const QString cut = layout_checks::labelCut(label); !cut.isEmpty()) {
                out << label->objectName() + QStringLiteral(" '") + label->text() +
                           QStringLiteral("' ") + cut;
            }
        }
    }
    return out + layout_checks::clippedControls(window, window);
}

} // namespace

class TestClassroom : public QObject {
    Q_OBJECT
private slots:
    // Item 1: the keys 1–9 flip masters wherever the focus is, also on the page list (whose
    // type-ahead used to turn "4" into "go to page 4") and after a spin box was clicked.
    void digitsFlipMastersWhateverHasFocus() {
        Shown s;
        LabState* state = s.w.state();
        s.w.navigation()->setFocus();
        press(&s.w, Qt::Key_4);
        QCOMPARE(s.w.currentPageName(), QStringLiteral("majority"));
        QVERIFY(!state->isUp(3));
        auto* page = s.page<MajorityPage>("majority");
        clickArrow(page->mastersSpin(), true);
        QCOMPARE(state->masterCount(), 6);
        QCOMPARE(QApplication::focusWidget(), page->mastersSpin());
        press(&s.w, Qt::Key_2);
        QVERIFY(!state->isUp(1));
        QCOMPARE(state->masterCount(), 6);
        // A master button clicked with the mouse keeps no claim on the digits either.
        QTest::mouseClick(page->toggles()->button(0), Qt::LeftButton);
        QVERIFY(!state->isUp(0));
        press(&s.w, Qt::Key_1);
        QVERIFY(state->isUp(0));
    }

    // …except a text field being typed in: reached with Tab, the N field takes the digits.
    void aFieldBeingTypedInKeepsItsDigits() {
        Shown s;
        auto* page = s.page<MajorityPage>("majority");
        page->mastersSpin()->setFocus(Qt::TabFocusReason);
        press(&s.w, Qt::Key_A, Qt::ControlModifier);
        press(&s.w, Qt::Key_7);
        press(&s.w, Qt::Key_Return);
        QCOMPARE(page->mastersSpin()->value(), 7);
        for (int i = 0; i < 7; ++i) {
            QVERIFY(s.w.state()->isUp(i));
        }
        // Enter committed the value: the next digit is a master key again.
        press(&s.w, Qt::Key_7);
        QVERIFY(!s.w.state()->isUp(6));
    }

    // → and ← step the protocol trace after a spin box or a radio button was clicked.
    void arrowsStepTheTraceAfterAClick() {
        Shown s;
        s.w.showPage(QStringLiteral("protocol"));
        auto* page = s.page<ProtocolPage>("protocol");
        clickArrow(page->clientsSpin(), true);
        QCOMPARE(page->clientsSpin()->value(), 2);
        QTest::mouseClick(page->alignRadio(), Qt::LeftButton);
        QVERIFY(page->alignRadio()->isChecked());
        press(&s.w, Qt::Key_Left);
        const int at = page->playback()->currentEvent();
        QVERIFY(at > 0);
        press(&s.w, Qt::Key_Left);
        QCOMPARE(page->playback()->currentEvent(), at - 1);
        press(&s.w, Qt::Key_Right);
        QCOMPARE(page->playback()->currentEvent(), at);
        QVERIFY(page->alignRadio()->isChecked()); // the radio did not take the arrows
        QCOMPARE(page->clientsSpin()->value(), 2);
    }

    // Item 8: the wheel changes a number field only when it has focus.
    void wheelChangesOnlyAFocusedField() {
        Shown s;
        s.w.showPage(QStringLiteral("protocol"));
        QSpinBox* ttl = s.page<ProtocolPage>("protocol")->ttlSpin();
        const int before = ttl->value();
        QVERIFY(!ttl->hasFocus());
        wheel(ttl, 1);
        QCOMPARE(ttl->value(), before);
        QVERIFY(ttl->focusPolicy() != Qt::WheelFocus);
        ttl->setFocus(Qt::MouseFocusReason);
        wheel(ttl, 1);
        QVERIFY(ttl->value() > before);
    }

    // Item 4: the masters taken down on page 1 do not reach page 2; the elapsed time set on
    // page 3 does not reach page 1 nor the recap.
    void eachPageKeepsItsState() {
        Shown s;
        for (int i : {2, 3, 4}) {
            s.w.state()->toggleMaster(i);
        }
        auto* protocol = s.page<ProtocolPage>("protocol");
        QVERIFY2(protocol->readoutText().startsWith(QStringLiteral("Lock held")),
                 qPrintable(protocol->readoutText()));
        s.page<GatesPage>("gates")->elapsedSlider()->setValue(31000);
        s.w.state()->resetMasters();
        QCOMPARE(s.page<GatesPage>("gates")->headlineText(), QStringLiteral("Lock refused"));
        QCOMPARE(s.page<MajorityPage>("majority")->headlineText(), QStringLiteral("Lock held"));
        auto* recap = s.page<RecapPage>("recap");
        QVERIFY(recap->point(QStringLiteral("majority"))
                    ->statusText()
                    .contains(QStringLiteral("Lock held")));
    }

    // Item 4: R resets the page on screen (its button says so), Ctrl+Shift+R the whole lab.
    void resetThisPageAndTheLab() {
        Shown s;
        s.w.showPage(QStringLiteral("protocol"));
        auto* protocol = s.page<ProtocolPage>("protocol");
        clickArrow(protocol->clientsSpin(), true);
        QCOMPARE(protocol->clientsSpin()->value(), 2);
        auto* button = protocol->findChild<PageHeader*>()->resetButton();
        QVERIFY(button->isVisibleTo(&s.w));
        QCOMPARE(button->defaultAction(), s.w.actions()->resetPage);
        press(&s.w, Qt::Key_R);
        protocol = s.page<ProtocolPage>("protocol");
        QCOMPARE(protocol->clientsSpin()->value(), 1);

        s.w.showPage(QStringLiteral("gates"));
        auto* gates = s.page<GatesPage>("gates");
        gates->elapsedSlider()->setValue(31000);
        s.w.state()->toggleMaster(0);
        QTest::mouseClick(gates->findChild<PageHeader*>()->resetButton(), Qt::LeftButton);
        QCOMPARE(s.w.state()->elapsed(), Micros(Millis(LabState::kDefaultElapsedMs)));
        QVERIFY(s.w.state()->isUp(0));

        s.w.state()->setMasterCount(3);
        s.w.state()->setTtl(500);
        s.page<ProtocolPage>("protocol")->clientsSpin()->setValue(3);
        press(&s.w, Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(s.w.state()->masterCount(), LabState::kDefaultMasters);
        QCOMPARE(s.w.state()->ttl(), Millis(LabState::kDefaultTtlMs));
        QCOMPARE(s.page<ProtocolPage>("protocol")->clientsSpin()->value(), 1);
    }

    // Item 4: File → Reset settings forgets everything but the language.
    void resetSettingsKeepsTheLanguage() {
        QTemporaryDir dir;
        Settings settings(dir.filePath(QStringLiteral("s.ini")));
        MainWindow w;
        w.attachSettings(&settings);
        QVERIFY(w.setLanguage(QStringLiteral("zh_CN")));
        w.setPresenterScale(2.5);
        w.restoreDefaults();
        QCOMPARE(w.languages()->language(), QStringLiteral("zh_CN"));
        QCOMPARE(settings.language(), QStringLiteral("zh_CN"));
        QCOMPARE(w.presenterScale(), Theme::kPresenterScale);
        w.setLanguage(QStringLiteral("en"));
    }

    // Item 3: presenter mode hides the page list; F9 brings it back; the keys still turn pages.
    void presenterHidesThePageList() {
        Shown s;
        QVERIFY(!s.w.navigation()->isVisible());
        press(&s.w, Qt::Key_PageDown);
        QCOMPARE(s.w.currentPageName(), QStringLiteral("protocol"));
        press(&s.w, Qt::Key_3, Qt::ControlModifier);
        QCOMPARE(s.w.currentPageName(), QStringLiteral("gates"));
        press(&s.w, Qt::Key_F9);
        QVERIFY(s.w.navigation()->isVisible());
        s.w.setPresenter(false);
        QVERIFY(s.w.navigation()->isVisible());
    }

    // Item 3: each Ctrl+= / Ctrl+− is a step a class sees (a fifth or more), or nothing.
    void zoomMovesInVisibleSteps() {
        Shown s;
        const auto a = s.w.actions();
        double last = s.w.presenterScale();
        for (int i = 0; i < 3; ++i) {
            a->zoomIn->trigger();
            const double now = s.w.presenterScale();
            QVERIFY2(now == last ? now == Theme::kMaxPresenterScale : now >= last * 1.1 - 1e-9,
                     qPrintable(QStringLiteral("%1 -> %2").arg(last).arg(now)));
            last = now;
        }
        QVERIFY(last >= 2.6);
        for (int i = 0; i < 6; ++i) {
            a->zoomOut->trigger();
            const double now = s.w.presenterScale();
            QVERIFY2(now == last ? now <= Theme::kMinPresenterScale + 1e-9
                                 : now <= last / 1.1 + 1e-9,
                     qPrintable(QStringLiteral("%1 -> %2").arg(last).arg(now)));
            last = now;
        }
        QVERIFY(last < 2.0);
        QVERIFY(last >= Theme::kMinPresenterScale);
    }

    // Item 3: the first window fits the screen's available area; its size is remembered.
    void firstWindowFitsAndIsRemembered() {
        QTemporaryDir dir;
        Settings settings(dir.filePath(QStringLiteral("s.ini")));
        {
            MainWindow w;
            w.attachSettings(&settings);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            const QRect avail = w.screen()->availableGeometry();
            QVERIFY2(w.frameGeometry().width() <= avail.width() &&
                         w.frameGeometry().height() <= avail.height(),
                     qPrintable(QStringLiteral("%1x%2 in %3x%4")
                                    .arg(w.frameGeometry().width())
                                    .arg(w.frameGeometry().height())
                                    .arg(avail.width())
                                    .arg(avail.height())));
            w.resize(700, 500);
            QVERIFY(!settings.geometry().isEmpty());
        }
        MainWindow again;
        again.attachSettings(&settings);
        QCOMPARE(again.size(), QSize(700, 500));
    }

    // Item 7: a page opens at its top, however it was left, in Chinese and presenter mode.
    void pagesOpenAtTheTop() {
        Shown s;
        s.w.setLanguage(QStringLiteral("zh_CN"));
        s.w.resize(1280, 800);
        for (const QString& name : PageCatalog::names()) {
            QScrollBar* bar = scrollOf(s.w, name)->verticalScrollBar();
            bar->setValue(bar->maximum()); // as a class left it last time
        }
        for (int i = 1; i < PageCatalog::count(); ++i) {
            press(&s.w, Qt::Key_PageDown, Qt::ControlModifier);
            const QString name = PageCatalog::names().at(i);
            QCOMPARE(s.w.currentPageName(), name);
            QCoreApplication::processEvents();
            QCOMPARE(scrollOf(s.w, name)->verticalScrollBar()->value(), 0);
        }
        s.w.setLanguage(QStringLiteral("en"));
    }

    // Item 5: at the default pace an acquire plays at about a second per event.
    void defaultPaceIsASecondPerEvent() {
        Shown s;
        s.w.showPage(QStringLiteral("protocol"));
        Playback* p = s.page<ProtocolPage>("protocol")->playback();
        press(&s.w, Qt::Key_Space);
        QVERIFY(p->isPlaying());
        int frames = 0;
        while (p->isPlaying() && p->now() < p->axis().detailEnd() && frames < 100000) {
            p->advance(Playback::kFrameMs);
            ++frames;
        }
        const double wallMs = frames * Playback::kFrameMs;
        const int events = p->detailEventCount();
        QVERIFY(events >= 3); // T1 and the SETs, the replies, T2
        QVERIFY2(wallMs >= 800.0 * events && wallMs <= 1500.0 * events,
                 qPrintable(QStringLiteral("%1 ms for %2 events").arg(wallMs).arg(events)));
    }

    // Item 5: after a change of the configuration the readout describes the new trace.
    void timeReadoutFollowsAConfigurationChange() {
        Shown s;
        s.w.showPage(QStringLiteral("protocol"));
        auto* page = s.page<ProtocolPage>("protocol");
        Playback* p = page->playback();
        QCOMPARE(p->now(), p->end());
        page->links()->latencySpin(2)->setValue(40);
        QCOMPARE(p->now(), p->end());
        QVERIFY2(
            page->bar()->timeText().endsWith(QStringLiteral("event %1/%1").arg(p->eventCount())),
            qPrintable(page->bar()->timeText()));
    }

    // The Masters dialog (now with TLS rows) opened from a presenter-mode window on a
    // 1366x768 projector: the whole form, its error line and its buttons fit the screen's height
    // less a title bar, so OK is never below the screen's edge.
    // Each backend shows only its own rows (external with TLS on: the most of them); the
    // narrowest screen the app supports is 1280 wide.
    void mastersDialogFitsAProjectorInPresenterMode() {
        Shown s;
        auto english = qScopeGuard([&s] { s.w.setLanguage(QStringLiteral("en")); });
        for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
            QVERIFY(s.w.setLanguage(lang));
            for (const Backend b :
                 {Backend::Mock, Backend::Local, Backend::External, Backend::Docker}) {
                LiveConfig cfg;
                cfg.backend = b;
                cfg.tls = true;
                cfg.dockerStart = true; // Docker's tallest form: new containers over TLS
                MastersDialog dialog(cfg, &s.w);
                const QSize hint = dialog.sizeHint();
                qInfo("Masters dialog, %s, backend %d, presenter mode: %d x %d", qPrintable(lang),
                      int(b), hint.width(), hint.height());
                QVERIFY2(hint.height() <= 768 - 40, qPrintable(QString::number(hint.height())));
                QVERIFY2(hint.width() <= 1280, qPrintable(QString::number(hint.width())));
            }
        }
    }

    // Shown in presenter mode and walked through every backend (Docker with new containers and
    // TLS, the widest form, then back): no check box, combo or label is narrower than its text.
    // A window's adjustSize() is capped at two thirds of the screen's width, and a check box
    // shrinks below its text unless told not to: "Start new containers from the im" on a
    // 1280-px projector.
    void mastersDialogClipsNoText() {
        Shown s;
        auto english = qScopeGuard([&s] { s.w.setLanguage(QStringLiteral("en")); });
        for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
            QVERIFY(s.w.setLanguage(lang));
            LiveConfig cfg;
            cfg.tls = true;
            cfg.dockerStart = true;
            MastersDialog dialog(cfg, &s.w);
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            auto* combo = dialog.findChild<QComboBox*>(QStringLiteral("backendCombo"));
            QVERIFY(combo);
            for (const Backend b : {Backend::Docker, Backend::Local, Backend::External,
                                    Backend::Docker, Backend::Mock}) {
                combo->setCurrentIndex(static_cast<int>(b));
                QCoreApplication::processEvents();
                QVERIFY(dialog.layout()->geometry().isValid());
                const QStringList clipped = clippedText(&dialog);
                QVERIFY2(clipped.isEmpty(),
                         qPrintable(QStringLiteral("%1 backend %2: %3")
                                        .arg(lang)
                                        .arg(int(b))
                                        .arg(clipped.join(QStringLiteral("; ")))));
                // No band of empty space: the dialog is as tall as its rows need.
                QVERIFY2(dialog.height() <= dialog.sizeHint().height() ||
                             dialog.height() <= dialog.minimumSizeHint().height(),
                         qPrintable(QStringLiteral("%1 backend %2: %3 px high, needs %4")
                                        .arg(lang)
                                        .arg(int(b))
                                        .arg(dialog.height())
                                        .arg(dialog.sizeHint().height())));
                // On the screen (a 1280 x 800 projector: tests/ui/CMakeLists.txt), the
                // Docker form half as wide again as the Mock one it grew from.
                const QRect avail = dialog.screen()->availableGeometry();
                QVERIFY2(avail.contains(dialog.frameGeometry()),
                         qPrintable(QStringLiteral("%1 backend %2: the dialog at %3,%4 %5x%6")
                                        .arg(lang)
                                        .arg(int(b))
                                        .arg(dialog.x())
                                        .arg(dialog.y())
                                        .arg(dialog.width())
                                        .arg(dialog.height())));
            }
        }
    }

    // The app's other windows, in presenter mode on the projector and in both languages: the
    // shortcut sheet, the safety check, the welcome and the glossary. Each on the screen, none
    // with a text cut off.
    void noDialogClipsItsText() {
        Shown s;
        auto english = qScopeGuard([&s] { s.w.setLanguage(QStringLiteral("en")); });
        for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
            QVERIFY(s.w.setLanguage(lang));
            press(&s.w, Qt::Key_F1);
            const QList<QWidget*> windows{s.w.shortcutSheet(), s.w.checkDialog(),
                                          s.w.guide()->showWelcome(), s.w.guide()->showGlossary()};
            for (QWidget* window : windows) {
                QVERIFY(window);
                window->show();
                QVERIFY(QTest::qWaitForWindowExposed(window));
                QCoreApplication::processEvents();
                const QString name = lang + QLatin1Char(' ') +
                                     QString::fromLatin1(window->metaObject()->className());
                const QStringList clipped = clippedText(window);
                QVERIFY2(clipped.isEmpty(), qPrintable(name + QStringLiteral(": ") +
                                                       clipped.join(QStringLiteral("; "))));
                const QRect avail = window->screen()->availableGeometry();
                QVERIFY2(avail.contains(window->frameGeometry()),
                         qPrintable(QStringLiteral("%1 at %2,%3 %4x%5")
                                        .arg(name)
                                        .arg(window->x())
                                        .arg(window->y())
                                        .arg(window->width())
                                        .arg(window->height())));
                window->close();
            }
        }
    }

    // Every page of the course, at 1280 x 800, 1366 x 768 and 1920 x 1080, in presenter and
    // normal mode, in both languages: no label, button, check box or combo narrower than its
    // text, no field narrower than its value.
    void noPageClipsItsText() {
        QStringList all;
        // The three screens the app is tried on, less a title bar and a panel.
        for (const QSize size : {QSize(1280, 760), QSize(1366, 728), QSize(1920, 1040)}) {
            for (const bool presenter : {true, false}) {
                Shown s(presenter);
                s.w.resize(size);
                auto english = qScopeGuard([&s] { s.w.setLanguage(QStringLiteral("en")); });
                for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
                    QVERIFY(s.w.setLanguage(lang));
                    for (const QString& name : PageCatalog::names()) {
                        QVERIFY(s.w.showPage(name));
                        QWidget* page = s.w.page(name);
                        QVERIFY(page);
                        layout_checks::settle();
                        for (const QString& c : clippedText(page)) {
                            all << QStringLiteral("%1x%2 %3 %4 %5: %6")
                                       .arg(size.width())
                                       .arg(size.height())
                                       .arg(presenter ? QStringLiteral("presenter")
                                                      : QStringLiteral("normal"),
                                            lang, name, c);
                        }
                    }
                }
            }
        }
        QVERIFY2(all.isEmpty(), qPrintable(all.join(QLatin1Char('\n'))));
    }

    // The explore page's four stances sit edge to edge in a grid, each column as wide as its
    // widest button, whose text then ran to the button's frame (4 px each side in Chinese):
    // each keeps at least half a line's height of space either side of its text.
    void explorePresetsHaveRoomAroundTheirText() {
        for (const bool presenter : {true, false}) {
            Shown s(presenter);
            s.w.resize(1280, 760);
            auto english = qScopeGuard([&s] { s.w.setLanguage(QStringLiteral("en")); });
            for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
                QVERIFY(s.w.setLanguage(lang));
                QVERIFY(s.w.showPage(QStringLiteral("explore")));
                QWidget* page = s.w.page(QStringLiteral("explore"));
                QVERIFY(page);
                layout_checks::settle();
                int seen = 0;
                for (auto* b : page->findChildren<QPushButton*>()) {
                    if (!b->objectName().startsWith(QLatin1String("preset"))) {
                        continue;
                    }
                    ++seen;
                    QString text = b->text();
                    text.remove(QLatin1Char('&'));
                    const int spare = b->width() - b->fontMetrics().horizontalAdvance(text);
                    QVERIFY2(spare >= b->fontMetrics().height(),
                             qPrintable(QStringLiteral("%1 %2 %3: %4 px beside '%5'")
                                            .arg(presenter ? QStringLiteral("presenter")
                                                           : QStringLiteral("normal"),
                                                 lang, b->objectName())
                                            .arg(spare)
                                            .arg(text)));
                }
                QCOMPARE(seen, 4);
            }
        }
    }

    // Item 9: the sheet lists every key, from the actions themselves, Backend menu included.
    void shortcutSheetListsEveryKey() {
        Shown s;
        press(&s.w, Qt::Key_F1);
        ShortcutSheet* sheet = s.w.shortcutSheet();
        QVERIFY(sheet->isVisible());
        const QStringList keys = sheet->keys();
        for (const QString& k :
             {QStringLiteral("Space"), QStringLiteral("Right"), QStringLiteral("Left"),
              QStringLiteral("Ctrl+M"), QStringLiteral("1"), QStringLiteral("9"),
              QStringLiteral("F9"), QStringLiteral("R"), QStringLiteral("Ctrl+Shift+R")}) {
            QVERIFY2(keys.contains(k), qPrintable(k + QStringLiteral(" in ") + keys.join('|')));
        }
        for (const QAction* act : s.w.keyedActions()) {
            for (const QKeySequence& k : act->shortcuts()) {
                QVERIFY2(keys.contains(k.toString(QKeySequence::NativeText)),
                         qPrintable(act->text()));
            }
        }
        // Every kind of mark the lab bench takes, by its key (the fast clock's F came later).
        for (const redlock::sim::MarkKind k : redlock::sim::kMarkKinds) {
            QVERIFY2(keys.contains(BenchLanes::letter(k)), qPrintable(BenchLanes::letter(k)));
        }
        // Readable in presenter mode: no row cut off, the sheet within the screen.
        const QRect avail = sheet->screen()->availableGeometry();
        QVERIFY(sheet->width() <= avail.width() && sheet->height() <= avail.height());
        sheet->close();
    }

    // Item 8: in presenter mode the safety check's verdict is on screen without scrolling.
    void checkVerdictInView() {
        Shown s;
        s.w.resize(1280, 800);
        CheckDialog* dialog = s.w.checkDialog();
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        auto* verdict = dialog->findChild<CheckVerdict*>();
        QVERIFY(verdict);
        const QRect inDialog(verdict->mapTo(dialog, QPoint(0, 0)), verdict->size());
        QVERIFY2(dialog->rect().contains(inDialog),
                 qPrintable(QStringLiteral("verdict at y=%1..%2 in a %3 px dialog")
                                .arg(inDialog.top())
                                .arg(inDialog.bottom())
                                .arg(dialog->height())));
        QVERIFY(verdict->height() > 0);
        dialog->close();
    }
};

QTEST_MAIN(TestClassroom)
#include "tst_classroom.moc"
