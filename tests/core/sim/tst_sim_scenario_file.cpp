// The scenario writer: every shipped scenario survives save → load exactly (same Scenario, same
// trace), the "view" member is validated, and errors name the field and the line.
#include "core/sim/files/catalog.h"
#include "core/sim/files/scenario_file.h"
#include "core/sim/simulator.h"

#include <QTest>

#include <algorithm>

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

    void badFilesNameFieldAndLine_data() {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("field");
        QTest::newRow("ttl type") << "\"ttl_ms\": 10000" << "\"ttl_ms\": \"ten\""
                                  << "params.ttl_ms";
        QTest::newRow("ttl range") << "\"ttl_ms\": 10000" << "\"ttl_ms\": 0" << "params.ttl_ms";
        QTest::newRow("unknown") << "\"seed\": 1" << "\"seed\": 1, \"sede\": 2" << "sede";
        QTest::newRow("view variant") << "\"a\": \"\"" << "\"a\": \"nope\"" << "view.a";
        QTest::newRow("view member") << "\"a\": \"\"" << "\"a\": \"\", \"c\": 1" << "view.c";
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
