// The lab bench page on real servers (issue 30): "Run on: real servers on this machine" starts
// real redis-server processes and real client threads off the GUI thread; the lanes are drawn
// from what really happened; a key on a lane injects the fault at that moment (a real SIGKILL
// here) and the mark stays where it was made; leaving the page, switching back to the
// simulator or destroying the page stops every process. REDLOCK_GRAB=<dir> saves the page
// while the real run goes, after the crash.
#include "live_fixture.h"
#include "run_reading.h"

#include "ui/pages/sandbox/bench_lanes.h"
#include "ui/pages/sandbox/bench_live.h"
#include "ui/pages/sandbox/bench_page.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QTimer>

#include <memory>

using namespace redlock;
using namespace redlock::ui;

namespace {

int holds(const sim::SimResult& r) {
    int n = 0;
    for (const auto& a : r.attempts) {
        n += a.held ? 1 : 0;
    }
    return n;
}

sim::BenchSettings small() {
    sim::BenchSettings b;
    b.masters = 3;
    b.clients = 2;
    b.ttlMs = 1000;
    b.workMs = 300;
    b.thinkMs = 100;
    b.runMs = 30000;
    return b;
}

// Shows a bench on real servers and starts it; true once the real run is drawn.
bool startReal(BenchPage& page) {
    page.resize(1280, 800);
    page.show();
    page.setSettings(small());
    page.setOnRealServers(true);
    // The monitor's hint names the button the page now shows.
    if (!page.sentenceText().contains(QLatin1String("press Start"))) {
        qWarning("%s", qPrintable(page.sentenceText()));
        return false;
    }
    auto* play = page.findChild<QPushButton*>(QStringLiteral("benchPlay"));
    if (play == nullptr || !play->isEnabled()) {
        return false;
    }
    play->click();
    return QTest::qWaitFor(
        [&page] {
            return page.live()->state() == BenchLive::State::Running && page.hasRun() &&
                   holds(page.run()) > 0;
        },
        15000);
}

} // namespace

class TestLiveBenchPage : public QObject {
    Q_OBJECT

private slots:
    void init() { LIVE_REQUIRE_SERVER(); }

    void aKeyOnALaneCrashesARealMaster() {
        BenchPage page;
        int ticks = 0; // the event loop keeps running while the servers start and play
        QTimer tick;
        connect(&tick, &QTimer::timeout, [&ticks] { ++ticks; });
        tick.start(50);
        QVERIFY(startReal(page));
        QVERIFY(page.playing());
        const QString status = page.liveStatusText();
        QVERIFY2(status.contains(QLatin1String("redis-server")) ||
                     status.contains(QLatin1String("valkey-server")),
                 qPrintable(status));
        // Real time cannot be stepped: the presenter's clicker turns the page instead.
        QVERIFY(!page.step(1));

        // M1 is the lane after the two clients; the crash key kills its process now.
        BenchLanes* lanes = page.lanes();
        lanes->setSelectedLane(2);
        lanes->setFocus();
        QTest::keyClick(lanes, BenchLanes::keyOf(sim::MarkKind::Crash));
        QCOMPARE(page.marks().size(), std::size_t(1));
        const sim::Mark mark = page.marks()[0];
        QCOMPARE(mark.kind, sim::MarkKind::Crash);
        QVERIFY(mark.atUs > 0);
        QTRY_VERIFY_WITH_TIMEOUT(
            run_reading::firstEvent(page.run(), "M1", sim::EventKind::Crash) != nullptr, 5000);
        const sim::TraceEvent crash =
            *run_reading::firstEvent(page.run(), "M1", sim::EventKind::Crash);
        QVERIFY2(crash.detail.find("killed (pid ") != std::string::npos, crash.detail.c_str());
        QVERIFY2(crash.t >= mark.atUs && crash.t < mark.atUs + 300000,
                 (std::to_string(crash.t) + " vs mark " + std::to_string(mark.atUs)).c_str());
        // The real client finds M1 gone at once (connection refused), and the lanes say so.
        QTRY_VERIFY_WITH_TIMEOUT(
            [&page] {
                for (const auto& a : page.run().attempts) {
                    if (!a.unreachable.empty() && a.unreachable[0] == "M1") {
                        return true;
                    }
                }
                return false;
            }(),
            5000);
        if (qEnvironmentVariableIsSet("REDLOCK_GRAB")) {
            QTest::qWait(2500); // let the lanes fill, for the picture only
            page.grab().save(qEnvironmentVariable("REDLOCK_GRAB") +
                             QStringLiteral("/bench-real.png"));
        }
        // Its releases still delete the key on M2 and M3: none is counted lost.
        QCOMPARE(page.counterText(2), QStringLiteral("0"));
        // A mark made on real servers stays where it was made.
        page.moveMark(0, 0);
        QCOMPARE(page.marks()[0].atUs, mark.atUs);
        page.removeMark(0);
        QCOMPARE(page.marks().size(), std::size_t(1));

        // Leaving the page stops the run; its last snapshot stays on the lanes.
        page.pause();
        QVERIFY(!page.playing());
        QCOMPARE(page.live()->state(), BenchLive::State::Finished);
        QVERIFY(page.hasRun());
        QTRY_COMPARE_WITH_TIMEOUT(BenchLive::sessionsAlive(), 0, 10000);
        QCOMPARE(::live::serverChildren(), 0);
        QVERIFY2(ticks >= 5, qPrintable(QString::number(ticks)));
        // Stopped, a mark can be moved again (the next Start plays it at its new time).
        page.moveMark(0, mark.atUs + 1000000);
        QCOMPARE(page.marks()[0].atUs, mark.atUs + 1000000);
    }

    void theSimulatorAgainStopsTheRealRun() {
        BenchPage page;
        QVERIFY(startReal(page));
        page.setOnRealServers(false);
        QVERIFY(!page.playing());
        QTRY_COMPARE_WITH_TIMEOUT(BenchLive::sessionsAlive(), 0, 10000);
        QCOMPARE(::live::serverChildren(), 0);
        // The simulator's run is back on the lanes.
        QTRY_VERIFY_WITH_TIMEOUT(page.hasRun() && !page.computing(), 20000);
        QVERIFY(page.liveStatusText().isEmpty());
    }

    void closingThePageStopsEveryProcess() {
        auto page = std::make_unique<BenchPage>();
        QVERIFY(startReal(*page));
        QVERIFY(::live::serverChildren() > 0);
        page.reset(); // as the window closes at quit: the processes end before it returns
        QCOMPARE(BenchLive::sessionsAlive(), 0);
        QCOMPARE(::live::serverChildren(), 0);
    }
};

QTEST_MAIN(TestLiveBenchPage)
#include "tst_live_bench_page.moc"
