// Question files and the runs that answer them: every built-in file loads, has at least three
// questions, and each question's run (played by the core) makes exactly one of its choices
// right; a broken file is refused with the line and the field; the answer and its explanation
// follow the scenario data, not the question file.
#include "core/guide/question.h"
#include "core/guide/reveal.h"
#include "core/sim/files/catalog.h"
#include "core/sim/narration.h"

#include <QTest>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace redlock;
using namespace redlock::guide;

namespace {

std::filesystem::path questionDir() {
    return std::filesystem::path(REDLOCK_SOURCE_DIR) / "resources" / "questions";
}

// The pages with a built-in question file (resources/questions/<page>.json), sorted: the folder
// is the list (the core does not know the GUI's PageCatalog; tst_ui_guide checks that every page
// of the catalogue has its file), so a new page needs nothing here.
std::vector<std::string> questionPages() {
    std::vector<std::string> pages;
    for (const auto& entry : std::filesystem::directory_iterator(questionDir())) {
        if (entry.path().extension() == ".json") {
            pages.push_back(entry.path().stem().string());
        }
    }
    std::sort(pages.begin(), pages.end());
    return pages;
}
const std::vector<std::string> kPages = questionPages();

std::string readFile(const std::filesystem::path& p) {
    std::ifstream in(p);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

// A valid one-question file with `run` and `choices` spliced in.
std::string fileWith(const std::string& run, const std::string& choices) {
    return "{\n"
           "  \"page\": \"majority\",\n"
           "  \"questions\": [\n"
           "    {\n"
           "      \"id\": \"q\",\n"
           "      \"prompt\": {\"en\": \"Held?\", \"zh_CN\": \"持有？\"},\n"
           "      \"run\": " +
           run +
           ",\n"
           "      \"choices\": " +
           choices +
           "\n"
           "    }\n"
           "  ]\n"
           "}\n";
}

const std::string kYesNo =
    R"([{"answer": "yes", "en": "Yes", "zh_CN": "是"}, {"answer": "no", "en": "No", "zh_CN": "否"}])";

std::string allEnglish(const sim::SimResult& r) {
    std::string out;
    for (const sim::Sentence& s : r.narration) {
        out += sim::english(s) + "\n";
    }
    return out;
}

} // namespace

class TestQuestions : public QObject {
    Q_OBJECT
private slots:
    void everyBuiltInFileLoadsAndEachRunPicksOneChoice() {
        int files = 0;
        for (const std::string& page : kPages) {
            const std::filesystem::path p = questionDir() / (page + ".json");
            QVERIFY2(std::filesystem::exists(p), p.c_str());
            const Result<QuestionFile> f = loadQuestionFile(readFile(p), kPages);
            QVERIFY2(f.ok(), (page + ": " + (f ? "" : f.error().message)).c_str());
            QCOMPARE(f->page, page);
            QVERIFY2(f->questions.size() >= 3, page.c_str());
            ++files;
            for (const Question& q : f->questions) {
                if (q.run.kind == RunKind::Lease) {
                    continue; // played by the lease page's model (tests/ui/guide)
                }
                const Result<Reveal> r = reveal(q.run);
                QVERIFY2(r.ok(), q.id.c_str());
                QVERIFY2(
                    rightChoice(q, r->answer) >= 0,
                    (page + "/" + q.id + ": no choice for the run's answer " + r->answer).c_str());
            }
        }
        QVERIFY(files > 0);
    }

    // The vote reveal is judge()'s verdict, so the answer follows the masters that are down.
    void voteAnswerFollowsTheRun() {
        RunSpec run;
        run.kind = RunKind::Vote;
        run.ask = "held";
        run.down = {4, 5};
        const Result<Reveal> two = reveal(run);
        QVERIFY(two.ok());
        QCOMPARE(two->answer, std::string("yes"));
        QCOMPARE(two->verdict->votes, 3);
        run.down = {3, 4, 5};
        const Result<Reveal> three = reveal(run);
        QCOMPARE(three->answer, std::string("no"));
        QCOMPARE(three->verdict->reason, Reason::NoMajority);
        run.ask = "reason";
        run.down = {};
        run.elapsedUs = 31'000'000;
        run.ttlMs = 30000;
        QCOMPARE(reveal(run)->answer, std::string("past-ttl"));
    }

    void overlapAnswerIsTheExhaustiveCheck() {
        RunSpec run;
        run.kind = RunKind::Overlap;
        run.ask = "min-shared";
        for (int n = 1; n <= kMaxMasters; ++n) {
            run.n = n;
            const Result<Reveal> r = reveal(run);
            QCOMPARE(r->answer, std::to_string(checkAllMajorityPairs(n).minShared));
        }
        run.ask = "disjoint";
        run.n = 5;
        QCOMPARE(reveal(run)->answer, std::string("no"));
    }

    // Change the scenario data under the same name: the answer and the narration follow it.
    void scenarioRevealFollowsTheScenarioData() {
        RunSpec run;
        run.kind = RunKind::Scenario;
        run.ask = "outcome";
        run.scenario = "gc-pause-after";
        const Result<Reveal> asShipped = reveal(run);
        QVERIFY(asShipped.ok());
        QCOMPARE(asShipped->answer, std::string("lost-update"));

        // The same script with C1's pause cut to 1 ms: C1 writes long before its keys expire.
        int shortened = 0;
        const ScenarioSource edited = [&](const std::string& name, const std::string& variant) {
            Result<sim::Scenario> s = sim::builtinScenario(name, variant);
            for (sim::Fault& f : s.value().faults) {
                if (f.kind == redlock::sim::FaultKind::Pause) {
                    f.forUs = 1000;
                    ++shortened;
                }
            }
            return s;
        };
        const Result<Reveal> changed = reveal(run, edited);
        QVERIFY(changed.ok());
        QVERIFY(shortened > 0);
        QCOMPARE(changed->answer, std::string("safe"));
        QCOMPARE(changed->answer, scenarioOutcome(*changed->run));
        QVERIFY(allEnglish(*changed->run) != allEnglish(*asShipped->run));
        QCOMPARE(changed->run->narration, sim::narrate(*changed->run));

        // A forced fencing mode is applied on top of the script.
        run.fencing = sim::Fencing::Token;
        QCOMPARE(reveal(run)->answer, std::string("safe"));
    }

    // A scenario run's "numbers" are read into the run and played by reveal(): the script's
    // 15 s pause made 1 s ends before anyone else asks for the lock.
    void numbersAreReadAndPlayed() {
        const std::string text = fileWith(
            R"({"kind": "scenario", "ask": "outcome", "scenario": "gc-pause-after",
                "numbers": {"pause_ms": 1000, "ttl_ms": 8000, "down": [5]}})",
            R"([{"answer": "safe", "en": "S", "zh_CN": "安"}, {"answer": "lost-update", "en": "L", "zh_CN": "丢"}])");
        const Result<QuestionFile> f = loadQuestionFile(text, kPages);
        QVERIFY2(f, f ? "" : f.error().message.c_str());
        const RunSpec& run = f->questions.front().run;
        QCOMPARE(run.numbers.pauseMs, std::optional<std::int64_t>(1000));
        QCOMPARE(run.numbers.ttlMs, std::optional<std::int64_t>(8000));
        QCOMPARE(run.numbers.down, std::vector<int>{5});
        QVERIFY(!run.numbers.jumpMs);
        const auto r = reveal(run);
        QVERIFY(r);
        QCOMPARE(r->answer, std::string("safe"));
        RunSpec scripted = run;
        scripted.numbers = {};
        QCOMPARE(reveal(scripted)->answer, std::string("lost-update"));
    }

    void brokenFilesNameTheLineAndTheField_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        const auto row = [](const char* name, const std::string& text, const char* expected) {
            QTest::newRow(name) << QString::fromStdString(text) << QString::fromUtf8(expected);
        };
        const std::string vote = R"({"kind": "vote", "ask": "held", "n": 5, "down": [4, 5]})";
        row("valid control", fileWith(vote, kYesNo), "");
        row("unknown answer", fileWith(vote, R"([{"answer": "maybe", "en": "M", "zh_CN": "M"},
                  {"answer": "no", "en": "N", "zh_CN": "N"}])"),
            "line 8: field 'questions[0].choices[0].answer': unknown answer 'maybe'");
        row("master out of range",
            fileWith(R"({"kind": "vote", "ask": "held", "down": [6]})", kYesNo),
            "line 7: field 'questions[0].run.down[0]': expected a master number from 1 to 5");
        row("unknown scenario",
            fileWith(R"({"kind": "scenario", "ask": "outcome", "scenario": "gc-pause"})", kYesNo),
            "line 7: field 'questions[0].run.scenario': unknown scenario 'gc-pause'");
        row("unknown variant",
            fileWith(
                R"({"kind": "scenario", "ask": "outcome", "scenario": "happy", "variant": "x"})",
                kYesNo),
            "line 7: field 'questions[0].run.variant': unknown variant 'x' of happy");
        row("unknown ask", fileWith(R"({"kind": "overlap", "ask": "held"})", kYesNo),
            "line 7: field 'questions[0].run.ask': unknown value 'held' for kind overlap: expected "
            "disjoint, min-shared");
        row("unknown member", fileWith(R"({"kind": "vote", "ask": "held", "ttl": 5})", kYesNo),
            "line 7: field 'questions[0].run.ttl': unknown member");
        row("one choice", fileWith(vote, R"([{"answer": "yes", "en": "Y", "zh_CN": "是"}])"),
            "line 8: field 'questions[0].choices': 1 choices: expected 2 to 5 choices");
        row("missing zh", fileWith(vote, R"([{"answer": "yes", "en": "Y"},
                  {"answer": "no", "en": "N", "zh_CN": "N"}])"),
            "line 8: field 'questions[0].choices[0].zh_CN': missing");
        row("same answer twice", fileWith(vote, R"([{"answer": "yes", "en": "Y", "zh_CN": "是"},
                  {"answer": "yes", "en": "N", "zh_CN": "否"}])"),
            "line 9: field 'questions[0].choices[1].answer': answer 'yes' is already");
        row("trailing comma", fileWith(vote, kYesNo + ","), "line 9");
        // A scenario run's new numbers: read into the run, each checked against the script.
        const auto numbered = [](const std::string& numbers) {
            return R"({"kind": "scenario", "ask": "outcome", "scenario": "gc-pause-after",
                       "numbers": )" +
                   numbers + "}";
        };
        const std::string outcomes =
            R"([{"answer": "safe", "en": "S", "zh_CN": "安"}, {"answer": "lost-update", "en": "L", "zh_CN": "丢"}])";
        row("numbers",
            fileWith(numbered(R"({"pause_ms": 3000, "ttl_ms": 8000, "down": [2]})"), outcomes), "");
        row("numbers: unknown member", fileWith(numbered(R"({"pause": 3000})"), outcomes),
            "line 8: field 'questions[0].run.numbers.pause': unknown member: expected ttl_ms, "
            "timeout_ms, latency_ms, pause_ms, jump_ms, delay_ms, down");
        row("numbers: nothing to set", fileWith(numbered(R"({"jump_ms": 3000})"), outcomes),
            "line 8: field 'questions[0].run.numbers.jump_ms': scenario gc-pause-after has no "
            "clock jump to set");
        row("numbers: out of range", fileWith(numbered(R"({"ttl_ms": 0})"), outcomes),
            "line 8: field 'questions[0].run.numbers.ttl_ms': value 0 out of range");
        row("numbers: a master it lacks", fileWith(numbered(R"({"down": [6]})"), outcomes),
            "line 8: field 'questions[0].run.numbers.down': master 6: scenario gc-pause-after has "
            "masters 1 to 5");
        row("numbers: not a number", fileWith(numbered(R"({"pause_ms": "3 s"})"), outcomes),
            "line 8: field 'questions[0].run.numbers.pause_ms': expected a number");
        row("numbers on a choose cell",
            fileWith(R"({"kind": "scenario", "ask": "outcome", "scenario": "choose",
                         "variant": "consensus-lease/gc-pause", "numbers": {"ttl_ms": 5000}})",
                     outcomes),
            "line 8: field 'questions[0].run.numbers': not for a choose cell");
        std::string badPage = fileWith(vote, kYesNo);
        badPage.replace(badPage.find("majority"), 8, "choose-me");
        row("unknown page", badPage, "line 2: field 'page': unknown page 'choose-me'");
    }
    void brokenFilesNameTheLineAndTheField() {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        const Result<QuestionFile> f = loadQuestionFile(text.toStdString(), kPages);
        if (expected.isEmpty()) {
            QVERIFY2(f.ok(), f ? "" : f.error().message.c_str());
            return;
        }
        QVERIFY(!f.ok());
        const QString message = QString::fromStdString(f.error().message);
        QVERIFY2(message.startsWith(expected), qPrintable(message));
    }
};

QTEST_APPLESS_MAIN(TestQuestions)
#include "tst_questions.moc"
