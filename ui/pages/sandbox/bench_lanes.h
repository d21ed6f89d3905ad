#pragma once
// The lab bench's lanes: the timing page's TimelineView (clients, masters, storage, drawn from
// the run clipped at the playhead) with the bench's marks on top — one flag per fault at its
// moment on its lane, a bar for its length — and the input that makes and moves them: click a
// lane (or choose it with Up/Down) and press a fault's key; drag a mark, or move the chosen one
// with Left/Right; drag the end of its bar, or press [ and ], to make it shorter or longer;
// Delete removes it. The widget only reports what was asked (signals); the
// page owns the marks and recomputes the run.

#include "core/sim/bench.h"

#include "ui/pages/timing/timeline_view.h"

#include <optional>
#include <vector>

namespace redlock::ui {

class BenchLanes : public TimelineView {
    Q_OBJECT
public:
    explicit BenchLanes(QWidget* parent = nullptr);

    // The bench's shape (lanes: clients first, then masters, as drawn) and its marks.
    void setBench(int clients, int masters, const std::vector<sim::Mark>& marks);
    int laneCount() const { return m_clients + m_masters; }
    // The chosen lane: 0..clients-1 the clients, then the masters.
    int selectedLane() const { return m_lane; }
    void setSelectedLane(int lane);
    bool laneIsMaster(int lane) const { return lane >= m_clients; }
    int laneIndex(int lane) const { return lane >= m_clients ? lane - m_clients : lane; }
    // The lane a mark sits on, in the numbering above.
    int laneOf(const sim::Mark& m) const;
    int selectedMark() const { return m_mark; }
    void setSelectedMark(int mark);
    // Where mark `i` is drawn (its flag), for tests and hit testing; empty if off the lanes.
    QRect markRect(int i) const;
    // The grip at the end of mark `i`'s bar (marks with a length only); empty otherwise.
    QRect lengthGripRect(int i) const;
    // The vertical middle of a lane, for tests.
    int laneCentre(int lane) const;

    // The key that adds each kind of mark, and the kind a key adds.
    static Qt::Key keyOf(sim::MarkKind kind);
    // Turns the spotlight (TimelineView::setSpotlight) on the chosen lane on or off; no mark
    // kind uses it (tst_ui_sandbox_page checks).
    static constexpr Qt::Key kSpotlightKey = Qt::Key_S;
    // The kind of mark a key makes on a master's lane (onMaster) or a client's: J is a clock
    // jump on both.
    static std::optional<sim::MarkKind> kindOfKey(int key, bool onMaster);
    static QString letter(sim::MarkKind kind);

signals:
    void addRequested(sim::MarkKind kind); // on the chosen lane, at the playhead
    void laneClicked(int lane, QPoint globalPos);
    void markMoved(int mark, sim::Us atUs);
    void markResized(int mark, sim::Us amountUs);
    void removeRequested(int mark);
    void selectionChanged();

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    std::optional<TimelineView::LaneRow> rowOf(int lane) const;
    int laneAt(QPoint pos) const;
    int markAt(QPoint pos) const;
    int gripAt(QPoint pos) const;
    sim::Us shownAmount(int i) const; // the length as drawn (while its end is dragged too)

    int m_clients = 0;
    int m_masters = 0;
    std::vector<sim::Mark> m_marks;
    int m_lane = 0;
    int m_mark = -1;
    int m_dragging = -1;
    int m_pressX = 0;
    sim::Us m_dragAt = 0;
    bool m_moved = false;
    int m_resizing = -1; // the mark whose bar end is being dragged
    sim::Us m_dragAmount = 0;
};

} // namespace redlock::ui
