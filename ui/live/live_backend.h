#pragma once
// LiveBackend: the worker behind the local, Docker and external backends. It lives on its own
// QThread and owns every network object (core objects are single-threaded: they are created,
// used and destroyed only here): the masters it runs (a MasterCluster: LocalServers, or a
// DockerCluster of containers it started or found) with the one fault injector over them
// (MasterFaults), one fan-out for the Redlock client and one for health probes, the client
// itself and the lock it currently holds. Leaving a backend stops only what it started.
// The GUI talks to it only through queued calls and gets plain value snapshots back.
//
// After start and after every toggle it runs a real acquire (and releases the lock after
// LiveConfig::holdMs, so the inspector can show the holder and its PTTL counting down).
// Health: PING + INSPECT on all masters every kProbeGapMs after the previous probe finished.

#include "ui/live/live_types.h"

#include "core/client/redlock.h"
#include "core/servers/local_servers.h"
#include "core/servers/master_faults.h"

#include <QObject>

#include <memory>
#include <optional>
#include <vector>

class QTimer;

namespace redlock {
class PartitionFanOut;
class TlsContext;
namespace docker {
class DockerCluster;
}
} // namespace redlock

namespace redlock::ui {

class LiveBackend : public QObject {
    Q_OBJECT
public:
    static constexpr int kProbeGapMs = 100;
    static constexpr const char* kResource = "lab";

    LiveBackend();
    ~LiveBackend() override;

    // All of these must run on the worker thread (BackendModel queues them there).
    void start(const LiveConfig& cfg);
    void stop();
    void toggle(int index, DownMode mode);
    void acquire();

signals:
    void started(bool ok, const QString& error);
    void statusChanged(const QList<redlock::ui::MasterStatus>& masters);
    void acquired(const redlock::ui::LiveAcquire& result);
    void actionFailed(const QString& error);
    // What runs the masters, one line (the Docker engine and its API version, ...).
    void engineNamed(const QString& engine, const QString& plainTextNetwork);

private:
    void probe();
    void releaseHeld();
    void takeLock(); // C1 acquires: m_last, m_lock and the hold timer; emits nothing
    // DownMode::RestartThenAsk on master `index` (live_types.h, LostKeyRound).
    void lostKeyRound(int index);
    void takeDown(int index, DownMode mode);
    void bringBack(int index);
    bool restartServer(int index);
    bool fault(int index, MasterFault f);
    // Starts the masters the app runs itself (a switch over Backend: a new kind of runner is
    // named there by the compiler). The error, or empty; m_cluster stays null for masters the
    // app does not run (external).
    QString startMasters(const LiveConfig& cfg);
    QString clientPause(int index);
    int size() const;

    LiveConfig m_cfg;
    std::shared_ptr<const TlsContext> m_tls; // external masters over TLS (made in start())
    std::vector<Address> m_addresses;
    std::unique_ptr<MasterCluster> m_cluster;  // local or docker; null for external
    std::unique_ptr<MasterFaults> m_faults;    // over m_cluster
    LocalServers* m_local = nullptr;           // m_cluster, when it is local processes
    docker::DockerCluster* m_docker = nullptr; // m_cluster, when it is containers
    std::unique_ptr<PartitionFanOut> m_lockFan;
    std::unique_ptr<PartitionFanOut> m_probeFan;
    std::unique_ptr<Redlock> m_client;
    std::optional<Lock> m_lock;
    // The second client of a lost-key round, on a fan-out of its own, and the lock it won.
    std::unique_ptr<PartitionFanOut> m_secondFan;
    std::unique_ptr<Redlock> m_second;
    std::optional<Lock> m_secondLock;
    LiveAcquire m_last;
    // What we did to each master on purpose; the probe tells the rest.
    std::vector<MasterState> m_intent;
    std::vector<Micros> m_pausedUntil;
    SteadyClock m_clock;
    QTimer* m_probeTimer;
    QTimer* m_holdTimer;
    int m_epoch = 0; // bumped by stop(), so a delayed restart from before does nothing
};

} // namespace redlock::ui
