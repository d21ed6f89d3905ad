#include "ui/widgets/wrap_label.h"

#include <QResizeEvent>

#include <algorithm>

namespace redlock::ui {

WrapLabel::WrapLabel(QWidget* parent) : QLabel(parent) {
    setWordWrap(true);
}

int WrapLabel::fittedHeight() const {
    return m_placed && width() > 0 ? heightForWidth(width()) : 0;
}

QSize WrapLabel::sizeHint() const {
    const QSize hint = QLabel::sizeHint();
    return {hint.width(), std::max(hint.height(), fittedHeight())};
}

QSize WrapLabel::minimumSizeHint() const {
    const QSize hint = QLabel::minimumSizeHint();
    return {hint.width(), std::max(hint.height(), fittedHeight())};
}

void WrapLabel::resizeEvent(QResizeEvent* event) {
    QLabel::resizeEvent(event);
    m_placed = true;
    // Only a new line count matters to the layout; setText() already calls updateGeometry().
    const int fit = fittedHeight();
    if (fit != m_lastFit) {
        m_lastFit = fit;
        updateGeometry();
    }
}

} // namespace redlock::ui
