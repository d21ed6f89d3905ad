#include "masterlinks.h"

#include "labstate.h"
#include "theme.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

namespace redlock::ui {

MasterLinks::MasterLinks(LabState* state, QWidget* parent)
    : QWidget(parent), m_state(state), m_upLabel(new QLabel(this)),
      m_latencyLabel(new QLabel(this)) {
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(8);
    grid->setVerticalSpacing(4);
    grid->addWidget(m_upLabel, 0, 0);
    grid->addWidget(m_latencyLabel, 1, 0);
    for (int i = 0; i < kMaxMasters; ++i) {
        auto* b = new QPushButton(this);
        b->setObjectName(QStringLiteral("linkToggle%1").arg(i + 1));
        b->setCheckable(true);
        // Keys belong to the page (Space plays), not to whichever toggle was clicked last.
        b->setFocusPolicy(Qt::NoFocus);
        connect(b, &QPushButton::clicked, this,
                [this, i](bool checked) { m_state->setMasterUp(i, checked); });
        auto* spin = new QSpinBox(this);
        spin->setObjectName(QStringLiteral("latency%1").arg(i + 1));
        spin->setRange(0, 200);
        spin->setValue(1);
        spin->setStyleSheet(QStringLiteral("min-width: 3em; min-height: 1.3em;"));
        connect(spin, &QSpinBox::valueChanged, this, &MasterLinks::latencyChanged);
        grid->addWidget(b, 0, i + 1);
        grid->addWidget(spin, 1, i + 1);
        m_toggles.append(b);
        m_spins.append(spin);
    }
    grid->setColumnStretch(kMaxMasters + 1, 1);
    connect(m_state, &LabState::changed, this, &MasterLinks::refresh);
    refresh();
}

int MasterLinks::latencyMs(int index) const {
    return m_spins.value(index) ? m_spins[index]->value() : 0;
}

void MasterLinks::refresh() {
    m_upLabel->setText(tr("Masters:"));
    m_latencyLabel->setText(tr("Latency (ms, one way):"));
    for (int i = 0; i < m_toggles.size(); ++i) {
        const bool visible = i < m_state->masterCount();
        const bool up = m_state->isUp(i);
        QPushButton* b = m_toggles[i];
        b->setVisible(visible);
        m_spins[i]->setVisible(visible);
        b->setChecked(up);
        b->setText(up ? tr("M%1 up").arg(i + 1) : tr("M%1 down").arg(i + 1));
        b->setToolTip(tr("Click to take M%1 down or bring it back (shared with the other pages).")
                          .arg(i + 1));
        b->setStyleSheet(QStringLiteral("color: %1; font-weight: 600;")
                             .arg((up ? Theme::ok() : Theme::down()).name()));
        m_spins[i]->setToolTip(
            tr("One-way network latency between the client and M%1.").arg(i + 1));
    }
}

void MasterLinks::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        refresh();
    }
    QWidget::changeEvent(event);
}

} // namespace redlock::ui
