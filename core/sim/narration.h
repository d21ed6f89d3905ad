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

// How a sentence writes its times. Every: each microsecond, as the JSON does ("6981.677"). People:
// as the app shows them — whole milliseconds from 10 ms up, the fraction below 10 ms (a round
// trip, a 0.4 ms acquire: as many decimals as the value has), and more digits only where two
// different times of the sentence, its own time included, would otherwise read the same, or
// where a sum among them (a start, a length, an end) would not add up as written.
enum class MsDigits { Every, People };

// The sentence in English: the template with each argument written out (ms by `digits`, lists
// joined by ", ", an empty list as "none").
std::string english(const Sentence& s, MsDigits digits = MsDigits::Every);

// The decimals (0-3) the People rule writes each of `times` (microseconds) with, written
// together; the GUI (Readouts) writes its times with these decimals in the reader's locale.
std::vector<int> msDecimalsForPeople(const std::vector<Us>& times);
// `times` written together by the People rule, plain digits: "6982", "0.4", "30.11".
std::vector<std::string> msTextsForPeople(const std::vector<Us>& times);
// A sentence's own time written as english(s, MsDigits::People) writes its times beside it.
std::string sentenceTimeForPeople(const Sentence& s);

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
