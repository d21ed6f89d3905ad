// The search's machinery: input checks, budgets (states, depth, cancel), the progress callback,
// symmetry (same verdicts, fewer states), and the counterexample as a scenario file that loads
// back and plays in the simulator.
#include "core/explore/explore.h"
#include "core/sim/files/scenario_file.h"
#include "core/sim/simulator.h"

#include <QTest>

#include <atomic>

using namespace redlock::explore;

namespace {

Options small() {
    Options o;
    o.masters = 5;
    o.clients = 2;
    o.ttlMs = 30;
    return o;
}

// Pauses longer than the validity against a monotonic token: exhausted at ~400 000 states.
Options pausedFenced() {
    Options o = small();
    o.maxPauseMs = 40;
    o.fencing = Fence::Monotonic;
    return o;
}

Outcome run(const Options& o, const Hooks& h = {}) {
    const auto cfg = configure(o);
    if (!cfg) {
        qFatal("%s", cfg.error().message.c_str());
    }
    return explore(*cfg, h);
}

} // namespace

class TestExploreModel : public QObject {
    Q_OBJECT
private slots:
    void badValuesNameTheValue_data() {
        QTest::addColumn<int>("field");
        QTest::addColumn<long long>("value");
        QTest::addColumn<QString>("needle");
        QTest::newRow("masters 2") << 0 << 2LL << "masters 2 is out of range: expected 3 to 7";
        QTest::newRow("masters 8") << 0 << 8LL << "masters 8";
        QTest::newRow("clients 4") << 1 << 4LL << "clients 4 is out of range: expected 2 or 3";
        QTest::newRow("ttl 0") << 2 << 0LL << "TTL 0 ms is out of range";
        QTest::newRow("ttl too many ticks")
            << 7 << 1000LL << "TTL 1000 ms is 1000 ticks of 1 ms: at most 200 ticks";
        QTest::newRow("delay too long") << 3 << 100LL << "max delay 100 ms is 50 ticks";
        QTest::newRow("pause negative") << 4 << -1LL << "max pause -1 ms is negative";
        QTest::newRow("rate") << 5 << 2000000LL << "rate 2000000 ppm is out of range";
        QTest::newRow("states") << 6 << 0LL << "max states 0 is out of range";
        QTest::newRow("memory") << 6 << 2000000000LL << "more than half of this machine";
    }
    void badValuesNameTheValue() {
        QFETCH(int, field);
        QFETCH(long long, value);
        QFETCH(QString, needle);
        Options o = small();
        switch (field) {
        case 0:
            o.masters = static_cast<int>(value);
            break;
        case 1:
            o.clients = static_cast<int>(value);
            break;
        case 2:
            o.ttlMs = value;
            break;
        case 3:
            o.maxDelayMs = value;
            break;
        case 4:
            o.maxPauseMs = value;
            break;
        case 5:
            o.ratePpm = value;
            break;
        case 6:
            o.maxStates = value;
            break;
        case 7:
            o.ttlMs = value;
            o.tickMs = 1;
            break;
        }
        const auto cfg = configure(o);
        QVERIFY(!cfg.ok());
        const QString msg = QString::fromStdString(cfg.error().message);
        QVERIFY2(msg.contains(needle), qPrintable(msg));
        QVERIFY(!msg.contains('\n'));
    }

    void defaultTickIsTheDriftAllowance() {
        const auto cfg = configure(small()); // drift 0.3 + 2 = 2.3 ms
        QVERIFY(cfg.ok());
        QCOMPARE(cfg->tickUs, 2000LL);
        QCOMPARE(cfg->ttlTicks, 15);
        Options o = small();
        o.ttlMs = 10000; // drift 102 ms
        o.tickMs = 0;
        QCOMPARE(configure(o)->tickUs, 102000LL);
    }

    void stateBudgetStopsCleanly() {
        Options o = pausedFenced();
        o.maxStates = 5000;
        const Outcome r = run(o);
        QCOMPARE(r.verdict, Verdict::Bounded);
        QCOMPARE(QString::fromStdString(r.stopReason), QStringLiteral("states"));
        QCOMPARE(r.states, 5000LL);
    }

    // The memory configure() refuses a budget by is a bound: what the search holds per state
    // stays within the bytes a state it names (the search never runs the machine out of memory
    // below the budget it accepted).
    void memoryPerStateWithinWhatConfigurePromises() {
        Options o = pausedFenced();
        o.maxStates = 2000000000;
        const auto refused = configure(o);
        QVERIFY(!refused.ok());
        const std::string msg = refused.error().message;
        const auto at = msg.find(" bytes a state");
        QVERIFY2(at != std::string::npos, msg.c_str());
        const auto from = msg.rfind('(', at) + 1;
        const std::size_t promised = std::stoul(msg.substr(from, at - from));
        o.maxStates = 60000;
        const Outcome r = run(o);
        QCOMPARE(r.states, 60000LL);
        QVERIFY(r.bytesPerState > 0);
        QVERIFY2(r.bytesPerState <= promised,
                 qPrintable(QString("%1 > %2").arg(r.bytesPerState).arg(promised)));
    }

    void depthBudgetStopsCleanly() {
        Options o = small();
        o.maxPauseMs = 40;
        o.maxDepth = 5;
        const Outcome r = run(o);
        QCOMPARE(r.verdict, Verdict::Bounded);
        QCOMPARE(QString::fromStdString(r.stopReason), QStringLiteral("depth"));
        QCOMPARE(r.depth, 5);
    }

    void cancelStopsAndProgressReports() {
        Options o = pausedFenced();
        std::atomic<bool> cancel{false};
        int calls = 0;
        std::int64_t lastStates = -1;
        Hooks h;
        h.cancel = &cancel;
        h.progress = [&](const Progress& p) {
            ++calls;
            QVERIFY(p.states >= lastStates);
            lastStates = p.states;
            if (p.states > 2000) {
                cancel = true;
            }
        };
        const Outcome r = run(o, h);
        QCOMPARE(r.verdict, Verdict::Bounded);
        QCOMPARE(QString::fromStdString(r.stopReason), QStringLiteral("cancelled"));
        QVERIFY(calls >= 1);
        QVERIFY(r.states < 400000); // the whole space is ~400 000 states
    }

    void symmetryKeepsVerdictsAndSavesStates() {
        for (bool pause : {false, true}) {
            Options o = small();
            o.maxPauseMs = pause ? 40 : 0;
            o.fencing = Fence::Monotonic;
            o.clockJumpMs = pause ? 0 : 2;
            Options plain = o;
            plain.symmetry = false;
            const Outcome a = run(o), b = run(plain);
            QCOMPARE(a.verdict, Verdict::Exhausted);
            QCOMPARE(b.verdict, Verdict::Exhausted);
            QVERIFY2(a.states < b.states,
                     qPrintable(QString("%1 vs %2").arg(a.states).arg(b.states)));
        }
        Options o = small();
        o.clockJumpMs = 4;
        Options plain = o;
        plain.symmetry = false;
        const Outcome a = run(o), b = run(plain);
        QCOMPARE(a.violation, Violation::Overlap);
        QCOMPARE(b.violation, Violation::Overlap);
        QCOMPARE(a.depth, b.depth); // both shortest
    }

    void delayedWriteFoundWithoutFencing() {
        Options o = small();
        o.masters = 3;
        o.ttlMs = 10;
        o.tickMs = 4;
        o.maxDelayMs = 8;
        const Outcome r = run(o);
        QCOMPARE(r.violation, Violation::StaleWrite);
        QCOMPARE(QString::fromStdString(r.brokenAssumption), QStringLiteral("delayed-write"));
        QVERIFY(r.replayed);
    }

    void counterexampleIsAScenarioFile() {
        Options o = small();
        o.restart = Restart::Immediate;
        const Outcome r = run(o);
        QCOMPARE(r.violation, Violation::Overlap);
        QVERIFY(r.scenario.has_value());
        // Through the file writer and back: the same scenario, the same run.
        const std::string text = redlock::sim::toJson(*r.scenario);
        const auto back = redlock::sim::loadScenarioFile(text);
        QVERIFY2(back.ok(), back ? "" : back.error().message.c_str());
        QCOMPARE(back->base, *r.scenario);
        const auto sim = redlock::sim::simulate(back->base);
        QVERIFY(sim.overlapUs > 0);
        QVERIFY(!sim.narration.empty()); // the core narrates it like any scenario
        // The schedule names a crash and a restart of the same master.
        bool crash = false, restart = false;
        for (const ScheduleStep& s : r.schedule) {
            crash = crash || s.what.find("crashes") != std::string::npos;
            restart = restart || s.what == "restarts";
        }
        QVERIFY(crash && restart);
    }
};

QTEST_GUILESS_MAIN(TestExploreModel)
#include "tst_explore_model.moc"
