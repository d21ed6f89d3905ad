// The scenario writer: every shipped scenario survives save → load exactly (same Scenario, same
// trace), the "view" member is validated, and errors name the field and the line.
#include "core/json/json.h"
#include "core/sim/files/catalog.h"
#include "core/sim/files/scenario_file.h"
#include "core/sim/kinds.h"
#include "core/sim/simulator.h"

#include <QTest>

#include <algorithm>
#include <optional>

using namespace redlock::sim;

namespace {

ScenarioFile builtinFile(const std::string& name) {
    ScenarioFile f;
    f.base = builtinScenario(name).value();
    for (const std::string& v : f.base.variants) {
        f.variants.push_back(builtinScenario(name, v).value());
    }
    return f;
}

// Every value of E has a name, the name reads back as that value, no two share a name, and
// Kinds<E>::all lists every enumerator in order (the first value past its end has no name).
template <class E> QString kindTableProblem() {
    std::vector<std::string> seen;
    for (std::size_t i = 0; i < std::size(Kinds<E>::all); ++i) {
        const E e = Kinds<E>::all[i];
        if (static_cast<std::size_t>(e) != i) {
            return QStringLiteral("all[%1] is out of declaration order").arg(i);
        }
        const std::string name = kindName(e);
        if (name == "?" || name.empty()) {
            return QStringLiteral("value %1 has no name").arg(i);
        }
        if (kindFrom<E>(name) != e) {
            return QStringLiteral("'%1' does not read back").arg(QString::fromStdString(name));
        }
        if (std::find(seen.begin(), seen.end(), name) != seen.end()) {
            return QStringLiteral("'%1' named twice").arg(QString::fromStdString(name));
        }
        seen.push_back(name);
    }
    const E past = static_cast<E>(std::size(Kinds<E>::all));
    if (std::string(kindName(past)) != "?") {
        return QStringLiteral("an enumerator past all[] has the name '%1': add it to all[]")
            .arg(QString::fromLatin1(kindName(past)));
    }
    if (kindFrom<E>("no-such-name") || kindFrom<E>("")) {
        return QStringLiteral("a name that is none of them reads as a value");
    }
    return {};
}

// A small valid file with one fault, one step and one delay direction to break.
const char* kSmallFile = R"({"name": "small", "params": {"masters": ["A", "B", "C"]},
 "clients": [{"name": "C1", "steps": [{"op": "release", "at_ms": 50}]}],
 "faults": [
  {"kind": "caption", "at_ms": 0, "text": "start"},
  {"kind": "pause", "at_ms": 10, "client": "C1", "for_ms": 5},
  {"kind": "delay", "at_ms": 20, "client": "C1", "masters": ["A"], "extra_ms": 3, "direction": "reply"}
 ]})";

// kSmallFile with the value `was` replaced by each of E's names in turn: each must read as that
// value (`field` picks it out) and be written back under that name, unless it is `unwritten`
// (a default the writer leaves out). Empty when all do.
template <class E, class Field>
QString readsEveryName(const char* was, const char* member, Field field,
                       std::optional<E> unwritten = std::nullopt) {
    for (const E e : Kinds<E>::all) {
        const QString name = QString::fromLatin1(kindName(e));
        std::string text = kSmallFile;
        const std::string quoted = std::string("\"") + was + "\"";
        text.replace(text.find(quoted), quoted.size(), std::string("\"") + kindName(e) + "\"");
        const auto r = loadScenarioText(text, "");
        if (!r) {
            return QString::fromStdString(r.error().message);
        }
        if (field(*r) != e) {
            return name + QStringLiteral(" reads as another value");
        }
        const std::string written = std::string("\"") + member + "\": \"" + kindName(e) + "\"";
        if (e != unwritten && toJson(*r).find(written) == std::string::npos) {
            return name + QStringLiteral(" is not written back");
        }
    }
    return {};
}

} // namespace

class TestSimScenarioFile : public QObject {
    Q_OBJECT
private slots:
    void roundTripIsExact_data() {
        QTest::addColumn<QString>("name");
        for (const std::string& n : scenarioNames()) {
            QTest::newRow(n.c_str()) << QString::fromStdString(n);
        }
    }
    void roundTripIsExact() {
        QFETCH(QString, name);
        const ScenarioFile original = builtinFile(name.toStdString());
        const std::string text = toJson(original);
        auto loaded = loadScenarioFile(text);
        QVERIFY2(loaded.ok(), loaded.ok() ? "" : loaded.error().message.c_str());
        QVERIFY(*loaded == original);
        // Written again, the text is byte-identical: nothing drifts on a second save.
        QCOMPARE(toJson(*loaded), text);
        for (const Scenario* s : {&original.base}) {
            QCOMPARE(toJson(simulate(*loaded->find(s->variant))), toJson(simulate(*s)));
        }
        for (const Scenario& v : original.variants) {
            // The same file through the CLI's path (loadScenarioText with --variant).
            auto viaText = loadScenarioText(text, v.variant);
            QVERIFY(viaText.ok());
            QVERIFY(*viaText == v);
            QCOMPARE(toJson(simulate(*viaText)), toJson(simulate(v)));
        }
    }

    void singleScriptRoundTrip() {
        Scenario s = builtinScenario("clock-rate").value();
        s.params.driftFactor = 0.0123456789;
        s.params.latencyUs = 1234; // 1.234 ms: three decimals must survive
        s.faults.front().atUs = 7;
        auto back = loadScenarioText(toJson(s), "");
        QVERIFY(back.ok());
        QCOMPARE(back->params.driftFactor, 0.0123456789);
        QCOMPARE(back->params.latencyUs, Us(1234));
        QCOMPARE(back->faults, s.faults);
        QVERIFY(back->variants.empty());
    }

    // fuzz_scenario's finding (2026-12-04): a client that does not loop but has a think_ms was
    // read with it and written without it, so the file read back differed from the file.
    void thinkTimeWithoutLoopRoundTrips() {
        Scenario s = builtinScenario("clock-rate").value();
        QVERIFY(!s.clients.empty());
        s.clients.front().loop = false;
        s.clients.front().thinkUs = 200000;
        auto back = loadScenarioText(toJson(s), "");
        QVERIFY(back.ok());
        QCOMPARE(back->clients.front().thinkUs, Us(200000));
        QVERIFY(back->clients == s.clients);
    }

    void viewRoundTrip() {
        ScenarioFile f = builtinFile("gc-pause-after");
        f.view.a = "fencing-token";
        f.view.b = "";
        f.view.fencing = Fencing::CheckAndSet;
        f.view.playheadUs = 10500500;
        auto back = loadScenarioFile(toJson(f));
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().message.c_str());
        QVERIFY(back->view == f.view);
        f.view.b.reset();
        QVERIFY(!loadScenarioFile(toJson(f))->view.b.has_value());
    }

    void kindTablesRoundTrip() {
        QCOMPARE(kindTableProblem<FaultKind>(), QString());
        QCOMPARE(kindTableProblem<StepOp>(), QString());
        QCOMPARE(kindTableProblem<Direction>(), QString());
        QCOMPARE(kindTableProblem<MessageKind>(), QString());
        QCOMPARE(kindTableProblem<AttemptKind>(), QString());
        QCOMPARE(kindTableProblem<EventKind>(), QString());
        QCOMPARE(kindTableProblem<MessageOutcome>(), QString());
        // The file names themselves are the format: the table must not drift from them.
        QCOMPARE(kindNames<FaultKind>(),
                 std::string("partition, heal, delay, pause, crash, restart, clock_jump, "
                             "clock_rate, caption, hang, no_release"));
        QCOMPARE(kindNames<StepOp>(),
                 std::string("read, claim, write, extend, release, wait, check"));
        QCOMPARE(kindNames<Direction>(), std::string("request, reply, both"));
        // The events' names are those of `simulate --json` (and of a live run's JSON).
        QCOMPARE(
            kindNames<EventKind>(),
            std::string(
                "acquire, vote, refused, timeout, request-failed, late-reply, early-stop, verdict, "
                "acquired, holds, retry, think, give-up, belief-end, extend, "
                "extended, extend-failed, extend-capped, check, check-failed, read, "
                "write, claim, release, release-retry, release-skipped, "
                "locked-more, set, expire, replicated, replication-lost, crash, "
                "restart, restart-delayed, hang, resume, clock-jump, clock-rate, "
                "sdown, failover, claim-ignored, write-accepted, write-rejected, "
                "partition, heal, delay, pause, no-release, caption"));
    }

    // A message's outcome is a MessageOutcome inside the core; `simulate --json` writes its
    // name, with "-late" after it for a reply read after the client stopped waiting. Every
    // message of every built-in run reads back as its outcome and late flag; a name that is no
    // outcome (a late one included: lateness is not an outcome) is refused in one line.
    void messageOutcomesReadBackFromTheJson() {
        QCOMPARE(kindNames<MessageOutcome>(),
                 std::string("in-flight, lost, delivered, dropped, timeout, error, skipped, ok, "
                             "refused, accepted, rejected, ignored"));
        int late = 0;
        for (const std::string& n : scenarioNames()) {
            const ScenarioFile f = builtinFile(n);
            std::vector<const Scenario*> runs{&f.base};
            for (const Scenario& v : f.variants) {
                runs.push_back(&v);
            }
            for (const Scenario* s : runs) {
                const SimResult r = simulate(*s);
                const auto json = parseJson(toJson(r));
                QVERIFY(json.ok());
                const JsonValue* messages = json->find("messages");
                QVERIFY(messages);
                QCOMPARE(messages->array.size(), r.messages.size());
                for (std::size_t i = 0; i < r.messages.size(); ++i) {
                    std::string name = messages->array[i].find("outcome")->string;
                    const bool isLate = name.ends_with("-late");
                    if (isLate) {
                        name.resize(name.size() - 5);
                        ++late;
                    }
                    const std::string where =
                        n + "/" + s->variant + " message " + std::to_string(i) + ": " + name;
                    QVERIFY2(kindFrom<MessageOutcome>(name) == r.messages[i].outcome,
                             where.c_str());
                    QVERIFY2(isLate == r.messages[i].late, where.c_str());
                }
            }
        }
        QVERIFY(late > 0); // network-delay's two replies after the deadline
        for (const char* bad : {"ok-late", "refused-late", "timeout-late", "OK", "delivred", ""}) {
            QVERIFY(!kindFrom<MessageOutcome>(bad));
            const std::string message = unknownKind<MessageOutcome>(bad);
            QCOMPARE(message, std::string("unknown message outcome \"") + bad +
                                  "\" (expected one of: " + kindNames<MessageOutcome>() + ")");
            QVERIFY(message.find('\n') == std::string::npos);
        }
    }

    // An event's kind is an EventKind inside the core; its name appears only in the JSON (and
    // the text transcript). Every event of every built-in run is written under its kind's name,
    // which reads back as that kind; the narrator's outcome lines ("outcome:<id>") are no
    // event kind. A name that is none is refused in one line naming it and every kind.
    void eventKindsReadBackFromTheJson() {
        for (const std::string& n : scenarioNames()) {
            const ScenarioFile f = builtinFile(n);
            std::vector<const Scenario*> runs{&f.base};
            for (const Scenario& v : f.variants) {
                runs.push_back(&v);
            }
            for (const Scenario* s : runs) {
                const SimResult r = simulate(*s);
                const auto json = parseJson(toJson(r));
                QVERIFY(json.ok());
                const JsonValue* events = json->find("events");
                QVERIFY(events);
                std::size_t i = 0;
                for (const JsonValue& e : events->array) {
                    const std::string& name = e.find("kind")->string;
                    if (name.starts_with("outcome:")) {
                        QVERIFY(!kindFrom<EventKind>(name));
                        continue;
                    }
                    QVERIFY2(i < r.events.size(), (n + "/" + s->variant).c_str());
                    QVERIFY2(kindFrom<EventKind>(name) == r.events[i].kind,
                             (n + "/" + s->variant + ": " + name).c_str());
                    ++i;
                }
                QCOMPARE(i, r.events.size());
            }
        }
        for (const char* bad : {"aquired", "outcome:held", "give_up", "Acquire", ""}) {
            QVERIFY(!kindFrom<EventKind>(bad));
            const std::string message = unknownKind<EventKind>(bad);
            QCOMPARE(message, std::string("unknown event kind \"") + bad +
                                  "\" (expected one of: " + kindNames<EventKind>() + ")");
            QVERIFY(message.find('\n') == std::string::npos);
        }
    }

    // Every kind, op and direction a file names is read as the value of that name and written
    // back under the same name.
    void everyKindReadsAndWritesByName() {
        QCOMPARE(readsEveryName<FaultKind>("pause", "kind",
                                           [](const Scenario& sc) { return sc.faults[1].kind; }),
                 QString());
        QCOMPARE(readsEveryName<StepOp>(
                     "release", "op", [](const Scenario& sc) { return sc.clients[0].steps[0].op; }),
                 QString());
        // "both" is the default, which the writer leaves out.
        QCOMPARE(readsEveryName<Direction>(
                     "reply", "direction",
                     [](const Scenario& sc) { return sc.faults[2].direction; }, Direction::Both),
                 QString());
    }

    // An unknown kind, op or direction: one line naming the field, its line, the value and
    // every accepted name.
    void unknownKindIsOneClearLine_data() {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("expected");
        QTest::newRow("fault kind")
            << "\"pause\""
            << "\"crahs\""
            << "line 5: field 'faults[1].kind': unknown kind \"crahs\" (expected one of: "
               "partition, "
               "heal, delay, pause, crash, restart, clock_jump, clock_rate, caption, hang, "
               "no_release)";
        QTest::newRow("empty kind")
            << "\"pause\""
            << "\"\""
            << "line 5: field 'faults[1].kind': unknown kind \"\" (expected one of: partition, "
               "heal, delay, pause, crash, restart, clock_jump, clock_rate, caption, hang, "
               "no_release)";
        QTest::newRow("step op")
            << "\"release\""
            << "\"relase\""
            << "line 2: field 'clients[0].steps[0].op': unknown op \"relase\" (expected one of: "
               "read, claim, write, extend, release, wait, check)";
        QTest::newRow("direction")
            << "\"reply\""
            << "\"sideways\""
            << "line 6: field 'faults[2].direction': unknown direction \"sideways\" (expected one "
               "of: request, reply, both)";
        QTest::newRow("missing kind") << "\"kind\": \"pause\", "
                                      << ""
                                      << "line 5: field 'faults[1].kind': every fault needs a kind";
    }
    void unknownKindIsOneClearLine() {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, expected);
        QVERIFY(loadScenarioText(kSmallFile, "").ok());
        std::string text = kSmallFile;
        const auto pos = text.find(from.toStdString());
        QVERIFY(pos != std::string::npos);
        text.replace(pos, static_cast<std::size_t>(from.size()), to.toStdString());
        auto r = loadScenarioText(text, "");
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error().message), expected);
        auto f = loadScenarioFile(text); // the GUI's and `simulate --file`'s reader: the same line
        QVERIFY(!f.ok());
        QCOMPARE(QString::fromStdString(f.error().message), expected);
    }

    void badFilesNameFieldAndLine_data() {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("field");
        QTest::newRow("ttl type") << "\"ttl_ms\": 10000"
                                  << "\"ttl_ms\": \"ten\""
                                  << "params.ttl_ms";
        QTest::newRow("ttl range") << "\"ttl_ms\": 10000"
                                   << "\"ttl_ms\": 0"
                                   << "params.ttl_ms";
        QTest::newRow("unknown") << "\"seed\": 1"
                                 << "\"seed\": 1, \"sede\": 2"
                                 << "sede";
        QTest::newRow("view variant") << "\"a\": \"\""
                                      << "\"a\": \"nope\""
                                      << "view.a";
        QTest::newRow("view member") << "\"a\": \"\""
                                     << "\"a\": \"\", \"c\": 1"
                                     << "view.c";
    }
    void badFilesNameFieldAndLine() {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, field);
        ScenarioFile f = builtinFile("clock-jump");
        f.view.playheadUs = 0;
        std::string text = toJson(f);
        const auto pos = text.find(from.toStdString());
        QVERIFY(pos != std::string::npos);
        const int line = 1 + static_cast<int>(std::count(text.begin(), text.begin() + pos, '\n'));
        text.replace(pos, from.size(), to.toStdString());
        auto r = loadScenarioFile(text);
        QVERIFY(!r.ok());
        const QString msg = QString::fromStdString(r.error().message);
        QVERIFY2(msg.contains(QStringLiteral("'%1'").arg(field)), qPrintable(msg));
        QVERIFY2(msg.contains(QStringLiteral("line %1").arg(line)), qPrintable(msg));
    }
};

QTEST_MAIN(TestSimScenarioFile)
#include "tst_sim_scenario_file.moc"
