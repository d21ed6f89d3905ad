#include "ui/widgets/master_toggles.h"

#include "core/lock/quorum.h"
#include "ui/model/lab_state.h"
#include "ui/widgets/language_change.h"

#include <QEvent>
#include <QGridLayout>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace redlock::ui {

MasterToggles::MasterToggles(LabState* state, QWidget* parent)
    : QWidget(parent), m_state(state), m_grid(new QGridLayout(this)) {
    onLanguageChange(this, [this] { refresh(); });
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setSpacing(12);
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
        auto* cell = new QWidget(this);
        auto* column = new QVBoxLayout(cell);
        column->setContentsMargins(0, 0, 0, 0);
        column->setSpacing(2);
        column->addWidget(b);
        column->addWidget(mode, 0, Qt::AlignHCenter);
        m_buttons.append(b);
        m_modeButtons.append(mode);
        m_cells.append(cell);
    }
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
        m_cells[i]->setVisible(i < m_state->masterCount());
        b->setText(up ? tr("M%1\nOK").arg(i + 1) : tr("M%1\ndown").arg(i + 1));
        b->setToolTip(up ? tr("M%1 answers OK. Click or press %1 to take it down.").arg(i + 1)
                         : tr("M%1 is down. Click or press %1 to bring it back.").arg(i + 1));
        b->setAccessibleName(b->text().replace(QLatin1Char('\n'), QLatin1Char(' ')));
        b->setAccessibleDescription(b->toolTip());
        m_modeButtons[i]->setAccessibleName(tr("How M%1 goes down").arg(i + 1));
        m_modeButtons[i]->setAccessibleDescription(
            tr("Chooses what clicking M%1 does on a live backend: crash, hang, restart, "
               "partition or pause.")
                .arg(i + 1));
        m_modeButtons[i]->setToolTip(m_modeButtons[i]->accessibleDescription());
        if (b->property("up").toBool() != up || !b->property("up").isValid()) {
            b->setProperty("up", up);
            // Property selectors in the style sheet are only re-evaluated on repolish.
            b->style()->unpolish(b);
            b->style()->polish(b);
        }
    }
    reflow(); // N may have changed
}

QSize MasterToggles::minimumSizeHint() const {
    const QSize one = m_cells.first()->minimumSizeHint().expandedTo(m_cells.first()->sizeHint());
    return {one.width(), m_grid->minimumSize().height()};
}

void MasterToggles::reflow() {
    const int n = m_state->masterCount();
    int cell = 0;
    for (int i = 0; i < n; ++i) {
        cell = std::max(cell, m_cells[i]->sizeHint().width());
    }
    const int gap = m_grid->horizontalSpacing();
    const int columns = std::clamp((width() + gap) / std::max(1, cell + gap), 1, n);
    if (columns == m_columns && n == m_shown) {
        return;
    }
    m_columns = columns;
    m_shown = n;
    for (QWidget* c : std::as_const(m_cells)) {
        m_grid->removeWidget(c);
    }
    for (int i = 0; i < n; ++i) {
        m_grid->addWidget(m_cells[i], i / columns, i % columns);
    }
    // Buttons keep their natural width; spare room goes to an empty column on the right.
    for (int c = 0; c <= kMaxMasters; ++c) {
        m_grid->setColumnStretch(c, c == columns ? 1 : 0);
    }
    updateGeometry();
}

void MasterToggles::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    reflow();
}

void MasterToggles::changeEvent(QEvent* event) {
    if (event->type() == QEvent::StyleChange || event->type() == QEvent::FontChange) {
        m_columns = 0; // button widths changed: measure again
        reflow();
    }
    QWidget::changeEvent(event);
}

} // namespace redlock::ui
