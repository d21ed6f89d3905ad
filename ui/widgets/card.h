#pragma once
// card(): the rounded panel every page groups its controls in. Its look lives in the style
// sheet (Theme: QFrame[role="card"]); this only makes the frame and tags it.

class QFrame;
class QLayout;
class QWidget;

namespace redlock::ui {

// A card owned by `parent`. With `inner`, the card gets a vertical layout with the standard
// card margins (14, 8) holding `inner`; without, the caller lays the card out itself.
QFrame* card(QWidget* parent, QLayout* inner = nullptr);

} // namespace redlock::ui
