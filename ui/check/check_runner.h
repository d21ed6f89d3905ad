#pragma once
// CheckRunner: runs one ChaosCheck (the same core run as `redlockctl check`) on a worker
// QThread, so the GUI thread never waits on its servers or sockets. The run blocks its thread
// from start to end, so nothing is queued to it: the GUI reads ChaosCheck::progress() (atomic
// counters, safe from any thread) on its own timer, and cancels through the same flag the CLI's
// SIGINT handler sets. The ChaosCheck object lives until the next start or the runner's end,
// so a read never meets a destroyed check.

#include "core/check/chaos_check.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <memory>
#include <optional>

class QThread;

namespace redlock::ui {

class CheckRunner : public QObject {
    Q_OBJECT
public:
    explicit CheckRunner(QObject* parent = nullptr);
    // Cancels a run still going and waits for it: its servers are stopped by pid before the
    // runner is gone (the quit path; a few seconds at most).
    ~CheckRunner() override;

    // False when a run is still going. The options must have passed checkCheckOptions().
    bool start(const check::CheckOptions& opt);
    void cancel();
    bool isRunning() const { return m_thread != nullptr; }
    bool cancelRequested() const { return m_cancel.load(); }

    check::CheckProgress progress() const;
    const check::CheckOptions& options() const { return m_opt; }
    // After finished(): the report, or the reason there is none (servers would not start).
    const std::optional<check::CheckReport>& report() const { return m_report; }
    QString error() const { return m_error; }

signals:
    void finished();

private:
    void onThreadFinished();

    check::CheckOptions m_opt;
    std::unique_ptr<check::ChaosCheck> m_check;
    std::atomic<bool> m_cancel{false};
    QThread* m_thread = nullptr;
    // Written by the worker before its thread ends, read on the GUI thread after finished.
    std::optional<Result<check::CheckReport>> m_result;
    std::optional<check::CheckReport> m_report;
    QString m_error;
};

} // namespace redlock::ui
