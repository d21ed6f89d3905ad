#include "ui/check/check_runner.h"

#include <QThread>

namespace redlock::ui {

CheckRunner::CheckRunner(QObject* parent) : QObject(parent) {}

CheckRunner::~CheckRunner() {
    if (m_thread) {
        m_cancel.store(true);
        m_thread->wait();
        delete m_thread;
    }
}

bool CheckRunner::start(const check::CheckOptions& opt) {
    if (m_thread) {
        return false;
    }
    m_opt = opt;
    m_cancel.store(false);
    m_result.reset();
    m_report.reset();
    m_error.clear();
    m_check = std::make_unique<check::ChaosCheck>(opt, &m_cancel);
    check::ChaosCheck* run = m_check.get();
    m_thread = QThread::create([this, run] { m_result = run->run(); });
    m_thread->setObjectName(QStringLiteral("safety-check"));
    // QThread::finished is emitted from the worker; the queued call lands on the GUI thread
    // after the thread's writes (m_result) are done.
    connect(m_thread, &QThread::finished, this, &CheckRunner::onThreadFinished,
            Qt::QueuedConnection);
    m_thread->start();
    return true;
}

void CheckRunner::cancel() {
    m_cancel.store(true);
}

check::CheckProgress CheckRunner::progress() const {
    return m_check ? m_check->progress() : check::CheckProgress{};
}

void CheckRunner::onThreadFinished() {
    if (!m_thread) {
        return;
    }
    m_thread->wait(); // already done: finished() is its last act
    delete m_thread;
    m_thread = nullptr;
    if (m_result && m_result->ok()) {
        m_report = m_result->value();
    } else {
        m_error =
            m_result ? QString::fromStdString(m_result->error().message) : QStringLiteral("?");
    }
    m_result.reset();
    emit finished();
}

} // namespace redlock::ui
