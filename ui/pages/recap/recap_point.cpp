#include "ui/pages/recap/recap_point.h"

#include "ui/app/page.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace redlock::ui {

RecapPoint::RecapPoint(const Page* page, int number, QWidget* miniature, QWidget* parent)
    : QFrame(parent), m_page(page), m_number(number), m_title(new QLabel(this)),
      m_body(new QLabel(this)), m_status(new QLabel(this)), m_link(new QPushButton(this)) {
    setProperty("role", QStringLiteral("card"));
    setObjectName(QStringLiteral("recap-") + page->name());
    m_title->setProperty("role", QStringLiteral("cardTitle"));
    m_title->setWordWrap(true);
    m_body->setWordWrap(true);
    m_body->setObjectName(QStringLiteral("recapBody"));
    m_status->setObjectName(QStringLiteral("recapStatus"));
    m_status->setProperty("role", QStringLiteral("status"));
    m_status->setWordWrap(true);
    m_link->setObjectName(QStringLiteral("recapLink"));
    m_link->setProperty("role", QStringLiteral("link"));
    m_link->setCursor(Qt::PointingHandCursor);
    connect(m_link, &QPushButton::clicked, this, [this] { emit pageRequested(m_page->name()); });

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(18, 12, 18, 12);
    layout->setSpacing(6);
    layout->addWidget(m_title);
    layout->addWidget(m_body);
    if (miniature) {
        miniature->setParent(this);
        layout->addWidget(miniature);
    }
    layout->addWidget(m_status);
    layout->addStretch(1);
    auto* linkRow = new QHBoxLayout;
    linkRow->addStretch(1);
    linkRow->addWidget(m_link);
    layout->addLayout(linkRow);
}

void RecapPoint::setTexts(const QString& body, const QString& status) {
    const QString title = m_page->title();
    const int number = m_number;
    m_title->setText(tr("%1. %2").arg(number).arg(title));
    m_body->setText(body);
    m_status->setText(status);
    m_status->setVisible(!status.isEmpty());
    m_link->setText(tr("Open page %1 →").arg(number));
    m_link->setAccessibleName(tr("Open the page “%1”").arg(title));
    m_link->setAccessibleDescription(tr("Shows page %1 of the lab.").arg(number));
    m_link->setToolTip(m_link->accessibleDescription());
    m_status->setAccessibleName(tr("Live state of “%1”").arg(title));
}

QString RecapPoint::bodyText() const {
    return m_body->text();
}

QString RecapPoint::statusText() const {
    return m_status->text();
}

void RecapPoint::setStatusColour(const QColor& colour) {
    m_status->setStyleSheet(colour.isValid() ? QStringLiteral("color: %1;").arg(colour.name())
                                             : QString());
}

} // namespace redlock::ui
