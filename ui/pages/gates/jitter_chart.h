#pragma once
// The jitter chart of the gates page: the chance that one acquire passes both gates (a
// majority AND validity > 0) against how widely the masters' round trips spread — a log-normal
// with a fixed median and a 99th percentile (the tail) from "no spread" up to cross-region
// round trips — for parallel and sequential fan-out and a long and a short TTL. Every point is
// the core's seeded Monte Carlo (sim::simulateJitter), computed off the GUI thread
// (BackgroundTask); the chart fills in when the batch is done.

#include "ui/model/background_task.h"
#include "ui/widgets/painted_text.h"

#include <QChartView>

#include <cstdint>
#include <vector>

class QLineSeries;

namespace redlock::ui {

class JitterChart : public QChartView, public PaintedTextSource {
    Q_OBJECT
public:
    static constexpr int kMasters = 5;
    static constexpr double kMedianMs = 20.0;
    static constexpr double kMaxTailMs = 3000.0;
    static constexpr double kTimeoutMs = 100.0;
    static constexpr std::int64_t kTtlsMs[] = {10000, 200};
    static constexpr int kPoints = 13;
    static constexpr std::int64_t kTrials = 20000;

    explicit JitterChart(QWidget* parent = nullptr);

    // The card title the page shows above the chart.
    static QString title();

    QSize sizeHint() const override { return minimumSizeHint(); }
    QList<PaintedText> paintedTexts() const override;

    // Series order: for each TTL in kTtlsMs, parallel then sequential.
    const std::vector<QLineSeries*>& curves() const { return m_curves; }
    bool isComputing() const { return m_task.running(); }
    // The computed success probabilities, [curve][point], empty until the batch is done.
    const std::vector<std::vector<double>>& values() const { return m_values; }
    const std::vector<double>& tails() const { return m_tails; }
    // What the computed curves say, in the reader's language: each curve's success at the
    // widest spread, and which curves lie on top of each other (within kSameCurve at every
    // point), so a reader is not left counting four legend entries against the lines drawn.
    QString reading() const;
    // The name of curve `curve` (series order above), as the legend shows it.
    static QString curveName(std::size_t curve);
    static constexpr double kSameCurve = 0.005;

signals:
    void computed();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void applyFonts();
    void show(std::vector<std::vector<double>> values);

    std::vector<double> m_tails;
    std::vector<QLineSeries*> m_curves;
    std::vector<std::vector<double>> m_values;
    BackgroundTask<std::vector<std::vector<double>>> m_task;
};

} // namespace redlock::ui
