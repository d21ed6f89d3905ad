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
    auto* top = new QHBoxLayout;
    top->setSpacing(12);
    top->addWidget(m_title, 1);
    top->addWidget(m_reset, 0, Qt::AlignTop);
    layout->addLayout(top);
    layout->addWidget(m_subtitle);
    m_reset->setObjectName(QStringLiteral("resetPage"));
    m_reset->setFocusPolicy(Qt::NoFocus); // a click must not take the page keys' focus
    m_reset->hide();
}

void PageHeader::setResetAction(QAction* action) {
    m_reset->setDefaultAction(action);
    m_reset->setVisible(action != nullptr);
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
