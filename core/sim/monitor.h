#pragma once
// The safety monitor: what a finished run's result says, derived from what happened in it, for
// the simulator (Engine) and for a run on real servers (core/live) alike. Belief windows come
// from the clients (what judge() let them believe, on their clock); truth windows are derived
// from the masters' key-alive spans (a majority holding the same value at real time t); an
// overlap is a stretch of real time in which two clients' beliefs are both on; unavailable time
// is where some client wants the lock and none believes it holds it.

#include "core/sim/trace.h"

namespace redlock::sim {

// Given r's lanes, spans (key-alive, belief, down: closed by the caller), attempts, events and
// writes: adds the truth spans and sets overlaps, overlapUs, staleWritesAccepted, the first
// client's first acquire (validityUs, firstAcquireHeld, firstAcquireReason), outages,
// unavailableUs and the narration. `masters`: how many masters voted (the majority line).
void monitor(SimResult& r, int masters);

} // namespace redlock::sim
