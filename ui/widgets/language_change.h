#pragma once
// onLanguageChange(): the one place that reacts to a run-time language switch. Installing or
// removing a translator makes Qt send QEvent::LanguageChange to every widget; a widget that
// shows tr() text calls this once in its constructor instead of overriding changeEvent() for it:
//     onLanguageChange(this, [this] { retranslate(); });
// The callback runs before the widget's own changeEvent(), so a widget that also lays itself out
// again on a language change (changeEvent) sees the new texts there.

#include <functional>

class QWidget;

namespace redlock::ui {

void onLanguageChange(QWidget* widget, std::function<void()> retranslate);

} // namespace redlock::ui
