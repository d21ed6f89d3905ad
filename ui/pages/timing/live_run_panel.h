#pragma once
// "Run on real servers" under the timing page's diagrams: the scenario shown as A, played by
// the live engine (core/live) on real local servers with real clients and real faults, off the
// GUI thread, and drawn with the same TimelineView lanes as the simulator's run; banner,
// headline and outcome sentences come from the live run through RunSummary, like A's and B's.
// A scenario a real server cannot play (monotonic expiry, ...) says why, and the button stays
// off; so it does without a redis-server/valkey-server on this machine.

#include "core/live/live_run.h"
#include "core/sim/scenario.h"

#include "ui/model/background_task.h"

#include <QFrame>

#include <optional>

class QLabel;
class QPushButton;

namespace redlock::ui {

class TimelineView;

class LiveRunPanel : public QFrame {
    Q_OBJECT
public:
    explicit LiveRunPanel(QWidget* parent = nullptr);

    // The scenario to play (the page's A). A different one clears the last live run.
    void setScenario(const sim::Scenario& s);

    bool running() const { return m_running; }
    bool hasResult() const { return m_result.has_value(); }
    const live::LiveResult& result() const { return *m_result; }
    QPushButton* runButton() const { return m_run; }
    QString statusText() const;
    QString headlineText() const;
    TimelineView* view() const { return m_view; }

    void start();

signals:
    void finished(); // a live run is in (or failed: statusText says why)

private:
    struct Outcome {
        std::optional<live::LiveResult> result;
        std::string error;
    };
    void retranslate();
    void showResult();
    QString refusal() const; // why the scenario cannot run live here, or empty

    QLabel* m_title;
    QPushButton* m_run;
    QLabel* m_status;
    QLabel* m_banner;
    TimelineView* m_view;
    QLabel* m_headline;
    QLabel* m_story;
    sim::Scenario m_scenario;
    std::optional<live::LiveResult> m_result;
    std::string m_error;
    bool m_running = false;
    bool m_haveServer = false;
    BackgroundTask<Outcome> m_task;
};

} // namespace redlock::ui
