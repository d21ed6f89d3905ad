#pragma once
// BackendControls: everything the user touches to choose and drive a backend, created in one
// place like MainWindow's own actions: the Backend menu (mock / local / external, Masters…,
// the inspector), a small toolbar in the menu bar corner with a backend combobox, the master
// inspector dock, and the small per-master menus under the toggles that choose what "down" means
// for that master.

#include "ui/live/live_types.h"

#include <QList>
#include <QObject>

class QAction;
class QActionGroup;
class QComboBox;
class QMainWindow;
class QMenu;
class QToolBar;

namespace redlock::ui {

class BackendModel;
class MasterInspector;
class MasterToggles;

class BackendControls : public QObject {
    Q_OBJECT
public:
    // Adds its menu to `window` before `menuBefore` (e.g. the Help menu's action).
    BackendControls(BackendModel* model, QMainWindow* window, QAction* menuBefore);

    void attachToggles(MasterToggles* toggles);
    MasterInspector* inspector() const { return m_inspector; }
    QComboBox* backendCombo() const { return m_combo; }
    QAction* mastersAction() const { return m_mastersAct; }

    // Opens the Masters… dialog, with `backend` preselected; applies it on OK.
    void editMasters(Backend backend);
    // Switches as the combobox/menu does: external with no list yet opens the dialog.
    void choose(Backend backend);

    static QString modeName(DownMode mode, const LiveConfig& cfg);
    static QString modeShortName(DownMode mode, const LiveConfig& cfg);

    void retranslate();

private:
    void refresh();
    void rebuildModeMenus();

    BackendModel* m_model;
    QMainWindow* m_window;
    QMenu* m_menu;
    QToolBar* m_toolBar;
    QComboBox* m_combo;
    QActionGroup* m_group;
    QList<QAction*> m_backendActs;
    QAction* m_mastersAct;
    MasterInspector* m_inspector;
    MasterToggles* m_toggles = nullptr;
    QList<QMenu*> m_modeMenus;
    Backend m_menusFor = Backend::Mock;
    bool m_wasLive = false;
};

} // namespace redlock::ui
