#pragma once
// The one verdict function. The teaching panels (with votes and elapsed time the user sets) and
// the real client (with votes it counted and time it measured) both call it, so a readout and a
// real acquire can never disagree on what "held" means.
//
// A lock is held iff
//   (1) vote gate:  okVotes >= floor(N/2) + 1, and
//   (2) time gate:  something is left after the drift allowance:
//                   validity = TTL - elapsed - drift > 0 (so elapsed < TTL as well).
// The time gate has two ways to fail, told apart by Reason: PastTtl (elapsed >= TTL, the first
// keys already expired) and DriftAteRest (inside the TTL, but the drift allowance ate the rest).
// Reasons are checked in that order, so a 2/5 acquire that also ran late reports NoMajority.

#include "core/lock/lease.h"
#include "core/lock/units.h"

namespace redlock {

enum class Reason {
    Held,        // both gates passed and validity > 0
    NoMajority,  // fewer OK votes than the quorum
    PastTtl,     // the acquire took as long as the TTL or longer: the first keys already expired
    DriftAteRest // inside the TTL, but the drift allowance leaves no validity
};

const char* reasonName(Reason r); // stable identifiers: "held", "no-majority", ...

struct Verdict {
    bool held = false;
    Reason reason = Reason::NoMajority;
    int votes = 0;
    int n = 0;
    int quorum = 0;
    Micros elapsed{0};
    Millis ttl{0};
    Micros drift{0};
    Micros validity{0}; // may be negative: how far short the acquire fell
    bool voteGate = false;
    bool timeGate = false; // validity > 0: the whole time condition, drift included
};

// Preconditions: 1 <= n <= 9, 0 <= okVotes <= n, ttl >= 1 ms, elapsed >= 0.
Verdict judge(int okVotes, int n, Micros elapsed, Millis ttl,
              double driftFactor = kDefaultDriftFactor);

} // namespace redlock
