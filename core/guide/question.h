#pragma once
// Predict-then-see questions (the self-study guide): a prompt, two to five choices, and the run
// that answers it. A question never states its own answer: each choice carries an answer key
// ("yes", "no-majority", "lost-update", ...) and the run of the page's core decides which key is
// right (reveal.h). A teacher can change a scenario or a vote and the right choice follows.
//
// Question files are strict JSON (the scenario loader's reader, core/json/json_reader.h), both
// languages in one file:
//   {"page": "majority",
//    "questions": [
//      {"id": "two-down",
//       "prompt": {"en": "...", "zh_CN": "..."},
//       "run": {"kind": "vote", "n": 5, "down": [4, 5], "elapsed_ms": 2, "ask": "held"},
//       "choices": [{"answer": "yes", "en": "...", "zh_CN": "..."}, ...]}]}
// Run kinds and what they may ask (the answer keys a choice may use):
//   vote      {n, down, elapsed_ms, ttl_ms}  held: yes/no; reason: held, no-majority, past-ttl,
//                                            drift-ate-rest (core/lock/judge.h)
//   overlap   {n}                            disjoint: yes/no (can two majorities share nothing);
//                                            min-shared: "0".."9" (core/lock/quorum.h)
//   scenario  {scenario, variant, fencing,   outcome: safe, two-holders, lost-update;
//              numbers}                      first-held: yes/no (core/sim, a built-in scenario,
//                                            or "choose" with variant "DESIGN/FAULT": one cell
//                                            of the choosing page's matrix)
//   lease     {actions}                      late-completion: rejected, accepted, none (the lease
//                                            page's model plays the actions: claim1, claim2,
//                                            pause1, advance, reap, complete)
// A scenario run's optional "numbers" replace numbers of the script (ScenarioNumbers below):
//   "numbers": {"ttl_ms": 8000, "timeout_ms": 50, "latency_ms": 1, "pause_ms": 12000,
//               "jump_ms": 9000, "delay_ms": 120, "down": [4, 5]}
// Each member is optional; a number the script has nothing to apply it to (pause_ms on a script
// without a client pause, a master of "down" the scenario does not have) is an error naming
// the member; "numbers" is refused on a choose cell.
// Errors name the line and the field: "line 14: field 'questions[2].run.down[0]': ...".

#include "core/lock/result.h"
#include "core/sim/scenario.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace redlock::guide {

struct Text {
    std::string en;
    std::string zh; // zh_CN
    bool operator==(const Text&) const = default;
};

struct Choice {
    std::string answer; // the key the run is compared with
    Text text;
    bool operator==(const Choice&) const = default;
};

enum class RunKind { Vote, Overlap, Scenario, Lease };

// New numbers for a scenario run, each replacing the script's (absent: as scripted); the same
// scenario can then be asked about with other numbers (practice questions, practice.h). Applied
// by withNumbers() (reveal.h), the one place that knows where each number goes:
struct ScenarioNumbers {
    std::optional<std::int64_t> ttlMs;     // params.ttl_ms
    std::optional<std::int64_t> timeoutMs; // params.timeout_ms: the per-master timeout
    std::optional<std::int64_t> latencyMs; // params.latency_ms: one way, on every default link
    std::optional<std::int64_t> pauseMs;   // for_ms of every client pause of the script
    std::optional<std::int64_t> jumpMs;    // by_ms of every clock jump of the script
    std::optional<std::int64_t> delayMs;   // extra_ms of every message delay of the script
    std::vector<int> down;                 // masters 1..n crashed at 0 ms, besides the script's
    bool any() const {
        return ttlMs || timeoutMs || latencyMs || pauseMs || jumpMs || delayMs || !down.empty();
    }
    bool operator==(const ScenarioNumbers&) const = default;
};

struct RunSpec {
    RunKind kind = RunKind::Vote;
    std::string ask;
    int n = 5;             // vote, overlap
    std::vector<int> down; // vote: master numbers 1..n that are down
    std::int64_t elapsedUs = 2000;
    std::int64_t ttlMs = 10000;
    std::string scenario;                // scenario: a built-in scenario name
    std::string variant;                 // "" = the base script
    std::optional<sim::Fencing> fencing; // forced on the run (absent: as scripted)
    ScenarioNumbers numbers;             // scenario: new numbers (none: as scripted)
    std::vector<std::string> actions;    // lease
    bool operator==(const RunSpec&) const = default;
};

struct Question {
    std::string id;
    std::string page;
    Text prompt;
    std::vector<Choice> choices;
    RunSpec run;
    int line = 0; // where the question starts in its file
    bool operator==(const Question&) const = default;
};

struct QuestionFile {
    std::string page;
    std::vector<Question> questions;
};

const char* runKindName(RunKind k); // "vote", "overlap", "scenario", "lease"

// The answer keys `ask` may produce for `kind`, or empty when the kind does not ask that.
std::vector<std::string> answerKeys(RunKind kind, const std::string& ask);

// Parses and validates one file. `pages` are the page names a file may name; a scenario run must
// name a built-in scenario and one of its variants.
Result<QuestionFile> loadQuestionFile(std::string_view text, const std::vector<std::string>& pages);

} // namespace redlock::guide
