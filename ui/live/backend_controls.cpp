#include "ui/live/backend_controls.h"

#include "ui/live/backend_kinds.h"
#include "ui/live/backend_model.h"
#include "ui/live/master_inspector.h"
#include "ui/live/masters_dialog.h"
#include "ui/widgets/master_toggles.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QToolBar>
#include <QToolButton>

namespace redlock::ui {

BackendControls::BackendControls(BackendModel* model, QMainWindow* window, QAction* menuBefore)
    : QObject(window), m_model(model), m_window(window), m_menu(new QMenu(window)),
      m_toolBar(new QToolBar(window)), m_combo(new QComboBox(window)),
      m_group(new QActionGroup(this)), m_mastersAct(new QAction(this)),
      m_inspector(new MasterInspector(model, window)) {
    window->menuBar()->insertMenu(menuBefore, m_menu);
    for (const auto& kind : backendKinds()) {
        const Backend b = kind.backend;
        auto* act = new QAction(m_group);
        act->setCheckable(true);
        connect(act, &QAction::triggered, this, [this, b] { choose(b); });
        m_backendActs.append(act);
        m_combo->addItem(QString(), static_cast<int>(b));
    }
    m_mastersAct->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    connect(m_mastersAct, &QAction::triggered, this, [this] { editMasters(m_model->backend()); });
    m_menu->addActions(m_group->actions());
    m_menu->addSeparator();
    m_menu->addAction(m_mastersAct);
    m_menu->addAction(m_inspector->toggleViewAction());

    // The chooser sits in the menu bar's corner rather than on a toolbar row of its own: at
    // 1280×800 with the inspector docked, every vertical pixel goes to the page.
    m_combo->setObjectName(QStringLiteral("backendChooser"));
    connect(m_combo, &QComboBox::activated, this,
            [this](int index) { choose(static_cast<Backend>(m_combo->itemData(index).toInt())); });
    m_toolBar->setObjectName(QStringLiteral("backendToolBar"));
    m_toolBar->setIconSize(QSize(16, 16));
    m_toolBar->addWidget(m_combo);
    m_toolBar->addAction(m_mastersAct);
    window->menuBar()->setCornerWidget(m_toolBar, Qt::TopRightCorner);

    window->addDockWidget(Qt::BottomDockWidgetArea, m_inspector);
    m_inspector->hide(); // shown when a live backend is chosen; View it on mock from the menu

    connect(m_model, &BackendModel::changed, this, &BackendControls::refresh);
    retranslate();
}

void BackendControls::attachToggles(MasterToggles* toggles) {
    m_toggles = toggles;
    rebuildModeMenus();
}

void BackendControls::choose(Backend backend) {
    LiveConfig cfg = m_model->config();
    if (backend == Backend::External && cfg.masters.empty()) {
        editMasters(backend);
        refresh(); // the dialog may have been cancelled: put the chooser back
        return;
    }
    cfg.backend = backend;
    if (backend != m_model->backend()) {
        m_model->apply(cfg);
    }
}

void BackendControls::editMasters(Backend backend) {
    LiveConfig cfg = m_model->config();
    cfg.backend = backend;
    MastersDialog dialog(cfg, m_window);
    if (dialog.exec() == QDialog::Accepted) {
        m_model->apply(dialog.config());
    }
}

QString BackendControls::modeName(DownMode mode, const LiveConfig& cfg) {
    const bool docker = cfg.backend == Backend::Docker;
    switch (mode) {
    case DownMode::Crash:
        return docker ? tr("Crash: kill the container (click again starts it)")
                      : tr("Crash: kill the server (click again restarts it)");
    case DownMode::Hang:
        return docker ? tr("Hang: pause the container (click again unpauses it)")
                      : tr("Hang: SIGSTOP (click again sends SIGCONT)");
    case DownMode::Restart:
        return tr("Restart at once (its keys are lost)");
    case DownMode::RestartThenAsk:
        return tr("Restart at once while C1 holds, then C2 asks (the lost key)");
    case DownMode::RestartDelay:
        return tr("Restart after %1 s").arg(cfg.restartDelayMs / 1000.0);
    case DownMode::Partition:
        return tr("Partition on the client side (click again heals)");
    case DownMode::Pause:
        return tr("CLIENT PAUSE for %1 s").arg(cfg.pauseMs / 1000.0);
    }
    return {};
}

QString BackendControls::modeShortName(DownMode mode, const LiveConfig& cfg) {
    switch (mode) {
    case DownMode::Crash:
        return tr("kill");
    case DownMode::Hang:
        return tr("hang");
    case DownMode::Restart:
        return tr("restart");
    case DownMode::RestartThenAsk:
        return tr("lost key");
    case DownMode::RestartDelay:
        return tr("restart %1 s").arg(cfg.restartDelayMs / 1000.0);
    case DownMode::Partition:
        return tr("partition");
    case DownMode::Pause:
        return tr("pause");
    }
    return {};
}

void BackendControls::rebuildModeMenus() {
    qDeleteAll(m_modeMenus);
    m_modeMenus.clear();
    m_menusFor = m_model->backend();
    if (!m_toggles) {
        return;
    }
    const auto modes = BackendModel::modesFor(m_menusFor);
    for (int i = 0; i < 9; ++i) {
        QToolButton* button = m_toggles->modeButton(i);
        auto* menu = new QMenu(button);
        auto* group = new QActionGroup(menu);
        for (const DownMode mode : modes) {
            auto* act = menu->addAction(modeName(mode, m_model->config()));
            act->setCheckable(true);
            act->setData(static_cast<int>(mode));
            group->addAction(act);
            connect(act, &QAction::triggered, this,
                    [this, i, mode] { m_model->setDownMode(i, mode); });
        }
        button->setMenu(modes.isEmpty() ? nullptr : menu);
        m_modeMenus.append(menu);
    }
    refresh();
}

void BackendControls::retranslate() {
    m_menu->setTitle(tr("&Backend"));
    for (int i = 0; i < m_backendActs.size(); ++i) {
        const QString name = backendMenuName(backendKinds()[i].backend);
        m_backendActs[i]->setText(name);
        m_combo->setItemText(i, QString(name).remove(QLatin1Char('&')));
    }
    m_combo->setToolTip(tr("Where the masters live"));
    m_toolBar->setWindowTitle(tr("Backend"));
    m_mastersAct->setText(tr("Ma&sters…"));
    if (m_model->backend() != Backend::Mock) {
        rebuildModeMenus(); // menu texts are built from tr()
    }
    refresh();
}

void BackendControls::refresh() {
    const auto backend = m_model->backend();
    if (backend != m_menusFor) {
        rebuildModeMenus();
        return;
    }
    const int index = static_cast<int>(backend);
    m_backendActs[index]->setChecked(true);
    m_combo->setCurrentIndex(index);
    m_combo->setEnabled(!m_model->isBusy());
    if (m_model->isLive() != m_wasLive) {
        m_wasLive = m_model->isLive();
        m_inspector->setVisible(m_wasLive);
    }
    if (!m_toggles) {
        return;
    }
    for (int i = 0; i < m_modeMenus.size(); ++i) {
        QToolButton* button = m_toggles->modeButton(i);
        const DownMode mode = m_model->downMode(i);
        for (QAction* act : m_modeMenus[i]->actions()) {
            act->setChecked(act->data().toInt() == static_cast<int>(mode));
        }
        button->setText(modeShortName(mode, m_model->config()) + QStringLiteral(" ▾"));
        button->setToolTip(tr("What clicking M%1 does on this backend").arg(i + 1));
        button->setVisible(m_model->isLive() && !m_toggles->button(i)->isHidden());
    }
}

} // namespace redlock::ui
