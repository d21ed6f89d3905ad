#pragma once
// The parameter sweep of the timing page: pick one sweep, the core runs the simulator over a
// range of values (core/sim/analysis/sweep.h) and the chart plots one point per run. The runs take
// a worker thread (41 simulations, a tenth of a second or more): the axes and the note change at
// once, the points appear when done, and a line says the sweep is running if it takes longer
// than kBusyAfterMs. A newer choice always wins; an older sweep's points are dropped.

#include "core/sim/analysis/sweep.h"

#include "ui/widgets/painted_text.h"

#include <QFont>
#include <QPointF>
#include <QWidget>

#include <cstdint>

class QComboBox;
class QLabel;
class QChart;
class QChartView;
class QLineSeries;
class QValueAxis;
class QTimer;

namespace redlock::ui {

class SweepChart : public QWidget, public PaintedTextSource {
    Q_OBJECT
public:
    static constexpr int kPoints = 41;
    static constexpr int kBusyAfterMs = 200;

    explicit SweepChart(QWidget* parent = nullptr);

    QComboBox* kindCombo() const { return m_kind; }
    // The chart alone (no chooser), and its title with the chosen sweep: the handout's diagram.
    QWidget* plotView() const;
    QString plotTitle() const;
    sim::SweepKind kind() const;
    QList<QPointF> points() const;
    QString noteText() const;
    // True while the sweep for kind() runs; points() are then empty.
    bool isComputing() const { return m_shown != m_generation; }
    // The "running" line, shown only for a sweep that takes longer than kBusyAfterMs.
    bool isBusyShown() const;
    // Where the chart's axes need room, in this widget's coordinates.
    QList<PaintedText> paintedTexts() const override;

signals:
    void pointsReady(); // the points of kind() are on the chart

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void recompute();
    void applyTexts();
    void showPoints(const QList<QPointF>& points, double maxY, std::uint64_t generation);
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
    QLabel* m_busy;
    QTimer* m_busyDelay;
    std::uint64_t m_generation = 0; // the sweep asked for last
    std::uint64_t m_shown = 0;      // the sweep whose points are on the chart
};

} // namespace redlock::ui
