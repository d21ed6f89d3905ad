#include "ui/pages/sandbox/bench_live.h"

#include "core/servers/local_servers.h"

#include <QFutureWatcher>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>

namespace redlock::ui {

namespace {

std::atomic<int>& alive() {
    static std::atomic<int> count{0};
    return count;
}

// A session counted until it is destroyed (and so stopped), on whichever thread drops it last.
std::shared_ptr<live::LiveSession> counted(std::unique_ptr<live::LiveSession> s) {
    ++alive();
    return {s.release(), [](live::LiveSession* p) {
                delete p;
                --alive();
            }};
}

struct Started {
    std::shared_ptr<live::LiveSession> session;
    QString error;
};

struct Snapshot {
    bool running = false;
    sim::SimResult run;
};

} // namespace

BenchLive::BenchLive(QObject* parent) : QObject(parent) {
    m_timer.setInterval(100); // ten snapshots a second: the lanes move smoothly enough at 1×
    connect(&m_timer, &QTimer::timeout, this, &BenchLive::poll);
}

BenchLive::~BenchLive() {
    m_timer.stop();
    ++m_generation;
    if (m_session) {
        m_session->stop(); // here, not on the pool: the processes end before the page does
        m_session.reset();
    }
}

bool BenchLive::serverAvailable() {
    return !LocalServers::findServerBinary().empty();
}

int BenchLive::sessionsAlive() {
    return alive().load();
}

void BenchLive::setState(State s) {
    if (s != m_state) {
        m_state = s;
        emit stateChanged();
    }
}

void BenchLive::start(const sim::Scenario& scenario, const live::LiveOptions& options) {
    stop();
    m_hasRun = false;
    m_run = {};
    m_error.clear();
    const int generation = ++m_generation;
    setState(State::Starting);
    auto* watcher = new QFutureWatcher<Started>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
        Started st = watcher->result();
        watcher->deleteLater();
        if (generation != m_generation) {
            if (st.session) { // stopped while it started: it stops off the GUI thread
                m_session = std::move(st.session);
                retire();
            }
            return;
        }
        if (!st.session) {
            m_error = st.error;
            setState(State::Failed);
            return;
        }
        m_session = std::move(st.session);
        m_server = QString::fromStdString(m_session->server());
        setState(State::Running);
        m_timer.start();
        poll();
    });
    watcher->setFuture(QtConcurrent::run([scenario, options] {
        Started st;
        auto r = live::LiveSession::start(scenario, options);
        if (r) {
            st.session = counted(std::move(r).value());
        } else {
            st.error = QString::fromStdString(r.error().message);
        }
        return st;
    }));
}

void BenchLive::clearFailure() {
    if (m_state == State::Failed) {
        m_error.clear();
        setState(State::Off);
    }
}

void BenchLive::stop() {
    m_timer.stop();
    ++m_generation; // a start or a snapshot on its way is dropped
    m_snapshotting = false;
    if (m_session) {
        retire();
    }
    if (active()) {
        setState(m_hasRun ? State::Finished : State::Off);
    }
}

void BenchLive::retire() {
    QThreadPool::globalInstance()->start([session = std::move(m_session)]() mutable {
        session->stop();
        session.reset();
    });
    m_session.reset();
}

sim::Us BenchLive::now() const {
    return m_session ? m_session->now() : 0;
}

void BenchLive::inject(const std::vector<sim::Fault>& faults) {
    if (m_session) {
        m_session->inject(faults);
    }
}

void BenchLive::poll() {
    if (!m_session || m_snapshotting) {
        return; // one snapshot at a time: a slow one is not queued behind
    }
    m_snapshotting = true;
    const int generation = m_generation;
    auto* watcher = new QFutureWatcher<Snapshot>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
        Snapshot snap = watcher->result();
        watcher->deleteLater();
        if (generation != m_generation) {
            return;
        }
        m_snapshotting = false;
        m_run = std::move(snap.run);
        m_hasRun = true;
        if (!snap.running) { // the run reached its end: the processes can go
            m_timer.stop();
            if (m_session) {
                retire();
            }
            setState(State::Finished);
        }
        emit runUpdated();
    });
    watcher->setFuture(QtConcurrent::run([session = m_session] {
        Snapshot s;
        s.running = session->running(); // asked first: a finished run's snapshot is its end
        s.run = session->snapshot();
        return s;
    }));
}

} // namespace redlock::ui
