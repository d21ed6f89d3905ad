// loadQuestionFile: the strict reader of question files (format in question.h).
#include "core/guide/question.h"
#include "core/guide/reveal.h"

#include "core/json/json_reader.h"
#include "core/lock/quorum.h"
#include "core/sim/files/catalog.h"

#include <algorithm>
#include <cmath>

namespace redlock::guide {

namespace {

using sim::JsonReader;
using sim::JsonValue;

constexpr std::size_t kMaxQuestions = 64;
constexpr std::size_t kMaxChoices = 5;
constexpr std::size_t kMaxActions = 32;
constexpr std::size_t kMaxText = 2000; // bytes of one prompt or choice

std::string joined(const std::vector<std::string>& v) {
    std::string out;
    for (const std::string& s : v) {
        out += out.empty() ? s : ", " + s;
    }
    return out;
}

bool contains(const std::vector<std::string>& v, const std::string& s) {
    return std::find(v.begin(), v.end(), s) != v.end();
}

// A required, non-empty string of at most kMaxText bytes.
bool text(JsonReader& r, const JsonValue& obj, const std::string& path, const char* key,
          std::string& out) {
    const JsonValue* v = obj.find(key);
    if (!v) {
        return r.bad(obj, JsonReader::join(path, key), "missing: expected a non-empty string");
    }
    r.str(obj, path, key, out);
    if (!r.error.empty()) {
        return false;
    }
    if (out.find_first_not_of(" \t\n") == std::string::npos) {
        return r.bad(*v, JsonReader::join(path, key), "empty: expected a non-empty string");
    }
    if (out.size() > kMaxText) {
        return r.bad(*v, JsonReader::join(path, key),
                     std::to_string(out.size()) + " bytes: at most " + std::to_string(kMaxText));
    }
    return true;
}

// A scenario run's "numbers" (question.h): the members of numberFields() and "down", each
// checked against the run's script (numbersProblem), so a number with nothing to set is named.
void readNumbers(JsonReader& r, const JsonValue& obj, const std::string& path, RunSpec& run) {
    if (run.scenario == kChooseScenario) {
        r.bad(obj, path, "not for a choose cell: its numbers are the matrix's");
        return;
    }
    if (obj.type != JsonValue::Type::Object) {
        r.bad(obj, path, std::string("expected an object, found ") + sim::typeName(obj.type));
        return;
    }
    std::vector<std::string> names;
    for (const NumberField& f : numberFields()) {
        names.push_back(f.name);
    }
    names.push_back("down");
    for (const auto& [k, v] : obj.object) {
        if (!contains(names, k)) {
            r.bad(v, JsonReader::join(path, k), "unknown member: expected " + joined(names));
            return;
        }
    }
    for (const NumberField& f : numberFields()) {
        if (obj.find(f.name)) {
            std::int64_t value = 0;
            r.integer(obj, path, f.name, value, static_cast<double>(f.lo),
                      static_cast<double>(f.hi));
            run.numbers.*f.member = value;
        }
    }
    if (const JsonValue* down = r.array(obj, path, "down")) {
        for (std::size_t i = 0; i < down->array.size() && r.error.empty(); ++i) {
            const JsonValue& m = down->array[i];
            if (!m.isInteger) {
                r.bad(m, JsonReader::join(path, "down") + "[" + std::to_string(i) + "]",
                      "expected a master number");
            } else {
                // Clamped only so the cast is exact; numbersProblem names a master out of range.
                run.numbers.down.push_back(
                    static_cast<int>(std::clamp<std::int64_t>(m.integer, -1, 1000)));
            }
        }
    }
    if (!r.error.empty()) {
        return;
    }
    const Result<sim::Scenario> script = sim::builtinScenario(run.scenario, run.variant);
    if (!script) {
        r.bad(obj, path, script.error().message);
        return;
    }
    if (const auto problem = numbersProblem(*script, run.numbers)) {
        const JsonValue* at = obj.find(problem->member);
        r.bad(at ? *at : obj, JsonReader::join(path, problem->member), problem->why);
    }
}

void readRun(JsonReader& r, const JsonValue& obj, const std::string& path, RunSpec& run) {
    const JsonValue* kind = obj.find("kind");
    if (obj.type == JsonValue::Type::Object && !kind) {
        r.bad(obj, JsonReader::join(path, "kind"),
              "missing: expected vote, overlap, scenario or lease");
        return;
    }
    if (obj.type != JsonValue::Type::Object) {
        r.bad(obj, path, std::string("expected an object, found ") + sim::typeName(obj.type));
        return;
    }
    r.choice(obj, path, "kind", run.kind,
             {{"vote", RunKind::Vote},
              {"overlap", RunKind::Overlap},
              {"scenario", RunKind::Scenario},
              {"lease", RunKind::Lease}});
    if (!r.error.empty()) {
        return;
    }
    switch (run.kind) {
    case RunKind::Vote:
        r.only(obj, path, {"kind", "ask", "n", "down", "elapsed_ms", "ttl_ms"});
        break;
    case RunKind::Overlap:
        r.only(obj, path, {"kind", "ask", "n"});
        break;
    case RunKind::Scenario:
        r.only(obj, path, {"kind", "ask", "scenario", "variant", "fencing", "numbers"});
        break;
    case RunKind::Lease:
        r.only(obj, path, {"kind", "ask", "actions"});
        break;
    }
    if (!r.error.empty()) {
        return;
    }
    text(r, obj, path, "ask", run.ask);
    if (!r.error.empty()) {
        return;
    }
    if (answerKeys(run.kind, run.ask).empty()) {
        const std::vector<std::string> asks =
            run.kind == RunKind::Vote       ? std::vector<std::string>{"held", "reason"}
            : run.kind == RunKind::Overlap  ? std::vector<std::string>{"disjoint", "min-shared"}
            : run.kind == RunKind::Scenario ? std::vector<std::string>{"outcome", "first-held"}
                                            : std::vector<std::string>{"late-completion"};
        r.bad(*obj.find("ask"), JsonReader::join(path, "ask"),
              "unknown value '" + run.ask + "' for kind " + runKindName(run.kind) + ": expected " +
                  joined(asks));
        return;
    }
    r.integer(obj, path, "n", run.n, kMinMasters, kMaxMasters);
    if (run.kind == RunKind::Vote) {
        double elapsedMs = static_cast<double>(run.elapsedUs) / 1000.0;
        r.number(obj, path, "elapsed_ms", elapsedMs, 0, 86400000.0);
        run.elapsedUs = static_cast<std::int64_t>(std::llround(elapsedMs * 1000.0));
        r.integer(obj, path, "ttl_ms", run.ttlMs, 1, 86400000.0);
        if (const JsonValue* down = r.array(obj, path, "down")) {
            const std::string field = JsonReader::join(path, "down");
            for (std::size_t i = 0; i < down->array.size() && r.error.empty(); ++i) {
                const JsonValue& m = down->array[i];
                const std::string at = field + "[" + std::to_string(i) + "]";
                if (!m.isInteger || m.integer < 1 || m.integer > run.n) {
                    r.bad(m, at, "expected a master number from 1 to " + std::to_string(run.n));
                } else if (std::find(run.down.begin(), run.down.end(), m.integer) !=
                           run.down.end()) {
                    r.bad(m, at, "master " + std::to_string(m.integer) + " is listed twice");
                } else {
                    run.down.push_back(static_cast<int>(m.integer));
                }
            }
        }
    } else if (run.kind == RunKind::Scenario) {
        if (!text(r, obj, path, "scenario", run.scenario)) {
            return;
        }
        if (run.scenario == kChooseScenario) {
            r.str(obj, path, "variant", run.variant);
            if (r.error.empty()) {
                if (const auto cell = chooseCellAsWritten(run.variant); !cell) {
                    r.bad(obj.find("variant") ? *obj.find("variant") : obj,
                          JsonReader::join(path, "variant"), cell.error().message);
                    return;
                }
            }
        } else if (!contains(sim::scenarioNames(), run.scenario)) {
            r.bad(*obj.find("scenario"), JsonReader::join(path, "scenario"),
                  "unknown scenario '" + run.scenario + "': expected " +
                      joined(sim::scenarioNames()) + " or " + kChooseScenario);
            return;
        }
        if (run.scenario != kChooseScenario) {
            r.str(obj, path, "variant", run.variant);
        }
        if (r.error.empty() && run.scenario != kChooseScenario &&
            !sim::builtinScenario(run.scenario, run.variant)) {
            const std::vector<std::string> variants = sim::builtinScenario(run.scenario)->variants;
            r.bad(*obj.find("variant"), JsonReader::join(path, "variant"),
                  "unknown variant '" + run.variant + "' of " + run.scenario + ": expected \"\"" +
                      (variants.empty() ? "" : ", " + joined(variants)));
            return;
        }
        sim::Fencing f = sim::Fencing::Off;
        if (obj.find("fencing")) {
            r.choice(obj, path, "fencing", f,
                     {{"off", sim::Fencing::Off},
                      {"token", sim::Fencing::Token},
                      {"check-and-set", sim::Fencing::CheckAndSet}});
            run.fencing = f;
        }
        if (const JsonValue* numbers = obj.find("numbers"); numbers && r.error.empty()) {
            readNumbers(r, *numbers, JsonReader::join(path, "numbers"), run);
        }
    } else if (run.kind == RunKind::Lease) {
        const JsonValue* actions = r.array(obj, path, "actions");
        const std::string field = JsonReader::join(path, "actions");
        if (!actions && r.error.empty()) {
            r.bad(obj, field, "missing: expected an array of actions");
            return;
        }
        if (!actions || !r.capped(*actions, field, kMaxActions, "actions")) {
            return;
        }
        const std::vector<std::string> known{"claim1",  "claim2", "pause1",
                                             "advance", "reap",   "complete"};
        for (std::size_t i = 0; i < actions->array.size() && r.error.empty(); ++i) {
            const JsonValue& a = actions->array[i];
            if (a.type != JsonValue::Type::String || !contains(known, a.string)) {
                r.bad(a, field + "[" + std::to_string(i) + "]",
                      "unknown action: expected " + joined(known));
            } else {
                run.actions.push_back(a.string);
            }
        }
    }
}

void readChoices(JsonReader& r, const JsonValue& q, const std::string& path, Question& out) {
    const std::string field = JsonReader::join(path, "choices");
    const JsonValue* choices = r.array(q, path, "choices");
    if (!r.error.empty()) {
        return;
    }
    if (!choices || choices->array.size() < 2 || choices->array.size() > kMaxChoices) {
        r.bad(choices ? *choices : q, field,
              (choices ? std::to_string(choices->array.size()) + " choices"
                       : std::string("missing")) +
                  ": expected 2 to " + std::to_string(kMaxChoices) + " choices");
        return;
    }
    const std::vector<std::string> keys = answerKeys(out.run.kind, out.run.ask);
    for (std::size_t i = 0; i < choices->array.size() && r.error.empty(); ++i) {
        const JsonValue& c = choices->array[i];
        const std::string at = field + "[" + std::to_string(i) + "]";
        if (!r.only(c, at, {"answer", "en", "zh_CN"})) {
            return;
        }
        Choice choice;
        if (!text(r, c, at, "answer", choice.answer) || !text(r, c, at, "en", choice.text.en) ||
            !text(r, c, at, "zh_CN", choice.text.zh)) {
            return;
        }
        if (!contains(keys, choice.answer)) {
            r.bad(*c.find("answer"), JsonReader::join(at, "answer"),
                  "unknown answer '" + choice.answer + "' for ask '" + out.run.ask +
                      "': expected " + joined(keys));
            return;
        }
        for (const Choice& earlier : out.choices) {
            if (earlier.answer == choice.answer) {
                r.bad(*c.find("answer"), JsonReader::join(at, "answer"),
                      "answer '" + choice.answer + "' is already another choice's");
                return;
            }
        }
        out.choices.push_back(std::move(choice));
    }
}

} // namespace

const char* runKindName(RunKind k) {
    switch (k) {
    case RunKind::Vote:
        return "vote";
    case RunKind::Overlap:
        return "overlap";
    case RunKind::Scenario:
        return "scenario";
    case RunKind::Lease:
        return "lease";
    }
    return "vote";
}

std::vector<std::string> answerKeys(RunKind kind, const std::string& ask) {
    const std::vector<std::string> yesNo{"yes", "no"};
    switch (kind) {
    case RunKind::Vote:
        if (ask == "held")
            return yesNo;
        if (ask == "reason")
            return {"held", "no-majority", "past-ttl", "drift-ate-rest"};
        break;
    case RunKind::Overlap:
        if (ask == "disjoint")
            return yesNo;
        if (ask == "min-shared")
            return {"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"};
        break;
    case RunKind::Scenario:
        if (ask == "outcome")
            return {"safe", "two-holders", "lost-update"};
        if (ask == "first-held")
            return yesNo;
        break;
    case RunKind::Lease:
        if (ask == "late-completion")
            return {"rejected", "accepted", "none"};
        break;
    }
    return {};
}

Result<QuestionFile> loadQuestionFile(std::string_view source,
                                      const std::vector<std::string>& pages) {
    Result<JsonValue> parsed = sim::parseJson(source);
    if (!parsed) {
        return parsed.error();
    }
    const JsonValue& root = *parsed;
    JsonReader r;
    QuestionFile file;
    if (!r.only(root, "", {"page", "questions"})) {
        return Error{r.error};
    }
    if (!text(r, root, "", "page", file.page)) {
        return Error{r.error};
    }
    if (!contains(pages, file.page)) {
        r.bad(*root.find("page"), "page",
              "unknown page '" + file.page + "': expected " + joined(pages));
        return Error{r.error};
    }
    const JsonValue* questions = r.array(root, "", "questions");
    if (!r.error.empty()) {
        return Error{r.error};
    }
    if (!questions || questions->array.empty()) {
        r.bad(questions ? *questions : root, "questions",
              "missing or empty: expected at least one question");
        return Error{r.error};
    }
    if (!r.capped(*questions, "questions", kMaxQuestions, "questions")) {
        return Error{r.error};
    }
    for (std::size_t i = 0; i < questions->array.size(); ++i) {
        const JsonValue& q = questions->array[i];
        const std::string path = "questions[" + std::to_string(i) + "]";
        if (!r.only(q, path, {"id", "prompt", "run", "choices"})) {
            return Error{r.error};
        }
        Question question;
        question.page = file.page;
        question.line = q.line;
        if (!text(r, q, path, "id", question.id)) {
            return Error{r.error};
        }
        for (const Question& earlier : file.questions) {
            if (earlier.id == question.id) {
                r.bad(*q.find("id"), JsonReader::join(path, "id"),
                      "id '" + question.id + "' is already used on line " +
                          std::to_string(earlier.line));
                return Error{r.error};
            }
        }
        const JsonValue* prompt = q.find("prompt");
        const std::string promptPath = JsonReader::join(path, "prompt");
        if (!prompt) {
            r.bad(q, promptPath, "missing: expected {\"en\": ..., \"zh_CN\": ...}");
            return Error{r.error};
        }
        if (!r.only(*prompt, promptPath, {"en", "zh_CN"}) ||
            !text(r, *prompt, promptPath, "en", question.prompt.en) ||
            !text(r, *prompt, promptPath, "zh_CN", question.prompt.zh)) {
            return Error{r.error};
        }
        const JsonValue* run = q.find("run");
        if (!run) {
            r.bad(q, JsonReader::join(path, "run"),
                  "missing: expected the run that answers the question");
            return Error{r.error};
        }
        readRun(r, *run, JsonReader::join(path, "run"), question.run);
        if (!r.error.empty()) {
            return Error{r.error};
        }
        readChoices(r, q, path, question);
        if (!r.error.empty()) {
            return Error{r.error};
        }
        file.questions.push_back(std::move(question));
    }
    return file;
}

} // namespace redlock::guide
