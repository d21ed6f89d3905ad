// Rng, the one seeded engine (simulator, client retry delay, chaos checker): the same seed
// gives the same numbers with every standard library. The pinned values below were computed
// outside this code base from the engine's definition in the C++ standard ([rand.eng.mers],
// mt19937_64) and the mappings documented in core/lock/rng.h; a std::*_distribution slipped back
// in (implementation-defined) or a changed mapping moves them.
#include "core/check/fault_plan.h"
#include "core/client/mock_fan_out.h"
#include "core/client/redlock.h"
#include "core/lock/rng.h"

#include <QTest>

#include <array>
#include <cstdint>
#include <limits>
#include <set>

using namespace redlock;
using namespace std::chrono_literals;

class TstSimRng : public QObject {
    Q_OBJECT
private slots:
    // [rand.predef]: the 10000th output of a default-constructed mt19937_64 (seed 5489).
    void rawStreamIsTheStandardOne() {
        Rng r(5489);
        for (int i = 1; i < 10000; ++i) {
            r.next();
        }
        QCOMPARE(r.next(), std::uint64_t{9981545732273789042ULL});
    }

    void pinnedMappings() {
        Rng a(42);
        const std::array<std::uint64_t, 8> below10{6, 4, 0, 2, 1, 8, 6, 4};
        for (std::uint64_t want : below10) {
            QCOMPARE(a.below(10), want);
        }
        Rng b(42);
        const std::array<std::int64_t, 8> between55{-3, -5, 4, 4, 0, -1, 2, 1};
        for (std::int64_t want : between55) {
            QCOMPARE(b.between(-5, 5), want);
        }
    }

    void rangesAreRespectedAndCovered() {
        Rng r(3);
        std::set<std::int64_t> seen;
        for (int i = 0; i < 2000; ++i) {
            const std::int64_t v = r.between(-3, 3);
            QVERIFY(v >= -3 && v <= 3);
            seen.insert(v);
        }
        QCOMPARE(seen.size(), std::size_t{7});
        QCOMPARE(r.between(9, 9), std::int64_t{9});
        // The full int64 range wraps in unsigned arithmetic instead of overflowing (UBSan).
        constexpr auto lo = std::numeric_limits<std::int64_t>::min();
        constexpr auto hi = std::numeric_limits<std::int64_t>::max();
        bool negative = false, positive = false;
        for (int i = 0; i < 64; ++i) {
            const std::int64_t v = r.between(lo, hi);
            negative |= v < 0;
            positive |= v > 0;
        }
        QVERIFY(negative && positive);
    }

    void belowIsUniform() {
        Rng r(11);
        std::array<int, 6> count{};
        constexpr int kDraws = 60000;
        for (int i = 0; i < kDraws; ++i) {
            ++count[r.below(6)];
        }
        for (int c : count) {
            QVERIFY2(c > 9500 && c < 10500, qPrintable(QString::number(c))); // 10000 +- 5 sigma
        }
    }

    void chance() {
        Rng r(5);
        int hits = 0;
        for (int i = 0; i < 10000; ++i) {
            QVERIFY(!r.chance(0.0));
            QVERIFY(r.chance(1.0));
            hits += r.chance(0.2) ? 1 : 0;
        }
        QVERIFY2(hits > 1800 && hits < 2200, qPrintable(QString::number(hits)));
    }

    // `redlockctl check --seed 1` (5 servers, hang,crash,restart, TTL 400 ms): the first fault
    // is a hang of master 3 at 200 ms, the next fault begins at 286.676 ms.
    void faultPlanIsPinnedBySeed() {
        check::CheckOptions o;
        o.faults = *check::parseFaults("hang,crash,restart");
        Rng rng(1);
        const check::FaultPlan plan = check::FaultPlan::random(o, rng);
        QVERIFY(plan.steps().size() >= 4);
        QCOMPARE(plan.steps()[0].at, Micros(200000));
        QCOMPARE(plan.steps()[0].master, 3);
        QVERIFY(plan.steps()[0].kind == check::FaultKind::Hang);
        QVERIFY(plan.steps()[0].begins);
        QCOMPARE(plan.steps()[1].at, Micros(286676));
        QVERIFY(plan.steps()[1].begins);
    }

    // The client's retry delay is retryDelay + between(0, jitter) from its own Rng: the same
    // seed, the same waits.
    void retryDelayFollowsTheSeed() {
        auto delays = [](std::uint64_t seed) {
            MockFanOut f(3);
            for (int i = 0; i < 3; ++i) {
                f.master(i).setUp(false);
            }
            RedlockOptions o;
            o.retries = 3;
            Redlock rl(f, o, Rng{seed});
            std::vector<Micros> out;
            for (const Attempt& a : rl.acquire("r").attempts) {
                out.push_back(a.retryDelay);
            }
            return out;
        };
        const auto a = delays(7);
        QCOMPARE(a.size(), std::size_t{4});
        QCOMPARE(a, delays(7));
        QVERIFY(a != delays(8));
        Rng ref(7);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(a[i],
                     Micros(Millis(200)) + Micros(ref.between(0, Micros(Millis(100)).count())));
        }
    }
};

QTEST_GUILESS_MAIN(TstSimRng)
#include "tst_sim_rng.moc"
