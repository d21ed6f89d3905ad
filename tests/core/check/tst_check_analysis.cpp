// The checker's own arithmetic, without servers: overlap and stale-write definitions on
// hand-made windows, and the seeded fault plan (deterministic, minority-bounded).
#include "core/check/check_options.h"
#include "core/check/check_report.h"
#include "core/check/fault_plan.h"
#include "core/check/holder_board.h"

#include <QTest>

#include <algorithm>

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
            // Strikes at the holder take about half of the run (fault_plan.h); random faults
            // fill the rest.
            QVERIFY2(a.faults() > 12, qPrintable(QString::number(a.faults())));
            QVERIFY(a.strikes() >= 5);
            QCOMPARE(a.faults(), b.faults());
            QCOMPARE(a.strikes(), b.strikes());
            for (std::size_t i = 0; i < a.steps().size(); ++i) {
                QCOMPARE(a.steps()[i].at, b.steps()[i].at);
                QCOMPARE(a.steps()[i].master, b.steps()[i].master);
                QVERIFY(a.steps()[i].target == b.steps()[i].target);
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
            if (s.target != Target::Planned) {
                continue; // a strike: aimed at run time (strikesAimAtTheTippingMasters)
            }
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

    // Issue 28: the settings the checker knows to be unsafe, and only those.
    void knownUnsafeSettings() {
        CheckOptions o; // TTL 400: drift allowance 6 ms
        o.faults = *parseFaults("hang,crash,restart");
        QVERIFY(knownUnsafe(o).empty()); // restart delay auto: TTL + margin
        QVERIFY(parseRestartDelay("0", o).ok());
        QVERIFY(unsafeSetting(o) == Unsafe::EarlyRestart);
        QVERIFY(knownUnsafe(o).find("0 ms is below the TTL (400 ms)") != std::string::npos);
        QVERIFY(parseRestartDelay("399", o).ok());
        QVERIFY(unsafeSetting(o) == Unsafe::EarlyRestart);
        QVERIFY(parseRestartDelay("400", o).ok());
        QVERIFY(unsafeSetting(o) == Unsafe::No);
        QVERIFY(parseRestartDelay("0", o).ok());
        o.persistence = Persistence::Always; // fsync always: the key comes back
        QVERIFY(unsafeSetting(o) == Unsafe::No);
        o.faults = *parseFaults("hang,pause-client,delay,partition"); // nothing loses a key
        QVERIFY(unsafeSetting(o) == Unsafe::No);
        o.faults = *parseFaults("clock-jump,partition");
        QVERIFY(unsafeSetting(o) == Unsafe::No); // auto: half the allowance
        QVERIFY(parseJump("6", o).ok());
        QVERIFY(unsafeSetting(o) == Unsafe::No); // exactly the allowance
        QVERIFY(parseJump("7", o).ok());
        QVERIFY(unsafeSetting(o) == Unsafe::ClockJump);
        QVERIFY(knownUnsafe(o).find("7 ms exceed the drift allowance (6 ms)") != std::string::npos);
        o.faults = *parseFaults("clock-rate");
        QVERIFY(unsafeSetting(o) == Unsafe::No); // auto: 5,000 ppm, 2 ms of 400
        QVERIFY(parseRatePpm("15000", o).ok());  // 6 ms: the allowance
        QVERIFY(unsafeSetting(o) == Unsafe::No);
        QVERIFY(parseRatePpm("20000", o).ok()); // 8 ms
        QVERIFY(unsafeSetting(o) == Unsafe::ClockRate);
        QVERIFY(parseRatePpm("-500000", o).ok()); // slow: keys live longer
        QVERIFY(unsafeSetting(o) == Unsafe::No);
    }

    // The plan holds strikes for every kind that can take a key, drawn from their own stream
    // (the random faults between them are the seed's as before), none during the warm-up.
    void planHoldsStrikes() {
        CheckOptions o;
        o.faults = *parseFaults("hang,crash,restart");
        Rng rng{1};
        const FaultPlan plan = FaultPlan::random(o, rng);
        QVERIFY2(plan.strikes() >= 6, qPrintable(QString::number(plan.strikes())));
        Micros last{0};
        for (const auto& s : plan.steps()) {
            if (s.target == Target::Planned) {
                continue;
            }
            QVERIFY(s.target == Target::HolderMasters);
            QVERIFY(s.kind == FaultKind::Crash || s.kind == FaultKind::Restart);
            QVERIFY(s.at >= Millis(700));
            QVERIFY(s.at - last >= Millis(400) + Millis(300)); // TTL + quiet since the last
            last = s.at;
        }
        o.faults = *parseFaults("hang,delay,partition"); // no kind that takes a key
        Rng rng2{1};
        QCOMPARE(FaultPlan::random(o, rng2).strikes(), 0);
        o.faults = *parseFaults("pause-client"); // the holder itself: a plan of strikes only
        Rng rng3{1};
        const FaultPlan pauses = FaultPlan::random(o, rng3);
        QVERIFY(pauses.strikes() >= 6);
        QCOMPARE(pauses.faults(), 0);
        QVERIFY(pauses.steps().front().target == Target::Holder);
    }

    // A strike takes the key from exactly the masters that tip the vote, in waves of the free
    // part of the minority: 1 of a bare majority, 2 of 4, 3 of 5 (2 then 1).
    void strikesAimAtTheTippingMasters() {
        const StrikeTiming timing{Millis(0), Millis(120), Millis(20)};
        FaultStep crash{Millis(1000),     0,     Action::Pause,
                        FaultKind::Crash, false, Target::HolderMasters};
        const std::vector<bool> none(5, false);
        Holding bare{0, {1, 2, 4}, {1, 2, 4}, Millis(1000), Millis(1390)};
        auto steps = strikeSteps(crash, bare, none, Millis(1001), Millis(1390), timing);
        QCOMPARE(steps.size(), std::size_t{2});
        QCOMPARE(steps[0].master, 1); // one of the holder's, first in turn from master 0
        QVERIFY(steps[0].action == Action::Kill);
        QVERIFY(steps[0].begins);
        QVERIFY(steps[1].action == Action::Start);
        QCOMPARE(steps[1].master, 1);
        QVERIFY(steps[1].at > steps[0].at);

        // Five hold the key (two not awaited): three must lose it; the voters go first.
        Holding all{0, {0, 3, 4}, {0, 1, 2, 3, 4}, Millis(1000), Millis(1390)};
        crash.kind = FaultKind::ClockJump;
        crash.master = 4; // the turn starts at master 4
        steps = strikeSteps(crash, all, none, Millis(1001), Millis(1390), timing);
        QCOMPARE(steps.size(), std::size_t{6});
        std::vector<int> hit;
        int most = 0, now = 0;
        for (const auto& s : steps) {
            if (s.begins) {
                hit.push_back(s.master);
            }
            now += s.begins ? 1 : -1;
            most = std::max(most, now);
        }
        QCOMPARE(hit, (std::vector<int>{4, 0, 3})); // the three voters, from master 4 on
        QCOMPARE(most, 2);                          // never more than the minority
        QVERIFY(steps.back().action == Action::ResetClock);
        QCOMPARE(steps.back().at, Millis(1410)); // the last wave: until validity + margin
        QCOMPARE(steps[2].at, Millis(1121));     // the first wave: settle time

        // One master already faulted: one free slot, waves of one.
        std::vector<bool> one(5, false);
        one[2] = true;
        crash.kind = FaultKind::Restart;
        steps = strikeSteps(crash, Holding{0, {0, 1, 3}, {0, 1, 3, 4}, Millis(0), Millis(390)}, one,
                            Millis(1), Millis(390), timing);
        QCOMPARE(steps.size(), std::size_t{4});
        QVERIFY(steps[0].action == Action::Stop);
        QVERIFY(steps[1].at <= steps[2].at); // the first is back before the second goes
        // Without persistence a restart strike kills (a SIGTERM waits for redis's cron tick).
        StrikeTiming quick = timing;
        quick.quickStop = true;
        steps = strikeSteps(crash, Holding{0, {0, 1, 3}, {0, 1, 3, 4}, Millis(0), Millis(390)}, one,
                            Millis(1), Millis(390), quick);
        QCOMPARE(steps.size(), std::size_t{4});
        QVERIFY(steps[0].action == Action::Kill);
        QCOMPARE(steps[0].kind, FaultKind::Restart); // still counted as a restart
        // A clock rate cannot work in waves: out of reach with 3 to tip, and with no free slot.
        crash.kind = FaultKind::ClockRate;
        QVERIFY(strikeSteps(crash, all, none, Millis(1), Millis(390), timing).empty());
        crash.kind = FaultKind::Crash;
        std::vector<bool> two(5, false);
        two[0] = two[1] = true;
        QVERIFY(strikeSteps(crash, bare, two, Millis(1), Millis(390), timing).empty());
    }

    // The board: only an armed strike is claimed, by the first holding in reach, once.
    // The checker's faults and the scenario's meet in one map (fault_kind.h): each shared kind
    // maps to the scenario kind of the same name ('-' in the CLI's names, '_' in a file's), so
    // `check --json`'s faults_by_kind and a scenario file name a fault alike; a hang has none.
    void faultKindsMapToTheScenarios() {
        int mapped = 0;
        for (int i = 0; i < kFaultKinds; ++i) {
            const auto k = static_cast<FaultKind>(i);
            std::string name = faultKindName(k);
            std::replace(name.begin(), name.end(), '-', '_');
            const auto s = scenarioFaultKind(k);
            if (k == FaultKind::Hang) {
                QVERIFY(!s);
                continue;
            }
            QVERIFY2(s, name.c_str());
            QCOMPARE(std::string(sim::kindName(*s)), name);
            ++mapped;
        }
        QCOMPARE(mapped, kFaultKinds - 1);
    }

    void holderBoardClaimsOnce() {
        HolderBoard board(5);
        const Holding five{1, {0, 1, 2}, {0, 1, 2, 3, 4}, Millis(0), Millis(390)};
        const Holding three{2, {0, 1, 2}, {0, 1, 2}, Millis(0), Millis(390)};
        QVERIFY(board.acquired(three) == StrikeRole::None); // nothing armed
        board.arm(StrikeRole::Hold, 2);
        QVERIFY(board.acquired(five) == StrikeRole::None); // 3 to tip: out of reach
        QVERIFY(board.acquired(three) == StrikeRole::Hold);
        QVERIFY(board.acquired(three) == StrikeRole::None); // claimed already
        const auto got = board.claimed(Micros(0), std::stop_token());
        QVERIFY(got.has_value());
        QCOMPARE(got->client, 2);
        QVERIFY(!board.claimed(Micros(0), std::stop_token()).has_value());
    }
};

QTEST_GUILESS_MAIN(TestCheckAnalysis)
#include "tst_check_analysis.moc"
