#pragma once
// MasterCluster: "a set of masters I can hurt". The one interface behind every real fault the
// app injects on a Redis/Valkey master, whatever runs it: local processes (LocalServers, by
// pid) or Docker containers (docker::DockerCluster, by container id). The chaos check, live
// scenario runs, the compare column and the GUI's live worker all act through it, by way of
// MasterFaults (master_faults.h), so a new way of running masters is one new implementation.
//
// Every verb acts on master i only and returns once the action is done (restart: once the
// master answers PING again). Errors are one line naming the master and the cause.

#include "core/lock/result.h"
#include "core/lock/units.h"
#include "core/valkey/address.h"

#include <string>
#include <vector>

namespace redlock {

class ClockShift;

// The value of a verb that succeeded (Result<T> needs a T).
struct Done {};

// What runs master i as far as its runner knows (not what a client sees).
enum class MasterRun { Up, Hung, Down };

class MasterCluster {
public:
    virtual ~MasterCluster() = default;

    virtual int size() const = 0;
    virtual Address address(int i) const = 0;
    std::vector<Address> addresses() const;
    std::string mastersText() const; // "127.0.0.1:P1,127.0.0.1:P2,..."

    virtual MasterRun run(int i) const = 0;
    virtual Result<Done> crash(int i) = 0;  // SIGKILL / docker kill: no flush, no goodbye
    virtual Result<Done> hang(int i) = 0;   // SIGSTOP / docker pause: the socket stays open
    virtual Result<Done> resume(int i) = 0; // SIGCONT / docker unpause
    virtual Result<Done> stop(int i) = 0;   // SIGTERM / docker stop: a clean shutdown (AOF flushed)
    // Stops master i if it runs, stays down for `delay`, starts it again on its port and waits
    // until it answers PING. Keys survive only with persistence.
    virtual Result<Done> restart(int i, Millis delay) = 0;
    // The same verb on several masters at once: stop every one of `masters`, or restart them
    // (stop all, stay down for `delay`, start all, wait until each answers PING). A runner that
    // can overlap the waits does (local processes: every signal sent, then the waits; every
    // server spawned, then the PINGs), so a wave of k restarts costs about one restart, not k.
    // By default one after another. The first error; run(i) tells each master's state after.
    virtual Result<Done> stopMany(const std::vector<int>& masters);
    virtual Result<Done> restartMany(const std::vector<int>& masters, Millis delay);
    // Erases what master i persisted (a disk replaced while it was down), so its next start
    // comes back with an empty keyspace. Only while it is down; a runner that cannot reach its
    // masters' data refuses in one line.
    virtual Result<Done> wipe(int i);
    // Server i's wall-clock control, or nullptr when this runner cannot shift clocks.
    virtual ClockShift* clock(int) const { return nullptr; }

    // One line naming what runs the masters ("local redis-server processes", "Docker 20.10.24
    // (API 1.41) at unix:///var/run/docker.sock").
    virtual std::string engine() const = 0;
    // One line about master i for inspectors and logs ("pid 4242", "redlock-lab-7001 3f2a1b9c4d0e
    // redlock-lab/redis-test:local running").
    virtual std::string describe(int i) const = 0;
    // The host on whose network these masters serve plain text without a password, so anyone
    // who reaches that network can read and write their keys (masters this app started or
    // labelled on a remote Docker engine, without TLS); empty when only this machine reaches
    // them (loopback) or they serve TLS. exposureWarning() says it in one line.
    virtual std::string plainTextNetwork() const { return {}; }
};

// The one line every command that starts or finds masters prints when plainTextNetwork() is
// set ("the masters serve plain text without a password on HOST's network, ..."); empty when
// it is not. The GUI says the same in its own tr() words (BackendModel::exposureText).
std::string exposureWarning(const std::string& plainTextNetwork);
inline std::string exposureWarning(const MasterCluster& masters) {
    return exposureWarning(masters.plainTextNetwork());
}

} // namespace redlock
