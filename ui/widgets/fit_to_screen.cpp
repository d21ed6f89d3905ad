#include "ui/widgets/fit_to_screen.h"

#include <QScreen>
#include <QWidget>

#include <algorithm>

namespace redlock::ui {

QSize boundedToScreen(const QWidget* window, QSize wanted, QSize margin) {
    if (const QScreen* s = window->screen()) {
        return wanted.boundedTo(s->availableGeometry().size() - margin);
    }
    return wanted;
}

void keepOnScreen(QWidget* window) {
    const QScreen* s = window->screen();
    if (!window->isVisible() || !s) {
        return;
    }
    const QRect avail = s->availableGeometry();
    const QRect frame = window->frameGeometry();
    const int left = std::max(0, frame.right() - avail.right());
    const int up = std::max(0, frame.bottom() - avail.bottom());
    if (left > 0 || up > 0) {
        window->move(std::max(avail.left(), window->x() - left),
                     std::max(avail.top(), window->y() - up));
    }
}

} // namespace redlock::ui
