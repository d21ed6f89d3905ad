#include "ui/widgets/page_header.h"

#include <QLabel>
#include <QVBoxLayout>

namespace redlock::ui {

PageHeader::PageHeader(QWidget* parent)
    : QWidget(parent), m_title(new QLabel(this)), m_subtitle(new QLabel(this)) {
    m_title->setObjectName(QStringLiteral("pageTitle"));
    m_title->setProperty("role", QStringLiteral("title"));
    m_subtitle->setObjectName(QStringLiteral("pageSubtitle"));
    m_subtitle->setProperty("role", QStringLiteral("subtitle"));
    m_subtitle->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(m_title);
    layout->addWidget(m_subtitle);
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
