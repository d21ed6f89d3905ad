// Kleppmann's clock-jump argument on five real redis-server processes (issue 16): client A holds
// the lock on M1-M3 (its links to M4 and M5 are partitioned); M3's wall clock jumps forward past
// the key's TTL, so its copy of A's key expires early; client B then gets M3, M4 and M5 — a
// majority — while A still believes. The overlap is measured on the one steady clock both
// clients read. The same jump on a master outside A's majority, or a jump inside the drift
// allowance, gives no second holder.
#include "live_fixture.h"

#include "core/client/redlock.h"
#include "core/lock/lease.h"
#include "core/net/link_proxy.h"
#include "core/servers/clock_shift.h"
#include "core/valkey/poll_fan_out.h"

#include <QTest>

using namespace redlock;
using namespace std::chrono_literals;

namespace {

constexpr Millis kTtl{3000};

RedlockOptions opts() {
    RedlockOptions o;
    o.ttl = kTtl;
    o.timeout = 50ms;
    o.settleEarly = false;
    return o;
}

struct Outcome2 {
    bool bHeld = false;
    Micros overlap{0}; // how long both believed they held the lock, on the steady clock
};

} // namespace

class TestLiveClockJump : public QObject {
    Q_OBJECT
    std::optional<LocalServers> m_s;
    std::vector<std::unique_ptr<LinkProxy>> m_aLinks; // client A's view of M4 and M5

    // A holds on M1-M3; then `jump` is applied to master `jumped`; then B tries all five.
    Outcome2 play(int jumped, Millis jump) {
        std::vector<Address> aView{m_s->address(0), m_s->address(1), m_s->address(2)};
        for (int i = 3; i < 5; ++i) {
            auto l = LinkProxy::start("127.0.0.1", m_s->port(i));
            if (!l) {
                return {};
            }
            l.value()->setPartitioned(true);
            aView.push_back(Address{"127.0.0.1", l.value()->port(), "127.0.0.1"});
            m_aLinks.push_back(std::move(l).value());
        }
        PollFanOut fa(aView);
        Redlock a(fa, opts());
        const auto ra = a.acquire("jump");
        if (!ra.held || ra.attempts[0].votes != 3) {
            qWarning("A did not get exactly M1-M3");
            return {};
        }
        m_s->clock(jumped)->jump(jump);

        PollFanOut fb(m_s->addresses());
        Redlock b(fb, opts(), Rng{2});
        const auto rb = b.acquire("jump");
        Outcome2 out;
        out.bHeld = rb.held;
        if (rb.held) {
            // Both clients read SteadyClock: one machine, one monotonic clock.
            const Micros bStart = rb.attempts.back().t1;
            out.overlap = std::min(ra.lock.validUntil, rb.lock.validUntil) - bStart;
        }
        return out;
    }

private slots:
    void init() {
        LIVE_REQUIRE_SERVER();
        LocalServerOptions o;
        o.shiftableClocks = true;
        o.clockShiftLibrary = REDLOCK_CLOCK_SHIFT_LIB;
        auto s = LocalServers::start(5, o);
        QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
        m_s.emplace(std::move(s).value());
        m_aLinks.clear();
    }
    void cleanup() {
        m_aLinks.clear();
        m_s.reset();
    }

    void forwardJumpInTheHoldersMajorityGivesTwoHolders() {
        const auto r = play(2, kTtl + 500ms);
        QVERIFY(r.bHeld);
        // A acquired a few ms before B, so nearly all of A's validity (TTL - drift) is shared.
        const Micros drift = driftFor(kTtl);
        qInfo("overlap of the two holders: %lld us", static_cast<long long>(r.overlap.count()));
        QVERIFY2(r.overlap > Micros(kTtl) - drift - 1000ms && r.overlap <= Micros(kTtl) - drift,
                 qPrintable(QStringLiteral("overlap %1 us").arg(r.overlap.count())));
    }

    void theSameJumpOutsideTheMajorityIsHarmless() {
        const auto r = play(3, kTtl + 500ms); // M4 holds none of A's keys
        QVERIFY(!r.bHeld);
    }

    void aJumpInsideTheDriftAllowanceIsHarmless() {
        QVERIFY(driftFor(kTtl) > 20ms); // 0.01 x 3000 + 2 = 32 ms
        const auto r = play(2, 20ms);
        QVERIFY(!r.bHeld);
    }

    void theShiftSurvivesARestart() {
        m_s->clock(1)->jump(60s);
        QVERIFY(m_s->restart(1).ok());
        const auto pid = m_s->pid(1);
        QVERIFY(pid > 0);
        QCOMPARE(live::raw(m_s->port(1), {"SET", "redlock-lab:r", "v", "PX", "10000"}).str,
                 std::string("OK"));
        m_s->clock(1)->reset(); // back 60 s: the key now has ~70 s left on that master
        QVERIFY(live::raw(m_s->port(1), {"PTTL", "redlock-lab:r"}).integer > 60000);
    }
};

QTEST_GUILESS_MAIN(TestLiveClockJump)
#include "tst_live_clock_jump.moc"
