#pragma once
// The lab bench on real servers: one live::LiveSession (core/live) — real redis-server or
// valkey-server processes, a real client thread per bench client, faults through the one fault
// injector — driven from the GUI thread without ever waiting on it. Starting (the servers come
// up) and stopping (the threads end, every process is stopped by pid) run on Qt's thread pool;
// while the run goes, a snapshot of what really happened is taken off the GUI thread about ten
// times a second and handed to the page. A fault is injected at the moment it is asked for.
// The destructor stops a running session before it returns: no process outlives the page.

#include "core/live/live_run.h"
#include "core/sim/scenario.h"
#include "core/sim/trace.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>
#include <vector>

namespace redlock::ui {

class BenchLive : public QObject {
    Q_OBJECT
public:
    enum class State {
        Off,      // nothing runs
        Starting, // the servers are coming up
        Running,  // time runs on the real servers
        Finished, // the run reached its end, or was stopped: its last snapshot stays
        Failed    // could not start (error())
    };

    explicit BenchLive(QObject* parent = nullptr);
    ~BenchLive() override;

    // Whether this machine has a server binary to run (valkey-server or redis-server).
    static bool serverAvailable();
    // Sessions of every BenchLive not yet stopped and gone (their processes included): a
    // stopped session winds down on the thread pool, and a test waits for this to reach 0.
    static int sessionsAlive();

    State state() const { return m_state; }
    bool active() const { return m_state == State::Starting || m_state == State::Running; }
    // One line: why the start failed.
    QString error() const { return m_error; }
    // The server binary of the running or last session.
    QString server() const { return m_server; }

    // Starts the scenario (the bench's, with the marks made so far) on real servers; a run
    // already going is stopped first. Returns at once.
    void start(const sim::Scenario& scenario, const live::LiveOptions& options = {});
    // Stops the run: its last snapshot stays (Finished); the processes stop off the GUI thread.
    void stop();
    // Forgets a failed start (its error), back to Off: what to run has changed since.
    void clearFailure();
    // The run's time now (0 unless running).
    sim::Us now() const;
    // Faults at their times in the run (now(), for a click); ignored unless running.
    void inject(const std::vector<sim::Fault>& faults);

    // The newest snapshot: what really happened up to its endUs.
    bool hasRun() const { return m_hasRun; }
    const sim::SimResult& run() const { return m_run; }

signals:
    void stateChanged();
    void runUpdated();

private:
    void setState(State s);
    void poll();
    // Hands the session to the thread pool to stop (servers by pid), off the GUI thread.
    void retire();

    State m_state = State::Off;
    QString m_error;
    QString m_server;
    std::shared_ptr<live::LiveSession> m_session;
    int m_generation = 0; // a start or a snapshot of an older session is dropped
    bool m_snapshotting = false;
    bool m_hasRun = false;
    sim::SimResult m_run;
    QTimer m_timer;
};

} // namespace redlock::ui
