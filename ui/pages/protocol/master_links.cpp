#include "ui/pages/protocol/master_links.h"

#include "ui/model/lab_state.h"
#include "ui/widgets/language_change.h"
#include "ui/widgets/theme.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

#include <algorithm>

namespace redlock::ui {

MasterLinks::MasterLinks(LabState* state, QWidget* parent)
    : QWidget(parent), m_state(state), m_upLabel(new QLabel(this)),
      m_latencyLabel(new QLabel(this)), m_grid(new QGridLayout(this)) {
    onLanguageChange(this, [this] { refresh(); });
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setHorizontalSpacing(8);
    m_grid->setVerticalSpacing(4);
    m_grid->addWidget(m_upLabel, 0, 0);
    m_grid->addWidget(m_latencyLabel, 1, 0);
    for (int i = 0; i < kMaxMasters; ++i) {
        auto* b = new QPushButton(this);
        b->setObjectName(QStringLiteral("linkToggle%1").arg(i + 1));
        b->setCheckable(true);
        // Keys belong to the page (Space plays), not to whichever toggle was clicked last.
        b->setFocusPolicy(Qt::NoFocus);
        // toggleMaster, not setMasterUp: on a live backend the click must reach the real
        // server (kill, hang…), and the probe then reports the master's state back.
        connect(b, &QPushButton::clicked, this, [this, i] { m_state->toggleMaster(i); });
        auto* spin = new QSpinBox(this);
        spin->setObjectName(QStringLiteral("latency%1").arg(i + 1));
        spin->setRange(0, 200);
        spin->setValue(1);
        spin->setStyleSheet(QStringLiteral("min-width: 2.6em; min-height: 1.3em;"));
        connect(spin, &QSpinBox::valueChanged, this, &MasterLinks::latencyChanged);
        m_toggles.append(b);
        m_spins.append(spin);
    }
    connect(m_state, &LabState::changed, this, &MasterLinks::refresh);
    refresh();
}

int MasterLinks::latencyMs(int index) const {
    return m_spins.value(index) ? m_spins[index]->value() : 0;
}

int MasterLinks::cellWidth() const {
    int cell = 0;
    for (int i = 0; i < m_state->masterCount(); ++i) {
        cell = std::max({cell, m_toggles[i]->sizeHint().width(), m_spins[i]->sizeHint().width()});
    }
    return cell;
}

int MasterLinks::labelWidth() const {
    return std::max(m_upLabel->sizeHint().width(), m_latencyLabel->sizeHint().width());
}

int MasterLinks::oneBandWidth() const {
    const int gap = m_grid->horizontalSpacing();
    return labelWidth() + m_state->masterCount() * (cellWidth() + gap);
}

QSize MasterLinks::minimumSizeHint() const {
    // One master per band is the narrowest it can go; the grid's own minimum would be a band
    // as wide as it happens to be now, which would stop the page from ever getting narrower.
    return {labelWidth() + m_grid->horizontalSpacing() + cellWidth(),
            m_grid->minimumSize().height()};
}

void MasterLinks::reflow(bool force) {
    const int n = m_state->masterCount();
    const int gap = m_grid->horizontalSpacing();
    const int room = width() - labelWidth();
    const int fit = std::clamp(room / std::max(1, cellWidth() + gap), 1, n);
    // Bands as even as possible (5 masters as 3 + 2, not 4 + 1): a lone master on the last
    // band reads like an afterthought.
    const int bands = (n + fit - 1) / fit;
    const int columns = (n + bands - 1) / bands;
    if (!force && columns == m_columns && n == m_shown) {
        return;
    }
    m_columns = columns;
    m_shown = n;
    for (int i = 0; i < kMaxMasters; ++i) {
        m_grid->removeWidget(m_toggles[i]);
        m_grid->removeWidget(m_spins[i]);
    }
    // Band b holds the toggles in grid row 2b and their latencies in row 2b + 1, so a latency
    // always sits right under its master's toggle.
    for (int i = 0; i < n; ++i) {
        const int band = i / columns, column = i % columns + 1;
        m_grid->addWidget(m_toggles[i], 2 * band, column);
        m_grid->addWidget(m_spins[i], 2 * band + 1, column);
    }
    for (int c = 1; c <= kMaxMasters + 1; ++c) {
        m_grid->setColumnStretch(c, c == columns + 1 ? 1 : 0);
    }
    updateGeometry();
}

void MasterLinks::setLatencyEditable(bool on) {
    m_latencyLabel->setEnabled(on);
    for (QSpinBox* spin : m_spins) {
        spin->setEnabled(on);
    }
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
    reflow(true); // N, or the width of "up"/"down", may have changed
}

void MasterLinks::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    reflow();
}

void MasterLinks::changeEvent(QEvent* event) {
    if (event->type() == QEvent::StyleChange || event->type() == QEvent::FontChange) {
        reflow(true); // presenter mode: every cell got wider
    }
    QWidget::changeEvent(event);
}

} // namespace redlock::ui
