#pragma once
// A space-time diagram of one simulator run, painted from a SimResult (usually clipped at the
// playhead): one lane per client (belief band over truth band, pauses hatched), per master (key
// alive, coloured by owner; down time; the master's OWN clock as tick labels under the lane) and
// for the storage (writes: accepted, rejected, stale accepted). Overlaps of two clients' beliefs
// are shaded red across every lane with their length. The widget computes nothing about Redlock;
// it only places what the core reported.

#include "core/sim/scenario.h"
#include "core/sim/trace.h"

#include "ui/model/time_ticks.h"
#include "ui/widgets/painted_text.h"

#include <QFont>
#include <QImage>
#include <QWidget>

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

namespace redlock::ui {

class TimelineView : public QWidget, public PaintedTextSource {
    Q_OBJECT
public:
    explicit TimelineView(QWidget* parent = nullptr);

    // `run` is drawn up to its own endUs; `full` gives the lanes (so lanes do not pop in while
    // scrubbing); `scenario` gives the master clocks; `axisEndUs` the shared time axis.
    void setRun(sim::SimResult run, const sim::SimResult& full, const sim::Scenario& scenario,
                sim::Us axisEndUs, sim::Us playheadUs);

    // How many trace items (spans, messages, overlaps, writes) the last paint placed.
    int drawnItemCount() const { return m_drawn; }
    int drawnOverlapCount() const { return m_drawnOverlaps; }
    int gutterMeasurements() const { return m_gutterMeasured; } // how often the names were measured

    QList<PaintedText> paintedTexts() const override { return m_texts.items(); }

    // Dense: master lanes without the row of their clock's tick labels, and no room above the
    // lanes for overlap lengths in a run that has none (the lab bench in a compact presenter
    // window, where the counters and the monitor's sentence under the lanes stay on screen).
    void setDense(bool dense);
    bool isDense() const { return m_dense; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return {px(400), sizeHint().height()}; }

    static QColor ownerColor(const std::string& client);

    // What `master`'s lane labels as its clock at real time t: its server's TIME for a live run
    // (SimResult::clocks), else the scenario's scripted clock.
    sim::Us masterClock(const std::string& master, sim::Us t) const;

    // The core's outcome sentence for what is drawn at `pos` (a write on the storage lane, an
    // overlap band), translated; empty where nothing is told. Shown as the tooltip.
    QString sentenceAt(QPoint pos) const;

    // Where each lane is drawn (clients, then masters, then the storage), and the time axis:
    // for views that draw on top of the lanes or take clicks on them (the lab bench).
    struct LaneRow {
        std::string name;
        sim::LaneKind kind;
        int top;
        int height;
    };
    std::vector<LaneRow> layoutLanes() const;
    double xOf(sim::Us t) const;
    sim::Us timeAt(double x) const; // the inverse of xOf, within the axis

    // The spotlight, so the back of a classroom can read one lane: the named lane drawn again
    // kLensScale times larger in a lens laid over the lanes below it (above it, for the lowest),
    // around the playhead, with its name. A click on a lane's name turns it on, a second click
    // (or Esc) off; the lab bench's S key does the same for its chosen lane. Empty: off.
    static constexpr double kLensScale = 2.5;
    static constexpr double kLensFocusAt = 0.7; // the playhead's place across the lens: the past
                                                // that led to it, and a little after
    void setSpotlight(const std::string& lane);
    const std::string& spotlight() const { return m_spotlight; }
    QWidget* lens() const { return m_lens; }
    // The time drawn at the lens's centre line, and where time t is drawn in the lens (lens
    // coordinates): the lens shows the view's own drawing around it, scaled.
    sim::Us lensFocus() const;
    double lensXOf(sim::Us t) const;
    double lensStripWidth() const; // how much of the view the lens shows, in view pixels
    double lensStripLeft() const;  // and from where
    // The lens's left part: the lane's name.
    int lensNameWidth() const;

protected:
    // True while the lens has the view paint its lane again: what only marks the view itself
    // (a chosen lane's frame) stays out of the lens.
    bool paintingLens() const { return m_paintingLens; }
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    // Lane heights and label boxes grow with the text (presenter mode) so the painted labels
    // never overlap the bands: Theme's text scale, the one every painted view reads.
    double scale() const;
    int px(double v) const { return static_cast<int>(v * scale() + 0.5); }
    int gutter() const; // lane names, as wide as the widest in the painted font
public:
    // The axis's ticks at the current width and span: step, unit and decimals (time_ticks.h).
    TimeTicks ticks() const;

private:
    QRectF tickBox(sim::Us t, double top, double height) const;
    static int tickAlign(sim::Us t);
    void paintClients(QPainter& p, const std::vector<LaneRow>& rows);
    void paintMasters(QPainter& p, const std::vector<LaneRow>& rows);
    void paintStorage(QPainter& p, const std::vector<LaneRow>& rows);
    void paintMessages(QPainter& p, const std::vector<LaneRow>& rows);
    void paintOverlaps(QPainter& p, int top, int bottom);
    void paintAxis(QPainter& p, int y);

    class Lens;
    friend class Lens;
    void placeLens();
    std::optional<LaneRow> spotRow() const;

    std::string m_spotlight;
    bool m_paintingLens = false;
    QWidget* m_lens = nullptr;
    sim::SimResult m_run;
    std::vector<sim::Lane> m_lanes;
    sim::Scenario m_scenario;
    sim::Us m_axisEnd = 1;
    sim::Us m_playhead = 0;
    // Above this many messages a paint takes the fast (opaque, aliased, layered) way.
    static constexpr std::size_t kDenseMessages = 300;
    int m_drawn = 0;
    int m_drawnOverlaps = 0;
    // The dense way's message layer (paintMessages), and what it was drawn for.
    struct LayerKey {
        QSize pixels;
        sim::Us axisEnd = 0;
        std::size_t rows = 0;
        QRgb ink = 0;
        std::uint64_t run = 0;
        bool operator==(const LayerKey&) const = default;
    };
    struct RunIdentity {
        const void* messages = nullptr;
        std::size_t count = 0;
        sim::Us end = 0;
        std::uint64_t seed = 0;
        bool operator==(const RunIdentity&) const = default;
    };
    QImage m_messageLayer;
    LayerKey m_layerKey;
    sim::Us m_layerAt = 0;
    std::unordered_set<std::uint64_t> m_layerLines;
    RunIdentity m_runIdentity;
    std::uint64_t m_runGeneration = 0;
    bool m_sentInOrder = false;      // the full run's messages, by send time
    bool m_fullOverlaps = false;     // the full run has an overlap (room above the lanes)
    sim::Us m_longestFlight = 0;     // the full run's longest message, send to land or read
    std::vector<sim::Us> m_finalEnd; // where each full-run message's line ends once complete
    PaintedTextLog m_texts;
    std::vector<sim::ClockSample> m_clocks; // the full run's, live runs only
    bool m_dense = false;
    mutable int m_gutter = -1; // gutter(), measured for m_gutterFont and m_lanes
    mutable QFont m_gutterFont;
    mutable int m_gutterMeasured = 0;
};

} // namespace redlock::ui
