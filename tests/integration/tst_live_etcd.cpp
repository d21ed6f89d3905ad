// The etcd lease lock against a real local three-member cluster: the lock itself (one holder,
// refusal, release, fences), the lease (kept alive past its TTL, gone once not renewed), and
// faults on real processes (leader killed, a member hung, a majority hung).
#include "etcd_fixture.h"

#include "core/etcd/etcd_lock.h"
#include "core/lock/clock.h"
#include "core/net/link_proxy.h"
#include "core/servers/process.h"

#include <QRegularExpression>
#include <QTest>

#include <filesystem>
#include <optional>
#include <thread>

using namespace redlock;
using namespace redlock::etcd;

namespace {

EtcdOptions opts(long long ttlMs, long long timeoutMs = 500) {
    EtcdOptions o;
    o.ttl = Millis(ttlMs);
    o.timeout = Millis(timeoutMs);
    return o;
}

std::optional<KeyState> keyNow(EtcdLock& l, const std::string& resource) {
    auto k = l.inspect(resource);
    if (!k) {
        qFatal("inspect failed: %s", k.error().message.c_str());
    }
    return *k;
}

// Polls `done` every 20 ms until it holds or `limit` passed; returns the time it took, or
// nullopt on the limit. The waits below wait for etcd to do something, never stand in for it.
template <class F> std::optional<Micros> waitFor(F done, Millis limit) {
    SteadyClock clock;
    const Micros t0 = clock.now();
    while (clock.now() - t0 < Micros(limit)) {
        if (done()) {
            return clock.now() - t0;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    return std::nullopt;
}

int countOutcome(const std::vector<MasterTrace>& ms, Outcome o) {
    int n = 0;
    for (const auto& m : ms) {
        n += m.reply.outcome == o ? 1 : 0;
    }
    return n;
}

} // namespace

class TestLiveEtcd : public QObject {
    Q_OBJECT
    std::optional<EtcdCluster> m_c;
    std::vector<pid_t> m_pids;

private slots:
    void initTestCase() {
        LIVE_REQUIRE_ETCD();
        m_c.emplace(live::startEtcd(3));
        m_pids = live::pidsOf(*m_c);
        QCOMPARE(m_c->size(), 3);
        for (int i = 0; i < 3; ++i) {
            QVERIFY(EtcdCluster::isMember(m_c->pid(i), m_c->clientPort(i)));
        }
    }

    void cleanupTestCase() {
        if (!m_c) {
            return;
        }
        const std::string dir = m_c->dir();
        m_c.reset();
        QVERIFY2(live::allGone(m_pids), "an etcd member the test started is still running");
        QVERIFY(!std::filesystem::exists(dir));
    }

    void acquireRefuseRelease() {
        EtcdLock a(m_c->endpoints(), opts(10000));
        EtcdLock b(m_c->endpoints(), opts(10000));
        const AcquireReport ra = a.acquire("orders");
        QVERIFY2(ra.held, ra.reason.c_str());
        QCOMPARE(ra.lock.key, std::string("redlock-lab:orders"));
        QVERIFY(ra.lock.fence > 0);
        QCOMPARE(ra.lock.ttl, Millis(10000));
        QVERIFY(ra.validity > Micros(0) &&
                ra.validity <= Micros(Millis(10000)) - ra.elapsed + Micros(1));
        QCOMPARE(countOutcome(ra.members, Outcome::Ok), 1); // one member answered for the cluster
        const auto k = keyNow(a, "orders");
        QVERIFY(k.has_value());
        QCOMPARE(k->createRevision, ra.lock.fence);
        QCOMPARE(k->lease, ra.lock.lease);
        QCOMPARE(k->value, ra.lock.token);

        const AcquireReport rb = b.acquire("orders");
        QVERIFY(!rb.held);
        QCOMPARE(rb.reason, std::string("held by another client"));
        QCOMPARE(rb.holderFence, ra.lock.fence);
        QCOMPARE(countOutcome(rb.members, Outcome::Refused), 1);
        QCOMPARE(keyNow(b, "orders")->lease, ra.lock.lease); // the refusal changed nothing

        const ReleaseReport rel = a.release(ra.lock);
        QVERIFY2(rel.released, rel.reason.c_str());
        QVERIFY(!keyNow(a, "orders").has_value());
        QCOMPARE(*a.leaseTtl(ra.lock.lease), -1LL); // revoked

        const AcquireReport rb2 = b.acquire("orders");
        QVERIFY(rb2.held);
        QVERIFY(rb2.lock.fence > ra.lock.fence);
        QVERIFY(b.release(rb2.lock).released);
    }

    void fencesStrictlyIncreaseAcrossHolders() {
        std::int64_t last = 0;
        for (int i = 0; i < 5; ++i) {
            EtcdLock holder(m_c->endpoints(), opts(5000));
            const AcquireReport r = holder.acquire("fence");
            QVERIFY2(r.held, r.reason.c_str());
            QVERIFY2(r.lock.fence > last, qPrintable(QString::number(r.lock.fence)));
            last = r.lock.fence;
            QVERIFY(holder.release(r.lock).released);
        }
    }

    void leaseKeptAlivePastTtlThenExpires() {
        const Millis ttl(2000);
        EtcdLock a(m_c->endpoints(), opts(ttl.count()));
        const AcquireReport ra = a.acquire("lease");
        QVERIFY2(ra.held, ra.reason.c_str());
        // Held for longer than one TTL: only the keep-alive keeps the key.
        const auto renewed =
            waitFor([&] { return a.keepAlive(ra.lock).renewals >= 4; }, Millis(6000));
        QVERIFY(renewed.has_value());
        QVERIFY(a.keepAlive(ra.lock).alive);
        // One renewal a third of the TTL after the last, never back to back (a 2 s lease was
        // renewed ~70 times a second while seconds(2) / 3 was 0 s).
        const int renewals = a.keepAlive(ra.lock).renewals;
        QVERIFY2(renewals <= *renewed / (Micros(ttl) / 3) + 2,
                 qPrintable(QString::number(renewals)));
        QCOMPARE(keyNow(a, "lease")->createRevision, ra.lock.fence);

        a.abandon(ra.lock); // the holder stops renewing, as a paused or dead client would
        QVERIFY(!a.keepAlive(ra.lock).alive);
        const auto gone =
            waitFor([&] { return !keyNow(a, "lease").has_value(); }, ttl + Millis(3000));
        QVERIFY2(gone.has_value(), "the key outlived its lease");
        // The last renewal was at most a third of the TTL before abandon().
        QVERIFY2(*gone >= Micros(ttl * 2 / 3 - Millis(100)),
                 qPrintable(QString::number(gone->count())));

        EtcdLock b(m_c->endpoints(), opts(ttl.count()));
        const AcquireReport rb = b.acquire("lease");
        QVERIFY(rb.held);
        QVERIFY(rb.lock.fence > ra.lock.fence);
        // The old holder's release must not delete the new holder's key.
        const ReleaseReport late = a.release(ra.lock);
        QVERIFY(!late.released);
        QCOMPARE(countOutcome(late.members, Outcome::Refused), 1);
        QCOMPARE(keyNow(b, "lease")->createRevision, rb.lock.fence);
        QVERIFY(b.release(rb.lock).released);
    }

    void hungMemberIsAPerMemberTimeout() {
        auto leader = m_c->leader();
        QVERIFY2(leader, leader ? "" : leader.error().message.c_str());
        const int hung = (*leader + 1) % 3; // a follower: the other two still make a majority
        QVERIFY(m_c->pause(hung));
        std::vector<Endpoint> order{m_c->endpoints()[hung]}; // asked first
        for (int i = 0; i < 3; ++i) {
            if (i != hung) {
                order.push_back(m_c->endpoints()[i]);
            }
        }
        EtcdLock a(order, opts(5000, 300));
        const AcquireReport r = a.acquire("hung");
        m_c->resume(hung);
        QVERIFY2(r.held, r.reason.c_str());
        QCOMPARE(r.members[0].reply.outcome, Outcome::Timeout);
        // Issue 28: one deadline for the call; the hung member, asked first of three, gets a
        // third of it, the others what is left.
        // (a third of what was left when it was asked: 100 ms, less the few the call had spent)
        const QRegularExpression third(QStringLiteral("no answer within (9[5-9]|100) ms"));
        QVERIFY2(third.match(QString::fromStdString(r.members[0].reply.error)).hasMatch(),
                 r.members[0].reply.error.c_str());
        const Micros waited = r.members[0].reply.repliedAt - r.members[0].reply.sentAt;
        QVERIFY(waited >= Micros(Millis(95)) && waited < Micros(Millis(300)));
        QVERIFY2(r.elapsed < Micros(Millis(1500)), qPrintable(QString::number(r.elapsed.count())));
        QVERIFY(a.release(r.lock).released);
    }

    void majorityHungFailsWithinTheTimeouts() {
        auto leader = m_c->leader();
        QVERIFY(leader);
        const int up = *leader;
        for (int i = 0; i < 3; ++i) {
            if (i != up) {
                QVERIFY(m_c->pause(i));
            }
        }
        EtcdLock a(m_c->endpoints(), opts(5000, 300));
        SteadyClock clock;
        const Micros t0 = clock.now();
        const AcquireReport r = a.acquire("minority");
        const Micros took = clock.now() - t0;
        for (int i = 0; i < 3; ++i) {
            if (i != up) {
                m_c->resume(i);
            }
        }
        QVERIFY(!r.held);
        QVERIFY2(r.reason.find("no etcd member answered") != std::string::npos, r.reason.c_str());
        QCOMPARE(countOutcome(r.members, Outcome::Timeout), 3); // the leader alone cannot commit
        // Issue 28: the three members share one 300 ms deadline (was 3 x 300 ms).
        QVERIFY2(took < Micros(Millis(300 + 250)), qPrintable(QString::number(took.count())));
        // Once resumed, the lock works again.
        QVERIFY(waitFor([&] { return m_c->leader(Millis(200)).ok(); }, Millis(10000)));
        std::optional<AcquireReport> again;
        QVERIFY(waitFor(
            [&] {
                again = a.acquire("minority");
                return again->held;
            },
            Millis(10000)));
        QVERIFY(a.release(again->lock).released);
    }

    // Regression (CI, a loaded machine): the keep-alive shared the acquire's 300 ms among the
    // members one after another, so behind a hung first member a follower that answered in
    // 150 ms got 100 ms, and the lease ran out unrenewed. The keep-alive may spend up to a third
    // of the lease (1 s here): the slow follower then has 333 ms and renews it.
    void keepAliveOutlastsAHungFirstMember() {
        auto leader = m_c->leader();
        QVERIFY(leader);
        // Endpoints in the order [follower, follower, leader], each behind a link proxy; the
        // first is where every call starts (the preferred member).
        std::vector<int> order;
        for (int i = 0; i < 3; ++i) {
            if (i != *leader) {
                order.push_back(i);
            }
        }
        order.push_back(*leader);
        std::vector<std::unique_ptr<LinkProxy>> proxies;
        std::vector<etcd::Endpoint> eps;
        for (int i : order) {
            auto p = LinkProxy::start("127.0.0.1", m_c->clientPort(i));
            QVERIFY2(p, p ? "" : p.error().message.c_str());
            auto ep = etcd::parseEndpoint("http://127.0.0.1:" + std::to_string((*p)->port()));
            QVERIFY(ep);
            eps.push_back(*ep);
            proxies.push_back(std::move(p).value());
        }
        EtcdLock a(eps, opts(3000, 300));
        const AcquireReport ra = a.acquire("slow-follower");
        QVERIFY2(ra.held, ra.reason.c_str());
        QCOMPARE(ra.members[0].reply.outcome, Outcome::Ok); // the first member is the preferred one
        const int before = a.keepAlive(ra.lock).renewals;
        QVERIFY(m_c->pause(order[0]));
        proxies[1]->setDelay(LinkDirection::ToClient, Millis(150));
        proxies[2]->setDelay(LinkDirection::ToClient, Millis(150));
        // Three renewals (every second) while the first member hangs: the lease outlives its TTL.
        const bool renewed =
            waitFor([&] { return a.keepAlive(ra.lock).renewals >= before + 3; }, Millis(15000))
                .has_value();
        const KeepAliveStats st = a.keepAlive(ra.lock);
        m_c->resume(order[0]);
        QVERIFY2(renewed && st.alive, st.lastError.c_str());
        proxies[1]->setDelay(LinkDirection::ToClient, Micros(0));
        proxies[2]->setDelay(LinkDirection::ToClient, Micros(0));
        QVERIFY(a.release(ra.lock).released);
    }

    // Last: it leaves the cluster with two members.
    void leaderKilledWhileHeld() {
        EtcdLock a(m_c->endpoints(), opts(4000));
        const AcquireReport ra = a.acquire("leader");
        QVERIFY2(ra.held, ra.reason.c_str());
        auto leader = m_c->leader();
        QVERIFY(leader);
        const int renewalsBefore = a.keepAlive(ra.lock).renewals;
        QVERIFY(m_c->kill(*leader));
        QVERIFY(!m_c->running(*leader));
        auto next = m_c->leader(Millis(10000));
        QVERIFY2(next, next ? "" : next.error().message.c_str());
        QVERIFY(*next != *leader);
        // The keep-alive carries on through the other members and the lease survives the
        // election: renewed again, for longer than one TTL after the kill.
        QVERIFY(waitFor([&] { return a.keepAlive(ra.lock).renewals >= renewalsBefore + 4; },
                        Millis(10000)));
        QVERIFY2(a.keepAlive(ra.lock).alive, a.keepAlive(ra.lock).lastError.c_str());
        QCOMPARE(keyNow(a, "leader")->createRevision, ra.lock.fence);

        EtcdLock b(m_c->endpoints(), opts(4000));
        QVERIFY(!b.acquire("leader").held); // still held
        QVERIFY(a.release(ra.lock).released);
        const AcquireReport rb = b.acquire("leader");
        QVERIFY2(rb.held, rb.reason.c_str());
        QVERIFY(rb.lock.fence > ra.lock.fence);
        QVERIFY(b.release(rb.lock).released);
    }
};

QTEST_GUILESS_MAIN(TestLiveEtcd)
#include "tst_live_etcd.moc"
