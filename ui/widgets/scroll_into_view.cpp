#include "ui/widgets/scroll_into_view.h"

#include <QCoreApplication>
#include <QEvent>
#include <QPointer>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>

namespace redlock::ui {

void scrollIntoView(QWidget* first, QWidget* last) {
    const QPointer<QWidget> top(first);
    const QPointer<QWidget> bottom(last ? last : first);
    QTimer::singleShot(0, first, [top, bottom] {
        QScrollArea* scroll = nullptr;
        for (QWidget* w = top ? top->parentWidget() : nullptr; w && !scroll;
             w = w->parentWidget()) {
            scroll = qobject_cast<QScrollArea*>(w);
        }
        if (!scroll || !scroll->widget() || !bottom || !top->isVisible()) {
            return;
        }
        // The text that just changed may have changed heights below it: lay out first.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QWidget* content = scroll->widget();
        const int from = top->mapTo(content, QPoint(0, 0)).y();
        const int to = bottom->mapTo(content, QPoint(0, bottom->height())).y();
        const int view = scroll->viewport()->height();
        QScrollBar* bar = scroll->verticalScrollBar();
        int value = bar->value();
        if (to - from > view || from < value) {
            value = from;
        } else if (to > value + view) {
            value = to - view;
        }
        bar->setValue(value);
    });
}

} // namespace redlock::ui
