#include "ui/widgets/page_header.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace redlock::ui {

PageHeader::PageHeader(QWidget* parent)
    : QWidget(parent), m_title(new QLabel(this)), m_subtitle(new QLabel(this)),
      m_reset(new QToolButton(this)) {
    m_title->setObjectName(QStringLiteral("pageTitle"));
    m_title->setProperty("role", QStringLiteral("title"));
    m_subtitle->setObjectName(QStringLiteral("pageSubtitle"));
    m_subtitle->setProperty("role", QStringLiteral("subtitle"));
    m_subtitle->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    // The button shares the subtitle's line, which wraps: beside the title it would widen every
    // page by its width at presenter size.
    auto* second = new QHBoxLayout;
    second->setSpacing(12);
    second->addWidget(m_subtitle, 1);
    second->addWidget(m_reset, 0, Qt::AlignTop);
    layout->addWidget(m_title);
    layout->addLayout(second);
    m_reset->setObjectName(QStringLiteral("resetPage"));
    m_reset->setFocusPolicy(Qt::NoFocus); // a click must not take the page keys' focus
    m_reset->hide();
}

void PageHeader::setResetAction(QAction* action) {
    m_reset->setDefaultAction(action);
    m_reset->setVisible(action != nullptr);
    if (!action) {
        return;
    }
    // Named after the action, in the current language, for screen readers.
    const auto name = [this, action] {
        m_reset->setAccessibleName(action->text().remove(QLatin1Char('&')));
    };
    name();
    connect(action, &QAction::changed, m_reset, name);
}

void PageHeader::setTexts(const QString& title, const QString& subtitle) {
    m_title->setText(title);
    m_subtitle->setText(subtitle);
}

QString PageHeader::title() const {
    return m_title->text();
}
QString PageHeader::subtitle() const {
    return m_subtitle->text();
}

} // namespace redlock::ui
