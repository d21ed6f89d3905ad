#pragma once
// The answer to a question, played by the same core that drives its page: judge() for a vote,
// the exhaustive majority-pair check for an overlap, the simulator for a scenario. The right
// choice is the one whose answer key equals Reveal::answer, and the explanation shown after the
// student picks is worded from what the run returned (the verdict, the pair counts, the run's
// narration), never from the question file.
// Lease runs are played by the lease page's own model in the GUI (ui/guide/question_runner.h),
// with the same answer keys.

#include "core/guide/question.h"
#include "core/lock/judge.h"
#include "core/lock/quorum.h"
#include "core/sim/trace.h"

#include <functional>
#include <optional>
#include <span>

namespace redlock::guide {

struct Reveal {
    std::string answer;                 // one of answerKeys(kind, ask)
    std::optional<Verdict> verdict;     // vote
    std::optional<MajorityPairs> pairs; // overlap
    int n = 0;                          // vote, overlap
    std::optional<sim::SimResult> run;  // scenario
};

// Where a scenario run gets its script; the default is the built-in catalogue. A test (or a
// teacher's edited copy) can hand in a different script under the same name.
using ScenarioSource =
    std::function<Result<sim::Scenario>(const std::string& name, const std::string& variant)>;
ScenarioSource builtinScenarios();

// A scenario run may also name one cell of the choosing page's matrix: scenario "choose",
// variant "DESIGN/FAULT" (core/sim/analysis/choose.h); an unknown design or fault is an error
// naming it.
inline constexpr const char* kChooseScenario = "choose";
Result<sim::Scenario> chooseCellScenario(const std::string& variant);
// The same cell's scenario with its faults at the times written (cheap: no sweep), or the one-line
// error for a variant that names no cell; what a question file's loader checks.
Result<sim::Scenario> chooseCellAsWritten(const std::string& variant);

// The numbers a scenario run may replace (question.h, ScenarioNumbers), by their file name, with
// the range each must lie in; the question loader reads "numbers" by this table.
struct NumberField {
    const char* name; // "ttl_ms", ...
    std::optional<std::int64_t> ScenarioNumbers::*member;
    std::int64_t lo, hi;
};
std::span<const NumberField> numberFields();

// What is wrong with `numbers` for the script `s`, or nullopt: the member's name ("pause_ms",
// "down") and why (out of range; nothing in the script to apply it to; a master it lacks).
struct NumbersProblem {
    std::string member;
    std::string why;
};
std::optional<NumbersProblem> numbersProblem(const sim::Scenario& s,
                                             const ScenarioNumbers& numbers);
// `s` with `numbers` applied, or the problem as one line ("numbers.pause_ms: ..."). When any
// number is new the script's captions are dropped: their numbers are the script's, and the
// explanation of the run is worded from the run itself.
Result<sim::Scenario> withNumbers(sim::Scenario s, const ScenarioNumbers& numbers);

// The scenario a scenario run plays: its script with the run's fencing and new numbers. What
// a question says about the run (a practice prompt's times) is read from here, so the words
// and the run cannot part.
Result<sim::Scenario> scenarioOf(const RunSpec& run,
                                 const ScenarioSource& source = builtinScenarios());

// Plays a vote, overlap or scenario run (a scenario with its forced fencing and new numbers);
// a lease run is an error (the GUI plays it).
Result<Reveal> reveal(const RunSpec& run, const ScenarioSource& source = builtinScenarios());

// The outcome key of a finished simulator run: lost-update when storage accepted a stale write,
// else two-holders when two beliefs overlapped, else safe.
std::string scenarioOutcome(const sim::SimResult& r);

// The index of the choice the run makes right, or -1 when no choice has that answer.
int rightChoice(const Question& q, const std::string& answer);

} // namespace redlock::guide
