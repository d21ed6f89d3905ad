#pragma once
// A control whose text changes while the class watches (Play ↔ Pause, a growing time readout)
// must not change width, or everything beside it on the line — a scrubber, a card — jumps.

#include <QStringList>

class QComboBox;
class QWidget;

namespace redlock::ui {

// Gives `w` (a QLabel or a button) the minimum width of the widest of `texts` in its current
// font plus its own frame and padding. Call again after a language or font change.
void keepWidth(QWidget* w, const QStringList& texts);

// A combo box as wide as the entry it shows (never cut), and its list as wide as its widest
// entry, without the box itself growing to the longest entry. Call after the current entry,
// the language or the font changed.
void fitCurrentEntry(QComboBox* combo);

} // namespace redlock::ui
