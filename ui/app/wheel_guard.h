#pragma once
// The mouse wheel scrolls the page; it changes a number field, a drop-down or a slider only
// when that control has keyboard focus. Without this, a teacher scrolling a page (or the
// Safety-check dialog) past a spin box silently changes the value under the pointer.
// Application-wide: every control of every window, made now or later, is covered.
//  - Controls lose Qt::WheelFocus when polished, so the wheel never gives them focus.
//  - A wheel event on an unfocused control goes to its parent instead, which scrolls.

#include <QObject>

namespace redlock::ui {

class WheelGuard : public QObject {
    Q_OBJECT
public:
    explicit WheelGuard(QObject* parent = nullptr);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace redlock::ui
