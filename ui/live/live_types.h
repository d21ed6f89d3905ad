#pragma once
// Plain values that cross the thread boundary between the live worker (LiveBackend, on its own
// QThread) and the GUI-side BackendModel. They are copied through queued signals, so they hold
// no pointer into the worker's network objects: the GUI can never touch a socket by accident.

#include "ui/live/backend_kind.h"

#include "core/client/redlock.h"
#include "core/lock/judge.h"
#include "core/valkey/address.h"

#include <QList>
#include <QMetaType>
#include <QString>

#include <optional>
#include <vector>

namespace redlock::ui {

// What a master looks like from the client right now.
enum class MasterState {
    Up,          // answered the last health PING
    Down,        // refused the connection / crashed (killed) / error
    Hung,        // stopped with SIGSTOP (or a paused container): connects, never answers
    Restarting,  // killed on purpose, coming back after a delay
    Partitioned, // external: the client does not send to it
    Paused,      // external: CLIENT PAUSE in force on the server
    NoAnswer     // no answer within the per-instance timeout, cause unknown
};

// What clicking a master's toggle does on a live backend.
// Local and Docker act through core's one fault injector (MasterFaults): kill = SIGKILL or
// `docker kill`, hang = SIGSTOP or `docker pause`.
enum class DownMode {
    Crash,   // local, docker: kill; click again restarts it
    Hang,    // local, docker: SIGSTOP / pause; click again resumes it
    Restart, // local, docker: kill and start again at once
    // local, docker: the lost-key lesson in the order that shows it: C1 takes a bare majority
    // that includes this master, the master restarts at once (without persistence it forgets
    // C1's key), then a second client, C2, asks (LostKeyRound)
    RestartThenAsk,
    RestartDelay, // local, docker: kill, start again after LiveConfig::restartDelayMs
    Partition,    // external: stop sending to it; click again heals
    Pause         // external: CLIENT PAUSE for LiveConfig::pauseMs; it comes back by itself
};

struct MasterStatus {
    QString address; // host:port of a real master; empty for an embedded mock one
    MasterState state = MasterState::NoAnswer;
    qint64 rttUs = -1;  // last PING round trip, -1 when there was none
    QString holder;     // first 8 characters of the lock key's value, empty when absent
    qint64 pttlMs = -2; // PTTL of the lock key (-2 absent, -1 no expiry)
    QString error;      // as the server or the socket said it, e.g. "connection refused"
    qint64 pid = -1;    // local backend: the server's pid while it runs
    // Docker backend: the container as the engine last described it.
    QString containerName;
    QString containerId; // short (12 characters)
    QString image;
    QString containerState; // the engine's word: running, paused, exited, ...
};

// What DownMode::RestartThenAsk did, from the two real clients' traces.
struct LostKeyRound {
    int restarted = -1;           // the master restarted at once (index)
    std::vector<int> firstWon;    // masters that said OK to C1 (its bare majority)
    std::vector<int> secondWon;   // masters that said OK to C2 afterwards
    int n = 0;                    // masters in all
    bool firstHeld = false;       // C1 won its bare majority
    bool secondHeld = false;      // C2 holds the lock (a majority and validity left)
    bool firstStillValid = false; // C1's validity had not run out when C2 won
    bool restartFailed = false;   // the restart itself failed (actionFailed says why)
    QString notPlayed;            // why the round could not start ("M3 is down"), else empty
};

// One real acquire (and the release that followed it), reduced to what the pages show.
struct LiveAcquire {
    Verdict verdict; // from core judge() inside Redlock::acquire
    int votes = 0;
    int notAwaited = 0; // Skipped: the quorum was decided before they answered (settle early)
    Micros elapsed{0};
    int released = -1; // masters that confirmed the release (late answers too); -1: none sent
    QString key;
    QString token;
    // The client's own trace of the attempt that decided (with its cleanup release when it was
    // refused) and, once a held lock was let go, the trace of that release: the protocol page
    // draws the real exchange from these. Strings, numbers and vectors only, copied by value.
    redlock::Attempt attempt;
    std::optional<redlock::Attempt> release;
    // Set when this acquire was C1's in a lost-key round (DownMode::RestartThenAsk).
    std::optional<LostKeyRound> lostKey;
};

struct LiveConfig {
    Backend backend = Backend::Mock;
    int count = 5;                // mock, local, docker (when started)
    std::vector<Address> masters; // external (unresolved; the worker resolves)
    QString password;             // external
    // External: TLS to the masters (tls.h), their certificates checked against tlsCa (empty:
    // the system's CAs); tlsCert + tlsKey for masters that want a client certificate. The
    // files are read on the live worker when the backend starts, never on the GUI thread.
    // Docker, when the app starts the containers (dockerStart) with tls: each serves TLS only
    // with tlsServerCert/tlsServerKey, and tlsCa is the CA the app trusts (given to the servers
    // too). Containers found serving TLS need none of this: their label names the CA.
    bool tls = false;
    QString tlsCa;
    QString tlsCert;
    QString tlsKey;
    QString tlsServerCert;
    QString tlsServerKey;
    // Docker: the masters are the containers carrying the app's label, or those of this compose
    // project; dockerStart: start `count` new ones from dockerImage instead (removed on leaving).
    QString dockerProject;
    QString dockerImage = QStringLiteral("valkey/valkey:8");
    bool dockerStart = false;
    // Local and Docker masters the app starts: AOF with fsync always (a Docker volume on /data),
    // so a restarted master keeps its keys.
    bool persistence = false;
    long long ttlMs = 10000;
    long long timeoutMs = 50; // per-instance timeout
    long long restartDelayMs = 5000;
    long long pauseMs = 5000;
    long long holdMs = 5000; // how long a won lock is kept before the release
};

} // namespace redlock::ui

Q_DECLARE_METATYPE(redlock::ui::LiveAcquire)
Q_DECLARE_METATYPE(redlock::ui::LiveConfig)
Q_DECLARE_METATYPE(QList<redlock::ui::MasterStatus>)
