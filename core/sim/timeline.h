#pragma once
// The space-time diagram of Redlock acquires as a plain value, built from either source the app
// has: a simulator run (SimResult, every time known exactly) or one Attempt of the real client
// (redlock.h: only the client's own send and reply times are known, so the moment a command
// lands on a master is drawn half-way through its round trip).
//  - lanes: the clients first, then the masters;
//  - messages: requests (set, release, extend) and replies, each with send and arrival times;
//  - timeouts: a master that gave no answer by its per-instance deadline, marked at the deadline;
//  - attempts: T1, T2, votes, both gates, drift, validity and the token written.
// Times are integer microseconds from the same origin as the source. The UI draws a Timeline up
// to a chosen time; nothing here knows about pixels.

#include "core/client/redlock.h"
#include "core/sim/scenario.h"
#include "core/sim/trace.h"

#include <string>
#include <vector>

namespace redlock::sim {

struct TimelineLane {
    std::string name;
    bool client = false;
    bool down = false; // a master that was down at some point of the run
};

struct TimelineMessage {
    int from = 0;                        // lane index
    int to = 0;                          // lane index
    MessageKind kind = MessageKind::Set; // set | release | extend | reply
    Us sent = 0;
    Us arrived = -1; // -1: never arrived (lost, not awaited) or not by the end of the run
    // reply: ok | refused | lost | in-flight; request: delivered | dropped | lost | in-flight,
    // or for a live command's timeout | error | skipped (kinds.h)
    MessageOutcome outcome = MessageOutcome::InFlight;
    int attempt = -1;  // index into Timeline::attempts
    int request = -1;  // reply: index of the request it answers
    bool late = false; // reply: read after the client stopped waiting (Message::late)
};

struct TimelineTimeout {
    int client = 0; // lane index
    int master = 0; // lane index
    Us at = 0;      // the per-instance deadline
    int attempt = -1;
};

struct TimelineAttempt {
    int client = 0; // lane index
    int number = 1;
    Us t1 = 0;
    Us t2 = 0;
    int votes = 0;
    int n = 0;
    int quorum = 0;
    bool voteGate = false;
    bool timeGate = false;
    bool held = false;
    std::int64_t ttlMs = 0;
    Us driftUs = 0;
    Us validityUs = 0; // may be negative
    Us beliefEnd = 0;  // T2 + validity, when held
    std::string token;
};

struct Timeline {
    std::string key; // e.g. "redlock-lab:resource"
    std::vector<TimelineLane> lanes;
    std::vector<TimelineMessage> messages;
    std::vector<TimelineTimeout> timeouts;
    std::vector<TimelineAttempt> attempts;
    Us endUs = 0;

    int clientCount() const;
    // Every distinct moment something happens, ascending: the stops of "step one event".
    std::vector<Us> eventTimes() const;
    // End of the busy part (last message, timeout or T2): where a diagram's detail zoom ends.
    Us busyEnd() const;
};

// From a simulator run. `params` supplies the per-instance timeout, TTL and drift factor the
// run used; only acquire attempts and their set/release traffic are taken.
Timeline timelineFromSim(const SimResult& r, const Params& params, const std::string& key);

// From one attempt of the real (or mock) client: one client lane named "client" and one lane per
// master address, T1/T2 and the verdict, the SETs and, when refused, the release to all N.
Timeline timelineFromAttempt(const redlock::Attempt& a);

// A live command's reply (redlock::Outcome) in the simulator's words, the one place the two sets
// meet. Its request as the protocol diagram draws it: delivered when the master answered (ok or
// refused), else as the client saw it (timeout, error, skipped).
MessageOutcome liveRequestOutcome(Outcome o);
// What a live command came to, as one message: the master's answer (ok, refused); else, as in
// the simulator's trace, a failed connection is a master that is down (dropped); no answer by
// the deadline is a timeout and none awaited is skipped, as the client saw it — never lost,
// which says a cut link took it, and a client cannot know that. The diagram's replies, and a
// live run's release (live_run.cpp records it as one message).
MessageOutcome liveAnswerOutcome(Outcome o);

} // namespace redlock::sim
