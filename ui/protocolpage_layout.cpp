// ProtocolPage: how the page arranges itself for the width and text size it gets.
#include "protocolpage.h"

#include "masterlinks.h"

#include <QBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QRadioButton>

#include <algorithm>

namespace redlock::ui {

void ProtocolPage::arrange() {
    if (!m_bottom) {
        return; // still being constructed
    }
    const int room = contentsRect().width() - 56; // the page's side margins
    // The retry choice stays beside the masters while one band of masters leaves room for it;
    // otherwise it drops below them and lies flat, one line instead of three.
    const int retryWidth = std::max({m_retryLabel->sizeHint().width(),
                                     m_spread->sizeHint().width(), m_align->sizeHint().width()});
    const bool beside = m_links->oneBandWidth() + m_mastersRow->spacing() + retryWidth <= room;
    m_mastersRow->setDirection(beside ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    m_retryBox->setDirection(beside ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
    m_retryBox->setSpacing(beside ? 2 : 14);
    // Readout and transcript side by side while each still gets about 55 characters a line;
    // at presenter size the readout would wrap every few words, so they stack.
    const bool sideBySide = room >= fontMetrics().averageCharWidth() * 110;
    m_bottom->setDirection(sideBySide ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    for (QLabel* l : {m_liveNote, m_liveWhy}) {
        l->setFixedHeight(std::max(0, l->heightForWidth(std::max(room, 1)))); // -1: no text
    }
    m_transcript->setFixedHeight(m_transcript->fontMetrics().lineSpacing() * 5 +
                                 2 * m_transcript->frameWidth() + 8);
}

void ProtocolPage::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    arrange();
}

} // namespace redlock::ui
