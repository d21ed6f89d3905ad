#include "ui/app/wheel_guard.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QScrollBar>
#include <QWheelEvent>

namespace redlock::ui {

namespace {

// The control a wheel event on `w` would change: the widget itself or the spin box / combo box
// around its line edit. Scroll bars are what the wheel is for, so they are left alone.
QWidget* guardedControl(QObject* object) {
    if (!object->isWidgetType() || qobject_cast<QScrollBar*>(object)) {
        return nullptr;
    }
    auto* w = static_cast<QWidget*>(object);
    for (QWidget* candidate : {w, w->parentWidget()}) {
        if (qobject_cast<QAbstractSpinBox*>(candidate) || qobject_cast<QComboBox*>(candidate) ||
            (qobject_cast<QAbstractSlider*>(candidate) && !qobject_cast<QScrollBar*>(candidate))) {
            return candidate;
        }
    }
    return nullptr;
}

} // namespace

WheelGuard::WheelGuard(QObject* parent) : QObject(parent) {
    qApp->installEventFilter(this);
}

bool WheelGuard::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::Polish) {
        if (QWidget* control = guardedControl(watched); control == watched) {
            if (control->focusPolicy() == Qt::WheelFocus) {
                control->setFocusPolicy(Qt::StrongFocus);
            }
        }
    } else if (event->type() == QEvent::Wheel) {
        QWidget* control = guardedControl(watched);
        if (control && !control->hasFocus() && control->parentWidget()) {
            // Handed up unchanged: the nearest scroll area above scrolls as if the control
            // were not there.
            QApplication::sendEvent(control->parentWidget(), event);
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace redlock::ui
