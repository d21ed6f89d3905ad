#include "ui/live/backend_model.h"

#include "ui/live/backend_kinds.h"
#include "ui/live/live_backend.h"
#include "ui/model/lab_state.h"
#include "ui/model/readouts.h"

#include "core/lock/quorum.h"

#include <QCoreApplication>
#include <QThread>

#include <algorithm>

namespace redlock::ui {

BackendModel::BackendModel(LabState* state, QObject* parent)
    : QObject(parent), m_state(state), m_thread(new QThread(this)), m_worker(new LiveBackend) {
    qRegisterMetaType<LiveAcquire>();
    qRegisterMetaType<QList<MasterStatus>>();
    for (const auto& kind : backendKinds()) {
        m_modes[kind.backend].fill(kind.modes.value(0, DownMode::Crash));
    }
    m_thread->setObjectName(QStringLiteral("live-backend"));
    m_worker->moveToThread(m_thread);
    // The worker is deleted on its own thread once the loop ends, after stop() (shutdown()).
    connect(m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &LiveBackend::started, this, &BackendModel::onStarted);
    connect(m_worker, &LiveBackend::statusChanged, this, &BackendModel::onStatus);
    connect(m_worker, &LiveBackend::acquired, this, &BackendModel::onAcquired);
    connect(m_worker, &LiveBackend::engineNamed, this,
            [this](const QString& engine, const QString& plainTextNetwork) {
                m_engine = engine;
                m_plainTextNetwork = plainTextNetwork;
                emit changed();
            });
    connect(m_worker, &LiveBackend::actionFailed, this, [this](const QString& error) {
        m_actionError = error;
        emit changed();
    });
    connect(m_state, &LabState::toggleRequested, this, &BackendModel::toggle);
    // On mock the LabState is the backend: its changes are this model's changes too.
    connect(m_state, &LabState::changed, this, [this] {
        if (!isLive()) {
            emit changed();
        }
    });
    // aboutToQuit covers every orderly way out of the event loop (window closed, Quit,
    // --screenshot), so no server outlives the app even if the model is never destroyed.
    if (auto* app = QCoreApplication::instance()) {
        connect(app, &QCoreApplication::aboutToQuit, this, &BackendModel::shutdown);
    }
    m_thread->start();
}

BackendModel::~BackendModel() {
    shutdown();
}

void BackendModel::shutdown() {
    if (!m_thread->isRunning()) {
        return;
    }
    LiveBackend* w = m_worker;
    QMetaObject::invokeMethod(
        w, [w] { w->stop(); }, Qt::BlockingQueuedConnection);
    m_thread->quit();
    m_thread->wait();
}

void BackendModel::apply(const LiveConfig& cfg) {
    m_cfg = cfg;
    m_error.clear();
    m_actionError.clear();
    m_masters.clear();
    m_acquire.reset();
    m_engine.clear();
    m_plainTextNetwork.clear();
    m_state->setLiveVerdict(std::nullopt);
    const bool live = isLive();
    m_state->setLiveControl(live);
    m_state->setMasterCount(live && cfg.backend == Backend::External
                                ? static_cast<int>(cfg.masters.size())
                                : cfg.count);
    for (int i = 0; i < m_state->masterCount(); ++i) {
        m_state->setMasterUp(i, !live); // live masters count as down until a probe says up
    }
    if (live) {
        m_state->setTtl(cfg.ttlMs);
    }
    m_busy = live;
    LiveBackend* w = m_worker;
    if (live) {
        QMetaObject::invokeMethod(
            w, [w, cfg] { w->start(cfg); }, Qt::QueuedConnection);
    } else {
        QMetaObject::invokeMethod(
            w, [w] { w->stop(); }, Qt::QueuedConnection);
    }
    emit changed();
}

void BackendModel::toggle(int index) {
    if (!isReady() || index < 0 || index >= m_masters.size()) {
        return;
    }
    m_actionError.clear();
    LiveBackend* w = m_worker;
    const DownMode mode = downMode(index);
    QMetaObject::invokeMethod(
        w, [w, index, mode] { w->toggle(index, mode); }, Qt::QueuedConnection);
}

void BackendModel::acquireNow() {
    if (isReady()) {
        LiveBackend* w = m_worker;
        QMetaObject::invokeMethod(
            w, [w] { w->acquire(); }, Qt::QueuedConnection);
    }
}

void BackendModel::onStarted(bool ok, const QString& error) {
    m_busy = false;
    m_error = ok ? QString() : error;
    emit changed();
}

void BackendModel::onStatus(const QList<MasterStatus>& masters) {
    if (!isLive()) {
        return; // a late snapshot from a backend that was switched off
    }
    m_masters = masters;
    if (masters.size() != m_state->masterCount()) {
        m_state->setMasterCount(static_cast<int>(masters.size())); // Docker: as many as were found
    }
    for (int i = 0; i < masters.size(); ++i) {
        m_state->setMasterUp(i, masters[i].state == MasterState::Up);
    }
    emit changed();
}

void BackendModel::onAcquired(const LiveAcquire& result) {
    if (!isLive()) {
        return;
    }
    m_acquire = result;
    m_state->setLiveVerdict(result.verdict, LabState::slotsOf(result.attempt.masters),
                            result.release ? result.released : -1);
    emit changed();
}

QList<MasterStatus> BackendModel::masters() const {
    if (isLive()) {
        return m_masters;
    }
    QList<MasterStatus> out;
    for (int i = 0; i < m_state->masterCount(); ++i) {
        MasterStatus s;
        // No address: an embedded mock master (the inspector names it "M<i> (mock)").
        s.state = m_state->isUp(i) ? MasterState::Up : MasterState::Down;
        out.append(s);
    }
    return out;
}

QList<DownMode> BackendModel::modesFor(Backend backend) {
    return backendKind(backend).modes;
}

DownMode BackendModel::downMode(int index) const {
    const auto i = static_cast<std::size_t>(std::clamp(index, 0, 8));
    return m_modes.at(m_cfg.backend)[i];
}

bool BackendModel::canStartDocker() const {
    return m_cfg.backend == Backend::Docker && !m_busy && !m_error.isEmpty() && !m_cfg.dockerStart;
}

void BackendModel::startDockerMasters() {
    LiveConfig cfg = m_cfg;
    cfg.backend = Backend::Docker;
    cfg.dockerStart = true;
    cfg.count = 5;
    apply(cfg);
}

void BackendModel::setDownMode(int index, DownMode mode) {
    if (index < 0 || index >= 9 || !modesFor(m_cfg.backend).contains(mode)) {
        return;
    }
    auto& slot = m_modes.at(m_cfg.backend)[static_cast<std::size_t>(index)];
    if (slot != mode) {
        slot = mode;
        emit changed();
    }
}

QString BackendModel::backendName() const {
    switch (m_cfg.backend) {
    case Backend::Local:
        return tr("local");
    case Backend::External:
        return tr("external");
    case Backend::Docker:
        return tr("Docker");
    case Backend::Mock:
        break;
    }
    return tr("mock");
}

QString BackendModel::statusText() const {
    if (!isLive()) {
        return tr("Backend: mock (embedded, virtual time)");
    }
    const int n = m_state->masterCount();
    if (m_busy) {
        switch (m_cfg.backend) {
        case Backend::Local:
            return tr("Backend: local: starting %1 servers…").arg(n);
        case Backend::Docker:
            return m_cfg.dockerStart ? tr("Backend: Docker: starting %1 containers…").arg(n)
                                     : tr("Backend: Docker: looking for masters…");
        case Backend::External:
            return tr("Backend: external: connecting to %1 masters…").arg(n);
        case Backend::Mock: // not live: answered above
            break;
        }
    }
    if (!m_error.isEmpty()) {
        return tr("Backend: %1: failed: %2").arg(backendName(), m_error);
    }
    switch (m_cfg.backend) {
    case Backend::Local:
        return tr("Backend: local: %1 real servers on 127.0.0.1, started by this app").arg(n);
    case Backend::Docker: {
        const QString where =
            (m_cfg.dockerStart ? tr("Backend: Docker: %1 containers started by this app on %2")
                               : tr("Backend: Docker: %1 containers found on %2"))
                .arg(n)
                .arg(m_engine);
        return m_plainTextNetwork.isEmpty()
                   ? where
                   : tr("Warning: %1 (%2)", "what the masters expose, then the backend status")
                         .arg(exposureText(m_plainTextNetwork), where);
    }
    case Backend::External:
        return tr("Backend: external: %1 masters").arg(n);
    case Backend::Mock: // not live: answered above
        break;
    }
    return {};
}

QString BackendModel::exposureText(const QString& plainTextNetwork) {
    return tr("these masters serve plain text without a password on %1's network: anyone who "
              "reaches it can read and write their keys. Give them TLS (Masters…, Use TLS) or use "
              "this machine's engine.")
        .arg(plainTextNetwork);
}

QString BackendModel::downHint() const {
    switch (m_cfg.backend) {
    case Backend::Local:
        return tr("Local backend: a click kills that master's server (▾: hang or restart "
                  "instead); a second click starts it again.");
    case Backend::External:
        return tr("External backend: a click partitions that master on the client side (▾: "
                  "CLIENT PAUSE instead). Real outages show in the inspector within a second.");
    case Backend::Docker:
        return tr("Docker backend (%1): a click kills that master's container (▾: pause or "
                  "restart it instead); a second click starts it again.")
            .arg(m_engine.isEmpty() ? tr("no engine yet") : m_engine);
    case Backend::Mock:
        break;
    }
    return {};
}

QString BackendModel::lostKeyText(const LostKeyRound& r) {
    const auto names = [](const std::vector<int>& masters) {
        QStringList out;
        for (const int i : masters) {
            out << QStringLiteral("M%1").arg(i + 1);
        }
        return out.join(tr(", ", "between master names"));
    };
    const QString restarted = QStringLiteral("M%1").arg(r.restarted + 1);
    if (!r.notPlayed.isEmpty()) {
        return tr("Lost-key round not played: %1.").arg(r.notPlayed);
    }
    if (!r.firstHeld) {
        return tr("Lost-key round: C1 asked %1 and its bare majority and did not get the lock "
                  "(OK from %2), so there was no key to lose.")
            .arg(restarted, r.firstWon.empty() ? tr("none") : names(r.firstWon));
    }
    const QString first = tr("C1 took the lock on %1, a bare majority. %2 restarted at once")
                              .arg(names(r.firstWon), restarted);
    if (r.restartFailed) {
        return tr("%1, but the restart failed, so C2 did not ask.").arg(first);
    }
    const bool lost =
        std::find(r.secondWon.begin(), r.secondWon.end(), r.restarted) != r.secondWon.end();
    const QString keyFate = lost ? tr("and forgot C1's key") : tr("and still had C1's key");
    if (r.secondHeld && r.firstStillValid) {
        return tr("%1 %2; then C2 asked and won %3. Two clients held the lock at once: a "
                  "restart without persistence broke mutual exclusion.")
            .arg(first, keyFate, names(r.secondWon));
    }
    if (r.secondHeld) {
        return tr("%1 %2; C2 then won %3, but only after C1's validity had run out: one holder "
                  "at a time.")
            .arg(first, keyFate, names(r.secondWon));
    }
    return tr("%1 %2; then C2 asked and counted only %3 OK of the %4 it needs: C2 did not get "
              "the lock, C1 alone held it.")
        .arg(first, keyFate)
        .arg(r.secondWon.size())
        .arg(majority(r.n).value());
}

QString BackendModel::acquireText() const {
    if (!isLive()) {
        return {};
    }
    if (m_busy) {
        return m_cfg.backend == Backend::Docker && !m_cfg.dockerStart
                   ? tr("Looking for the masters on the Docker engine…")
                   : tr("Starting the masters…");
    }
    if (!m_error.isEmpty()) {
        return tr("The backend could not start: %1").arg(m_error);
    }
    if (!m_acquire) {
        return tr("Live acquire: waiting for the first result…");
    }
    const LiveAcquire& a = *m_acquire;
    if (a.lostKey) {
        return lostKeyText(*a.lostKey);
    }
    QString text = tr("Live acquire: %1/%2 OK in %3 ms → %4")
                       .arg(a.votes)
                       .arg(a.verdict.n)
                       .arg(Readouts::ms(a.elapsed))
                       .arg(a.verdict.held ? tr("held") : tr("refused"));
    // Settling early is why a 5-up lab can read 3/5: the rest were decided without, and
    // their answers, read after the verdict, are shown for what they were.
    const auto answers = LabState::slotsOf(a.attempt.masters);
    const auto late = std::count(answers.begin(), answers.end(), MasterSlot::LateOk);
    const auto unread = std::count(answers.begin(), answers.end(), MasterSlot::NotAwaited) +
                        std::count(answers.begin(), answers.end(), MasterSlot::LateMiss);
    const auto unasked = std::count(answers.begin(), answers.end(), MasterSlot::NotAsked);
    if (late > 0) {
        text += tr(" · %1 more OK after the verdict").arg(late);
    }
    if (unread > 0) {
        text += tr(" · %n not awaited", nullptr, static_cast<int>(unread));
    }
    if (unasked > 0) {
        text += tr(" · %n not asked", nullptr, static_cast<int>(unasked));
    }
    if (a.released >= 0) {
        text += tr(" · released on %1/%2").arg(a.released).arg(a.verdict.n);
    }
    return text;
}

} // namespace redlock::ui
