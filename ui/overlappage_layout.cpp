// OverlapPage: how the page arranges itself for the width and text size it gets.
#include "overlappage.h"

#include <QBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>

namespace redlock::ui {

void OverlapPage::arrange() {
    if (!m_bottom) {
        return; // still being constructed
    }
    // Two columns while each still gets a readable line (about 55 characters for the text on
    // the left); at presenter size the text would wrap every few words, so they stack. The
    // vertical scrolling that costs is fine; squeezed text is not.
    const int room = contentsRect().width() - 56; // the page's side margins
    const bool wide = room >= fontMetrics().averageCharWidth() * 110;
    const auto across = wide ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    m_top->setDirection(across);
    m_bottom->setDirection(across);
    // The hint fits beside N only while there is a wide left column to share.
    m_nRow->setDirection(across);
    // Beside the chart the controls are a narrow column; under it they may use the width.
    if (wide) {
        m_availability->setFixedWidth(fontMetrics().averageCharWidth() * 37);
    } else {
        m_availability->setMinimumWidth(0);
        m_availability->setMaximumWidth(QWIDGETSIZE_MAX);
    }
    // Stacked, a full-width table would spread three numbers across the screen.
    m_table->setMaximumWidth(wide ? QWIDGETSIZE_MAX : fontMetrics().averageCharWidth() * 45);
    // Nine rows that fit without a scroll bar, at whatever size the text is.
    const int row = m_table->fontMetrics().height() + 6;
    m_table->verticalHeader()->setDefaultSectionSize(row);
    m_table->setFixedHeight(row * kMaxMasters + m_table->horizontalHeader()->sizeHint().height() +
                            2 * m_table->frameWidth());
}

void OverlapPage::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    arrange();
}

} // namespace redlock::ui
