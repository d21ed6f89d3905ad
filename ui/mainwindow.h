#pragma once
// The lab's window: a navigation list of the course pages in order, the pages themselves, and
// the menus. All actions are created in createActions() so their text and shortcuts live in
// one place; retranslate() re-reads every tr() text after a language switch.

#include "pagecatalog.h"

#include <QList>
#include <QMainWindow>

class QAction;
class QActionGroup;
class QLabel;
class QListWidget;
class QMenu;
class QStackedWidget;

namespace redlock::ui {

class BackendControls;
class BackendModel;
class LabState;
class LanguageSwitcher;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

    LabState* state() const { return m_state; }
    LanguageSwitcher* languages() const { return m_languages; }
    BackendModel* backend() const { return m_backend; }
    BackendControls* backendControls() const { return m_backendControls; }

    bool showPage(const QString& name);
    QString currentPageName() const;
    QWidget* page(const QString& name) const;

    bool setLanguage(const QString& code);
    void setPresenter(bool on);
    bool isPresenter() const { return m_presenter; }

    QString statusText() const;
    QListWidget* navigation() const { return m_nav; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void createActions();
    void createMenus();
    void retranslate();
    void saveScreenshotAs();
    void showAbout();

    LabState* m_state;
    LanguageSwitcher* m_languages;
    QListWidget* m_nav;
    QStackedWidget* m_stack;
    QLabel* m_status;
    bool m_presenter = false;
    BackendModel* m_backend = nullptr;
    BackendControls* m_backendControls = nullptr;

    QMenu* m_fileMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_languageMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_screenshotAct = nullptr;
    QAction* m_quitAct = nullptr;
    QList<QAction*> m_pageActs;
    QAction* m_presenterAct = nullptr;
    QActionGroup* m_languageGroup = nullptr;
    QAction* m_englishAct = nullptr;
    QAction* m_chineseAct = nullptr;
    QAction* m_aboutAct = nullptr;
};

} // namespace redlock::ui
