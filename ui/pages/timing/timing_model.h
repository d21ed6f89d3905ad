#pragma once
// The state of the timing page: which scenario, which two variants (A on top, B below), the
// fencing mode of B (A keeps its own, so the two runs show the contrast), and the playhead. It runs
// the core simulator once per choice and hands the widgets the full traces and the traces clipped
// at the playhead (core clipAt), so scrubbing never re-simulates and the drawing always shows
// exactly what the core computed. Playback is a timer that moves the playhead; it emits one
// changed() per step. A scenario file opened from disk takes the place of the built-in scenario;
// the model keeps the last one, so the page can switch back to it. The simulations run off the GUI
// thread (BackgroundTask): every choice returns at once with busy() true and no results (so nothing
// of the previous choice is shown under the new one's name); a newer choice cancels the older run;
// ready() follows changed() when the runs of the latest choice are in.

#include "core/sim/analysis/sweep.h"
#include "core/sim/files/scenario_file.h"
#include "core/sim/trace.h"
#include "ui/model/background_task.h"

#include <QObject>
#include <QStringList>

#include <optional>

class QTimer;

namespace redlock::ui {

class TimingModel : public QObject {
    Q_OBJECT
public:
    explicit TimingModel(QObject* parent = nullptr);

    // The scenarios the page offers, in the order of the lesson.
    static QStringList scenarioNames();

    QString scenario() const { return m_scenario; }
    QStringList variants() const; // "" (base) first
    std::string variantA() const { return m_variantA; }
    std::optional<std::string> variantB() const { return m_variantB; }
    // The fencing switch acts on B; without a B it makes one (the base script) to act on.
    sim::Fencing fencing() const { return (m_variantB ? m_b : m_a).params.fencing; }
    // The fencing switch makes sense only when some client of A or B writes to the storage.
    bool fencingSupported() const;
    // B's script plays with a fencing mode it does not name itself (no variant for the mode).
    bool fencingForcedOnB() const { return m_variantB && m_fencingOverride.has_value(); }

    bool setScenario(const QString& name); // a built-in scenario
    // Plays `file` instead of a built-in scenario, with the variants, fencing and playhead its
    // view names. `label` names it in the scenario list (usually the file name).
    void openFile(sim::ScenarioFile file, const QString& label);
    bool showFile(); // back to the last opened file; false when none was opened
    bool fromFile() const { return m_fromFile; }
    bool hasFile() const { return m_file.has_value(); }
    QString fileLabel() const { return m_fileLabel; }
    // Everything needed to replay what is shown: the scenario with all its variants, and the
    // view (A, B, a fencing mode forced on B, the playhead).
    sim::ScenarioFile toFile() const;
    bool setVariantA(const std::string& variant);
    bool setVariantB(std::optional<std::string> variant); // nullopt: no B
    void setFencing(sim::Fencing mode);
    // A question's run shown on the page (RunTarget): `scenario` with A playing `variantA`;
    // a fencing mode the question forces goes on B (the same variant), A keeps its script's.
    // One run, paused, with the playhead at the end: the finished run the reveal judged, so
    // the page's verdict is the explanation's. False when the scenario or variant is unknown.
    bool showRun(const QString& scenario, const std::string& variantA,
                 std::optional<sim::Fencing> fencingOnB);

    const sim::Scenario& scenarioA() const { return m_a; }
    const sim::Scenario& scenarioB() const { return m_b; }
    const sim::SimResult& fullA() const { return m_fullA; }
    const sim::SimResult& fullB() const { return m_fullB; }
    bool hasB() const { return m_variantB.has_value(); }
    const sim::SimResult& clippedA() const { return m_clipA; }
    const sim::SimResult& clippedB() const { return m_clipB; }

    sim::Us endUs() const; // the shared time axis
    sim::Us playhead() const { return m_playhead; }
    void setPlayhead(sim::Us t);
    // Moves the playhead to the next event of A or B after it; false at the end.
    bool stepToNextEvent();
    // Back to the previous event of A or B (or to 0); false when already at 0.
    bool stepToPreviousEvent();
    // The English text of the last set-up caption A has reached (the base script's caption
    // before any). What the runs then do is in their narration (SimResult::narration).
    std::string currentCaption() const;
    std::string baseCaption() const; // the base script's caption: the scenario's set-up

    bool playing() const;
    void play();
    void pause();

    // A and B again with their faults moved across one TTL (core phaseSweep, 50 ms steps), so
    // a run's "safe" is shown to hold at every fault time or not; nullopt while being computed
    // or when the script has no fault to move. Computed after the runs, off the GUI thread.
    const std::optional<sim::PhaseSweep>& sweepA() const { return m_sweepA; }
    const std::optional<sim::PhaseSweep>& sweepB() const { return m_sweepB; }
    static bool hasMovableFault(const sim::Scenario& s);

    // The runs of the latest choice are still being simulated (their results are empty).
    bool busy() const { return m_busy; }
    // Runs started (one per choice; a superseded one is cancelled), for tests and the benchmark.
    int runsStarted() const { return m_runsStarted; }

signals:
    void changed();
    void ready();       // the latest choice's runs are in (after its changed())
    void sweepsReady(); // sweepA()/sweepB() of the latest choice are in

private:
    struct Runs {
        sim::SimResult a, b;
    };
    struct Sweeps {
        std::optional<sim::PhaseSweep> a, b;
    };
    void startSweeps();
    void applyFencing(sim::Fencing mode); // setFencing() without the rerun
    bool load(const std::string& variant, sim::Scenario& out) const;
    // Starts the simulations of A (and B) off the GUI thread; when they are in, the playhead
    // goes to `playheadUs` (kKeepPlayhead: where it is; kEndPlayhead: the end), clamped.
    static constexpr sim::Us kKeepPlayhead = -1;
    static constexpr sim::Us kEndPlayhead = -2;
    void rerun(sim::Us playheadUs = kKeepPlayhead);
    void reclip();

    QString m_scenario;
    std::optional<sim::ScenarioFile> m_file;
    bool m_fromFile = false;
    QString m_fileLabel;
    std::string m_variantA;
    std::optional<std::string> m_variantB;
    std::optional<sim::Fencing> m_fencingOverride;
    sim::Scenario m_a;
    sim::Scenario m_b;
    sim::SimResult m_fullA, m_fullB, m_clipA, m_clipB;
    sim::Us m_playhead = 0;
    QTimer* m_timer;
    bool m_busy = false;
    int m_runsStarted = 0;
    BackgroundTask<Runs> m_task;
    std::optional<sim::PhaseSweep> m_sweepA, m_sweepB;
    BackgroundTask<Sweeps> m_sweepTask;
};

} // namespace redlock::ui
