#include "ui/pages/timing/timeline_view.h"

#include "ui/app/export/handout_source.h"
#include "ui/model/readouts.h"
#include "ui/pages/timing/run_summary.h"
#include "ui/widgets/theme.h"

#include "core/sim/clock_track.h"

#include <QHelpEvent>
#include <QImage>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <unordered_map>
#include <unordered_set>

namespace redlock::ui {

namespace {

// Sizes at normal text size; px() scales them with the presenter's text, and the lanes that
// carry text are at least as tall as that text (kSmall: clock and axis labels).
constexpr int kRight = 16; // room for the last tick label
constexpr int kClientH = 22, kMasterBand = 14, kStorageH = 18;
constexpr double kSmall = 0.72;

QFont smallFont() {
    return Theme::paintFont(kSmall);
}
int lineHeight(const QFont& font, const QString& sample) {
    return static_cast<int>(std::ceil(textLineHeight(font, sample)));
}
int gutterFor(const QFont& names, const QStringList& texts) {
    const QFontMetrics fm(names);
    int widest = fm.horizontalAdvance(QStringLiteral("C1"));
    for (const QString& t : texts) {
        widest = std::max(widest, fm.horizontalAdvance(t));
    }
    return widest + static_cast<int>(Theme::px(14));
}

} // namespace

double TimelineView::scale() const {
    return Theme::textScale();
}

void TimelineView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::StyleChange || event->type() == QEvent::FontChange) {
        updateGeometry(); // presenter mode changed Theme's text scale with the style sheet
    }
    if (event->type() == QEvent::LanguageChange) {
        m_gutter = -1; // "storage" and "real s" are measured in the new language
    }
    QWidget::changeEvent(event);
}

// The spotlight's lens: the view's own drawing of one lane around the playhead, rendered at
// kLensScale (so its text is drawn at that size, not blown up), with the lane's name at its left.
class TimelineView::Lens : public QWidget {
public:
    explicit Lens(TimelineView* view) : QWidget(view), m_view(view) {
        setObjectName(QStringLiteral("timelineLens"));
        setAttribute(Qt::WA_TransparentForMouseEvents);
        hide();
    }

protected:
    void paintEvent(QPaintEvent*) override {
        const auto row = m_view->spotRow();
        if (!row || HandoutSource::printing(m_view)) {
            return; // the spotlight is for the room, not for paper
        }
        QPainter p(this);
        p.fillRect(rect(), Theme::card());
        const double k = kLensScale;
        const int nameW = m_view->lensNameWidth();
        const int pad = frame();
        // The strip of the view the lens shows: the lane's height, as wide as the lens's
        // picture part divided by k, centred on the focus.
        const double stripW = m_view->lensStripWidth();
        const double left = m_view->lensStripLeft();
        const QRect strip(static_cast<int>(std::floor(left)), row->top,
                          static_cast<int>(std::ceil(stripW)), row->height);
        const qreal dpr = devicePixelRatioF();
        QImage picture((QSizeF(strip.size()) * k * dpr).toSize(),
                       QImage::Format_ARGB32_Premultiplied);
        picture.setDevicePixelRatio(dpr);
        picture.fill(Theme::card());
        {
            QPainter ip(&picture);
            ip.scale(k, k);
            // The view paints itself again into the picture (no children: not this lens).
            m_view->m_paintingLens = true;
            m_view->render(&ip, QPoint(), QRegion(strip), QWidget::RenderFlags());
            m_view->m_paintingLens = false;
        }
        p.drawImage(QPointF(nameW + pad - (left - std::floor(left)) * k, pad), picture);
        // The lane's name, as large as the picture's text.
        p.setFont(Theme::paintFont(k));
        p.setPen(row->kind == sim::LaneKind::Client ? ownerColor(row->name) : Theme::ink());
        const QString name = Readouts::laneName(row->name);
        p.drawText(QRectF(pad, pad, nameW - pad, height() - 2 * pad),
                   Qt::AlignVCenter | Qt::AlignLeft, name);
        p.setPen(QPen(Theme::accent(), frame()));
        p.setBrush(Qt::NoBrush);
        p.drawRect(
            QRectF(rect()).adjusted(0.5 * frame(), 0.5 * frame(), -0.5 * frame(), -0.5 * frame()));
    }

private:
    int frame() const { return std::max(2, static_cast<int>(Theme::px(2))); }
    TimelineView* m_view;
};

TimelineView::TimelineView(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_lens = new Lens(this);
}

void TimelineView::setSpotlight(const std::string& lane) {
    m_spotlight = lane;
    placeLens();
}

std::optional<TimelineView::LaneRow> TimelineView::spotRow() const {
    if (m_spotlight.empty()) {
        return std::nullopt;
    }
    for (const LaneRow& r : layoutLanes()) {
        if (r.name == m_spotlight) {
            return r;
        }
    }
    return std::nullopt;
}

sim::Us TimelineView::lensFocus() const {
    return std::clamp<sim::Us>(m_playhead, 0, m_axisEnd);
}

int TimelineView::lensNameWidth() const {
    return static_cast<int>(gutter() * kLensScale);
}

double TimelineView::lensStripWidth() const {
    const int pad = std::max(2, static_cast<int>(Theme::px(2)));
    return (m_lens->width() - lensNameWidth() - 2 * pad) / kLensScale;
}

double TimelineView::lensStripLeft() const {
    // The playhead kLensFocusAt across, but never past the lanes' ends: at the start or the
    // end of the run the lens shows the first or the last stretch whole.
    const double w = lensStripWidth();
    const double lo = gutter(), hi = width() - w; // the last tick label too
    return std::clamp(xOf(lensFocus()) - w * kLensFocusAt, lo, std::max(lo, hi));
}

double TimelineView::lensXOf(sim::Us t) const {
    const int pad = std::max(2, static_cast<int>(Theme::px(2)));
    return lensNameWidth() + pad + (xOf(t) - lensStripLeft()) * kLensScale;
}

void TimelineView::placeLens() {
    const auto row = spotRow();
    if (!row) {
        m_lens->hide();
        return;
    }
    const int pad = std::max(2, static_cast<int>(Theme::px(2)));
    const int h = static_cast<int>(row->height * kLensScale) + 2 * pad;
    int top = row->top + row->height + px(2);
    if (top + h > height()) {
        top = std::max(0, row->top - h - px(2));
    }
    m_lens->setGeometry(0, top, width(), std::min(h, height()));
    m_lens->show();
    m_lens->raise();
    m_lens->update();
}

void TimelineView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    placeLens();
}

void TimelineView::mousePressEvent(QMouseEvent* event) {
    const QPoint pos = event->position().toPoint();
    if (event->button() == Qt::LeftButton && pos.x() < gutter()) {
        for (const LaneRow& r : layoutLanes()) {
            if (pos.y() >= r.top && pos.y() < r.top + r.height) {
                setSpotlight(m_spotlight == r.name ? std::string() : r.name);
                return;
            }
        }
    }
    QWidget::mousePressEvent(event);
}

void TimelineView::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape && !m_spotlight.empty()) {
        setSpotlight({});
        return;
    }
    QWidget::keyPressEvent(event);
}

void TimelineView::setRun(sim::SimResult run, const sim::SimResult& full,
                          const sim::Scenario& scenario, sim::Us axisEndUs, sim::Us playheadUs) {
    m_run = std::move(run);
    // Another full run (not the same one at another playhead): its messages' layer is not
    // this one's. Compared by what a new run changes: its buffer, its size, its end, its seed.
    const RunIdentity id{full.messages.data(), full.messages.size(), full.endUs, full.seed};
    if (!(id == m_runIdentity)) {
        m_runIdentity = id;
        ++m_runGeneration;
        // What the dense way's skipping relies on (paintMessages): messages in the order they
        // were sent, and the longest a message was on its way (to its landing or its reading).
        m_sentInOrder = std::is_sorted(
            full.messages.begin(), full.messages.end(),
            [](const sim::Message& x, const sim::Message& y) { return x.sent < y.sent; });
        m_longestFlight = 0;
        m_finalEnd.clear();
        m_finalEnd.reserve(full.messages.size());
        for (const sim::Message& m : full.messages) {
            const sim::Us end = m.read >= 0 ? m.read : m.arrived >= 0 ? m.arrived : m.sent;
            m_finalEnd.push_back(end);
            m_longestFlight = std::max(m_longestFlight, end - m.sent);
        }
    }
    m_clocks = full.clocks;
    m_fullOverlaps = !full.overlaps.empty(); // updateGeometry() below: the room may change
    if (full.lanes != m_lanes) {
        m_lanes = full.lanes;
        m_gutter = -1;
    }
    m_scenario = scenario;
    m_axisEnd = std::max<sim::Us>(1, axisEndUs);
    m_playhead = playheadUs;
    updateGeometry();
    update();
    placeLens(); // the lanes may have moved, and the lens shows the new playhead
}

QColor TimelineView::ownerColor(const std::string& client) {
    // Clients are named C1, C2, C3…; each keeps its colour on every lane.
    static const QColor colours[] = {QColor(0x2F, 0x5B, 0xD3), QColor(0xE0, 0x7B, 0x00),
                                     QColor(0x8E, 0x44, 0xAD), QColor(0x16, 0x8A, 0x8A)};
    const int n = client.size() > 1 ? std::max(0, client.back() - '1') : 0;
    return colours[n % 4];
}

QString TimelineView::sentenceAt(QPoint pos) const {
    const std::vector<LaneRow> rows = layoutLanes();
    const auto storage = std::find_if(rows.begin(), rows.end(), [](const LaneRow& r) {
        return r.kind == sim::LaneKind::Storage;
    });
    const bool onStorage = storage != rows.end() && pos.y() >= storage->top &&
                           pos.y() < storage->top + storage->height;
    const int reach = px(8);
    for (const sim::Sentence& s : m_run.narration) {
        const bool write = s.id.starts_with("write") || s.id.starts_with("stale-write");
        if (write && onStorage && std::abs(pos.x() - xOf(s.t)) <= reach) {
            return RunSummary::sentence(s);
        }
    }
    for (const sim::Sentence& s : m_run.narration) {
        if (s.id == "overlap" && s.args.size() > 3 && pos.x() >= xOf(s.args[2].value) &&
            pos.x() <= xOf(s.args[3].value)) {
            return RunSummary::sentence(s);
        }
    }
    return {};
}

bool TimelineView::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const QString text = sentenceAt(help->pos());
        if (text.isEmpty()) {
            QToolTip::hideText();
        } else {
            QToolTip::showText(help->globalPos(), text, this);
        }
        return true;
    }
    return QWidget::event(event);
}

std::vector<TimelineView::LaneRow> TimelineView::layoutLanes() const {
    std::vector<LaneRow> rows;
    const QFont nameFont = Theme::paintFont();
    const int smallH = lineHeight(smallFont(), QStringLiteral("0.9"));
    // Room above the lanes for the overlap lengths (dense, only when the run has one: a live
    // run that finds its first overlap makes the room then).
    int y = m_dense && !m_fullOverlaps
                ? px(2)
                : lineHeight(Theme::paintFont(1.0, true), tr("overlap %1 ms")) + px(2);
    // Clients on top, then masters, then the storage: requests flow downwards.
    std::vector<sim::Lane> lanes = m_lanes;
    std::stable_sort(lanes.begin(), lanes.end(), [](const sim::Lane& a, const sim::Lane& b) {
        return static_cast<int>(a.kind) < static_cast<int>(b.kind);
    });
    for (const sim::Lane& l : lanes) {
        // Each lane as tall as its own name needs: a Chinese "存储" is taller than "M1", and
        // measured on it every lane grew by a few pixels in Chinese (presenter mode lost a line
        // of the bench to it).
        const int nameH = lineHeight(nameFont, Readouts::laneName(l.name));
        const int h = l.kind == sim::LaneKind::Client
                          ? std::max(m_dense ? px(kMasterBand) : px(kClientH), nameH + px(2))
                      : l.kind == sim::LaneKind::Master
                          ? std::max(px(kMasterBand) + (m_dense ? px(2) : smallH), nameH)
                          : std::max(px(kStorageH), nameH);
        rows.push_back({l.name, l.kind, y, h});
        y += h;
    }
    return rows;
}

void TimelineView::setDense(bool dense) {
    if (dense != m_dense) {
        m_dense = dense;
        updateGeometry();
        update();
        placeLens();
    }
}

QSize TimelineView::sizeHint() const {
    const auto rows = layoutLanes();
    int h = lineHeight(Theme::paintFont(), tr("real s")) + px(m_dense ? 2 : 8);
    if (!rows.empty()) {
        h += rows.back().top + rows.back().height;
    }
    return {px(900), h};
}

int TimelineView::gutter() const {
    // Every x position asks for it, so it is measured once per font, lanes and language (a
    // paint measured the names a few hundred times: most of the timing page's repaint).
    const QFont font = Theme::paintFont();
    if (m_gutter < 0 || font != m_gutterFont) {
        QStringList names{tr("real s"), tr("real ms")};
        for (const sim::Lane& l : m_lanes) {
            names << Readouts::laneName(l.name);
        }
        m_gutterFont = font;
        m_gutter = gutterFor(font, names);
        ++m_gutterMeasured;
    }
    return m_gutter;
}

sim::Us TimelineView::masterClock(const std::string& master, sim::Us t) const {
    const auto sampled = sim::sampledClockAt(m_clocks, master, t);
    return sampled ? *sampled : sim::masterClockAt(m_scenario, master, t);
}

double TimelineView::xOf(sim::Us t) const {
    const double w = width() - gutter() - px(kRight);
    return gutter() + w * static_cast<double>(t) / static_cast<double>(m_axisEnd);
}

sim::Us TimelineView::timeAt(double x) const {
    const double w = std::max(1.0, static_cast<double>(width() - gutter() - px(kRight)));
    const double f = std::clamp((x - gutter()) / w, 0.0, 1.0);
    return static_cast<sim::Us>(std::llround(f * static_cast<double>(m_axisEnd)));
}

// Tick labels centre on their tick, except the first, which starts at it: the lane names and
// "real s" own the gutter to its left.
QRectF TimelineView::tickBox(sim::Us t, double top, double height) const {
    return t == 0 ? QRectF(xOf(t), top, px(60), height)
                  : QRectF(xOf(t) - px(30), top, px(60), height);
}

int TimelineView::tickAlign(sim::Us t) {
    return t == 0 ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignCenter;
}

TimeTicks TimelineView::ticks() const {
    // About one tick per 70 px; the step, unit and decimals from the span (time_ticks.h), so a
    // 30 ms counterexample reads in ms and a 60 s run in seconds, no two ticks alike.
    return timeTicks(m_axisEnd, std::max(1, (width() - gutter()) / px(70)));
}

void TimelineView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), Theme::card());
    m_drawn = 0;
    m_drawnOverlaps = 0;
    const auto rows = layoutLanes();
    if (rows.empty()) {
        return;
    }
    m_texts.clear();
    const int bottom = rows.back().top + rows.back().height;
    // Lane stripes and names first, so every mark sits on top of them.
    const QFont small = smallFont();
    p.setFont(Theme::paintFont());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const LaneRow& r = rows[i];
        if (i % 2 == 0) {
            p.fillRect(QRectF(gutter(), r.top, width() - gutter() - px(kRight), r.height),
                       Theme::background());
        }
        p.setPen(r.kind == sim::LaneKind::Client ? ownerColor(r.name) : Theme::ink());
        const QString name = Readouts::laneName(r.name);
        // Names sit level with the band at the top of the lane, not with the clock labels.
        m_texts.draw(p, QRectF(px(4), r.top, gutter() - px(10), lineHeight(p.font(), name)),
                     Qt::AlignVCenter | Qt::AlignRight, name);
    }
    paintOverlaps(p, rows.front().top, bottom);
    p.setFont(small);
    paintMasters(p, rows);
    paintClients(p, rows);
    paintStorage(p, rows);
    paintMessages(p, rows);
    paintAxis(p, bottom);
    // The playhead: where the clipped run stops.
    if (m_playhead < m_axisEnd) {
        p.setPen(QPen(Theme::ink(), 1.5, Qt::DashLine));
        p.drawLine(QPointF(xOf(m_playhead), rows.front().top - px(4)),
                   QPointF(xOf(m_playhead), bottom));
    }
}

void TimelineView::paintOverlaps(QPainter& p, int top, int bottom) {
    for (const sim::Overlap& o : m_run.overlaps) {
        const QRectF band(QPointF(xOf(o.from), top), QPointF(xOf(o.to), bottom));
        QColor shade = Theme::down();
        shade.setAlpha(46);
        p.fillRect(band, shade);
        p.setPen(QPen(Theme::down(), 1));
        p.drawLine(band.topLeft(), band.bottomLeft());
        p.drawLine(band.topRight(), band.bottomRight());
        p.setPen(Theme::down());
        p.setFont(Theme::paintFont(1.0, true));
        const QString text = tr("overlap %1 ms").arg(Readouts::ms(Micros(o.to - o.from)));
        const double w = QFontMetricsF(p.font()).horizontalAdvance(text) + 2;
        const double left = std::min(band.left(), width() - w);
        m_texts.draw(p, QRectF(left, 0, w, top), Qt::AlignLeft | Qt::AlignVCenter, text);
        ++m_drawn;
        ++m_drawnOverlaps;
    }
}

void TimelineView::paintClients(QPainter& p, const std::vector<LaneRow>& rows) {
    for (const LaneRow& r : rows) {
        if (r.kind != sim::LaneKind::Client) {
            continue;
        }
        const QColor c = ownerColor(r.name);
        for (const sim::Span& s : m_run.spans) {
            if (s.lane != r.name) {
                continue;
            }
            const double x0 = xOf(s.from), x1 = std::max(xOf(s.to), x0 + 2);
            if (s.kind == sim::SpanKind::Belief) {
                // Belief: what the client thinks — a light band with a solid outline on top.
                QColor fill = c;
                fill.setAlpha(70);
                p.setPen(QPen(c, 1.5));
                p.setBrush(fill);
                p.drawRect(QRectF(x0, r.top + px(2), x1 - x0, px(10)));
            } else if (s.kind == sim::SpanKind::Truth) {
                // Truth: what the masters really hold — a thin dark bar under the belief.
                p.setPen(Qt::NoPen);
                p.setBrush(c.darker(140));
                p.drawRect(QRectF(x0, r.top + px(14), x1 - x0, px(5)));
            } else if (s.kind == sim::SpanKind::Pause) {
                p.setPen(QPen(Theme::muted(), 1));
                p.setBrush(QBrush(Theme::muted(), Qt::BDiagPattern));
                p.drawRect(QRectF(x0, r.top + 1, x1 - x0, r.height - 2));
            } else {
                continue;
            }
            ++m_drawn;
        }
    }
    p.setBrush(Qt::NoBrush);
}

void TimelineView::paintMasters(QPainter& p, const std::vector<LaneRow>& rows) {
    const TimeTicks ticks = this->ticks();
    for (const LaneRow& r : rows) {
        if (r.kind != sim::LaneKind::Master) {
            continue;
        }
        for (const sim::Span& s : m_run.spans) {
            if (s.lane != r.name) {
                continue;
            }
            const double x0 = xOf(s.from), x1 = std::max(xOf(s.to), x0 + 2);
            if (s.kind == sim::SpanKind::KeyAlive) {
                p.setPen(Qt::NoPen);
                p.setBrush(ownerColor(s.owner));
                p.drawRoundedRect(QRectF(x0, r.top + px(2), x1 - x0, px(10)), 3, 3);
            } else if (s.kind == sim::SpanKind::Down) {
                p.setPen(QPen(Theme::down(), 1));
                p.setBrush(QBrush(Theme::down(), Qt::DiagCrossPattern));
                p.drawRect(QRectF(x0, r.top + px(2), x1 - x0, px(10)));
            } else if (s.kind == sim::SpanKind::Pause) { // a hung master (the lab bench)
                p.setPen(QPen(Theme::muted(), 1));
                p.setBrush(QBrush(Theme::muted(), Qt::BDiagPattern));
                p.drawRect(QRectF(x0, r.top + 1, x1 - x0, px(12)));
            } else {
                continue;
            }
            ++m_drawn;
        }
        // The master's own clock, read at each real-time tick: shifted labels after a jump,
        // stretched ones under a rate error. Orange where it disagrees with real time.
        const std::string name = r.name;
        const auto tr0 = name.find(' ');
        const std::string master = tr0 == std::string::npos ? name : name.substr(0, tr0);
        // A live run reads it from its server (TIME samples): a round trip's noise is not a
        // disagreement, so only 10 ms or more counts there.
        const bool sampled = sim::sampledClockAt(m_clocks, master, 0).has_value();
        const sim::Us noise = sampled ? 10000 : 1000;
        for (sim::Us t = 0; t <= m_axisEnd && !m_dense; t += ticks.step) {
            const sim::Us local = masterClock(master, t);
            p.setPen(std::llabs(local - t) >= noise ? Theme::warn() : Theme::muted());
            const int h = r.height - px(kMasterBand) + px(2);
            m_texts.draw(p, tickBox(t, r.top + px(kMasterBand - 2), h), tickAlign(t),
                         ticks.label(local));
        }
    }
    p.setBrush(Qt::NoBrush);
}

void TimelineView::paintStorage(QPainter& p, const std::vector<LaneRow>& rows) {
    const auto it = std::find_if(rows.begin(), rows.end(),
                                 [](const LaneRow& r) { return r.kind == sim::LaneKind::Storage; });
    if (it == rows.end()) {
        return;
    }
    const double cy = it->top + it->height / 2.0;
    for (const sim::StorageWrite& w : m_run.writes) {
        const double x = xOf(w.t);
        const QColor c = !w.accepted ? Theme::muted() : w.stale ? Theme::down() : Theme::ok();
        p.setPen(QPen(c, 2));
        if (!w.accepted) {
            p.drawLine(QPointF(x - 5, cy - 5), QPointF(x + 5, cy + 5));
            p.drawLine(QPointF(x - 5, cy + 5), QPointF(x + 5, cy - 5));
        } else if (w.stale) {
            QPainterPath tri;
            tri.moveTo(x, cy - 7);
            tri.lineTo(x + 7, cy + 6);
            tri.lineTo(x - 7, cy + 6);
            tri.closeSubpath();
            p.fillPath(tri, c);
        } else {
            p.setBrush(c);
            p.drawEllipse(QPointF(x, cy), 5, 5);
            p.setBrush(Qt::NoBrush);
        }
        ++m_drawn;
    }
}

void TimelineView::paintMessages(QPainter& p, const std::vector<LaneRow>& rows) {
    // A message names its lanes; the row of each name is looked up once per paint, not once
    // per message (a long run has tens of thousands).
    std::unordered_map<std::string, double> centres;
    auto centre = [&](const std::string& lane) -> double {
        if (const auto it = centres.find(lane); it != centres.end()) {
            return it->second;
        }
        double y = -1;
        for (const LaneRow& r : rows) {
            if (r.name == lane || r.name.rfind(lane + " ", 0) == 0) {
                y = r.top + r.height / 2.0;
                break;
            }
        }
        centres.emplace(lane, y);
        return y;
    };
    QColor ink = Theme::muted();
    ink.setAlpha(90);
    p.setPen(QPen(ink, 1));
    const auto key = [](double v) { return static_cast<std::uint64_t>(std::lround(v) & 0xFFFF); };
    // One line per distinct pixel path: a long run squeezed into the width has thousands of
    // messages per pixel column, and a line drawn over itself only costs time.
    const auto lineOf =
        [&](const sim::Message& m) -> std::optional<std::pair<std::uint64_t, QLineF>> {
        const double y0 = centre(m.from), y1 = centre(m.to);
        if (y0 < 0 || y1 < 0) {
            return std::nullopt;
        }
        // A reply read late (paused client) is drawn to the time it was read.
        const sim::Us end = m.read >= 0 ? m.read : m.arrived >= 0 ? m.arrived : m.sent;
        const QLineF line(QPointF(xOf(m.sent), y0), QPointF(xOf(end), y1));
        return std::pair{key(line.x1()) << 48 | key(line.y1()) << 32 | key(line.x2()) << 16 |
                             key(line.y2()),
                         line};
    };
    const std::vector<sim::Message>& messages = m_run.messages;
    if (messages.size() <= kDenseMessages) {
        m_messageLayer = QImage();
        m_layerLines.clear();
        std::unordered_set<std::uint64_t> seen;
        std::vector<QLineF> lines;
        for (const sim::Message& m : messages) {
            if (const auto l = lineOf(m)) {
                ++m_drawn;
                if (seen.insert(l->first).second) {
                    lines.push_back(l->second);
                }
            }
        }
        p.drawLines(lines.data(), static_cast<int>(lines.size()));
        return;
    }
    // A dense run (the lab bench after a minute) is drawn the fast way: translucent,
    // anti-aliased lines cost ~100 us each in the raster engine on this machine, opaque
    // aliased ones ~3 us (measured; docs/benchmarks.md). The ink is the translucent one
    // blended over the card, so a lone line looks the same; only stacked lines no longer
    // darken, which a haze of thousands did not show anyway.
    const QColor card = Theme::card();
    const double a = ink.alphaF();
    const QColor solid = QColor::fromRgbF(float(ink.redF() * a + card.redF() * (1 - a)),
                                          float(ink.greenF() * a + card.greenF() * (1 - a)),
                                          float(ink.blueF() * a + card.blueF() * (1 - a)));
    // While the playhead only moves on (the bench playing), the lines drawn so far stay in a
    // layer and a frame draws only the new ones; the messages that were already complete a
    // whole flight before the layer's time are not even looked at (messages come in the order
    // they were sent). Anything else that moves a line (size, lanes, axis, theme, another run, the
    // playhead going back) starts a new layer.
    std::size_t rowsKey = rows.size();
    for (const LaneRow& r : rows) {
        rowsKey =
            rowsKey * 31 + static_cast<std::size_t>(r.top) * 7 + static_cast<std::size_t>(r.height);
    }
    const LayerKey layerKey{size() * devicePixelRatioF(), m_axisEnd, rowsKey, solid.rgba(),
                            m_runGeneration};
    std::size_t first = 0;
    if (m_messageLayer.isNull() || !(layerKey == m_layerKey) || m_playhead < m_layerAt) {
        m_messageLayer = QImage(layerKey.pixels, QImage::Format_ARGB32_Premultiplied);
        m_messageLayer.setDevicePixelRatio(devicePixelRatioF());
        m_messageLayer.fill(Qt::transparent);
        m_layerLines.clear();
        m_layerKey = layerKey;
    } else if (m_sentInOrder) {
        const sim::Us from = m_layerAt - m_longestFlight;
        first = static_cast<std::size_t>(
            std::lower_bound(messages.begin(), messages.end(), from,
                             [](const sim::Message& m, sim::Us t) { return m.sent < t; }) -
            messages.begin());
    }
    // Only a message drawn as it ends in the full run goes into the layer; one still on its
    // way (or landed but not yet read) is drawn for this frame only, so the layer never keeps
    // a line the run later contradicts. Message i of the clip is message i of the full run
    // when messages are in send order; otherwise nothing is kept.
    std::vector<QLineF> fresh, passing;
    for (std::size_t i = first; i < messages.size(); ++i) {
        const sim::Message& m = messages[i];
        const auto l = lineOf(m);
        if (!l) {
            continue;
        }
        const sim::Us end = m.read >= 0 ? m.read : m.arrived >= 0 ? m.arrived : m.sent;
        const bool final = m_sentInOrder && i < m_finalEnd.size() && end == m_finalEnd[i];
        if (!final) {
            passing.push_back(l->second);
        } else if (m_layerLines.insert(l->first).second) {
            fresh.push_back(l->second);
        }
    }
    m_drawn += static_cast<int>(messages.size());
    if (!fresh.empty()) {
        QPainter layer(&m_messageLayer);
        layer.setPen(QPen(solid, 0));
        layer.drawLines(fresh.data(), static_cast<int>(fresh.size()));
    }
    m_layerAt = m_playhead;
    p.drawImage(QPointF(0, 0), m_messageLayer);
    p.save();
    p.setRenderHint(QPainter::Antialiasing, false);
    p.setPen(QPen(solid, 0));
    p.drawLines(passing.data(), static_cast<int>(passing.size()));
    p.restore();
}

void TimelineView::paintAxis(QPainter& p, int y) {
    p.setPen(Theme::border());
    p.drawLine(QPointF(gutter(), y), QPointF(width() - px(kRight), y));
    p.setPen(Theme::muted());
    const TimeTicks ticks = this->ticks();
    // The unit once, beside the axis: "real ms" for a short run, "real s" for a long one.
    const QString unit = ticks.inMs ? tr("real ms") : tr("real s");
    const int h = lineHeight(Theme::paintFont(), unit) + px(2);
    m_texts.draw(p, QRectF(px(4), y + 2, gutter() - px(10), h), Qt::AlignRight | Qt::AlignVCenter,
                 unit);
    for (sim::Us t = 0; t <= m_axisEnd; t += ticks.step) {
        const double x = xOf(t);
        p.drawLine(QPointF(x, y), QPointF(x, y + 4));
        m_texts.draw(p, tickBox(t, y + 3, h), tickAlign(t), ticks.label(t));
    }
}

} // namespace redlock::ui
