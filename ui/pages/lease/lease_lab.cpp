#include "ui/pages/lease/lease_lab.h"

#include "ui/model/readouts.h"

namespace redlock::ui {

namespace {

const char* const kJob = "job-42";
const char* const kPayload = "thumbnail photo 42";

QString seconds(std::int64_t ms) {
    return Readouts::ms(Micros(Millis(ms)));
}

} // namespace

LeaseLab::LeaseLab(QObject* parent) : QObject(parent) {
    reset();
}

void LeaseLab::reset() {
    m_clock.set(Micros(0));
    m_lease = std::make_unique<MockJobLease>(m_clock, JobLeaseOptions{"redlock-lab:", kLease});
    m_lease->enqueue(kJob, kPayload);
    m_held[0].reset();
    m_held[1].reset();
    m_paused = false;
    m_log.clear();
    m_staleRejected = 0;
    m_handlerRuns = 0;
    m_completion[0].reset();
    m_completion[1].reset();
    say([=] {
        return tr("One job waits in the pending list. The lease lasts %1 ms of the server's clock.")
            .arg(seconds(kLease.count()));
    });
    emit changed();
}

void LeaseLab::say(std::function<QString()> line) {
    // Kept as a function so the log is worded in the current language each time it is read.
    const std::int64_t at = nowMs();
    m_log.append(
        [at, line = std::move(line)] { return tr("[t = %1 ms] %2").arg(seconds(at), line()); });
}

QStringList LeaseLab::log() const {
    QStringList out;
    for (const auto& line : m_log) {
        out << line();
    }
    return out;
}

void LeaseLab::claim(int worker) {
    auto& slot = m_held[worker == 2 ? 1 : 0];
    if (slot) {
        say([=] {
            return tr("Worker %1 already holds %2.")
                .arg(worker)
                .arg(QString::fromStdString(slot->id));
        });
    } else if (worker == 1 && m_paused) {
        say([=] { return tr("Worker 1 is paused and cannot do anything."); });
    } else if (auto job = m_lease->claim(); job && job.value()) {
        slot = *job.value();
        say([=] {
            return tr("Worker %1 claims %2: attempts becomes %3, its fence; lease until %4 ms.")
                .arg(worker)
                .arg(QString::fromStdString(slot->id))
                .arg(slot->attempts)
                .arg(seconds(slot->deadlineMs));
        });
    } else {
        say([=] { return tr("Worker %1 finds nothing pending.").arg(worker); });
    }
    emit changed();
}

void LeaseLab::pauseWorker1() {
    m_paused = true;
    // Worded from what worker 1 really holds, like the page's status line.
    if (const auto& job = m_held[0]) {
        const QString id = QString::fromStdString(job->id);
        say([=] {
            return tr("Worker 1 stops in a long GC pause, still believing it holds %1.").arg(id);
        });
    } else {
        say([=] { return tr("Worker 1 stops in a long GC pause; it holds no job."); });
    }
    emit changed();
}

void LeaseLab::advance() {
    m_clock.advance(Micros(kAdvance));
    say([=] { return tr("%1 ms pass.").arg(seconds(kAdvance.count())); });
    emit changed();
}

void LeaseLab::runReaper() {
    const int moved = m_lease->reap().value();
    say([=] {
        return moved > 0 ? tr("The reaper returns %n lapsed job(s) to pending.", nullptr, moved)
                         : tr("The reaper finds no lapsed lease.");
    });
    emit changed();
}

void LeaseLab::completeFor(int worker) {
    auto& slot = m_held[worker == 2 ? 1 : 0];
    if (!slot) {
        return;
    }
    // The handler is idempotent: it derives the result from the payload alone, so running it
    // twice writes the same thing and a second run is harmless.
    ++m_handlerRuns;
    const std::string result = "done: " + slot->payload;
    const Completion c = m_lease->complete(slot->id, slot->attempts, result).value();
    m_completion[worker == 2 ? 1 : 0] = c;
    const QString id = QString::fromStdString(slot->id);
    switch (c) {
    case Completion::Accepted:
        say([=] {
            return tr("Worker %1 completes %2 with fence %3: accepted.")
                .arg(worker)
                .arg(id)
                .arg(slot->attempts);
        });
        break;
    case Completion::Duplicate:
        say([=] {
            return tr("Worker %1 reports %2 again with fence %3: already done, nothing changes.")
                .arg(worker)
                .arg(id)
                .arg(slot->attempts);
        });
        break;
    case Completion::Stale:
        ++m_staleRejected;
        say([=] {
            return tr("Worker %1 completes %2 with fence %3: REJECTED as stale, the job was "
                      "re-claimed since.")
                .arg(worker)
                .arg(id)
                .arg(slot->attempts);
        });
        break;
    case Completion::Unknown:
        say([=] { return tr("Worker %1 reports an unknown job.").arg(worker); });
        break;
    }
    slot.reset();
}

void LeaseLab::complete() {
    if (!m_held[0] && !m_held[1]) {
        say([=] { return tr("No worker holds a job."); });
    }
    completeFor(2);
    if (m_paused && m_held[0]) {
        m_paused = false;
        say([=] { return tr("Worker 1 wakes up from its pause and finishes its work."); });
    }
    if (!m_paused) {
        completeFor(1);
    }
    emit changed();
}

LeaseSnapshot LeaseLab::snapshot() {
    return m_lease->snapshot().value();
}

namespace {
// The action names of question files and of the page's buttons, each with what it does.
struct NamedAction {
    const char* name;
    void (*run)(LeaseLab&);
};
constexpr NamedAction kActions[] = {
    {"claim1", [](LeaseLab& l) { l.claim(1); }},
    {"claim2", [](LeaseLab& l) { l.claim(2); }},
    {"pause1", [](LeaseLab& l) { l.pauseWorker1(); }},
    {"advance", [](LeaseLab& l) { l.advance(); }},
    {"reap", [](LeaseLab& l) { l.runReaper(); }},
    {"complete", [](LeaseLab& l) { l.complete(); }},
};
const NamedAction* findAction(const std::string& action) {
    for (const NamedAction& a : kActions) {
        if (action == a.name) {
            return &a;
        }
    }
    return nullptr;
}
} // namespace

bool LeaseLab::knowsAction(const std::string& action) {
    return findAction(action) != nullptr;
}

bool LeaseLab::play(const std::string& action) {
    const NamedAction* a = findAction(action);
    if (a) {
        a->run(*this);
    }
    return a != nullptr;
}

} // namespace redlock::ui
