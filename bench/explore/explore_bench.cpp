// redlock-explore-bench: how fast and how big the "Can it break?" search is (issue 29,
// docs/benchmarks.md). For each row of the known-answer table (tests/core/explore) and of the
// spin agreement test (tests/spin/spin_config.h): states, transitions, seconds, states per
// second, the visited set's bytes and the process's peak RSS per state, the time to the verdict
// (on a violation: to the first counterexample, found and written as a scenario), states per
// CPU second (user + system: what one core does, also on a shared machine), and the same row
// without the symmetry reduction. Each search runs in a child process of its own, so its
// peak RSS is its own. A program, not a test.
//
//   redlock-explore-bench [--rows table|spin|all] [--only SUBSTRING] [--no-plain]
//   redlock-explore-bench --list-spin            the spin rows' names
//   redlock-explore-bench --spin-header NAME     redlock.pml's config.h for that spin row
//   redlock-explore-bench --cli NAME             `redlockctl explore` options for that spin row
#include "../../tests/core/explore/known_answers.h"
#include "../../tests/spin/spin_config.h"

#include "core/explore/explore.h"

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

using namespace redlock::explore;

namespace {

struct Row {
    std::string set; // "table" or "spin"
    std::string name;
    Options options;
};

std::vector<Row> allRows() {
    std::vector<Row> out;
    for (const auto& r : known_answers::rows()) {
        out.push_back({"table", r.name, r.options});
    }
    for (const auto& r : spin_config::rows()) {
        out.push_back({"spin", r.name, r.options});
    }
    return out;
}

const spin_config::Row* spinRow(const std::string& name) {
    static const std::vector<spin_config::Row> rows = spin_config::rows();
    for (const auto& r : rows) {
        if (name == r.name) {
            return &r;
        }
    }
    std::fprintf(stderr, "no spin row named '%s' (see --list-spin)\n", name.c_str());
    return nullptr;
}

// The row's options as `redlockctl explore` flags (only what differs from the CLI's defaults).
std::string cliArgs(const Options& o) {
    const Options d;
    std::string s;
    auto num = [&](const char* flag, long long v, long long def) {
        if (v != def) {
            s += std::string(" --") + flag + " " + std::to_string(v);
        }
    };
    num("masters", o.masters, d.masters);
    num("clients", o.clients, d.clients);
    num("ttl", o.ttlMs, d.ttlMs);
    num("tick", o.tickMs, d.tickMs);
    num("max-delay", o.maxDelayMs, d.maxDelayMs);
    num("max-pause", o.maxPauseMs, d.maxPauseMs);
    num("clock-jump", o.clockJumpMs, d.clockJumpMs);
    num("rate-ppm", o.ratePpm, d.ratePpm);
    num("attempts", o.maxAttempts, d.maxAttempts);
    num("max-depth", o.maxDepth, d.maxDepth);
    num("max-states", o.maxStates, d.maxStates);
    if (o.loss)
        s += " --loss";
    if (o.restart != d.restart)
        s += std::string(" --restart ") + restartName(o.restart);
    if (o.persistence != d.persistence)
        s += std::string(" --persistence ") + persistName(o.persistence);
    if (o.fencing != d.fencing)
        s += std::string(" --fencing ") + fenceName(o.fencing);
    if (o.fanout != d.fanout)
        s += std::string(" --fanout ") + fanoutName(o.fanout);
    if (o.naiveClient)
        s += " --naive-client";
    if (o.checkProgress)
        s += " --progress";
    if (!o.symmetry)
        s += " --no-symmetry";
    return s.empty() ? s : s.substr(1);
}

struct Measured {
    long long states = 0;
    long long transitions = 0;
    int depth = 0;
    double searchSeconds = 0; // the breadth-first search
    double totalSeconds = 0;  // explore() as a whole: with the counterexample and its replay
    double cpuSeconds = 0;    // user + system time of explore() as a whole
    long long bytesPerState = 0;
    long long rssBeforeKiB = 0;
    long long rssPeakKiB = 0;
    char verdict[16] = {};
    char violation[16] = {};
};

double cpuSeconds() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
           static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

long long maxRssKiB() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss;
}

// One search in a child process; the figures come back through a pipe.
bool measure(const Options& o, Measured& m) {
    int fds[2];
    if (pipe(fds) != 0) {
        return false;
    }
    const pid_t pid = fork();
    if (pid < 0) {
        return false;
    }
    if (pid == 0) {
        close(fds[0]);
        Measured r;
        r.rssBeforeKiB = maxRssKiB();
        const auto cfg = configure(o);
        if (cfg) {
            const auto t0 = std::chrono::steady_clock::now();
            const double cpu0 = cpuSeconds();
            const Outcome out = explore(*cfg);
            r.cpuSeconds = cpuSeconds() - cpu0;
            r.totalSeconds =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            r.states = out.states;
            r.transitions = out.transitions;
            r.depth = out.depth;
            r.searchSeconds = out.seconds;
            r.bytesPerState = static_cast<long long>(out.bytesPerState);
            r.rssPeakKiB = maxRssKiB();
            std::snprintf(r.verdict, sizeof r.verdict, "%s", verdictName(out.verdict));
            std::snprintf(r.violation, sizeof r.violation, "%s", violationName(out.violation));
        } else {
            std::fprintf(stderr, "%s\n", cfg.error().message.c_str());
        }
        const bool ok = write(fds[1], &r, sizeof r) == static_cast<ssize_t>(sizeof r);
        _exit(cfg && ok ? 0 : 1);
    }
    close(fds[1]);
    const bool got = read(fds[0], &m, sizeof m) == static_cast<ssize_t>(sizeof m);
    close(fds[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    return got && WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

int usage() {
    std::fprintf(stderr,
                 "usage: redlock-explore-bench [--rows table|spin|all] [--only SUBSTRING] "
                 "[--no-plain]\n"
                 "       redlock-explore-bench --list-spin | --spin-header NAME | --cli NAME\n");
    return 2;
}

} // namespace

int main(int argc, char** argv) {
    std::string rows = "all";
    std::string only;
    bool plain = true;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        const bool hasValue = i + 1 < argc;
        if (a == "--list-spin") {
            for (const auto& r : spin_config::rows()) {
                std::printf("%s\n", r.name);
            }
            return 0;
        }
        if ((a == "--spin-header" || a == "--cli") && hasValue) {
            const spin_config::Row* r = spinRow(argv[i + 1]);
            if (!r) {
                return 2;
            }
            const auto cfg = configure(r->options);
            if (!cfg) {
                std::fprintf(stderr, "%s\n", cfg.error().message.c_str());
                return 2;
            }
            std::printf("%s", a == "--cli" ? (cliArgs(r->options) + "\n").c_str()
                                           : spin_config::header(*cfg).c_str());
            return 0;
        }
        if (a == "--rows" && hasValue) {
            rows = argv[++i];
            if (rows != "table" && rows != "spin" && rows != "all") {
                std::fprintf(stderr, "--rows '%s' is not one of table, spin, all\n", rows.c_str());
                return 2;
            }
        } else if (a == "--only" && hasValue) {
            only = argv[++i];
        } else if (a == "--no-plain") {
            plain = false;
        } else {
            return usage();
        }
    }
    std::printf("| set | row | verdict | states | transitions | depth | search s | states/s | "
                "to verdict s | CPU s to verdict | states/CPU s | B/state (set) | peak RSS MiB | "
                "RSS B/state | states w/o symmetry "
                "| reduction | s w/o symmetry |\n"
                "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
    std::fflush(stdout);
    int failures = 0;
    for (const Row& r : allRows()) {
        if ((rows != "all" && r.set != rows) ||
            (!only.empty() && r.name.find(only) == std::string::npos)) {
            continue;
        }
        Measured m;
        if (!measure(r.options, m)) {
            std::printf("| %s | %s | (failed) |\n", r.set.c_str(), r.name.c_str());
            ++failures;
            continue;
        }
        const double perSecond = m.searchSeconds > 0 ? m.states / m.searchSeconds : 0;
        const long long grownKiB = m.rssPeakKiB - m.rssBeforeKiB;
        std::string verdict = m.verdict;
        if (verdict == "violation") {
            verdict += std::string(" (") + m.violation + ")";
        }
        std::printf("| %s | %s | %s | %lld | %lld | %d | %.3f | %.0f | %.3f | %.3f | %.0f | %lld | "
                    "%.1f | %.0f |",
                    r.set.c_str(), r.name.c_str(), verdict.c_str(), m.states, m.transitions,
                    m.depth, m.searchSeconds, perSecond, m.totalSeconds, m.cpuSeconds,
                    m.cpuSeconds > 0 ? m.states / m.cpuSeconds : 0.0, m.bytesPerState,
                    m.rssPeakKiB / 1024.0,
                    m.states > 0 ? grownKiB * 1024.0 / static_cast<double>(m.states) : 0.0);
        Measured p;
        Options o = r.options;
        o.symmetry = false;
        if (plain && measure(o, p)) {
            std::printf(" %lld%s | %.2fx | %.3f |\n", p.states,
                        std::strcmp(p.verdict, m.verdict) != 0 ? " (verdict differs!)" : "",
                        m.states > 0 ? static_cast<double>(p.states) / m.states : 0.0,
                        p.searchSeconds);
        } else {
            std::printf(" - | - | - |\n");
        }
        std::fflush(stdout);
    }
    return failures == 0 ? 0 : 1;
}
