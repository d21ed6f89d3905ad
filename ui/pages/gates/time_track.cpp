#include "ui/pages/gates/time_track.h"

#include "ui/model/lab_state.h"
#include "ui/model/readouts.h"
#include "ui/widgets/theme.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace redlock::ui {

namespace {

// A tick step of 1, 2 or 5 × 10^k ms giving about six ticks.
int niceStep(int maxMs) {
    const double raw = std::max(1.0, maxMs / 6.0);
    const double base = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double m : {1.0, 2.0, 5.0, 10.0}) {
        if (base * m >= raw) {
            return static_cast<int>(base * m);
        }
    }
    return static_cast<int>(base * 10);
}

} // namespace

TimeTrack::TimeTrack(LabState* state, QWidget* parent) : QWidget(parent), m_state(state) {
    setObjectName(QStringLiteral("timeTrack"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    connect(m_state, &LabState::changed, this, qOverload<>(&QWidget::update));
}

void TimeTrack::setRangeMs(int maxMs) {
    m_maxMs = std::max(1, maxMs);
    update();
}

void TimeTrack::setInset(int px) {
    m_inset = px;
    update();
}

QFont TimeTrack::smallFont() const {
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 0.95);
    return f;
}

int TimeTrack::xForMs(double ms) const {
    const double span = width() - 2.0 * m_inset;
    return m_inset + static_cast<int>(std::lround(span * std::clamp(ms / m_maxMs, 0.0, 1.0)));
}

QSize TimeTrack::sizeHint() const {
    const int h = QFontMetrics(smallFont()).height();
    return {600, 18 + 8 + h * 3 + 12};
}

QSize TimeTrack::minimumSizeHint() const {
    return {320, sizeHint().height()};
}

void TimeTrack::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setFont(smallFont());
    const QFontMetrics fm(smallFont());
    const auto v = m_state->verdict();
    const double elapsedMs = toMs(v.elapsed);
    const double ttlMs = static_cast<double>(v.ttl.count());
    const double driftStartMs = ttlMs - toMs(v.drift);

    // Bands: validity left (elapsed → TTL − drift), drift allowance (→ TTL), past the TTL.
    const int bandTop = 2, bandH = 18;
    auto band = [&](double fromMs, double toMsValue, const QColor& c) {
        const int x0 = xForMs(std::max(0.0, fromMs)), x1 = xForMs(toMsValue);
        if (x1 > x0) {
            p.fillRect(QRect(x0, bandTop, x1 - x0, bandH), c);
        }
    };
    // The acquire band goes last so an acquire that overran the TTL visibly runs into the red.
    band(ttlMs, m_maxMs, Theme::downSoft());
    if (elapsedMs < driftStartMs) {
        band(elapsedMs, driftStartMs, Theme::okSoft());
    }
    band(std::max(driftStartMs, elapsedMs), ttlMs, Theme::warnSoft());
    band(0, elapsedMs, Theme::accent().lighter(170));

    // Ticks and their labels.
    const int tickTop = bandTop + bandH + 4;
    const int step = niceStep(m_maxMs);
    p.setPen(Theme::muted());
    for (int t = 0; t <= m_maxMs; t += step) {
        const int x = xForMs(t);
        p.drawLine(x, tickTop, x, tickTop + 6);
        const QString label = step >= 1000 ? tr("%1 s").arg(t / 1000) : tr("%1 ms").arg(t);
        const int w = fm.horizontalAdvance(label);
        const int left = std::clamp(x - w / 2, 0, std::max(0, width() - w));
        p.drawText(QRect(left, tickTop + 8, w, fm.height()), Qt::AlignCenter, label);
    }

    // The TTL line crosses everything; its label sits on the row under the ticks.
    const int ttlX = xForMs(ttlMs);
    p.setPen(QPen(Theme::down(), 3));
    p.drawLine(ttlX, 0, ttlX, tickTop + 8 + fm.height() * 2);
    QFont bold = smallFont();
    bold.setBold(true);
    p.setFont(bold);
    const QString ttlLabel = tr("TTL %1 ms").arg(Readouts::ms(v.ttl));
    const int w = QFontMetrics(bold).horizontalAdvance(ttlLabel);
    const int left = std::clamp(ttlX - w - 6, 0, std::max(0, width() - w));
    p.drawText(QRect(left, tickTop + 8 + fm.height(), w, fm.height()), Qt::AlignCenter, ttlLabel);

    // Legend row, so the band colours are explained in words.
    p.setFont(smallFont());
    int x = m_inset;
    const int y = tickTop + 10 + fm.height() * 2;
    const struct {
        QColor colour;
        QString text;
    } legend[] = {{Theme::accent().lighter(170), tr("acquire")},
                  {Theme::okSoft(), tr("validity left")},
                  {Theme::warnSoft(), tr("drift allowance")},
                  {Theme::downSoft(), tr("past the TTL")}};
    for (const auto& item : legend) {
        p.fillRect(QRect(x, y + 3, 14, fm.height() - 6), item.colour);
        p.setPen(Theme::border());
        p.drawRect(QRect(x, y + 3, 14, fm.height() - 6));
        p.setPen(Theme::muted());
        const int tw = fm.horizontalAdvance(item.text);
        p.drawText(QRect(x + 20, y, tw, fm.height()), Qt::AlignVCenter, item.text);
        x += 20 + tw + 24;
    }
}

} // namespace redlock::ui
