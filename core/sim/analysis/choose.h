#pragma once
// Choosing a lock: the same faults played against several lock designs in the simulator, each
// cell of the design x fault matrix the outcome of one real run (overlap of beliefs, stale
// writes the storage accepted, time nobody could take the lock although someone asked).
//
// Every design is built from the simulator's own parts (docs/simulator.md, "Choosing a lock"):
//  single-standby    one Redis/Valkey master "M1" with an asynchronously replicated standby
//                    (Sentinel-style failover after 3 s + 1 s), wall-clock expiry, no fencing;
//  redlock           five independent masters M1-M5 as the spec asks: no replicas, and a crashed
//                    master stays down for a TTL before it rejoins; wall-clock expiry;
//  redlock-misconfigured  the same masters deployed against the spec: a crashed master restarts
//                    at once with an empty keyspace, and failover promotes an async replica;
//  consensus-lease   a replicated linearizable store seen as one master "M1": the lease expires
//                    on the leader's monotonic clock, a write is acknowledged once it is
//                    committed (fsync always, synchronous replica), a new leader after 1 s keeps
//                    the lease; its revision is returned with the grant (fence_from lock) but
//                    the storage does not check it;
//  consensus-fenced  the same, and the storage checks the revision as a fencing token;
//  job-lease         one server, AOF always, deadline on the server's wall clock (TIME), the
//                    job's attempts counter as the fence the storage checks (the lease page);
//  multi-write       the article's "multi-write within a replication group": the lock written
//                    to all three nodes M1 (primary), M2, M3 of one group, a majority of 2 needed;
//  local-token       the article's "local token + central renewal": one central master with an
//                    async standby, a short 3 s TTL renewed every second, and the client checks
//                    its local token (its validity) before each write.
// Faults: master-crash, failover, clock-jump (a server's wall clock), gc-pause (the client),
// network-delay (a write delayed 90 s), partition (the holder cut off before its release).
// A design without replicas (Redlock as specified, the job lease) has no failover: its failover
// cell plays the same crash and says what the design does instead.
//
// No cell is one lucky run: each is swept over the fault's phase — the fault's events moved
// later by 0, 50, 100, ... ms across one TTL of the design (at least its renewal period) — and
// the cell reports the worst phase. "Safe" means safe at every phase tried.

#include "core/sim/sentence.h"
#include "core/sim/simulator.h"

#include <atomic>
#include <string>
#include <vector>

namespace redlock::sim {

struct ChooseAxis {
    const char* id;    // "redlock", "gc-pause", ...
    const char* title; // English, for the CLI (the GUI has its own translated labels)
};

const std::vector<ChooseAxis>& chooseDesigns();
const std::vector<ChooseAxis>& chooseFaults();

// The scenario of one cell with its fault's events moved `phaseUs` later; ids from the lists
// above (an unknown id gives an error naming it).
Result<Scenario> chooseScenario(const std::string& design, const std::string& fault,
                                Us phaseUs = 0);
bool chooseHasFailover(const std::string& design); // the design has replicas to fail over to
Us choosePhaseSpan(const std::string& design);     // how far the sweep moves the fault: one TTL
inline constexpr Us kChoosePhaseStepUs = 50000;    // the sweep's step, 50 ms

struct ChooseCell {
    std::string design;
    std::string fault;
    // The worst over every phase of the fault: the cell's words and colour.
    Us overlapUs = 0;
    int staleWritesAccepted = 0;
    Us unavailableUs = 0;
    Us worstPhaseUs = 0; // the phase of `run`
    int phases = 0;      // runs in the sweep
    Us phaseStepUs = kChoosePhaseStepUs;
    SimResult run; // the worst phase's whole run, for its timeline
};

// One cell swept across its phases (stepUs 0: the default 50 ms).
ChooseCell chooseCell(const std::string& design, const std::string& fault, Us stepUs = 0,
                      const std::atomic<bool>* cancel = nullptr);

// Every design x fault, in the order of the lists (design-major), each swept. Polls `cancel`
// between runs and inside them; a cancelled matrix is returned short.
std::vector<ChooseCell> chooseMatrix(const std::atomic<bool>* cancel = nullptr, Us stepUs = 0);

// {"scenario":"choose","designs":[...],"faults":[...],"cells":[{design, fault, overlap_ms,
// stale_writes_accepted, unavailable_ms}, ...]}
std::string chooseJson(const std::vector<ChooseCell>& cells);
std::string chooseText(const std::vector<ChooseCell>& cells);

// What one cell measured, in words: "safe" when no beliefs overlapped and the storage took no
// stale write, else one sentence per violation ("overlap N ms", "N stale writes accepted"),
// then "unavailable N ms" when someone waited. Sentences as in narration.h (template + typed
// arguments): the CLI prints english(), the GUI translates the template (context
// "redlock::sim::Narration"), so both say the same about the same run.
// How much a cell says. Full (the CLI, the open cell's run): every sentence, the design's "no
// failover" explanation and how many fault times were tried. Grid (the page's grid, whose note
// says the cells are worst cases): "no failover" in short, the violations (whole ms, "N×
// stale write") or "safe" and the time someone waited (whole ms). Brief (a
// projector's grid, where a cell has room for two short lines): only the worst outcome, overlap
// in whole ms, else the stale writes, else "safe" ("no failover" alone on a safe cell without
// failover: its colour says safe).
enum class CellWords { Full, Grid, Brief };
std::vector<Sentence> chooseOutcome(const ChooseCell& cell, CellWords words = CellWords::Full);
bool chooseSafe(const ChooseCell& cell); // no overlap and no stale write accepted

// "Which lock when": the reader's answers to three questions, and the advice built from them
// and from the matrix's measured cells (every number in the sentences is read from a cell).
enum class DoubleRun { Wasteful, Harmful }; // a second execution repeats work / corrupts data
enum class Operate { OneServer, FiveMasters, Consensus }; // what the team can run
struct ChooseAnswers {
    DoubleRun doubleRun = DoubleRun::Harmful;
    bool idempotent =
        false; // the work can be made idempotent: the storage can refuse a stale token
    Operate operate = Operate::OneServer;
};
struct ChooseAdvice {
    std::string design;              // the row to pick; empty when no design in the matrix fits
    std::vector<Sentence> sentences; // why, citing the cells
    std::vector<std::pair<std::string, std::string>> cited; // {design, fault} of each cited cell
};
// Needs the whole matrix; a short (cancelled) matrix gives no advice.
ChooseAdvice chooseAdvice(const ChooseAnswers& answers, const std::vector<ChooseCell>& cells);

// Every {id, template} chooseOutcome() and chooseAdvice() can produce, each marked for translation
// where it is written (REDLOCK_TR_NOOP, context "redlock::sim::Choose"); the tests read this list.
const std::vector<std::pair<const char*, const char*>>& chooseTemplates();

} // namespace redlock::sim
