#include "ui/widgets/language_change.h"

#include <QEvent>
#include <QWidget>

namespace redlock::ui {

namespace {

// A child of the widget, so it lives and dies with it; filters only the widget's own events.
class LanguageChangeFilter final : public QObject {
public:
    LanguageChangeFilter(QWidget* widget, std::function<void()> retranslate)
        : QObject(widget), m_retranslate(std::move(retranslate)) {
        widget->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (watched == parent() && event->type() == QEvent::LanguageChange) {
            m_retranslate();
        }
        return false; // the widget still gets the event
    }

private:
    std::function<void()> m_retranslate;
};

} // namespace

void onLanguageChange(QWidget* widget, std::function<void()> retranslate) {
    new LanguageChangeFilter(widget, std::move(retranslate));
}

} // namespace redlock::ui
