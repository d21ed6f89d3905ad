// BackgroundTask: a simulation runs off the GUI thread (the GUI thread keeps turning its event
// loop meanwhile), its result arrives on the GUI thread and equals a direct run; cancel() stops
// a run through sim::RunOptions::cancel and its result never arrives.
#include "ui/model/background_task.h"

#include "core/sim/files/catalog.h"
#include "core/sim/simulator.h"

#include <QTest>
#include <QThread>

using namespace redlock;
using redlock::ui::BackgroundTask;

class TestBackgroundTask : public QObject {
    Q_OBJECT
private slots:
    void resultArrivesOnTheGuiThread() {
        const sim::Scenario s = sim::builtinScenario("clock-jump").value();
        BackgroundTask<sim::SimResult> task;
        QThread* worker = nullptr;
        std::optional<sim::SimResult> got;
        QThread* deliveredOn = nullptr;
        task.start(
            [s, &worker](const std::atomic<bool>& cancel) {
                worker = QThread::currentThread();
                sim::RunOptions o;
                o.cancel = &cancel;
                return sim::simulate(s, o);
            },
            this,
            [&](sim::SimResult r) {
                deliveredOn = QThread::currentThread();
                got = std::move(r);
            });
        QVERIFY(task.running());
        QVERIFY(QTest::qWaitFor([&] { return got.has_value(); }, 10000));
        QVERIFY(worker != nullptr && worker != QThread::currentThread());
        QCOMPARE(deliveredOn, QThread::currentThread());
        QVERIFY(!task.running());
        QCOMPARE(sim::toJson(*got), sim::toJson(sim::simulate(s)));
        QVERIFY(got->stopped.empty());
    }

    // The engine polls the flag: a cancelled run stops early, and its result is dropped.
    void cancelStopsTheRun() {
        sim::Scenario s = sim::builtinScenario("contention").value();
        for (int i = 0; i < 20; ++i) { // a long, busy run: far more than 1024 engine events
            sim::ClientSpec c;
            c.name = std::string("X").append(std::to_string(i)); // not "X" + …: GCC 12 -Wrestrict
            s.clients.push_back(c);
        }
        s.params.maxAttempts = 300;
        s.params.endUs = 600000000;
        std::atomic<bool> cancel{true};
        sim::RunOptions o;
        o.cancel = &cancel;
        const sim::SimResult r = sim::simulate(s, o);
        QVERIFY2(r.stopped.rfind("cancelled at ", 0) == 0, r.stopped.c_str());
        QVERIFY(r.events.size() < sim::simulate(s).events.size());

        BackgroundTask<int> task;
        std::atomic<bool> started{false};
        bool delivered = false;
        task.start(
            [&started](const std::atomic<bool>& c) {
                started = true;
                for (int i = 0; i < 10000 && !c.load(); ++i) { // bounded: at most ~10 s
                    QThread::msleep(1);
                }
                return c.load() ? 1 : 0;
            },
            this, [&](int) { delivered = true; });
        QVERIFY(QTest::qWaitFor([&] { return started.load(); }, 5000));
        task.cancel();
        QVERIFY(QTest::qWaitFor([&] { return !task.running(); }, 5000));
        QVERIFY(!delivered);
    }
};

QTEST_MAIN(TestBackgroundTask)
#include "tst_background_task.moc"
