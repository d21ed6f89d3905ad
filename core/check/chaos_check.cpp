#include "core/check/chaos_check.h"

#include "core/check/check_client.h"
#include "core/check/check_masters.h"
#include "core/check/clock_jump_round.h"
#include "core/check/fault_injector.h"
#include "core/check/scripted_round.h"
#include "core/servers/local_servers.h"

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
// How long a strike waits for a held acquire before it gives up (every master may be busy).
constexpr Micros kStrikeWait = Millis(1000);
// A jump wave that more waves follow lasts this long: the contenders' next SET (every 5-30 ms)
// or the server's active expiry (10 times a second) has dropped the key by then.
constexpr Micros kJumpSettle = Millis(120);
// A strike's last wave ends this long after the holder's validity.
constexpr Micros kStrikeMargin = Millis(20);
} // namespace

ChaosCheck::ChaosCheck(CheckOptions opt, const std::atomic<bool>* cancel)
    : m_opt(std::move(opt)), m_cancel(cancel) {}

void ChaosCheck::runRandom(MasterCluster& servers, CheckReport& report) {
    report.mode = "random";
    Rng planRng{m_opt.seed};
    HolderBoard holders(m_opt.servers);
    const SteadyClock& clock = m_clock;
    const Micros origin = clock.now();
    const StrikeTiming timing{Micros(effectiveRestartDelay(m_opt)), kJumpSettle, kStrikeMargin,
                              m_opt.persistence == Persistence::None};
    // A strike, when the injector reaches it: arm the board, wait for the holder that claims it,
    // aim at its masters (fault_plan.h). Runs on the injector's thread.
    const StrikeResolver resolve = [&](const FaultStep& strike, const std::vector<bool>& faulted,
                                       std::stop_token st) {
        const StrikeRole role =
            strike.target == Target::Holder ? StrikeRole::Pause : StrikeRole::Hold;
        holders.arm(role, strike.target == Target::Holder
                              ? m_opt.servers
                              : strikeReach(strike.kind, m_opt.servers));
        const auto h = holders.claimed(clock.now() + kStrikeWait, st);
        if (!h) {
            return AimedStrike{};
        }
        ++report.strikes;
        return AimedStrike{
            strikeSteps(strike, *h, faulted, clock.now() - origin, h->validUntil - origin, timing),
            h->validUntil - origin};
    };
    FaultInjector injector(servers, FaultPlan::random(m_opt, planRng), m_board, links(),
                           {effectiveJump(m_opt), effectiveRatePpm(m_opt), linkDelay(m_opt)},
                           resolve);
    std::vector<std::unique_ptr<CheckClient>> clients;
    const std::vector<Address> masters = clientAddresses(servers);
    for (int i = 0; i < m_opt.clients; ++i) {
        clients.push_back(std::make_unique<CheckClient>(i, masters, m_opt, m_beliefs, m_register,
                                                        m_board, &holders));
    }
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
    report.strikesInTime = ic.strikesInTime;
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

void ChaosCheck::runScripted(MasterCluster& servers, CheckReport& report) {
    report.mode = "scripted";
    CheckClient a(0, servers.addresses(), m_opt, m_beliefs, m_register, m_board);
    CheckClient b(1, servers.addresses(), m_opt, m_beliefs, m_register, m_board);
    ScriptedRound round(servers, a, b);
    const Micros until = a.now() + m_opt.duration;
    do {
        const RoundResult r = round.play();
        report.restarts += r.restarts;
        report.lateRounds += r.late ? 1 : 0;
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

void ChaosCheck::runClockJump(MasterCluster& servers, CheckReport& report) {
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
        report.lateRounds += r.late ? 1 : 0;
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

std::vector<Address> ChaosCheck::clientAddresses(const MasterCluster& servers) const {
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
    auto started = startCheckMasters(m_opt);
    if (!started) {
        m_board.finish(CheckReport{}, Micros(0));
        return started.error();
    }
    MasterCluster& servers = **started;
    m_links.clear();
    if (m_opt.faults.linkFaults() || scriptedClockJump(m_opt)) {
        for (int i = 0; i < servers.size(); ++i) {
            auto link = LinkProxy::start(servers.address(i).connectHost(), servers.address(i).port);
            if (!link) {
                m_links.clear();
                m_board.finish(CheckReport{}, Micros(0));
                return link.error();
            }
            m_links.push_back(std::move(link).value());
        }
    }
    std::vector<pid_t> pids(static_cast<std::size_t>(servers.size()), 0); // 0: a container
    if (auto* local = dynamic_cast<LocalServers*>(&servers)) {
        for (int i = 0; i < local->size(); ++i) {
            pids[static_cast<std::size_t>(i)] = local->pid(i);
        }
        local->setObserver(
            [this](int i, pid_t pid, bool paused) { m_board.server(i, pid, paused); });
    }
    CheckReport report;
    report.seed = m_opt.seed;
    report.mastersWarning = exposureWarning(servers);
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
    for (const auto& l : m_links) {
        const LinkStats st = l->stats();
        report.linkStalls += static_cast<long long>(st.stalls);
        report.linkRefused += static_cast<long long>(st.refused);
    }
    m_links.clear(); // the proxies first: their threads stop, their sockets close
    started.value().reset();

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
