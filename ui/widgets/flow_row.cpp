#include "ui/widgets/flow_row.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QVBoxLayout>

#include <algorithm>

namespace redlock::ui {

FlowRow::FlowRow(QWidget* parent, int spacing)
    : QWidget(parent), m_lines(new QVBoxLayout(this)), m_spacing(spacing) {
    m_lines->setContentsMargins(0, 0, 0, 0);
    m_lines->setSpacing(6);
}

void FlowRow::addItem(QWidget* item, bool pushRight) {
    item->setParent(this);
    m_items.append({item, pushRight});
    m_breaks.clear(); // force a rebuild
    reflow();
}

QWidget* FlowRow::addGroup(std::initializer_list<QWidget*> widgets, int spacing, bool pushRight) {
    auto* group = new QWidget(this);
    auto* row = new QHBoxLayout(group);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(spacing);
    for (QWidget* w : widgets) {
        row->addWidget(w);
    }
    addItem(group, pushRight);
    return group;
}

namespace {
// What a line gives an item: its preferred width, or its minimum when that is larger (a
// control that keeps a steady width, see steady_width.h).
int wanted(const QWidget* w) {
    return std::max(w->sizeHint().width(), w->minimumWidth());
}
} // namespace

QSize FlowRow::minimumSizeHint() const {
    int widest = 0;
    for (const Item& i : m_items) {
        widest = std::max(widest, wanted(i.widget));
    }
    return {widest, m_lines->minimumSize().height()};
}

QSize FlowRow::sizeHint() const {
    return {minimumSizeHint().width(), m_lines->sizeHint().height()};
}

void FlowRow::reflow() {
    if (m_reflowing) {
        return;
    }
    // Greedy line breaking on the items' preferred widths.
    QList<int> breaks;
    int x = 0;
    for (int i = 0; i < m_items.size(); ++i) {
        const int w = wanted(m_items[i].widget);
        if (i == 0 || x + m_spacing + w > width()) {
            breaks.append(i);
            x = w;
        } else {
            x += m_spacing + w;
        }
    }
    if (breaks == m_breaks) {
        return;
    }
    m_reflowing = true; // rebuilding posts layout requests of its own
    m_breaks = breaks;
    while (QLayoutItem* line = m_lines->takeAt(0)) {
        delete line; // the line's layout only: the widgets stay children of this strip
    }
    for (int b = 0; b < breaks.size(); ++b) {
        const int end = b + 1 < breaks.size() ? breaks[b + 1] : static_cast<int>(m_items.size());
        auto* line = new QHBoxLayout;
        line->setSpacing(m_spacing);
        for (int i = breaks[b]; i < end; ++i) {
            if (m_items[i].pushRight && i > breaks[b]) {
                line->addStretch(1);
            }
            line->addWidget(m_items[i].widget);
        }
        line->addStretch(m_items[end - 1].pushRight && end - 1 > breaks[b] ? 0 : 1);
        m_lines->addLayout(line);
    }
    m_reflowing = false;
    updateGeometry();
}

bool FlowRow::event(QEvent* event) {
    // An item's preferred width changes with its text (language) and font (presenter mode).
    if (event->type() == QEvent::LayoutRequest) {
        reflow();
    }
    return QWidget::event(event);
}

void FlowRow::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    reflow();
}

} // namespace redlock::ui
