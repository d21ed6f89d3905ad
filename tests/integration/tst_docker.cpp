// Masters in real Docker containers (core/docker, label `docker`): the lifecycle through the one
// fault injector, ownership (what the app did not create survives), compose project discovery
// by label, and the one-line errors. Every container state is read back from the engine.
#include "docker_fixture.h"

#include "core/client/redlock.h"
#include "core/servers/master_faults.h"
#include "core/valkey/poll_fan_out.h"
#include "core/valkey/valkey_master.h"

#include <QTest>

#include <algorithm>

#include <unistd.h>

using namespace redlock;
using namespace redlock::docker;
using namespace std::chrono_literals;

namespace {

RedlockOptions opts() {
    RedlockOptions o;
    o.ttl = 10000ms;
    o.timeout = 100ms;
    o.retries = 0;
    o.settleEarly = false; // every master's answer is awaited: the votes count them all
    return o;
}

DockerOptions testOptions() {
    DockerOptions o;
    o.image = dockertest::testImage();
    return o;
}

std::string uniqueName(const char* stem) {
    return std::string("rltest-") + stem + "-" + std::to_string(::getpid());
}

} // namespace

class TestDocker : public QObject {
    Q_OBJECT

private slots:
    // Start five, acquire; hang two (still held); crash a third (refused within the timeout);
    // resume and restart (held again). Each step's container state comes from the engine.
    void lifecycleThroughTheFaultInjector() {
        auto e = dockertest::engine();
        DOCKER_REQUIRE(e);
        auto started = DockerCluster::start(std::move(e).value(), 5, testOptions());
        QVERIFY2(started, started ? "" : started.error().message.c_str());
        DockerCluster& c = started.value();
        QCOMPARE(c.size(), 5);
        auto check = dockertest::engine();
        QVERIFY(check);
        DockerApi& api = check.value();
        for (int i = 0; i < 5; ++i) {
            QCOMPARE(dockertest::state(api, c.info(i).id), std::string("running"));
            QCOMPARE(c.info(i).name, std::string(kNamePrefix) + std::to_string(c.port(i)));
            QCOMPARE(c.address(i).host, std::string("127.0.0.1"));
        }
        QVERIFY(c.engine().find("Docker") != std::string::npos);

        PollFanOut f(c.addresses());
        Redlock rl(f, opts());
        auto r = rl.acquire("docker-life");
        QVERIFY(r.held);
        rl.release(r.lock);

        MasterFaults faults(c);
        for (int i : {0, 1}) {
            QVERIFY(faults.apply(i, MasterFault::Hang));
            QCOMPARE(dockertest::state(api, c.info(i).id), std::string("paused"));
        }
        r = rl.acquire("docker-life");
        QVERIFY2(r.held, "three of five answer: still a majority");
        QCOMPARE(r.attempts[0].votes, 3);
        rl.release(r.lock);

        QVERIFY(faults.apply(2, MasterFault::Crash));
        QCOMPARE(dockertest::state(api, c.info(2).id), std::string("exited"));
        r = rl.acquire("docker-life");
        QVERIFY(!r.held);
        const Micros elapsed = r.attempts[0].t2 - r.attempts[0].t1;
        // Two hung masters cost the per-master timeout, no more: refused within it.
        QVERIFY2(elapsed < 100ms + 150ms, std::to_string(elapsed.count()).c_str());
        QCOMPARE(faults.faulted(), 3);

        QVERIFY(faults.apply(0, MasterFault::Resume));
        QCOMPARE(dockertest::state(api, c.info(0).id), std::string("running"));
        QVERIFY(faults.apply(
            1, MasterFault::Restart)); // paused, restarted: thawed, then stopped, started
        QCOMPARE(dockertest::state(api, c.info(1).id), std::string("running"));
        QVERIFY(faults.apply(2, MasterFault::Heal));
        QCOMPARE(dockertest::state(api, c.info(2).id), std::string("running"));
        QCOMPARE(faults.faulted(), 0);
        r = rl.acquire("docker-life");
        QVERIFY(r.held);
        QCOMPARE(r.attempts[0].votes, 5);
        rl.release(r.lock);

        std::vector<std::string> ids;
        for (int i = 0; i < 5; ++i) {
            ids.push_back(c.info(i).id);
        }
        c.stopAll();
        for (const auto& id : ids) {
            QCOMPARE(dockertest::state(api, id), std::string("gone"));
        }
    }

    // Persistence always: the key survives a crash-restart (AOF with fsync always on a volume).
    void persistenceKeepsTheKeyAcrossARestart() {
        auto e = dockertest::engine();
        DOCKER_REQUIRE(e);
        DockerOptions o = testOptions();
        o.persistence = Persistence::Always;
        auto started = DockerCluster::start(std::move(e).value(), 3, o);
        QVERIFY2(started, started ? "" : started.error().message.c_str());
        DockerCluster& c = started.value();
        PollFanOut f(c.addresses());
        Redlock rl(f, opts());
        const auto r = rl.acquire("docker-aof");
        QVERIFY(r.held);
        MasterFaults faults(c);
        QVERIFY(faults.apply(0, MasterFault::Restart));
        const auto seen = f.run({Op::Inspect, r.lock.key, {}, {}}, {200ms, Settle::All, 1});
        QCOMPARE(seen[0].outcome, Outcome::Ok);
        QCOMPARE(seen[0].value, r.lock.token);
        const std::string volume = std::string(kNamePrefix) + std::to_string(c.port(0)) + "-data";
        auto check = dockertest::engine();
        QVERIFY(check);
        QVERIFY(dockertest::getJson(check.value(), "/volumes/" + volume).has_value());
        c.stopAll();
        QVERIFY2(!dockertest::getJson(check.value(), "/volumes/" + volume).has_value(),
                 "the volume the app created goes with its container");
    }

    // What the app did not create survives stopAll() and `masters stop --docker`
    // (removeLabelled): a container started by hand without the label keeps running.
    void onlyItsOwnContainersGo() {
        auto e = dockertest::engine();
        DOCKER_REQUIRE(e);
        DockerApi& api = e.value();
        std::string why;
        const int port = freeLoopbackPort();
        dockertest::HandContainer hand{
            api, dockertest::createByHand(api, uniqueName("hand"), port, {}, why)};
        QVERIFY2(!hand.id.empty(), why.c_str());
        auto other = dockertest::engine();
        QVERIFY(other);
        auto started = DockerCluster::start(std::move(other).value(), 3, testOptions());
        QVERIFY2(started, started ? "" : started.error().message.c_str());
        const std::string ours = started->info(0).id;
        started.value().release(); // as `masters start --docker` leaves them
        auto removed = DockerCluster::removeLabelled(api);
        QVERIFY2(removed, removed ? "" : removed.error().message.c_str());
        QCOMPARE(*removed, 3);
        QCOMPARE(dockertest::state(api, ours), std::string("gone"));
        QCOMPARE(dockertest::state(api, hand.id), std::string("running"));
    }

    // A compose project's containers are found by com.docker.compose.project (made here through
    // the API with the labels compose sets), may be faulted, and are never removed by the app.
    void composeProjectFoundByLabel() {
        auto e = dockertest::engine();
        DOCKER_REQUIRE(e);
        DockerApi& api = e.value();
        const std::string project = uniqueName("compose");
        std::vector<std::unique_ptr<dockertest::HandContainer>> made;
        std::vector<int> ports;
        for (int k = 1; k <= 3; ++k) {
            std::string why;
            const int port = freeLoopbackPort();
            ports.push_back(port);
            const std::string id = dockertest::createByHand(
                api, project + "-master" + std::to_string(k), port,
                {{kComposeProject, project}, {kComposeService, "master" + std::to_string(k)}}, why);
            made.push_back(std::make_unique<dockertest::HandContainer>(api, id));
            QVERIFY2(!id.empty(), why.c_str());
        }
        std::sort(ports.begin(), ports.end());
        auto other = dockertest::engine();
        QVERIFY(other);
        auto found = DockerCluster::find(std::move(other).value(), project);
        QVERIFY2(found, found ? "" : found.error().message.c_str());
        QCOMPARE(found->size(), 3);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(found->port(i), ports[static_cast<std::size_t>(i)]);
            QVERIFY(!found->created(i));
        }
        MasterFaults faults(found.value());
        QVERIFY(faults.apply(1, MasterFault::Hang));
        QCOMPARE(dockertest::state(api, found->info(1).id), std::string("paused"));
        QVERIFY(faults.healAll());
        QCOMPARE(dockertest::state(api, found->info(1).id), std::string("running"));
        found.value().stopAll();
        for (const auto& m : made) {
            QCOMPARE(dockertest::state(api, m->id), std::string("running"));
        }
        // Another project's name finds nothing, with a sentence that says so.
        auto none = DockerCluster::find(std::move(found.value().api()), project + "-none");
        QVERIFY(!none);
        QVERIFY(none.error().message.find("compose project") != std::string::npos);
    }

    void missingImageNamesDockerPull() {
        auto e = dockertest::engine();
        DOCKER_REQUIRE(e);
        DockerOptions o;
        o.image = "redlock-lab/not-there:" + std::to_string(::getpid());
        auto started = DockerCluster::start(std::move(e).value(), 1, o);
        QVERIFY(!started);
        QVERIFY2(started.error().message.find("docker pull " + o.image) != std::string::npos,
                 started.error().message.c_str());
    }

    void takenPortIsNamed() {
        auto e = dockertest::engine();
        DOCKER_REQUIRE(e);
        DockerApi& api = e.value();
        std::string why;
        const int port = freeLoopbackPort();
        dockertest::HandContainer hand{
            api, dockertest::createByHand(api, uniqueName("taken"), port, {}, why)};
        QVERIFY2(!hand.id.empty(), why.c_str());
        // Wait (bounded) until the hand-made server answers: the port is really taken.
        ValkeyMaster probe(Address{"127.0.0.1", port, "127.0.0.1"});
        QTRY_VERIFY_WITH_TIMEOUT(
            probe.call({Op::Ping, {}, {}, {}}, Micros(100ms)).outcome == Outcome::Ok, 10000);
        auto other = dockertest::engine();
        QVERIFY(other);
        DockerOptions o = testOptions();
        o.basePort = port;
        auto started = DockerCluster::start(std::move(other).value(), 1, o);
        QVERIFY(!started);
        QVERIFY2(started.error().message.find("port " + std::to_string(port) +
                                              " is already taken") != std::string::npos,
                 started.error().message.c_str());
    }

    // The bench's image list: the engine's images whose command runs a server, and only those.
    void serverImagesListsTheImagesThatRunAServer() {
        auto e = dockertest::engine();
        DOCKER_REQUIRE(e);
        DockerApi& api = e.value();
        std::string why;
        dockertest::HandContainer base{
            api, dockertest::createByHand(api, uniqueName("list"), freeLoopbackPort(), {}, why)};
        QVERIFY2(!base.id.empty(), why.c_str());
        const std::string tag = "list" + std::to_string(::getpid());
        const auto commit = [&](const char* repo, const char* cmd) {
            auto r = api.call("POST", "/commit?container=" + base.id + "&repo=" + repo +
                                          "&tag=" + tag + "&changes=" + queryEscape(cmd));
            return r && r->code == 201 ? std::string(repo) + ":" + tag : std::string();
        };
        const std::string server =
            commit("redlock-lab/list-server", "CMD [\"/usr/bin/redis-server\", \"--port\", \"0\"]");
        const std::string other = commit("redlock-lab/list-other", "CMD [\"/bin/true\"]");
        auto listed = serverImages(api);
        for (const std::string& image : {server, other}) {
            if (!image.empty()) {
                api.call("DELETE", "/images/" + queryEscape(image) + "?force=1");
            }
        }
        QVERIFY(!server.empty() && !other.empty());
        QVERIFY2(listed, listed ? "" : listed.error().message.c_str());
        const std::vector<std::string>& images = listed.value();
        const auto has = [&](const std::string& image) {
            return std::find(images.begin(), images.end(), image) != images.end();
        };
        QVERIFY2(has(dockertest::testImage()), dockertest::testImage().c_str());
        QVERIFY(has(server));
        QVERIFY(!has(other)); // its command is not a server: start() would refuse it
        QVERIFY(std::is_sorted(images.begin(), images.end()));
    }

    // A container that exits at once: the error carries the last lines of its log.
    void exitAtOnceShowsTheLog() {
        auto e = dockertest::engine();
        DOCKER_REQUIRE(e);
        DockerApi& api = e.value();
        // An image whose command is redis-server with a directive it refuses.
        std::string why;
        const std::string name = uniqueName("bad");
        dockertest::HandContainer base{
            api, dockertest::createByHand(api, name, freeLoopbackPort(), {}, why)};
        QVERIFY2(!base.id.empty(), why.c_str());
        const std::string tag = "bad" + std::to_string(::getpid());
        const std::string changes =
            queryEscape("CMD [\"/usr/bin/redis-server\", \"--no-such-directive\", \"1\"]");
        auto commit =
            api.call("POST", "/commit?container=" + base.id +
                                 "&repo=redlock-lab/bad-test&tag=" + tag + "&changes=" + changes);
        QVERIFY(commit && commit->code == 201);
        const std::string image = "redlock-lab/bad-test:" + tag;
        auto other = dockertest::engine();
        DockerOptions o;
        o.image = image;
        auto started = DockerCluster::start(std::move(other).value(), 1, o);
        api.call("DELETE", "/images/" + queryEscape(image) + "?force=1");
        QVERIFY(!started);
        const std::string& m = started.error().message;
        QVERIFY2(m.find("exited at once") != std::string::npos, m.c_str());
        QVERIFY2(m.find("no-such-directive") != std::string::npos, m.c_str());
    }
};

QTEST_GUILESS_MAIN(TestDocker)
#include "tst_docker.moc"
