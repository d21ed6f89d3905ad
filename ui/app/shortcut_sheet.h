#pragma once
// The "?" sheet: every keyboard shortcut of the window, read from the actions themselves when
// the sheet is (re)filled, so it can never list a key that no longer exists or miss a new one.
// Page-local keys that are not actions (1–9 on the majority page) are listed after them.

#include <QDialog>
#include <QList>

class QAction;
class QLabel;
class QTableWidget;

namespace redlock::ui {

class ShortcutSheet : public QDialog {
    Q_OBJECT
public:
    explicit ShortcutSheet(QWidget* parent = nullptr);

    void setActions(const QList<QAction*>& actions);
    QTableWidget* table() const { return m_table; }
    // "Ctrl+E, Ctrl+Shift+E, …": every key in the sheet, for tests.
    QStringList keys() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void refill();
    void fitToContents();

    QList<QAction*> m_actions;
    QLabel* m_intro;
    QTableWidget* m_table;
};

} // namespace redlock::ui
