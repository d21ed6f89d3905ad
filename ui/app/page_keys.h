#pragma once
// The page keys (1–9 on the majority page, Space, → and ← on the protocol page) are window
// shortcuts (WindowActions::pageKeys). Qt asks the focused widget first (ShortcutOverride), and
// a spin box, a list or a text area claims digits, Space and arrows for itself: after a click
// on the N field, "4" would type instead of flipping M4. This application-wide filter keeps
// those keys for the page whatever control has focus, except a text field being typed in:
//  - a text field proper (line edit, editable text area) whenever it has focus;
//  - a spin box once the user is in it by keyboard: reached with Tab or its Alt+letter, or an
//    editing key (Backspace, Delete, a character the page does not use) typed into it.
// A spin box changed with the mouse stays a control: the next digit flips a master again.
// Only the main window's own widgets are affected; dialogs keep their keys.

#include <QList>
#include <QObject>
#include <QPointer>

class QAction;
class QKeyEvent;
class QWidget;

namespace redlock::ui {

class PageKeys : public QObject {
    Q_OBJECT
public:
    // Filters qApp for the life of this object (a child of `window`).
    PageKeys(QWidget* window, QList<QAction*> keys);

    // True when `widget` is a text field the user is typing in: the page keys leave it alone.
    bool isTyping(const QWidget* widget) const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool isPageKey(const QKeyEvent* event) const;
    bool inWindow(const QObject* object) const;

    QWidget* m_window;
    QList<QAction*> m_keys;
    QPointer<QWidget> m_typingIn; // the spin box the user is typing in, if any
};

} // namespace redlock::ui
