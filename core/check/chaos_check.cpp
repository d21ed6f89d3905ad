#include "core/check/chaos_check.h"

#include "core/check/check_client.h"
#include "core/check/clock_jump_round.h"
#include "core/check/fault_injector.h"
#include "core/check/scripted_round.h"

#include <algorithm>
#include <memory>
#include <thread>

namespace redlock::check {

namespace {
// What a client did goes into the report the same way in every schedule.
void addCounts(CheckReport& report, const CheckClient& c) {
    report.attempts += c.attempts();
    report.acquisitions += c.acquisitions();
    report.clientPauses += c.pauses();
    report.skippedWrites += c.skippedWrites();
}
// Four readouts a second at most want a fresh analysis; more would only cost the run CPU.
constexpr Micros kAnalyseGap = Millis(250);
} // namespace

ChaosCheck::ChaosCheck(CheckOptions opt, const std::atomic<bool>* cancel)
    : m_opt(std::move(opt)), m_cancel(cancel) {}

void ChaosCheck::runRandom(LocalServers& servers, CheckReport& report) {
    report.mode = "random";
    Rng planRng{m_opt.seed};
    FaultInjector injector(servers, FaultPlan::random(m_opt, planRng), m_board, links(),
                           {effectiveJump(m_opt), effectiveRatePpm(m_opt), linkDelay(m_opt)});
    std::vector<std::unique_ptr<CheckClient>> clients;
    const std::vector<Address> masters = clientAddresses(servers);
    for (int i = 0; i < m_opt.clients; ++i) {
        clients.push_back(std::make_unique<CheckClient>(i, masters, m_opt, m_beliefs,
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
    report.clockJumps = ic.clockJumps;
    report.clockRates = ic.clockRates;
    report.delays = ic.delays;
    report.partitions = ic.partitions;
    report.faultErrors = ic.errors;
    report.firstFaultError = ic.firstError;
    for (const auto& c : clients) {
        addCounts(report, *c);
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
        m_board.fault(FaultKind::Restart, r.restarts);
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
    addCounts(report, a);
    addCounts(report, b);
}

void ChaosCheck::runClockJump(LocalServers& servers, CheckReport& report) {
    report.mode = "scripted";
    const std::vector<Address> masters = clientAddresses(servers);
    CheckClient a(0, masters, m_opt, m_beliefs, m_register, m_board);
    CheckClient b(1, masters, m_opt, m_beliefs, m_register, m_board);
    ClockJumpRound round(servers, links(), effectiveJump(m_opt), a, b);
    const Micros until = a.now() + m_opt.duration;
    do {
        const JumpRoundResult r = round.play();
        report.partitions += r.partitions;
        report.clockJumps += r.jumps;
        m_board.fault(FaultKind::Partition, r.partitions);
        m_board.fault(FaultKind::ClockJump, r.jumps);
        // A short gap, as between restart rounds: a release that met a slow link is mopped up.
        a.sleepFor(std::min(Micros(m_opt.ttl), Micros(Millis(50))));
        m_lastAnalysis = Micros(0);
        analyseSoFar(until - m_opt.duration);
    } while (a.now() < until && !cancelled());
    m_board.stopping();
    addCounts(report, a);
    addCounts(report, b);
}

std::vector<LinkProxy*> ChaosCheck::links() const {
    std::vector<LinkProxy*> out;
    for (const auto& l : m_links) {
        out.push_back(l.get());
    }
    return out;
}

std::vector<Address> ChaosCheck::clientAddresses(const LocalServers& servers) const {
    if (m_links.empty()) {
        return servers.addresses();
    }
    std::vector<Address> out;
    for (const auto& l : m_links) {
        out.push_back(Address{"127.0.0.1", l->port(), "127.0.0.1"});
    }
    return out;
}

Result<CheckReport> ChaosCheck::run() {
    if (auto ok = checkCheckOptions(m_opt); !ok) {
        return ok.error();
    }
    m_board.starting(scripted(m_opt));
    LocalServerOptions so;
    so.binary = m_opt.binary;
    so.persistence = m_opt.persistence;
    so.shiftableClocks = m_opt.faults.clockFaults();
    so.clockShiftLibrary = m_opt.clockShiftLibrary;
    auto started = LocalServers::start(m_opt.servers, so);
    if (!started) {
        m_board.finish(CheckReport{}, Micros(0));
        return started.error();
    }
    LocalServers servers = std::move(started).value();
    m_links.clear();
    if (m_opt.faults.linkFaults() || scriptedClockJump(m_opt)) {
        for (int i = 0; i < servers.size(); ++i) {
            auto link = LinkProxy::start("127.0.0.1", servers.port(i));
            if (!link) {
                m_links.clear();
                m_board.finish(CheckReport{}, Micros(0));
                return link.error();
            }
            m_links.push_back(std::move(link).value());
        }
    }
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
    if (scriptedClockJump(m_opt)) {
        runClockJump(servers, report);
    } else if (scripted(m_opt)) {
        runScripted(servers, report);
    } else {
        runRandom(servers, report);
    }
    const Micros end = clock.now();
    report.interrupted = cancelled();
    m_links.clear(); // the proxies first: their threads stop, their sockets close
    servers.stopAll();

    report.faultsInjected = report.hangs + report.crashes + report.restarts + report.clientPauses +
                            report.clockJumps + report.clockRates + report.delays +
                            report.partitions;
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
