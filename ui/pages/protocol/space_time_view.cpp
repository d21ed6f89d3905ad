#include "ui/pages/protocol/space_time_view.h"

#include "ui/model/readouts.h"
#include "ui/app/theme.h"
#include "ui/widgets/language_change.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace redlock::ui {

using redlock::sim::TimelineAttempt;
using redlock::sim::TimelineMessage;

namespace {

constexpr double kGutter = 64.0; // lane names
constexpr double kTop = 30.0;    // gate badges of the first lane
constexpr double kBottom = 28.0; // tick labels
constexpr int kMinHeight = 240;

QColor faded(QColor c, int alpha) {
    c.setAlpha(alpha);
    return c;
}

// A "nice" tick step (1, 2 or 5 × 10^k µs) giving at most `maxTicks` ticks over `span`.
Us tickStep(Us span, int maxTicks) {
    Us step = 1;
    while (true) {
        for (Us f : {1, 2, 5}) {
            if (span / (step * f) <= maxTicks) {
                return step * f;
            }
        }
        step *= 10;
    }
}

} // namespace

SpaceTimeView::SpaceTimeView(QWidget* parent) : QWidget(parent) {
    // On a language change: every label is painted, so a repaint is the whole retranslation
    onLanguageChange(this, [this] { update(); });
    setObjectName(QStringLiteral("timelineView"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void SpaceTimeView::setTimeline(const redlock::sim::Timeline& timeline, const TimeAxis& axis) {
    m_tl = timeline;
    m_axis = axis;
    updateGeometry(); // more lanes want more height
    update();
}

void SpaceTimeView::setNow(Us now) {
    m_now = now;
    update();
}

QSize SpaceTimeView::sizeHint() const {
    // Small on purpose: the page's scroll area sizes pages to their preferred height, and the
    // view is Expanding, so it still takes every pixel the window can spare.
    return {900, static_cast<int>(kTop + kBottom) + 30 * std::max<int>(3, m_tl.lanes.size())};
}

QSize SpaceTimeView::minimumSizeHint() const {
    // Never a sliver: a class at the back must still tell the lanes and arrows apart, even if
    // the page has to scroll for it at presenter size.
    return {480, std::max(kMinHeight, static_cast<int>(kTop + kBottom) +
                                          28 * std::max<int>(3, m_tl.lanes.size()))};
}

QRectF SpaceTimeView::plotRect() const {
    return QRectF(kGutter, kTop, width() - kGutter - 14.0, height() - kTop - kBottom);
}

double SpaceTimeView::xOf(Us t) const {
    const QRectF r = plotRect();
    return r.left() + m_axis.toFraction(t) * r.width();
}

double SpaceTimeView::laneY(int lane) const {
    // Client lanes get taller rows: their gate badges sit above the line and the lease
    // sentences below it, while a master lane only carries arrow tips.
    const double clientWeight = m_tl.clientCount() > 1 ? 1.3 : 1.8;
    auto weight = [this, clientWeight](std::size_t i) {
        return m_tl.lanes[i].client ? clientWeight : 1.0;
    };
    double total = 0, before = 0;
    for (std::size_t i = 0; i < m_tl.lanes.size(); ++i) {
        total += weight(i);
        before += static_cast<int>(i) < lane ? weight(i) : 0.0;
    }
    const QRectF r = plotRect();
    const double unit = r.height() / std::max(1.0, total);
    return r.top() + unit * (before + weight(static_cast<std::size_t>(lane)) / 2);
}

int SpaceTimeView::visibleMessages() const {
    return static_cast<int>(
        std::count_if(m_tl.messages.begin(), m_tl.messages.end(),
                      [this](const TimelineMessage& m) { return m.sent <= m_now; }));
}

void SpaceTimeView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), Theme::card());
    if (m_tl.lanes.empty()) {
        return;
    }
    paintLanes(p);
    paintAxis(p);
    for (const TimelineAttempt& a : m_tl.attempts) {
        if (a.t2 <= m_now) {
            paintLease(p, a);
        }
    }
    paintMessages(p);
    paintTimeouts(p);
    paintAttempts(p);
    // The future is faded, and a line marks now: scrubbing reads like replaying a recording.
    const QRectF r = plotRect();
    const double xn = xOf(m_now);
    p.fillRect(QRectF(xn, 0, r.right() + 14 - xn, height()), faded(Theme::card(), 170));
    p.setPen(QPen(Theme::accent(), 1.5));
    p.drawLine(QPointF(xn, r.top() - 6), QPointF(xn, r.bottom() + 4));
}

void SpaceTimeView::paintLanes(QPainter& p) const {
    const QRectF r = plotRect();
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    for (int i = 0; i < static_cast<int>(m_tl.lanes.size()); ++i) {
        const auto& lane = m_tl.lanes[static_cast<size_t>(i)];
        const double y = laneY(i);
        QPen pen(lane.client ? Theme::accent() : (lane.down ? Theme::down() : Theme::muted()),
                 lane.client ? 2.0 : 1.0);
        if (lane.down) {
            pen.setStyle(Qt::DashLine);
        }
        p.setPen(pen);
        p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y));
        p.setPen(pen.color());
        const QString name = QString::fromStdString(lane.name);
        p.drawText(QRectF(4, y - 12, kGutter - 10, 24), Qt::AlignRight | Qt::AlignVCenter,
                   lane.down ? tr("%1 ✕").arg(name) : name);
    }
    p.setFont(font());
}

void SpaceTimeView::paintAxis(QPainter& p) const {
    const QRectF r = plotRect();
    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.85);
    p.setFont(small);
    const QFontMetricsF fm(small);
    p.setPen(Theme::muted());
    const Us step = tickStep(m_axis.detailEnd(), 7);
    for (Us t = 0; t <= m_axis.detailEnd(); t += step) {
        const double x = xOf(t);
        p.drawLine(QPointF(x, r.bottom()), QPointF(x, r.bottom() + 4));
        const QString label = tr("%1 ms").arg(Readouts::ms(Micros(t)));
        // CJK glyphs reach above the Latin ascent: keep a gap so the tick never cuts the text.
        p.drawText(QPointF(x - fm.horizontalAdvance(label) / 2, r.bottom() + 7 + fm.ascent()),
                   label);
    }
    if (!m_axis.broken()) {
        return;
    }
    // The break: a zig-zag band says "time skipped here", so nobody reads the tail linearly.
    const double xb = r.left() + m_axis.split() * r.width();
    p.fillRect(QRectF(xb - 3, r.top() - 4, 6, r.height() + 8), Theme::background());
    p.setPen(QPen(Theme::muted(), 1.2));
    for (double y : {r.top() - 4, r.bottom() - 4}) {
        p.drawLine(QPointF(xb - 6, y + 8), QPointF(xb, y));
        p.drawLine(QPointF(xb, y + 8), QPointF(xb + 6, y));
    }
    const QString tail = tr("%1 ms").arg(Readouts::ms(Micros(m_axis.fullEnd())));
    p.drawText(QPointF(r.right() - fm.horizontalAdvance(tail), r.bottom() + 7 + fm.ascent()), tail);
    const QString squeezed = tr("≈ compressed");
    p.drawText(QPointF(xb + 8, r.bottom() + 7 + fm.ascent()), squeezed);
    p.setFont(font());
}

void SpaceTimeView::paintMessages(QPainter& p) const {
    for (const TimelineMessage& m : m_tl.messages) {
        if (m.sent > m_now) {
            continue;
        }
        QColor colour = Theme::accent();
        Qt::PenStyle style = Qt::SolidLine;
        if (m.kind == "reply") {
            colour = m.outcome == "ok" ? Theme::ok() : Theme::down();
        } else if (m.kind == "release") {
            colour = Theme::warn();
            style = Qt::DashLine;
        }
        const QPointF from(xOf(m.sent), laneY(m.from));
        // A request that never lands is drawn as a short stub: it left, and that is all we know.
        const Us landed =
            m.arrived >= 0 ? m.arrived : m.sent + std::max<Us>(1, m_axis.detailEnd() / 40);
        QPointF to(xOf(landed), laneY(m.to));
        if (m.arrived < 0) {
            to = from + (to - from) * 0.35;
        }
        const bool inFlight = m_now < landed;
        if (inFlight) {
            const double f =
                static_cast<double>(m_now - m.sent) / static_cast<double>(landed - m.sent);
            to = from + (to - from) * f;
        }
        p.setPen(QPen(colour, 1.6, m.arrived < 0 ? Qt::DotLine : style));
        p.drawLine(from, to);
        if (!inFlight && m.arrived >= 0) {
            // Arrow head along the line.
            const QPointF d = to - from;
            const double len = std::hypot(d.x(), d.y());
            if (len > 1) {
                const QPointF u = d / len, n(-u.y(), u.x());
                QPainterPath head;
                head.moveTo(to);
                head.lineTo(to - u * 8 + n * 4);
                head.lineTo(to - u * 8 - n * 4);
                head.closeSubpath();
                p.fillPath(head, colour);
            }
            if (m.outcome == "dropped") {
                p.setPen(QPen(Theme::down(), 2));
                p.drawLine(to + QPointF(-5, -5), to + QPointF(5, 5));
                p.drawLine(to + QPointF(-5, 5), to + QPointF(5, -5));
            }
        }
    }
}

void SpaceTimeView::paintTimeouts(QPainter& p) const {
    for (const auto& t : m_tl.timeouts) {
        if (t.at > m_now) {
            continue;
        }
        const double x = xOf(t.at), yc = laneY(t.client), ym = laneY(t.master);
        p.setPen(QPen(Theme::down(), 1, Qt::DotLine));
        p.drawLine(QPointF(x, ym), QPointF(x, yc));
        p.setPen(QPen(Theme::down(), 2));
        p.drawLine(QPointF(x - 5, ym - 5), QPointF(x + 5, ym + 5));
        p.drawLine(QPointF(x - 5, ym + 5), QPointF(x + 5, ym - 5));
        p.drawText(QPointF(x + 7, ym - 6), tr("timeout"));
    }
}

} // namespace redlock::ui

// SpaceTimeView, second part: the marks on the client lanes (T1, T2, the two gates, the lease).



namespace redlock::ui {

using redlock::sim::TimelineAttempt;

namespace {

// A small rounded label; returns its width so badges can be laid out in a row.
double pill(QPainter& p, QPointF topLeft, const QString& text, const QColor& ink,
            const QColor& fill) {
    const QFontMetricsF fm(p.font());
    const QRectF box(topLeft, QSizeF(fm.horizontalAdvance(text) + 12, fm.height() + 4));
    p.setPen(QPen(ink, 1));
    p.setBrush(fill);
    p.drawRoundedRect(box, 6, 6);
    p.drawText(box, Qt::AlignCenter, text);
    p.setBrush(Qt::NoBrush);
    return box.width();
}

} // namespace

void SpaceTimeView::paintAttempts(QPainter& p) const {
    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.85);
    p.setFont(small);
    const QFontMetricsF fm(small);
    for (std::size_t i = 0; i < m_tl.attempts.size(); ++i) {
        const TimelineAttempt& a = m_tl.attempts[i];
        if (a.t1 > m_now) {
            continue;
        }
        // A single acquire gets T1/T2 labels and full gate badges. In a race the lanes are
        // crowded, so each attempt keeps a short vote count and the card below has the details.
        const bool newest = m_tl.clientCount() == 1;
        const double y = laneY(a.client);
        const double x1 = xOf(a.t1);
        p.setPen(QPen(Theme::ink(), 2));
        p.drawLine(QPointF(x1, y - 9), QPointF(x1, y + 9));
        if (newest) {
            p.drawText(QPointF(x1 + 3, y + 9 + fm.ascent()), tr("T1"));
        }
        if (a.t2 > m_now) {
            continue;
        }
        const double x2 = xOf(a.t2);
        p.setPen(QPen(Theme::ink(), 2));
        p.drawLine(QPointF(x2, y - 9), QPointF(x2, y + 9));
        const QColor verdict = a.held ? Theme::ok() : Theme::down();
        if (!newest) {
            p.setPen(verdict);
            p.drawText(QPointF(x2 - 8, y - 11),
                       tr("%1 %2/%3")
                           .arg(a.held ? QStringLiteral("✓") : QStringLiteral("✗"))
                           .arg(a.votes)
                           .arg(a.n));
            continue;
        }
        p.drawText(QPointF(x2 + 3, y + 9 + fm.ascent()), tr("T2"));
        const QString votes = tr("%1 votes %2/%3 ≥ %4")
                                  .arg(a.voteGate ? QStringLiteral("✓") : QStringLiteral("✗"))
                                  .arg(a.votes)
                                  .arg(a.n)
                                  .arg(a.quorum);
        // The time gate as judge() has it: validity after the drift allowance above 0.
        const QString time = (a.timeGate ? tr("%1 validity %2 ms > 0") : tr("%1 validity %2 ms ≤ 0"))
                                 .arg(a.timeGate ? QStringLiteral("✓") : QStringLiteral("✗"),
                                      Readouts::ms(Micros(a.validityUs)));
        QPointF at(x2 + 4, y - 11 - fm.height() - 4);
        at.rx() += 6 + pill(p, at, votes, a.voteGate ? Theme::ok() : Theme::down(),
                            a.voteGate ? Theme::okSoft() : Theme::downSoft());
        at.rx() += 6 + pill(p, at, time, a.timeGate ? Theme::ok() : Theme::down(),
                            a.timeGate ? Theme::okSoft() : Theme::downSoft());
        if (!a.held) {
            pill(p, at, tr("refused: release on all %1").arg(a.n), Theme::down(), Theme::card());
        }
    }
    p.setFont(font());
}

void SpaceTimeView::paintLease(QPainter& p, const TimelineAttempt& a) const {
    if (!a.held) {
        return;
    }
    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.85);
    p.setFont(small);
    const QFontMetricsF fm(small);
    const double y = laneY(a.client);
    const double x2 = xOf(a.t2), xb = xOf(a.beliefEnd), xt = xOf(a.t1 + a.ttlMs * 1000);
    const QRectF bar(x2, y + 5, std::max(2.0, xb - x2), 12);
    p.setPen(QPen(Theme::ok(), 1));
    p.setBrush(Theme::okSoft());
    p.drawRect(bar);
    // The drift allowance: the stretch between the client's belief and the keys' real expiry.
    p.setPen(QPen(Theme::warn(), 1));
    p.setBrush(QBrush(Theme::warn(), Qt::BDiagPattern));
    p.drawRect(QRectF(xb, y + 5, std::max(3.0, xt - xb), 12));
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(Theme::muted(), 1, Qt::DashLine));
    p.drawLine(QPointF(xt, plotRect().top()), QPointF(xt, plotRect().bottom()));

    // The sentences go into the squeezed tail, where the lanes are otherwise empty. Longer than
    // the tail (Chinese at presenter size), they move left over the lease bar, which has
    // nothing under it, and only when even that is too narrow does their type get smaller.
    const QString validity =
        tr("validity = %1 − %2 − %3 = %4 ms")
            .arg(Readouts::ms(Millis(a.ttlMs)), Readouts::ms(Micros(a.t2 - a.t1)),
                 Readouts::ms(Micros(a.driftUs)), Readouts::ms(Micros(a.validityUs)));
    const QString end =
        tr("drift %1 ms, then the keys expire").arg(Readouts::ms(Micros(a.driftUs)));
    // Never left of the "T2" mark drawn just under the lane at x2.
    const double right = width() - 6.0,
                 leftmost = x2 + 12 + QFontMetricsF(font()).horizontalAdvance(tr("T2"));
    const double widest = std::max(fm.horizontalAdvance(validity), fm.horizontalAdvance(end));
    if (widest > right - leftmost && right > leftmost) {
        small.setPointSizeF(small.pointSizeF() * (right - leftmost) / widest);
        p.setFont(small);
    }
    const QFontMetricsF sfm(small);
    const double preferred = std::max(x2, xOf(m_axis.detailEnd())) + 10;
    const auto fit = [&](const QString& text, double x) {
        return std::max(leftmost, std::min(x, right - sfm.horizontalAdvance(text)));
    };
    p.setPen(Theme::ok().darker(130));
    p.drawText(QPointF(fit(validity, preferred), y + 17 + sfm.ascent() + 1), validity);
    p.setPen(Theme::warn());
    const double endX = std::max(preferred, xt - sfm.horizontalAdvance(end) - 2);
    p.drawText(QPointF(fit(end, endX), y + 17 + sfm.height() + sfm.ascent() + 1), end);
    p.setFont(font());
}

} // namespace redlock::ui
