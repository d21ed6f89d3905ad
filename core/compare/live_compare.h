#pragma once
// The live column of the choosing-a-lock page: the faults the simulator plays, on real
// processes of this machine, each measured once. Four rows, in this order:
//   leader-killed / etcd     the etcd leader is killed (SIGKILL) while a client holds the lock:
//                            is the lock still held, was the lease kept, how long until the
//                            cluster answered again (its lease is at least 5 s: a shorter one
//                            can run out on the client's side during the election);
//   client-paused / etcd     the holder is a client process of its own, frozen (SIGSTOP) past
//                            its lease: the key goes, a second client gets a strictly higher
//                            create revision and writes with it, and the first client, thawed,
//                            writes with its old revision into the guarded register
//                            (SharedRegister::writeFenced), which rejects it;
//   minority-down / redlock  two of five Redis masters killed: does Redlock still grant, how fast;
//   minority-down / etcd     one of three etcd members killed: the same for the etcd lock.
// Every row carries a sentence built from its own measurements (the narration rule: numbers
// from the run, the template in words of our own; the GUI translates the template, see
// liveCompareTemplates()). Qt-free; it blocks for several seconds, so a GUI calls it from a
// worker thread (the thread must outlive the run: children die with the thread that forked).
//
// The run starts its own servers: 5 redis/valkey servers and a 3-member etcd cluster (a second
// one for the leader kill, after the first is stopped), all on free loopback ports, and the
// client process; each is stopped by pid before runLiveCompare returns, also when `stop` ends
// it early, and dies with this process if it is killed (PR_SET_PDEATHSIG).

#include "core/lock/result.h"
#include "core/lock/units.h"
#include "core/sim/sentence.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <sys/types.h>
#include <utility>
#include <vector>

namespace redlock::compare {

enum class LiveOutcome {
    Held,               // the lock was granted / survived the fault
    Lost,               // the holder's key or lease did not survive the fault
    Refused,            // no lock granted under the fault
    StaleWriteRejected, // the frozen client's late write was refused by the register
    StaleWriteAccepted, // ... was taken by the register
    NotRun,             // the run could not be made (LiveRow::error says why)
};
const char* outcomeName(LiveOutcome o); // "held", "lost", "refused", "stale-write-rejected", ...

// One measured number of a row, by name ("recovery_ms", "renewals", ...); ms values in µs.
struct LiveFigure {
    std::string name;
    long long value = 0;
    bool ms = false;
};

struct LiveRow {
    std::string fault;  // "leader-killed", "client-paused", "minority-down"
    std::string design; // "etcd", "redlock"
    LiveOutcome outcome = LiveOutcome::NotRun;
    sim::Sentence sentence;           // what happened, from the measurements
    Micros duration{0};               // the row's time, see durationOf
    std::string durationOf;           // "recovery" (kill -> cluster answers), "key-gone" (pause ->
                                      // key gone), "acquire" (median acquire under the fault)
    std::vector<std::int64_t> fences; // fencing tokens of the successive holders, in order
    std::vector<LiveFigure> figures;
    std::string error; // NotRun: why

    const LiveFigure* figure(const std::string& name) const;
};

struct LiveCompareOptions {
    std::string clientProgram;  // redlockctl: runs the client that is frozen (client-paused)
    Millis ttl{2000};           // etcd lease TTL (whole seconds, >= 2 s; >= 5 s for the leader's
                                // kill) and Redlock TTL
    Millis etcdTimeout{500};    // per etcd request
    Micros redisTimeout{50000}; // per Redis master
    int samples = 5;            // acquires measured per minority-down row (and with all up)
    std::function<bool()> stop; // polled while waiting; true ends the run early
};

struct LiveCompare {
    std::vector<LiveRow> rows;  // in the order above (rows not reached are missing)
    std::vector<pid_t> started; // every process the run started; all gone when it returns
    int leftRunning = 0;        // of those, still running as it returned (looked up, not assumed)
    std::optional<sim::Sentence> speed; // how much slower the etcd lock was (compareSpeed)
    bool interrupted = false;
    std::string error; // the run could not start (a missing binary, a server that did not start)
    Micros took{0};
};

// How much slower the etcd lock's acquire was than Redlock's, from the two minority-down rows'
// own figures (the medians with every server up, and under the fault); nullopt unless both ran.
std::optional<sim::Sentence> compareSpeed(const std::vector<LiveRow>& rows);

// Checks the options (one line naming the bad value).
Result<bool> checkLiveCompareOptions(const LiveCompareOptions& o);
LiveCompare runLiveCompare(const LiveCompareOptions& o);

// {"live":true,"rows":[{fault, design, outcome, duration_ms, duration_of, sentence, sentence_id,
//  fences, figures{...}, error?}], "started": N, "left_running": 0, "interrupted": b, "speed"?:
//  compareSpeed in English, "took_ms": T}
std::string liveCompareJson(const LiveCompare& c);
std::string liveCompareText(const LiveCompare& c);

// Every {id, template} a row's sentence can have, each marked for translation where it is written
// (REDLOCK_TR_NOOP, context "redlock::compare::LiveCompare"); the tests read this list.
const std::vector<std::pair<const char*, const char*>>& liveCompareTemplates();

} // namespace redlock::compare
