// The GUI's external backend against servers this test starts itself (as the user would start
// Docker masters): a partition toggle stops the client sending to a master, CLIENT PAUSE stalls
// the server itself for a while; both show in the votes of the real acquire and the inspector.
#include "live_fixture.h"

#include "ui/live/backend_model.h"
#include "ui/live/masters_dialog.h"
#include "ui/model/lab_state.h"

#include <QTest>

using namespace redlock;
using namespace redlock::ui;

class TestLiveExternal : public QObject {
    Q_OBJECT
private:
    static constexpr int kWait = 15000;
    std::optional<LocalServers> m_servers;
    LabState* m_state = nullptr;
    BackendModel* m_model = nullptr;

    // Settling early: a decided acquire stops counting, so votes lie in a range.
    bool acquired(int minVotes, int maxVotes, bool held) const {
        const auto& a = m_model->lastAcquire();
        return a && a->votes >= minVotes && a->votes <= maxVotes && a->verdict.held == held;
    }
    // Toggles and waits for the acquire that follows (a new token), never an older result.
    void toggleAndWait(int index) {
        const auto& a = m_model->lastAcquire();
        const QString before = a ? a->token : QString();
        m_state->toggleMaster(index); // what a toggle click sends
        QTRY_VERIFY_WITH_TIMEOUT(m_model->lastAcquire() && m_model->lastAcquire()->token != before,
                                 kWait);
    }
    MasterState state(int i) const {
        const auto m = m_model->masters();
        return i < m.size() ? m[i].state : MasterState::NoAnswer;
    }

private slots:
    void initTestCase() {
        LIVE_REQUIRE_SERVER();
        m_servers.emplace(live::startServers(3));
        m_state = new LabState(this);
        m_model = new BackendModel(m_state, this);
        LiveConfig base;
        base.pauseMs = 1500;
        const auto cfg = MastersDialog::validate(base, Backend::External, 0,
                                                 QString::fromStdString(m_servers->mastersText()),
                                                 {}, 10000, 50);
        QVERIFY2(cfg, cfg ? "" : cfg.error().message.c_str());
        m_model->apply(*cfg);
        QVERIFY(m_state->isLiveControl());
        QCOMPARE(m_state->masterCount(), 3);
    }

    void allThreeVote() {
        QTRY_VERIFY_WITH_TIMEOUT(acquired(2, 3, true), kWait);
        QTRY_COMPARE_WITH_TIMEOUT(state(2), MasterState::Up, kWait);
        QVERIFY(m_model->masters()[0].rttUs >= 0);
    }

    void partitionDropsVotes() {
        QCOMPARE(m_model->downMode(0), DownMode::Partition);
        toggleAndWait(0);
        QVERIFY(acquired(2, 2, true));
        QTRY_COMPARE_WITH_TIMEOUT(state(0), MasterState::Partitioned, kWait);
        toggleAndWait(1);
        QVERIFY(acquired(0, 1, false));
        // The partition is client-side only: the server itself is fine and holds no lock key.
        QCOMPARE(live::raw(m_servers->port(0), {"PING"}).str, std::string("PONG"));
        QCOMPARE(live::get(m_servers->port(0), "redlock-lab:lab"), std::string());
        toggleAndWait(0);
        toggleAndWait(1);
        QVERIFY(acquired(2, 3, true));
        QTRY_COMPARE_WITH_TIMEOUT(state(1), MasterState::Up, kWait);
    }

    void clientPauseStallsTheServer() {
        m_model->setDownMode(2, DownMode::Pause);
        QCOMPARE(m_model->downMode(2), DownMode::Pause);
        toggleAndWait(2);
        QVERIFY(acquired(2, 2, true));
        QTRY_COMPARE_WITH_TIMEOUT(state(2), MasterState::Paused, kWait);
        // CLIENT PAUSE ends by itself (1.5 s here); the health probe sees it answer again.
        QTRY_COMPARE_WITH_TIMEOUT(state(2), MasterState::Up, kWait);
        m_model->acquireNow();
        QTRY_VERIFY_WITH_TIMEOUT(acquired(2, 3, true), kWait);
    }

    void realOutageIsSeenByProbes() {
        m_servers->kill(1); // behind the app's back: only the health pings can notice
        QTRY_COMPARE_WITH_TIMEOUT(state(1), MasterState::Down, 3000);
        QVERIFY(!m_model->masters()[1].error.isEmpty());
    }

    void cleanupTestCase() {
        if (m_model) {
            m_model->shutdown();
        }
        m_servers.reset();
    }
};

QTEST_MAIN(TestLiveExternal)
#include "tst_live_external.moc"
