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
    // Once placed, the height its text needs at its width: QLabel's own hint guesses a width
    // for a long text and asks for the height of that, which left gaps under long sentences.
    const QSize hint = QLabel::sizeHint();
    const int fit = fittedHeight();
    return {hint.width(), fit > 0 ? fit : hint.height()};
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
