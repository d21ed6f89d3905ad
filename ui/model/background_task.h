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

template <class R>
class BackgroundTask {
public:
    BackgroundTask() = default;
    BackgroundTask(const BackgroundTask&) = delete;
    BackgroundTask& operator=(const BackgroundTask&) = delete;
    ~BackgroundTask() { cancel(); } // a running job finishes on its own; its result is dropped

    // `work` runs off the GUI thread; `done` runs on `context`'s thread, unless cancelled or
    // superseded, or `context` is gone by then.
    template <class Work>
    void start(Work work, QObject* context, std::function<void(R)> done) {
        cancel();
        auto flag = std::make_shared<std::atomic<bool>>(false);
        m_flag = flag;
        ++m_running;
        auto* watcher = new QFutureWatcher<R>(context);
        QObject::connect(watcher, &QFutureWatcher<R>::finished, context,
                         [this, watcher, flag, done = std::move(done)] {
                             --m_running;
                             if (!flag->load()) {
                                 done(watcher->result());
                             }
                             watcher->deleteLater();
                         });
        watcher->setFuture(QtConcurrent::run([work = std::move(work), flag] { return work(*flag); }));
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
