#include "ui/widgets/page_header.h"

#include <QAction>
#include <QGridLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>

namespace redlock::ui {

PageHeader::PageHeader(QWidget* parent)
    : QWidget(parent), m_title(new QLabel(this)), m_subtitle(new QLabel(this)),
      m_reset(new QToolButton(this)) {
    m_title->setObjectName(QStringLiteral("pageTitle"));
    m_title->setProperty("role", QStringLiteral("title"));
    m_subtitle->setObjectName(QStringLiteral("pageSubtitle"));
    m_subtitle->setProperty("role", QStringLiteral("subtitle"));
    m_subtitle->setWordWrap(true);
    // Normal: the button shares the subtitle's line, which wraps (beside the title it would
    // widen every page by its width at presenter size). Compact: it sits beside the title.
    m_grid = new QGridLayout(this);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setVerticalSpacing(4);
    m_grid->setHorizontalSpacing(12);
    m_grid->setColumnStretch(0, 1);
    m_grid->addWidget(m_title, 0, 0);
    m_grid->addWidget(m_subtitle, 1, 0);
    place();
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
    m_title->setToolTip(m_compact ? subtitle : QString());
}

void PageHeader::setCompact(bool compact) {
    if (compact != m_compact) {
        m_compact = compact;
        place();
    }
}

void PageHeader::place() {
    m_grid->removeWidget(m_reset);
    m_grid->addWidget(m_reset, m_compact ? 0 : 1, 1, m_compact ? Qt::AlignVCenter : Qt::AlignTop);
    m_subtitle->setVisible(!m_compact);
    m_title->setToolTip(m_compact ? m_subtitle->text() : QString());
    // A smaller title (Theme's style sheet): a short screen's height is the verdict's.
    m_title->setProperty("compact", m_compact);
    m_title->style()->unpolish(m_title);
    m_title->style()->polish(m_title);
}

QString PageHeader::title() const {
    return m_title->text();
}
QString PageHeader::subtitle() const {
    return m_subtitle->text();
}

} // namespace redlock::ui
