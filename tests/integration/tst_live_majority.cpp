// The majority page on the local backend (issue 11, item 5): each master has its own slot
// from the real client's trace. With five up, the masters the client did not await show the
// OK they sent after the verdict (not empty slots); once the held lock is auto-released the
// readout says it was released; with M4 killed, M4's own slot says down.
#include "live_fixture.h"

#include "ui/app/main_window.h"
#include "ui/live/backend_model.h"
#include "ui/model/lab_state.h"
#include "ui/pages/majority/majority_page.h"
#include "ui/widgets/vote_bar.h"

using namespace redlock;
using namespace redlock::ui;

class TestLiveMajority : public QObject {
    Q_OBJECT
private:
    static constexpr int kWait = 20000;

private slots:
    void slotsLateAnswersReleaseAndDown() {
        LIVE_REQUIRE_SERVER();
        MainWindow w;
        w.showPage(QStringLiteral("majority"));
        auto* page = qobject_cast<MajorityPage*>(w.page(QStringLiteral("majority")));
        QVERIFY(page);
        LiveConfig cfg;
        cfg.backend = Backend::Local;
        cfg.count = 5;
        cfg.holdMs = 400;
        w.backend()->apply(cfg);
        QTRY_VERIFY_WITH_TIMEOUT(w.backend()->lastAcquire().has_value(), kWait);
        const LiveAcquire a = *w.backend()->lastAcquire();
        QVERIFY(a.verdict.held);
        int ok = 0;
        for (int i = 0; i < 5; ++i) {
            const QString slot = page->voteBar()->slotText(i);
            QVERIFY2(slot == QStringLiteral("M%1 OK").arg(i + 1) ||
                         slot == QStringLiteral("M%1 late OK").arg(i + 1),
                     qPrintable(slot));
            ok += slot.endsWith(QLatin1String(" OK")) && !slot.contains(QLatin1String("late"));
        }
        QCOMPARE(ok, a.votes);
        if (a.votes < 5) {
            QVERIFY2(page->readoutText().contains(QLatin1String("after the verdict")),
                     qPrintable(page->readoutText()));
        }
        // After the hold the client released the lock: the readout says so.
        QTRY_VERIFY_WITH_TIMEOUT(w.backend()->lastAcquire()->release.has_value(), kWait);
        QCOMPARE(page->headlineText(), QStringLiteral("Lock released"));
        QVERIFY2(page->readoutText().contains(QLatin1String("Released")),
                 qPrintable(page->readoutText()));
        QVERIFY(!page->readoutText().contains(QLatin1String("validity left")));

        // Kill M4 (the local backend's default "down"): its own slot says down.
        const QString before = w.backend()->lastAcquire()->token;
        QVERIFY(w.state()->toggleMaster(3));
        QTRY_VERIFY_WITH_TIMEOUT(w.backend()->lastAcquire()->token != before, kWait);
        QCOMPARE(page->voteBar()->slotText(3), QStringLiteral("M4 down"));
        QVERIFY(page->voteBar()->slotText(4).contains(QLatin1String("OK")));
    }
};

QTEST_MAIN(TestLiveMajority)
#include "tst_live_majority.moc"
