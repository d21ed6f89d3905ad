#pragma once
// What happened in a simulator run, in sentences generated from the run itself: who holds the
// lock and until when, who was refused and why, whose majority vanished while it still
// believed, which beliefs overlapped, what the storage did with each write, who gave up. Base
// scripts and variants alike: nothing here is read from a scenario file, so a caption can never
// describe a different run than the one it sits under.
//
// Each sentence is an id, an English template with %1..%n and typed arguments (sentence.h). The
// CLI prints english(s); the GUI translates the template (context "redlock::sim::Narration")
// and fills in the arguments in the reader's language.

#include "core/sim/sentence.h"
#include "core/sim/trace.h"

#include <string>
#include <utility>
#include <vector>

namespace redlock::sim {

// The sentences of `r`, ordered by time (ties: attempts, writes, majorities, overlaps).
// A clipped run (clipAt) gives the sentences true at its end, e.g. an overlap "so far".
std::vector<Sentence> narrate(const SimResult& r);

// The sentence in English: the template with each argument written out (ms as the CLI writes
// them, lists joined by ", ", an empty list as "none").
std::string english(const Sentence& s);

// Every {id, template} narrate() can produce, for the GUI's translation table and its test.
const std::vector<std::pair<const char*, const char*>>& narrationTemplates();

} // namespace redlock::sim
