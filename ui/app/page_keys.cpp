#include "ui/app/page_keys.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QFocusEvent>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>

namespace redlock::ui {

namespace {

// A field for text proper, where every key is typing: never a spin box's own line edit.
bool isTextField(const QWidget* w) {
    if (const auto* line = qobject_cast<const QLineEdit*>(w)) {
        return !line->isReadOnly() && !qobject_cast<const QAbstractSpinBox*>(w->parentWidget());
    }
    if (const auto* text = qobject_cast<const QTextEdit*>(w)) {
        return !text->isReadOnly();
    }
    if (const auto* plain = qobject_cast<const QPlainTextEdit*>(w)) {
        return !plain->isReadOnly();
    }
    return false;
}

const QAbstractSpinBox* spinBoxOf(const QWidget* w) {
    if (const auto* spin = qobject_cast<const QAbstractSpinBox*>(w)) {
        return spin;
    }
    return w ? qobject_cast<const QAbstractSpinBox*>(w->parentWidget()) : nullptr;
}

bool isEditingKey(const QKeyEvent* e) {
    if (e->key() == Qt::Key_Backspace || e->key() == Qt::Key_Delete) {
        return true;
    }
    const QString text = e->text();
    return !text.isEmpty() && text.at(0).isPrint();
}

} // namespace

PageKeys::PageKeys(QWidget* window, QList<QAction*> keys)
    : QObject(window), m_window(window), m_keys(std::move(keys)) {
    qApp->installEventFilter(this);
}

bool PageKeys::inWindow(const QObject* object) const {
    return object->isWidgetType() && static_cast<const QWidget*>(object)->window() == m_window;
}

bool PageKeys::isPageKey(const QKeyEvent* event) const {
    const QKeySequence pressed(event->keyCombination().key() |
                               (event->modifiers() & ~Qt::KeypadModifier));
    for (const QAction* act : m_keys) {
        if (act->isEnabled() && act->shortcuts().contains(pressed)) {
            return true;
        }
    }
    return false;
}

bool PageKeys::isTyping(const QWidget* widget) const {
    if (!widget) {
        return false;
    }
    if (isTextField(widget)) {
        return true;
    }
    const QAbstractSpinBox* spin = spinBoxOf(widget);
    return spin && spin == m_typingIn.data();
}

bool PageKeys::eventFilter(QObject* watched, QEvent* event) {
    switch (event->type()) {
    case QEvent::FocusIn: {
        if (!inWindow(watched)) {
            break;
        }
        // Reached by keyboard: the user means to type. By mouse or by the window: a control.
        const auto reason = static_cast<QFocusEvent*>(event)->reason();
        const bool keyboard = reason == Qt::TabFocusReason || reason == Qt::BacktabFocusReason ||
                              reason == Qt::ShortcutFocusReason;
        const QAbstractSpinBox* spin = spinBoxOf(static_cast<QWidget*>(watched));
        if (spin && keyboard) {
            m_typingIn = const_cast<QAbstractSpinBox*>(spin);
        } else if (!spin || spin != m_typingIn.data()) {
            m_typingIn = nullptr;
        }
        break;
    }
    case QEvent::KeyPress: {
        // A key that reached a spin box (not taken as a page key) and edits it starts typing.
        auto* key = static_cast<QKeyEvent*>(event);
        if (inWindow(watched) && (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter)) {
            // Enter commits the value: the field is a control again, the page keys return.
            if (spinBoxOf(static_cast<QWidget*>(watched))) {
                m_typingIn = nullptr;
            }
        } else if (inWindow(watched) && isEditingKey(key)) {
            if (const QAbstractSpinBox* spin = spinBoxOf(static_cast<QWidget*>(watched))) {
                m_typingIn = const_cast<QAbstractSpinBox*>(spin);
            }
        }
        break;
    }
    case QEvent::ShortcutOverride: {
        // Swallowing the override, unaccepted, is what lets the window's shortcut fire.
        auto* key = static_cast<QKeyEvent*>(event);
        if (inWindow(watched) && isPageKey(key) && !isTyping(static_cast<QWidget*>(watched))) {
            return true;
        }
        break;
    }
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace redlock::ui
