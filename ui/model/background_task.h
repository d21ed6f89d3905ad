#pragma once
// BackgroundTask<R>: runs one long computation (a simulation, a sweep) on Qt's global thread
// pool so the GUI thread never blocks on it, and hands the result back on the GUI thread.
// The work gets a cancel flag to poll; cancel() sets it (sim::RunOptions::cancel takes it, so a
// simulation stops within a few thousand events). A newer start() cancels the older run, whose
// result is then dropped: only the latest run ever reaches `done`.
//
//   BackgroundTask<sim::SimResult> task;
//   task.start([s](const std::atomic<bool>& c) { sim::RunOptions o; o.cancel = &c;
//                                                 return sim::simulate(s, o); },
//              this, [this](sim::SimResult r) { show(std::move(r)); });
//   ... task.cancel();   // e.g. from a Cancel button

#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <functional>
#include <memory>

namespace redlock::ui {

// Jobs of every BackgroundTask that have not handed their result back yet (GUI thread), so
// `--screenshot` can wait for a chart that is still being computed (Screenshot::save).
inline std::atomic<int>& backgroundJobs() {
    static std::atomic<int> jobs{0};
    return jobs;
}

template <class R> class BackgroundTask {
public:
    BackgroundTask() = default;
    BackgroundTask(const BackgroundTask&) = delete;
    BackgroundTask& operator=(const BackgroundTask&) = delete;
    ~BackgroundTask() { cancel(); } // a running job finishes on its own; its result is dropped

    // `work` runs off the GUI thread; `done` runs on `context`'s thread, unless cancelled or
    // superseded, or `context` is gone by then.
    template <class Work> void start(Work work, QObject* context, std::function<void(R)> done) {
        cancel();
        auto flag = std::make_shared<std::atomic<bool>>(false);
        m_flag = flag;
        ++m_running;
        auto* watcher = new QFutureWatcher<R>(context);
        // Counted until the handler below is gone: after it ran, or with its watcher.
        struct Job {
            Job() { ++backgroundJobs(); }
            ~Job() { --backgroundJobs(); }
        };
        auto job = std::make_shared<Job>();
        QObject::connect(watcher, &QFutureWatcher<R>::finished, context,
                         [this, watcher, flag, job, done = std::move(done)] {
                             --m_running;
                             if (!flag->load()) {
                                 done(watcher->result());
                             }
                             watcher->deleteLater();
                         });
        watcher->setFuture(
            QtConcurrent::run([work = std::move(work), flag] { return work(*flag); }));
    }

    void cancel() {
        if (m_flag) {
            m_flag->store(true);
            m_flag.reset();
        }
    }
    bool running() const { return m_running > 0; }

private:
    std::shared_ptr<std::atomic<bool>> m_flag;
    int m_running = 0;
};

} // namespace redlock::ui
