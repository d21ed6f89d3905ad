#include "ui/app/main_window.h"

#include "ui/app/paint_probe.h"

#include "ui/app/indicator_style.h"

#include "ui/app/language_switcher.h"
#include "ui/app/presenter_keys.h"
#include "ui/app/settings.h"
#include "ui/app/shortcut_sheet.h"
#include "ui/app/window_actions.h"
#include "ui/check/check_dialog.h"
#include "ui/guide/guide_progress.h"
#include "ui/guide/study_guide.h"
#include "ui/live/backend_controls.h"
#include "ui/live/backend_model.h"
#include "ui/model/lab_state.h"
#include "ui/pages/timing/timing_page.h"
#include "ui/widgets/language_change.h"
#include "ui/widgets/theme.h"

#include "ui/app/page_keys.h"
#include "ui/app/wheel_guard.h"
#include "ui/guide/glossary_tips.h"
#include "ui/widgets/page_header.h"
#include "ui/widgets/playback_bar.h"
#include "ui/widgets/setup_drawer.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>

namespace redlock::ui {

namespace {

// Runs `build` when `target` is about to be shown, before its first frame.
class BuildOnShow : public QObject {
public:
    BuildOnShow(QWidget* target, std::function<void()> build)
        : QObject(target), m_build(std::move(build)) {
        target->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Show) {
            watched->removeEventFilter(this);
            m_build();
        }
        return false;
    }

private:
    std::function<void()> m_build;
};

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), m_state(new LabState(this)), m_languages(new LanguageSwitcher(this)),
      m_actions(new WindowActions(this)), m_nav(new QListWidget(this)),
      m_stack(new QStackedWidget(this)), m_status(new QLabel(this)),
      m_backend(new BackendModel(m_state, this)) {
    m_context.shared = m_state;
    m_context.backend = m_backend;
    m_context.showPage = [this](const QString& name) { showPage(name); };
    onLanguageChange(this, [this] { retranslate(); });
    setObjectName(QStringLiteral("mainWindow"));
    Theme::setMode(Theme::mode()); // records the platform palette before we replace it
    m_nav->setObjectName(QStringLiteral("nav"));
    m_nav->setFrameShape(QFrame::NoFrame);
    // The list is sized to its longest title (fitNavigation), so eliding is a last resort.
    m_nav->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_nav->setTextElideMode(Qt::ElideRight);

    // Before any page exists, so every control the pages make is covered from the start.
    new WheelGuard(this);
    new GlossaryTips(this); // a term's definition wherever a label or button names it
    new PageKeys(this, m_actions->pageKeys());
    for (int i = 0; i < PageCatalog::count(); ++i) {
        // A scroll area keeps presenter mode usable on small screens instead of clipping.
        // The page inside is built the first time it is shown (or asked for, see page()),
        // so opening the lab on one page computes nothing for the others.
        auto* scroll = new QScrollArea(m_stack);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        new BuildOnShow(scroll, [this, i] { ensurePage(i); });
        m_stack->addWidget(scroll);
        m_nav->addItem(QString());
    }
    connect(m_nav, &QListWidget::currentRowChanged, m_stack, &QStackedWidget::setCurrentIndex);
    connect(m_stack, &QStackedWidget::currentChanged, this, [this](int index) {
        // Leaving a page pauses it, so its animation is where the class left it on return.
        if (PresenterKeys* keys = presenterKeysOf(m_lastIndex)) {
            keys->pause();
        }
        m_lastIndex = index;
        // A message about the page left ("Page reset: …") is not about the one turned to.
        statusBar()->clearMessage();
        updatePageKeys();
        updateWindowTitle();
        if (auto* scroll = qobject_cast<QScrollArea*>(m_stack->widget(index))) {
            ensurePage(index); // the page turned to is built now if it was not yet
            // Every page opens at its top, where its title is; once now, and once more after
            // the layout passes this turn of the page sets off.
            const auto toTop = [scroll] {
                scroll->verticalScrollBar()->setValue(0);
                scroll->horizontalScrollBar()->setValue(0);
            };
            scroll->widget()->setFocus();
            toTop();
            QTimer::singleShot(0, scroll, toTop);
        }
        if (m_settings) {
            m_settings->setLastPage(currentPageName());
        }
        if (m_guide) {
            m_guide->pageShown(currentPageName());
        }
    });
    // Alt-tabbing to the slides sends WindowDeactivate; a screen lock or app switch on some
    // platforms only changes the application state. Either one pauses playback.
    connect(qGuiApp, &QGuiApplication::applicationStateChanged, this,
            [this](Qt::ApplicationState s) {
                if (s != Qt::ApplicationActive) {
                    pauseCurrent();
                }
            });

    auto* central = new QWidget(this);
    auto* layout = new QHBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_nav);
    layout->addWidget(m_stack, 1);
    setCentralWidget(central);

    m_status->setObjectName(QStringLiteral("backendStatus"));
    // A line longer than the window (a Docker engine's name and what its masters expose, about
    // 1,900 px) is cut at the right: the whole line is in the label's tooltip.
    statusBar()->addWidget(m_status);
    statusBar()->setSizeGripEnabled(false);
    connect(statusBar(), &QStatusBar::messageChanged, this, &MainWindow::showStatusBar);

    m_actions->buildMenus(menuBar());
    addActions(m_actions->flipMasters); // keys only, in no menu
    // The list is for the mouse: turning pages by key is PgDn/PgUp and Ctrl+1…, and a focused
    // list would take digits as type-ahead.
    m_nav->setFocusPolicy(Qt::NoFocus);
    connectActions();
    m_backendControls = new BackendControls(m_backend, this, m_actions->helpMenu()->menuAction());
    m_context.backendControls = m_backendControls;
    // Compact mode has no status bar (every pixel goes to the page): a message then takes the
    // place of the backend chooser in the menu bar's corner for as long as it is shown, so a
    // message never pushes the verdict below the fold.
    // (A stack, not a hidden chooser: the menu bar keeps its height, so the page stays put.)
    if (QWidget* chooser = menuBar()->cornerWidget(Qt::TopRightCorner)) {
        m_corner = new QStackedWidget(this);
        m_corner->addWidget(chooser);
        m_cornerMessage = new QLabel(m_corner);
        m_cornerMessage->setObjectName(QStringLiteral("compactMessage"));
        m_cornerMessage->setProperty("role", QStringLiteral("status"));
        m_corner->addWidget(m_cornerMessage);
        menuBar()->setCornerWidget(m_corner, Qt::TopRightCorner);
    }
    // The self-study guide (ui/guide/): before the first page is built, so it sees every page.
    m_guide = new StudyGuide(this, m_state, m_nav, m_actions->helpMenu());
    connect(m_guide, &StudyGuide::marksChanged, this, &MainWindow::fitNavigation);
    connect(m_guide, &StudyGuide::pageRequested, this,
            [this](const QString& name) { showPage(name); });
    connect(m_guide, &StudyGuide::nextPageRequested, this, [this] {
        m_nav->setCurrentRow(std::min(m_nav->currentRow() + 1, PageCatalog::count() - 1));
    });
    m_guide->pageShown(PageCatalog::at(0)->name());
    // The majority page's toggles join the backend's menus when that page is built.
    connect(m_backend, &BackendModel::changed, this, &MainWindow::showBackendStatus);
    applyStyle();
    retranslate();
    m_nav->setCurrentRow(0);
    updatePageKeys();
    fitToScreen();
}

void MainWindow::setBuildAhead(bool on) {
    m_buildAhead = on;
    if (!on) {
        if (m_buildTimer) {
            m_buildTimer->stop();
        }
        return;
    }
    if (!m_buildTimer) {
        m_buildTimer = new QTimer(this);
        m_buildTimer->setSingleShot(true);
        // A pause between two builds: input that came during one is handled before the next.
        m_buildTimer->setInterval(50);
        connect(m_buildTimer, &QTimer::timeout, this, &MainWindow::buildNextAhead);
    }
    if (isVisible()) {
        m_buildTimer->start(); // already on screen: its first frame is behind it
    }
}

int MainWindow::pagesBuilt() const {
    int built = 0;
    for (int i = 0; i < m_stack->count(); ++i) {
        built += qobject_cast<QScrollArea*>(m_stack->widget(i))->widget() != nullptr ? 1 : 0;
    }
    return built;
}

void MainWindow::buildNextAhead() {
    if (!m_buildAhead || !isVisible()) {
        return;
    }
    if (currentPageComputing()) {
        m_buildTimer->start(); // the page on show gets the worker threads first
        return;
    }
    // The pages after the one shown first, in the course's order (the likely next turns).
    const int count = m_stack->count(), from = m_stack->currentIndex();
    for (int step = 1; step < count; ++step) {
        const int index = (from + step) % count;
        if (!qobject_cast<QScrollArea*>(m_stack->widget(index))->widget()) {
            ensurePage(index);
            m_buildTimer->start();
            return;
        }
    }
}

QWidget* MainWindow::buildPage(int index) {
    return PageCatalog::at(index)->create(m_context);
}

PresenterKeys* MainWindow::presenterKeysOf(int index) const {
    const Page* entry = PageCatalog::at(index);
    QWidget* widget = entry ? page(entry->name()) : nullptr;
    return widget ? entry->presenterKeys(widget) : nullptr;
}

void MainWindow::installPage(int index, QWidget* content) {
    auto* scroll = qobject_cast<QScrollArea*>(m_stack->widget(index));
    if (auto* header = content->findChild<PageHeader*>()) {
        header->setResetAction(m_actions->resetPage);
    }
    applyCompact(content);
    scroll->setWidget(content); // deletes the page it replaces
    if (m_guide) {
        m_guide->pageBuilt(PageCatalog::at(index)->name(), content);
    }
}

void MainWindow::applyCompact(QWidget* content) const {
    // The style sheet's compact rules (Theme: smaller verdict and readout type, lower master
    // buttons, all still >= 20 pt) select on this property of the page's root; a property
    // change restyles nothing by itself, so the page's widgets are polished again.
    if (content->property("compact").toBool() != m_compact) {
        content->setProperty("compact", m_compact);
        for (QWidget* w : content->findChildren<QWidget*>()) {
            w->style()->unpolish(w);
            w->style()->polish(w);
        }
    }
    for (PageHeader* header : content->findChildren<PageHeader*>()) {
        header->setCompact(m_compact);
    }
    for (SetupDrawer* drawer : content->findChildren<SetupDrawer*>()) {
        drawer->setCompact(m_compact);
        drawer->setShortWindow(m_short);
    }
    for (PlaybackBar* bar : content->findChildren<PlaybackBar*>()) {
        bar->setCompact(m_compact);
    }
}

void MainWindow::showBackendStatus() {
    m_status->setText(m_backend->statusText());
    m_status->setToolTip(m_status->text());
}

void MainWindow::showStatusBar() {
    const QString text = statusBar()->currentMessage();
    const bool message = !text.isEmpty();
    statusBar()->setVisible(!m_compact);
    // QStatusBar hides its widgets for a message only if they are visible: shown together with
    // a message (the bar was hidden), the backend line would be drawn under it.
    m_status->setVisible(!message);
    if (m_corner) {
        const bool inCorner = m_compact && message;
        // As wide as the menu bar leaves free right of its last menu (at least the chooser's
        // width), never wider (a message cut at the window's edge was seen in a 1280-wide
        // window; "Page fitted to the win…" in a 1366-wide one, with room to spare); what does
        // not fit is elided, and the whole message is in the tooltip.
        int room = m_corner->widget(0)->sizeHint().width();
        if (const QList<QAction*> menus = menuBar()->actions(); !menus.isEmpty()) {
            const int lastMenu = menuBar()->actionGeometry(menus.last()).right();
            room = std::max(room, menuBar()->width() - lastMenu - static_cast<int>(Theme::px(24)));
        }
        m_cornerMessage->setText(
            inCorner ? m_cornerMessage->fontMetrics().elidedText(text, Qt::ElideRight, room)
                     : QString());
        m_cornerMessage->setToolTip(inCorner ? text : QString());
        m_corner->setCurrentWidget(inCorner ? static_cast<QWidget*>(m_cornerMessage)
                                            : m_corner->widget(0));
        // QMenuBar places its corner widget only when it is set, shown or hidden, not when its
        // size hint changes: set it again, so a message wider than the chooser gets its room.
        menuBar()->setCornerWidget(m_corner, Qt::TopRightCorner);
    }
}

void MainWindow::updateCompact() {
    const bool compact = m_presenter && height() < kCompactHeight;
    const bool shortWindow = height() < kShortHeight;
    if (compact == m_compact && shortWindow == m_short) {
        return;
    }
    m_compact = compact;
    m_short = shortWindow;
    showStatusBar();
    for (int i = 0; i < m_stack->count(); ++i) {
        if (QWidget* content = qobject_cast<QScrollArea*>(m_stack->widget(i))->widget()) {
            applyCompact(content);
        }
    }
}

void MainWindow::resetPage(const QString& name) {
    const int index = PageCatalog::indexOf(name);
    if (index < 0) {
        return;
    }
    const Page* entry = PageCatalog::at(index);
    if (entry->resetInPlace(m_context)) {
        // Its state is the shared LabState (the live backend and the recap read it too).
    } else if (qobject_cast<QScrollArea*>(m_stack->widget(index))->widget()) {
        // A page not built yet is at its start already: building it here would compute
        // every page on "reset the whole lab".
        installPage(index, buildPage(index));
        if (index == m_stack->currentIndex()) {
            updatePageKeys();
            page(name)->setFocus();
        }
    }
    statusBar()->showMessage(tr("Page reset: %1").arg(entry->title()), 4000);
}

void MainWindow::resetLab() {
    for (const QString& name : PageCatalog::names()) {
        resetPage(name);
    }
    statusBar()->showMessage(tr("The whole lab is back at its start."), 4000);
}

void MainWindow::updatePageKeys() {
    const int index = m_stack->currentIndex();
    const bool animated = presenterKeysOf(index) != nullptr;
    for (QAction* act : {m_actions->playPause, m_actions->stepForward, m_actions->stepBack}) {
        act->setEnabled(animated);
    }
    const Page* entry = PageCatalog::at(index);
    const bool masterKeys = entry && entry->takesMasterKeys();
    for (QAction* act : std::as_const(m_actions->flipMasters)) {
        act->setEnabled(masterKeys);
    }
}

void MainWindow::setPageListVisible(bool on) {
    m_nav->setVisible(on);
    if (m_actions->pageList->isChecked() != on) {
        m_actions->pageList->setChecked(on);
    }
}

bool MainWindow::isPageListVisible() const {
    return !m_nav->isHidden();
}

QList<QAction*> MainWindow::keyedActions() const {
    QList<QAction*> result;
    const std::function<void(const QList<QAction*>&)> collect = [&](const QList<QAction*>& list) {
        for (QAction* act : list) {
            if (act->menu()) {
                collect(act->menu()->actions());
            } else if (!act->shortcuts().isEmpty() && !result.contains(act)) {
                result.append(act);
            }
        }
    };
    collect(menuBar()->actions());
    collect(QWidget::actions());
    return result;
}

void MainWindow::zoom(int direction) {
    // A ladder of five sizes from the 20 pt floor to the ceiling, each about 13 % larger than
    // the one before, so every press is a change a class sees. From a size between two rungs
    // (the default, or a saved value) a press goes to the next rung at least 9 % away.
    constexpr int kRungs = 5;
    const double ratio =
        std::pow(Theme::kMaxPresenterScale / Theme::kMinPresenterScale, 1.0 / (kRungs - 1));
    std::optional<double> next;
    for (int i = 0; i < kRungs; ++i) {
        const double rung = i == kRungs - 1 ? Theme::kMaxPresenterScale
                                            : Theme::kMinPresenterScale * std::pow(ratio, i);
        const bool far =
            direction > 0 ? rung >= m_presenterScale * 1.09 : rung <= m_presenterScale / 1.09;
        if (far && (!next || (direction > 0 ? rung < *next : rung > *next))) {
            next = rung;
        }
    }
    if (!next) {
        statusBar()->showMessage(direction > 0 ? tr("Presenter text is at its largest.")
                                               : tr("Presenter text is at its smallest (20 pt)."),
                                 4000);
        return;
    }
    setPresenterScale(*next);
    const QString factor = QString::number(m_presenterScale, 'f', 2);
    statusBar()->showMessage(
        m_presenter ? tr("Presenter text ×%1").arg(factor)
                    : tr("Presenter text ×%1 (seen in presenter mode, F5)").arg(factor),
        4000);
}

void MainWindow::fitToScreen() {
    // 1280 × 800 where there is room; otherwise the screen's available area less the frame.
    // The frame is only known once the window manager has decorated the window, so showEvent
    // checks again.
    const QScreen* s = screen() ? screen() : QGuiApplication::primaryScreen();
    QSize size(1280, 800);
    if (s) {
        const QRect avail = s->availableGeometry();
        const QSize frame = frameGeometry().size() - geometry().size();
        // Before the first show the frame is unknown: allow for a title bar and borders.
        const QSize margin = frame.isEmpty() || frame == QSize(0, 0) ? QSize(16, 48) : frame;
        size = size.boundedTo(avail.size() - margin);
        resize(size);
        m_fittedSize = size;
        if (isVisible()) {
            move(avail.topLeft() + QPoint((avail.width() - frameGeometry().width()) / 2,
                                          (avail.height() - frameGeometry().height()) / 2));
        }
    } else {
        resize(size);
    }
}

void MainWindow::rememberGeometry() {
    // A window presenter mode maximised is not what the next start should open with.
    if (m_settings && isVisible() && !isFullScreen() && !m_presenterMaximized) {
        m_settings->setGeometry(saveGeometry());
    }
}

void MainWindow::showEvent(QShowEvent* event) {
    QMainWindow::showEvent(event);
    if (m_buildAhead && m_buildTimer) {
        // Only once the page on show has its first frame: building ahead never delays it.
        auto* first = new FirstPaint(m_stack->currentWidget(), this);
        connect(first, &FirstPaint::painted, this, [this, first] {
            first->deleteLater();
            if (m_buildAhead) {
                m_buildTimer->start();
            }
        });
    }
    if (!m_geometryRestored && !m_fitted) {
        m_fitted = true;
        // Once decorated, the frame is known: shrink and centre if it overflows the screen.
        // A size set on purpose since (a test, --screenshot) is left alone.
        QTimer::singleShot(0, this, [this] {
            const QScreen* s = screen();
            if (s && size() == m_fittedSize && !isFullScreen() && !isMaximized() &&
                !s->availableGeometry().contains(frameGeometry())) {
                fitToScreen();
            }
        });
    }
}

void MainWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    updateCompact();
    rememberGeometry();
}

void MainWindow::moveEvent(QMoveEvent* event) {
    QMainWindow::moveEvent(event);
    rememberGeometry();
}

void MainWindow::connectActions() {
    WindowActions* a = m_actions;
    const auto timing = [this] {
        showPage(QStringLiteral("timing"));
        return qobject_cast<TimingPage*>(page(QStringLiteral("timing")));
    };
    connect(a->openScenario, &QAction::triggered, this, [timing] {
        if (TimingPage* t = timing()) {
            t->openInteractively();
        }
    });
    connect(a->saveScenario, &QAction::triggered, this, [timing] {
        if (TimingPage* t = timing()) {
            t->saveInteractively();
        }
    });
    connect(a->exportPng, &QAction::triggered, this,
            [this] { exportInteractively(PageExporter::Format::Png); });
    connect(a->exportSvg, &QAction::triggered, this,
            [this] { exportInteractively(PageExporter::Format::Svg); });
    connect(a->exportPdf, &QAction::triggered, this,
            [this] { exportInteractively(PageExporter::Format::Pdf); });
    connect(a->screenshot, &QAction::triggered, this, &MainWindow::saveScreenshotAs);
    connect(a->resetSettings, &QAction::triggered, this, &MainWindow::resetSettings);
    connect(a->quit, &QAction::triggered, this, &QWidget::close);
    for (int i = 0; i < a->pages.size(); ++i) {
        connect(a->pages[i], &QAction::triggered, this, [this, i] { m_nav->setCurrentRow(i); });
    }
    connect(a->nextPage, &QAction::triggered, this, [this] { step(+1); });
    connect(a->previousPage, &QAction::triggered, this, [this] { step(-1); });
    connect(a->turnNext, &QAction::triggered, this, [this] { turnPage(+1); });
    connect(a->turnPrevious, &QAction::triggered, this, [this] { turnPage(-1); });
    connect(a->pause, &QAction::triggered, this, &MainWindow::togglePause);
    connect(a->presenter, &QAction::toggled, this, &MainWindow::setPresenter);
    connect(a->fullScreen, &QAction::toggled, this, &MainWindow::setFullScreenMode);
    connect(a->zoomIn, &QAction::triggered, this, [this] { zoom(+1); });
    connect(a->zoomOut, &QAction::triggered, this, [this] { zoom(-1); });
    connect(a->fitPage, &QAction::triggered, this, [this] { fitPageToWindow(); });
    connect(a->pageList, &QAction::toggled, this, &MainWindow::setPageListVisible);
    connect(a->resetPage, &QAction::triggered, this, [this] { resetPage(currentPageName()); });
    connect(a->resetLab, &QAction::triggered, this, &MainWindow::resetLab);
    connect(a->playPause, &QAction::triggered, this, &MainWindow::togglePause);
    const auto stepPage = [this](int delta) {
        // The page's own step only: at either end of the trace the page stays (PgDn turns it).
        if (PresenterKeys* keys = presenterKeysOf(m_stack->currentIndex())) {
            keys->step(delta);
        }
    };
    connect(a->stepForward, &QAction::triggered, this, [stepPage] { stepPage(+1); });
    connect(a->stepBack, &QAction::triggered, this, [stepPage] { stepPage(-1); });
    for (int i = 0; i < a->flipMasters.size(); ++i) {
        connect(a->flipMasters[i], &QAction::triggered, this, [this, i] {
            if (i < m_state->masterCount()) {
                m_state->toggleMaster(i);
            }
        });
    }
    connect(a->paperA4, &QAction::triggered, this, [this] { setHandoutPaper(Paper::A4); });
    connect(a->paperLetter, &QAction::triggered, this, [this] { setHandoutPaper(Paper::Letter); });
    setHandoutPaper(m_paper); // the locale's paper ticked until a setting says otherwise
    connect(a->themeLight, &QAction::triggered, this, [this] { setTheme(Theme::Mode::Light); });
    connect(a->themeDark, &QAction::triggered, this, [this] { setTheme(Theme::Mode::Dark); });
    connect(a->themeSystem, &QAction::triggered, this, [this] { setTheme(Theme::Mode::System); });
    for (QAction* act : a->languages) {
        connect(act, &QAction::triggered, this,
                [this, act] { setLanguage(act->data().toString()); });
    }
    connect(a->shortcuts, &QAction::triggered, this, [this] {
        shortcutSheet()->show();
        shortcutSheet()->raise();
    });
    connect(a->about, &QAction::triggered, this, &MainWindow::showAbout);
    connect(a->safetyCheck, &QAction::triggered, this, [this] {
        checkDialog()->show();
        checkDialog()->raise();
    });
    connect(m_languages, &LanguageSwitcher::languageChanged, this, [this](const QString& code) {
        if (QAction* act = m_actions->language(code)) {
            act->setChecked(true);
        }
        if (m_settings) {
            m_settings->setLanguage(code);
        }
    });
    connect(m_state, &LabState::changed, this, [this] {
        if (m_settings) {
            m_settings->setMasterCount(m_state->masterCount());
        }
    });
}

// The page in the title too: the task bar, the window switcher and a screen reader say where the
// lesson is, and a script driving a real window (tests/realwindow) can read it.
void MainWindow::updateWindowTitle() {
    const int index = m_stack->currentIndex();
    if (index < 0 || index >= PageCatalog::count()) {
        setWindowTitle(tr("Redlock Lab"));
        return;
    }
    setWindowTitle(tr("%1 \u2014 Redlock Lab", "window title: the page's title, the app's name")
                       .arg(PageCatalog::at(index)->title()));
}

void MainWindow::retranslate() {
    updateWindowTitle();
    m_actions->retranslate();
    for (int i = 0; i < PageCatalog::count(); ++i) {
        m_nav->item(i)->setText(tr("%1  %2").arg(i + 1).arg(PageCatalog::at(i)->title()));
    }
    m_nav->setAccessibleName(tr("Pages of the lesson"));
    fitNavigation();
    showBackendStatus();
    if (m_backendControls) {
        m_backendControls->retranslate();
    }
    if (m_sheet) {
        m_sheet->setActions(keyedActions());
    }
}

void MainWindow::applyStyle() {
    const double scale = m_presenter ? m_presenterScale : Theme::kNormalScale;
    IndicatorStyle::install(); // first: a new style resets the application's palette
    // Application-wide, so dialogs and message boxes (separate windows) match the theme too.
    QApplication::setPalette(Theme::palette());
    setPalette(Theme::palette());
    Theme::setTextScale(scale); // before the sheet: its StyleChange makes painted views re-read it
    setStyleSheet(Theme::styleSheet(scale, m_presenter));
    fitNavigation();
}

void MainWindow::fitNavigation() {
    // Wide enough for the longest title in the current language and text size: a class
    // reading "The acquire pro…" off a projector learns nothing. Capped so the page keeps
    // at least two thirds of a 1280-pixel window.
    m_nav->ensurePolished();
    const QFontMetrics fm(m_nav->font());
    int widest = 0;
    for (int i = 0; i < m_nav->count(); ++i) {
        widest = std::max(
            widest, fm.horizontalAdvance(m_nav->item(i)->text()) +
                        (m_nav->item(i)->icon().isNull() ? 0 : m_nav->iconSize().width() + 6));
    }
    // 14 px padding each side, the 4 px selection bar, the frame and a little air; and never
    // less than what the view itself lays an item out in (the study guide's progress rings sit
    // before the titles, with the style's own gap: "The acquire proto…" was seen in a real
    // window with them).
    const int items = m_nav->sizeHintForColumn(0) + 2 * m_nav->frameWidth() + 24;
    m_nav->setFixedWidth(std::clamp(std::max(widest + 56, items), 220, 420));
}

bool MainWindow::showPage(const QString& name) {
    const int index = PageCatalog::indexOf(name);
    if (index < 0) {
        return false;
    }
    m_nav->setCurrentRow(index);
    return true;
}

QString MainWindow::currentPageName() const {
    const Page* entry = PageCatalog::at(m_stack->currentIndex());
    return entry ? entry->name() : QString();
}

bool MainWindow::currentPageComputing() const {
    const Page* entry = PageCatalog::at(m_stack->currentIndex());
    return entry && entry->computing(page(entry->name()));
}

QWidget* MainWindow::page(const QString& name) const {
    const int index = PageCatalog::indexOf(name);
    if (index < 0) {
        return nullptr;
    }
    // Building a page on first use is not a visible change of the window, hence the cast.
    return const_cast<MainWindow*>(this)->ensurePage(index);
}

QWidget* MainWindow::ensurePage(int index) {
    auto* scroll = qobject_cast<QScrollArea*>(m_stack->widget(index));
    if (!scroll) {
        return nullptr;
    }
    if (!scroll->widget()) {
        installPage(index, buildPage(index));
        if (index == m_stack->currentIndex() && isVisible()) {
            scroll->widget()->setFocus(); // keys 1–9 work on the page shown first, too
        }
    }
    return scroll->widget();
}

bool MainWindow::setLanguage(const QString& code) {
    return m_languages->setLanguage(code);
}

void MainWindow::setPresenter(bool on) {
    m_presenter = on;
    if (on && m_presenterFillsScreen && !m_presenterMaximized &&
        !(windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen))) {
        m_presenterMaximized = true;
        setWindowState(windowState() | Qt::WindowMaximized); // before the first show too
    } else if (!on && m_presenterMaximized) {
        m_presenterMaximized = false;
        if (windowState() & Qt::WindowMaximized) {
            setWindowState(windowState() & ~Qt::WindowMaximized);
        }
    }
    // The page list takes a fifth of a 1280-pixel projector: presenter mode hides it (F9
    // shows it again), leaving the verdict and the diagram on screen without scrolling.
    setPageListVisible(!on);
    updateCompact();
    m_guide->setPresenter(on); // the teacher drives: no welcome, no guide unless Ctrl+G
    applyStyle();
    if (m_actions->presenter->isChecked() != on) {
        m_actions->presenter->setChecked(on);
    }
}

void MainWindow::setPresenterScale(double scale) {
    m_presenterScale = std::clamp(scale, Theme::kMinPresenterScale, Theme::kMaxPresenterScale);
    if (m_settings) {
        m_settings->setPresenterScale(m_presenterScale);
    }
    if (m_presenter) {
        applyStyle();
    }
}

bool MainWindow::fitPageToWindow() {
    auto* scroll = qobject_cast<QScrollArea*>(m_stack->currentWidget());
    QWidget* content = scroll ? scroll->widget() : nullptr;
    if (!content) {
        return false;
    }
    if (!m_presenter) {
        setPresenter(true);
    }
    // The set-up folds to its one-line summary first (compact windows only): the verdict is
    // what the class reads, and the summary still names every setting.
    for (SetupDrawer* drawer : content->findChildren<SetupDrawer*>()) {
        drawer->setFolded(true);
    }
    // Whether the page needs no scrolling at the scale in force: its layout settled, its
    // minimum size (height for the viewport's width where it wraps) inside the viewport.
    const auto fits = [&] {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        const QSize room = scroll->maximumViewportSize();
        const QSize least = content->minimumSizeHint();
        const int height = content->hasHeightForWidth()
                               ? std::max(least.height(), content->heightForWidth(room.width()))
                               : least.height();
        return least.width() <= room.width() && height <= room.height();
    };
    // The sizes tried, largest first: a ladder from the ceiling to the normal size in steps of
    // about 6 %, searched by halves (each try restyles the window).
    std::vector<double> ladder;
    for (double s = Theme::kMaxPresenterScale; s > Theme::kNormalScale; s /= 1.06) {
        ladder.push_back(s);
    }
    ladder.push_back(Theme::kNormalScale);
    const auto tryScale = [&](double s) {
        m_presenterScale = s;
        applyStyle();
        return fits();
    };
    // The first rung that fits (pages only grow with their text).
    std::size_t lo = 0;
    std::size_t hi = ladder.size(); // ladder[hi] is known to fit once hi < size
    while (lo < hi) {
        const std::size_t mid = (lo + hi) / 2;
        if (tryScale(ladder[mid])) {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    const bool fitted = hi < ladder.size();
    const double chosen = fitted ? ladder[hi] : Theme::kNormalScale;
    m_presenterScale = chosen;
    applyStyle();
    if (!fitted) {
        // The whole page cannot be on screen: its verdict is.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        const Page* entry = PageCatalog::at(m_stack->currentIndex());
        if (QWidget* verdict = entry ? entry->verdict(content) : nullptr) {
            scroll->ensureWidgetVisible(verdict, 0, 0);
        }
    }
    // Only a size at or above the floor is kept for the next start.
    if (m_settings && chosen >= Theme::kMinPresenterScale) {
        m_settings->setPresenterScale(chosen);
    }
    const QString factor = QString::number(chosen, 'f', 2);
    statusBar()->showMessage(
        // Short: in a compact presenter window the message stands in the menu bar's corner.
        !fitted                              ? tr("Too long: scroll for the rest.")
        : chosen < Theme::kMinPresenterScale ? tr("Fitted: text ×%1, under 20 pt.").arg(factor)
                                             : tr("Page fitted: text ×%1.").arg(factor),
        6000);
    showStatusBar();
    return fitted;
}

void MainWindow::setTheme(Theme::Mode mode) {
    Theme::setMode(mode);
    for (QAction* act : m_actions->themeGroup->actions()) {
        act->setChecked((act == m_actions->themeLight && mode == Theme::Mode::Light) ||
                        (act == m_actions->themeDark && mode == Theme::Mode::Dark) ||
                        (act == m_actions->themeSystem && mode == Theme::Mode::System));
    }
    if (m_settings) {
        m_settings->setTheme(Theme::modeName(mode));
    }
    applyStyle();
}

void MainWindow::setFullScreenMode(bool on) {
    if (on) {
        showFullScreen();
    } else {
        showNormal();
    }
    if (m_actions->fullScreen->isChecked() != on) {
        m_actions->fullScreen->setChecked(on);
    }
}

void MainWindow::step(int delta) {
    if (PresenterKeys* keys = presenterKeysOf(m_stack->currentIndex())) {
        if (keys->step(delta)) {
            return;
        }
    }
    turnPage(delta);
}

void MainWindow::turnPage(int delta) {
    const int row = std::clamp(m_nav->currentRow() + delta, 0, PageCatalog::count() - 1);
    m_nav->setCurrentRow(row);
}

void MainWindow::togglePause() {
    if (PresenterKeys* keys = presenterKeysOf(m_stack->currentIndex())) {
        keys->togglePause();
    }
}

void MainWindow::pauseCurrent() {
    if (PresenterKeys* keys = presenterKeysOf(m_stack->currentIndex())) {
        keys->pause();
    }
    emit playbackPaused();
}

bool MainWindow::event(QEvent* event) {
    if (event->type() == QEvent::WindowDeactivate) {
        pauseCurrent();
    }
    return QMainWindow::event(event);
}

} // namespace redlock::ui
