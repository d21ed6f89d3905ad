#include "core/joblease/mock_job_lease.h"
#include "core/lock/clock.h"
#include "core/lock/lease.h"
#include "core/lock/quorum.h"
#include "core/sim/files/catalog.h"
#include "core/sim/simulator.h"
#include "ui/app/main_window.h"
#include "ui/app/page_catalog.h"
#include "ui/model/lab_state.h"
#include "ui/model/readouts.h"
#include "ui/pages/overlap/overlap_sketch.h"
#include "ui/pages/recap/recap_page.h"
#include "ui/pages/recap/recap_point.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace redlock::ui;

// Worker-thread results on a 2-core machine shared with builds: generous, never slept.
constexpr int kSlowMs = 30000;

class TestRecapPage : public QObject {
    Q_OBJECT
private slots:
    void majorityMiniatureFollowsState() {
        LabState state;
        RecapPage page(&state);
        RecapPoint* majority = page.point(QStringLiteral("majority"));
        QVERIFY(majority);
        QVERIFY(majority->statusText().contains(QLatin1String("Lock held")));
        state.setMasterUp(0, false);
        state.setMasterUp(1, false);
        // 3 of 5 is still a majority.
        QVERIFY(majority->statusText().contains(QLatin1String("Lock held")));
        QVERIFY(majority->statusText().contains(QLatin1String("3 OK of 5")));
        state.setMasterUp(2, false);
        QVERIFY2(majority->statusText().contains(QLatin1String("Lock refused")),
                 qPrintable(majority->statusText()));
        // With three masters, two down is already too many.
        LabState three;
        three.setMasterCount(3);
        RecapPage small(&three);
        three.setMasterUp(0, false);
        three.setMasterUp(1, false);
        QVERIFY(small.point(QStringLiteral("majority"))
                    ->statusText()
                    .contains(QLatin1String("Lock refused")));
        QVERIFY(
            small.point(QStringLiteral("majority"))->bodyText().contains(QLatin1String("N = 3")));
    }

    void gatesMiniatureFollowsState() {
        LabState state;
        RecapPage page(&state);
        RecapPoint* gates = page.point(QStringLiteral("gates"));
        QVERIFY(gates->statusText().contains(QStringLiteral("time ✓ PASS")));
        state.setElapsed(redlock::Micros(redlock::Millis(31000)));
        QVERIFY2(gates->statusText().contains(QStringLiteral("time ✗ FAIL")),
                 qPrintable(gates->statusText()));
        QVERIFY(gates->statusText().contains(QStringLiteral("\u2212"))); // negative validity
    }

    void overlapComesFromCore_data() {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("shared");
        QTest::newRow("3") << 3 << 1;
        QTest::newRow("4") << 4 << 2;
        QTest::newRow("5") << 5 << 1;
        QTest::newRow("9") << 9 << 1;
    }
    void overlapComesFromCore() {
        QFETCH(int, n);
        QFETCH(int, shared);
        LabState state;
        state.setMasterCount(n);
        RecapPage page(&state);
        auto* sketch = page.findChild<OverlapSketch*>();
        QVERIFY(sketch);
        QVERIFY(redlock::isMajority(sketch->setA(), n));
        QVERIFY(redlock::isMajority(sketch->setB(), n));
        QCOMPARE(static_cast<int>(sketch->shared().size()), shared);
        QCOMPARE(shared, redlock::minOverlap(n));
        QVERIFY(page.point(QStringLiteral("overlap"))
                    ->statusText()
                    .contains(QStringLiteral("share M%1").arg(sketch->shared().front() + 1)));
    }

    // The protocol, timing and lease cards print what the core computes, run here again.
    void miniaturesComeFromCore() {
        using namespace redlock;
        LabState state;
        RecapPage page(&state);
        // Computed on a worker thread: until its result is delivered (through the event loop)
        // the cards say so instead of showing zeros.
        QVERIFY(!page.hasFacts());
        QVERIFY(page.point(QStringLiteral("protocol"))
                    ->statusText()
                    .contains(QLatin1String("computing")));
        QTRY_VERIFY_WITH_TIMEOUT(page.hasFacts(), kSlowMs);

        const auto happy = sim::builtinScenario("happy").value();
        const sim::Attempt a = sim::simulate(happy).attempts.front();
        const Micros drift = driftFor(Millis(happy.params.ttlMs), happy.params.driftFactor);
        const QString protocol = page.point(QStringLiteral("protocol"))->statusText();
        QCOMPARE(protocol, QStringLiteral("Happy path: T2 − T1 = %1 ms, validity %2 − %1 − %3 = "
                                          "%4 ms")
                               .arg(Readouts::ms(Micros(a.t2 - a.t1)),
                                    Readouts::ms(Millis(happy.params.ttlMs)), Readouts::ms(drift),
                                    Readouts::ms(Micros(a.validityUs))));
        // The reference sheet's figures, so a wrong run cannot pass by printing itself.
        QVERIFY2(protocol.contains(QStringLiteral("= 2 ms")), qPrintable(protocol));
        QVERIFY(protocol.contains(QStringLiteral("10 000 − 2 − 102 = 9 896 ms")));

        const auto wall = sim::simulate(sim::builtinScenario("clock-jump").value());
        const auto mono =
            sim::simulate(sim::builtinScenario("clock-jump", "monotonic-expiry").value());
        const QString timing = page.point(QStringLiteral("timing"))->statusText();
        QCOMPARE(timing, QStringLiteral("Clock jump on one master: two holders for %1 ms; on a "
                                        "hypothetical server with monotonic expiry %2 ms")
                             .arg(Readouts::ms(Micros(wall.overlapUs)),
                                  Readouts::ms(Micros(mono.overlapUs))));
        QVERIFY(timing.contains(QStringLiteral("7 748 ms")));
        // Card 5: a jumping master ends its key early; the belief is what outlasts the lease.
        const QString card = page.point(QStringLiteral("timing"))->bodyText();
        QVERIFY2(card.contains(QLatin1String("ends its key early")), qPrintable(card));
        QVERIFY(card.contains(QLatin1String("What outlasts the lease is the client's belief")));
        QVERIFY(!card.contains(QLatin1String("clock jumps can outlast")));
        QVERIFY(card.contains(QLatin1String("Redis and Valkey expire keys by the wall clock")));

        ManualClock clock;
        MockJobLease lease(clock);
        QVERIFY(lease.enqueue("j", "p").ok());
        const auto first = lease.claim().value().value();
        clock.advance(Micros(lease.options().lease) + Micros(1000));
        QCOMPARE(lease.reap().value(), 1);
        const auto second = lease.claim().value().value();
        QCOMPARE(lease.complete("j", first.attempts, "x").value(), Completion::Stale);
        const QString leaseText = page.point(QStringLiteral("lease"))->statusText();
        QCOMPARE(leaseText, QStringLiteral("Claim → lapse → re-claim: fence %1 → %2; stale "
                                           "completion rejected, new one accepted")
                                .arg(first.attempts)
                                .arg(second.attempts));
        QVERIFY2(leaseText.contains(QStringLiteral("fence 1 → 2")), qPrintable(leaseText));
        const QString body = page.point(QStringLiteral("lease"))->bodyText();
        for (const char* needle : {"single Valkey", "TIME", "idempotent", "no majority"}) {
            QVERIFY2(body.contains(QLatin1String(needle)), needle);
        }
        QVERIFY(!body.contains(QLatin1String("failover")));
    }

    void linksSwitchPages_data() {
        QTest::addColumn<QString>("target");
        // Every page of the catalogue but the recap itself.
        for (const QString& t : PageCatalog::names()) {
            if (t != QLatin1String("recap")) {
                QTest::newRow(qPrintable(t)) << t;
            }
        }
    }
    void linksSwitchPages() {
        QFETCH(QString, target);
        MainWindow w;
        w.showPage(QStringLiteral("recap"));
        auto* recap = qobject_cast<RecapPage*>(w.page(QStringLiteral("recap")));
        QVERIFY(recap);
        QSignalSpy spy(recap, &RecapPage::pageRequested);
        RecapPoint* card = recap->point(target);
        if (!card) {
            QSKIP("this page has no card on the recap");
        }
        QTest::mouseClick(card->link(), Qt::LeftButton);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(w.currentPageName(), target);
    }

    void referencesListed() {
        LabState state;
        RecapPage page(&state);
        const QString refs = page.referencesText();
        for (const char* needle : {"distlock.md", "Kleppmann", "Is Redlock safe?", "TIME"}) {
            QVERIFY2(refs.contains(QLatin1String(needle)), needle);
        }
    }
};

QTEST_MAIN(TestRecapPage)
#include "tst_recap_page.moc"
