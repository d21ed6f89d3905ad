#pragma once
// A scenario: the parameters, actors and scripted faults of one simulator run, read from a JSON
// file (resources/scenarios/*.json, format in docs/simulator.md). A file holds a base script and
// named variants; a variant patches the base: its "params" members override the base's one by
// one, and its "clients", "faults", "links" or "captions" arrays replace the base's.
// All times in files are milliseconds (integers or decimals); inside they are microseconds.
// Loading is strict: an unknown member, a wrong type or an out-of-range value is an error that
// names the field and its line.

#include "core/json/json.h"
#include "core/lock/result.h"
#include "core/sim/event_queue.h"
#include "core/sim/kinds.h"

#include <cstdint>
#include <string>
#include <vector>

namespace redlock::sim {

enum class Expiry { Wall, Monotonic };             // key expiry on the master's wall clock or not
enum class Persistence { None, EverySec, Always }; // what a crashed master keeps
enum class Fencing { Off, Token, CheckAndSet };    // what the protected storage checks
enum class RetryMode { Spread, Align };            // independent retry delays, or one shared delay
// How one round reaches the masters: all at once (parallel, the default), or one after another,
// each waiting for its reply or its timeout (sequential, the spec's step 2 and the article's Java
// loop), stopping early once the masters not yet asked cannot make up the majority.
enum class FanOut { Parallel, Sequential };
enum class ClientClock { Monotonic, Wall }; // what the client times its lease with
// Who numbers the fencing tokens: the lab storage's own counter; the revision the first master
// returned with its OK (one consensus store, one job-lease server); or, with several independent
// masters, the largest of the per-master counters the OK voters returned — the token a client
// might try to build from Redlock itself, which two different majorities can make go backwards.
enum class FenceFrom { Storage, Lock, Counters };

// One action of a client after it holds the lock, run in order. It starts at `atUs` (absolute
// real time) if given, else `afterUs` after the previous step finished.
struct Step {
    Kind<StepOp> op = StepOp::Wait;
    Us atUs = -1;
    Us afterUs = 0;
    bool operator==(const Step&) const = default;
};

struct ClientSpec {
    std::string name;
    Us startUs = 0;
    // A naive client reads T2 when its last SET left, not when the last reply was read: a pause
    // between sending and reading cannot shrink its validity (the S2 bug).
    bool naive = false;
    int maxAttempts = 0; // > 0: this client's own cap on acquire attempts (else params')
    std::vector<Step> steps;
    // A looping client runs the cycle until the run ends: once its steps are done (or it gave
    // up, or a check or an extension stopped it) it waits `thinkUs` and acquires again, its
    // attempt cap counted afresh per cycle (the lab bench's clients).
    bool loop = false;
    Us thinkUs = 0;
    bool operator==(const ClientSpec&) const = default;
};

// A scripted fault. Which fields matter depends on `kind`:
//  partition/heal {client, masters}    pause {client, forUs}     crash/restart {master}
//  delay {client, masters, extraUs, direction}   clock_jump {master or client, byUs}
//  clock_rate {master, ratePpm} caption {text}
//  restart {master, wiped}: wiped = the master comes back with an empty keyspace whatever its
//  persistence kept (the disk lost, or persistence off on this one)
//  hang {master, forUs}: the master answers nothing for forUs (SIGSTOP): requests arriving
//  meanwhile are served when it resumes; its keys' time runs on
//  no_release {client, forUs}: for forUs the client does its work but sends no release at the
//  end of it (it crashed before the unlock, or a bug skipped it): its keys stay on the masters
//  until their TTL runs out
struct Fault {
    Kind<FaultKind> kind = FaultKind::Caption;
    Us atUs = 0;
    std::string client;
    std::vector<std::string> masters;
    std::string master;
    Us forUs = 0;
    Us byUs = 0;
    Us extraUs = 0;
    Kind<Direction> direction = Direction::Both;
    std::int64_t ratePpm = 1000000; // master clock ticks per real second, in millionths
    std::string text;
    bool wiped = false;
    bool operator==(const Fault&) const = default;
};

struct LinkSpec {
    std::string client;
    std::string master;
    Us latencyUs = 0; // one way
    bool operator==(const LinkSpec&) const = default;
};

// One master of the set replaced by its replica after a crash (Sentinel-style failover).
struct FailoverSpec {
    std::string master;        // empty: no failover
    Us downAfterUs = 30000000; // Sentinel down-after-milliseconds default
    Us promoteUs = 1000000;
    Us replicationUs = 2000; // async replication lag of one write
    bool operator==(const FailoverSpec&) const = default;
};

struct Params {
    std::vector<std::string> masters{"M1", "M2", "M3", "M4", "M5"}; // the app's one naming: M1..Mn
    std::int64_t ttlMs = 10000;
    Us timeoutUs = 50000;
    Us latencyUs = 1000;
    double driftFactor = 0.01;
    Expiry expiry = Expiry::Wall;
    Persistence persistence = Persistence::None;
    Us restartDelayUs = 0; // delayed-restart rule: a master stays down at least this long
    Fencing fencing = Fencing::Off;
    std::int64_t fenceStart = 1;
    Us retryDelayUs = 200000;
    RetryMode retry = RetryMode::Spread;
    int maxAttempts = 1;
    int maxExtensions = 3;
    Us storageLatencyUs = 1000;
    Us endUs = 30000000;
    FailoverSpec failover;
    FanOut fanout = FanOut::Parallel;
    // The client's clock: a wall clock follows a client clock_jump (its lease then ends at the
    // wrong real time); a monotonic one ignores it.
    ClientClock clientClock = ClientClock::Monotonic;
    // Storage: the lab storage's own counter (Redlock issues no token); lock: the token is the
    // revision the first master returns with its OK (a consensus store's revision, a job lease's
    // attempts counter), kept or lost with that master's state.
    FenceFrom fenceFrom = FenceFrom::Storage;
    bool extendSetNx = false; // an extension re-creates a missing key with SET NX
    Us unlockRetryUs = 0;     // > 0: unlocks no master confirmed are sent once more after this
    Us lockRemainingUs = 0;   // > 0: after a held acquire, keep asking the masters that missed
    bool operator==(const Params&) const = default;
};

struct Scenario {
    std::string name;
    std::string variant; // empty for the base script
    std::string title;
    std::string caption;
    std::uint64_t seed = 1;
    Params params;
    std::vector<ClientSpec> clients;
    std::vector<LinkSpec> links;
    std::vector<Fault> faults;
    std::vector<std::string> variants; // names the file offers
    // Member by member, so a save → load round trip can be checked for exactness.
    bool operator==(const Scenario&) const = default;
};

// The app's one name for master `index` (0-based): "M1", "M2", ... on every page, in the
// built-in scenarios (Params' default masters), in the CLI's text and JSON.
std::string masterName(std::size_t index);

// Reads `json` (a whole scenario file) and applies `variant` (empty = base). Unknown variant →
// error listing the valid ones.
Result<Scenario> loadScenario(const JsonValue& json, const std::string& variant);
Result<Scenario> loadScenarioText(std::string_view text, const std::string& variant);

} // namespace redlock::sim
