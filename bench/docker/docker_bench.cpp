// A master toggle, end to end, on local processes and on Docker containers in the same run:
// for each fault kind, the time from the toggle to the runner reporting the new state (the
// process signalled / the engine saying "exited", "paused", "running") and on to the verdict of
// the next real acquire. Local and Docker rounds alternate, so both see the same machine load.
// Then the cost of single engine API calls. Medians of ROUNDS (default 20), in ms.
//
//   redlock-docker-bench [ROUNDS] [IMAGE]   (IMAGE default: redlock-lab/redis-test:local)

#include "core/client/redlock.h"
#include "core/docker/docker_cluster.h"
#include "core/servers/local_servers.h"
#include "core/servers/master_faults.h"
#include "core/valkey/poll_fan_out.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <map>
#include <string>
#include <vector>

using namespace redlock;
using Steady = std::chrono::steady_clock;

namespace {

double msSince(Steady::time_point t) {
    return std::chrono::duration<double, std::milli>(Steady::now() - t).count();
}

double median(std::vector<double> v) {
    if (v.empty()) {
        return -1;
    }
    std::sort(v.begin(), v.end());
    return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

struct Step {
    const char* kind;
    MasterFault fault;
    MasterRun expect;
};

// One toggle of `step` on master 0: {toggle → state seen, toggle → next verdict}.
std::pair<double, double> toggle(MasterCluster& c, MasterFaults& f, Redlock& rl, const Step& step) {
    const auto t0 = Steady::now();
    if (auto r = f.apply(0, step.fault); !r) {
        std::fprintf(stderr, "%s: %s\n", step.kind, r.error().message.c_str());
        std::exit(1);
    }
    // The runner's own view (the engine's inspect for containers): bounded poll.
    while (c.run(0) != step.expect) {
        if (msSince(t0) > 20000) {
            std::fprintf(stderr, "%s: state never changed\n", step.kind);
            std::exit(1);
        }
    }
    const double seen = msSince(t0);
    auto a = rl.acquire("bench-docker");
    if (a.held) {
        rl.release(a.lock);
    }
    return {seen, msSince(t0)};
}

} // namespace

int main(int argc, char** argv) {
    const int rounds = argc > 1 ? std::max(1, std::atoi(argv[1])) : 20;
    const std::string image = argc > 2 ? argv[2] : "redlock-lab/redis-test:local";
    auto local = LocalServers::start(5);
    if (!local) {
        std::fprintf(stderr, "local: %s\n", local.error().message.c_str());
        return 1;
    }
    auto where = docker::endpointFromEnvironment();
    auto api =
        where ? docker::DockerApi::connect(*where) : Result<docker::DockerApi>(where.error());
    if (!api) {
        std::fprintf(stderr, "docker: %s\n", api.error().message.c_str());
        return 1;
    }
    docker::DockerOptions o;
    o.image = image;
    auto containers = docker::DockerCluster::start(std::move(api).value(), 5, o);
    if (!containers) {
        std::fprintf(stderr, "docker: %s\n", containers.error().message.c_str());
        return 1;
    }
    RedlockOptions ro;
    ro.ttl = Millis(10000);
    ro.timeout = Millis(50);
    ro.retries = 0;
    PollFanOut localFan(local->addresses()), dockerFan(containers->addresses());
    Redlock localRl(localFan, ro), dockerRl(dockerFan, ro);
    MasterFaults localFaults(local.value()), dockerFaults(containers.value());
    const std::vector<Step> steps{
        {"crash (kill)", MasterFault::Crash, MasterRun::Down},
        {"up after a crash (start)", MasterFault::Heal, MasterRun::Up},
        {"hang (SIGSTOP / pause)", MasterFault::Hang, MasterRun::Hung},
        {"resume (SIGCONT / unpause)", MasterFault::Resume, MasterRun::Up},
        {"restart (kill + start)", MasterFault::Restart, MasterRun::Up},
    };
    std::map<std::string, std::vector<double>> seen, verdict;
    for (int r = 0; r < rounds; ++r) {
        for (const auto& s : steps) {
            auto l = toggle(local.value(), localFaults, localRl, s);
            auto d = toggle(containers.value(), dockerFaults, dockerRl, s);
            seen[std::string("L") + s.kind].push_back(l.first);
            verdict[std::string("L") + s.kind].push_back(l.second);
            seen[std::string("D") + s.kind].push_back(d.first);
            verdict[std::string("D") + s.kind].push_back(d.second);
        }
    }
    std::printf("%s; %d rounds, medians in ms\n\n", containers->engine().c_str(), rounds);
    std::printf("| fault | local: state seen | local: next verdict | docker: state seen | docker: "
                "next verdict | docker / local (verdict) |\n");
    std::printf("|---|---:|---:|---:|---:|---:|\n");
    for (const auto& s : steps) {
        const std::string k = s.kind;
        const double lv = median(verdict["L" + k]), dv = median(verdict["D" + k]);
        std::printf("| %s | %.2f | %.2f | %.2f | %.2f | %.1f× |\n", s.kind, median(seen["L" + k]),
                    lv, median(seen["D" + k]), dv, dv / lv);
    }
    // Single engine calls on container 0.
    docker::DockerApi& e = containers.value().api();
    const std::string id = containers->info(0).id;
    const std::vector<std::pair<const char*, std::function<void()>>> calls{
        {"GET /_ping", [&] { e.call("GET", "/_ping"); }},
        {"GET /containers/{id}/json (inspect)",
         [&] { e.call("GET", "/containers/" + id + "/json"); }},
        {"POST pause + POST unpause",
         [&] {
             e.call("POST", "/containers/" + id + "/pause");
             e.call("POST", "/containers/" + id + "/unpause");
         }},
        {"DockerCluster::refresh (one list call, 5 containers)",
         [&] { (void)containers.value().refresh(); }},
    };
    std::printf("\n| engine call | median ms |\n|---|---:|\n");
    for (const auto& [name, fn] : calls) {
        std::vector<double> t;
        for (int r = 0; r < rounds; ++r) {
            const auto t0 = Steady::now();
            fn();
            t.push_back(msSince(t0));
        }
        std::printf("| %s | %.2f |\n", name, median(t));
    }
    return 0;
}
