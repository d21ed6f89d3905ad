#pragma once
// A painted bar of N slots, one per master M1 … MN, each showing that master's own answer
// (OK, down, miss, refused, and on live backends "late OK" for an OK read after the verdict),
// and a labelled line at the majority. The slots come from LabState::slots(), the same round
// the page's verdict judged.

#include <QWidget>

namespace redlock::ui {

class LabState;

class VoteBar : public QWidget {
    Q_OBJECT
public:
    explicit VoteBar(LabState* state, QWidget* parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // Where the majority line is drawn, in widget coordinates (for tests and tooltips).
    int majorityLineX() const;
    // The label of master i's slot, e.g. "M4 down" (for tests and screen readers).
    QString slotText(int i) const;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QRect barRect() const;
    QFont labelFont() const;

    LabState* m_state;
};

} // namespace redlock::ui
