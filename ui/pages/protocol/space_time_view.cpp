#include "ui/pages/protocol/space_time_view.h"

#include "ui/model/readouts.h"
#include "ui/model/time_ticks.h"
#include "ui/widgets/language_change.h"
#include "ui/widgets/theme.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace redlock::ui {

using redlock::sim::TimelineAttempt;
using redlock::sim::TimelineMessage;

namespace {

constexpr int kMinHeight = 240;
constexpr double kSmall = 0.85; // tick labels, marks and badges, relative to body text

QFont laneFont() {
    return Theme::paintFont(1.0, true);
}
QFont smallFont() {
    return Theme::paintFont(kSmall);
}

QColor faded(QColor c, int alpha) {
    c.setAlpha(alpha);
    return c;
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

void SpaceTimeView::setCompact(bool compact) {
    if (compact != m_compact) {
        m_compact = compact;
        updateGeometry();
    }
}

void SpaceTimeView::setNow(Us now) {
    m_now = now;
    update();
}

SpaceTimeView::Metrics SpaceTimeView::metrics() const {
    const QFontMetricsF laneText(laneFont()), small(smallFont());
    double widest = laneText.horizontalAdvance(QStringLiteral("M9"));
    for (const auto& l : m_tl.lanes) {
        const QString name = QString::fromStdString(l.name);
        widest = std::max(widest, laneText.horizontalAdvance(l.down ? tr("%1 ✕").arg(name) : name));
    }
    const double pill = textLineHeight(smallFont(), tr("%1 votes %2/%3 ≥ %4")) + Theme::px(4);
    // A client lane (weight 1.8, or 1.3 in a race) carries a row of badges above its line;
    // a master lane only its name, which must not touch the next one.
    const double base = m_tl.clientCount() > 1 ? 1.3 : 1.8;
    const double badges = 2 * (Theme::px(6) + pill); // a client lane's badges above its line
    if (m_compact) {
        // Compact: each lane as tall as it needs. A master lane is one line of the lane font
        // (a CJK font's line is ~1.4 em, far more than "M3" needs); a client lane grows to hold
        // its badges. The diagram then leaves room for the verdict on a short screen.
        // The lane names are Latin ("M3", "C1"): their inked height, with half as much again
        // between two names, not the font's line (which a CJK fallback makes ~1.4 em).
        const double inked = laneText.tightBoundingRect(QStringLiteral("CM0123456789")).height();
        const double unit = std::max(inked * 1.6, Theme::px(20));
        return {widest + Theme::px(14), Theme::px(8), Theme::px(9) + small.height() + Theme::px(4),
                unit, std::max(base, badges / unit)};
    }
    const double unit = std::max({laneText.height() * 1.2, badges / base, Theme::px(28)});
    return {widest + Theme::px(14), Theme::px(8), Theme::px(9) + small.height() + Theme::px(4),
            unit, base};
}

int SpaceTimeView::minimumPlotHeight() const {
    const Metrics m = metrics();
    double total = 0;
    for (const auto& l : m_tl.lanes) {
        total += l.client ? m.clientWeight : 1.0;
    }
    if (m_tl.lanes.empty()) {
        total = 1.8 + 5;
    }
    return static_cast<int>(std::ceil(m.top + m.bottom + m.laneUnit * total));
}

QSize SpaceTimeView::sizeHint() const {
    // Small on purpose: the page's scroll area sizes pages to their preferred height, and the
    // view is Expanding, so it still takes every pixel the window can spare.
    return {static_cast<int>(Theme::px(900)), minimumSizeHint().height()};
}

QSize SpaceTimeView::minimumSizeHint() const {
    // Never a sliver: a class at the back must still tell the lanes and arrows apart, even if
    // the page has to scroll for it at presenter size.
    // As narrow as the lane names and a readable plot: a wider floor would push the page past
    // a 1280-pixel window at presenter size.
    return {static_cast<int>(std::max(480.0, metrics().gutter + Theme::px(300))),
            std::max(m_compact ? 0 : static_cast<int>(Theme::px(kMinHeight)), minimumPlotHeight())};
}

QRectF SpaceTimeView::plotRect() const {
    const Metrics m = metrics();
    return QRectF(m.gutter, m.top, width() - m.gutter - Theme::px(14), height() - m.top - m.bottom);
}

double SpaceTimeView::xOf(Us t) const {
    const QRectF r = plotRect();
    return r.left() + m_axis.toFraction(t) * r.width();
}

double SpaceTimeView::laneY(int lane) const {
    // Client lanes get taller rows: their gate badges sit above the line and the lease
    // sentences below it, while a master lane only carries arrow tips.
    const double clientWeight = metrics().clientWeight;
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
    m_texts.clear();
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
    // Only the lanes: the time axis below them is a scale, not an event, and stays readable
    // (its last label may reach past the plot's end).
    const QRectF r = plotRect();
    const double xn = xOf(m_now);
    p.fillRect(QRectF(xn, 0, width() - xn, r.bottom() + Theme::px(5)), faded(Theme::card(), 170));
    p.setPen(QPen(Theme::accent(), Theme::px(1.5)));
    p.drawLine(QPointF(xn, r.top() - Theme::px(6)), QPointF(xn, r.bottom() + Theme::px(4)));
}

void SpaceTimeView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        update(); // every label is painted, so a repaint is the whole retranslation
    } else if (event->type() == QEvent::StyleChange || event->type() == QEvent::FontChange) {
        updateGeometry(); // presenter mode: Theme's text scale changed with the style sheet
    }
    QWidget::changeEvent(event);
}

QString SpaceTimeView::laneTipAt(QPoint pos) const {
    if (pos.x() > metrics().gutter) {
        return {};
    }
    const double h = QFontMetricsF(laneFont()).height();
    for (int i = 0; i < static_cast<int>(m_tl.lanes.size()) && i < m_laneTips.size(); ++i) {
        if (std::abs(pos.y() - laneY(i)) <= h / 2) {
            return m_laneTips[i];
        }
    }
    return {};
}

bool SpaceTimeView::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        QString tip = laneTipAt(help->pos());
        if (tip.isEmpty()) {
            tip = messageTipAt(help->pos());
        }
        if (tip.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(help->globalPos(), tip, this);
        }
        return true;
    }
    return QWidget::event(event);
}

void SpaceTimeView::paintLanes(QPainter& p) const {
    const QRectF r = plotRect();
    const Metrics m = metrics();
    p.setFont(laneFont());
    const double h = QFontMetricsF(p.font()).height();
    for (int i = 0; i < static_cast<int>(m_tl.lanes.size()); ++i) {
        const auto& lane = m_tl.lanes[static_cast<size_t>(i)];
        const double y = laneY(i);
        QPen pen(lane.client ? Theme::accent() : (lane.down ? Theme::down() : Theme::muted()),
                 Theme::px(lane.client ? 2.0 : 1.0));
        if (lane.down) {
            pen.setStyle(Qt::DashLine);
        }
        p.setPen(pen);
        p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y));
        p.setPen(pen.color());
        const QString name = QString::fromStdString(lane.name);
        m_texts.draw(p, QRectF(Theme::px(4), y - h / 2, m.gutter - Theme::px(10), h),
                     Qt::AlignRight | Qt::AlignVCenter, lane.down ? tr("%1 ✕").arg(name) : name);
    }
}

void SpaceTimeView::paintAxis(QPainter& p) const {
    const QRectF r = plotRect();
    const QFont small = smallFont();
    p.setFont(small);
    const QFontMetricsF fm(small);
    p.setPen(QPen(Theme::muted(), Theme::px(1)));
    // CJK glyphs reach above the Latin ascent: keep a gap so the tick never cuts the text.
    const double baseline = r.bottom() + Theme::px(7) + fm.ascent();
    auto box = [&](double left, const QString& text) {
        return QRectF(left, baseline - fm.ascent(), fm.horizontalAdvance(text), fm.height());
    };
    // The break's two labels first: tick labels make way for them, not the other way round.
    QList<QRectF> taken;
    double xb = r.right();
    if (m_axis.broken()) {
        xb = r.left() + m_axis.split() * r.width();
        const QString tail = tr("%1 ms").arg(Readouts::ms(Micros(m_axis.fullEnd())));
        const QRectF tailBox = box(width() - Theme::px(4) - fm.horizontalAdvance(tail), tail);
        m_texts.draw(p, tailBox.bottomLeft() - QPointF(0, fm.descent() + fm.leading()), tail);
        taken << tailBox;
        const QString squeezed = tr("≈ compressed");
        const QRectF sq = box(xb + Theme::px(8), squeezed);
        if (sq.right() < tailBox.left() - Theme::px(8)) {
            m_texts.draw(p, QPointF(sq.left(), baseline), squeezed);
            taken << sq;
        }
    }
    const QString widest = tr("%1 ms").arg(Readouts::ms(Micros(m_axis.detailEnd())));
    const int room =
        static_cast<int>((xb - r.left()) / (fm.horizontalAdvance(widest) + Theme::px(24)));
    const Us step = niceTickStep(m_axis.detailEnd(), std::clamp(room, 1, 7));
    for (Us t = 0; t <= m_axis.detailEnd(); t += step) {
        const double x = xOf(t);
        p.drawLine(QPointF(x, r.bottom()), QPointF(x, r.bottom() + Theme::px(4)));
        const QString label = tr("%1 ms").arg(Readouts::ms(Micros(t)));
        const QRectF b = box(std::max(0.0, x - fm.horizontalAdvance(label) / 2), label);
        const bool clash = std::any_of(taken.begin(), taken.end(), [&](const QRectF& o) {
            return o.adjusted(-Theme::px(4), 0, Theme::px(4), 0).intersects(b);
        });
        if (!clash) {
            m_texts.draw(p, QPointF(b.left(), baseline), label);
            taken << b;
        }
    }
    if (!m_axis.broken()) {
        return;
    }
    // The break: a zig-zag band says "time skipped here", so nobody reads the tail linearly.
    const double z = Theme::px(6);
    p.fillRect(QRectF(xb - z / 2, r.top() - 4, z, r.height() + 8), Theme::background());
    p.setPen(QPen(Theme::muted(), Theme::px(1.2)));
    for (double y : {r.top() - 4, r.bottom() - 4}) {
        p.drawLine(QPointF(xb - z, y + 8), QPointF(xb, y));
        p.drawLine(QPointF(xb, y + 8), QPointF(xb + z, y));
    }
}

SpaceTimeView::MessageLook SpaceTimeView::lookOf(const TimelineMessage& m) {
    if (m.kind == sim::MessageKind::Reply) {
        if (m.outcome != sim::MessageOutcome::Ok) {
            return {Theme::down()};
        }
        // A vote the client counted is solid green; an OK it read too late to count is still an
        // OK, not a refusal: the same green, faded and dashed.
        return m.late ? MessageLook{faded(Theme::ok(), 150), Qt::DashLine, true}
                      : MessageLook{Theme::ok()};
    }
    if (m.kind == sim::MessageKind::Release) {
        return {Theme::warn(), Qt::DashLine};
    }
    return {Theme::accent()};
}

QString SpaceTimeView::messageTipAt(QPoint pos) const {
    const QPointF at(pos);
    const double reach = Theme::px(5);
    for (const TimelineMessage& m : m_tl.messages) {
        if (m.kind != sim::MessageKind::Reply || m.outcome != sim::MessageOutcome::Ok || !m.late ||
            m.arrived < 0 || m.arrived > m_now) {
            continue;
        }
        const QPointF a(xOf(m.sent), laneY(m.from)), b(xOf(m.arrived), laneY(m.to));
        const QPointF d = b - a;
        const double len2 = QPointF::dotProduct(d, d);
        const double f =
            len2 > 0 ? std::clamp(QPointF::dotProduct(at - a, d) / len2, 0.0, 1.0) : 0.0;
        const QPointF off = at - (a + d * f);
        if (std::hypot(off.x(), off.y()) <= reach) {
            const auto name = [this](int lane) {
                return QString::fromStdString(m_tl.lanes[static_cast<std::size_t>(lane)].name);
            };
            return tr("late OK (not counted): %1 had stopped waiting for %2")
                .arg(name(m.to), name(m.from));
        }
    }
    return {};
}

void SpaceTimeView::paintMessages(QPainter& p) const {
    for (const TimelineMessage& m : m_tl.messages) {
        if (m.sent > m_now) {
            continue;
        }
        const MessageLook look = lookOf(m);
        const QColor colour = look.colour;
        const Qt::PenStyle style = look.style;
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
        p.setPen(QPen(colour, Theme::px(1.6), m.arrived < 0 ? Qt::DotLine : style));
        p.drawLine(from, to);
        if (!inFlight && m.arrived >= 0) {
            // Arrow head along the line.
            const QPointF d = to - from;
            const double len = std::hypot(d.x(), d.y());
            if (len > 1) {
                const QPointF u = d / len, n(-u.y(), u.x());
                QPainterPath head;
                head.moveTo(to);
                const double a = Theme::px(8), b = Theme::px(4);
                head.lineTo(to - u * a + n * b);
                head.lineTo(to - u * a - n * b);
                head.closeSubpath();
                if (look.hollowHead) {
                    p.setPen(QPen(colour, Theme::px(1.2)));
                    p.setBrush(Qt::NoBrush);
                    p.drawPath(head);
                } else {
                    p.fillPath(head, colour);
                }
            }
            if (m.outcome == sim::MessageOutcome::Dropped) {
                const double c = Theme::px(5);
                p.setPen(QPen(Theme::down(), Theme::px(2)));
                p.drawLine(to + QPointF(-c, -c), to + QPointF(c, c));
                p.drawLine(to + QPointF(-c, c), to + QPointF(c, -c));
            }
        }
    }
}

void SpaceTimeView::paintTimeouts(QPainter& p) const {
    p.setFont(smallFont());
    const QFontMetricsF fm(p.font());
    const double c = Theme::px(5);
    // One label per bunch: several clients waiting on the same master give up on it at nearly
    // the same moment, and their crosses share one "3 timeouts" instead of three labels
    // printed over each other.
    struct Bunch {
        int master;
        double x;     // the first cross of the bunch
        double right; // the last cross of the bunch
        int count;
    };
    std::vector<Bunch> bunches;
    const double labelRoom = fm.horizontalAdvance(tr("%n timeouts", "", 9)) + 2 * c;
    for (const auto& t : m_tl.timeouts) {
        if (t.at > m_now) {
            continue;
        }
        const double x = xOf(t.at), yc = laneY(t.client), ym = laneY(t.master);
        p.setPen(QPen(Theme::down(), Theme::px(1), Qt::DotLine));
        p.drawLine(QPointF(x, ym), QPointF(x, yc));
        p.setPen(QPen(Theme::down(), Theme::px(2)));
        p.drawLine(QPointF(x - c, ym - c), QPointF(x + c, ym + c));
        p.drawLine(QPointF(x - c, ym + c), QPointF(x + c, ym - c));
        const auto same = std::find_if(bunches.begin(), bunches.end(), [&](const Bunch& b) {
            return b.master == t.master && x < b.right + labelRoom && x > b.x - labelRoom;
        });
        if (same != bunches.end()) {
            ++same->count;
            same->x = std::min(same->x, x);
            same->right = std::max(same->right, x);
        } else {
            bunches.push_back({t.master, x, x, 1});
        }
    }
    for (const Bunch& b : bunches) {
        // Under the master's line, right of the last cross: the requests arrived long before
        // the deadline, so nothing else is drawn there; left of the first if the edge is near.
        const QString label = b.count == 1 ? tr("timeout") : tr("%n timeouts", "", b.count);
        double left = b.right + c + Theme::px(3);
        if (left + fm.horizontalAdvance(label) > width() - Theme::px(2)) {
            left = b.x - c - Theme::px(3) - fm.horizontalAdvance(label);
        }
        m_texts.draw(p, QPointF(left, laneY(b.master) + c + fm.ascent()), label);
    }
}

// The marks on the client lanes (T1, T2, the two gates, the lease).

using redlock::sim::TimelineAttempt;

namespace {

// A small rounded label's box at `topLeft` in the painter's font.
QRectF pillBox(const QPainter& p, QPointF topLeft, const QString& text) {
    const QFontMetricsF fm(p.font());
    return QRectF(topLeft, QSizeF(fm.horizontalAdvance(text) + Theme::px(12),
                                  textLineHeight(p.font(), text) + Theme::px(4)));
}

void pill(QPainter& p, PaintedTextLog& log, const QRectF& box, const QString& text,
          const QColor& ink, const QColor& fill) {
    p.setPen(QPen(ink, Theme::px(1)));
    p.setBrush(fill);
    p.drawRoundedRect(box, Theme::px(6), Theme::px(6));
    log.draw(p, box, Qt::AlignCenter, text);
    p.setBrush(Qt::NoBrush);
}

} // namespace

void SpaceTimeView::paintAttempts(QPainter& p) const {
    p.setFont(smallFont());
    const QFontMetricsF fm(p.font());
    const double mark = Theme::px(9), gap = Theme::px(6);
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
        p.setPen(QPen(Theme::ink(), Theme::px(2)));
        p.drawLine(QPointF(x1, y - mark), QPointF(x1, y + mark));
        // T1 and T2 sit above the client's line: the arrows only ever leave it downwards.
        const double above = y - gap - fm.descent();
        if (newest) {
            m_texts.draw(p, QPointF(x1 + Theme::px(3), above), tr("T1"));
        }
        if (a.t2 > m_now) {
            continue;
        }
        const double x2 = xOf(a.t2);
        p.setPen(QPen(Theme::ink(), Theme::px(2)));
        p.drawLine(QPointF(x2, y - mark), QPointF(x2, y + mark));
        const QColor verdict = a.held ? Theme::ok() : Theme::down();
        if (!newest) {
            p.setPen(verdict);
            const QString count = tr("%1 %2/%3")
                                      .arg(a.held ? QStringLiteral("✓") : QStringLiteral("✗"))
                                      .arg(a.votes)
                                      .arg(a.n);
            const double w = fm.horizontalAdvance(count);
            m_texts.draw(p, QPointF(std::min(x2 - Theme::px(8), width() - w - 2), above), count);
            continue;
        }
        const QString t2 = tr("T2");
        m_texts.draw(p, QPointF(x2 - Theme::px(3) - fm.horizontalAdvance(t2), above), t2);
        const QString votes = tr("%1 votes %2/%3 ≥ %4")
                                  .arg(a.voteGate ? QStringLiteral("✓") : QStringLiteral("✗"))
                                  .arg(a.votes)
                                  .arg(a.n)
                                  .arg(a.quorum);
        // The time gate as judge() has it: validity after the drift allowance above 0.
        QString time = (a.timeGate ? tr("%1 validity %2 ms > 0") : tr("%1 validity %2 ms ≤ 0"))
                           .arg(a.timeGate ? QStringLiteral("✓") : QStringLiteral("✗"),
                                Readouts::ms(Micros(a.validityUs)));
        // The badge row starts at T2 and moves left as far as it must to stay on the card.
        const double pillH = textLineHeight(p.font(), votes + time) + Theme::px(4);
        QRectF vb = pillBox(p, QPointF(0, y - gap - pillH), votes);
        QRectF tb = pillBox(p, QPointF(0, vb.top()), time);
        if (x2 + Theme::px(4) + vb.width() + gap + tb.width() > width() - Theme::px(4)) {
            // A narrow card: the time badge drops its number (the readout and the lease bar
            // carry it) rather than slide the row over the T2 label.
            time = a.timeGate ? tr("%1 validity > 0").arg(QStringLiteral("✓"))
                              : tr("%1 validity ≤ 0").arg(QStringLiteral("✗"));
            tb = pillBox(p, QPointF(0, vb.top()), time);
        }
        const double row = vb.width() + gap + tb.width();
        const double left =
            std::max(plotRect().left(), std::min(x2 + Theme::px(4), width() - Theme::px(4) - row));
        vb.moveLeft(left);
        tb.moveLeft(vb.right() + gap);
        pill(p, m_texts, vb, votes, a.voteGate ? Theme::ok() : Theme::down(),
             a.voteGate ? Theme::okSoft() : Theme::downSoft());
        pill(p, m_texts, tb, time, a.timeGate ? Theme::ok() : Theme::down(),
             a.timeGate ? Theme::okSoft() : Theme::downSoft());
        if (!a.held) {
            // A refused acquire has no lease bar, so the verdict takes its place under the line.
            const QString refused = tr("refused: release on all %1").arg(a.n);
            QRectF rb = pillBox(p, QPointF(0, y + mark), refused);
            rb.moveLeft(std::max(plotRect().left(),
                                 std::min(x2 + Theme::px(4), width() - Theme::px(4) - rb.width())));
            pill(p, m_texts, rb, refused, Theme::down(), Theme::card());
        }
    }
}

void SpaceTimeView::paintLease(QPainter& p, const TimelineAttempt& a) const {
    if (!a.held) {
        return;
    }
    QFont small = smallFont();
    p.setFont(small);
    const double y = laneY(a.client);
    const double x2 = xOf(a.t2), xb = xOf(a.beliefEnd), xt = xOf(a.t1 + a.ttlMs * 1000);
    const double barTop = y + Theme::px(5), barH = Theme::px(12);
    const QRectF bar(x2, barTop, std::max(2.0, xb - x2), barH);
    p.setPen(QPen(Theme::ok(), Theme::px(1)));
    p.setBrush(Theme::okSoft());
    p.drawRect(bar);
    // The drift allowance: the stretch between the client's belief and the keys' real expiry.
    p.setPen(QPen(Theme::warn(), Theme::px(1)));
    p.setBrush(QBrush(Theme::warn(), Qt::BDiagPattern));
    p.drawRect(QRectF(xb, barTop, std::max(3.0, xt - xb), barH));
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(Theme::muted(), Theme::px(1), Qt::DashLine));
    p.drawLine(QPointF(xt, plotRect().top()), QPointF(xt, plotRect().bottom()));

    // The sentences go into the squeezed tail, where the lanes are otherwise empty. Longer than
    // the tail (Chinese at presenter size), they move left over the lease bar, which has
    // nothing under it, and when even that is too narrow they wrap: the type never shrinks
    // under the size every other painted text has.
    const QString validity =
        tr("validity = %1 − %2 − %3 = %4 ms")
            .arg(Readouts::ms(Millis(a.ttlMs)), Readouts::ms(Micros(a.t2 - a.t1)),
                 Readouts::ms(Micros(a.driftUs)), Readouts::ms(Micros(a.validityUs)));
    const QString end =
        tr("drift %1 ms, then the keys expire").arg(Readouts::ms(Micros(a.driftUs)));
    // Left of the keys' expiry (the dashed line) and inside the plot: a sentence that crossed
    // the line read as if it went on after the keys were gone.
    const double right = std::min(plotRect().right(), xt) - Theme::px(6);
    const double leftmost = x2 + Theme::px(12);
    const QFontMetricsF fm(small);
    const double lineH = textLineHeight(small, validity + end);
    const double preferred = std::max(x2, xOf(m_axis.detailEnd())) + Theme::px(10);
    const double room = std::max(Theme::px(60), right - leftmost);
    double top = barTop + barH + Theme::px(2);
    const auto line = [&](const QString& text, double x, const QColor& ink) {
        p.setPen(ink);
        const double w = fm.horizontalAdvance(text);
        if (w <= room) {
            const double left = std::max(leftmost, std::min(x, right - w));
            // On the card's colour: where the lanes are tight (compact presenter mode) the
            // sentence lies across a master's line, which must not strike it through.
            p.fillRect(QRectF(left - 2, top, w + 5, lineH), Theme::card());
            m_texts.draw(p, QRectF(left, top, w + 1, lineH), Qt::AlignLeft | Qt::AlignVCenter,
                         text);
            top += lineH;
            return;
        }
        const QRectF box(leftmost, top, room, 1e4);
        const QRectF need = p.boundingRect(box, Qt::AlignLeft | Qt::TextWordWrap, text);
        p.fillRect(QRectF(leftmost - 2, top, need.width() + 5, need.height()), Theme::card());
        m_texts.draw(p, QRectF(leftmost, top, room, need.height()),
                     Qt::AlignLeft | Qt::TextWordWrap, text);
        top += need.height();
    };
    line(validity, preferred, Theme::ok().darker(Theme::isDark() ? 100 : 130));
    line(end, std::max(preferred, xt - fm.horizontalAdvance(end) - 2), Theme::warn());
}

} // namespace redlock::ui
