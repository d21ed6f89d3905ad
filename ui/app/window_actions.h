#pragma once
// Every QAction of the main window, created in one place with its shortcut, and every tr()
// text set in retranslate(). The menus and the shortcut sheet are both built from this list,
// so a new shortcut shows up in the sheet without anyone remembering to document it.

#include <QList>
#include <QObject>

class QAction;
class QActionGroup;
class QMenu;
class QMenuBar;

namespace redlock::ui {

class WindowActions : public QObject {
    Q_OBJECT
public:
    explicit WindowActions(QObject* parent);

    // The menu bar is built from the same list, so menus and the shortcut sheet agree.
    void buildMenus(QMenuBar* bar);
    void retranslate();
    // All actions in menu order, for the shortcut sheet.
    QList<QAction*> all() const;
    // The keys a page answers to whatever control has focus (PageKeys).
    QList<QAction*> pageKeys() const;
    // Other menus (the Backend menu) are inserted before this one.
    QMenu* helpMenu() const { return m_helpMenu; }

    QAction* openScenario;
    QAction* saveScenario;
    QAction* exportPng;
    QAction* exportSvg;
    QAction* exportPdf;
    // File ▸ Handout paper: A4 or US Letter (MainWindow::setHandoutPaper).
    QActionGroup* paperGroup;
    QAction* paperA4;
    QAction* paperLetter;
    QAction* screenshot;
    QAction* resetSettings;
    QAction* quit;
    QList<QAction*> pages;
    QAction* nextPage;     // PgDn (the clicker): a page that plays steps first
    QAction* previousPage; // PgUp
    QAction* turnNext;     // Ctrl+PgDn: the next page at once, whatever the page is playing
    QAction* turnPrevious; // Ctrl+PgUp
    QAction* pause;
    // The current page's own keys. Enabled only on the pages that use them (MainWindow), and
    // PageKeys keeps a clicked control from swallowing them.
    QAction* playPause;          // Space: play or pause the protocol trace
    QAction* stepForward;        // →
    QAction* stepBack;           // ←
    QList<QAction*> flipMasters; // 1–9 on the majority page
    QAction* pageList;           // show or hide the navigation list
    QAction* resetPage;
    QAction* resetLab;
    QAction* presenter;
    QAction* fullScreen;
    QAction* zoomIn;
    QAction* zoomOut;
    QAction* fitPage;
    QActionGroup* themeGroup;
    QAction* themeLight;
    QAction* themeDark;
    QAction* themeSystem;
    QActionGroup* languageGroup;
    // One per LanguageSwitcher::languages(), in that order; data() is the language's code.
    QList<QAction*> languages;
    QAction* language(const QString& code) const; // nullptr for a code not shipped
    QAction* shortcuts;
    QAction* about;
    QAction* safetyCheck; // Tools menu

private:
    QMenu* m_fileMenu = nullptr;
    QMenu* m_paperMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_themeMenu = nullptr;
    QMenu* m_languageMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QMenu* m_toolsMenu = nullptr;
};

} // namespace redlock::ui
