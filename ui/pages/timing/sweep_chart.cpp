#include "ui/pages/timing/sweep_chart.h"

#include "ui/widgets/chart_style.h"
#include "ui/widgets/language_change.h"
#include "ui/widgets/theme.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QEvent>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QTimer>
#include <QVBoxLayout>
#include <QValueAxis>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace redlock::ui {

SweepChart::SweepChart(QWidget* parent)
    : QWidget(parent), m_title(new QLabel(this)), m_kind(new QComboBox(this)), m_chart(new QChart),
      m_view(new QChartView(m_chart, this)), m_series(new QLineSeries), m_x(new QValueAxis),
      m_y(new QValueAxis), m_note(new QLabel(this)), m_busy(new QLabel(this)),
      m_busyDelay(new QTimer(this)) {
    onLanguageChange(this, [this] { retranslate(); });
    m_title->setProperty("role", QStringLiteral("cardTitle"));
    m_kind->setObjectName(QStringLiteral("sweepKind"));
    m_kind->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_kind->setMinimumContentsLength(14);
    for (int i = 0; i < 3; ++i) {
        m_kind->addItem(QString(), i);
    }
    m_note->setProperty("role", QStringLiteral("note"));
    m_note->setWordWrap(true);
    m_busy->setObjectName(QStringLiteral("sweepBusy"));
    m_busy->setProperty("role", QStringLiteral("note"));
    m_busy->setWordWrap(true);
    m_busy->hide();
    m_busyDelay->setSingleShot(true);
    m_busyDelay->setInterval(kBusyAfterMs);
    connect(m_busyDelay, &QTimer::timeout, this, [this] { m_busy->setVisible(isComputing()); });

    m_chart->addSeries(m_series);
    m_chart->addAxis(m_x, Qt::AlignBottom);
    m_chart->addAxis(m_y, Qt::AlignLeft);
    m_series->attachAxis(m_x);
    m_series->attachAxis(m_y);
    m_series->setPointsVisible(true);
    m_series->setColor(Theme::down());
    m_chart->legend()->hide();
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_chart->setBackgroundRoundness(0);
    m_view->setRenderHint(QPainter::Antialiasing);

    auto* top = new QHBoxLayout;
    top->addWidget(m_title, 1);
    top->addWidget(m_kind);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 10, 16, 10);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_busy); // under the chart and wrapped: it never widens the card
    layout->addWidget(m_note);

    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] { recompute(); });
    retranslate();
    recompute();
    scaleChartFonts();
}

bool SweepChart::isBusyShown() const {
    return !m_busy->isHidden();
}

sim::SweepKind SweepChart::kind() const {
    return static_cast<sim::SweepKind>(std::max(0, m_kind->currentIndex()));
}

QList<QPointF> SweepChart::points() const {
    return m_series->points();
}

QString SweepChart::noteText() const {
    return m_note->text();
}

QWidget* SweepChart::plotView() const {
    return m_view;
}

QString SweepChart::plotTitle() const {
    return tr("%1: %2").arg(m_title->text(), m_kind->currentText());
}

void SweepChart::retranslate() {
    m_title->setText(tr("Parameter sweep"));
    m_busy->setText(tr("running %1 simulations…").arg(kPoints));
    m_kind->setToolTip(tr("Which parameter the sweep varies"));
    m_kind->setItemText(0, tr("Clock rate error on M3 → overlap"));
    m_kind->setItemText(1, tr("Failover time → overlap"));
    m_kind->setItemText(2, tr("GC pause length → stale writes"));
    applyTexts();
}

void SweepChart::recompute() {
    const sim::SweepKind k = kind();
    const std::uint64_t generation = ++m_generation;
    // Old points belong to another sweep with other axes: gone at once, not left to mislead.
    m_series->clear();
    applyTexts();
    m_busyDelay->start();
    auto* watcher = new QFutureWatcher<std::pair<QList<QPointF>, double>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
        const auto [points, maxY] = watcher->result();
        watcher->deleteLater();
        showPoints(points, maxY, generation);
    });
    watcher->setFuture(QtConcurrent::run([k] {
        const auto pts = sim::runSweep(k, kPoints);
        QList<QPointF> list;
        double maxY = 1;
        if (pts) {
            for (const sim::SweepPoint& pt : *pts) {
                list.append(QPointF(pt.x, pt.y));
                maxY = std::max(maxY, pt.y);
            }
        }
        return std::pair{list, maxY};
    }));
}

void SweepChart::showPoints(const QList<QPointF>& points, double maxY, std::uint64_t generation) {
    if (generation != m_generation) {
        return; // another sweep was chosen while this one ran
    }
    m_shown = generation;
    m_busyDelay->stop();
    m_busy->hide();
    m_series->replace(points);
    m_y->setRange(0, maxY * 1.1);
    emit pointsReady();
}

void SweepChart::applyTexts() {
    const sim::SweepPreset preset = sim::sweepPreset(kind());
    m_x->setRange(preset.from, preset.to);
    m_y->setLabelFormat(kind() == sim::SweepKind::GcPause ? QStringLiteral("%.1f")
                                                          : QStringLiteral("%.0f"));
    switch (kind()) {
    case sim::SweepKind::ClockRate:
        m_x->setTitleText(tr("M3's clock runs fast by (%)"));
        m_y->setTitleText(tr("overlap (ms)"));
        m_note->setText(tr("Below about 1 % the 102 ms drift allowance absorbs the error; "
                           "beyond it the overlap grows with the rate error."));
        break;
    case sim::SweepKind::FailoverTime:
        m_x->setTitleText(tr("Sentinel down-after (ms)"));
        m_y->setTitleText(tr("overlap (ms)"));
        m_note->setText(tr("The faster the replica is promoted, the longer both clients believe "
                           "they hold the lock: a quick failover widens the window."));
        break;
    case sim::SweepKind::GcPause:
        m_x->setTitleText(tr("C1's pause (ms)"));
        m_y->setTitleText(tr("stale writes accepted"));
        m_note->setText(tr("A pause that outlasts the keys turns C1's write into a stale one, "
                           "however short the rest of the work is."));
        break;
    }
}

void SweepChart::scaleChartFonts() {
    styleChart(m_chart);
    m_series->setColor(Theme::down());
    // Bigger axis text would otherwise eat the plot area.
    m_view->setMinimumHeight(static_cast<int>(Theme::px(260)));
}

QList<PaintedText> SweepChart::paintedTexts() const {
    QList<PaintedText> out = chartTexts(m_chart);
    const QPoint at = m_view->mapTo(this, QPoint(0, 0));
    for (PaintedText& t : out) {
        t.box = QRectF(m_view->geometry());
        t.needed.translate(at);
    }
    return out;
}

void SweepChart::changeEvent(QEvent* event) {
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        scaleChartFonts();
    }
    QWidget::changeEvent(event);
}

} // namespace redlock::ui
