#pragma once
// BackendModel: the GUI-side face of the backend. It owns the worker thread and its
// LiveBackend, keeps the latest snapshots the worker sent (per-master status, last real
// acquire), mirrors them into the LabState the pages read, and emits one coarse changed().
// On the mock backend the worker idles and LabState toggles masters by itself.
//
// Nothing here blocks on the network: every request is queued to the worker. The one exception
// is shutdown(), which waits for the worker to stop the servers it started (quit path only).

#include "ui/live/live_types.h"

#include <QList>
#include <QObject>

#include <array>
#include <map>
#include <optional>

class QThread;

namespace redlock::ui {

class LabState;
class LiveBackend;

class BackendModel : public QObject {
    Q_OBJECT
public:
    explicit BackendModel(LabState* state, QObject* parent = nullptr);
    ~BackendModel() override;

    const LiveConfig& config() const { return m_cfg; }
    Backend backend() const { return m_cfg.backend; }
    bool isLive() const { return m_cfg.backend != Backend::Mock; }
    bool isBusy() const { return m_busy; }
    bool isReady() const { return isLive() && !m_busy && m_error.isEmpty(); }
    QString error() const { return m_error; }
    QString lastActionError() const { return m_actionError; }
    // What runs the live masters, as the worker named it ("Docker 20.10.24 (API 1.41) at
    // unix:///var/run/docker.sock"); empty on mock and external.
    QString engine() const { return m_engine; }
    // The host on whose network the Docker masters serve plain text (a remote engine without
    // TLS: MasterCluster::plainTextNetwork()); empty otherwise. statusText() then warns first,
    // so a status line cut at a narrow window's edge keeps the warning.
    QString plainTextNetwork() const { return m_plainTextNetwork; }
    // Docker found no masters (or could not look): the banner offers to start some.
    bool canStartDocker() const;
    // "Start five masters in Docker": the containers are the app's, removed when it leaves.
    void startDockerMasters();
    // Live: the worker's last probe. Mock: one row per mock master from the LabState.
    QList<MasterStatus> masters() const;
    const std::optional<LiveAcquire>& lastAcquire() const { return m_acquire; }

    DownMode downMode(int index) const;
    void setDownMode(int index, DownMode mode);
    static QList<DownMode> modesFor(Backend backend);

    // Switches backend (stopping the servers of the previous one); the config must have
    // passed MastersDialog::validate() (or the same checks).
    void apply(const LiveConfig& cfg);
    void toggle(int index);
    void acquireNow();
    // Stops the worker and every server it started; waits for it. Safe to call twice.
    void shutdown();

    // Sentences for the pages and the status bar (tr() text).
    QString backendName() const;
    QString statusText() const;
    QString downHint() const;
    QString acquireText() const;
    // The sentence for a lost-key round, true of what the two clients' traces say.
    static QString lostKeyText(const LostKeyRound& round);
    // What masters serving plain text on `plainTextNetwork`'s network expose (the core's
    // exposureWarning() in tr() words), for the status line.
    static QString exposureText(const QString& plainTextNetwork);

signals:
    void changed();

private:
    void onStarted(bool ok, const QString& error);
    void onStatus(const QList<MasterStatus>& masters);
    void onAcquired(const LiveAcquire& result);

    LabState* m_state;
    QThread* m_thread;
    LiveBackend* m_worker;
    LiveConfig m_cfg;
    bool m_busy = false;
    QString m_error;
    QString m_actionError;
    QList<MasterStatus> m_masters;
    std::optional<LiveAcquire> m_acquire;
    QString m_engine;
    QString m_plainTextNetwork;
    // Chosen per backend and master, kept across restarts: m_modes[backend][master]. One entry
    // per row of backendKinds(), made in the constructor (no count of backends here).
    std::map<Backend, std::array<DownMode, 9>> m_modes;
};

} // namespace redlock::ui
