// Issue 27, item 4: one name per master everywhere. The app calls its masters M1..Mn on every
// page, so every built-in scenario (and every run of the choosing-a-lock matrix) names them so:
// its master list, its captions, and every sentence of the narration of every run. A file that
// still calls the default masters A to E (written before) loads and plays under its own names.
#include "core/sim/analysis/choose.h"
#include "core/sim/files/catalog.h"
#include "core/sim/narration.h"
#include "core/sim/simulator.h"

#include <QRegularExpression>
#include <QTest>

#include <algorithm>

using namespace redlock::sim;
using redlock::Result;

namespace {

// M1, M2, ... in order: the names the pages show.
QString numberedProblem(const Scenario& s) {
    for (std::size_t i = 0; i < s.params.masters.size(); ++i) {
        if (s.params.masters[i] != "M" + std::to_string(i + 1)) {
            return QStringLiteral("master %1 is named '%2'")
                .arg(i + 1)
                .arg(QString::fromStdString(s.params.masters[i]));
        }
    }
    return {};
}

// A bare capital letter standing for a master ("C crashes", "(D, E)", "A's key"); the article
// "A" that opens a sentence ("A master's clock ...") is English, not a name.
QString bareLetter(const std::string& text) {
    static const QRegularExpression letter(
        QStringLiteral("(?<![A-Za-z0-9_])[A-Z](?![A-Za-z0-9_])"));
    const QString t = QString::fromStdString(text);
    for (auto it = letter.globalMatch(t); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString before = t.left(m.capturedStart()).trimmed();
        const bool article =
            m.captured() == QLatin1String("A") &&
            (before.isEmpty() || before.endsWith(QLatin1Char('.')) ||
             before.endsWith(QLatin1Char(':')) || before.endsWith(QLatin1Char(';'))) &&
            t.mid(m.capturedEnd(), 2).size() == 2 && t[m.capturedEnd()] == QLatin1Char(' ') &&
            t[m.capturedEnd() + 1].isLower();
        if (!article) {
            return m.captured() + QStringLiteral(" in \"") + t + QLatin1Char('"');
        }
    }
    return {};
}

// Every name a sentence gives is a client, the storage or one of the scenario's masters.
QString sentenceProblem(const Scenario& s, const Sentence& sentence) {
    for (const SentenceArg& a : sentence.args) {
        for (const std::string& n : a.names) {
            const bool master = std::find(s.params.masters.begin(), s.params.masters.end(), n) !=
                                s.params.masters.end();
            const bool client = std::any_of(s.clients.begin(), s.clients.end(),
                                            [&](const ClientSpec& c) { return c.name == n; });
            if (!master && !client && n != "storage") {
                return QStringLiteral("'%1' is no master or client").arg(QString::fromStdString(n));
            }
        }
    }
    return bareLetter(english(sentence));
}

std::vector<Scenario> everyBuiltin() {
    std::vector<Scenario> out;
    for (const std::string& name : scenarioNames()) {
        const Scenario base = builtinScenario(name).value();
        out.push_back(base);
        for (const std::string& v : base.variants) {
            out.push_back(builtinScenario(name, v).value());
        }
    }
    return out;
}

} // namespace

class TestSimMasterNames : public QObject {
    Q_OBJECT
private slots:
    void theDefaultMastersAreM1ToM5() {
        QCOMPARE(Params{}.masters, (std::vector<std::string>{"M1", "M2", "M3", "M4", "M5"}));
    }

    void builtinScenariosNameTheirMastersM1ToMn() {
        const std::vector<Scenario> all = everyBuiltin();
        QVERIFY(all.size() > 40);
        for (const Scenario& s : all) {
            const QString where = QString::fromStdString(s.name + "/" + s.variant) + ": ";
            const QString numbered = numberedProblem(s);
            QVERIFY2(numbered.isEmpty(), qPrintable(where + numbered));
            std::vector<std::string> texts{s.title, s.caption};
            for (const Fault& f : s.faults) {
                texts.push_back(f.text);
            }
            for (const std::string& t : texts) {
                const QString bare = bareLetter(t);
                QVERIFY2(bare.isEmpty(), qPrintable(where + bare));
            }
            const SimResult r = simulate(s);
            QVERIFY(!r.narration.empty());
            for (const Sentence& sentence : r.narration) {
                const QString problem = sentenceProblem(s, sentence);
                QVERIFY2(problem.isEmpty(), qPrintable(where + problem));
            }
        }
    }

    // The choosing-a-lock matrix plays its designs with the same names.
    void chooseRunsNameTheirMastersM1ToMn() {
        for (const ChooseAxis& design : chooseDesigns()) {
            for (const ChooseAxis& fault : chooseFaults()) {
                const Scenario s = chooseScenario(design.id, fault.id, 0).value();
                const QString where =
                    QString::fromStdString(std::string(design.id) + " x " + fault.id) + ": ";
                const QString numbered = numberedProblem(s);
                QVERIFY2(numbered.isEmpty(), qPrintable(where + numbered));
                for (const Sentence& sentence : simulate(s).narration) {
                    const QString problem = sentenceProblem(s, sentence);
                    QVERIFY2(problem.isEmpty(), qPrintable(where + problem));
                }
            }
        }
    }

    // The check itself: the old names are caught.
    void bareLettersAreFound() {
        QVERIFY(!bareLetter("C1 reaches only A, B, C.").isEmpty());
        QVERIFY(!bareLetter("2 of 5 votes (D, E)").isEmpty());
        QVERIFY(!bareLetter("At 2000 ms C's wall clock steps forward").isEmpty());
        QVERIFY(bareLetter("A master's wall clock jumps. A client waits on M3.").isEmpty());
    }

    // A file from before, which leaves the masters out and calls them A to E, still plays: the
    // names are only names. A file that names its own masters keeps them.
    void oldFilesKeepTheirNames() {
        // Plain strings, not raw ones: moc does not find a class after a raw string here.
        const auto file = [](const std::string& params, const std::string& master) {
            return "{\"name\": \"old\", \"params\": {" + params +
                   "}, \"clients\": [{\"name\": \"C1\"}, {\"name\": \"C2\", \"start_ms\": 2100}], "
                   "\"faults\": [{\"kind\": \"partition\", \"at_ms\": 0, \"client\": \"C1\", "
                   "\"masters\": [\"D\", \"E\"]}, {\"kind\": \"clock_jump\", \"at_ms\": 2000, "
                   "\"master\": \"" +
                   master + "\", \"by_ms\": 9000}]}";
        };
        const Result<Scenario> old = loadScenarioText(file("\"ttl_ms\": 10000", "C"), "");
        QVERIFY2(old, old ? "" : old.error().message.c_str());
        QCOMPARE(old->params.masters, (std::vector<std::string>{"A", "B", "C", "D", "E"}));
        const SimResult r = simulate(*old);
        QCOMPARE(r.attempts.front().voters, (std::vector<std::string>{"A", "B", "C"}));
        // Its own list of the new names: the old ones are unknown, and the error names the first.
        const Result<Scenario> own = loadScenarioText(
            file("\"masters\": [\"M1\", \"M2\", \"M3\", \"M4\", \"M5\"]", "C"), "");
        QVERIFY(!own);
        QVERIFY2(own.error().message.find("faults[0].masters': unknown master 'D'") !=
                     std::string::npos,
                 own.error().message.c_str());
        // Old and new names mixed: neither set fits, and the error names the stray one.
        const Result<Scenario> mixed = loadScenarioText(file("\"ttl_ms\": 10000", "M3"), "");
        QVERIFY(!mixed);
        QVERIFY2(mixed.error().message.find("unknown master 'D'") != std::string::npos,
                 mixed.error().message.c_str());
    }
};

QTEST_GUILESS_MAIN(TestSimMasterNames)
#include "tst_sim_master_names.moc"
