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

#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace redlock::sim {

// The sentences of `r`, ordered by time (ties: attempts, writes, majorities, overlaps).
// A clipped run (clipAt) gives the sentences true at its end, e.g. an overlap "so far".
std::vector<Sentence> narrate(const SimResult& r);

// The sentence in English: the template with each argument written out (ms as the CLI writes
// them, lists joined by ", ", an empty list as "none").
std::string english(const Sentence& s);

// How every template is filled in, the English one and any translation of it (UTF-8):
// %k is argument k as `write` writes it; %k[one|other] writes "one" when argument k is the
// count 1 and "other" otherwise, so "%1 stale %1[write|writes]" is true for 0, 1 and 5 (a
// translation without plurals simply leaves the choice out). An argument the sentence does not
// have is left out; a choice without its closing bracket stays as written.
std::string fillTemplate(std::string_view text, const std::vector<SentenceArg>& args,
                         const std::function<std::string(const SentenceArg&)>& write);

// Every {id, template} narrate() can produce. Each template is marked for translation where it is
// written (REDLOCK_TR_NOOP, context "redlock::sim::Narration"); the tests read this list.
const std::vector<std::pair<const char*, const char*>>& narrationTemplates();
// The template of narration sentence `id`; "" when narrate() has no such sentence.
const char* narrationTemplate(std::string_view id);

} // namespace redlock::sim
