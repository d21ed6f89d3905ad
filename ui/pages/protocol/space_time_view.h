#pragma once
// The space-time diagram of one or more acquires, painted from a plain Timeline value (a
// simulator run today, the real client's last Attempt on a live backend), so the widget never
// knows where its data came from. One lane per client and per master; every command is a
// diagonal arrow that lands after its one-way latency; T1, T2, both gates, missed deadlines,
// the validity bar and the drift allowance on the client lane.
// Only what happened up to now() is drawn, and the not-yet-played rest of the axis is faded,
// so scrubbing replays the trace. The axis is broken (timeaxis.h): milliseconds of messages in
// detail on the left, seconds of lease squeezed on the right.

#include "core/sim/timeline.h"
#include "ui/model/time_axis.h"
#include "ui/widgets/painted_text.h"

#include <QStringList>
#include <QWidget>

namespace redlock::ui {

class SpaceTimeView : public QWidget, public PaintedTextSource {
    Q_OBJECT
public:
    explicit SpaceTimeView(QWidget* parent = nullptr);

    void setTimeline(const redlock::sim::Timeline& timeline, const TimeAxis& axis);
    void setNow(Us now);
    // A tooltip per lane (index as in the timeline; empty: none), shown over the lane's name.
    void setLaneTips(const QStringList& tips) { m_laneTips = tips; }
    QString laneTipAt(QPoint pos) const;
    // Compact (presenter mode on a short screen): no height floor beyond what the lanes need
    // (their names and badges at full presenter size), so the verdict fits under the diagram.
    void setCompact(bool compact);

    const redlock::sim::Timeline& timeline() const { return m_tl; }
    Us now() const { return m_now; }
    // Widget x of time t and y of a lane (for tests and tooltips).
    double xOf(Us t) const;
    double laneY(int lane) const;
    // How many messages are at least partly drawn at now().
    int visibleMessages() const;
    // How a message is drawn: a counted OK vote green and solid, a refusal red; an OK read after
    // the client had stopped waiting for that master (TimelineMessage::late) is no refusal but
    // did not count either: green, faded and dashed, with a hollow head; a release orange and
    // dashed; any other request in the accent colour.
    struct MessageLook {
        QColor colour;
        Qt::PenStyle style = Qt::SolidLine;
        bool hollowHead = false;
    };
    static MessageLook lookOf(const redlock::sim::TimelineMessage& m);
    // The tooltip over a message drawn at `pos` (empty: none): a late OK says it was not counted.
    QString messageTipAt(QPoint pos) const;

    QList<PaintedText> paintedTexts() const override { return m_texts.items(); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;

private:
    // Margins and lane pitch come from the painted fonts (Theme::paintFont), so presenter mode
    // grows the diagram with its text instead of squeezing the text into the old lanes.
    struct Metrics {
        double gutter, top, bottom, laneUnit;
        double clientWeight; // a client lane's height in lane units (a master lane: 1)
    };
    Metrics metrics() const;
    int minimumPlotHeight() const;
    QRectF plotRect() const;
    void paintAxis(QPainter& p) const;
    void paintLanes(QPainter& p) const;
    void paintMessages(QPainter& p) const;
    void paintTimeouts(QPainter& p) const;
    void paintAttempts(QPainter& p) const;
    void paintLease(QPainter& p, const redlock::sim::TimelineAttempt& a) const;

    redlock::sim::Timeline m_tl;
    TimeAxis m_axis;
    Us m_now = 0;
    mutable PaintedTextLog m_texts;
    QStringList m_laneTips;
    bool m_compact = false;
};

} // namespace redlock::ui
