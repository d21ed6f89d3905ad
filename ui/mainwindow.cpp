#include "mainwindow.h"

#include "backendcontrols.h"
#include "backendmodel.h"
#include "comingpage.h"
#include "gatespage.h"
#include "labstate.h"
#include "languageswitcher.h"
#include "livebanner.h"
#include "majoritypage.h"
#include "theme.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QStackedWidget>
#include <QStatusBar>

namespace redlock::ui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), m_state(new LabState(this)), m_languages(new LanguageSwitcher(this)),
      m_nav(new QListWidget(this)), m_stack(new QStackedWidget(this)), m_status(new QLabel(this)),
      m_backend(new BackendModel(m_state, this)) {
    setObjectName(QStringLiteral("mainWindow"));
    m_nav->setObjectName(QStringLiteral("nav"));
    m_nav->setFrameShape(QFrame::NoFrame);
    m_nav->setFixedWidth(260);
    // Titles are short; a sideways scroll bar would only ever show up in presenter mode.
    m_nav->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_nav->setTextElideMode(Qt::ElideRight);

    for (int i = 0; i < PageCatalog::kCount; ++i) {
        const auto id = static_cast<PageId>(i);
        QWidget* content = nullptr;
        if (id == PageId::Majority) {
            auto* majority = new MajorityPage(m_state);
            majority->addBanner(new LiveBanner(m_backend));
            content = majority;
        } else if (id == PageId::Gates) {
            auto* gates = new GatesPage(m_state);
            gates->addBanner(new LiveBanner(m_backend));
            content = gates;
        } else {
            content = new ComingPage(id);
        }
        // A scroll area keeps presenter mode usable on small screens instead of clipping.
        auto* scroll = new QScrollArea(m_stack);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setWidget(content);
        m_stack->addWidget(scroll);
        m_nav->addItem(QString());
    }
    connect(m_nav, &QListWidget::currentRowChanged, m_stack, &QStackedWidget::setCurrentIndex);
    connect(m_stack, &QStackedWidget::currentChanged, this, [this](int index) {
        // Give the page focus so its keyboard shortcuts (keys 1–9) work right away.
        if (auto* scroll = qobject_cast<QScrollArea*>(m_stack->widget(index))) {
            scroll->widget()->setFocus();
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
    statusBar()->addWidget(m_status);
    statusBar()->setSizeGripEnabled(false);

    createActions();
    createMenus();
    m_backendControls = new BackendControls(m_backend, this, m_helpMenu->menuAction());
    m_backendControls->attachToggles(
        qobject_cast<MajorityPage*>(page(QStringLiteral("majority")))->toggles());
    connect(m_backend, &BackendModel::changed, this,
            [this] { m_status->setText(m_backend->statusText()); });
    connect(m_languages, &LanguageSwitcher::languageChanged, this, [this](const QString& code) {
        (code == QLatin1String("zh_CN") ? m_chineseAct : m_englishAct)->setChecked(true);
    });
    setPresenter(false);
    retranslate();
    m_nav->setCurrentRow(0);
    resize(1280, 800);
}

void MainWindow::createActions() {
    m_screenshotAct = new QAction(this);
    m_screenshotAct->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    connect(m_screenshotAct, &QAction::triggered, this, &MainWindow::saveScreenshotAs);

    m_quitAct = new QAction(this);
    m_quitAct->setShortcut(QKeySequence::Quit);
    m_quitAct->setMenuRole(QAction::QuitRole);
    connect(m_quitAct, &QAction::triggered, this, &QWidget::close);

    for (int i = 0; i < PageCatalog::kCount; ++i) {
        auto* act = new QAction(this);
        act->setShortcut(QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_1 + i)));
        connect(act, &QAction::triggered, this, [this, i] { m_nav->setCurrentRow(i); });
        m_pageActs.append(act);
    }

    m_presenterAct = new QAction(this);
    m_presenterAct->setCheckable(true);
    m_presenterAct->setShortcut(QKeySequence(Qt::Key_F5));
    connect(m_presenterAct, &QAction::toggled, this, &MainWindow::setPresenter);

    m_languageGroup = new QActionGroup(this);
    m_englishAct = new QAction(QStringLiteral("English"), m_languageGroup);
    m_chineseAct = new QAction(QStringLiteral("中文"), m_languageGroup);
    for (QAction* act : {m_englishAct, m_chineseAct}) {
        act->setCheckable(true);
    }
    m_englishAct->setChecked(true);
    connect(m_englishAct, &QAction::triggered, this, [this] { setLanguage(QStringLiteral("en")); });
    connect(m_chineseAct, &QAction::triggered, this,
            [this] { setLanguage(QStringLiteral("zh_CN")); });

    m_aboutAct = new QAction(this);
    connect(m_aboutAct, &QAction::triggered, this, &MainWindow::showAbout);
}

void MainWindow::createMenus() {
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_screenshotAct);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAct);

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addActions(m_pageActs);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_presenterAct);

    // Language names are shown in their own language, so they are deliberately not tr()'d.
    m_languageMenu = menuBar()->addMenu(QString());
    m_languageMenu->addActions(m_languageGroup->actions());

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_aboutAct);
}

void MainWindow::retranslate() {
    setWindowTitle(tr("Redlock Lab"));
    m_fileMenu->setTitle(tr("&File"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_screenshotAct->setText(tr("&Screenshot…"));
    m_quitAct->setText(tr("&Quit"));
    m_presenterAct->setText(tr("&Presenter mode"));
    m_aboutAct->setText(tr("&About Redlock Lab"));
    for (int i = 0; i < PageCatalog::kCount; ++i) {
        const QString title = PageCatalog::title(static_cast<PageId>(i));
        m_pageActs[i]->setText(tr("%1. %2").arg(i + 1).arg(title));
        m_nav->item(i)->setText(tr("%1  %2").arg(i + 1).arg(title));
    }
    m_status->setText(m_backend->statusText());
    if (m_backendControls) {
        m_backendControls->retranslate();
    }
}

bool MainWindow::showPage(const QString& name) {
    const auto id = PageCatalog::fromName(name);
    if (!id) {
        return false;
    }
    m_nav->setCurrentRow(static_cast<int>(*id));
    return true;
}

QString MainWindow::currentPageName() const {
    return PageCatalog::names().value(m_stack->currentIndex());
}

QWidget* MainWindow::page(const QString& name) const {
    const auto id = PageCatalog::fromName(name);
    if (!id) {
        return nullptr;
    }
    auto* scroll = qobject_cast<QScrollArea*>(m_stack->widget(static_cast<int>(*id)));
    return scroll ? scroll->widget() : nullptr;
}

bool MainWindow::setLanguage(const QString& code) {
    return m_languages->setLanguage(code);
}

void MainWindow::setPresenter(bool on) {
    m_presenter = on;
    const double scale = on ? Theme::kPresenterScale : Theme::kNormalScale;
    setStyleSheet(Theme::styleSheet(scale));
    m_nav->setFixedWidth(on ? 340 : 260);
    if (m_presenterAct->isChecked() != on) {
        m_presenterAct->setChecked(on);
    }
}

QString MainWindow::statusText() const {
    return m_status->text();
}

void MainWindow::saveScreenshotAs() {
    const QString file = QFileDialog::getSaveFileName(
        this, tr("Save screenshot"), QStringLiteral("redlock-lab.png"), tr("PNG images (*.png)"));
    if (file.isEmpty()) {
        return;
    }
    if (!grab().save(file, "PNG")) {
        QMessageBox::warning(this, tr("Screenshot"),
                             tr("Could not write the screenshot to \"%1\".").arg(file));
    }
}

void MainWindow::showAbout() {
    QMessageBox::about(
        this, tr("About Redlock Lab"),
        tr("<p><b>Redlock Lab</b> %1</p><p>An interactive lesson on Redlock: a lock taken on a "
           "majority of independent Redis or Valkey masters, and admitted only if the acquire "
           "also fits inside the lease.</p><p>Every verdict shown here is computed by the same "
           "core library the real client uses.</p>")
            .arg(QCoreApplication::applicationVersion()));
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QMainWindow::changeEvent(event);
}

} // namespace redlock::ui
