#pragma once
// The lab bench (page "sandbox"): masters and looping clients on the timeline's lanes, time that
// runs (virtual: play, pause, a speed of 0.1× to 10×, step, reset) and faults made as marks on
// a lane at the playhead. The whole run to its end is computed off the GUI thread from the seed,
// the settings and the marks (core/sim/bench.h); the playhead only reveals it, so adding or
// dragging a mark recomputes the same run with that one change. The monitor under the lanes
// counts overlaps, stale writes, lost releases and unavailable stretches up to the playhead
// and shows the core's newest outcome sentence, translated. The run saves as a scenario file
// and opens on the timing page.
// Opened from a scenario (openScenario: a counterexample of "Can it break?"), the bench plays
// that scenario's masters, clients and steps (its base, sim::benchFromScenario) with its faults
// as marks the student can move; the settings that make the looping bench wait meanwhile, the
// faults no mark can say are named in one line, and "Back to the looping bench" leaves it.
// On real servers (the "Masters" choice), the same lanes are drawn from a live run
// (ui/pages/sandbox/bench_live.h): real processes, real client threads, wall time at 1×; a mark
// made while it runs is injected at that moment and stays where it was made (the past does not
// rewind); leaving the page or the window stops the run and every process.

#include "core/sim/bench.h"
#include "core/sim/scenario.h"
#include "core/sim/trace.h"
#include "ui/app/presenter_keys.h"
#include "ui/live/backend_kind.h"

#include "ui/model/background_task.h"

#include <QElapsedTimer>
#include <QTimer>

#include <QWidget>
#include <memory>

#include <functional>
#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QLayout;
class QPushButton;
class QSpinBox;

namespace redlock::ui {

class BenchLanes;
class BenchLive;
class PageHeader;
class SetupDrawer;

class BenchPage : public QWidget, public PresenterKeys {
    Q_OBJECT
public:
    explicit BenchPage(QWidget* parent = nullptr);
    ~BenchPage() override;

    // The help line under the lanes (its key list comes from sim::kMarkKinds).
    QString helpText() const;
    // A mark's name in a few words, for the key list of the help line.
    static QString shortName(sim::MarkKind kind);
    // "C crash, K restart keeping the key, …": the keys of the marks on a master (or a client),
    // from sim::kMarkKinds, so a new kind of mark is listed without an edit here. A link's
    // marks are listed apart (linkKeyList, linkNameList): their keys follow L.
    static QString keyList(bool onMaster);
    // The marks' short names alone, in the same order (the shortcut sheet's row).
    static QString nameList(bool onMaster);
    static QString linkKeyList();  // "X cut link, D delayed link"
    static QString linkNameList(); // "cut link, delayed link"

private:
    // The marks of one place (0 master, 1 client, 2 link), in sim::kMarkKinds' order, by
    // name or as "key name".
    static QString listOf(int place, bool withKeys);
    // The opened scenario's masters, clients, TTL and seed (its own, not the settings').
    QString baseSummary() const;

public:
    // What the controls say.
    sim::BenchSettings settings() const;
    // Sets every control at once (each clamped to its range) and recomputes the run once.
    void setSettings(const sim::BenchSettings& settings);
    const std::vector<sim::Mark>& marks() const { return m_marks; }
    // The run shown (to the run's end) and the scenario it came from; empty before the first.
    bool hasRun() const { return m_hasRun; }
    const sim::SimResult& run() const { return m_run; }
    const sim::Scenario& scenario() const { return m_scenario; }
    bool computing() const { return m_task.running(); }
    // What the monitor counts up to the playhead.
    const sim::BenchTally& tally() const { return m_tally; }

    sim::Us playhead() const { return m_playhead; }
    void setPlayhead(sim::Us t);
    // Time runs: the simulated playhead moves, or a live run goes (or is starting).
    bool playing() const;
    void setPlaying(bool on);
    double speed() const;
    void setSpeedIndex(int index);
    // Moves the playhead to the next moment something happens (or 100 ms on), or back to the
    // one before.
    void step();
    void stepBack();

    // The presenter's keys (ui/app/presenter_keys.h). The clicker moves the playhead to the next
    // (or previous) sentence of the run's narration — the next thing the monitor says — and
    // turns the page after the last one (before the first); "." and B play and pause; leaving
    // the page or the window pauses time, so a run never goes on unseen.
    bool step(int delta) override;
    void togglePause() override;
    void pause() override;

    // Clears the marks and puts the playhead back at the start; the settings stay.
    void resetBench();

    // A mark of `kind` on the chosen lane at the playhead; false when the kind does not fit the
    // lane (a crash on a client). addMark puts one anywhere.
    bool addMarkHere(sim::MarkKind kind);
    // A link's mark (sim::markOnLink) between client and master at the playhead, of the fault
    // length (a delay: by the link delay, both ways); false when the kind is no link's.
    bool addLinkMark(sim::MarkKind kind, int client, int master);
    void addMark(const sim::Mark& mark);
    void moveMark(int index, sim::Us atUs);
    // A new length for a mark that has one (sim::markHasLength), at least 10 ms.
    void resizeMark(int index, sim::Us amountUs);
    void removeMark(int index);

    QString counterText(int which) const; // 0 overlaps, 1 stale writes, 2 lost releases, 3 gaps
    // The time readout: "t = 30 ms of 90 ms" for a run under a second, else in seconds.
    static QString clockText(sim::Us at, sim::Us end);
    QString sentenceText() const;
    // The PDF handout (SandboxEntry): the bench's settings, one line each.
    QStringList handoutSetup() const;

    // Writes the bench's scenario; an empty string, or the error in one line.
    QString saveScenario(const QString& path) const;
    void saveInteractively();
    void setShowPage(std::function<void(const QString&)> showPage);
    QString openOnTimingPage();

    BenchLanes* lanes() const { return m_lanes; }

    // The bench from a scenario: its faults as marks, the rest its base (sim::benchFromScenario);
    // the simulator runs it. Returns the line that names the faults no mark can say (empty when
    // every fault became a mark).
    QString openScenario(const sim::Scenario& scenario);
    bool fromScenario() const { return m_base.has_value(); }
    const sim::Scenario* baseScenario() const { return m_base ? &*m_base : nullptr; }
    QString baseNoteText() const;
    // Back to the looping bench of the settings, its marks cleared.
    void closeScenario();

    // Where the bench runs: virtual time (Backend::Mock), or real masters as local processes
    // (Local) or as containers on this machine's Docker engine (Docker: DOCKER_HOST, else the
    // local socket). The choices are the backends whose row names a bench text
    // (ui/live/backend_kinds.h); setWhere ignores one without.
    Backend where() const;
    void setWhere(Backend where);
    // Whether the bench runs on real servers (processes or containers), not the simulator.
    bool onRealServers() const;
    void setOnRealServers(bool on); // on: local processes
    // The image the Docker masters are created from (the Masters dialog's; the test image in
    // tests). Nothing is pulled: a missing image is the start's error.
    void setDockerImage(const QString& image);
    QString dockerImage() const { return m_dockerImage; }
    // The bench's own choice of image (an editable list of the engine's images that run a
    // server, asked off the GUI thread when Docker is chosen); it starts at the Masters
    // dialog's and follows it when that one changes.
    QComboBox* imageChoice() const { return m_image; }
    bool listingImages() const { return m_imagesTask.running(); }
    BenchLive* live() const { return m_live; }
    // The line that says what the real servers are doing.
    QString liveStatusText() const;
    // The same in a few words, for the one line of compact presenter mode (the whole of
    // liveStatusText() is the line's tooltip).
    QString liveStatusBrief() const;

private:
    QString liveStatus(bool brief) const;
    QString baseTitle() const; // the opened scenario's, in the reader's language

public:
signals:
    void runReady();     // a recomputed run arrived
    void tallyChanged(); // the counters or the sentence changed (the playhead moved)
    void marksChanged();

protected:
    void changeEvent(QEvent* event) override;
    // Space plays and pauses, Right and Left step to the next or previous event.
    void keyPressEvent(QKeyEvent* event) override;

private:
    struct Computed {
        sim::Scenario scenario;
        sim::SimResult run;
    };
    void retranslate();
    void recompute();
    void refresh();
    void showTally(sim::BenchTally tally); // the counters and the sentence
    // `text` on `label`: whole, or one elided line in compact mode (whole in the tooltip).
    void showBaseNote();
    void showFitted(QLabel* label, const QString& text, const QString& brief = {},
                    int besides = 0) const;
    void tick();
    void showLaneMenu(int lane, QPoint globalPos);
    void showLinkMenu(int client, int master, QPoint globalPos);
    // What the bench runs: the settings' looping bench or the base, with the marks.
    sim::Scenario buildScenario() const;
    void baseChanged(); // the controls the base replaces, and its line
    void whereChanged();
    void liveStateChanged();
    void showLiveRun();
    // A running live run's marks stay where they were made.
    bool marksFrozen() const;
    // Where the run ends (`otherwise` before the first simulated run arrives).
    sim::Us runEnd(sim::Us otherwise) const;
    QString kindName(sim::MarkKind kind) const;
    sim::Us amountFor(sim::MarkKind kind) const;

    PageHeader* m_header;
    QLabel* m_setupTitle;
    SetupDrawer* m_drawer = nullptr;
    QLayout* m_cardBox = nullptr;
    QLayout* m_benchBox = nullptr;
    QLabel* m_mastersLabel;
    QSpinBox* m_masters;
    QLabel* m_clientsLabel;
    QSpinBox* m_clients;
    QLabel* m_ttlLabel;
    QSpinBox* m_ttl;
    QLabel* m_workLabel;
    QSpinBox* m_work;
    QLabel* m_thinkLabel;
    QSpinBox* m_think;
    QLabel* m_seedLabel;
    QSpinBox* m_seed;
    QLabel* m_runLabel;
    QSpinBox* m_runLength;
    QCheckBox* m_write;
    QCheckBox* m_wallClock;
    QLabel* m_fencingLabel;
    QComboBox* m_fencing;
    QLabel* m_lengthLabel;
    QSpinBox* m_length;
    QLabel* m_downLabel;
    QSpinBox* m_down;
    QLabel* m_jumpLabel;
    QSpinBox* m_jump;
    QLabel* m_linkDelayLabel = nullptr;
    QSpinBox* m_linkDelay = nullptr;
    QPushButton* m_play;
    QLabel* m_speedLabel;
    QComboBox* m_speed;
    QPushButton* m_step;
    QPushButton* m_reset;
    QLabel* m_clock;
    QLabel* m_whereLabel;
    QComboBox* m_where;
    QLabel* m_liveStatus;
    BenchLive* m_live;
    sim::BenchSettings m_liveSettings; // what the live run was started with
    QString m_dockerImage;
    QLabel* m_imageLabel;
    QComboBox* m_image;
    struct Images {
        QStringList names;
        QString error; // why the engine could not be asked; empty when it answered
    };
    BackgroundTask<Images> m_imagesTask;
    void listImages();
    QLabel* m_help;
    QLabel* m_baseNote = nullptr;
    QHBoxLayout* m_baseRow = nullptr; // the note and, but when compact, the button to leave
    QPushButton* m_leaveBase = nullptr;
    std::optional<sim::Scenario> m_base;
    std::vector<sim::Fault> m_kept; // the base's faults no mark says
    BenchLanes* m_lanes;
    QLabel* m_counterNames[4];
    QLabel* m_counters[4];
    QLabel* m_sentence;
    QPushButton* m_save;
    QPushButton* m_openTiming;
    std::function<void(const QString&)> m_showPage;

    BackgroundTask<Computed> m_task;
    std::vector<sim::Mark> m_marks;
    bool m_hasRun = false;
    sim::Scenario m_scenario;
    sim::SimResult m_run;
    // The run again, shared with the monitor's narrations off the GUI thread.
    std::shared_ptr<const sim::SimResult> m_shared;
    BackgroundTask<sim::BenchTally> m_monitorTask;
    sim::BenchTally m_tally;
    sim::Us m_playhead = 0;
    bool m_playing = false;
    QTimer m_timer;
    QElapsedTimer m_wall;
};

} // namespace redlock::ui
