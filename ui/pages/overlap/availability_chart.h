#pragma once
// How often a lock can be taken at all, against each master's chance p of being down: exact
// binomial curves for N = 1, 3, 5, 7 (core/sim/analysis/availability.h) and Monte Carlo points from
// the core's seeded simulation for the selected N, plus a vertical line at the chosen p. Small
// Monte Carlo runs are computed on the spot; large ones run on a worker thread (QtConcurrent) and
// the points appear when done, so the GUI never waits. A newer request always wins: results of an
// older one are dropped. Near p = 0.1 the curves for 3, 5 and 7 masters all hug 1 on a 0–1 axis;
// the unavailability view plots 1 − P on a log axis instead, where each extra pair of masters is a
// visible step.

#include "ui/widgets/painted_text.h"

#include <QChartView>

#include <cstdint>
#include <vector>

class QLineSeries;
class QLogValueAxis;
class QScatterSeries;
class QValueAxis;

namespace redlock::ui {

class AvailabilityChart : public QChartView, public PaintedTextSource {
    Q_OBJECT
public:
    static constexpr int kCurveNs[] = {1, 3, 5, 7};
    static constexpr double kMaxP = 0.5;
    static constexpr int kMonteCarloPoints = 11; // p = 0, 0.05, …, 0.5
    // Up to this many simulated master votes are computed synchronously (a few ms).
    static constexpr std::int64_t kSyncVotes = 3000000;
    static constexpr double kLogFloor = 1e-6; // the log axis' bottom: "one in a million"

    explicit AvailabilityChart(QWidget* parent = nullptr);

    // Axis labels and the legend follow the widget's font (presenter size included).
    QFont axisLabelFont() const;
    QFont legendFont() const;

    // The minimum: pages are sized to their preferred height, and the chart expands anyway.
    QSize sizeHint() const override { return minimumSizeHint(); }

    void setParameters(int n, double p, std::int64_t trials, std::uint64_t seed = 1);

    // false: P(lock) on 0–1; true: 1 − P(lock) on a log axis.
    void setUnavailability(bool on);
    bool unavailability() const { return m_unavailable; }
    // The value plotted for an availability a in the current view.
    double plotted(double availability) const;

    QList<PaintedText> paintedTexts() const override;

    const std::vector<QLineSeries*>& exactSeries() const { return m_exact; }
    QScatterSeries* monteCarloSeries() const { return m_mc; }
    QLineSeries* marker() const { return m_marker; }
    // Monte Carlo availability at the current p, or a negative number while it is computed.
    double monteCarloAtP() const { return m_mcAtP; }
    std::int64_t monteCarloTrials() const { return m_mcTrials; }
    bool isComputing() const { return m_pending > 0; }

signals:
    void monteCarloUpdated();

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Batch {
        std::vector<double> points; // kMonteCarloPoints values, then the one at p
        int n = 0;
        std::int64_t trials = 0;
    };
    static Batch compute(int n, double p, std::int64_t trials, std::uint64_t seed);
    void apply(const Batch& b, std::uint64_t generation);
    void retranslate();
    void applyFonts();
    void refill(); // the exact curves, the Monte Carlo points and the marker in the current view

    std::vector<QLineSeries*> m_exact;
    QValueAxis* m_yLinear;
    QLogValueAxis* m_yLog;
    bool m_unavailable = false;
    std::vector<double> m_mcValues; // availability at p = 0, 0.05, …, 0.5
    QScatterSeries* m_mc;
    QLineSeries* m_marker;
    int m_n = 0;
    double m_p = -1;
    std::int64_t m_trials = 0;
    std::uint64_t m_seed = 0;
    double m_mcAtP = -1;
    std::int64_t m_mcTrials = 0;
    std::uint64_t m_generation = 0;
    int m_pending = 0;
};

} // namespace redlock::ui
