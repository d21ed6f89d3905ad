#pragma once
// A small drawing of two majorities of the same N masters: client A's set on the left, client
// B's on the right, the masters both sets contain ringed. The sets and the shared masters come
// from core (quorumOf, sharedMasters), so the picture is the arithmetic, not an illustration.

#include <QWidget>

#include <vector>

namespace redlock::ui {

class LabState;

class OverlapSketch : public QWidget {
    Q_OBJECT
public:
    explicit OverlapSketch(LabState* state, QWidget* parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // The two majorities drawn and the masters they share (0-based indices).
    std::vector<int> setA() const;
    std::vector<int> setB() const;
    std::vector<int> shared() const;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    LabState* m_state;
};

} // namespace redlock::ui
