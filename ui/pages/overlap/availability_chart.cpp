#include "ui/pages/overlap/availability_chart.h"

#include "core/sim/availability.h"
#include "ui/app/theme.h"
#include "ui/widgets/language_change.h"

#include <QEvent>
#include <QLegend>
#include <QFutureWatcher>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>
#include <QtConcurrent/QtConcurrentRun>

namespace redlock::ui {

namespace {
const QColor kCurveColours[] = {QColor(0x9A, 0xA3, 0xB5), QColor(0xC7, 0x7C, 0x0E),
                                QColor(0x2F, 0x5B, 0xD3), QColor(0x1E, 0x8A, 0x4C)};
}

AvailabilityChart::AvailabilityChart(QWidget* parent)
    // The view owns the chart it is built with. (Building the view empty and calling setChart()
    // later would orphan the default chart it made: setChart() releases the old one, it does
    // not delete it.)
    : QChartView(new QChart, parent), m_mc(new QScatterSeries), m_marker(new QLineSeries) {
    onLanguageChange(this, [this] { retranslate(); });
    setObjectName(QStringLiteral("availabilityChart"));
    setRenderHint(QPainter::Antialiasing);
    QChart* chart = this->chart();
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->legend()->setAlignment(Qt::AlignRight);
    auto* x = new QValueAxis;
    x->setRange(0, kMaxP);
    x->setLabelFormat(QStringLiteral("%.2f"));
    x->setTickCount(6);
    auto* y = new QValueAxis;
    y->setRange(0, 1);
    y->setLabelFormat(QStringLiteral("%.1f"));
    y->setTickCount(6);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (std::size_t i = 0; i < std::size(kCurveNs); ++i) {
        auto* s = new QLineSeries;
        s->setPen(QPen(kCurveColours[i], 2.5));
        for (int k = 0; k <= 50; ++k) {
            const double p = kMaxP * k / 50.0;
            s->append(p, redlock::sim::exactAvailability(kCurveNs[i], p));
        }
        chart->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
        m_exact.push_back(s);
    }
    m_mc->setMarkerSize(9);
    m_mc->setColor(Theme::down());
    m_mc->setBorderColor(Qt::white);
    m_marker->setPen(QPen(Theme::ink(), 1.5, Qt::DashLine));
    for (QXYSeries* s : {static_cast<QXYSeries*>(m_mc), static_cast<QXYSeries*>(m_marker)}) {
        chart->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
    }
    setMinimumHeight(240); // still readable from the back of a room, even if the page scrolls
    retranslate();
    applyFonts();
}

QFont AvailabilityChart::axisLabelFont() const {
    return chart()->axes(Qt::Horizontal).constFirst()->labelsFont();
}

QFont AvailabilityChart::legendFont() const {
    return chart()->legend()->font();
}

void AvailabilityChart::applyFonts() {
    // Qt Charts paints with fonts of its own, not the widget's: without this the axes and the
    // legend stay at desktop size while presenter mode enlarges every label around them.
    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.85);
    for (QAbstractAxis* axis : chart()->axes()) {
        axis->setLabelsFont(small);
        axis->setTitleFont(font());
    }
    chart()->legend()->setFont(small);
}

AvailabilityChart::Batch AvailabilityChart::compute(int n, double p, std::int64_t trials,
                                                    std::uint64_t seed) {
    Batch b;
    b.n = n;
    b.trials = trials;
    for (int k = 0; k <= kMonteCarloPoints; ++k) {
        redlock::sim::AvailabilityInput in;
        in.n = n;
        in.pDown = k < kMonteCarloPoints ? kMaxP * k / (kMonteCarloPoints - 1) : p;
        in.trials = trials;
        in.seed = seed;
        b.points.push_back(redlock::sim::simulateAvailability(in).monteCarlo);
    }
    return b;
}

void AvailabilityChart::setParameters(int n, double p, std::int64_t trials, std::uint64_t seed) {
    if (n == m_n && p == m_p && trials == m_trials && seed == m_seed) {
        return;
    }
    const bool sameBatch = n == m_n && trials == m_trials && seed == m_seed;
    m_n = n;
    m_p = p;
    m_trials = trials;
    m_seed = seed;
    m_marker->replace(QList<QPointF>{{p, 0.0}, {p, 1.0}});
    const std::uint64_t generation = ++m_generation;
    const std::int64_t votes = trials * n * (kMonteCarloPoints + 1);
    if (votes <= kSyncVotes) {
        apply(compute(n, p, trials, seed), generation);
        return;
    }
    if (!sameBatch) {
        m_mc->clear(); // old points belong to another N or trial count: don't mislead
    }
    m_mcAtP = -1;
    ++m_pending;
    auto* watcher = new QFutureWatcher<Batch>(this);
    connect(watcher, &QFutureWatcher<Batch>::finished, this, [this, watcher, generation] {
        --m_pending;
        apply(watcher->result(), generation);
        watcher->deleteLater();
    });
    watcher->setFuture(QtConcurrent::run(&AvailabilityChart::compute, n, p, trials, seed));
    emit monteCarloUpdated();
}

void AvailabilityChart::apply(const Batch& b, std::uint64_t generation) {
    if (generation != m_generation) {
        return; // superseded while it ran
    }
    QList<QPointF> points;
    for (int k = 0; k < kMonteCarloPoints; ++k) {
        points.append({kMaxP * k / (kMonteCarloPoints - 1), b.points[static_cast<size_t>(k)]});
    }
    m_mc->replace(points);
    m_mcAtP = b.points.back();
    m_mcTrials = b.trials;
    retranslate();
    emit monteCarloUpdated();
}

void AvailabilityChart::retranslate() {
    for (std::size_t i = 0; i < m_exact.size(); ++i) {
        m_exact[i]->setName(tr("exact, N = %1").arg(kCurveNs[i]));
    }
    m_mc->setName(tr("Monte Carlo, N = %1").arg(m_n));
    m_marker->setName(tr("p"));
    chart()
        ->axes(Qt::Horizontal)
        .constFirst()
        ->setTitleText(tr("p: chance that one master is down"));
    chart()->axes(Qt::Vertical).constFirst()->setTitleText(tr("P(lock)"));
}

void AvailabilityChart::changeEvent(QEvent* event) {
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        applyFonts(); // presenter mode and zoom reach the widget as a new style sheet font
    }
    QChartView::changeEvent(event);
}

} // namespace redlock::ui
