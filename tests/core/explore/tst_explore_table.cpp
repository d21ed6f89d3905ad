// The known answers of issue 29, one row each: the search's verdict, the violation, the broken
// assumption it names, and for a violation that the simulator, playing the counterexample
// scenario the search wrote, shows the same violation. Every row is exhaustive unless it says
// how far it searched (then the verdict must be "bounded": no violation within that budget).
//
// The model's numbers (TTL 30 ms, tick 2 ms, drift allowance 2.3 ms, validity 27.7 ms after an
// instant acquire) keep every row small enough for the sanitizer build.
#include "core/explore/explore.h"
#include "core/sim/simulator.h"

#include <QTest>

using namespace redlock::explore;

Q_DECLARE_METATYPE(redlock::explore::Options)

namespace {

Options base() {
    Options o;
    o.masters = 5;
    o.clients = 2;
    o.ttlMs = 30;
    o.maxStates = 3000000;
    return o;
}

} // namespace

class TestExploreTable : public QObject {
    Q_OBJECT
private slots:
    void knownAnswers_data() {
        QTest::addColumn<Options>("options");
        QTest::addColumn<QString>("verdict");
        QTest::addColumn<QString>("violation");
        QTest::addColumn<QString>("assumption");

        Options o = base();
        QTest::newRow("1 no faults") << o << "exhausted" << "none" << "";

        o = base();
        o.maxPauseMs = 40; // longer than the 27.7 ms of validity
        QTest::newRow("2 pause > validity, fencing off") << o << "violation" << "stale-write"
                                                         << "pause-longer-than-validity";
        o.fencing = Fence::Monotonic;
        QTest::newRow("2 ... monotonic token") << o << "exhausted" << "none" << "";
        o.fencing = Fence::Cas;
        QTest::newRow("2 ... compare-and-set") << o << "violation" << "stale-write"
                                               << "random-value-no-order";
        o = base();
        o.maxPauseMs = 40;
        o.naiveClient = true;
        QTest::newRow("2 ... naive client: the beliefs overlap")
            << o << "violation" << "overlap" << "no-validity-check";

        o = base();
        o.clockJumpMs = 2; // within the 2.3 ms drift allowance
        QTest::newRow("3 clock jump within drift") << o << "exhausted" << "none" << "";
        o.clockJumpMs = 4;
        QTest::newRow("3 clock jump past drift") << o << "violation" << "overlap"
                                                 << "clock-jump-beyond-drift";

        o = base();
        o.restart = Restart::Immediate;
        QTest::newRow("4 crash, immediate restart, no persistence")
            << o << "violation" << "overlap" << "restart-without-persistence";
        o.masters = 3;
        o.restart = Restart::Delayed; // down for one TTL
        o.maxDepth = 30;
        QTest::newRow("4 ... delayed restart (N=3, to depth 30)") << o << "bounded" << "none" << "";
        o.restart = Restart::Immediate;
        o.persistence = Persist::Always;
        QTest::newRow("4 ... fsync always (N=3, to depth 30)") << o << "bounded" << "none" << "";

        // Delays longer than the validity: TTL 10 ms in ticks of 4 ms, validity 7.9 ms, each
        // message up to 8 ms. A fenced storage keeps the write's own delay out of this row
        // (with fencing off the search finds that delayed write: see tst_explore_model).
        o = base();
        o.masters = 3;
        o.ttlMs = 10;
        o.tickMs = 4;
        o.maxDelayMs = 8;
        o.fencing = Fence::Monotonic;
        o.maxAttempts = 1;
        QTest::newRow("5 delays > validity, spec client (N=3, one attempt)")
            << o << "exhausted" << "none" << "";
        o.naiveClient = true;
        QTest::newRow("5 ... naive client") << o << "violation" << "overlap" << "no-validity-check";

        o = base();
        o.masters = 4;
        o.checkProgress = true;
        QTest::newRow("6 N=4, no faults") << o << "exhausted" << "none" << "";
        o.maxDelayMs = 2; // one tick of ordinary jitter lets two rounds race
        QTest::newRow("6 ... with jitter: the split vote")
            << o << "violation" << "no-progress" << "split-vote";
    }

    void knownAnswers() {
        QFETCH(Options, options);
        QFETCH(QString, verdict);
        QFETCH(QString, violation);
        QFETCH(QString, assumption);
        const auto cfg = configure(options);
        QVERIFY2(cfg.ok(), cfg ? "" : cfg.error().message.c_str());
        const Outcome r = explore(*cfg);
        QCOMPARE(QString(verdictName(r.verdict)), verdict);
        QCOMPARE(QString(violationName(r.violation)), violation);
        QCOMPARE(QString::fromStdString(r.brokenAssumption), assumption);
        if (r.verdict == Verdict::Bounded) {
            QCOMPARE(QString::fromStdString(r.stopReason), QStringLiteral("depth"));
            QCOMPARE(r.depth, options.maxDepth);
        }
        if (r.verdict != Verdict::Violation) {
            QVERIFY(!r.scenario);
            return;
        }
        QVERIFY(!r.schedule.empty());
        QCOMPARE(static_cast<int>(r.schedule.size()) > 0, true);
        QVERIFY(r.scenario.has_value());
        // The simulator, playing the counterexample, shows the violation too.
        const redlock::sim::SimResult sim = redlock::sim::simulate(*r.scenario);
        if (r.violation == Violation::Overlap) {
            QVERIFY2(sim.overlapUs > 0, "the simulator shows no overlap");
        } else if (r.violation == Violation::StaleWrite) {
            QVERIFY2(sim.staleWritesAccepted > 0, "the simulator shows no stale write");
        } else {
            for (const auto& a : sim.attempts) {
                QVERIFY2(!a.held, "the simulator's run has a holder");
            }
        }
        QVERIFY(r.replayed);
    }
};

QTEST_GUILESS_MAIN(TestExploreTable)
#include "tst_explore_table.moc"
