// Every built-in scenario and variant against the figures of the reference scripts.
#include "core/sim/files/catalog.h"
#include "core/sim/simulator.h"

#include <QTest>

#include <cstdlib>

using namespace redlock::sim;

class TestSimScenarios : public QObject {
    Q_OBJECT
private slots:
    void outcomes_data() {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("variant");
        QTest::addColumn<double>("validityMs");
        QTest::addColumn<double>("overlapMs");
        QTest::addColumn<double>("tolMs"); // on the overlap: the scripts say "about"
        QTest::addColumn<int>("stale");
        // name, variant, validity of C1's first acquire, belief overlap, tolerance, stale writes
        QTest::newRow("happy") << "happy"
                               << "" << 9896.0 << 0.0 << 0.0 << 0;
        QTest::newRow("minority-down") << "minority-down"
                                       << "" << 9848.0 << 0.0 << 0.0 << 0;
        QTest::newRow("minority-down/slow") << "minority-down"
                                            << "slow-timeout" << 9398.0 << 0.0 << 0.0 << 0;
        QTest::newRow("contention") << "contention"
                                    << "" << 9892.0 << 0.0 << 0.0 << 0;
        QTest::newRow("gc-after") << "gc-pause-after"
                                  << "" << 9896.0 << 0.0 << 0.0 << 1;
        QTest::newRow("gc-after/token") << "gc-pause-after"
                                        << "fencing-token" << 9896.0 << 0.0 << 0.0 << 0;
        QTest::newRow("gc-after/cas") << "gc-pause-after"
                                      << "check-and-set" << 9896.0 << 0.0 << 0.0 << 0;
        QTest::newRow("gc-during") << "gc-pause-during"
                                   << "" << -2103.0 << 0.0 << 0.0 << 0;
        QTest::newRow("network-delay") << "network-delay"
                                       << "" << 9848.0 << 0.0 << 0.0 << 0;
        QTest::newRow("clock-jump") << "clock-jump"
                                    << "" << 9848.0 << 7748.0 << 50.0 << 0;
        QTest::newRow("clock-jump/mono") << "clock-jump"
                                         << "monotonic-expiry" << 9848.0 << 0.0 << 0.0 << 0;
        QTest::newRow("clock-rate") << "clock-rate"
                                    << "" << 9848.0 << 806.0 << 30.0 << 0;
        QTest::newRow("clock-rate/1pct") << "clock-rate"
                                         << "rate-1pct" << 9848.0 << 0.0 << 0.0 << 0;
        QTest::newRow("restart") << "restart-no-persistence"
                                 << "" << 9848.0 << 6548.0 << 100.0 << 0;
        QTest::newRow("restart/delayed") << "restart-no-persistence"
                                         << "delayed-restart" << 9848.0 << 0.0 << 0.0 << 0;
        QTest::newRow("restart/always") << "restart-no-persistence"
                                        << "fsync-always" << 9848.0 << 0.0 << 0.0 << 0;
        QTest::newRow("restart/everysec") << "restart-no-persistence"
                                          << "fsync-everysec" << 9848.0 << 6548.0 << 100.0 << 0;
        QTest::newRow("failover") << "failover"
                                  << "" << 9896.0 << 5800.0 << 100.0 << 0;
        QTest::newRow("failover/sentinel") << "failover"
                                           << "sentinel-default" << 9896.0 << 0.0 << 0.0 << 0;
        QTest::newRow("extension") << "extension"
                                   << "" << 9896.0 << 0.0 << 0.0 << 0;
    }
    void outcomes() {
        QFETCH(QString, scenario);
        QFETCH(QString, variant);
        QFETCH(double, validityMs);
        QFETCH(double, overlapMs);
        QFETCH(double, tolMs);
        QFETCH(int, stale);
        auto s = builtinScenario(scenario.toStdString(), variant.toStdString());
        QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
        const SimResult r = simulate(*s);
        QCOMPARE(static_cast<double>(r.validityUs) / 1000.0, validityMs);
        const double overlap = static_cast<double>(r.overlapUs) / 1000.0;
        QVERIFY2(std::abs(overlap - overlapMs) <= tolMs,
                 qPrintable(QStringLiteral("overlap %1 ms, expected %2 ± %3")
                                .arg(overlap)
                                .arg(overlapMs)
                                .arg(tolMs)));
        QCOMPARE(r.staleWritesAccepted, stale);
    }

    void everyVariantIsCovered() {
        // The fixed names of the brief, each present with its variants.
        const std::map<std::string, std::vector<std::string>> expected{
            {"happy", {}},
            {"contention", {}},
            {"minority-down", {}},
            {"gc-pause-after", {"fencing-token", "check-and-set"}},
            {"gc-pause-during", {"naive-client"}},
            {"network-delay", {"delayed-write"}},
            {"clock-jump", {"monotonic-expiry"}},
            {"clock-rate", {"rate-1pct"}},
            {"restart-no-persistence", {"delayed-restart", "fsync-always"}},
            {"failover", {"sentinel-default"}},
            {"extension", {"partial", "partial-set-nx", "failure", "capped", "unbounded"}},
            // The second course text (issue 14).
            {"sequential", {"parallel", "early-stop"}},
            {"lost-unlock", {"unlock-retried"}},
            {"slow-acquire", {"sequential-sliver", "sequential-too-slow"}},
            {"delayed-write", {"fencing-token"}},
            {"client-clock-jump", {"monotonic-client"}},
            {"check-before-write", {"fencing-token"}},
            {"delayed-restart-cost", {"no-delay"}},
            {"repeated-partitions", {"one-partition"}},
            {"quorum-loss", {"lock-remaining"}}};
        for (const auto& [name, variants] : expected) {
            auto s = builtinScenario(name);
            QVERIFY2(s.ok(), name.c_str());
            QCOMPARE(s->name, name);
            for (const std::string& v : variants) {
                QVERIFY2(std::find(s->variants.begin(), s->variants.end(), v) != s->variants.end(),
                         (name + "/" + v).c_str());
            }
        }
    }

    void gcPauseDuringSpecRefusesNaiveHolds() {
        auto spec = builtinScenario("gc-pause-during");
        auto naive = builtinScenario("gc-pause-during", "naive-client");
        QVERIFY(spec.ok() && naive.ok());
        const SimResult a = simulate(*spec), b = simulate(*naive);
        // C2 finishes first (10 502 ms); C1 reads its replies only at 12 001 ms.
        const auto isC1 = [](const Attempt& x) { return x.client == "C1"; };
        const Attempt& c1 = *std::find_if(a.attempts.begin(), a.attempts.end(), isC1);
        QCOMPARE(c1.t2, Us(12001000));
        QVERIFY(!c1.held);
        QVERIFY(c1.reason == redlock::Reason::PastTtl);
        QCOMPARE(reasonText(c1), std::string("past-ttl"));
        QCOMPARE(c1.validityUs, Us(-2103000));
        QVERIFY(std::find_if(b.attempts.begin(), b.attempts.end(), isC1)->held);
        QVERIFY(b.overlapUs > 0); // a second holder
        QCOMPARE(b.overlaps.size(), std::size_t(1));
    }

    void fencingRejectsThirtyThreeAfterThirtyFour() {
        auto s = builtinScenario("gc-pause-after", "fencing-token");
        QVERIFY(s.ok());
        const SimResult r = simulate(*s);
        QCOMPARE(r.writes.size(), std::size_t(2));
        QCOMPARE(r.writes[0].client, std::string("C2"));
        QCOMPARE(r.writes[0].fence, std::int64_t(34));
        QVERIFY(r.writes[0].accepted);
        QCOMPARE(r.writes[1].client, std::string("C1"));
        QCOMPARE(r.writes[1].fence, std::int64_t(33));
        QVERIFY(!r.writes[1].accepted);
        QCOMPARE(r.writes[1].t, Us(15151000));
    }

    void pausedRepliesAreReadLate() {
        auto s = builtinScenario("gc-pause-during");
        QVERIFY(s.ok());
        const SimResult r = simulate(*s);
        int buffered = 0;
        for (const Message& m : r.messages) {
            if (m.to == "C1" && m.kind == MessageKind::Reply && m.arrived == 2000) {
                QCOMPARE(m.read, Us(12001000));
                ++buffered;
            }
        }
        QCOMPARE(buffered, 5);
    }

    void extensionIsCapped() {
        auto s = builtinScenario("extension");
        QVERIFY(s.ok());
        const SimResult r = simulate(*s);
        int extended = 0;
        for (const Attempt& a : r.attempts) {
            if (a.kind == AttemptKind::Extend && a.held) {
                ++extended;
                QCOMPARE(a.beliefEnd, a.t1 + 9898000);
            }
        }
        QCOMPARE(extended, 2);
        bool capped = false;
        for (const TraceEvent& e : r.events)
            capped = capped || e.kind == EventKind::ExtendCapped;
        QVERIFY(capped);
    }
};

QTEST_APPLESS_MAIN(TestSimScenarios)
#include "tst_sim_scenarios.moc"
