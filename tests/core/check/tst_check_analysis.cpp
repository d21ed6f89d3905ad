// The checker's own arithmetic, without servers: overlap and stale-write definitions on
// hand-made windows, and the seeded fault plan (deterministic, minority-bounded).
#include "core/check/check_options.h"
#include "core/check/check_report.h"
#include "core/check/fault_plan.h"

#include <QTest>

using namespace redlock;
using namespace redlock::check;
using namespace std::chrono_literals;

namespace {
BeliefWindow win(int client, long long startMs, long long endMs) {
    return {client, Millis(startMs), Millis(startMs), Millis(endMs), true};
}
} // namespace

class TestCheckAnalysis : public QObject {
    Q_OBJECT

private slots:
    void overlapsCountPairsOfDifferentClients() {
        // c0 [0,100) meets c1 [50,150) for 50 ms and c2 [90,95) for 5 ms; c1 meets c2 for 5 ms.
        // c0's second window [100,120) meets c1 for 20 ms. Touching windows do not overlap.
        const Analysis a = analyse(
            {win(0, 0, 100), win(1, 50, 150), win(2, 90, 95), win(0, 100, 120), win(3, 150, 200)},
            {}, Millis(0), Millis(400));
        QCOMPARE(a.overlaps, 4LL);
        QCOMPARE(a.overlapMs, 80.0);
        QCOMPARE(a.availability, 0.5); // [0,200) of [0,400)
    }

    void staleWriteIsAfterSomeoneElseAcquired() {
        const std::vector<BeliefWindow> w{win(0, 0, 100), win(1, 60, 150)};
        const std::vector<RegisterWrite> writes{
            {0, 1, Millis(0), Millis(50)},  // before c1 acquired: fine
            {1, 2, Millis(60), Millis(70)}, // c1 under its own, newest window: fine
            {0, 3, Millis(0), Millis(80)},  // c0 after c1 acquired: stale
            {0, 4, Millis(0), Millis(60)},  // exactly when c1's window began: stale
        };
        QCOMPARE(analyse(w, writes, Millis(0), Millis(200)).staleWrites, 2LL);
    }

    void planIsSeededAndMinorityBounded_data() {
        QTest::addColumn<int>("servers");
        QTest::addColumn<int>("maxDown");
        QTest::newRow("3") << 3 << 1;
        QTest::newRow("5") << 5 << 2;
        QTest::newRow("9") << 9 << 4;
    }
    void planIsSeededAndMinorityBounded() {
        QFETCH(int, servers);
        QFETCH(int, maxDown);
        CheckOptions o;
        o.servers = servers;
        o.duration = 15s;
        o.faults = *parseFaults("hang,crash,restart");
        for (std::uint64_t seed : {1ULL, 2ULL, 99ULL}) {
            Rng r1{seed}, r2{seed};
            const FaultPlan a = FaultPlan::random(o, r1);
            const FaultPlan b = FaultPlan::random(o, r2);
            QVERIFY(a.faults() > 20);
            QCOMPARE(a.faults(), b.faults());
            for (std::size_t i = 0; i < a.steps().size(); ++i) {
                QCOMPARE(a.steps()[i].at, b.steps()[i].at);
                QCOMPARE(a.steps()[i].master, b.steps()[i].master);
            }
            QVERIFY(a.maxConcurrent(servers) <= maxDown);
            QVERIFY(a.maxConcurrent(servers) >= 1);
        }
    }

    // Restart at once: every master's steps must still alternate begin, end, begin, ...
    void immediateRestartKeepsStepOrder() {
        CheckOptions o;
        o.duration = 15s;
        o.faults = *parseFaults("hang,crash,restart");
        QVERIFY(parseRestartDelay("0", o).ok());
        Rng rng{1};
        const FaultPlan plan = FaultPlan::random(o, rng);
        std::vector<bool> down(o.servers, false);
        for (const auto& s : plan.steps()) {
            QCOMPARE(bool(down[s.master]), !s.begins);
            down[s.master] = s.begins;
        }
        QVERIFY(plan.maxConcurrent(o.servers) <= 2);
    }

    void restartDelayRule() {
        CheckOptions o;
        o.ttl = 400ms;
        QCOMPARE(effectiveRestartDelay(o), 450ms); // TTL + 50 ms floor
        o.ttl = 10000ms;
        QCOMPARE(effectiveRestartDelay(o), 11000ms); // TTL + TTL/10
        QVERIFY(parseRestartDelay("0", o).ok());
        QCOMPARE(effectiveRestartDelay(o), 0ms);
        o.faults = *parseFaults("restart");
        QVERIFY(scripted(o));
        o.faults = *parseFaults("restart,hang");
        QVERIFY(!scripted(o));
    }
};

QTEST_GUILESS_MAIN(TestCheckAnalysis)
#include "tst_check_analysis.moc"
