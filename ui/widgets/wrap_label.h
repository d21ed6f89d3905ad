#pragma once
// A word-wrapped label that asks its layout for the height its text needs at the width it was
// actually given. Qt's box layouts size a wrapped QLabel from a width guessed in advance, so in
// a nested layout (a card beside a text pane, a column beside a chart) it gets squeezed when the
// real width is narrower, which is what presenter-size text makes it. Re-asking after every
// resize costs one extra layout pass and never loops: height does not change the width.

#include <QLabel>

namespace redlock::ui {

class WrapLabel : public QLabel {
    Q_OBJECT
public:
    explicit WrapLabel(QWidget* parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // The fitted height already comes through the size hints. Advertising height-for-width as
    // well sends the page's scroll area down Qt's hfw path, which under-counts the other
    // widgets' minimums and squeezes them instead.
    bool hasHeightForWidth() const override { return false; }

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    // heightForWidth at the current width, or 0 before the layout has placed the label (its
    // default 100 px width would ask for a needlessly tall first pass).
    int fittedHeight() const;

    bool m_placed = false;
    int m_lastFit = -1;
};

} // namespace redlock::ui
