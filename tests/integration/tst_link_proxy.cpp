// LinkProxy between the Redlock client and real redis-server processes: a slow link turns its
// master into a miss at the deadline (while the key still lands there), a partition silences a
// master until it heals, a cut resets connections. Issue 16's network part.
#include "live_fixture.h"

#include "core/client/redlock.h"
#include "core/net/link_proxy.h"
#include "core/valkey/poll_fan_out.h"

#include <QTest>

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace redlock;
using namespace std::chrono_literals;

namespace {
RedlockOptions opts() {
    RedlockOptions o;
    o.ttl = 10000ms;
    o.timeout = 50ms;
    o.settleEarly = false; // await every master, so each one's own outcome is known
    return o;
}
} // namespace

class TestLinkProxy : public QObject {
    Q_OBJECT
    std::optional<LocalServers> m_s;
    std::vector<std::unique_ptr<LinkProxy>> m_links;

    std::vector<Address> proxied() const {
        std::vector<Address> out;
        for (const auto& l : m_links) {
            out.push_back(Address{"127.0.0.1", l->port(), "127.0.0.1"});
        }
        return out;
    }

private slots:
    void init() {
        LIVE_REQUIRE_SERVER();
        m_s.emplace(live::startServers(5));
        m_links.clear();
        for (int i = 0; i < 5; ++i) {
            auto l = LinkProxy::start("127.0.0.1", m_s->port(i));
            QVERIFY2(l.ok(), l.ok() ? "" : l.error().message.c_str());
            m_links.push_back(std::move(l).value());
        }
    }
    void cleanup() {
        m_links.clear();
        m_s.reset();
    }

    void forwardsBothWays() {
        QCOMPARE(live::raw(m_links[0]->port(), {"PING"}).str, std::string("PONG"));
        QCOMPARE(live::raw(m_links[0]->port(), {"SET", "redlock-lab:p", "v"}).str,
                 std::string("OK"));
        QCOMPARE(live::get(m_s->port(0), "redlock-lab:p"), std::string("v")); // reached the server
        const auto st = m_links[0]->stats();
        QVERIFY(st.bytesToServer > 0 && st.bytesToClient > 0);
        QCOMPARE(st.bytesSwallowed, 0u);
    }

    void slowLinkIsAMissAtItsDeadline() {
        m_links[2]->setDelay(LinkDirection::ToClient, 200ms); // replies come back 200 ms late
        PollFanOut f(proxied());
        Redlock rl(f, opts());
        const auto r = rl.acquire("slow");
        QVERIFY(r.held);
        QCOMPARE(r.attempts[0].votes, 4);
        QCOMPARE(r.attempts[0].masters[2].reply.outcome, Outcome::Timeout);
        // The SET itself was not delayed: the key is on M3 though the client counted a miss.
        QCOMPARE(live::get(m_s->port(2), r.lock.key), r.lock.token);
    }

    void partitionSilencesAMasterUntilItHeals() {
        m_links[3]->setPartitioned(true);
        {
            PollFanOut f(proxied());
            Redlock rl(f, opts());
            const auto r = rl.acquire("parted");
            QVERIFY(r.held);
            QCOMPARE(r.attempts[0].masters[3].reply.outcome, Outcome::Timeout);
            QCOMPARE(live::get(m_s->port(3), r.lock.key), std::string()); // the SET never arrived
            QVERIFY(m_links[3]->stats().bytesSwallowed > 0);
            rl.release(r.lock);
        }
        m_links[3]->setPartitioned(false);
        PollFanOut f(proxied());
        Redlock rl(f, opts());
        const auto r = rl.acquire("healed");
        QVERIFY(r.held);
        QCOMPARE(r.attempts[0].votes, 5);
        QCOMPARE(live::get(m_s->port(3), r.lock.key), r.lock.token);
    }

    void oneWayPartitionLosesOnlyTheReply() {
        m_links[1]->setPartitioned(LinkDirection::ToClient, true);
        QVERIFY(!m_links[1]->partitioned(LinkDirection::ToServer));
        PollFanOut f(proxied());
        Redlock rl(f, opts());
        const auto r = rl.acquire("oneway");
        QCOMPARE(r.attempts[0].masters[1].reply.outcome, Outcome::Timeout);
        QCOMPARE(live::get(m_s->port(1), r.lock.key), r.lock.token); // applied, never confirmed
    }

    void cutResetsConnectionsAndTheClientReconnects() {
        PollFanOut f(proxied());
        Redlock rl(f, opts());
        auto r = rl.acquire("cut");
        QVERIFY(r.held);
        rl.release(r.lock);
        QVERIFY(m_links[0]->stats().connections >= 1);
        m_links[0]->cut();
        QTRY_COMPARE(m_links[0]->stats().connections, 0);
        r = rl.acquire("cut-again"); // a dropped connection is reconnected, never reused
        const auto outcome = r.attempts[0].masters[0].reply.outcome;
        QVERIFY(outcome == Outcome::Ok || outcome == Outcome::Error);
        r = rl.acquire("cut-third");
        QCOMPARE(r.attempts[0].masters[0].reply.outcome, Outcome::Ok);
        QVERIFY(m_links[0]->stats().accepted >= 2);
    }

    // Issue 28 item 5: a flood (348 connections, GBs of unread PINGs) grew the process by
    // 214 MB and nothing said the links were saturated. Now a direction holds at most 64 KiB,
    // the 65th connection is refused, and the stats say the proxy stalled and dropped.
    void floodIsBoundedAndSaid() {
        LinkProxy& l = *m_links[0];
        l.setDelay(LinkDirection::ToServer, 10s); // nothing leaves: every byte stays queued
        std::vector<int> socks;
        for (int i = 0; i < LinkProxy::kMaxConnections + 6; ++i) {
            const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
            sockaddr_in a{};
            a.sin_family = AF_INET;
            a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
            a.sin_port = htons(static_cast<std::uint16_t>(l.port()));
            QCOMPARE(::connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a), 0);
            ::fcntl(fd, F_SETFL, O_NONBLOCK);
            socks.push_back(fd);
        }
        std::string pings;
        while (pings.size() < 256 * 1024) {
            pings += "PING\r\n";
        }
        QVERIFY(QTest::qWaitFor([&] { return l.stats().accepted >= LinkProxy::kMaxConnections; },
                                10000));
        for (const int fd : socks) {
            (void)!::send(fd, pings.data(), pings.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
        }
        QVERIFY(QTest::qWaitFor(
            [&] {
                const LinkStats st = l.stats();
                return st.stalls >= 1 && st.refused >= 6;
            },
            10000));
        const LinkStats st = l.stats();
        QVERIFY(st.saturated());
        QVERIFY2(st.mostQueuedBytes <= 2 * LinkProxy::kMaxQueuedBytes * LinkProxy::kMaxConnections,
                 qPrintable(QString::number(st.mostQueuedBytes)));
        for (const int fd : socks) {
            ::close(fd);
        }
        l.setDelay(LinkDirection::ToServer, 0us);
        l.cut(); // what was queued for 10 s goes with its connections
        QVERIFY(QTest::qWaitFor([&] { return l.stats().queuedBytes == 0; }, 10000));
        QCOMPARE(live::raw(l.port(), {"PING"}).str, std::string("PONG")); // still serving
    }

    void badUpstreamIsNamed() {
        auto bad = LinkProxy::start("not-an-ip", 6379);
        QVERIFY(!bad.ok());
        QVERIFY(bad.error().message.find("not-an-ip") != std::string::npos);
        auto port = LinkProxy::start("127.0.0.1", 70000);
        QVERIFY(!port.ok());
        QVERIFY(port.error().message.find("70000") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestLinkProxy)
#include "tst_link_proxy.moc"
