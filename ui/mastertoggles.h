#pragma once
// A row of M1..MN buttons, one per master. A click sends the user's intent to the LabState; the
// buttons themselves only mirror what the state says (colour AND the word OK/down, so the state
// is readable without colour vision or on a washed-out projector).

#include <QList>
#include <QWidget>

class QPushButton;
class QToolButton;
class QHBoxLayout;

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

protected:
    void changeEvent(QEvent* event) override;

private:
    LabState* m_state;
    QHBoxLayout* m_row;
    QList<QPushButton*> m_buttons;
    QList<QToolButton*> m_modeButtons;
};

} // namespace redlock::ui
