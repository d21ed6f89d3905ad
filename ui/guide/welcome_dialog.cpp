#include "ui/guide/welcome_dialog.h"

#include "ui/widgets/language_change.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace redlock::ui {

WelcomeDialog::WelcomeDialog(QWidget* parent)
    : QDialog(parent), m_text(new QLabel(this)), m_course(new QPushButton(this)),
      m_explore(new QPushButton(this)) {
    setObjectName(QStringLiteral("welcome"));
    // It never takes the keyboard from the window: the page keys keep working behind it.
    setAttribute(Qt::WA_ShowWithoutActivating);
    m_course->setObjectName(QStringLiteral("followCourse"));
    m_explore->setObjectName(QStringLiteral("exploreFreely"));
    m_text->setWordWrap(true);
    m_text->setMinimumWidth(420);
    m_course->setDefault(true);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_explore);
    buttons->addWidget(m_course);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addLayout(buttons);
    connect(m_course, &QPushButton::clicked, this, [this] {
        emit chosen(QStringLiteral("course"));
        accept();
    });
    connect(m_explore, &QPushButton::clicked, this, [this] {
        emit chosen(QStringLiteral("explore"));
        accept();
    });
    connect(this, &QDialog::rejected, this, [this] { emit chosen(QStringLiteral("explore")); });
    onLanguageChange(this, [this] { retranslate(); });
    retranslate();
    if (parent) {
        parent->window()->installEventFilter(this);
    }
}

bool WelcomeDialog::eventFilter(QObject* watched, QEvent* event) {
    if (isVisible() && (event->type() == QEvent::Move || event->type() == QEvent::Resize ||
                        event->type() == QEvent::Show)) {
        place();
    }
    return QDialog::eventFilter(watched, event);
}

void WelcomeDialog::showEvent(QShowEvent* event) {
    QDialog::showEvent(event);
    place();
}

void WelcomeDialog::place() {
    const QWidget* window = parentWidget() ? parentWidget()->window() : nullptr;
    if (!window) {
        return;
    }
    adjustSize();
    const QRect area = window->geometry(); // the client area, in global coordinates
    const QSize me = frameGeometry().size();
    move(std::max(area.left(), area.right() - me.width() - 24),
         std::max(area.top(), area.bottom() - me.height() - 24));
}

void WelcomeDialog::retranslate() {
    setWindowTitle(tr("Welcome to Redlock Lab"));
    m_text->setText(
        tr("Studying on your own? Follow the course: each page gets a short \"Try this\" list that "
           "ticks itself off as you do it, and questions that ask you to predict what happens "
           "before the lab runs it and explains the result.\n\nOr explore freely. Help → Guided "
           "tour brings this choice back at any time."));
    m_course->setText(tr("Follow the course"));
    m_course->setToolTip(tr("Open the study guide under each page, starting from page 1"));
    m_explore->setText(tr("Explore freely"));
    m_explore->setToolTip(tr("Close this and use the lab without the study guide"));
}

} // namespace redlock::ui
