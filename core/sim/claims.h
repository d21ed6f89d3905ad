#pragma once
// Claims by construction: every sentence the narration can say about a run (narration.h) is a
// claim about that run, and each of its templates has a predicate here over the run's raw record
// — its attempts, messages, spans, events and writes — that must hold whenever the sentence is
// said. The predicates are written from the record itself, not from the narration's code, so a
// sentence whose builder reads the wrong field, the wrong moment or the wrong span is caught:
// tests/core/sim/tst_sim_claims.cpp runs every scenario x variant x seed x fault phase through
// them, and a template without a predicate fails that test.

#include "core/sim/sentence.h"
#include "core/sim/trace.h"

#include <string>

namespace redlock::sim {

// "" when the sentence is true of the run, else why it is not (one line, for a test's report).
std::string checkClaim(const SimResult& r, const Sentence& s);

// Whether the template id has a predicate (every narration template must).
bool hasClaimCheck(const std::string& id);

// The record's own claims: "" when the event carries the typed fact its kind promises
// (eventFact, kinds.h) and no other, and its text agrees with it; else what is wrong (one line).
// The narration and the predicates above read those facts, never the text, so a producer (the
// simulator's engine, the live run) that forgets one is caught here: tst_sim_event_facts sweeps
// the simulator, tst_live_scenarios the live runs.
std::string checkEventFact(const SimResult& r, const TraceEvent& e);

} // namespace redlock::sim
