// Sequential vs parallel fan-out of the Redlock client on real servers (PollFanOut): the
// elapsed staircase when masters are asked one after another, a hung master (SIGSTOP) costing
// its whole per-instance timeout in the middle of it, and the early stop once the quorum is
// out of reach.
#include "live_fixture.h"

#include "core/client/redlock.h"
#include "core/valkey/poll_fan_out.h"

#include <QTest>
#include <cerrno>
#include <ctime>

using namespace redlock;
using namespace std::chrono_literals;

namespace {
constexpr Micros kTimeout = 100ms;

RedlockOptions opts(FanOutMode mode) {
    RedlockOptions o;
    o.ttl = 10000ms;
    o.timeout = kTimeout;
    o.fanout = mode;
    return o;
}
// One acquire through a fresh fan-out, so no connection is shared between the two orders.
AcquireResult acquireOn(const std::vector<Address>& masters, FanOutMode mode,
                        const std::string& resource, bool release = true) {
    PollFanOut f(masters);
    Redlock rl(f, opts(mode));
    AcquireResult r = rl.acquire(resource);
    if (r.held && release) {
        rl.release(r.lock);
    }
    return r;
}
std::string micros(Micros m) {
    return std::to_string(m.count()) + " us";
}
} // namespace

class TestLiveFanOut : public QObject {
    Q_OBJECT
    std::optional<LocalServers> m_s;
    std::vector<int> m_paused;

    void pause(int i) {
        QVERIFY(m_s->pause(i));
        m_paused.push_back(i);
    }

private slots:
    void init() {
        LIVE_REQUIRE_SERVER();
        m_s.emplace(live::startServers(5));
        m_paused.clear();
    }
    void cleanup() {
        for (int i : m_paused) {
            m_s->resume(i);
        }
        m_s.reset();
    }

    void sequentialAsksOneAfterAnother() {
        const auto r = acquireOn(m_s->addresses(), FanOutMode::Sequential, "seq-all", false);
        QVERIFY(r.held);
        const Attempt& a = r.attempts[0];
        QCOMPARE(a.votes, 5);
        // each send comes after the previous master's answer
        for (int i = 1; i < 5; ++i) {
            QVERIFY(a.masters[i].reply.sentAt >= a.masters[i - 1].reply.repliedAt);
        }
        // asked all five, not only the first three that made the quorum
        for (int i = 0; i < 5; ++i) {
            QCOMPARE(live::get(m_s->port(i), r.lock.key), r.lock.token);
        }
    }

    void hungMasterIsOneStepOfTheStaircase() {
        pause(1); // M2 stopped with SIGSTOP: it accepts the connection, never answers
        const auto r = acquireOn(m_s->addresses(), FanOutMode::Sequential, "seq-hung");
        QVERIFY(r.held);
        const Attempt& a = r.attempts[0];
        QCOMPARE(a.votes, 4);
        QCOMPARE(a.masters[1].reply.outcome, Outcome::Timeout);
        // M3 is asked only once M2's own deadline has passed
        const Micros step = a.masters[2].reply.sentAt - a.masters[1].reply.sentAt;
        QVERIFY2(step >= kTimeout, micros(step).c_str());
        const Micros elapsed = a.t2 - a.t1;
        QVERIFY2(elapsed >= kTimeout && elapsed < kTimeout + 60ms, micros(elapsed).c_str());

        // the same masters in parallel: the quorum is there long before the hung deadline
        const auto p = acquireOn(m_s->addresses(), FanOutMode::Parallel, "par-hung");
        QVERIFY(p.held);
        const Micros parElapsed = p.attempts[0].t2 - p.attempts[0].t1;
        QVERIFY2(parElapsed < kTimeout / 2, micros(parElapsed).c_str());
    }

    void stopsOnceTheQuorumIsOutOfReach() {
        for (int i : {0, 1, 2}) {
            pause(i);
        }
        const auto r = acquireOn(m_s->addresses(), FanOutMode::Sequential, "seq-stop");
        QVERIFY(!r.held);
        const Attempt& a = r.attempts[0];
        QCOMPARE(a.verdict->reason, Reason::NoMajority);
        // three deadlines one after another, then M4 and M5 are never asked
        const Micros elapsed = a.t2 - a.t1;
        QVERIFY2(elapsed >= 3 * kTimeout && elapsed < 3 * kTimeout + 60ms, micros(elapsed).c_str());
        for (int i : {3, 4}) {
            QCOMPARE(a.masters[i].reply.outcome, Outcome::Skipped);
            QVERIFY(!a.masters[i].reply.sent);
            QCOMPARE(live::dbsize(m_s->port(i)), 0LL);
            // the release after the refusal still went to them: nothing to delete
            QCOMPARE(a.cleanup[i].reply.outcome, Outcome::Refused);
        }
    }

    // A client stopped (a GC-like pause) while it waits for answers stops there, not only
    // between its sends and its first wait: the fan-out calls its checkpoint before each wait,
    // every kCheckpointStep at most. Three masters hung, so the round waits their whole
    // deadline; 20 ms into the wait the checkpoint stops the client for 150 ms. The pause is
    // inside the round: its elapsed time holds it, and the two answers read before it count.
    void aPauseWhileAwaitingAnswersStopsTheClientThere() {
        for (int i : {0, 1, 2}) {
            pause(i);
        }
        PollFanOut f(m_s->addresses());
        std::vector<Micros> calls; // when the checkpoint ran, on the fan-out's clock
        Micros pausedAt{-1};
        constexpr Micros kPause = 150ms;
        f.setCheckpoint([&](bool afterSend) {
            const Micros now = f.clock().now();
            calls.push_back(now);
            if (!afterSend && pausedAt < Micros{0} && now >= calls.front() + 20ms) {
                pausedAt = now;
                timespec ts{0, static_cast<long>(std::chrono::nanoseconds(kPause).count())};
                while (::nanosleep(&ts, &ts) != 0 && errno == EINTR) {
                }
            }
        });
        Redlock rl(f, opts(FanOutMode::Parallel));
        const AcquireResult r = rl.acquire("paused-while-waiting");
        QVERIFY(!r.held);
        const Attempt& a = r.attempts.at(0);
        QVERIFY2(calls.size() > 2, std::to_string(calls.size()).c_str());
        QVERIFY2(pausedAt >= a.t1 && pausedAt < a.t1 + kTimeout, micros(pausedAt - a.t1).c_str());
        const Micros elapsed = a.t2 - a.t1;
        QVERIFY2(elapsed >= 20ms + kPause, micros(elapsed).c_str());
        QCOMPARE(a.votes, 2);
        for (int i : {0, 1, 2}) {
            QCOMPARE(a.masters[i].reply.outcome, Outcome::Timeout);
        }
    }
};

QTEST_GUILESS_MAIN(TestLiveFanOut)
#include "tst_live_fanout.moc"
