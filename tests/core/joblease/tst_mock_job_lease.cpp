// The single-server job lease on its in-memory backend: claim, lapse, reap, re-claim with a
// higher fence, stale completion refused, duplicate completion harmless, keys under the prefix.
#include "core/joblease/mock_job_lease.h"
#include "core/lock/clock.h"

#include <QTest>

using namespace redlock;
using namespace std::chrono_literals;

class TestMockJobLease : public QObject {
    Q_OBJECT
private slots:
    void claimTakesTheOldestAndBumpsTheFence() {
        ManualClock clock(Micros(1000s));
        MockJobLease lease(clock, {"t:", 5000ms});
        QVERIFY(lease.enqueue("a", "pa").ok());
        clock.advance(1ms);
        QVERIFY(lease.enqueue("b", "pb").ok());
        const auto job = lease.claim().value();
        QVERIFY(job.has_value());
        QCOMPARE(job->id, std::string("a"));
        QCOMPARE(job->payload, std::string("pa"));
        QCOMPARE(job->attempts, std::int64_t(1));
        QCOMPARE(job->deadlineMs, std::int64_t(1000001 + 5000));
        const auto snap = lease.snapshot().value();
        QCOMPARE(snap.pending, std::vector<std::string>{"b"});
        QCOMPARE(snap.active.size(), std::size_t(1));
        QCOMPARE(snap.jobs.front().state, JobState::Active);
    }

    void emptyQueueClaimsNothing() {
        ManualClock clock;
        MockJobLease lease(clock);
        QVERIFY(!lease.claim().value().has_value());
    }

    void lapseReapReclaimAndFence() {
        ManualClock clock;
        MockJobLease lease(clock, {"t:", 10000ms});
        lease.enqueue("job-1", "resize photo");
        const auto first = *lease.claim().value();
        clock.advance(9999ms);
        QCOMPARE(lease.reap().value(), 0); // not yet due
        clock.advance(1ms);
        QCOMPARE(lease.reap().value(), 1);
        QCOMPARE(lease.snapshot().value().pending, std::vector<std::string>{"job-1"});
        const auto second = *lease.claim().value();
        QCOMPARE(second.attempts, std::int64_t(2));
        QCOMPARE(lease.complete("job-1", first.attempts, "old").value(), Completion::Stale);
        QCOMPARE(lease.complete("job-1", second.attempts, "new").value(), Completion::Accepted);
        QCOMPARE(lease.complete("job-1", second.attempts, "new").value(), Completion::Duplicate);
        QCOMPARE(lease.complete("nope", 1, "x").value(), Completion::Unknown);
        const auto snap = lease.snapshot().value();
        QVERIFY(snap.active.empty());
        QVERIFY(snap.pending.empty());
        QCOMPARE(snap.jobs.front().result, std::string("new"));
        QCOMPARE(snap.jobs.front().state, JobState::Done);
    }

    void keysStayUnderThePrefix() {
        ManualClock clock;
        MockJobLease lease(clock, {"lab:", 1000ms});
        lease.enqueue("1", "p");
        lease.enqueue("2", "p");
        lease.claim();
        const auto keys = lease.keys();
        QCOMPARE(keys.size(), std::size_t(5));
        for (const std::string& k : keys) {
            QVERIFY2(k.rfind("lab:", 0) == 0, k.c_str());
        }
        QCOMPARE(pendingKey("lab:"), std::string("lab:jobs:pending"));
        QCOMPARE(activeKey("lab:"), std::string("lab:jobs:active"));
    }
};

QTEST_GUILESS_MAIN(TestMockJobLease)
#include "tst_mock_job_lease.moc"
