#pragma once
// A row of M1..MN buttons, one per master. A click sends the user's intent to the LabState; the
// buttons themselves only mirror what the state says (colour AND the word OK/down, so the state
// is readable without colour vision or on a washed-out projector). When the row does not fit
// (nine masters at presenter size) the buttons flow onto a second row instead of forcing the
// page to scroll sideways.

#include <QList>
#include <QWidget>

class QPushButton;
class QToolButton;
class QGridLayout;

namespace redlock::ui {

class LabState;

class MasterToggles : public QWidget {
    Q_OBJECT
public:
    explicit MasterToggles(LabState* state, QWidget* parent = nullptr);

    QPushButton* button(int index) const;
    // A small menu button under each master, hidden until a live backend fills it with the
    // ways that master can go down (BackendControls).
    QToolButton* modeButton(int index) const;
    void refresh();
    int columns() const { return m_columns; }

    // As narrow as one button: the row reflows rather than widening the page.
    QSize minimumSizeHint() const override;

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void reflow();

    LabState* m_state;
    QGridLayout* m_grid;
    QList<QPushButton*> m_buttons;
    QList<QToolButton*> m_modeButtons;
    QList<QWidget*> m_cells; // button + mode button, the unit that flows in the grid
    int m_columns = 0;
    int m_shown = 0;
};

} // namespace redlock::ui
