#include "ui/pages/gates/jitter_chart.h"

#include <cmath>

#include "core/sim/analysis/availability.h"
#include "ui/model/readouts.h"
#include "ui/widgets/chart_style.h"
#include "ui/widgets/language_change.h"
#include "ui/widgets/theme.h"

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
    : QChartView(new QChart, parent), m_tails(sim::jitterTails(kMedianMs, kMaxTailMs, kPoints)) {
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
    m_task.start(
        [tails = m_tails](const std::atomic<bool>& cancel) { return computeAll(tails, cancel); },
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

QString JitterChart::curveName(std::size_t curve) {
    const std::int64_t ttl = kTtlsMs[curve / 2];
    return curve % 2 == 0 ? tr("parallel, TTL %1 ms").arg(ttl)
                          : tr("sequential, TTL %1 ms").arg(ttl);
}

QString JitterChart::reading() const {
    if (m_values.size() != m_curves.size() || m_tails.empty()) {
        return tr("Computing the curves…");
    }
    const std::size_t last = m_tails.size() - 1;
    QStringList at;
    for (std::size_t c = 0; c < m_curves.size(); ++c) {
        at << tr("%1: %2 %").arg(curveName(c)).arg(100.0 * m_values[c][last], 0, 'f', 1);
    }
    QString text = tr("At a 99th percentile of %1 ms, an acquire succeeds in: %2.")
                       .arg(m_tails[last], 0, 'f', 0)
                       .arg(at.join(QStringLiteral("; ")));
    // Curves grouped with the first earlier curve they never leave by more than kSameCurve.
    const auto same = [this](std::size_t a, std::size_t b) {
        for (std::size_t i = 0; i < m_values[a].size() && i < m_values[b].size(); ++i) {
            if (std::abs(m_values[a][i] - m_values[b][i]) > kSameCurve) {
                return false;
            }
        }
        return true;
    };
    std::vector<bool> grouped(m_curves.size(), false);
    QStringList groups;
    for (std::size_t a = 0; a < m_curves.size(); ++a) {
        QStringList members{curveName(a)};
        for (std::size_t b = a + 1; b < m_curves.size(); ++b) {
            if (!grouped[a] && !grouped[b] && same(a, b)) {
                grouped[b] = true;
                members << curveName(b);
            }
        }
        if (members.size() > 1) {
            groups << members.join(QStringLiteral(" = "));
        }
    }
    if (!groups.isEmpty()) {
        text = Readouts::sentences(
            {text,
             tr("Drawn on top of each other (never more than %1 percentage points apart): %2.")
                 .arg(100.0 * kSameCurve, 0, 'f', 1)
                 .arg(groups.join(QStringLiteral("; ")))});
    }
    return text;
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
    for (std::size_t c = 0; c < m_curves.size(); ++c) {
        m_curves[c]->setName(curveName(c));
    }
    chart()
        ->axes(Qt::Horizontal)
        .constFirst()
        ->setTitleText(tr("99th percentile round trip (ms, log scale); median %1 ms, timeout %2 ms")
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
