#include "ui/pages/sandbox/bench_lanes.h"

#include "ui/app/export/handout_source.h"
#include "ui/widgets/theme.h"

#include <QFontMetrics>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace redlock::ui {

namespace {
constexpr sim::Us kMinLength = 10000; // 10 ms: a mark's length never drags to nothing
constexpr double kLinkWidth = 2;      // a link mark's connector
constexpr double kLinkHalo = 8;       // and the card-coloured band under it: 3 px a side
} // namespace

BenchLanes::BenchLanes(QWidget* parent) : TimelineView(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(false);
}

void BenchLanes::setBench(int clients, int masters, const std::vector<sim::Mark>& marks) {
    std::vector<std::string> c, m;
    for (int i = 0; i < clients; ++i) {
        c.push_back(sim::benchClientName(i));
    }
    for (int i = 0; i < masters; ++i) {
        m.push_back(sim::masterName(static_cast<std::size_t>(i)));
    }
    setBench(c, m, marks);
}

void BenchLanes::setBench(const std::vector<std::string>& clients,
                          const std::vector<std::string>& masters,
                          const std::vector<sim::Mark>& marks) {
    m_clientNames = clients;
    m_masterNames = masters;
    m_clients = static_cast<int>(clients.size());
    m_masters = static_cast<int>(masters.size());
    m_marks = marks;
    if (m_linkFrom >= laneCount()) {
        m_linkFrom = -1;
    }
    m_lane = std::clamp(m_lane, 0, std::max(0, laneCount() - 1));
    if (m_mark >= static_cast<int>(m_marks.size())) {
        m_mark = -1;
    }
    update();
}

void BenchLanes::setSelectedLane(int lane) {
    lane = std::clamp(lane, 0, std::max(0, laneCount() - 1));
    if (lane != m_lane) {
        m_lane = lane;
        update();
        emit selectionChanged();
    }
}

void BenchLanes::setSelectedMark(int mark) {
    mark = mark < static_cast<int>(m_marks.size()) ? mark : -1;
    if (mark != m_mark) {
        m_mark = mark;
        if (mark >= 0) {
            m_lane = laneOf(m_marks[static_cast<std::size_t>(mark)]);
        }
        update();
        emit selectionChanged();
    }
}

int BenchLanes::laneOf(const sim::Mark& m) const {
    return sim::markOnMaster(m.kind) ? m_clients + m.lane : m.lane;
}

Qt::Key BenchLanes::keyOf(sim::MarkKind kind) {
    switch (kind) {
    case sim::MarkKind::Crash:
        return Qt::Key_C;
    case sim::MarkKind::RestartKeep:
        return Qt::Key_K;
    case sim::MarkKind::RestartWiped:
        return Qt::Key_W;
    case sim::MarkKind::Hang:
        return Qt::Key_H;
    case sim::MarkKind::ClockJump:
    case sim::MarkKind::ClientClockJump:
        return Qt::Key_J;
    case sim::MarkKind::FastClock:
        return Qt::Key_F;
    case sim::MarkKind::Pause:
        return Qt::Key_P;
    case sim::MarkKind::CutOff:
        return Qt::Key_X;
    case sim::MarkKind::NoRelease:
        return Qt::Key_N;
    case sim::MarkKind::LinkCut:
        return Qt::Key_X; // after L: the cut-off's key, for one link
    case sim::MarkKind::LinkDelay:
        return Qt::Key_D;
    }
    return Qt::Key_unknown;
}

std::optional<sim::MarkKind> BenchLanes::kindOfKey(int key, bool onMaster) {
    for (sim::MarkKind k : sim::kMarkKinds) {
        if (keyOf(k) == key && sim::markOnMaster(k) == onMaster && !sim::markOnLink(k)) {
            return k;
        }
    }
    return std::nullopt;
}

QString BenchLanes::letter(sim::MarkKind kind) {
    return QKeySequence(keyOf(kind)).toString();
}

std::optional<TimelineView::LaneRow> BenchLanes::rowOf(int lane) const {
    if (lane < 0 || lane >= laneCount()) {
        return std::nullopt;
    }
    const auto index = static_cast<std::size_t>(laneIndex(lane));
    const std::string& name = laneIsMaster(lane) ? m_masterNames[index] : m_clientNames[index];
    for (const LaneRow& r : layoutLanes()) {
        if (r.name == name) {
            return r;
        }
    }
    return std::nullopt;
}

int BenchLanes::laneCentre(int lane) const {
    const auto r = rowOf(lane);
    return r ? r->top + r->height / 2 : -1;
}

std::optional<std::pair<int, int>> BenchLanes::linkEnds(int a, int b) const {
    if (a < 0 || b < 0 || a >= laneCount() || b >= laneCount() ||
        laneIsMaster(a) == laneIsMaster(b)) {
        return std::nullopt;
    }
    const int client = laneIsMaster(a) ? b : a;
    const int master = laneIsMaster(a) ? a : b;
    return std::make_pair(laneIndex(client), laneIndex(master));
}

int BenchLanes::laneAt(QPoint pos) const {
    for (int lane = 0; lane < laneCount(); ++lane) {
        const auto r = rowOf(lane);
        if (r && pos.y() >= r->top && pos.y() < r->top + r->height) {
            return lane;
        }
    }
    return -1;
}

QRect BenchLanes::markRect(int i) const {
    if (i < 0 || i >= static_cast<int>(m_marks.size())) {
        return {};
    }
    const sim::Mark& m = m_marks[static_cast<std::size_t>(i)];
    const auto r = rowOf(laneOf(m));
    if (!r) {
        return {};
    }
    const sim::Us at = i == m_dragging ? m_dragAt : m.atUs;
    const int h = std::max(8, r->height - 2);
    const int w = std::max(
        10, QFontMetrics(Theme::paintFont(0.72, true)).horizontalAdvance(QStringLiteral("W")) + 6);
    // Centred on its moment, but never over the lane's name: a mark made in the first moments
    // of the run stands at the start of the plot instead (its bar still starts at its time).
    const int start = static_cast<int>(std::lround(xOf(0)));
    const int x = std::max(static_cast<int>(std::lround(xOf(at))), start + w / 2);
    return {x - w / 2, r->top + 1, w, h};
}

sim::Us BenchLanes::shownAmount(int i) const {
    return i == m_resizing ? m_dragAmount : m_marks[static_cast<std::size_t>(i)].amountUs;
}

QRect BenchLanes::lengthGripRect(int i) const {
    const QRect box = markRect(i);
    if (box.isEmpty() || !sim::markHasLength(m_marks[static_cast<std::size_t>(i)].kind)) {
        return {};
    }
    const sim::Us from = i == m_dragging ? m_dragAt : m_marks[static_cast<std::size_t>(i)].atUs;
    const int x = static_cast<int>(std::lround(xOf(from + std::max<sim::Us>(0, shownAmount(i)))));
    const int side = std::max(8, box.height() / 2);
    // Never under the flag itself: a short bar's grip sits just past the flag's edge.
    const int centre = std::max(x, box.right() + side / 2 + 1);
    return {centre - side / 2, box.bottom() - side + 1, side, side};
}

int BenchLanes::gripAt(QPoint pos) const {
    for (int i = static_cast<int>(m_marks.size()) - 1; i >= 0; --i) {
        if (lengthGripRect(i).adjusted(-2, -2, 2, 2).contains(pos)) {
            return i;
        }
    }
    return -1;
}

int BenchLanes::markAt(QPoint pos) const {
    for (int i = static_cast<int>(m_marks.size()) - 1; i >= 0; --i) {
        if (markRect(i).adjusted(-3, 0, 3, 0).contains(pos)) {
            return i;
        }
    }
    return -1;
}

void BenchLanes::paintEvent(QPaintEvent* event) {
    TimelineView::paintEvent(event);
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    // The keyboard's chosen lane is the screen's: not on paper, not in the spotlight's lens.
    if (const auto r = rowOf(m_lane); r && !paintingLens() && !HandoutSource::printing(this)) {
        // Aliased: an axis-aligned rectangle gains nothing from anti-aliasing, and its dots
        // anti-aliased cost 4.7 ms of a 6 ms paint (release build, 1280x800; 1.2 ms aliased).
        p.setPen(QPen(Theme::accent(), hasFocus() ? 2.0 : 1.0, Qt::DotLine));
        p.setBrush(Qt::NoBrush);
        p.setRenderHint(QPainter::Antialiasing, false);
        p.drawRect(QRectF(1, r->top, width() - 2, r->height - 1));
        p.setRenderHint(QPainter::Antialiasing, true);
    }
    p.setFont(Theme::paintFont(0.72, true));
    for (int i = 0; i < static_cast<int>(m_marks.size()); ++i) {
        const sim::Mark& m = m_marks[static_cast<std::size_t>(i)];
        const QRect box = markRect(i);
        if (box.isEmpty()) {
            continue;
        }
        const QColor colour = sim::markOnMaster(m.kind) ? Theme::down() : Theme::accent();
        // A link's mark: a line from its flag to the master's lane, and its length as a bar
        // there too. A mark is made at the playhead, so its connector runs down the playhead's
        // own dashed line: a halo of the card's colour under it cuts the playhead (and the
        // lanes' drawing) away around it, and the connector is drawn over that, twice as thick.
        const bool link = sim::markOnLink(m.kind) && m.master >= 0 && m.master < m_masters;
        if (const auto other = link ? rowOf(m_clients + m.master) : std::nullopt; other) {
            const sim::Us from = i == m_dragging ? m_dragAt : m.atUs;
            const double x0 = xOf(from);
            const double x1 = xOf(from + std::max<sim::Us>(0, shownAmount(i)));
            const double y = other->top + other->height - 3.0;
            const QLineF connector(
                QPointF(box.center().x(), other->top > box.top() ? box.bottom() : box.top()),
                QPointF(x0, y));
            const QLineF bar(QPointF(x0, y), QPointF(std::max(x0 + 2, x1), y));
            p.setPen(QPen(Theme::card(), kLinkHalo, Qt::SolidLine, Qt::FlatCap));
            p.drawLine(connector);
            p.drawLine(bar);
            p.setPen(QPen(colour, kLinkWidth,
                          m.kind == sim::MarkKind::LinkDelay ? Qt::DashLine : Qt::SolidLine,
                          Qt::FlatCap));
            p.drawLine(connector);
            p.setPen(QPen(colour, 2));
            p.drawLine(bar);
        }
        // The length of the fault as a bar from the flag, with a grip at its end to drag (a
        // crash and a clock jump have none).
        if (sim::markHasLength(m.kind)) {
            const sim::Us from = i == m_dragging ? m_dragAt : m.atUs;
            const double x1 = xOf(from + std::max<sim::Us>(0, shownAmount(i)));
            p.setPen(QPen(colour, 2));
            p.drawLine(QPointF(box.center().x(), box.bottom() - 1), QPointF(x1, box.bottom() - 1));
            p.setPen(QPen(i == m_mark ? Theme::ink() : colour, 1));
            p.setBrush(Qt::white);
            p.drawRect(lengthGripRect(i).adjusted(0, 0, -1, -1));
        }
        p.setPen(QPen(i == m_mark ? Theme::ink() : colour, i == m_mark ? 2 : 1));
        p.setBrush(i == m_mark ? colour.lighter(130) : colour);
        p.drawRoundedRect(box, 3, 3);
        p.setPen(Qt::white);
        p.drawText(box, Qt::AlignCenter, letter(m.kind));
    }
    // A link in the making: a line from the press to the pointer (a drag), or round the lane
    // it starts from (the keyboard's L).
    if (m_linkPress >= 0 && m_linkTo != m_linkAt && laneAt(m_linkTo) != m_linkPress) {
        p.setPen(QPen(Theme::accent(), 2, Qt::DashLine));
        p.drawLine(m_linkAt, m_linkTo);
    }
    if (const auto r = rowOf(m_linkFrom); r && !HandoutSource::printing(this)) {
        p.setPen(QPen(Theme::accent(), 2, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(3, r->top + 2, width() - 6, r->height - 5));
    }
}

bool BenchLanes::event(QEvent* event) {
    // Left and Right step the playhead everywhere else (the window's presenter keys); with a
    // mark chosen here they move the mark.
    if (event->type() == QEvent::ShortcutOverride) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (m_mark >= 0 &&
            (key->key() == Qt::Key_Left || key->key() == Qt::Key_Right ||
             key->key() == Qt::Key_Delete || key->key() == Qt::Key_Escape ||
             key->key() == Qt::Key_BracketLeft || key->key() == Qt::Key_BracketRight)) {
            event->accept();
            return true;
        }
        if (m_linkFrom >= 0 && key->key() == Qt::Key_Escape) {
            event->accept();
            return true;
        }
    }
    return TimelineView::event(event);
}

void BenchLanes::mousePressEvent(QMouseEvent* event) {
    setFocus(Qt::MouseFocusReason);
    const QPoint pos = event->position().toPoint();
    if (const int i = gripAt(pos); i >= 0 && event->button() == Qt::LeftButton) {
        setSelectedMark(i);
        m_resizing = i;
        m_dragAmount = m_marks[static_cast<std::size_t>(i)].amountUs;
        return;
    }
    if (const int i = markAt(pos); i >= 0 && event->button() == Qt::LeftButton) {
        setSelectedMark(i);
        m_dragging = i;
        m_pressX = pos.x();
        m_dragAt = m_marks[static_cast<std::size_t>(i)].atUs;
        m_moved = false;
        return;
    }
    if (const int lane = laneAt(pos); lane >= 0) {
        // A click (the lane's menu, on release) or the start of a link's drag.
        setSelectedMark(-1);
        setSelectedLane(lane);
        m_linkPress = lane;
        m_linkAt = m_linkTo = pos;
        return;
    }
    TimelineView::mousePressEvent(event);
}

void BenchLanes::mouseMoveEvent(QMouseEvent* event) {
    if (m_resizing >= 0) {
        const sim::Us at = m_marks[static_cast<std::size_t>(m_resizing)].atUs;
        m_dragAmount = std::max<sim::Us>(kMinLength, timeAt(event->position().toPoint().x()) - at);
        update();
        return;
    }
    if (m_linkPress >= 0) {
        m_linkTo = event->position().toPoint();
        update();
        return;
    }
    if (m_dragging < 0) {
        TimelineView::mouseMoveEvent(event);
        return;
    }
    const int x = event->position().toPoint().x();
    if (std::abs(x - m_pressX) >= 3) {
        m_moved = true;
    }
    if (m_moved) {
        m_dragAt = timeAt(x);
        update();
    }
}

void BenchLanes::mouseReleaseEvent(QMouseEvent* event) {
    if (m_resizing >= 0) {
        const int mark = m_resizing;
        const sim::Us at = m_marks[static_cast<std::size_t>(mark)].atUs;
        m_resizing = -1;
        emit markResized(
            mark, std::max<sim::Us>(kMinLength, timeAt(event->position().toPoint().x()) - at));
        update();
        return;
    }
    if (m_linkPress >= 0) {
        const int from = m_linkPress;
        const int to = laneAt(event->position().toPoint());
        m_linkPress = -1;
        update();
        const QPoint global = event->globalPosition().toPoint();
        if (const auto ends = linkEnds(from, to)) {
            emit linkRequested(ends->first, ends->second, global);
        } else if (to == from) {
            emit laneClicked(from, global);
        }
        return;
    }
    if (m_dragging < 0) {
        TimelineView::mouseReleaseEvent(event);
        return;
    }
    const int mark = m_dragging;
    m_dragging = -1;
    if (m_moved) {
        const sim::Us at = timeAt(event->position().toPoint().x());
        emit markMoved(mark, at);
    }
    update();
}

void BenchLanes::keyPressEvent(QKeyEvent* event) {
    const int key = event->key();
    const bool plain =
        !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
    if (m_linkFrom >= 0 && key != Qt::Key_Up && key != Qt::Key_Down) {
        // A link in the making: X or D on a lane of the other side makes it; Up and Down
        // choose that lane; anything else gives it up (Esc and L only that).
        const int from = m_linkFrom;
        m_linkFrom = -1;
        update();
        emit selectionChanged();
        if (plain) {
            for (const sim::MarkKind k : sim::kMarkKinds) {
                const auto ends = linkEnds(from, m_lane);
                if (sim::markOnLink(k) && keyOf(k) == key && ends) {
                    emit addLinkRequested(k, ends->first, ends->second);
                    return;
                }
            }
        }
        if (key == Qt::Key_Escape || key == kLinkKey || key == Qt::Key_X || key == Qt::Key_D) {
            return;
        }
    } else if (key == kLinkKey && plain) {
        setSelectedMark(-1);
        m_linkFrom = m_lane;
        update();
        emit selectionChanged();
        return;
    }
    if (key == Qt::Key_Up || key == Qt::Key_Down) {
        setSelectedMark(-1);
        setSelectedLane(m_lane + (key == Qt::Key_Up ? -1 : 1));
        return;
    }
    if ((key == Qt::Key_Delete || key == Qt::Key_Backspace) && m_mark >= 0) {
        emit removeRequested(m_mark);
        return;
    }
    if ((key == Qt::Key_Left || key == Qt::Key_Right) && m_mark >= 0) {
        const sim::Us step = event->modifiers() & Qt::ShiftModifier ? 1000000 : 100000;
        const sim::Us at = m_marks[static_cast<std::size_t>(m_mark)].atUs;
        emit markMoved(m_mark, std::max<sim::Us>(0, at + (key == Qt::Key_Left ? -step : step)));
        return;
    }
    if ((key == Qt::Key_BracketLeft || key == Qt::Key_BracketRight) && m_mark >= 0) {
        const sim::Mark& m = m_marks[static_cast<std::size_t>(m_mark)];
        if (sim::markHasLength(m.kind)) {
            const sim::Us step = event->modifiers() & Qt::ShiftModifier ? 1000000 : 100000;
            emit markResized(
                m_mark, std::max<sim::Us>(
                            kMinLength, m.amountUs + (key == Qt::Key_BracketLeft ? -step : step)));
        }
        return;
    }
    if (key == Qt::Key_Escape && m_mark >= 0) {
        setSelectedMark(-1);
        return;
    }
    if (!(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))) {
        if (key == kSpotlightKey) {
            const auto r = rowOf(m_lane);
            setSpotlight(!r || spotlight() == r->name ? std::string() : r->name);
            return;
        }
        if (const auto kind = kindOfKey(key, laneIsMaster(m_lane))) {
            emit addRequested(*kind);
            return;
        }
    }
    TimelineView::keyPressEvent(event);
}

} // namespace redlock::ui
