#pragma once
// The parameter sweep of the timing page: pick one sweep, the core runs the simulator over a
// range of values (core/sim/sweep.h) and the chart plots one point per run.

#include "core/sim/sweep.h"

#include "ui/widgets/painted_text.h"

#include <QFont>
#include <QPointF>
#include <QWidget>

class QComboBox;
class QLabel;
class QChart;
class QChartView;
class QLineSeries;
class QValueAxis;

namespace redlock::ui {

class SweepChart : public QWidget, public PaintedTextSource {
    Q_OBJECT
public:
    static constexpr int kPoints = 41;

    explicit SweepChart(QWidget* parent = nullptr);

    QComboBox* kindCombo() const { return m_kind; }
    sim::SweepKind kind() const;
    QList<QPointF> points() const;
    QString noteText() const;
    // Where the chart's axes need room, in this widget's coordinates.
    QList<PaintedText> paintedTexts() const override;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void recompute();
    // The chart draws its own text, which the style sheet does not reach: its fonts and
    // colours come from Theme (chart_style.h), like every painted view's.
    void scaleChartFonts();

    QLabel* m_title;
    QComboBox* m_kind;
    QChart* m_chart;
    QChartView* m_view;
    QLineSeries* m_series;
    QValueAxis* m_x;
    QValueAxis* m_y;
    QLabel* m_note;
};

} // namespace redlock::ui
