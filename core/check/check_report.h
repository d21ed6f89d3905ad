#pragma once
// What a check run found, and the analysis that finds it (docs/reliability.md defines each
// figure; this header is the code of those definitions).
//
//  overlap      two windows of DIFFERENT clients whose intersection is longer than zero; each
//               such pair counts once, and overlap_ms sums the intersections.
//  stale write  a write w by client c, made under the window that began at s_c, is stale when
//               some other client's window began in (s_c, w.at]: somebody else acquired after
//               the writer did and before the write landed. Without fencing the register accepts
//               it, so every stale write is a stale write accepted.
//  availability the fraction of the run during which at least one client believed it held the
//               lock (the union of all windows over the run). attempt_success is the other
//               reading: held acquires / acquire attempts.

#include "core/check/belief_log.h"
#include "core/check/shared_register.h"

#include <string>
#include <vector>

namespace redlock::check {

struct CheckReport {
    std::string mode; // "random" or "scripted"
    long long attempts = 0;
    long long acquisitions = 0;
    long long faultsInjected = 0;
    long long hangs = 0, crashes = 0, restarts = 0, clientPauses = 0;
    long long clockJumps = 0, clockRates = 0, delays = 0, partitions = 0;
    long long faultErrors = 0; // a fault action that failed (e.g. a restart lost its port)
    long long strikes = 0;     // targeted faults that found a holder (random mode; fault_plan.h)
    // Of those, the ones whose masters were back before the holder's validity ended: a strike
    // that lands later (a slow restart on a loaded machine) cannot show an overlap.
    long long strikesInTime = 0;
    // Scripted rounds (scripted_round.h, clock_jump_round.h) whose fault was in place only after
    // the holder's validity ended (a slow restart or heal): such a round cannot show an overlap.
    long long lateRounds = 0;
    // The link proxies (link faults only): a direction that filled up and stopped reading, and
    // connections refused past the limit. Either means the links, not the masters, were the
    // bottleneck (a flood), and availability reads lower for it.
    long long linkStalls = 0, linkRefused = 0;
    long long overlaps = 0;
    double overlapMs = 0;
    long long writes = 0;
    long long skippedWrites = 0; // the client checked its validity and held back
    long long staleWrites = 0;
    double availability = 0;
    double attemptSuccess = 0;
    double durationS = 0;
    std::uint64_t seed = 0;
    std::string firstFaultError;
    // exposureWarning() of the masters the run used (a remote Docker engine without TLS).
    std::string mastersWarning;
    bool interrupted = false; // stopped early by the cancel flag

    bool violation() const { return overlaps > 0 || staleWrites > 0; }
};

struct Analysis {
    long long overlaps = 0;
    double overlapMs = 0;
    long long staleWrites = 0;
    double availability = 0;
};

Analysis analyse(std::vector<BeliefWindow> windows, const std::vector<RegisterWrite>& writes,
                 Micros runStart, Micros runEnd);

} // namespace redlock::check
