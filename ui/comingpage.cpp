#include "comingpage.h"

#include "pageheader.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace redlock::ui {

ComingPage::ComingPage(PageId id, QWidget* parent)
    : QWidget(parent), m_id(id), m_header(new PageHeader(this)), m_line(new QLabel(this)) {
    setObjectName(QStringLiteral("page-") + PageCatalog::name(id));
    m_line->setObjectName(QStringLiteral("comingNext"));
    m_line->setProperty("role", QStringLiteral("coming"));
    m_line->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(36, 28, 36, 28);
    layout->setSpacing(24);
    layout->addWidget(m_header);
    layout->addWidget(m_line);
    layout->addStretch(1);
    retranslate();
}

QString ComingPage::lineText() const {
    return m_line->text();
}

void ComingPage::retranslate() {
    m_header->setTexts(PageCatalog::title(m_id), PageCatalog::subtitle(m_id));
    m_line->setText(PageCatalog::comingNext(m_id));
}

void ComingPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QWidget::changeEvent(event);
}

} // namespace redlock::ui
