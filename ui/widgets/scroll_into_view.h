#pragma once
// What a teacher's click just produced (a search's verdict, an opened run, new advice) must be
// on screen: a page taller than the window scrolls the least that shows it.

class QWidget;

namespace redlock::ui {

// Scrolls the scroll area around `first` the least that shows everything from the top of
// `first` to the bottom of `last` (`first` alone without it), or `first`'s top when that is
// taller than the view. Runs once the layouts have taken the change that produced the result
// (queued, then the pending layout requests); does nothing outside a scroll area or while
// `first` is hidden.
void scrollIntoView(QWidget* first, QWidget* last = nullptr);

} // namespace redlock::ui
