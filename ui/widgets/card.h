#pragma once
// card(): the rounded panel every page groups its controls in. Its look lives in the style
// sheet (Theme: QFrame[role="card"]); this only makes the frame and tags it.

class QFrame;
class QLayout;
class QWidget;

class QLabel;

namespace redlock::ui {

// A card owned by `parent`. With `inner`, the card gets a vertical layout with the standard
// card margins (14, 8) holding `inner`; without, the caller lays the card out itself.
QFrame* card(QWidget* parent, QLayout* inner = nullptr);

// A plain word-wrapped label with a style role ("note", "cardTitle", ...; none when null), for
// pages on Qt's height-for-width path, which sizes such labels to their real width.
QLabel* wrapped(QWidget* parent, const char* role = nullptr);

} // namespace redlock::ui
