#pragma once
// ClockJumpRound: Kleppmann's clock-jump case as a fixed sequence of steps on real servers, so
// the checker shows reliably whether a wall-clock jump can give two holders. With N masters and
// quorum q (N = 5, q = 3), every client talking to master i through links[i]:
//   1. partition the last N - q masters (a minority), so the holder can reach only q;
//   2. client A acquires with EXACTLY q votes and writes;
//   3. heal the partitions (those masters never saw A's key);
//   4. if A still believes, the wall clock of one of A's masters (a different one each round)
//      jumps forward by the run's --jump: A's key there expires early by that much;
//   5. client B tries to acquire until A's belief ends; it wins q votes only if that key
//      expired while A still believed, i.e. when the jump is larger than the drift allowance;
//   6. on success B writes, then A writes while still believing (a stale write); both hold
//      until A's lease runs out by itself, then both release; the clock is set right again.
// At most N - q masters are faulted at any moment.

#include "core/check/check_client.h"

#include "core/net/link_proxy.h"
#include "core/servers/master_cluster.h"

#include <vector>

namespace redlock::check {

struct JumpRoundResult {
    bool holderExact = false; // A held with exactly q votes
    bool secondHeld = false;  // B acquired while A believed
    long long partitions = 0; // faults injected in this round
    long long jumps = 0;      // jumps made while A believed
    bool late = false;        // the heal outlasted A's validity: no jump made
};

class ClockJumpRound {
public:
    ClockJumpRound(MasterCluster& servers, std::vector<LinkProxy*> links, Micros jump,
                   CheckClient& a, CheckClient& b);
    JumpRoundResult play();

private:
    MasterCluster& m_servers;
    std::vector<LinkProxy*> m_links;
    Micros m_jump;
    CheckClient& m_a;
    CheckClient& m_b;
    int m_round = 0;
};

} // namespace redlock::check
