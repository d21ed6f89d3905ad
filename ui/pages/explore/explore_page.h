#pragma once
// The "Can it break?" page: the assumptions of the Redlock debate as ticks and spin boxes, four
// presets for the positions in the debate, and a Search that asks the core's bounded search
// (core/explore/explore.h) whether two clients can ever both hold the lock, or the storage take
// a stale write, under those assumptions. The search runs on Qt's thread pool, reports its
// progress back to the GUI thread and can be cancelled; the window stays responsive. A
// violation is shown as its broken assumption (the headline) and the counterexample's run in
// a TimelineView; a clean result says how much was searched and whether that is a proof.

#include "core/explore/explore.h"
#include "core/sim/files/scenario_file.h"
#include "core/sim/trace.h"

#include <QFutureWatcher>
#include <QWidget>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace redlock::ui {

class PageHeader;
class TimelineView;

class ExplorePage : public QWidget {
    Q_OBJECT
public:
    // The four positions of the debate: antirez's assumptions, then each dropped in turn.
    enum class Preset { Antirez, LongPauses, ClockJumps, RestartWithoutPersistence };

    explicit ExplorePage(QWidget* parent = nullptr);
    ~ExplorePage() override; // cancels a running search and waits for it

    void applyPreset(Preset preset);
    // The options the controls say, as the core reads them.
    explore::Options options() const;

    void search();
    void cancel();
    bool searching() const { return m_running; }
    bool hasOutcome() const { return m_hasOutcome; }
    bool hasError() const { return !m_error.isEmpty(); }
    const explore::Outcome& outcome() const { return m_outcome; }
    // The counterexample played by the simulator (what the timeline draws); empty without one.
    const sim::SimResult& counterexampleRun() const { return m_run; }
    const explore::Progress& lastProgress() const { return m_progressSeen; }

    QString verdictText() const;
    // The PDF handout (ExploreEntry): the assumptions searched, one line each.
    QStringList handoutSetup() const;
    QString detailText() const;
    QString progressText() const;
    // How long a search took, for people: "under 1 ms", "9 ms", "12.3 s".
    static QString searchTime(double seconds);

    // Writes the counterexample as a scenario file; an empty string, or the error in one line.
    QString saveScenario(const QString& path) const;
    void saveInteractively();

    // How the page turns the window to another page (PageContext::showPage); without it the
    // "Open on the timing page" and "Open on the bench" buttons stay hidden.
    void setShowPage(std::function<void(const QString&)> showPage);
    // Opens the counterexample as run A on the timing page; an empty string, or why not.
    QString openOnTimingPage();
    // Opens the counterexample on the lab bench (BenchPage::openScenario): its faults as marks
    // the student can move; an empty string, or why not.
    QString openOnBench();

    TimelineView* timeline() const { return m_timeline; }

signals:
    void searchStarted();
    void progressed();
    void searchFinished();

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    // The counterexample through the scenario file format, or the error line.
    std::optional<sim::ScenarioFile> counterexampleFile(QString& error) const;
    struct Found {
        explore::Outcome outcome;
        sim::SimResult run;
    };
    // One row of the assumptions: a label and its control, or a tick box alone (label null).
    struct Row {
        QWidget* label;
        QWidget* control;
    };

    // The assumptions in two columns of rows while they fit the page's width, else in one,
    // and the presets' label beside their buttons or above them (presenter mode on a 1280- or
    // 1366-wide screen: the page scrolled sideways and cut Search's verdict, issue 27).
    // One column or two, and where the stances' label goes; `remeasure` after a change of
    // texts or font.
    void arrange(bool remeasure);
    void placeRows(bool oneColumn);
    void placePresets(bool labelAbove);

    void retranslate();
    void syncEnabled();
    void refreshDriftNote();
    void syncJumpRange();
    std::int64_t driftUs() const; // the drift allowance of the TTL chosen
    void showProgress(const explore::Progress& progress);
    void showFound(Found found);
    void showResult();
    void markChanged();
    QString stopReasonText() const;
    QString assumptionText(const std::string& id) const;

    PageHeader* m_header;
    QLabel* m_assumptionsTitle;
    QLabel* m_assumptionsNote;
    QLabel* m_presetLabel;
    QPushButton* m_presetAntirez;
    QPushButton* m_presetPauses;
    QPushButton* m_presetClocks;
    QPushButton* m_presetRestart;
    QLabel* m_mastersLabel;
    QSpinBox* m_masters;
    QLabel* m_clientsLabel;
    QSpinBox* m_clients;
    QLabel* m_ttlLabel;
    QSpinBox* m_ttl;
    QLabel* m_pauseLabel;
    QSpinBox* m_pause;
    QCheckBox* m_withinDrift;
    QLabel* m_jumpLabel;
    QSpinBox* m_jump;
    QCheckBox* m_crash;
    QCheckBox* m_waitTtl;
    QCheckBox* m_persist;
    QLabel* m_fencingLabel;
    QComboBox* m_fencing;
    QLabel* m_delayLabel;
    QSpinBox* m_delay;
    QCheckBox* m_loss;
    QCheckBox* m_naive;
    QLabel* m_budgetLabel;
    QSpinBox* m_budget;
    QGridLayout* m_presets = nullptr;
    QGridLayout* m_grid = nullptr;
    bool m_presetLabelAbove = false;
    std::vector<Row> m_rows[2]; // the left and the right column
    int m_columns = 0;          // as placed: 1 or 2, 0 before the first placing
    int m_twoColumnWidth = 0;   // the grid's width hint with two columns, as last measured
    QPushButton* m_search;
    QPushButton* m_cancel;
    QProgressBar* m_progress;
    QLabel* m_progressLine;
    QLabel* m_resultTitle;
    QLabel* m_verdict;
    QLabel* m_detail;
    QLabel* m_changed;
    TimelineView* m_timeline;
    QPushButton* m_save;
    QPushButton* m_openTiming;
    QPushButton* m_openBench;
    std::function<void(const QString&)> m_showPage;

    QFutureWatcher<Found> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_cancelFlag;
    bool m_running = false;
    bool m_hasOutcome = false;
    bool m_cancelled = false;
    explore::Config m_config;   // the search shown (or running)
    explore::Outcome m_outcome; // the last search's result
    sim::SimResult m_run;
    explore::Progress m_progressSeen;
    QString m_error; // the core refused the options
};

} // namespace redlock::ui
