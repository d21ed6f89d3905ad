#include "ui/guide/study_guide.h"

#include "ui/app/page_catalog.h"
#include "ui/guide/answer_summary.h"
#include "ui/guide/glossary_dialog.h"
#include "ui/guide/guide_progress.h"
#include "ui/guide/question_bank.h"
#include "ui/guide/question_card.h"
#include "ui/guide/run_target.h"
#include "ui/guide/study_dock.h"
#include "ui/guide/try_this.h"
#include "ui/guide/welcome_dialog.h"
#include "ui/pages/recap/recap_page.h"
#include "ui/widgets/language_change.h"

#include <QAction>
#include <QDir>
#include <QEvent>
#include <QListWidget>
#include <QMainWindow>
#include <QMenu>
#include <QPainter>
#include <QPixmap>
#include <QTimer>

#include <algorithm>

namespace redlock::ui {

namespace {

// A small ring for the page list: empty (not started), half (in progress), full (done).
QIcon progressIcon(int done, int total, const QColor& ink) {
    const int s = 16;
    QPixmap pm(s * 2, s * 2);
    pm.setDevicePixelRatio(2);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(ink, 1.5));
    const QRectF r(2, 2, s - 4, s - 4);
    p.drawEllipse(r);
    if (done > 0) {
        p.setBrush(ink);
        if (done >= total) {
            p.drawEllipse(r);
        } else {
            p.drawPie(r, 90 * 16, -360 * 16 * done / total);
        }
    }
    return QIcon(pm);
}

} // namespace

StudyGuide::StudyGuide(QMainWindow* window, LabState* shared, QListWidget* nav, QMenu* help)
    : QObject(window), m_window(window), m_shared(shared), m_nav(nav),
      m_toggle(new QAction(window)), m_tour(new QAction(window)),
      m_glossaryAction(new QAction(window)), m_bank(std::make_unique<QuestionBank>()),
      m_progress(new GuideProgress(this)), m_dock(new StudyDock(m_progress, m_bank.get(), window)) {
    if (QDir(QuestionBank::userFolder()).exists()) {
        m_bank->add(QuestionBank::userFolder());
    }
    window->addDockWidget(Qt::BottomDockWidgetArea, m_dock);
    // "Show it on the page" after a reveal: the built page of the question, if it can.
    m_dock->questions()->setTargets([this](const QString& name) -> RunTarget* {
        const Page* page = PageCatalog::find(name);
        QWidget* built = m_pages.value(name).data();
        return page && built ? page->runTarget(built) : nullptr;
    });
    // The page may set itself up with its signals blocked (its choosers follow its model):
    // the Try-this steps the shown run stands for are asked again.
    connect(m_dock->questions(), &QuestionCard::shownOnPage, this, [this](const QString& name) {
        if (TryThis* watcher = m_watchers.value(name)) {
            watcher->recheck();
        }
    });
    window->installEventFilter(this);
    m_dock->hide();
    m_toggle->setCheckable(true);
    m_toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    m_toggle->setShortcutContext(Qt::WindowShortcut);
    QAction* first = help->actions().value(0);
    help->insertActions(first, {m_toggle, m_tour, m_glossaryAction});
    help->insertSeparator(first);
    connect(m_tour, &QAction::triggered, this, [this] { showWelcome(); });
    // Esc closes the welcome (as exploring) from the window, which keeps the keyboard: the
    // notice is shown without activating, so it never sees the key itself. An action of the
    // window, so the shortcut sheet lists it.
    m_closeWelcome = new QAction(window);
    m_closeWelcome->setShortcut(QKeySequence(Qt::Key_Escape));
    m_closeWelcome->setShortcutContext(Qt::WindowShortcut);
    window->addAction(m_closeWelcome);
    m_closeWelcome->setEnabled(false); // only while the welcome is up: Esc is free otherwise
    connect(m_closeWelcome, &QAction::triggered, this, [this] {
        if (m_welcome && m_welcome->isVisible()) {
            m_welcome->reject();
        }
    });
    connect(m_glossaryAction, &QAction::triggered, this, [this] { showGlossary(); });
    onLanguageChange(m_dock, [this] { retranslate(); });
    retranslate();
    connect(m_toggle, &QAction::triggered, this, [this](bool on) {
        m_userChoice = true;
        m_dock->setVisible(on);
    });
    connect(m_dock, &QDockWidget::visibilityChanged, this,
            [this](bool) { m_toggle->setChecked(m_dock->isVisible()); });
    connect(m_dock, &StudyDock::nextPageRequested, this, &StudyGuide::nextPageRequested);
    connect(m_dock, &StudyDock::termRequested, this,
            [this](const QString& id) { showGlossary(id); });
    connect(m_progress, &GuideProgress::changed, this, [this] {
        if (m_progress->mode() != m_shownMode) { // chosen in the welcome, or read from settings
            m_userChoice = false;
            updateVisibility();
        }
        updateNavMarks();
    });
    m_dock->setErrors(m_bank->errors());
}

StudyGuide::~StudyGuide() = default;

bool StudyGuide::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_window && event->type() == QEvent::Resize) {
        // At most 38 % of the window: the page keeps the larger part even with presenter-size
        // text; what does not fit scrolls inside the guide.
        m_dock->setMaximumHeight(std::max(160, m_window->height() * 38 / 100));
    }
    return QObject::eventFilter(watched, event);
}

void StudyGuide::retranslate() {
    m_toggle->setText(tr("Study &guide (Try this and questions)"));
    m_tour->setText(tr("Guided &tour…"));
    m_closeWelcome->setText(tr("Close the welcome (explore freely)"));
    m_glossaryAction->setText(tr("G&lossary…"));
    updateNavMarks();
}

void StudyGuide::attachSettings(Settings* settings) {
    m_progress->attachSettings(settings);
    updateVisibility();
    // After the window is shown and the command line has had its say (--presenter comes later).
    QTimer::singleShot(0, this, [this] {
        if (m_progress->mode().isEmpty() && !m_presenter && m_window->isVisible()) {
            showWelcome();
        }
    });
}

QStringList StudyGuide::addQuestions(const QString& path) {
    const QStringList errors = m_bank->add(path);
    m_dock->setErrors(m_bank->errors());
    m_dock->showPage(m_dock->page());
    return errors;
}

void StudyGuide::setForced(bool on) {
    m_forced = on;
    updateVisibility();
}

void StudyGuide::pageBuilt(const QString& name, QWidget* page) {
    delete m_watchers.take(name); // a page reset builds a new widget
    m_pages.insert(name, page);
    m_watchers.insert(name, new TryThis(name, page, m_shared, m_progress, m_bank.get(), this));
    if (auto* recap = qobject_cast<RecapPage*>(page)) {
        auto* summary = new AnswerSummary(m_progress, m_bank.get());
        connect(summary, &AnswerSummary::pageRequested, this, &StudyGuide::pageRequested);
        recap->addPanel(summary);
    }
}

void StudyGuide::pageShown(const QString& name) {
    m_dock->showPage(name);
}

void StudyGuide::setPresenter(bool on) {
    m_presenter = on;
    m_userChoice = false;
    if (on && m_welcome) {
        m_welcome->close();
    }
    updateVisibility();
}

void StudyGuide::updateVisibility() {
    if (m_userChoice) {
        return;
    }
    m_shownMode = m_progress->mode();
    const bool on = m_forced || (m_progress->mode() == QLatin1String("course") && !m_presenter);
    m_dock->setVisible(on);
    m_toggle->setChecked(on);
    updateNavMarks();
}

void StudyGuide::updateNavMarks() {
    const bool marks =
        m_forced || m_dock->isVisible() || m_progress->mode() == QLatin1String("course");
    const QColor ink = m_nav->palette().color(QPalette::Text);
    for (int i = 0; i < m_nav->count() && i < PageCatalog::count(); ++i) {
        const QString page = PageCatalog::at(i)->name();
        const QStringList steps = TryThis::steps(page);
        const int done = m_progress->stepsDone(page, steps);
        QListWidgetItem* item = m_nav->item(i);
        item->setIcon(marks ? progressIcon(done, static_cast<int>(steps.size()), ink) : QIcon());
        const QString state = done == 0              ? tr("not started")
                              : done >= steps.size() ? tr("done")
                                                     : tr("in progress");
        item->setToolTip(
            marks ? tr("Try this: %1 of %2 steps (%3)").arg(done).arg(steps.size()).arg(state)
                  : QString());
        item->setData(Qt::AccessibleDescriptionRole, item->toolTip());
    }
    emit marksChanged();
}

WelcomeDialog* StudyGuide::showWelcome() {
    if (!m_welcome) {
        m_welcome = new WelcomeDialog(m_window);
        m_welcome->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_welcome, &QDialog::finished, m_closeWelcome,
                [this] { m_closeWelcome->setEnabled(false); });
        connect(m_welcome, &WelcomeDialog::chosen, this, [this](const QString& mode) {
            m_userChoice = false;
            m_progress->setMode(mode);
            updateVisibility();
            if (mode == QLatin1String("course")) {
                emit pageRequested(PageCatalog::at(0)->name()); // the course starts at its start
            }
        });
    }
    m_welcome->show();
    m_welcome->raise();
    m_closeWelcome->setEnabled(true);
    return m_welcome;
}

GlossaryDialog* StudyGuide::showGlossary(const QString& term) {
    if (!m_glossary) {
        m_glossary = new GlossaryDialog(m_window);
    }
    m_glossary->showTerm(term);
    m_glossary->show();
    m_glossary->raise();
    return m_glossary;
}

} // namespace redlock::ui
