// The live scenario engine (core/live) against the simulator (issue 16): the same scenario file
// played on five real redis-server processes with real clients, real clock jumps (clock_shift
// preload), real partitions (LinkProxy per client and master) and real crashes, compared with
// the discrete-event simulator's outcome.
//
// Tolerances, stated: the live overlap must be within 5 % of the simulator's figure divided by
// the scale factor k, and within max(20 ms, 2 %) of the simulator's run of the scaled script
// (scaleDown(s, k): the same times the live run used; the per-instance timeout is not scaled,
// so this comparison is the tighter one). Both allow for real scheduling on a loaded machine.
#include "live_fixture.h"

#include "core/sim/clock_track.h"

#include "core/live/live_run.h"
#include "core/sim/claims.h"
#include "core/sim/files/catalog.h"
#include "core/sim/simulator.h"

#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <utility>

#include "redlockctl_run.h"

using namespace redlock;
namespace lr = redlock::live; // live_fixture.h has its own namespace live

namespace {

sim::Scenario builtin(const char* name, const char* variant = "") {
    auto s = sim::builtinScenario(name, variant);
    return s ? *s : sim::Scenario{};
}

lr::LiveOptions options() {
    lr::LiveOptions o;
    o.clockShiftLibrary = REDLOCK_CLOCK_SHIFT_LIB;
    return o;
}

double ms(sim::Us us) {
    return static_cast<double>(us) / 1000.0;
}

} // namespace

class TestLiveScenarios : public QObject {
    Q_OBJECT

    // Plays s live and in the simulator (as written and scaled); checks the servers are gone.
    struct Three {
        lr::LiveResult real;
        sim::SimResult sim;
        sim::SimResult scaled;
    };
    // Every event of a live run carries the typed fact its kind promises (sim::checkEventFact),
    // as the simulator's do (tst_sim_event_facts): the narration and the claims read those,
    // never the text. Checked after each test function (cleanup), counted over the class.
    QStringList m_factFailures;
    std::map<sim::EventFact, int> m_factsSeen;
    void checkFacts(const sim::SimResult& r, const std::string& where) {
        for (const sim::TraceEvent& e : r.events) {
            ++m_factsSeen[sim::eventFact(e.kind)];
            const std::string why = sim::checkEventFact(r, e);
            if (!why.empty()) {
                m_factFailures << QString::fromStdString(where + " @" + std::to_string(e.t) + " " +
                                                         e.actor + " " + sim::kindName(e.kind) +
                                                         " '" + e.detail + "': " + why);
            }
        }
    }

    Three playBoth(const sim::Scenario& s) {
        Three t;
        auto r = lr::playLive(s, options());
        if (!r) {
            qWarning("%s", r.error().message.c_str());
            return t;
        }
        t.real = *r;
        checkFacts(t.real.run, s.name);
        t.sim = sim::simulate(s);
        t.scaled = sim::simulate(lr::scaleDown(s, t.real.scale));
        qInfo("%s: live %.3f ms (scale %d), simulator %.3f ms (/k = %.3f), scaled script %.3f ms",
              s.name.c_str(), ms(t.real.run.overlapUs), t.real.scale, ms(t.sim.overlapUs),
              ms(t.sim.overlapUs) / t.real.scale, ms(t.scaled.overlapUs));
        return t;
    }

private slots:
    void init() { LIVE_REQUIRE_SERVER(); }
    void cleanup() {
        const QStringList failures = std::exchange(m_factFailures, {});
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join("\n")));
    }
    // The runs above reached live producers of the facts the narration reads most: the
    // masters of a timeout or failed request, why a belief ended.
    void cleanupTestCase() {
        if (!m_factsSeen.empty()) {
            QVERIFY(m_factsSeen[sim::EventFact::Master] > 0);
            QVERIFY(m_factsSeen[sim::EventFact::BeliefEnded] > 0);
        }
    }

    void clockJumpOverlapsLiveAsInTheSimulator() {
        const sim::Scenario s = builtin("clock-jump");
        QCOMPARE(lr::autoScale(s), 2); // 2000 -> 2100 ms: 100 ms apart, 50 ms each at k = 2
        const Three t = playBoth(s);
        QCOMPARE(t.real.scale, 2);
        QVERIFY(t.sim.overlapUs > 0);
        QVERIFY(t.real.run.overlapUs > 0);
        const double bySim = ms(t.sim.overlapUs) / t.real.scale;
        QVERIFY2(std::abs(ms(t.real.run.overlapUs) - bySim) <= 0.05 * bySim,
                 qPrintable(QString::number(ms(t.real.run.overlapUs))));
        const double byScaled = ms(t.scaled.overlapUs);
        QVERIFY2(std::abs(ms(t.real.run.overlapUs) - byScaled) <= std::max(20.0, 0.02 * byScaled),
                 qPrintable(QString::number(ms(t.real.run.overlapUs))));
        // The same holders as in the simulator: C1 on M1, M2, M3; C2 on M3, M4, M5.
        QCOMPARE(t.real.run.overlaps.size(), std::size_t(1));
        QCOMPARE(t.real.run.attempts.size(), std::size_t(2));
        QCOMPARE(t.real.run.attempts[0].voters, t.sim.attempts[0].voters);
        QCOMPARE(t.real.run.attempts[1].voters, (std::vector<std::string>{"M3", "M4", "M5"}));
        // The narration is generated from the live run, and says so about the overlap.
        const bool says = std::any_of(t.real.run.narration.begin(), t.real.run.narration.end(),
                                      [](const sim::Sentence& x) { return x.id == "overlap"; });
        QVERIFY(says);
        // The lanes' clocks are the servers' own (TIME, sampled through the run): M3 reads the
        // scaled jump ahead from the jump on, as the script says, and M1 never leaves real time.
        const sim::Scenario scaled = lr::scaleDown(s, t.real.scale);
        const auto jump =
            std::find_if(scaled.faults.begin(), scaled.faults.end(), [](const sim::Fault& f) {
                return f.kind == redlock::sim::FaultKind::ClockJump;
            });
        QVERIFY(jump != scaled.faults.end());
        QVERIFY(t.real.run.clocks.size() >= 20);
        constexpr sim::Us kNoise = 20000; // a TIME round trip on a busy 2-core machine, and more
        for (const sim::Us at :
             {jump->atUs - 150000, jump->atUs + 150000, scaled.params.endUs - 150000}) {
            for (const char* m : {"M1", "M3"}) {
                const auto read = sim::sampledClockAt(t.real.run.clocks, m, at);
                QVERIFY2(read.has_value(), m);
                const sim::Us want = sim::masterClockAt(scaled, m, at);
                QVERIFY2(std::llabs(*read - want) <= kNoise,
                         qPrintable(QStringLiteral("%1 at %2 µs: server %3, script %4")
                                        .arg(QLatin1String(m))
                                        .arg(at)
                                        .arg(*read)
                                        .arg(want)));
            }
        }
        QVERIFY(sim::masterClockAt(scaled, "M3", scaled.params.endUs - 150000) -
                    (scaled.params.endUs - 150000) >=
                1000000); // the check above is about a real jump, not about two clocks at zero
        QCOMPARE(::live::serverChildren(), 0);
    }

    void theJumpOutsideTheMajorityIsHarmlessLiveToo() {
        sim::Scenario s = builtin("clock-jump");
        for (auto& f : s.faults) {
            if (f.kind == redlock::sim::FaultKind::ClockJump) {
                f.master = "M4"; // C1 never reached M4: none of its keys is there
            }
        }
        const Three t = playBoth(s);
        QCOMPARE(t.sim.overlapUs, sim::Us(0));
        QCOMPARE(t.real.run.overlapUs, sim::Us(0));
        QCOMPARE(t.real.run.attempts.size(), std::size_t(2));
        QVERIFY(t.real.run.attempts[0].held);
        QVERIFY(!t.real.run.attempts[1].held); // M3 on C1's side still refuses C2
        QCOMPARE(::live::serverChildren(), 0);
    }

    void minorityDownHoldsLive() {
        const Three t = playBoth(builtin("minority-down"));
        QVERIFY(t.sim.firstAcquireHeld);
        QVERIFY(t.real.run.firstAcquireHeld);
        QCOMPARE(t.real.run.overlapUs, sim::Us(0));
        QCOMPARE(t.real.run.attempts.front().votes, 3); // M4 and M5 were killed before C1 began
        QCOMPARE(t.real.scale, 10);
    }

    // The no_release fault live: C1 finishes its work and sends no unlock, so its keys stay on
    // the real masters and C2, asking after C1's work, is refused until they expire; without
    // the fault C2 holds at its first attempt. The simulator says the same.
    void noReleaseLeavesTheKeysOnRealMasters() {
        const char* text = R"({
  "name": "no-release-live", "seed": 3,
  "params": { "ttl_ms": 1500, "timeout_ms": 50, "latency_ms": 1, "retry_delay_ms": 200,
              "max_attempts": 20, "end_ms": 3000 },
  "clients": [
    { "name": "C1", "start_ms": 0, "steps": [ { "op": "release", "after_ms": 100 } ] },
    { "name": "C2", "start_ms": 400, "steps": [ { "op": "release", "after_ms": 100 } ] }
  ],
  "faults": [ { "kind": "no_release", "at_ms": 0, "client": "C1", "for_ms": 1000 } ]
})";
        auto withFault = sim::loadScenarioText(text, "");
        QVERIFY2(withFault, withFault ? "" : withFault.error().message.c_str());
        sim::Scenario without = *withFault;
        without.faults.clear();
        const auto c2FirstHold = [](const sim::SimResult& r) -> const sim::Attempt* {
            for (const sim::Attempt& a : r.attempts) {
                if (a.client == "C2" && a.held) {
                    return &a;
                }
            }
            return nullptr;
        };
        const auto c2Refused = [](const sim::SimResult& r) {
            return std::count_if(r.attempts.begin(), r.attempts.end(),
                                 [](const sim::Attempt& a) { return a.client == "C2" && !a.held; });
        };
        const auto skipped = [](const sim::SimResult& r) {
            return std::any_of(r.events.begin(), r.events.end(), [](const sim::TraceEvent& e) {
                return e.actor == "C1" && e.kind == sim::EventKind::ReleaseSkipped;
            });
        };
        const Three t = playBoth(*withFault);
        QVERIFY(t.real.run.firstAcquireHeld);
        QVERIFY(skipped(t.real.run));
        QVERIFY(skipped(t.sim));
        QVERIFY(c2Refused(t.real.run) >= 1);
        QVERIFY(c2Refused(t.sim) >= 1);
        // C2 holds only once C1's keys (set at C1's acquire, TTL / k) are gone.
        const sim::Attempt* real = c2FirstHold(t.real.run);
        QVERIFY(real != nullptr);
        const sim::Us c1Set = t.real.run.attempts.front().t1;
        QVERIFY2(real->t2 >= c1Set + 1500 * 1000 / t.real.scale - 5000,
                 qPrintable(QString::number(real->t2)));
        QCOMPARE(::live::serverChildren(), 0);

        const Three plain = playBoth(without);
        QVERIFY(!skipped(plain.real.run));
        QCOMPARE(c2Refused(plain.real.run), 0);
        QVERIFY(c2FirstHold(plain.real.run) != nullptr);
    }

    void gcPauseAfterLosesAnUpdateUnlessFenced_data() {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("stale");
        QTest::newRow("fencing off") << "" << 1;
        QTest::newRow("fencing token") << "fencing-token" << 0;
    }
    void gcPauseAfterLosesAnUpdateUnlessFenced() {
        QFETCH(QString, variant);
        QFETCH(int, stale);
        const Three t = playBoth(builtin("gc-pause-after", variant.toUtf8().constData()));
        QCOMPARE(t.sim.staleWritesAccepted, stale);
        QCOMPARE(t.real.run.staleWritesAccepted, stale);
        QCOMPARE(t.real.run.writes.size(), t.sim.writes.size());
        for (std::size_t i = 0; i < t.real.run.writes.size(); ++i) {
            QCOMPARE(t.real.run.writes[i].client, t.sim.writes[i].client);
            QCOMPARE(t.real.run.writes[i].accepted, t.sim.writes[i].accepted);
        }
    }

    void monotonicExpiryIsRefusedWithTheReason() {
        const auto r = lr::playLive(builtin("clock-jump", "monotonic-expiry"), options());
        QVERIFY(!r);
        QVERIFY2(r.error().message.find("wall clock") != std::string::npos,
                 r.error().message.c_str());
        QCOMPARE(::live::serverChildren(), 0); // refused before any server started
    }

    // A delay on the storage link: the live storage is in-process, with no link to slow. It
    // used to be played, indexing the links past their end (the storage is no master).
    void storageDelayIsRefusedWithTheReason() {
        const sim::Scenario s = builtin("delayed-write");
        QVERIFY(!s.faults.empty());
        QCOMPARE(lr::notLive(s).id, std::string("storage-delay"));
        const auto r = lr::playLive(s, options());
        QVERIFY(!r);
        QVERIFY2(r.error().message.find("protected storage") != std::string::npos,
                 r.error().message.c_str());
        QCOMPARE(::live::serverChildren(), 0); // refused before any server started
    }

    void cliPrintsTheSimulatorsFieldsAndLive() {
        const auto r = redlockctl_run::run(
            {"simulate", "--scenario", "minority-down", "--live", "--spawn", "5", "--json"}, 60000);
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject o = r.json();
        QCOMPARE(o["live"].toBool(), true);
        QCOMPARE(o["scale"].toInt(), 10);
        for (const char* f : {"overlap_ms", "stale_writes_accepted", "attempts", "events",
                              "first_acquire_held", "lanes", "spans"}) {
            QVERIFY2(o.contains(QLatin1String(f)), f);
        }
        QCOMPARE(o["overlap_ms"].toDouble(), 0.0);
    }

    // Issue 28 item 4: a file ending at 10 days ran for about a day, and SIGTERM printed
    // nothing. Now a live run longer than --max-live-s (10 minutes unless raised) is refused up
    // front, and a signal ends the run with what was measured printed.
    void liveRunsAreCappedAndReportOnASignal() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("long.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"name": "long", "params": {"ttl_ms": 30000, "end_ms": 864000000},
                   "clients": [{"name": "C1", "steps": [{"op": "write", "after_ms": 10}]}]})");
        f.close();
        auto r = redlockctl_run::run({"simulate", "--file", path, "--live"}, 30000);
        QString problem =
            redlockctl_run::badInputProblem(r, QStringLiteral("more than the cap of 600 s"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QCOMPARE(::live::serverChildren(), 0);
        r = redlockctl_run::run({"simulate", "--file", path, "--live", "--max-live-s", "0"}, 30000);
        problem = redlockctl_run::badInputProblem(r, QStringLiteral("--max-live-s '0'"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));

        QProcess p;
        p.start(QStringLiteral(REDLOCKCTL_PATH),
                {"simulate", "--file", path, "--live", "--max-live-s", "604800"});
        QVERIFY(p.waitForStarted());
        // Running once its servers are up (a client acquires right after).
        QVERIFY(QTest::qWaitFor(
            [&] { return ::live::childrenOf(pid_t(p.processId())).size() >= 5; }, 20000));
        p.terminate();
        QVERIFY(p.waitForFinished(20000));
        QCOMPARE(p.exitCode(), 1);
        const QByteArray out = p.readAllStandardOutput();
        QVERIFY2(out.startsWith("live run on 5 real"), out.constData());
        QVERIFY2(p.readAllStandardError().contains("stopped by a signal"), out.constData());
    }

    void cliBadInput_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("named");
        QTest::newRow("monotonic")
            << QStringList{"--scenario", "clock-jump", "--variant", "monotonic-expiry", "--live"}
            << "wall clock";
        QTest::newRow("spawn 3") << QStringList{"--scenario", "happy", "--live", "--spawn", "3"}
                                 << "--spawn '3'";
        QTest::newRow("scale 0") << QStringList{"--scenario", "happy", "--live", "--scale", "0"}
                                 << "--scale '0'";
        QTest::newRow("scale too big")
            << QStringList{"--scenario", "clock-jump", "--live", "--scale", "9"} << "--scale 9";
        QTest::newRow("spawn without live")
            << QStringList{"--scenario", "happy", "--spawn", "5"} << "--spawn needs --live";
        QTest::newRow("live choose") << QStringList{"--scenario", "choose", "--live"} << "'choose'";
    }
    void cliBadInput() {
        QFETCH(QStringList, args);
        QFETCH(QString, named);
        const auto r = redlockctl_run::run(QStringList{"simulate"} + args, 30000);
        const QString problem = redlockctl_run::badInputProblem(r, named);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
};

QTEST_GUILESS_MAIN(TestLiveScenarios)
#include "tst_live_scenarios.moc"
