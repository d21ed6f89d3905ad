#pragma once
// A page's set-up controls that fold into one summary line when the page is compact
// (presenter mode on a short screen): the class sees the diagram and the verdict, the summary
// says what the hidden controls are set to, and one click on "Set-up" opens them again.
// A page may let them fold in a short window outside compact mode too (setFoldsWhenShort: the
// lab bench, whose set-up alone pushed the lanes below the fold at 1366 x 768; the window says
// when it is short, MainWindow::kShortHeight). Otherwise the drawer is invisible: the controls
// sit on the page as before.

#include <QWidget>

#include <functional>

class QLabel;
class QToolButton;

namespace redlock::ui {

class SetupDrawer : public QWidget {
    Q_OBJECT
public:
    // Takes `body` (the controls) as its child. `summary` is asked for the one-line text
    // whenever the drawer is shown folded or the page calls refreshSummary().
    SetupDrawer(QWidget* body, std::function<QString()> summary, QWidget* parent = nullptr);

    // Compact on: the controls fold (unless the user opened them since); off: they show and
    // the summary row goes.
    void setCompact(bool compact);
    bool isCompact() const { return m_compact; }
    // The page's choice: fold in a short window outside compact mode too.
    void setFoldsWhenShort(bool on);
    // The window's state (MainWindow::isShort); with the page's choice it makes the drawer
    // foldable: the summary row shows and the controls start folded, as when the page turns
    // compact. Compact mode folds regardless.
    void setShortWindow(bool shortWindow);
    bool isFoldable() const { return m_foldsWhenShort && m_shortWindow; }
    bool isFolded() const;
    void setFolded(bool folded); // only meaningful while compact or foldable
    void refreshSummary();
    // Puts a widget of the page's at the end of the summary row, which shows while compact (a
    // button the page would otherwise give a line of its own). The page takes it back by adding
    // it to one of its own layouts.
    void addToRow(QWidget* widget);

    QWidget* body() const { return m_body; }
    QToolButton* toggle() const { return m_toggle; }
    QLabel* summaryLabel() const { return m_summary; }

signals:
    void compactChanged(bool compact);
    // isFolded() changed: a click on the toggle, setFolded(), or compact mode on or off.
    void foldedChanged(bool folded);

private:
    void apply();
    void retranslate();

    QWidget* m_body;
    QWidget* m_row;
    QToolButton* m_toggle;
    QLabel* m_summary;
    std::function<QString()> m_summaryText;
    bool m_compact = false;
    bool m_foldsWhenShort = false;
    bool m_shortWindow = false;
    bool m_folded = true;
    bool canFold() const { return m_compact || isFoldable(); }
    void setFoldable(bool foldsWhenShort, bool shortWindow);
    // After foldable or folded changed: shows the state and says if isFolded() moved.
    void settle(bool wasFolded);
};

} // namespace redlock::ui
