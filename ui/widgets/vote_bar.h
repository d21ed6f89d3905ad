#pragma once
// A painted bar of N slots: the OK votes fill it from the left and a labelled line marks the
// majority. Seeing the fill cross (or miss) the line is the whole lesson of the majority page.

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

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QRect barRect() const;
    QFont labelFont() const;

    LabState* m_state;
};

} // namespace redlock::ui
