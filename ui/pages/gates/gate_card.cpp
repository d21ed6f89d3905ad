#include "ui/pages/gates/gate_card.h"

#include "ui/widgets/theme.h"

#include <QGridLayout>
#include <QLabel>

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
    m_grid = new QGridLayout(this);
    m_grid->setContentsMargins(20, 12, 20, 12);
    m_grid->setVerticalSpacing(4);
    m_grid->setHorizontalSpacing(16);
    place();
}

void GateCard::setCompact(bool compact) {
    if (compact != m_compact) {
        m_compact = compact;
        place();
    }
}

void GateCard::place() {
    // Normal: title, state, detail, one per row. Compact (presenter mode on a short screen):
    // the state beside the title, a row of height given back to the verdict.
    for (QWidget* w : {m_title, m_state, m_detail}) {
        m_grid->removeWidget(w);
    }
    m_grid->addWidget(m_title, 0, 0, 1, m_compact ? 1 : 2, Qt::AlignLeft | Qt::AlignVCenter);
    m_grid->addWidget(m_state, m_compact ? 0 : 1, m_compact ? 1 : 0, 1, m_compact ? 1 : 2,
                      m_compact ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft);
    m_grid->addWidget(m_detail, m_compact ? 1 : 2, 0, 1, 2);
    for (int row = 0; row < 4; ++row) {
        m_grid->setRowStretch(row, 0);
    }
    m_grid->setRowStretch(m_compact ? 2 : 3, 1); // spare height below the detail
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
