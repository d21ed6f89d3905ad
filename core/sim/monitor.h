#pragma once
// The safety monitor: what a finished run's result says, derived from what happened in it, for
// the simulator (Engine) and for a run on real servers (core/live) alike. Belief windows come
// from the clients (what judge() let them believe, on their clock); truth windows are derived
// from the masters' key-alive spans (a majority holding the same value at real time t); an
// overlap is a stretch of real time in which two clients' beliefs are both on; unavailable time
// is where some client wants the lock and none believes it holds it. A write the storage
// accepted is stale when another client took the lock after the writer's lock began and before
// the write arrived (monitor.cpp, staleWrites: the one definition, for simulated and live runs).
// Whether a majority still held the writer's key does not matter: with no other client
// anywhere, nothing is lost.

#include "core/sim/trace.h"

namespace redlock::sim {

// Given r's lanes, spans (key-alive, belief, down: closed by the caller), attempts, events and
// writes: adds the truth spans and sets overlaps, each write's stale mark, staleWritesAccepted, the
// first client's first acquire (validityUs, firstAcquireHeld, firstAcquireReason), outages,
// unavailableUs and the narration. `masters`: how many masters voted (the majority line).
void monitor(SimResult& r, int masters);

// The unavailable stretches (outages, unavailableUs) of the record as it stands: a client wants
// the lock from its first refused acquire until it holds it, gives up or the record ends, and
// a stretch counts where some client wants it and none believes it holds it. monitor() calls
// it; so does clipTraceAt, since a clip knows only the attempts judged by its end (a stretch of
// the full run can start at an attempt refused later). Counted anew each call: a record counted
// before (a live run clipped at its end, then monitored) is not counted twice.
void countOutages(SimResult& r);

// What the release a client sent at `sentAt` did, master by master: the account the narration's
// release sentences are worded from (claims.cpp checks them against its own reading of the
// record, so a mistake here is caught there). Each master that held
// the key of the client's last held lock when the release was sent ends in one list: the release
// deleted it there; the key had expired before the release was served (a link slower than the
// key's life, a hung master); it was gone for another reason first (a wiped restart, a crash
// without persistence); or the release never removed it (lost on a cut link, dropped by a
// master that was down), so it stays until it expires. `pending`: the run (a clipped one) ended
// before that master's release arrived.
struct ReleaseOutcome {
    int sent = 0; // release messages sent at sentAt
    // When the last of them was run, dropped or lost (sentAt if none arrived): the release is
    // through, and what it did on each master is known. -1 while one is still on its way or
    // waits at a hung master (a clipped run, or one that ended first), even a master that did
    // not hold the key: the release is not through.
    Us through = 0;
    std::vector<std::string> holdingAtSend;
    std::vector<std::string> deleted;
    std::vector<std::string> expiredFirst;
    std::vector<std::string> goneFirst;
    std::vector<std::string> stillHolding;
    std::vector<std::string> pending;
    bool inFlight() const { return !pending.empty(); }
};
ReleaseOutcome releaseOutcome(const SimResult& r, const std::string& client, Us sentAt);

} // namespace redlock::sim
