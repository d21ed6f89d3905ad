#include "ui/live/live_backend.h"

#include "core/docker/docker_cluster.h"
#include "core/json/json_out.h"
#include "core/lock/quorum.h"
#include "core/valkey/admin.h"

#include "core/valkey/partition_fan_out.h"
#include "core/valkey/tls.h"

#include <QTimer>

#include <algorithm>
#include <random>

namespace redlock::ui {

namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

enum class Side { Server, Client };

// The TLS files given in the Masters dialog, each named in an error by the dialog's words.
TlsSettings dialogFiles(const QString& ca, const QString& cert, const QString& key, Side side) {
    TlsSettings ts;
    ts.caFile = ca.toStdString();
    ts.certFile = cert.toStdString();
    ts.keyFile = key.toStdString();
    ts.caName = "CA file";
    ts.certName = side == Side::Server ? "server certificate" : "client certificate";
    ts.keyName = side == Side::Server ? "server key" : "client key";
    return ts;
}

} // namespace

LiveBackend::LiveBackend() : m_probeTimer(new QTimer(this)), m_holdTimer(new QTimer(this)) {
    // Single-shot and re-armed after each probe: a slow probe (a hung master costs its whole
    // timeout) can never pile up ticks behind it.
    m_probeTimer->setSingleShot(true);
    m_probeTimer->setInterval(kProbeGapMs);
    connect(m_probeTimer, &QTimer::timeout, this, &LiveBackend::probe);
    m_holdTimer->setSingleShot(true);
    connect(m_holdTimer, &QTimer::timeout, this, [this] {
        releaseHeld();
        probe();
    });
}

LiveBackend::~LiveBackend() {
    stop();
}

int LiveBackend::size() const {
    return static_cast<int>(m_addresses.size());
}

QString LiveBackend::startMasters(const LiveConfig& cfg) {
    switch (cfg.backend) {
    case Backend::Local: {
        LocalServerOptions so;
        so.persistence = cfg.persistence ? Persistence::Always : Persistence::None;
        auto servers = LocalServers::start(cfg.count, so);
        if (!servers) {
            return qs(servers.error().message);
        }
        auto owned = std::make_unique<LocalServers>(std::move(servers).value());
        m_local = owned.get();
        m_cluster = std::move(owned);
        break;
    }
    case Backend::Docker: {
        auto where = docker::endpointFromEnvironment();
        if (!where) {
            return qs(where.error().message);
        }
        auto api = docker::DockerApi::connect(*where);
        if (!api) {
            return qs(api.error().message);
        }
        docker::DockerOptions o;
        o.image = cfg.dockerImage.toStdString();
        o.persistence = cfg.persistence ? Persistence::Always : Persistence::None;
        if (cfg.dockerStart && cfg.tls) {
            // The servers' files are checked here, on the worker, before any container exists.
            auto tls = servedTls(
                dialogFiles(cfg.tlsCa, cfg.tlsServerCert, cfg.tlsServerKey, Side::Server));
            if (!tls) {
                return qs(tls.error().message);
            }
            o.tls = std::move(tls->server);
            o.clientTls = std::move(tls->client);
        }
        auto c = cfg.dockerStart
                     ? docker::DockerCluster::start(std::move(api).value(), cfg.count, o)
                     : docker::DockerCluster::find(std::move(api).value(),
                                                   cfg.dockerProject.toStdString());
        if (!c) {
            return qs(c.error().message);
        }
        auto owned = std::make_unique<docker::DockerCluster>(std::move(c).value());
        m_docker = owned.get();
        m_cluster = std::move(owned);
        break;
    }
    case Backend::External: // named by the user, run by someone else
    case Backend::Mock:     // simulated: nothing runs
        return {};
    }
    m_faults = std::make_unique<MasterFaults>(*m_cluster);
    m_addresses = m_cluster->addresses();
    emit engineNamed(qs(m_cluster->engine()), qs(m_cluster->plainTextNetwork()));
    return {};
}

void LiveBackend::start(const LiveConfig& cfg) {
    stop();
    m_cfg = cfg;
    if (const QString error = startMasters(cfg); !error.isEmpty()) {
        stop();
        emit started(false, error);
        return;
    }
    if (!m_cluster) {
        // Name resolution can block, which is why it happens here and not in the dialog.
        auto masters = parseMasters(joinAddresses(cfg.masters), true);
        if (!masters) {
            emit started(false, qs(masters.error().message));
            return;
        }
        m_addresses = std::move(masters).value();
    }
    ValkeyOptions vo;
    vo.password = cfg.password.toStdString();
    m_tls.reset();
    if (m_docker != nullptr) {
        // Containers: the client made when the app started them over TLS (trusting the user's
        // CA, read once), or when it found them serving TLS (`redlockctl masters start --docker
        // --tls-cert`: the CA on their label); none for plain text.
        m_tls = m_docker->clientTls();
    } else if (cfg.tls) {
        // The files are read here, on the worker: a slow disk never stalls the window.
        auto tls =
            TlsContext::create(dialogFiles(cfg.tlsCa, cfg.tlsCert, cfg.tlsKey, Side::Client));
        if (!tls) {
            stop();
            emit started(false, qs(tls.error().message));
            return;
        }
        m_tls = std::move(tls).value();
    }
    vo.tls = m_tls;
    RedlockOptions ro;
    ro.ttl = Millis(cfg.ttlMs);
    ro.timeout = Millis(cfg.timeoutMs);
    if (auto ok = checkOptions(ro); !ok) {
        stop();
        emit started(false, qs(ok.error().message));
        return;
    }
    vo.prefix = ro.prefix;
    m_lockFan = std::make_unique<PartitionFanOut>(m_addresses, vo);
    m_probeFan = std::make_unique<PartitionFanOut>(m_addresses, vo);
    m_client = std::make_unique<Redlock>(*m_lockFan, ro, Rng{std::random_device{}()});
    m_secondFan = std::make_unique<PartitionFanOut>(m_addresses, vo);
    m_second = std::make_unique<Redlock>(*m_secondFan, ro, Rng{std::random_device{}()});
    m_intent.assign(m_addresses.size(), MasterState::Up);
    m_pausedUntil.assign(m_addresses.size(), Micros{0});
    emit started(true, {});
    // The masters' states reach the GUI before the first verdict: the majority readout never
    // says "held" while it still counts every master as down.
    probe();
    acquire();
}

void LiveBackend::stop() {
    ++m_epoch;
    m_probeTimer->stop();
    m_holdTimer->stop();
    if (m_client) {
        releaseHeld();
    }
    m_client.reset();
    m_second.reset();
    m_lockFan.reset();
    m_secondFan.reset();
    m_probeFan.reset();
    m_addresses.clear();
    m_intent.clear();
    // Local: by pid, SIGCONT first so a hung one can act on SIGTERM. Docker: the containers
    // this worker created are removed by id; found ones are left as they are.
    m_faults.reset();
    m_local = nullptr;
    m_docker = nullptr;
    m_cluster.reset();
}

void LiveBackend::acquire() {
    if (!m_client) {
        return;
    }
    releaseHeld();
    takeLock();
    emit acquired(m_last);
    probe(); // the inspector shows the new holder at once
}

void LiveBackend::takeLock() {
    AcquireResult r = m_client->acquire(kResource);
    Attempt& last = r.attempts.back();
    if (r.held) {
        // The masters not awaited still answer: read them (at most one timeout) and show them.
        m_client->readLate(last.masters);
    }
    m_last = LiveAcquire{};
    m_last.verdict = *last.verdict;
    m_last.votes = last.votes;
    for (const auto& m : last.masters) {
        m_last.notAwaited += m.reply.outcome == Outcome::Skipped ? 1 : 0;
    }
    m_last.elapsed = last.t2 - last.t1;
    m_last.key = qs(last.key);
    m_last.token = qs(last.token);
    m_last.attempt = last;
    if (r.held) {
        m_lock = r.lock;
        const long long validMs = r.lock.verdict.validity.count() / 1000;
        m_holdTimer->start(static_cast<int>(std::min(m_cfg.holdMs, std::max(1LL, validMs))));
    }
}

namespace {
// The masters that took the key: OK before the verdict, or read late.
std::vector<int> wonBy(const std::vector<MasterTrace>& masters) {
    std::vector<int> out;
    for (std::size_t i = 0; i < masters.size(); ++i) {
        const MasterTrace& m = masters[i];
        if (m.reply.outcome == Outcome::Ok || (m.late && m.late->outcome == Outcome::Ok)) {
            out.push_back(static_cast<int>(i));
        }
    }
    return out;
}
} // namespace

void LiveBackend::lostKeyRound(int index) {
    releaseHeld(); // a fresh start: no key of ours, or of C2's, left anywhere
    LostKeyRound round;
    round.restarted = index;
    round.n = size();
    const int need = majority(round.n).value(); // n is 1 to 9
    // C1's bare majority: this master and the next ones up, in order.
    std::vector<int> team;
    int up = 0;
    for (int k = 0; k < round.n; ++k) {
        const int j = (index + k) % round.n;
        const bool isUp = m_intent[static_cast<std::size_t>(j)] == MasterState::Up;
        up += isUp ? 1 : 0;
        if (isUp && static_cast<int>(team.size()) < need) {
            team.push_back(j);
        }
    }
    if (m_intent[static_cast<std::size_t>(index)] != MasterState::Up) {
        round.notPlayed = tr("M%1 is not up: bring it back first").arg(index + 1);
    } else if (static_cast<int>(team.size()) < need) {
        round.notPlayed =
            tr("C1 needs %1 masters up for its bare majority, M%2 among them; %3 are up")
                .arg(need)
                .arg(index + 1)
                .arg(up);
    }
    if (!round.notPlayed.isEmpty()) {
        m_last = LiveAcquire{};
        m_last.lostKey = round;
        emit acquired(m_last);
        return;
    }
    // C1 asks only its bare majority: the others are cut on C1's side for this one acquire, so
    // its key is on exactly `need` masters and losing one of them loses the lock's majority.
    std::vector<bool> wasCut;
    for (int j = 0; j < round.n; ++j) {
        wasCut.push_back(m_lockFan->partitioned(j));
        m_lockFan->setPartitioned(j, std::find(team.begin(), team.end(), j) == team.end());
    }
    takeLock();
    for (int j = 0; j < round.n; ++j) {
        m_lockFan->setPartitioned(j, wasCut[static_cast<std::size_t>(j)]);
    }
    round.firstHeld = m_lock.has_value();
    round.firstWon = wonBy(m_last.attempt.masters);
    if (round.firstHeld) {
        // At once, while C1 holds: without persistence the restarted master comes back empty.
        round.restartFailed = !fault(index, MasterFault::Restart);
        m_intent[static_cast<std::size_t>(index)] =
            round.restartFailed ? MasterState::Down : MasterState::Up;
    }
    if (round.firstHeld && !round.restartFailed) {
        AcquireResult second = m_second->acquire(kResource);
        Attempt& last = second.attempts.back();
        if (second.held) {
            m_second->readLate(last.masters);
            m_secondLock = second.lock;
            round.firstStillValid = last.t2 < m_lock->validUntil;
        }
        round.secondHeld = second.held;
        round.secondWon = wonBy(last.masters);
    }
    m_last.lostKey = round;
    emit acquired(m_last);
    probe(); // the inspector shows both holders' tokens
}

void LiveBackend::releaseHeld() {
    m_holdTimer->stop();
    if (m_secondLock && m_second) {
        m_second->release(*m_secondLock); // C2's lock from a lost-key round
        m_secondLock.reset();
    }
    if (!m_lock || !m_client) {
        return;
    }
    Attempt release = m_client->release(*m_lock);
    m_client->readLate(release.masters);
    m_last.released = release.votes;
    for (const MasterTrace& m : release.masters) {
        m_last.released += m.late && m.late->outcome == Outcome::Ok ? 1 : 0; // deleted, read late
    }
    m_last.release = std::move(release);
    m_lock.reset();
    emit acquired(m_last);
}

void LiveBackend::probe() {
    if (!m_probeFan) {
        return;
    }
    FanOutOptions opt;
    opt.timeout = Millis(m_cfg.timeoutMs);
    opt.settle = Settle::All;
    const auto pings = m_probeFan->run(Command{Op::Ping, {}, {}, {}}, opt);
    const auto inspects =
        m_probeFan->run(Command{Op::Inspect, m_client->keyFor(kResource), {}, {}}, opt);
    if (m_docker) {
        (void)m_docker->refresh(); // one list call: every container's state
    }
    const Micros now = m_clock.now();
    QList<MasterStatus> out;
    for (int i = 0; i < size(); ++i) {
        const Reply& ping = pings[static_cast<std::size_t>(i)];
        const Reply& ins = inspects[static_cast<std::size_t>(i)];
        MasterStatus s;
        s.address = qs(m_addresses[static_cast<std::size_t>(i)].text());
        s.pid = m_local ? m_local->pid(i) : -1;
        if (m_docker) {
            const auto& c = m_docker->info(i);
            s.containerName = qs(c.name);
            s.containerId = qs(c.shortId());
            s.image = qs(c.image);
            s.containerState = qs(c.state);
        }
        if (ping.outcome == Outcome::Ok) {
            s.rttUs = (ping.repliedAt - ping.sentAt).count();
        }
        if (ins.outcome == Outcome::Ok) {
            s.holder = qs(sim::terminalText(ins.value.substr(0, 8))); // a peer's bytes
            s.pttlMs = ins.pttlMs;
        }
        s.error = qs(sim::terminalText(ping.outcome == Outcome::Ok ? ins.error : ping.error));
        MasterState intent = m_intent[static_cast<std::size_t>(i)];
        if (intent == MasterState::Paused && now >= m_pausedUntil[static_cast<std::size_t>(i)]) {
            intent = m_intent[static_cast<std::size_t>(i)] = MasterState::Up; // pause ran out
        }
        if (intent != MasterState::Up && intent != MasterState::Down) {
            s.state = intent;
        } else if (ping.outcome == Outcome::Ok) {
            s.state = MasterState::Up;
        } else {
            s.state = ping.outcome == Outcome::Timeout ? MasterState::NoAnswer : MasterState::Down;
        }
        out.append(s);
    }
    emit statusChanged(out);
    m_probeTimer->start();
}

void LiveBackend::toggle(int index, DownMode mode) {
    if (index < 0 || index >= size()) {
        return;
    }
    if (mode == DownMode::RestartThenAsk && m_faults &&
        m_intent[static_cast<std::size_t>(index)] == MasterState::Up) {
        lostKeyRound(index);
        return;
    }
    releaseHeld(); // a fresh start for the next acquire: no key of ours left anywhere
    if (m_intent[static_cast<std::size_t>(index)] == MasterState::Up) {
        takeDown(index, mode);
    } else {
        bringBack(index);
    }
    acquire();
}

bool LiveBackend::fault(int index, MasterFault f) {
    const auto done = m_faults->apply(index, f);
    if (!done) {
        emit actionFailed(qs(done.error().message));
    }
    return done.ok();
}

void LiveBackend::takeDown(int index, DownMode mode) {
    auto& intent = m_intent[static_cast<std::size_t>(index)];
    const bool local = m_faults != nullptr; // processes or containers: a real fault
    if (local && mode == DownMode::Crash) {
        if (fault(index, MasterFault::Crash)) {
            intent = MasterState::Down;
        }
    } else if (local && mode == DownMode::Hang) {
        if (fault(index, MasterFault::Hang)) {
            intent = MasterState::Hung;
        }
    } else if (local && mode == DownMode::Restart) {
        // Comes straight back, without the keys it had.
        intent = fault(index, MasterFault::Restart) ? MasterState::Up : MasterState::Down;
    } else if (local && mode == DownMode::RestartDelay) {
        if (!fault(index, MasterFault::Crash)) {
            return;
        }
        intent = MasterState::Restarting;
        const int epoch = m_epoch;
        QTimer::singleShot(static_cast<int>(m_cfg.restartDelayMs), this, [this, index, epoch] {
            if (epoch == m_epoch &&
                m_intent[static_cast<std::size_t>(index)] == MasterState::Restarting) {
                bringBack(index);
                acquire();
            }
        });
    } else if (!local && mode == DownMode::Pause) {
        const QString error = clientPause(index);
        if (!error.isEmpty()) {
            emit actionFailed(error);
            return;
        }
        intent = MasterState::Paused;
        m_pausedUntil[static_cast<std::size_t>(index)] = m_clock.now() + Millis(m_cfg.pauseMs);
    } else if (!local) {
        m_lockFan->setPartitioned(index, true);
        m_probeFan->setPartitioned(index, true);
        intent = MasterState::Partitioned;
    }
}

void LiveBackend::bringBack(int index) {
    auto& intent = m_intent[static_cast<std::size_t>(index)];
    switch (intent) {
    case MasterState::Hung:
        if (!fault(index, MasterFault::Resume)) {
            return;
        }
        break;
    case MasterState::Down:
    case MasterState::Restarting:
        if (!restartServer(index)) {
            return;
        }
        break;
    case MasterState::Partitioned:
        m_lockFan->setPartitioned(index, false);
        m_probeFan->setPartitioned(index, false);
        break;
    default:
        return; // a CLIENT PAUSE ends by itself
    }
    intent = MasterState::Up;
}

bool LiveBackend::restartServer(int index) {
    const bool up = fault(index, MasterFault::Heal);
    m_intent[static_cast<std::size_t>(index)] = up ? MasterState::Up : MasterState::Down;
    return up;
}

// CLIENT PAUSE is not one of the client's commands (core keeps to the lock protocol): core's
// admin helper sends it over its own short-lived connection with a bounded wait.
QString LiveBackend::clientPause(int index) {
    const Address& a = m_addresses[static_cast<std::size_t>(index)];
    const auto r = redlock::clientPause(a, m_cfg.password.toStdString(), Millis(m_cfg.pauseMs),
                                        Millis(1000), m_tls);
    return r ? QString() : qs(r.error().message);
}

} // namespace redlock::ui
