// SpaceTimeView, second part: the marks on the client lanes (T1, T2, the two gates, the lease).
#include "spacetimeview.h"

#include "readouts.h"
#include "theme.h"

#include <QPainter>

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
        const QString time = tr("%1 %2 ms < TTL")
                                 .arg(a.timeGate ? QStringLiteral("✓") : QStringLiteral("✗"),
                                      Readouts::ms(Micros(a.t2 - a.t1)));
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
