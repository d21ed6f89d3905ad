#pragma once
// The design x fault grid of the choosing-a-lock page: one row per design (the choice a reader
// makes), one column per fault, each cell the words of its run's outcome as the core phrased
// them (sim::chooseOutcome), on green where nothing was violated and red where beliefs
// overlapped or a stale write got in. Painted, with row heights that grow with the wrapped text
// (presenter mode, Chinese), so a cell's text always fits its box. A click, or the arrow keys
// and Enter, pick a cell: activated(index) with the index into the core's design-major matrix.

#include "core/sim/analysis/choose.h"

#include "ui/widgets/painted_text.h"

#include <QWidget>

#include <vector>

namespace redlock::ui {

class ChooseGrid : public QWidget, public PaintedTextSource {
    Q_OBJECT
public:
    explicit ChooseGrid(QWidget* parent = nullptr);

    void setCells(const std::vector<sim::ChooseCell>& cells); // the whole matrix, or none
    int rows() const;                                         // designs
    int columns() const;                                      // faults
    int current() const { return m_current; } // index into the matrix, -1 before it is known
    void setCurrent(int index);
    void setRecommended(const std::string& design); // a row drawn out; "" for none
    // The text a cell shows (one line per core sentence), in the reader's language.
    QString cellText(int index) const;
    QRect cellRect(int index) const; // in widget coordinates
    QString headerText(int column) const;
    QString rowText(int row) const;

    QList<PaintedText> paintedTexts() const override { return m_texts.items(); }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void activated(int index);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;

private:
    struct Layout {
        int labelWidth = 0;
        std::vector<int> x; // left edge of each column, then the right edge
        std::vector<int> y; // top of the header, of each row, then the bottom
    };
    Layout layoutFor(int width) const;
    QRect cellRect(const Layout& l, int index) const; // a paint lays the grid out once
    int textHeight(const QFont& font, const QString& text, int width) const;
    int pad() const;

    std::vector<sim::ChooseCell> m_cells;
    int m_current = -1;
    std::string m_recommended;
    PaintedTextLog m_texts;
};

} // namespace redlock::ui
