#include "core/check/chaos_check.h"

#include "core/check/check_client.h"
#include "core/check/fault_injector.h"
#include "core/check/scripted_round.h"

#include <algorithm>
#include <memory>
#include <thread>

namespace redlock::check {

namespace {
// Four readouts a second at most want a fresh analysis; more would only cost the run CPU.
constexpr Micros kAnalyseGap = Millis(250);
} // namespace

ChaosCheck::ChaosCheck(CheckOptions opt, const std::atomic<bool>* cancel)
    : m_opt(std::move(opt)), m_cancel(cancel) {}

void ChaosCheck::runRandom(LocalServers& servers, CheckReport& report) {
    report.mode = "random";
    Rng planRng{m_opt.seed};
    FaultInjector injector(servers, FaultPlan::random(m_opt, planRng), m_board);
    std::vector<std::unique_ptr<CheckClient>> clients;
    for (int i = 0; i < m_opt.clients; ++i) {
        clients.push_back(std::make_unique<CheckClient>(i, servers.addresses(), m_opt, m_beliefs,
                                                        m_register, m_board));
    }
    const SteadyClock& clock = m_clock;
    const Micros origin = clock.now();
    const Micros until = origin + m_opt.duration;
    injector.start(origin);
    std::vector<std::jthread> threads;
    for (auto& c : clients) {
        threads.emplace_back([&c, until](std::stop_token st) { c->run(st, until); });
    }
    // The clients stop by themselves at `until`; meanwhile only the cancel flag is watched
    // (polled, because a signal handler can do no more than set it).
    while (clock.now() < until && !cancelled()) {
        std::this_thread::sleep_for(std::min(until - clock.now(), Micros(Millis(20))));
        analyseSoFar(origin);
    }
    m_board.stopping();
    for (auto& t : threads) {
        if (cancelled()) {
            t.request_stop(); // finish the current lock, then leave
        }
        t.join();
    }
    injector.stop();
    const InjectorCounts& ic = injector.counts();
    report.hangs = ic.hangs;
    report.crashes = ic.crashes;
    report.restarts = ic.restarts;
    report.faultErrors = ic.errors;
    report.firstFaultError = ic.firstError;
    for (const auto& c : clients) {
        report.attempts += c->attempts();
        report.acquisitions += c->acquisitions();
        report.clientPauses += c->pauses();
        report.skippedWrites += c->skippedWrites();
    }
}

void ChaosCheck::runScripted(LocalServers& servers, CheckReport& report) {
    report.mode = "scripted";
    CheckClient a(0, servers.addresses(), m_opt, m_beliefs, m_register, m_board);
    CheckClient b(1, servers.addresses(), m_opt, m_beliefs, m_register, m_board);
    ScriptedRound round(servers, a, b);
    const Micros until = a.now() + m_opt.duration;
    do {
        const RoundResult r = round.play();
        report.restarts += r.restarts;
        m_board.fault(0, 0, r.restarts);
        if (!r.error.empty()) {
            if (report.faultErrors++ == 0) {
                report.firstFaultError = r.error;
            }
            break; // a master that cannot come back leaves nothing sound to play on
        }
        // Both windows are closed and their keys released; a short gap lets a release that
        // met a master still starting up be mopped up by expiry without costing a whole round.
        a.sleepFor(std::min(Micros(m_opt.ttl), Micros(Millis(50))));
        m_lastAnalysis = Micros(0); // every round is news: one overlap more, or none
        analyseSoFar(until - m_opt.duration);
    } while (a.now() < until && !cancelled());
    m_board.stopping();
    report.attempts = a.attempts() + b.attempts();
    report.acquisitions = a.acquisitions() + b.acquisitions();
    report.skippedWrites = a.skippedWrites() + b.skippedWrites();
}

Result<CheckReport> ChaosCheck::run() {
    if (auto ok = checkCheckOptions(m_opt); !ok) {
        return ok.error();
    }
    m_board.starting(scripted(m_opt));
    LocalServerOptions so;
    so.binary = m_opt.binary;
    so.persistence = m_opt.persistence;
    auto started = LocalServers::start(m_opt.servers, so);
    if (!started) {
        m_board.finish(CheckReport{}, Micros(0));
        return started.error();
    }
    LocalServers servers = std::move(started).value();
    std::vector<pid_t> pids;
    for (int i = 0; i < servers.size(); ++i) {
        pids.push_back(servers.pid(i));
    }
    servers.setObserver(
        [this](int i, pid_t pid, bool paused) { m_board.server(i, pid, paused); });
    CheckReport report;
    report.seed = m_opt.seed;
    const SteadyClock& clock = m_clock;
    const Micros start = clock.now();
    m_board.running(start, pids);
    if (scripted(m_opt)) {
        runScripted(servers, report);
    } else {
        runRandom(servers, report);
    }
    const Micros end = clock.now();
    report.interrupted = cancelled();
    servers.stopAll();

    report.faultsInjected = report.hangs + report.crashes + report.restarts + report.clientPauses;
    const auto writes = m_register.snapshot();
    const Analysis a = analyse(m_beliefs.snapshot(), writes, start, end);
    report.writes = static_cast<long long>(writes.size());
    report.overlaps = a.overlaps;
    report.overlapMs = a.overlapMs;
    report.staleWrites = a.staleWrites;
    report.availability = a.availability;
    report.attemptSuccess = report.attempts > 0 ? static_cast<double>(report.acquisitions) /
                                                      static_cast<double>(report.attempts)
                                                : 0.0;
    report.durationS = toMs(end - start) / 1000.0;
    m_board.finish(report, end - start);
    return report;
}

void ChaosCheck::analyseSoFar(Micros start) {
    const Micros now = m_clock.now();
    if (now - m_lastAnalysis < kAnalyseGap) {
        return;
    }
    m_lastAnalysis = now;
    m_board.analysed(analyse(m_beliefs.snapshot(), m_register.snapshot(), start, now));
}

CheckProgress ChaosCheck::progress() const {
    CheckProgress p = m_board.snapshot(m_clock.now());
    if (p.phase != CheckPhase::Done) {
        p.writes = static_cast<long long>(m_register.version()); // thread-safe, always current
    }
    return p;
}

} // namespace redlock::check
