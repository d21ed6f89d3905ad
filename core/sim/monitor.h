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

} // namespace redlock::sim
