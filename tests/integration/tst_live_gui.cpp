// The GUI's local backend against real servers it starts itself: the master toggles perform
// real faults (kill, SIGSTOP, restart), the readout comes from real acquires, the inspector
// follows, and every server is gone once the app shuts the backend down.
#include "live_fixture.h"
#include "live_toggles.h"

#include "core/valkey/valkey_master.h"
#include "ui/app/main_window.h"
#include "ui/live/backend_controls.h"
#include "ui/live/backend_model.h"
#include "ui/live/live_banner.h"
#include "ui/live/master_inspector.h"
#include "ui/model/lab_state.h"
#include "ui/pages/majority/majority_page.h"
#include "ui/widgets/master_toggles.h"

#include <QMenu>
#include <QPushButton>
#include <QSet>
#include <QToolButton>

#include <csignal>

using namespace redlock;
using namespace redlock::ui;

class TestLiveGui : public QObject {
    Q_OBJECT
private:
    static constexpr int kWait = 15000;
    MainWindow* m_w = nullptr;
    QSet<qint64> m_pids; // every server pid ever seen, all must be gone at the end

    BackendModel* model() const { return m_w->backend(); }
    MajorityPage* page() const {
        return qobject_cast<MajorityPage*>(m_w->page(QStringLiteral("majority")));
    }
    MasterInspector* inspector() const { return m_w->backendControls()->inspector(); }
    void remember() {
        for (const auto& s : model()->masters()) {
            if (s.pid > 0) {
                m_pids.insert(s.pid);
            }
        }
    }
    // The client settles as soon as the quorum is decided, so with more masters up than the
    // quorum the vote count can be anything from the quorum to the number up.
    bool acquired(int minVotes, int maxVotes, bool held) const {
        const auto& a = model()->lastAcquire();
        return a && a->votes >= minVotes && a->votes <= maxVotes && a->verdict.held == held;
    }
    void click(int index) { QTest::mouseClick(page()->toggles()->button(index), Qt::LeftButton); }
    void clickAndWait(int index) { QVERIFY(livetoggles::clickAndWait(m_w, index, kWait)); }
    void chooseMode(int index, DownMode mode) {
        QVERIFY(livetoggles::chooseMode(m_w, index, mode));
    }
    // The lock key as a master holds it, read with core INSPECT behind the app's back.
    static std::string keyOn(const QString& address) {
        auto a = parseAddress(address.toStdString());
        ValkeyMaster m(Address{"127.0.0.1", a->port, "127.0.0.1"});
        const Reply r = m.call(Command{Op::Inspect, "redlock-lab:lab", {}, {}}, Millis(1000));
        return r.outcome == Outcome::Ok ? r.value : "<no answer: " + r.error + ">";
    }

private slots:
    void initTestCase() {
        LIVE_REQUIRE_SERVER();
        m_w = new MainWindow;
        m_w->show();
        LiveConfig cfg;
        cfg.backend = Backend::Local;
        cfg.count = 5;
        model()->apply(cfg);
        QVERIFY(model()->isBusy()); // servers start on the worker; the GUI carries on
    }

    void startsFiveServers() {
        QTRY_COMPARE_WITH_TIMEOUT(inspector()->upCount(), 5, kWait);
        QTRY_VERIFY_WITH_TIMEOUT(acquired(3, 5, true), kWait);
        remember();
        QCOMPARE(m_pids.size(), 5);
        QVERIFY(inspector()->isVisible());
        // Each row names its master as the pages do, then where it listens (issue 27).
        const QList<MasterStatus> masters = model()->masters();
        for (int i = 0; i < masters.size(); ++i) {
            QVERIFY(masters[i].address.startsWith(QLatin1String("127.0.0.1:")));
            QCOMPARE(inspector()->cell(i, MasterInspector::Name),
                     QStringLiteral("M%1 ").arg(i + 1) + masters[i].address);
        }
        auto* banner = page()->findChild<LiveBanner*>();
        QVERIFY(banner->hintText().contains(QLatin1String("kills")));
        QTRY_VERIFY_WITH_TIMEOUT(banner->acquireText().contains(QLatin1String("/5 OK")), kWait);
    }

    void killTwoStillHeld() {
        click(0);
        click(1);
        QTRY_VERIFY_WITH_TIMEOUT(acquired(3, 3, true), kWait);
        QTRY_COMPARE_WITH_TIMEOUT(inspector()->upCount(), 3, kWait);
        QVERIFY(m_w->state()->liveVerdict()->held);
        QCOMPARE(m_w->state()->okVotes(), 3);
    }

    void killThirdRefusedAndCleanedUp() {
        clickAndWait(2);
        QVERIFY(acquired(0, 2, false));
        const auto masters = model()->masters();
        QCOMPARE(keyOn(masters[3].address), std::string());
        QCOMPARE(keyOn(masters[4].address), std::string());
        QVERIFY(!page()->headlineText().isEmpty());
    }

    void bringThemBack() {
        for (int i = 0; i < 3; ++i) {
            click(i); // a crashed master's second click starts it again
        }
        QTRY_COMPARE_WITH_TIMEOUT(inspector()->upCount(), 5, kWait);
        QTRY_VERIFY_WITH_TIMEOUT(acquired(3, 5, true), kWait);
        remember();
    }

    void hangDoesNotStallTheAcquire() {
        chooseMode(3, DownMode::Hang);
        clickAndWait(3);
        QVERIFY(acquired(3, 4, true));
        QTRY_COMPARE_WITH_TIMEOUT(inspector()->cell(3, MasterInspector::State),
                                  MasterInspector::stateName(MasterState::Hung), kWait);
        // Settled on the quorum: the hung master's 50 ms deadline was never waited for.
        QVERIFY2(model()->lastAcquire()->elapsed < Millis(model()->config().timeoutMs),
                 qPrintable(QString::number(model()->lastAcquire()->elapsed.count())));
        clickAndWait(3); // SIGCONT
        QTRY_COMPARE_WITH_TIMEOUT(inspector()->upCount(), 5, kWait);
        QTRY_VERIFY_WITH_TIMEOUT(acquired(3, 5, true), kWait);
    }

    void restartBringsItBack() {
        chooseMode(4, DownMode::Restart);
        const qint64 before = model()->masters()[4].pid;
        clickAndWait(4);
        QVERIFY(acquired(3, 5, true));
        QTRY_VERIFY_WITH_TIMEOUT(
            model()->masters()[4].pid > 0 && model()->masters()[4].pid != before, kWait);
        QTRY_COMPARE_WITH_TIMEOUT(inspector()->upCount(), 5, kWait);
        QTRY_VERIFY_WITH_TIMEOUT(acquired(3, 5, true), kWait);
        remember();
    }

    void inspectorShowsTheHolder() {
        // The lock is kept for holdMs after a won acquire: the inspector sees its token + PTTL.
        QTRY_VERIFY_WITH_TIMEOUT(
            !inspector()->cell(0, MasterInspector::Holder).startsWith(QStringLiteral("—")), kWait);
        QCOMPARE(inspector()->cell(0, MasterInspector::Holder).size(), 8);
        QVERIFY(inspector()->cell(0, MasterInspector::Pttl).toLongLong() > 0);
    }

    void cleanupTestCase() {
        if (!m_w) {
            return;
        }
        remember();
        delete m_w; // the model stops the worker, which stops every server by pid
        m_w = nullptr;
        QVERIFY(m_pids.size() >= 8);
        for (const qint64 pid : std::as_const(m_pids)) {
            QVERIFY2(::kill(static_cast<pid_t>(pid), 0) != 0, qPrintable(QString::number(pid)));
        }
    }
};

QTEST_MAIN(TestLiveGui)
#include "tst_live_gui.moc"
