#pragma once
// The lab's window: a navigation list of the course pages in order, the pages themselves, and
// the menus. Actions live in WindowActions (one place for text and shortcuts); this class
// wires them to behaviour: page turning, presenter mode, themes, export and settings.

#include "ui/app/export/page_exporter.h"
#include "ui/app/page_catalog.h"
#include "ui/widgets/theme.h"

#include <QMainWindow>

class QLabel;
class QListWidget;
class QStackedWidget;
class QTimer;

namespace redlock::ui {

class BackendControls;
class CheckDialog;
class BackendModel;
class LabState;
class LanguageSwitcher;
class PresenterKeys;
class Settings;
class ShortcutSheet;
class StudyGuide;
class WindowActions;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

    LabState* state() const { return m_state; }
    LanguageSwitcher* languages() const { return m_languages; }
    WindowActions* actions() const { return m_actions; }
    BackendModel* backend() const { return m_backend; }
    BackendControls* backendControls() const { return m_backendControls; }
    StudyGuide* guide() const { return m_guide; }

    bool showPage(const QString& name);
    QString currentPageName() const;
    QWidget* page(const QString& name) const;
    // The page on show is still computing what it draws (the timing page's runs): a headless
    // render waits for it.
    bool currentPageComputing() const;

    bool setLanguage(const QString& code);
    void setPresenter(bool on);
    // The desktop app's presenter mode takes the whole screen (maximised, F5 again gives the
    // window its size back), so a 1920x1080 projector gets the whole screen rather than a
    // 1280x800 window in it. Off by default: tests and --screenshot set sizes.
    void setPresenterFillsScreen(bool on) { m_presenterFillsScreen = on; }
    bool isPresenter() const { return m_presenter; }
    // Presenter mode in a window under kCompactHeight: page headers take one line and set-up
    // panels fold to a summary, so a page's diagram and verdict fit without scrolling. A
    // maximised window on a 1920x1080 projector (about 1050 px) is compact too: at presenter
    // size the Chinese protocol page's verdict was 75 px below the fold there.
    static constexpr int kCompactHeight = 1100;
    bool isCompact() const { return m_compact; }
    // A window under kShortHeight in either mode (a 1366x768 or 1280x800 laptop): set-up panels
    // of pages that ask for it (SetupDrawer::setFoldsWhenShort) fold to their summary too.
    static constexpr int kShortHeight = 900;
    bool isShort() const { return m_short; }
    // Presenter text scale, clamped so the smallest text stays at or above 20 pt.
    void setPresenterScale(double scale);
    double presenterScale() const { return m_presenterScale; }
    // "Fit this page to the window" (Ctrl+0): presenter mode at the largest text scale at which
    // the current page needs no scrolling. When even the 20 pt floor does not fit, the page wins
    // over the floor (down to the normal size): the teacher asked for the whole page. Returns
    // whether the page fits now.
    bool fitPageToWindow();
    void setTheme(Theme::Mode mode);
    void setFullScreenMode(bool on);

    // PgDn/PgUp: the current page's PresenterKeys::step() first, else turn the page.
    void step(int delta);
    // Ctrl+PgDn/PgUp: the next or previous page at once (no wrap at either end).
    void turnPage(int delta);
    void togglePause();

    // "Reset this page": the page back to how it opens on a fresh start. Pages 1 and 3 share
    // the masters (both say so), so resetting either brings them back. resetLab() resets all.
    void resetPage(const QString& name);
    void resetLab();
    // The list of pages on the left; presenter mode hides it (F9 brings it back).
    void setPageListVisible(bool on);
    bool isPageListVisible() const;
    // Every action with a key, for the shortcut sheet: the menus (recursively, so the Backend
    // menu's too) and the window's own page keys, in menu order.
    QList<QAction*> keyedActions() const;

    // Writes the current page as PNG, SVG or PDF (by suffix); empty string on success.
    QString exportCurrentPage(const QString& file);
    // What the PDF handout of the current page prints: its title, set-up, diagrams, numbers
    // and the study guide's questions, in the current language, on the chosen paper.
    Handout handout() const;
    // The handout's paper (File ▸ Handout paper, --paper): the setting, else the locale's.
    void setHandoutPaper(Paper paper);
    Paper handoutPaper() const { return m_paper; }

    // Reads the window's state from `settings` now and writes every change back to it.
    // Without settings (tests, headless renders) nothing is persisted.
    void attachSettings(Settings* settings);
    // File → Reset settings once confirmed: forgets every saved value but the language.
    void restoreDefaults();

    ShortcutSheet* shortcutSheet();
    // The Tools menu's safety check, created on first use and kept (a run may outlast a close).
    CheckDialog* checkDialog();
    QString statusText() const;
    QListWidget* navigation() const { return m_nav; }

    // Builds the pages not shown yet ahead of their first turn, one per pass of an idle event
    // loop once the window is on screen and the page shown has what it draws, so a first turn
    // to a page only shows it (a page built on its turn stalled the loop 150-220 ms). The app
    // turns it on; tests and --screenshot keep pages built on demand.
    void setBuildAhead(bool on);
    // How many pages are built (the shown one and those built ahead or on demand).
    int pagesBuilt() const;

signals:
    // Animated pages stop here: the window lost focus, the app went inactive, or the user left
    // the page (see PresenterKeys).
    void playbackPaused();

protected:
    bool event(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void moveEvent(QMoveEvent* event) override;

private:
    // The page at `index`, built on first call (first show or first page() call).
    QWidget* ensurePage(int index);
    void connectActions();
    // One page's widget as it opens on a fresh start (its own state where it has one).
    QWidget* buildPage(int index);
    // The presenter keys of the page at `index` (built if need be), or null.
    PresenterKeys* presenterKeysOf(int index) const;
    void installPage(int index, QWidget* content);
    void applyCompact(QWidget* content) const;
    void updateCompact();
    void showBackendStatus(); // the backend's status line, whole in its tooltip
    // Compact, the status bar is hidden (the backend is named in the menu bar's chooser) and
    // shows only while it has a message (page reset, text size).
    void showStatusBar();
    // Enables the page keys the current page answers to.
    void updatePageKeys();
    void updateWindowTitle();
    // Presenter text one visible step larger (+1) or smaller (−1).
    void zoom(int direction);
    // A first window that fits the screen's available area, frame included.
    void fitToScreen();
    void rememberGeometry();
    void retranslate();
    void applyStyle();
    void fitNavigation();
    void pauseCurrent();
    // The export dialogs start in the last folder used, else Documents (PageExporter).
    QString exportFolder() const;
    void rememberExportFolder(const QString& file);
    void exportInteractively(PageExporter::Format format);
    void saveScreenshotAs();
    void resetSettings();
    void showAbout();

    LabState* m_state;
    PageContext m_context; // what a page is built with (PageCatalog)
    LanguageSwitcher* m_languages;
    WindowActions* m_actions;
    QListWidget* m_nav;
    QStackedWidget* m_stack;
    QLabel* m_status;
    // The menu bar's corner: the backend chooser, or compact mode's status message.
    QStackedWidget* m_corner = nullptr;
    QLabel* m_cornerMessage = nullptr;
    ShortcutSheet* m_sheet = nullptr;
    Settings* m_settings = nullptr;
    bool m_presenter = false;
    bool m_buildAhead = false;
    QTimer* m_buildTimer = nullptr;
    void buildNextAhead();
    Paper m_paper = HandoutDocument::defaultPaper();
    bool m_compact = false;
    bool m_short = false;
    double m_presenterScale = Theme::kPresenterScale;
    int m_lastIndex = -1;
    BackendModel* m_backend = nullptr;
    BackendControls* m_backendControls = nullptr;
    CheckDialog* m_checkDialog = nullptr;
    StudyGuide* m_guide = nullptr;
    bool m_geometryRestored = false;
    bool m_fitted = false;
    QSize m_fittedSize; // what fitToScreen() chose, until someone resizes
    bool m_presenterFillsScreen = false;
    bool m_presenterMaximized = false; // presenter mode maximised the window, and gives it back
};

} // namespace redlock::ui
