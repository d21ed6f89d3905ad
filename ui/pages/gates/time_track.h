#pragma once
// The painted scale under the elapsed-time slider: where the acquire ended, how much validity
// is left, the drift allowance just before the TTL, and the TTL itself as a marked line.
// It spans the same pixels as the slider's handle travel, so the handle points at its value.

#include <QWidget>

namespace redlock::ui {

class LabState;

class TimeTrack : public QWidget {
    Q_OBJECT
public:
    explicit TimeTrack(LabState* state, QWidget* parent = nullptr);

    // Milliseconds at the right end of the scale (the slider's maximum).
    void setRangeMs(int maxMs);
    // Horizontal inset that matches half the slider handle, so values line up.
    void setInset(int px);
    int xForMs(double ms) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QFont smallFont() const;

    LabState* m_state;
    int m_maxMs = 36000;
    int m_inset = 11;
};

} // namespace redlock::ui
