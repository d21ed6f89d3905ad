// The README's "15-minute classroom walkthrough", played the way a teacher plays it: a fresh
// start (empty settings, presenter mode, no --page), then only the keys and clicks the README
// names (readme_walkthrough.h, shared with tst_walkthrough_layout), each step checking the
// numbers the README promises. Step 9 (live servers) needs redis-server and lives in the
// integration tests.

#include "ui/app/app_options.h"
#include "ui/app/main_window.h"
#include "ui/app/settings.h"
#include "ui/app/startup.h"
#include "ui/pages/majority/majority_page.h"
#include "ui/pages/sandbox/bench_lanes.h"
#include "ui/pages/sandbox/bench_page.h"
#include "ui/readme_walkthrough.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace redlock::ui;

class TestWalkthrough : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<readme::Walkthrough> m_walk;

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_settings = std::make_unique<Settings>(m_dir.filePath(QStringLiteral("empty.ini")));
        const auto parsed =
            AppOptionsParser::parse({QStringLiteral("redlock-lab"), QStringLiteral("--presenter")});
        QCOMPARE(parsed.exitCode, -1);
        m_window = std::make_unique<MainWindow>();
        Startup::configure(*m_window, parsed.options, m_settings.get());
        m_window->show();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QVERIFY(m_window->isPresenter());
        QCOMPARE(m_window->currentPageName(), QStringLiteral("majority"));
        // The promised sentences on screen are tst_walkthrough_layout's.
        m_walk =
            std::make_unique<readme::Walkthrough>(m_window.get(), [](const readme::Promise&) {});
    }

    void step1_whyAMajority() { m_walk->step1(); }
    void step2_theAcquireProtocol() { m_walk->step2(); }
    void step3_theTwoGates() { m_walk->step3(); }
    void step4_quorumOverlap() { m_walk->step4(); }
    void step5_theTimingDebate() { m_walk->step5(); }
    void step6_canItBreak() { m_walk->step6(); }

    // Not a README step (page 7, which the walkthrough passes by): the lab bench. Choose M1, M2
    // and M3 with the arrows and crash each with C at 3 s; played to the end, the monitor
    // counts an unavailable stretch.
    void step6b_theLabBench() {
        m_walk->press(Qt::Key_PageDown);
        QCOMPARE(m_window->currentPageName(), QStringLiteral("sandbox"));
        auto* page = m_walk->current<BenchPage>();
        QVERIFY(page);
        QTRY_VERIFY_WITH_TIMEOUT(page->hasRun() && !page->computing(), 20000);
        page->setPlayhead(3000000);
        BenchLanes* lanes = page->lanes();
        lanes->setFocus();
        QTest::keyClick(lanes, Qt::Key_Down);
        QTest::keyClick(lanes, Qt::Key_Down); // past C1 and C2: M1
        for (int m = 0; m < 3; ++m) {
            QTest::keyClick(lanes, Qt::Key_C);
            QTest::keyClick(lanes, Qt::Key_Escape);
            QTest::keyClick(lanes, Qt::Key_Down);
        }
        QCOMPARE(page->marks().size(), std::size_t(3));
        QTRY_VERIFY_WITH_TIMEOUT(
            page->hasRun() && !page->computing() && page->scenario().faults.size() == 3, 20000);
        page->setPlayhead(page->run().endUs);
        QVERIFY(page->tally().unavailable >= 1);
    }

    void step7_theSingleServerLease() { m_walk->step7(); }
    void step8_choosingALock() { m_walk->step8(); }

    // Back on page 1 after the whole walk: its verdict is its own, whatever page 3 set.
    void afterwards_page1KeepsItsVerdict() {
        m_walk->press(Qt::Key_1, Qt::ControlModifier);
        auto* page = m_walk->current<MajorityPage>();
        QVERIFY(page);
        QCOMPARE(page->headlineText(), QStringLiteral("Lock held"));
        README_EXPECT_SAYS(page->readoutText(), QStringLiteral("5 of 5 masters answered OK"));
    }

    void cleanupTestCase() {
        m_walk.reset();
        m_window.reset();
    }
};

QTEST_MAIN(TestWalkthrough)
#include "tst_walkthrough.moc"
