#pragma once
// Internal to core/sim: the state and handlers of one simulator run. simulator.h is the API.
// engine.cpp, in three parts: loop, network, masters, faults; the client protocol and the
// storage; the monitor (truth windows, overlaps and the headline numbers).

#include "core/lock/rng.h"
#include "core/sim/event_queue.h"
#include "core/sim/fenced_storage.h"
#include "core/sim/scenario.h"
#include "core/sim/sim_master.h"
#include "core/sim/trace.h"

#include <atomic>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace redlock::sim {

class Engine {
public:
    Engine(const Scenario& s, std::uint64_t seed, Us until,
           const std::atomic<bool>* cancel = nullptr);
    SimResult run();

private:
    struct Link {
        Us latency = 0;
        Us extraRequest = 0;
        Us extraReply = 0;
        bool cut = false;
    };
    enum class Vote { Pending, Ok, Refused, Timeout, Skipped };
    struct Round {
        int id = 0;
        AttemptKind kind = AttemptKind::Acquire;
        Us t1 = 0;
        Us t1Client = 0; // T1 on the client's own clock
        Us sendDone = 0;
        std::size_t asked = 0; // sequential fan-out: masters asked so far, in master order
        std::vector<Vote> votes;
        std::vector<std::string> blockers;  // per master: whose key refused the SET ("" = none)
        std::vector<std::int64_t> counters; // per master: its counter after this client's SET
        int answered = 0;
        int ok = 0;
    };
    struct Client {
        ClientSpec spec;
        Us pausedUntil = 0;
        Us noReleaseUntil = 0; // a no_release fault: release steps before this send nothing
        std::string value;
        std::int64_t fence = 0;
        int acquires = 0;
        int extensions = 0;
        bool believes = false;
        Us beliefFrom = 0;
        Us beliefTo = 0;
        std::uint64_t beliefGen = 0;
        std::optional<Round> round;
        int nextRound = 1;
        std::size_t step = 0;
        Us storageExtraUs = 0;      // a scripted delay on this client's link to the storage
        Us clockOffsetUs = 0;       // the client's wall clock minus real time (client clock_jump)
        std::int64_t lockFence = 0; // fence_from lock: the revision the first master returned
        std::vector<bool> locked;   // masters known to hold this acquire's key
        std::vector<bool> releaseAcked; // masters that confirmed the last unlock
        int cycleBase = 0;              // a looping client: its acquires before this cycle
    };

    // engine.cpp
    void at(Us t, std::function<void()> fn) { m_q.push(t, std::move(fn)); }
    // An event at now. `fact` holds the typed field its kind carries (eventFact, kinds.h), made
    // by the caller with sim::fact (trace.h); the rest is filled here.
    void log(const std::string& actor, EventKind kind, std::string detail, TraceEvent fact = {});
    int masterIndex(const std::string& name) const;
    int clientIndex(const std::string& name) const;
    void keyChanged(int m);
    void scheduleExpiry(int m);
    void applyFault(const Fault& f);
    void crashMaster(int m);
    void restartMaster(int m, bool wiped);
    void hangMaster(int m, Us forUs);
    // A message reaching master m: served now, or when m resumes from a hang.
    void deliver(int m, std::size_t idx, std::function<void(bool, std::size_t)> onArrive);
    void replicate(int m);
    void closeDown(int m);
    std::size_t send(int c, int m, MessageKind kind,
                     std::function<void(bool, std::size_t)> onArrive);
    std::size_t reply(int m, int c, bool ok);

    // the client protocol and the storage
    void clientAt(int c, Us t, std::function<void()> fn);
    void startAcquire(int c);
    void startRound(int c, AttemptKind kind);
    void askMaster(int c, int m);
    void afterVote(int c);
    void lockRemaining(int c, std::uint64_t acquire);
    void armBeliefEnd(int c);
    Us clientNow(int c) const { return m_now + m_clients[c].clockOffsetUs; }
    void onReply(int c, int roundId, int m, bool ok, std::size_t msg);
    void onTimeout(int c, int roundId, int m);
    void finishRound(int c);
    void releaseAll(int c);
    void sendRelease(int c, int m, const std::string& value);
    void retryOrGiveUp(int c);
    // A looping client's cycle is over: it thinks, then acquires again (no-op otherwise).
    void endCycle(int c);
    void nextStep(int c);
    void runStep(int c);
    void linkFault(const Fault& f, int c, const std::vector<int>& ms);
    void clientClockJump(const Fault& f, int c);
    void endBelief(int c, BeliefEnded why);
    void storageSend(int c, bool claim); // a claim, else a write

    // after the last event: close the open spans, then the monitor (core/sim/monitor.h)
    void finish();

    const Scenario& m_s;
    const Params& m_p;
    Rng m_rng;
    Us m_end;
    const std::atomic<bool>* m_cancel = nullptr;
    EventQueue m_q;
    Us m_now = 0;
    SimResult m_r;

    std::vector<SimMaster> m_masters;
    std::vector<Client> m_clients;
    std::vector<std::vector<Link>> m_links;             // [client][master]
    std::vector<std::optional<std::size_t>> m_keySpan;  // open key-alive span per master
    std::vector<std::optional<std::size_t>> m_downSpan; // open down span per master
    std::vector<Us> m_crashedAt;
    std::vector<Us> m_hungUntil; // per master: serving nothing before this time

    std::int64_t m_nextFence = 1;
    FencedStorage m_storage{Fencing::Off};
    std::map<int, Us> m_alignedDelay; // retry number → the one delay every client uses

    int m_failover = -1;
    std::uint64_t m_failoverEpoch = 0;
    std::optional<KeyEntry> m_replica;
    std::int64_t m_replicaRevision = 0;
};

} // namespace redlock::sim
