#pragma once
// A dialog sized to its content where its screen allows, and kept on that screen when it grows:
// presenter mode doubles the text, and a 1280-px projector has room for less than a desk screen.

#include <QSize>

class QWidget;

namespace redlock::ui {

// `wanted`, no larger than `window`'s screen's available area less `margin` (room for the frame
// and a panel); `wanted` unchanged when the window has no screen yet.
QSize boundedToScreen(const QWidget* window, QSize wanted, QSize margin = QSize(40, 80));

// Moves a shown window left and up just as far as keeps its frame on its screen's available
// area (a window that grew to the right or downwards from where it was placed); no move when it
// is already inside, or hidden.
void keepOnScreen(QWidget* window);

} // namespace redlock::ui
