// LocalServers: start on free ports, faults by pid, restart on the same port, stop all.
#include "live_fixture.h"

#include "core/servers/local_servers.h"
#include "core/servers/process.h"
#include "core/valkey/valkey_master.h"

#include <QTest>

#include <csignal>

using namespace redlock;
using namespace std::chrono_literals;

class TestLocalServers : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { LIVE_REQUIRE_SERVER(); }

    void startsDistinctPortsAndStopsByPid() {
        std::vector<pid_t> pids;
        {
            auto s = live::startServers(3);
            QCOMPARE(s.size(), 3);
            for (int i = 0; i < 3; ++i) {
                QVERIFY(s.port(i) > 0);
                QVERIFY(LocalServers::isServer(s.pid(i), s.port(i)));
                QCOMPARE(live::raw(s.port(i), {"PING"}).str, std::string("PONG"));
                pids.push_back(s.pid(i));
            }
            QVERIFY(s.port(0) != s.port(1) && s.port(1) != s.port(2));
            QVERIFY(!parseMasters(s.mastersText()).value().empty());
        }
        for (pid_t p : pids) {
            QVERIFY(::kill(p, 0) != 0); // gone once the LocalServers is destroyed
        }
    }

    void noPersistenceByDefault() {
        auto s = live::startServers(1);
        QCOMPARE(live::raw(s.port(0), {"CONFIG", "GET", "appendonly"}).type, REDIS_REPLY_ARRAY);
        live::raw(s.port(0), {"SET", "redlock-lab:k", "v"});
        s.kill(0);
        QVERIFY(!s.running(0));
        QVERIFY(s.restart(0).ok());
        QCOMPARE(live::dbsize(s.port(0)), 0LL); // the crash lost the key
    }

    void alwaysPersistenceKeepsKeys() {
        LocalServerOptions o;
        o.persistence = Persistence::Always;
        auto s = LocalServers::start(1, o);
        QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
        live::raw(s->port(0), {"SET", "redlock-lab:k", "v"});
        auto& servers = s.value();
        servers.kill(0);
        QVERIFY(servers.restart(0).ok());
        QCOMPARE(live::get(servers.port(0), "redlock-lab:k"), std::string("v"));
    }

    void pauseAndResume() {
        auto s = live::startServers(1);
        ValkeyMaster m(s.address(0));
        QVERIFY(s.pause(0));
        QCOMPARE(m.call({Op::Ping, {}, {}, {}}, 50ms).outcome, Outcome::Timeout);
        QVERIFY(s.resume(0));
        QCOMPARE(m.call({Op::Ping, {}, {}, {}}, 500ms).outcome, Outcome::Ok);
    }

    void restartAfterDelay() {
        auto s = live::startServers(1);
        const int port = s.port(0);
        SteadyClock c;
        const Micros t0 = c.now();
        QVERIFY(s.restart(0, 100ms).ok());
        QVERIFY(c.now() - t0 >= 100ms);
        QCOMPARE(s.port(0), port);
        QCOMPARE(live::raw(port, {"PING"}).str, std::string("PONG"));
    }

    void restartManyStartsTheServersSideBySide() {
        // A wave of restarts (the chaos check's strikes) spawns every server before it waits
        // for any: the log shows both spawns before either is reported up again. One restart
        // after another would interleave them, and a wave would cost the sum of the start-ups.
        std::vector<std::string> log;
        LocalServerOptions o;
        o.onSpawned = [&log](pid_t, int port) { log.push_back("spawn " + std::to_string(port)); };
        auto started = LocalServers::start(3, o);
        QVERIFY2(started.ok(), started.ok() ? "" : started.error().message.c_str());
        auto& s = started.value();
        s.setObserver([&log, &s](int i, pid_t pid, bool) {
            if (pid > 0) {
                log.push_back("up " + std::to_string(s.port(i)));
            }
        });
        const pid_t before0 = s.pid(0);
        const pid_t before2 = s.pid(2);
        live::raw(s.port(0), {"SET", "redlock-lab:k", "v"});
        live::raw(s.port(2), {"SET", "redlock-lab:k", "v"});
        log.clear();
        QVERIFY(s.restartMany({0, 2}, 0ms).ok());
        const std::string p0 = std::to_string(s.port(0));
        const std::string p2 = std::to_string(s.port(2));
        const std::vector<std::string> want{"spawn " + p0, "spawn " + p2, "up " + p0, "up " + p2};
        QCOMPARE(log, want);
        QVERIFY(s.pid(0) != before0 && s.pid(2) != before2);
        QCOMPARE(live::raw(s.port(0), {"PING"}).str, std::string("PONG"));
        QCOMPARE(live::raw(s.port(2), {"PING"}).str, std::string("PONG"));
        QCOMPARE(live::dbsize(s.port(0)), 0LL); // no persistence: the restart lost the keys
        QCOMPARE(live::dbsize(s.port(2)), 0LL);
        QVERIFY(s.running(1));
    }

    void badCount() {
        const auto s = LocalServers::start(0);
        QVERIFY(!s.ok());
        QVERIFY(s.error().message.find("0") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestLocalServers)
#include "tst_local_servers.moc"
