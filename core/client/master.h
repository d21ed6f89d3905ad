#pragma once
// One independent master, and the commands the client sends to it.
//   Acquire  SET key token NX PX ttl
//   Release  token-checked delete   (if GET key == token then DEL key)
//   Extend   token-checked PEXPIRE  (if GET key == token then PEXPIRE key ttl)
//   Ping     PING
//   Inspect  GET key + PTTL key     (for the master inspector)
// A Master answers one command at a time (Master::call). Sending one command to all N at once is
// the job of a FanOut (fan_out.h).

#include "core/lock/units.h"

#include <string>

namespace redlock {

enum class Op { Acquire, Release, Extend, Ping, Inspect };

const char* opName(Op op); // "acquire", "release", ...

struct Command {
    Op op = Op::Ping;
    std::string key;
    std::string token;
    Millis ttl{0}; // Acquire and Extend
};

enum class Outcome {
    Ok,      // SET answered OK; release deleted; extend extended; PONG; inspect read
    Refused, // answered "no": key held by another token (SET NX nil) or token mismatch
    Timeout, // no answer by the per-instance deadline (a down or hung master, or a slow one)
    Error,   // an error reply, or no connection (Reply::error says which)
    Skipped  // not awaited: the fan-out had already settled when this master would answer
             // (or, with Reply::sent false, never asked: a sequential fan-out stopped early)
};

const char* outcomeName(Outcome o); // "ok", "refused", "timeout", "error", "skipped"

struct Reply {
    Outcome outcome = Outcome::Timeout;
    Micros sentAt{0};      // client clock
    Micros repliedAt{0};   // client clock; the deadline for a Timeout, the settle time if Skipped
    std::string error;     // Error: what went wrong, e.g. "WRONGTYPE ..." or "connection refused"
    std::string value;     // Inspect: the key's value, empty when absent
    long long pttlMs = -2; // Inspect: PTTL (-2 absent, -1 no expiry)
    // false: a sequential fan-out stopped before asking this master (outcome Skipped, nothing
    // was sent, sentAt == repliedAt == the stop).
    bool sent = true;
};

class Master {
public:
    virtual ~Master() = default;
    virtual std::string address() const = 0;
    // One command with its own deadline. Blocking for a real master; for a mock master it
    // answers in virtual time without moving any clock.
    virtual Reply call(const Command& cmd, Micros timeout) = 0;
};

} // namespace redlock
