#pragma once
// The model of the lease page: one job queue on the in-memory JobLease backend (virtual time on
// a ManualClock), two workers, and a log of what happened in words. The buttons of the page call
// the actions; every rule (fence, lapse, reap, stale completion) is decided by the core.

#include "core/joblease/mock_job_lease.h"
#include "core/lock/clock.h"

#include <QObject>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace redlock::ui {

class LeaseLab : public QObject {
    Q_OBJECT
public:
    static constexpr Millis kLease{10000};
    static constexpr Millis kAdvance{5000};

    explicit LeaseLab(QObject* parent = nullptr);

    void reset();
    void claim(int worker); // 1 or 2
    void pauseWorker1();
    void advance();
    void runReaper();
    // Every worker holding a job runs the (idempotent) handler and reports with its fence; a
    // paused worker wakes up for it, last, as a GC pause ends.
    void complete();
    // One of the above by the name a question file and the page's buttons use: claim1, claim2,
    // pause1, advance, reap, complete. False (nothing done) for any other name.
    bool play(const std::string& action);
    static bool knowsAction(const std::string& action);

    LeaseSnapshot snapshot();
    std::int64_t nowMs() const { return m_clock.now().count() / 1000; }
    const std::optional<ClaimedJob>& held(int worker) const { return m_held[worker == 2 ? 1 : 0]; }
    bool worker1Paused() const { return m_paused; }
    QStringList log() const;
    int staleRejected() const { return m_staleRejected; }
    int handlerRuns() const { return m_handlerRuns; }
    // What the lease said to `worker`'s last completion (none yet: nullopt).
    std::optional<Completion> completion(int worker) const {
        return m_completion[worker == 2 ? 1 : 0];
    }

signals:
    void changed();

private:
    void say(std::function<QString()> line);
    void completeFor(int worker);

    ManualClock m_clock;
    std::unique_ptr<MockJobLease> m_lease;
    std::optional<ClaimedJob> m_held[2];
    bool m_paused = false;
    QList<std::function<QString()>> m_log;
    int m_staleRejected = 0;
    int m_handlerRuns = 0;
    std::optional<Completion> m_completion[2];
};

} // namespace redlock::ui
