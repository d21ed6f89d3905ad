// Practice questions with new numbers (core/guide/practice.h), swept over many seeds per page:
// every question is a valid run of its kind (the rules a question file is held to), the run
// played by reveal() picks one of its choices (never "none of the choices"), every choice a
// page offers as right is right for some seed, and a seed always gives the same question.
// The scenario pages (timing, protocol) are graded by the simulator the same way, per family:
// every answer a family offers is the run's answer for some seed. The lease page's questions
// are checked here for what the core can check (valid actions, same seed same question, many
// different ones); the lease page's model grades them in tst_ui_practice_lease.
#include "core/guide/practice.h"
#include "core/guide/reveal.h"
#include "core/sim/files/catalog.h"

#include <QTest>

#include <algorithm>
#include <map>
#include <set>

using namespace redlock::guide;

namespace {

constexpr std::uint64_t kSeeds = 1500;
// A scenario question plays one simulator run (a few ms under the sanitizers): fewer seeds,
// every property kept.
constexpr std::uint64_t kScenarioSeeds = 1000;

const std::vector<std::string> kLeaseActions{"claim1",  "claim2", "pause1",
                                             "advance", "reap",   "complete"};

// Everything a question is made of, as one string: two questions are the same question when
// these are equal.
std::string describe(const Practice& p) {
    const RunSpec& r = p.run;
    std::string out = p.family + "|" + r.ask + "|" + std::to_string(r.n) + "|" +
                      std::to_string(r.elapsedUs) + "|" + std::to_string(r.ttlMs) + "|" +
                      r.scenario + "|" + r.variant + "|" +
                      (r.fencing ? std::to_string(static_cast<int>(*r.fencing)) : "-");
    for (int m : r.down) {
        out += " d" + std::to_string(m);
    }
    for (const NumberField& f : numberFields()) {
        if (const auto& v = r.numbers.*f.member) {
            out += std::string(" ") + f.name + "=" + std::to_string(*v);
        }
    }
    for (int m : r.numbers.down) {
        out += " down" + std::to_string(m);
    }
    for (const std::string& a : r.actions) {
        out += " " + a;
    }
    return out;
}

bool validRun(const RunSpec& r, std::string& why) {
    if (r.n < 1 || r.n > 9) {
        why = "n " + std::to_string(r.n);
        return false;
    }
    if (answerKeys(r.kind, r.ask).empty()) {
        why = "ask " + r.ask;
        return false;
    }
    std::set<int> seen;
    for (int m : r.down) {
        if (m < 1 || m > r.n || !seen.insert(m).second) {
            why = "down " + std::to_string(m);
            return false;
        }
    }
    if (r.kind == RunKind::Vote && (r.ttlMs < 1 || r.elapsedUs < 0)) {
        why = "ttl or elapsed";
        return false;
    }
    if (r.kind != RunKind::Scenario && r.numbers.any()) {
        why = "numbers on a run that is no scenario";
        return false;
    }
    if (r.kind == RunKind::Scenario) {
        // What the question file loader holds a scenario run to: a built-in scenario and
        // variant, and numbers the script has a place for.
        const auto script = redlock::sim::builtinScenario(r.scenario, r.variant);
        if (!script) {
            why = script.error().message;
            return false;
        }
        if (const auto problem = numbersProblem(*script, r.numbers)) {
            why = problem->member + ": " + problem->why;
            return false;
        }
        if (!r.numbers.any()) {
            why = "a scenario question with no new numbers";
            return false;
        }
    }
    if (r.kind == RunKind::Lease) {
        if (r.actions.empty() || r.actions.size() > 32) {
            why = std::to_string(r.actions.size()) + " actions";
            return false;
        }
        for (const std::string& a : r.actions) {
            if (std::find(kLeaseActions.begin(), kLeaseActions.end(), a) == kLeaseActions.end()) {
                why = "action " + a;
                return false;
            }
        }
    }
    return true;
}

} // namespace

class TestPractice : public QObject {
    Q_OBJECT
private slots:
    void everySeedGivesAnAnswerableQuestion_data() {
        QTest::addColumn<QString>("page");
        // The answers right for some seed, per family ("0" of overlap is offered as a wrong
        // answer no n makes right: two majorities always share a master).
        QTest::addColumn<QStringList>("rightSomewhere"); // "family:answer"
        QTest::addColumn<quint64>("seeds");
        QTest::newRow("majority") << QStringLiteral("majority")
                                  << QStringList{"majority:yes", "majority:no"} << quint64(kSeeds);
        QTest::newRow("gates") << QStringLiteral("gates")
                               << QStringList{"gates:held", "gates:no-majority", "gates:past-ttl",
                                              "gates:drift-ate-rest"}
                               << quint64(kSeeds);
        QTest::newRow("overlap") << QStringLiteral("overlap")
                                 << QStringList{"overlap:1", "overlap:2"} << quint64(kSeeds);
        QTest::newRow("timing") << QStringLiteral("timing")
                                << QStringList{"gc-pause:safe", "gc-pause:lost-update",
                                               "clock-jump:safe", "clock-jump:two-holders"}
                                << quint64(kScenarioSeeds);
        QTest::newRow("protocol") << QStringLiteral("protocol")
                                  << QStringList{"down:yes", "down:no", "rtt:yes", "rtt:no"}
                                  << quint64(kScenarioSeeds);
    }
    void everySeedGivesAnAnswerableQuestion() {
        QFETCH(QString, page);
        QFETCH(QStringList, rightSomewhere);
        QFETCH(quint64, seeds);
        QVERIFY(hasPractice(page.toStdString()));
        std::map<std::string, int> right;                     // "family:answer" → seeds
        std::map<std::string, std::set<std::string>> offered; // family → answers it offers
        std::set<std::string> questions;
        for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
            const auto p = practice(page.toStdString(), seed);
            QVERIFY(p.has_value());
            std::string why;
            QVERIFY2(validRun(p->run, why), (std::to_string(seed) + ": " + why).c_str());
            const std::vector<std::string> keys = answerKeys(p->run.kind, p->run.ask);
            for (const auto& a : p->answers) {
                QVERIFY2(std::find(keys.begin(), keys.end(), a) != keys.end(), a.c_str());
                offered[p->family].insert(a);
            }
            const auto r = reveal(p->run);
            QVERIFY2(r, r ? "" : r.error().message.c_str());
            QVERIFY2(std::find(p->answers.begin(), p->answers.end(), r->answer) != p->answers.end(),
                     (std::to_string(seed) + ": the run's answer " + r->answer +
                      " is none of the choices (" + describe(*p) + ")")
                         .c_str());
            ++right[p->family + ":" + r->answer];
            // The same seed, again: the same question, choices and all.
            const auto again = practice(page.toStdString(), seed);
            QCOMPARE(again->run, p->run);
            QVERIFY(again->answers == p->answers && again->family == p->family);
            questions.insert(describe(*p));
        }
        for (const QString& a : rightSomewhere) {
            QVERIFY2(right[a.toStdString()] > 0, qPrintable(a + " is never the right answer"));
        }
        // A scenario family offers no answer its runs never give.
        if (page == "timing" || page == "protocol") {
            for (const auto& [family, answers] : offered) {
                for (const std::string& a : answers) {
                    QVERIFY2(right[family + ":" + a] > 0,
                             (family + ": " + a + " is offered but never right").c_str());
                }
            }
        }
        // New numbers: many different questions, not a handful repeated.
        QVERIFY2(questions.size() >= 8, std::to_string(questions.size()).c_str());
    }

    // The lease page's questions, as far as the core sees them (the lease page's model grades
    // them: tst_ui_practice_lease): valid actions, the same seed the same question, many
    // different ones, always the answers the page's fixed questions offer.
    void leaseQuestionsAreValidAndVaried() {
        QVERIFY(hasPractice("lease"));
        std::set<std::string> questions;
        for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
            const auto p = practice("lease", seed);
            QVERIFY(p.has_value());
            std::string why;
            QVERIFY2(validRun(p->run, why), (std::to_string(seed) + ": " + why).c_str());
            QCOMPARE(p->run.kind, RunKind::Lease);
            QCOMPARE(p->answers, (std::vector<std::string>{"accepted", "rejected"}));
            QCOMPARE(practice("lease", seed)->run, p->run);
            questions.insert(describe(*p));
        }
        QVERIFY2(questions.size() >= 8, std::to_string(questions.size()).c_str());
    }

    // The numbers a scenario run carries are the ones its run plays: a longer pause on the same
    // script is a different run, and new numbers drop the script's captions.
    void numbersReachTheRun() {
        RunSpec run;
        run.kind = RunKind::Scenario;
        run.ask = "outcome";
        run.scenario = "gc-pause-after";
        run.numbers.pauseMs = 1000; // wakes long before anyone else asks
        const auto shortPause = reveal(run);
        QVERIFY(shortPause);
        QCOMPARE(shortPause->answer, std::string("safe"));
        run.numbers.pauseMs = 15000; // the script's own pause
        const auto longPause = reveal(run);
        QVERIFY(longPause);
        QCOMPARE(longPause->answer, std::string("lost-update"));
        const auto script = redlock::sim::builtinScenario("gc-pause-after");
        QVERIFY(script);
        const auto numbered = withNumbers(*script, run.numbers);
        QVERIFY(numbered);
        for (const auto& f : numbered->faults) {
            QVERIFY(f.kind != redlock::sim::FaultKind::Caption);
        }
        RunSpec none = run;
        none.numbers = {};
        QVERIFY(*withNumbers(*script, none.numbers) == *script); // no numbers: the script
        run.numbers.jumpMs = 500;                                // the script has no clock jump
        const auto bad = reveal(run);
        QVERIFY(!bad);
        QCOMPARE(bad.error().message,
                 std::string("numbers.jump_ms: scenario gc-pause-after has no clock jump to set"));
    }

    void otherPagesHaveNone() {
        QVERIFY(!hasPractice("choose"));
        QVERIFY(!practice("choose", 1).has_value());
        QVERIFY(!practice("", 1).has_value());
    }
};

QTEST_GUILESS_MAIN(TestPractice)
#include "tst_practice.moc"
