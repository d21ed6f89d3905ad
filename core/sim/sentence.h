#pragma once
// One outcome sentence about a simulator run, as data: a stable id, an English template with
// %1..%n placeholders (the same form Qt's tr() uses, so the GUI can translate the template and
// fill in the arguments itself) and the arguments, each typed so it can be written in the
// reader's language (a time in ms, a count, a name, a list of names). narration.h builds them
// from a run's attempts, spans, overlaps and writes; nothing in a sentence is hand-written.

#include "core/sim/event_queue.h"

#include <cstdint>
#include <string>
#include <vector>

namespace redlock::sim {

struct SentenceArg {
    enum class Kind { Name, Names, Ms, Count };
    Kind kind = Kind::Name;
    std::vector<std::string> names; // Name: one entry; Names: the list (may be empty)
    std::int64_t value = 0;         // Ms: microseconds; Count: the number
    bool operator==(const SentenceArg&) const = default;
};

struct Sentence {
    Us t = 0;         // real time the sentence becomes true
    std::string id;   // stable identifier, e.g. "held", "refused-no-majority", "stale-write"
    std::string text; // the English template, "%1 holds the lock: ..."
    std::vector<SentenceArg> args;
    bool operator==(const Sentence&) const = default;
};

// The typed arguments, for every builder of sentences (the simulator's narration, the live
// comparison's rows).
inline SentenceArg argName(const std::string& n) {
    return {SentenceArg::Kind::Name, {n}, 0};
}
inline SentenceArg argNames(std::vector<std::string> n) {
    return {SentenceArg::Kind::Names, std::move(n), 0};
}
inline SentenceArg argMs(Us us) {
    return {SentenceArg::Kind::Ms, {}, us};
}
inline SentenceArg argCount(std::int64_t n) {
    return {SentenceArg::Kind::Count, {}, n};
}

} // namespace redlock::sim
