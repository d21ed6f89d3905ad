#include "ui/app/window_actions.h"

#include "ui/app/language_switcher.h"
#include "ui/app/page_catalog.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QMenuBar>

namespace redlock::ui {

namespace {

QAction* make(QObject* parent, const QList<QKeySequence>& keys = {}) {
    auto* act = new QAction(parent);
    act->setShortcuts(keys);
    return act;
}

} // namespace

WindowActions::WindowActions(QObject* parent) : QObject(parent) {
    // Scenario files belong to the timing page; the window shows it before the dialog opens.
    openScenario = make(this, {QKeySequence(Qt::CTRL | Qt::Key_O)});
    saveScenario = make(this, {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)});
    exportPng = make(this, {QKeySequence(Qt::CTRL | Qt::Key_E)});
    exportSvg = make(this);
    exportPdf = make(this, {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E)});
    paperGroup = new QActionGroup(this);
    paperA4 = new QAction(paperGroup);
    paperLetter = new QAction(paperGroup);
    for (QAction* act : {paperA4, paperLetter}) {
        act->setCheckable(true);
    }
    paperA4->setChecked(true);
    screenshot = make(this, {QKeySequence(Qt::CTRL | Qt::Key_P)});
    resetSettings = make(this);
    // Spelled out: QKeySequence::Quit is empty on some platforms, and a key the sheet cannot
    // name is a key nobody learns.
    quit = make(this, {QKeySequence(Qt::CTRL | Qt::Key_Q)});
    quit->setMenuRole(QAction::QuitRole);

    // Ctrl+1 … Ctrl+9 for the first nine pages; any page after those is in the menu only.
    for (int i = 0; i < PageCatalog::count(); ++i) {
        pages.append(
            i < 9 ? make(this, {QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_1 + i))})
                  : make(this));
    }
    // PgDn/PgUp are what a presentation clicker sends: a page that plays (protocol, timing, the
    // lab bench) takes them as steps and turns at either end. Ctrl+PgDn/PgUp turn the page at
    // once (the tab keys of a desktop app), also while a slider has focus and would otherwise
    // eat the plain keys.
    nextPage = make(this, {QKeySequence(Qt::Key_PageDown)});
    previousPage = make(this, {QKeySequence(Qt::Key_PageUp)});
    turnNext = make(this, {QKeySequence(Qt::CTRL | Qt::Key_PageDown)});
    turnPrevious = make(this, {QKeySequence(Qt::CTRL | Qt::Key_PageUp)});
    pause = make(this, {QKeySequence(Qt::Key_Period), QKeySequence(Qt::Key_B)});
    playPause = make(this, {QKeySequence(Qt::Key_Space)});
    stepForward = make(this, {QKeySequence(Qt::Key_Right)});
    stepBack = make(this, {QKeySequence(Qt::Key_Left)});
    for (int i = 0; i < 9; ++i) {
        flipMasters.append(make(this, {QKeySequence(static_cast<Qt::Key>(Qt::Key_1 + i))}));
    }
    pageList = make(this, {QKeySequence(Qt::Key_F9)});
    pageList->setCheckable(true);
    pageList->setChecked(true);
    // R on its own is safe: a text field being typed in takes the letter first.
    resetPage = make(this, {QKeySequence(Qt::Key_R)});
    resetLab = make(this, {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R)});
    presenter = make(this, {QKeySequence(Qt::Key_F5)});
    presenter->setCheckable(true);
    fullScreen = make(this, {QKeySequence(Qt::Key_F11)});
    fullScreen->setCheckable(true);
    zoomIn =
        make(this, {QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence(Qt::CTRL | Qt::Key_Plus)});
    zoomOut = make(this, {QKeySequence(Qt::CTRL | Qt::Key_Minus)});
    fitPage = make(this, {QKeySequence(Qt::CTRL | Qt::Key_0)});

    themeGroup = new QActionGroup(this);
    themeLight = new QAction(themeGroup);
    themeDark = new QAction(themeGroup);
    themeSystem = new QAction(themeGroup);
    // Language names are shown in their own language, so they are deliberately not tr()'d.
    languageGroup = new QActionGroup(this);
    for (const LanguageSwitcher::Language& l : LanguageSwitcher::languages()) {
        auto* act = new QAction(QString::fromUtf8(l.nativeName), languageGroup);
        act->setData(QString::fromLatin1(l.code));
        act->setCheckable(true);
        languages += act;
    }
    for (QAction* act : {themeLight, themeDark, themeSystem}) {
        act->setCheckable(true);
    }
    languages.front()->setChecked(true); // the source language until a setting says otherwise
    themeSystem->setChecked(true);

    // "?" is Shift+/ on most layouts; F1 is the conventional help key where "?" is awkward.
    shortcuts = make(this, {QKeySequence(Qt::Key_Question), QKeySequence(Qt::Key_F1)});
    about = make(this);
    // K for checK: the letters a class would guess (C, S) already copy, save or screenshot.
    safetyCheck = make(this, {QKeySequence(Qt::CTRL | Qt::Key_K)});
}

void WindowActions::buildMenus(QMenuBar* bar) {
    m_fileMenu = bar->addMenu(QString());
    m_fileMenu->addActions({openScenario, saveScenario});
    m_fileMenu->addSeparator();
    m_fileMenu->addActions({exportPng, exportSvg, exportPdf});
    m_paperMenu = m_fileMenu->addMenu(QString());
    m_paperMenu->addActions(paperGroup->actions());
    m_fileMenu->addAction(screenshot);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(resetSettings);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(quit);

    m_viewMenu = bar->addMenu(QString());
    m_viewMenu->addActions(pages);
    m_viewMenu->addSeparator();
    m_viewMenu->addActions(
        {nextPage, previousPage, turnNext, turnPrevious, pause, playPause, stepForward, stepBack});
    m_viewMenu->addSeparator();
    m_viewMenu->addActions({resetPage, resetLab});
    m_viewMenu->addSeparator();
    m_viewMenu->addActions({presenter, fullScreen, zoomIn, zoomOut, fitPage, pageList});
    m_themeMenu = m_viewMenu->addMenu(QString());
    m_themeMenu->addActions(themeGroup->actions());

    m_languageMenu = bar->addMenu(QString());
    m_languageMenu->addActions(languageGroup->actions());

    m_toolsMenu = bar->addMenu(QString());
    m_toolsMenu->addAction(safetyCheck);

    m_helpMenu = bar->addMenu(QString());
    m_helpMenu->addActions({shortcuts, about});
}

void WindowActions::retranslate() {
    if (m_fileMenu) {
        m_fileMenu->setTitle(tr("&File"));
        m_paperMenu->setTitle(tr("Handout &paper"));
        m_viewMenu->setTitle(tr("&View"));
        m_themeMenu->setTitle(tr("&Theme"));
        m_languageMenu->setTitle(tr("&Language"));
        m_helpMenu->setTitle(tr("&Help"));
        m_toolsMenu->setTitle(tr("&Tools"));
    }
    openScenario->setText(tr("&Open scenario…"));
    saveScenario->setText(tr("Save scenario &as…"));
    exportPng->setText(tr("Export page as &PNG…"));
    exportSvg->setText(tr("Export page as S&VG…"));
    exportPdf->setText(tr("&Handout (PDF)…"));
    paperA4->setText(tr("&A4"));
    paperLetter->setText(tr("US &Letter"));
    screenshot->setText(tr("&Screenshot of the window…"));
    resetSettings->setText(tr("&Reset settings"));
    quit->setText(tr("&Quit"));
    for (int i = 0; i < pages.size(); ++i) {
        pages[i]->setText(tr("%1. %2").arg(i + 1).arg(PageCatalog::at(i)->title()));
    }
    nextPage->setText(tr("&Next page / step"));
    previousPage->setText(tr("Pre&vious page / step"));
    turnNext->setText(tr("Turn to the next page"));
    turnPrevious->setText(tr("Turn to the previous page"));
    pause->setText(tr("Pause or resume playback"));
    playPause->setText(tr("Play or pause the trace (protocol page)"));
    stepForward->setText(tr("One event forward (protocol page)"));
    stepBack->setText(tr("One event back (protocol page)"));
    for (QAction* flip : std::as_const(flipMasters)) {
        // One text for all nine: the shortcut sheet shows them as one row.
        flip->setText(tr("Flip master M1–M9 (majority page)"));
    }
    pageList->setText(tr("Page &list"));
    resetPage->setText(tr("&Reset this page"));
    resetLab->setText(tr("Reset the &whole lab"));
    presenter->setText(tr("&Presenter mode"));
    fullScreen->setText(tr("&Full screen"));
    zoomIn->setText(tr("Larger presenter text"));
    zoomOut->setText(tr("Smaller presenter text"));
    fitPage->setText(tr("Fit this page to the window"));
    themeLight->setText(tr("&Light"));
    themeDark->setText(tr("&Dark"));
    themeSystem->setText(tr("&System"));
    shortcuts->setText(tr("&Keyboard shortcuts"));
    about->setText(tr("&About Redlock Lab"));
    safetyCheck->setText(tr("&Safety check…"));
}

QList<QAction*> WindowActions::all() const {
    QList<QAction*> list{openScenario, saveScenario, exportPng,     exportSvg,
                         exportPdf,    screenshot,   resetSettings, quit};
    list += pages;
    list +=
        {nextPage, previousPage, turnNext, turnPrevious, pause, playPause, stepForward, stepBack};
    list += flipMasters;
    list += {resetPage, resetLab, presenter,  fullScreen, zoomIn,     zoomOut,
             fitPage,   pageList, themeLight, themeDark,  themeSystem};
    list += languages;
    list += {shortcuts, about};
    list += safetyCheck;
    return list;
}

QAction* WindowActions::language(const QString& code) const {
    for (QAction* act : languages) {
        if (act->data().toString() == code) {
            return act;
        }
    }
    return nullptr;
}

QList<QAction*> WindowActions::pageKeys() const {
    // The clicker's PgDn/PgUp too (a focused spin box would take them as ±10), and R (which a
    // clicked spin box would swallow as a stray letter).
    return QList<QAction*>{playPause,    stepForward, stepBack,     nextPage,
                           previousPage, turnNext,    turnPrevious, resetPage} +
           flipMasters;
}

} // namespace redlock::ui
