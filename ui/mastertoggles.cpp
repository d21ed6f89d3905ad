#include "mastertoggles.h"

#include "core/quorum.h"
#include "labstate.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace redlock::ui {

MasterToggles::MasterToggles(LabState* state, QWidget* parent)
    : QWidget(parent), m_state(state), m_row(new QHBoxLayout(this)) {
    m_row->setContentsMargins(0, 0, 0, 0);
    m_row->setSpacing(12);
    // All nine exist from the start; N only decides how many are visible.
    for (int i = 0; i < kMaxMasters; ++i) {
        auto* b = new QPushButton(this);
        b->setObjectName(QStringLiteral("master%1").arg(i + 1));
        b->setProperty("role", QStringLiteral("master"));
        b->setCursor(Qt::PointingHandCursor);
        connect(b, &QPushButton::clicked, this, [this, i] { m_state->toggleMaster(i); });
        auto* mode = new QToolButton(this);
        mode->setObjectName(QStringLiteral("masterMode%1").arg(i + 1));
        mode->setPopupMode(QToolButton::InstantPopup);
        mode->setToolButtonStyle(Qt::ToolButtonTextOnly);
        mode->hide();
        auto* column = new QVBoxLayout;
        column->setSpacing(2);
        column->addWidget(b);
        column->addWidget(mode, 0, Qt::AlignHCenter);
        m_row->addLayout(column);
        m_buttons.append(b);
        m_modeButtons.append(mode);
    }
    m_row->addStretch(1);
    connect(m_state, &LabState::changed, this, &MasterToggles::refresh);
    refresh();
}

QPushButton* MasterToggles::button(int index) const {
    return m_buttons.value(index);
}

QToolButton* MasterToggles::modeButton(int index) const {
    return m_modeButtons.value(index);
}

void MasterToggles::refresh() {
    for (int i = 0; i < m_buttons.size(); ++i) {
        QPushButton* b = m_buttons[i];
        const bool up = m_state->isUp(i);
        b->setVisible(i < m_state->masterCount());
        if (i >= m_state->masterCount()) {
            m_modeButtons[i]->hide();
        }
        b->setText(up ? tr("M%1\nOK").arg(i + 1) : tr("M%1\ndown").arg(i + 1));
        b->setToolTip(up ? tr("M%1 answers OK. Click or press %1 to take it down.").arg(i + 1)
                         : tr("M%1 is down. Click or press %1 to bring it back.").arg(i + 1));
        b->setAccessibleName(b->text().replace(QLatin1Char('\n'), QLatin1Char(' ')));
        if (b->property("up").toBool() != up || !b->property("up").isValid()) {
            b->setProperty("up", up);
            // Property selectors in the style sheet are only re-evaluated on repolish.
            b->style()->unpolish(b);
            b->style()->polish(b);
        }
    }
}

void MasterToggles::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        refresh();
    }
    QWidget::changeEvent(event);
}

} // namespace redlock::ui
