#pragma once
// The lab bench's lanes: the timing page's TimelineView (clients, masters, storage, drawn from
// the run clipped at the playhead) with the bench's marks on top — one flag per fault at its
// moment on its lane, a bar for its length — and the input that makes and moves them: click a
// lane (or choose it with Up/Down) and press a fault's key; drag a mark, or move the chosen one
// with Left/Right; drag the end of its bar, or press [ and ], to make it shorter or longer;
// Delete removes it. A link's mark (one client and one master): drag from a client's lane to a
// master's (or back), or press L on one lane, choose the other end with Up/Down and press X to
// cut the link or D to delay it; it is drawn on the client's lane with a thin line to the
// master's and a bar on the master's lane for its length. The widget only reports what was
// asked (signals); the page owns the marks and recomputes the run.

#include "core/sim/bench.h"

#include "ui/pages/timing/timeline_view.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace redlock::ui {

class BenchLanes : public TimelineView {
    Q_OBJECT
public:
    explicit BenchLanes(QWidget* parent = nullptr);

    // The bench's shape (lanes: clients first, then masters, as drawn) and its marks.
    void setBench(int clients, int masters, const std::vector<sim::Mark>& marks);
    // The same with the lanes' names (a bench opened from a scenario names its own).
    void setBench(const std::vector<std::string>& clients, const std::vector<std::string>& masters,
                  const std::vector<sim::Mark>& marks);
    int laneCount() const { return m_clients + m_masters; }
    int clientLanes() const { return m_clients; }
    int masterLanes() const { return m_masters; }
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
    // The lane a link is being made from with the keyboard (kLinkKey), or -1.
    int linkingFrom() const { return m_linkFrom; }

    // The key that adds each kind of mark, and the kind a key adds.
    static Qt::Key keyOf(sim::MarkKind kind);
    // Turns the spotlight (TimelineView::setSpotlight) on the chosen lane on or off; no mark
    // kind uses it (tst_ui_sandbox_page checks).
    static constexpr Qt::Key kSpotlightKey = Qt::Key_S;
    // Starts a link from the chosen lane: Up/Down to the other end, then a link kind's key
    // (keyOf: X cut, D delay); Esc or L again gives up.
    static constexpr Qt::Key kLinkKey = Qt::Key_L;
    // The kind of mark a key makes on a master's lane (onMaster) or a client's: J is a clock
    // jump on both. Never a link's kind: those keys finish a link (kLinkKey).
    static std::optional<sim::MarkKind> kindOfKey(int key, bool onMaster);
    static QString letter(sim::MarkKind kind);

signals:
    void addRequested(sim::MarkKind kind); // on the chosen lane, at the playhead
    void laneClicked(int lane, QPoint globalPos);
    // A drag from one lane to a lane of the other side: the page asks which kind of link mark.
    void linkRequested(int client, int master, QPoint globalPos);
    // The keyboard's link: a link mark of `kind` between the client and the master.
    void addLinkRequested(sim::MarkKind kind, int client, int master);
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
    // The other end of a link between lanes a and b (a client and a master), as (client,
    // master) indexes; nullopt when both are on one side.
    std::optional<std::pair<int, int>> linkEnds(int a, int b) const;

    int m_clients = 0;
    int m_masters = 0;
    std::vector<std::string> m_clientNames;
    std::vector<std::string> m_masterNames;
    int m_linkFrom = -1;  // the keyboard's link in the making: its first lane
    int m_linkPress = -1; // the lane a press landed on (a click, or a link's drag)
    QPoint m_linkAt;      // where that press was, and where the drag is now
    QPoint m_linkTo;
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
