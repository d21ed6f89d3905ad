// Practice questions with new numbers (core/guide/practice.h), swept over many seeds per page:
// every question is a valid run of its kind (the rules a question file is held to), the run
// played by reveal() picks one of its choices (never "none of the choices"), every choice a
// page offers as right is right for some seed, and a seed always gives the same question.
#include "core/guide/practice.h"
#include "core/guide/reveal.h"

#include <QTest>

#include <algorithm>
#include <map>
#include <set>

using namespace redlock::guide;

namespace {

constexpr std::uint64_t kSeeds = 1500;

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
    return true;
}

} // namespace

class TestPractice : public QObject {
    Q_OBJECT
private slots:
    void everySeedGivesAnAnswerableQuestion_data() {
        QTest::addColumn<QString>("page");
        QTest::addColumn<QStringList>("rightSomewhere"); // answers right for some seed
        QTest::newRow("majority") << QStringLiteral("majority") << QStringList{"yes", "no"};
        QTest::newRow("gates") << QStringLiteral("gates")
                               << QStringList{"held", "no-majority", "past-ttl", "drift-ate-rest"};
        QTest::newRow("overlap") << QStringLiteral("overlap") << QStringList{"1", "2"};
    }
    void everySeedGivesAnAnswerableQuestion() {
        QFETCH(QString, page);
        QFETCH(QStringList, rightSomewhere);
        QVERIFY(hasPractice(page.toStdString()));
        std::map<std::string, int> right;
        std::set<std::string> prompts;
        for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
            const auto p = practice(page.toStdString(), seed);
            QVERIFY(p.has_value());
            std::string why;
            QVERIFY2(validRun(p->run, why), (std::to_string(seed) + ": " + why).c_str());
            const std::vector<std::string> keys = answerKeys(p->run.kind, p->run.ask);
            for (const auto& a : p->answers) {
                QVERIFY2(std::find(keys.begin(), keys.end(), a) != keys.end(), a.c_str());
            }
            const auto r = reveal(p->run);
            QVERIFY2(r, r ? "" : r.error().message.c_str());
            QVERIFY2(std::find(p->answers.begin(), p->answers.end(), r->answer) != p->answers.end(),
                     (std::to_string(seed) + ": the run's answer " + r->answer +
                      " is none of the choices")
                         .c_str());
            ++right[r->answer];
            QCOMPARE(practice(page.toStdString(), seed)->run, p->run); // the same seed, again
            prompts.insert(std::to_string(p->run.n) + "/" + std::to_string(p->run.down.size()) +
                           "/" + std::to_string(p->run.elapsedUs) + "/" +
                           std::to_string(p->run.ttlMs));
        }
        for (const QString& a : rightSomewhere) {
            QVERIFY2(right[a.toStdString()] > 0, qPrintable(a + " is never the right answer"));
        }
        // New numbers: many different questions, not a handful repeated.
        QVERIFY2(prompts.size() >= 8, std::to_string(prompts.size()).c_str());
    }

    void otherPagesHaveNone() {
        QVERIFY(!hasPractice("timing"));
        QVERIFY(!practice("timing", 1).has_value());
        QVERIFY(!practice("", 1).has_value());
    }
};

QTEST_GUILESS_MAIN(TestPractice)
#include "tst_practice.moc"
