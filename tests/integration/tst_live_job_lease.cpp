// The job lease scripts on a real server: claim → lease lapses → reaper returns the job →
// re-claim with attempts 2 → the stale worker's completion (fence 1) refused, the new one's
// (fence 2) accepted; a key outside the prefix is never touched.
#include "live_fixture.h"

#include "core/valkey/valkey_job_lease.h"

#include <QTest>

#include <thread>

using namespace redlock;
using namespace std::chrono_literals;

class TestLiveJobLease : public QObject {
    Q_OBJECT
private slots:
    void lapseReapReclaimFence() {
        LIVE_REQUIRE_SERVER();
        LocalServers servers = live::startServers(1);
        const int port = servers.port(0);
        QCOMPARE(live::raw(port, {"SET", "sentinel", "keep me"}).type, REDIS_REPLY_STATUS);

        // A short lease so the test waits for a real lapse on the server's own clock.
        ValkeyJobLease lease("127.0.0.1", port, JobLeaseOptions{"it:", 300ms});
        QVERIFY(lease.enqueue("job-1", "payload").ok());
        const auto first = lease.claim();
        QVERIFY2(first.ok(), first.ok() ? "" : first.error().message.c_str());
        QVERIFY(first->has_value());
        QCOMPARE((*first)->attempts, std::int64_t(1));
        QCOMPARE((*first)->payload, std::string("payload"));
        QCOMPARE(lease.reap().value(), 0); // the lease is still running

        std::this_thread::sleep_for(450ms);
        QCOMPARE(lease.reap().value(), 1);
        auto snap = lease.snapshot().value();
        QCOMPARE(snap.pending, std::vector<std::string>{"job-1"});
        QVERIFY(snap.active.empty());

        const auto second = lease.claim().value();
        QVERIFY(second.has_value());
        QCOMPARE(second->attempts, std::int64_t(2));
        QVERIFY(second->deadlineMs > (*first)->deadlineMs);

        QCOMPARE(lease.complete("job-1", 1, "old").value(), Completion::Stale);
        QCOMPARE(lease.complete("job-1", 2, "new").value(), Completion::Accepted);
        QCOMPARE(lease.complete("job-1", 2, "new").value(), Completion::Duplicate);
        QCOMPARE(lease.complete("job-9", 1, "x").value(), Completion::Unknown);

        snap = lease.snapshot().value();
        QCOMPARE(snap.jobs.size(), std::size_t(1));
        QCOMPARE(snap.jobs.front().state, JobState::Done);
        QCOMPARE(snap.jobs.front().result, std::string("new"));
        QCOMPARE(snap.jobs.front().attempts, std::int64_t(2));
        QVERIFY(!lease.claim().value().has_value()); // nothing pending any more

        QCOMPARE(live::get(port, "sentinel"), std::string("keep me"));
        // Every other key sits under the prefix.
        const auto keys = live::raw(port, {"EVAL",
                                           "local n = 0 for _, k in ipairs(redis.call('KEYS', "
                                           "'*')) do if string.sub(k, 1, 3) ~= 'it:' and k ~= "
                                           "'sentinel' then n = n + 1 end end return n",
                                           "0"});
        QCOMPARE(keys.integer, 0LL);
        QVERIFY(live::dbsize(port) >= 3);
    }

    void unreachableServerIsAnError() {
        LIVE_REQUIRE_SERVER();
        LocalServers servers = live::startServers(1);
        const int port = servers.port(0);
        QVERIFY(servers.stop(0));
        ValkeyJobLease lease("127.0.0.1", port, JobLeaseOptions{"it:", 300ms}, 300ms);
        QVERIFY(!lease.enqueue("job-1", "p").ok());
    }
};

QTEST_GUILESS_MAIN(TestLiveJobLease)
#include "tst_live_job_lease.moc"
