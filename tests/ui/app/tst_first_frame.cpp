// The first frame of a page waits for nothing of the other pages: pages are built when first
// shown, so opening the lab on the majority page runs no simulation and no Monte Carlo batch
// (core/sim/run_counter.h counts every one started, on any thread) before that frame.
#include "timing_settle.h"
#include "ui/app/export/screenshot.h"
#include "ui/app/main_window.h"
#include "ui/app/page_catalog.h"
#include "ui/app/paint_probe.h"
#include "ui/pages/timing/sweep_chart.h"
#include "ui/pages/timing/timing_page.h"

#include "core/sim/run_counter.h"

#include <QTest>

#include <optional>

using namespace redlock;
using namespace redlock::ui;

// Worker-thread results on a 2-core machine shared with builds: generous, never slept.
constexpr int kSlowMs = 30000;

namespace {
struct Counts {
    std::uint64_t simulations = sim::runsStarted(sim::RunKind::Simulation);
    std::uint64_t monteCarlo = sim::runsStarted(sim::RunKind::MonteCarlo);
};
} // namespace

class TestFirstFrame : public QObject {
    Q_OBJECT
private slots:
    void majorityFirstFrameRunsNothingElse_data() {
        QTest::addColumn<bool>("presenter");
        QTest::newRow("normal") << false;
        QTest::newRow("presenter") << true;
    }
    void majorityFirstFrameRunsNothingElse() {
        QFETCH(bool, presenter);
        const Counts before;
        MainWindow w;
        w.setPresenter(presenter);
        w.resize(presenter ? QSize(1920, 1080) : Screenshot::kSize);
        w.showPage(QStringLiteral("majority"));
        FirstPaint frame(w.page(QStringLiteral("majority")));
        w.show();
        QTRY_VERIFY_WITH_TIMEOUT(frame.done(), kSlowMs);
        const Counts at;
        // The majority page itself simulates nothing: every run here would be another page's.
        QCOMPARE(at.simulations - before.simulations, 0u);
        QCOMPARE(at.monteCarlo - before.monteCarlo, 0u);
    }

    // Building ahead (the app's way): the page on show gets its first frame with nothing else
    // built or run; then, while the window idles, every other page is built, so a first turn
    // to one only shows it — the same widget, not built again on the turn. Off (tests,
    // --screenshot), a window never builds what it does not show.
    void buildAheadFollowsTheFirstFrame() {
        const Counts before;
        MainWindow w;
        w.setBuildAhead(true);
        w.resize(Screenshot::kSize);
        w.showPage(QStringLiteral("majority"));
        FirstPaint frame(w.page(QStringLiteral("majority")));
        // Counted when the frame is finished, not when the test next looks: the build ahead
        // starts 50 ms after that frame, and a loaded machine can let it run before a poll.
        std::optional<Counts> atFrame;
        std::optional<int> builtAtFrame;
        connect(&frame, &FirstPaint::painted, this, [&] {
            atFrame.emplace();
            builtAtFrame = w.pagesBuilt();
        });
        w.show();
        QTRY_VERIFY_WITH_TIMEOUT(frame.done(), kSlowMs);
        QVERIFY(atFrame && builtAtFrame);
        QCOMPARE(atFrame->simulations - before.simulations, 0u);
        QCOMPARE(atFrame->monteCarlo - before.monteCarlo, 0u);
        QCOMPARE(*builtAtFrame, 1);
        QTRY_COMPARE_WITH_TIMEOUT(w.pagesBuilt(), PageCatalog::count(), 4 * kSlowMs);
        QWidget* timing = w.page(QStringLiteral("timing"));
        QVERIFY(timing);
        QVERIFY(w.showPage(QStringLiteral("timing")));
        QCOMPARE(w.page(QStringLiteral("timing")), timing);

        MainWindow lazy;
        lazy.resize(Screenshot::kSize);
        lazy.showPage(QStringLiteral("majority"));
        FirstPaint lazyFrame(lazy.page(QStringLiteral("majority")));
        lazy.show();
        QTRY_VERIFY_WITH_TIMEOUT(lazyFrame.done(), kSlowMs);
        QCoreApplication::processEvents();
        QCOMPARE(lazy.pagesBuilt(), 1);
    }

    // The counter sees a page's own work: turning to the timing page runs its two scenarios
    // and, off the GUI thread, the 41 runs of its sweep.
    void timingPageRunsItsOwnSimulations() {
        MainWindow w;
        w.resize(Screenshot::kSize);
        w.showPage(QStringLiteral("majority"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const Counts before;
        w.showPage(QStringLiteral("timing"));
        auto* timing = qobject_cast<TimingPage*>(w.page(QStringLiteral("timing")));
        QVERIFY(timing);
        FirstPaint frame(timing);
        QTRY_VERIFY_WITH_TIMEOUT(frame.done(), kSlowMs);
        QTRY_VERIFY_WITH_TIMEOUT(!timing->sweepChart()->isComputing(), kSlowMs);
        redlock_test::settle(*timing);
        const Counts after;
        QVERIFY(after.simulations - before.simulations >= 2u + SweepChart::kPoints);
        QCOMPARE(after.monteCarlo - before.monteCarlo, 0u);
    }
};

QTEST_MAIN(TestFirstFrame)
#include "tst_first_frame.moc"
