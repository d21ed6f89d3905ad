#include "ui/pages/gates/gate_card.h"

#include "ui/app/theme.h"

#include <QLabel>
#include <QVBoxLayout>

namespace redlock::ui {

GateCard::GateCard(QWidget* parent)
    : QFrame(parent), m_title(new QLabel(this)), m_state(new QLabel(this)),
      m_detail(new QLabel(this)) {
    setProperty("role", QStringLiteral("card"));
    m_title->setProperty("role", QStringLiteral("cardTitle"));
    m_state->setProperty("role", QStringLiteral("headline"));
    m_state->setObjectName(QStringLiteral("gateState"));
    m_detail->setProperty("role", QStringLiteral("readout"));
    m_detail->setObjectName(QStringLiteral("gateDetail"));
    m_detail->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(20, 12, 20, 12);
    layout->setSpacing(4);
    layout->addWidget(m_title);
    layout->addWidget(m_state);
    layout->addWidget(m_detail);
    layout->addStretch(1);
}

void GateCard::setTitle(const QString& title) {
    m_title->setText(title);
}

void GateCard::setState(bool pass, const QString& stateText, const QString& detail) {
    m_pass = pass;
    m_state->setText(stateText);
    // Colour backs up the ✓/✗ and the word; it is never the only signal.
    m_state->setStyleSheet(
        QStringLiteral("color: %1;").arg((pass ? Theme::ok() : Theme::down()).name()));
    m_detail->setText(detail);
}

QString GateCard::stateText() const {
    return m_state->text();
}
QString GateCard::detail() const {
    return m_detail->text();
}

} // namespace redlock::ui
