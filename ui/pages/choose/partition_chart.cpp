#include "ui/pages/choose/partition_chart.h"

#include "ui/widgets/chart_style.h"
#include "ui/widgets/language_change.h"
#include "ui/widgets/theme.h"

#include <QChart>
#include <QEvent>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>

#include <algorithm>

namespace redlock::ui {

PartitionChart::PartitionChart(QWidget* parent)
    : QChartView(new QChart, parent), m_measured(new QLineSeries), m_bound(new QLineSeries),
      m_x(new QValueAxis), m_y(new QValueAxis) {
    setObjectName(QStringLiteral("partitionChart"));
    setRenderHint(QPainter::Antialiasing);
    QChart* c = chart();
    c->addSeries(m_bound);
    c->addSeries(m_measured);
    c->addAxis(m_x, Qt::AlignBottom);
    c->addAxis(m_y, Qt::AlignLeft);
    for (QLineSeries* s : {m_measured, m_bound}) {
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
    m_measured->setPointsVisible(true);
    m_x->setRange(0, kHolders);
    m_x->setTickCount(kHolders + 1);
    m_x->setLabelFormat(QStringLiteral("%d"));
    m_y->setLabelFormat(QStringLiteral("%.0f"));
    c->setMargins(QMargins(4, 4, 4, 4));
    c->setBackgroundRoundness(0);
    applyStyle();
    onLanguageChange(this, [this] { retranslate(); });
    retranslate();
    m_task.start(
        [](const std::atomic<bool>& cancel) {
            auto pts = sim::partitionSweep(kHolders, &cancel);
            std::vector<sim::PartitionPoint> out =
                pts ? std::move(pts).value() : std::vector<sim::PartitionPoint>{};
            for (sim::PartitionPoint& p : out) {
                p.run = sim::SimResult{}; // the numbers are enough here
            }
            return out;
        },
        this, [this](std::vector<sim::PartitionPoint> pts) { show(std::move(pts)); });
}

QString PartitionChart::title() {
    return tr("Repeated partitions: time without a lock");
}

void PartitionChart::retranslate() {
    m_x->setTitleText(tr("holders whose release a partition swallowed"));
    m_y->setTitleText(tr("unavailable (s)"));
    m_measured->setName(tr("measured in the simulator"));
    m_bound->setName(tr("one TTL per partition"));
}

void PartitionChart::show(std::vector<sim::PartitionPoint> pts) {
    m_points = std::move(pts);
    QList<QPointF> measured, bound;
    double top = 1;
    for (const sim::PartitionPoint& p : m_points) {
        const double ttlS = static_cast<double>(p.ttlMs) / 1000.0;
        measured << QPointF(p.partitions, static_cast<double>(p.unavailableUs) / 1e6);
        bound << QPointF(p.partitions, p.partitions * ttlS);
        top = std::max(top, p.partitions * ttlS);
    }
    m_measured->replace(measured);
    m_bound->replace(bound);
    m_y->setRange(0, top);
    m_y->applyNiceNumbers();
    emit computed();
}

QSize PartitionChart::minimumSizeHint() const {
    return {static_cast<int>(Theme::px(360)), static_cast<int>(Theme::px(260))};
}

QList<PaintedText> PartitionChart::paintedTexts() const {
    return chartTexts(chart());
}

void PartitionChart::applyStyle() {
    styleChart(chart());
    m_bound->setPen(QPen(Theme::muted(), Theme::px(1.5), Qt::DashLine));
    m_measured->setPen(QPen(Theme::down(), Theme::px(2.5)));
    updateGeometry();
}

void PartitionChart::changeEvent(QEvent* event) {
    if (event->type() == QEvent::StyleChange || event->type() == QEvent::FontChange) {
        applyStyle();
    }
    QChartView::changeEvent(event);
}

} // namespace redlock::ui
