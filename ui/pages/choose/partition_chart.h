#pragma once
// Repeated partitions (issue 14): the time nobody could take the lock against how many holders
// lost their release to a partition, k = 0..kHolders, each point one simulator run of the
// repeated-partitions chain (sim::partitionSweep), computed off the GUI thread. A dashed line
// marks one TTL per partition, the bound each lost release can cost at most.

#include "core/sim/analysis/sweep.h"

#include "ui/model/background_task.h"
#include "ui/widgets/painted_text.h"

#include <QChartView>

#include <vector>

class QLineSeries;
class QValueAxis;

namespace redlock::ui {

class PartitionChart : public QChartView, public PaintedTextSource {
    Q_OBJECT
public:
    static constexpr int kHolders = 6;

    explicit PartitionChart(QWidget* parent = nullptr);
    static QString title();

    bool isComputing() const { return m_task.running(); }
    const std::vector<sim::PartitionPoint>& points() const { return m_points; }
    QLineSeries* measured() const { return m_measured; }
    QLineSeries* bound() const { return m_bound; }

    QSize sizeHint() const override { return minimumSizeHint(); }
    QSize minimumSizeHint() const override;
    QList<PaintedText> paintedTexts() const override;

signals:
    void computed();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void applyStyle();
    void show(std::vector<sim::PartitionPoint> points);

    QLineSeries* m_measured;
    QLineSeries* m_bound;
    QValueAxis* m_x;
    QValueAxis* m_y;
    std::vector<sim::PartitionPoint> m_points;
    BackgroundTask<std::vector<sim::PartitionPoint>> m_task;
};

} // namespace redlock::ui
