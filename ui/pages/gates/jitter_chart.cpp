#include "ui/pages/gates/jitter_chart.h"

#include "core/sim/availability.h"
#include "ui/widgets/chart_style.h"
#include "ui/widgets/language_change.h"
#include "ui/app/theme.h"

#include <QEvent>
#include <QLegend>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScrollBar>
#include <QValueAxis>

namespace redlock::ui {

namespace {
const QColor kParallel(0x2F, 0x5B, 0xD3);
const QColor kSequential(0xC7, 0x7C, 0x0E);

// One curve per (TTL, order), each point its own seeded Monte Carlo run.
std::vector<std::vector<double>> computeAll(const std::vector<double>& tails,
                                            const std::atomic<bool>& cancel) {
    std::vector<std::vector<double>> out;
    for (const std::int64_t ttl : JitterChart::kTtlsMs) {
        for (const FanOutMode mode : {FanOutMode::Parallel, FanOutMode::Sequential}) {
            std::vector<double> curve;
            for (const double tail : tails) {
                sim::JitterInput in;
                in.n = JitterChart::kMasters;
                in.medianMs = JitterChart::kMedianMs;
                in.tailMs = tail;
                in.timeoutMs = JitterChart::kTimeoutMs;
                in.ttlMs = ttl;
                in.mode = mode;
                in.trials = JitterChart::kTrials;
                curve.push_back(sim::simulateJitter(in, &cancel).success);
            }
            out.push_back(std::move(curve));
        }
    }
    return out;
}
} // namespace

JitterChart::JitterChart(QWidget* parent)
    : QChartView(new QChart, parent),
      m_tails(sim::jitterTails(kMedianMs, kMaxTailMs, kPoints)) {
    onLanguageChange(this, [this] { retranslate(); });
    setObjectName(QStringLiteral("jitterChart"));
    setRenderHint(QPainter::Antialiasing);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Nothing to operate here: Tab passes it by (the view and its viewport).
    setFocusPolicy(Qt::NoFocus);
    viewport()->setFocusPolicy(Qt::NoFocus);
    QChart* chart = this->chart();
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->legend()->setAlignment(Qt::AlignRight);
    auto* x = new QLogValueAxis;
    x->setBase(10);
    x->setRange(kMedianMs, kMaxTailMs);
    x->setLabelFormat(QStringLiteral("%g"));
    x->setMinorTickCount(-1);
    auto* y = new QValueAxis;
    y->setRange(0, 1);
    y->setLabelFormat(QStringLiteral("%.1f"));
    y->setTickCount(6);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (std::size_t t = 0; t < std::size(kTtlsMs); ++t) {
        for (int order = 0; order < 2; ++order) {
            auto* s = new QLineSeries;
            // Long TTL solid, short TTL dashed; the two orders in two colours.
            s->setPen(QPen(order == 0 ? kParallel : kSequential, 2.5,
                           t == 0 ? Qt::SolidLine : Qt::DashLine));
            chart->addSeries(s);
            s->attachAxis(x);
            s->attachAxis(y);
            m_curves.push_back(s);
        }
    }
    retranslate();
    applyFonts();
    m_task.start([tails = m_tails](const std::atomic<bool>& cancel) { return computeAll(tails, cancel); },
                 this, [this](std::vector<std::vector<double>> v) { show(std::move(v)); });
}

void JitterChart::show(std::vector<std::vector<double>> values) {
    m_values = std::move(values);
    for (std::size_t c = 0; c < m_curves.size() && c < m_values.size(); ++c) {
        QList<QPointF> pts;
        for (std::size_t i = 0; i < m_tails.size() && i < m_values[c].size(); ++i) {
            pts.append({m_tails[i], m_values[c][i]});
        }
        m_curves[c]->replace(pts);
    }
    emit computed();
}

QList<PaintedText> JitterChart::paintedTexts() const {
    return chartTexts(chart());
}

void JitterChart::applyFonts() {
    styleChart(chart());
    for (std::size_t c = 0; c < m_curves.size(); ++c) {
        QPen pen = m_curves[c]->pen();
        pen.setWidthF(Theme::px(2.5));
        m_curves[c]->setPen(pen);
    }
    setMinimumHeight(static_cast<int>(Theme::px(220)));
}

QString JitterChart::title() {
    return tr("Jitter: how often an acquire passes both gates when round trips spread out "
              "(%1 masters, %2 seeded trials a point)")
        .arg(kMasters)
        .arg(kTrials);
}

void JitterChart::retranslate() {
    setAccessibleName(title());
    // The view never scrolls (both bars are off), but its scroll bars are still sliders a
    // screen reader can meet: they carry the chart's name.
    for (QScrollBar* bar : {horizontalScrollBar(), verticalScrollBar()}) {
        bar->setAccessibleName(title());
    }
    int c = 0;
    for (const std::int64_t ttl : kTtlsMs) {
        m_curves[static_cast<std::size_t>(c++)]->setName(tr("parallel, TTL %1 ms").arg(ttl));
        m_curves[static_cast<std::size_t>(c++)]->setName(tr("sequential, TTL %1 ms").arg(ttl));
    }
    chart()->axes(Qt::Horizontal).constFirst()->setTitleText(
        tr("99th percentile round trip (ms, log scale); median %1 ms, timeout %2 ms")
            .arg(kMedianMs)
            .arg(kTimeoutMs));
    chart()->axes(Qt::Vertical).constFirst()->setTitleText(tr("P(acquire succeeds)"));
}

void JitterChart::changeEvent(QEvent* event) {
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        applyFonts();
    }
    QChartView::changeEvent(event);
}

} // namespace redlock::ui
