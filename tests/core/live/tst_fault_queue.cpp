// The live engine's fault schedule (core/live/fault_queue.h): time order, equal times in the
// order scheduled, the end of a hang after what is due with it, and a late crash moving the
// restart that ends it by as much (found by the Docker bench: five faults due at one moment ran
// one after another, M4's crash came last and late, and its restart at the scripted time left
// M4 down for less than the script's 400 ms).
#include "core/live/fault_queue.h"

#include <QTest>

#include <limits>
#include <string>
#include <vector>

using namespace redlock;
using live::FaultQueue;

namespace {

sim::Fault fault(sim::FaultKind kind, const std::string& master) {
    sim::Fault f;
    f.kind = kind;
    f.master = master;
    return f;
}

// The queue's order as "kind master@at" lines.
std::vector<std::string> order(const FaultQueue& q) {
    std::vector<std::string> out;
    for (const FaultQueue::Due& d : q.due()) {
        out.push_back(std::string(d.resume ? "resume" : sim::kindName(d.fault.kind)) + " " +
                      d.fault.master + "@" + std::to_string(d.at));
    }
    return out;
}

} // namespace

class TestFaultQueue : public QObject {
    Q_OBJECT
private slots:
    void timeOrderThenTheOrderScheduled() {
        FaultQueue q;
        QVERIFY(q.empty());
        QCOMPARE(q.nextAt(), std::numeric_limits<sim::Us>::max());
        q.add(300, fault(sim::FaultKind::Restart, "M1"));
        q.add(100, fault(sim::FaultKind::Crash, "M1"));
        q.add(100, fault(sim::FaultKind::Hang, "M2"));
        q.add(100, fault(sim::FaultKind::Hang, "M2"), true); // a hang's end due at once
        const std::vector<std::string> want = {"crash M1@100", "hang M2@100", "resume M2@100",
                                               "restart M1@300"};
        QCOMPARE(order(q), want);
        QCOMPARE(q.nextAt(), sim::Us(100));
        QVERIFY(!q.takeDue(99));
        const auto first = q.takeDue(100);
        QVERIFY(first && first->fault.kind == sim::FaultKind::Crash);
        QVERIFY(q.takeDue(100) && q.takeDue(100));
        QVERIFY(!q.takeDue(299));
        QVERIFY(q.takeDue(1000));
        QVERIFY(q.empty());
    }

    void aLateCrashMovesItsRestartByAsMuch() {
        FaultQueue q;
        q.add(1000, fault(sim::FaultKind::Crash, "M4"));
        q.add(1400, fault(sim::FaultKind::Restart, "M4")); // 400 ms down, as scripted
        q.add(1500, fault(sim::FaultKind::Hang, "M1"));
        q.add(3000, fault(sim::FaultKind::Crash, "M4"));
        q.add(3400, fault(sim::FaultKind::Restart, "M4"));
        q.add(1450, fault(sim::FaultKind::Restart, "M5"));
        const auto crash = q.takeDue(1300); // behind other faults: 300 late
        QVERIFY(crash && crash->fault.kind == sim::FaultKind::Crash);
        q.crashRanLate("M4", 1300 - crash->at);
        // Its restart is 400 after the crash as it happened, now after M1's hang; the other
        // master's restart and M4's later outage keep their times.
        const std::vector<std::string> want = {"restart M5@1450", "hang M1@1500", "restart M4@1700",
                                               "crash M4@3000", "restart M4@3400"};
        QCOMPARE(order(q), want);
    }

    void anOnTimeCrashMovesNothing() {
        FaultQueue q;
        q.add(100, fault(sim::FaultKind::Crash, "M2"));
        q.add(500, fault(sim::FaultKind::Restart, "M2"));
        const auto before = order(q);
        q.crashRanLate("M2", 0);
        q.crashRanLate("M2", -5); // ran at its time (the clock read a little early)
        QCOMPARE(order(q), before);
    }
};

QTEST_GUILESS_MAIN(TestFaultQueue)
#include "tst_fault_queue.moc"
