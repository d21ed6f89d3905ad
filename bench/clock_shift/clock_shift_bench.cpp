// What the clock_shift preload library costs a server: redis-benchmark (SET and GET, 50
// clients) against two local servers of the same binary, one started plain and one under the
// library with a live control file (a +1 000 ppm rate set, so every clock read takes the
// shifted path). The two are measured alternately, round after round, in one run, so both
// see the same machine load; the ratio per round and its median are printed.
//
//   redlock-clock-shift-bench [ROUNDS] [REQUESTS]      (defaults: 7 rounds, 100000 requests)

#include "core/servers/clock_shift.h"
#include "core/servers/local_servers.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

namespace {

// requests/s of `test` (SET or GET) on 127.0.0.1:port, from redis-benchmark's CSV line.
double throughput(int port, const char* test, long requests) {
    const std::string cmd = "redis-benchmark -h 127.0.0.1 -p " + std::to_string(port) +
                            " -c 50 -n " + std::to_string(requests) + " -t " + test +
                            " --csv 2>/dev/null";
    FILE* p = ::popen(cmd.c_str(), "r");
    if (!p) {
        return -1;
    }
    char line[512];
    double rps = -1;
    while (std::fgets(line, sizeof line, p)) {
        // "SET","93457.95",... (redis 7: more columns after the rate)
        const std::string s(line);
        const auto q1 = s.find("\",\"");
        if (s.rfind("\"test\"", 0) == 0 || q1 == std::string::npos) {
            continue;
        }
        rps = std::atof(s.c_str() + q1 + 3);
    }
    ::pclose(p);
    return rps;
}

// Whether the library is mapped into process `pid` (so the figures compare what they say).
bool preloadedInto(pid_t pid) {
    std::ifstream maps("/proc/" + std::to_string(pid) + "/maps");
    for (std::string line; std::getline(maps, line);) {
        if (line.find("libredlock_clock_shift") != std::string::npos) {
            return true;
        }
    }
    return false;
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

} // namespace

int main(int argc, char** argv) {
    const int rounds = argc > 1 ? std::atoi(argv[1]) : 7;
    const long requests = argc > 2 ? std::atol(argv[2]) : 100000;
    if (rounds < 1 || requests < 1000) {
        std::fprintf(stderr, "usage: %s [ROUNDS >= 1] [REQUESTS >= 1000]\n", argv[0]);
        return 2;
    }
    auto plain = redlock::LocalServers::start(1);
    redlock::LocalServerOptions shifted;
    shifted.shiftableClocks = true;
    shifted.clockShiftLibrary = REDLOCK_CLOCK_SHIFT_LIB;
    auto preloaded = redlock::LocalServers::start(1, shifted);
    if (!plain || !preloaded) {
        std::fprintf(stderr, "cannot start the servers: %s\n",
                     (!plain ? plain.error() : preloaded.error()).message.c_str());
        return 1;
    }
    if (!preloadedInto(preloaded->pid(0)) || preloadedInto(plain->pid(0))) {
        std::fprintf(stderr, "the library is not (only) in the preloaded server\n");
        return 1;
    }
    preloaded->clock(0)->setRatePpm(1000);
    std::printf("redis-benchmark -c 50 -n %ld, %d rounds, plain server :%d vs preloaded :%d\n",
                requests, rounds, plain->port(0), preloaded->port(0));
    std::printf("round  test  plain rps   preload rps  ratio\n");
    for (const char* test : {"SET", "GET"}) {
        std::vector<double> ratios, a, b;
        for (int r = 0; r < rounds; ++r) {
            // Alternate which server goes first, so a drift in load favours neither.
            const bool plainFirst = r % 2 == 0;
            double x = 0, y = 0;
            if (plainFirst) {
                x = throughput(plain->port(0), test, requests);
                y = throughput(preloaded->port(0), test, requests);
            } else {
                y = throughput(preloaded->port(0), test, requests);
                x = throughput(plain->port(0), test, requests);
            }
            if (x <= 0 || y <= 0) {
                std::fprintf(stderr, "redis-benchmark gave no figure (is it installed?)\n");
                return 1;
            }
            a.push_back(x);
            b.push_back(y);
            ratios.push_back(y / x);
            std::printf("%5d  %-4s  %10.0f  %11.0f  %5.3f\n", r + 1, test, x, y, y / x);
        }
        std::printf("median %-4s %10.0f  %11.0f  %5.3f (preloaded / plain)\n", test, median(a),
                    median(b), median(ratios));
    }
    return 0;
}
