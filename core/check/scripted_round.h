#pragma once
// ScriptedRound: the adversarial schedule of S5 (crash and restart without persistence), played
// as a fixed sequence of steps rather than left to timing luck, so the checker reliably shows
// that it can fail. With N masters and quorum q (N = 5, q = 3):
//   1. crash the last N - q masters (a minority: 2 of 5), so the holder can reach only q;
//   2. client A acquires with EXACTLY q votes and writes;
//   3. start the crashed ones again (they come back empty: they never saw A's key);
//   4. restart 2q - N of A's masters at once, one after another, empty without persistence;
//   5. client B tries to acquire (until A's belief ends) and now wins q votes;
//   6. B writes, then A writes while still believing: a stale write; both hold until A's
//      lease runs out by itself, then both release.
// At most N - q masters are down at any moment. With --persistence always the restarted
// master replays A's key from its AOF, B is refused, and the round shows no overlap.

#include "core/check/check_client.h"

#include "core/servers/master_faults.h"

#include <string>

namespace redlock::check {

struct RoundResult {
    bool holderExact = false; // A held with exactly q votes
    bool secondHeld = false;  // B acquired while A believed
    bool late = false;        // the fault was in place only after A's validity ended
    long long restarts = 0;   // restart faults injected in this round
    std::string error;        // a server that could not be started again
};

// The end both scripted rounds share: B retries every 2 ms while A still believes; if B gets
// the lock, B writes, then A writes (stale: it lands after B acquired), both hold until A's
// lease runs out by itself (so the overlap measures how long two clients really believed at
// once) and B releases. A is left holding, for the caller to release. True if B got in.
bool secondHolderWhileFirstBelieves(CheckClient& a, CheckClient& b);

class ScriptedRound {
public:
    ScriptedRound(MasterCluster& servers, CheckClient& a, CheckClient& b);
    RoundResult play();

private:
    bool restart(int i, bool crash, RoundResult& r);

    MasterFaults m_faults; // crashes and restarts, on processes or containers
    CheckClient& m_a;
    CheckClient& m_b;
};

} // namespace redlock::check
