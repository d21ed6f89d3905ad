#pragma once
// Page "timing": the scenarios of the timing debate played on the simulator. A scenario and two
// of its variants (A above B on one time axis), the fencing switch, lecture-style playback with
// captions, the safety banner and headline numbers per run, what each side of the debate takes
// from the scenario, and a parameter sweep chart. Every number shown comes from the core.
// Scenario files: "Open…" plays a file from disk, "Save as…" writes what is shown (the whole
// scenario, its variants and the view) so it replays exactly. The presenter's clicker steps
// through the events (PresenterKeys).

#include "ui/app/export/handout_source.h"
#include "ui/app/presenter_keys.h"
#include "ui/guide/run_target.h"

#include <QWidget>

class QBoxLayout;
class QComboBox;
class QGridLayout;
class QLabel;
class QPushButton;
class QSlider;
class QTimer;

namespace redlock::ui {

class PageHeader;
class Settings;
class SetupDrawer;
class SweepChart;
class TimelineView;
class TimingModel;
class LiveRunPanel;

class TimingPage : public QWidget, public PresenterKeys, public RunTarget {
    Q_OBJECT
public:
    // RunTarget: a scenario of this page: A plays its variant; a fencing mode the run forces
    // goes on B, which then plays the same variant (the page's fencing acts on B); one rerun,
    // paused, the playhead at the end of the run (TimingModel::showRun).
    bool canShowRun(const guide::RunSpec& run) const override;
    void showRun(const guide::RunSpec& run) override;
    explicit TimingPage(QWidget* parent = nullptr);

    TimingModel* model() const { return m_model; }
    LiveRunPanel* livePanel() const { return m_live; } // "Run on real servers"
    QComboBox* scenarioCombo() const { return m_scenario; }
    QComboBox* variantACombo() const { return m_variantA; }
    QComboBox* variantBCombo() const { return m_variantB; }
    QComboBox* fencingCombo() const { return m_fencing; }
    QSlider* scrubber() const { return m_scrubber; }
    QPushButton* playButton() const { return m_play; }
    QPushButton* stepButton() const { return m_step; }
    TimelineView* timelineA() const { return m_a.view; }
    TimelineView* timelineB() const { return m_b.view; }
    SweepChart* sweepChart() const { return m_sweep; }
    QString bannerText(bool b) const;
    // Compact (presenter mode on a short screen): the choices fold into the set-up drawer and
    // run B's verdict is repeated above run A, so both outcomes are on screen at once; a click
    // on it scrolls to run B.
    SetupDrawer* setupDrawer() const { return m_drawer; }
    QLabel* verdictBLine() const { return m_verdictB; }
    QString headlineText(bool b) const;
    // The run's latest outcome sentences (the core's narration, translated) and its set-up.
    QString storyText(bool b) const;
    QString setupText(bool b) const;
    // The PDF handout (TimingEntry): the scenario and the runs in words, and the timelines and
    // the sweep to draw for print.
    QStringList handoutSetup() const;
    QList<HandoutDiagram> handoutDiagrams() const;
    QString firstTitleText() const;
    QString secondTitleText() const;
    QString captionText() const;
    QString kleppmannText() const;
    QString antirezText() const;
    QPushButton* openButton() const { return m_open; }
    QPushButton* saveButton() const { return m_save; }
    QString fileErrorText() const;
    // The "simulating…" line: shown while a choice's runs take longer than kBusyAfterMs.
    static constexpr int kBusyAfterMs = 200;
    bool isBusyShown() const;

    // The scenario file at `path` replaces what is shown; on error nothing changes and the
    // returned message (also shown on the page) names the file, the field and the line.
    QString openFile(const QString& path);
    // Writes what is shown to `path`; the error message, or empty on success.
    QString saveFile(const QString& path);
    // With a file dialog (starting in the remembered folder) and a message box on error.
    void openInteractively();
    void saveInteractively();
    // Remembers the folder of the last scenario file; may be null (nothing remembered).
    void setSettings(Settings* settings) { m_settings = settings; }

    // PresenterKeys: PgDn/PgUp go to the next/previous event, "." and B play or pause.
    bool step(int delta) override;
    void togglePause() override;
    void pause() override;

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The scenario combo's entry for an opened file (no built-in scenario has this name).
    static inline const QString kFileItem = QStringLiteral("<file>");

    void retranslate();
    void fitChoices(); // each chooser as wide as the entry it shows
    void refillChoices();
    void refresh();
    void syncFileItem();
    void showFileError(const QString& message);
    QString startDir() const;
    void rememberDir(const QString& file);
    // timingpage_layout.cpp: rows of controls and the lower cards re-flow for the width the
    // scroll area offers and the text size (presenter mode), so the page never scrolls sideways.
    void arrange();
    int availableWidth() const;
    void placeChoices(int pairsPerRow);
    QString setupSummary() const;
    void showVerdictB();
    void scrollToB();
    struct RunBlock {
        QLabel* title = nullptr;
        QLabel* banner = nullptr;
        QLabel* setup = nullptr;
        TimelineView* view = nullptr;
        QLabel* headline = nullptr;
        QLabel* phases = nullptr; // the verdict at every fault time (TimingModel::sweepA/B)
        QLabel* story = nullptr;
        QBoxLayout* layout = nullptr; // the card's, top to bottom
    };
    void showPhases();
    QWidget* buildRunBlock(RunBlock& block);
    void placeStory(RunBlock& block, bool compact);

    TimingModel* m_model;
    LiveRunPanel* m_live = nullptr;
    QGridLayout* m_choices = nullptr; // the four label + combo pairs
    SetupDrawer* m_drawer = nullptr;  // the pairs and the description; folds when compact
    QLabel* m_verdictB = nullptr;     // compact: run B's verdict above run A
    bool m_scrollToBOnSweeps = false; // scrolled to B before A's sweep line was in
    int m_pairsPerRow = 0;
    QBoxLayout* m_playback = nullptr; // scrubber row; the file buttons beside it or below
    QBoxLayout* m_lower = nullptr;    // the debate card and the sweep: side by side or stacked
    QWidget* m_watchedViewport = nullptr;
    PageHeader* m_header;
    QLabel* m_scenarioLabel;
    QComboBox* m_scenario;
    QLabel* m_scenarioNote; // the chosen scenario's description, under the chooser
    QLabel* m_variantALabel;
    QComboBox* m_variantA;
    QLabel* m_variantBLabel;
    QComboBox* m_variantB;
    QLabel* m_fencingLabel;
    QComboBox* m_fencing;
    QPushButton* m_play;
    QPushButton* m_step;
    QSlider* m_scrubber;
    QPushButton* m_open;
    QPushButton* m_save;
    QLabel* m_fileError;
    QLabel* m_busy;
    QTimer* m_busyDelay;
    Settings* m_settings = nullptr;
    QLabel* m_time;
    QLabel* m_caption;
    RunBlock m_a;
    QWidget* m_blockB = nullptr;
    RunBlock m_b;
    QLabel* m_legend;
    QLabel* m_debateTitle;
    QLabel* m_kleppmannTitle;
    QLabel* m_kleppmann;
    QLabel* m_antirezTitle;
    QLabel* m_antirez;
    SweepChart* m_sweep;
    QString m_filledFor; // the scenario whose variants the combos list
};

} // namespace redlock::ui
