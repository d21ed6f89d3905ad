#include "core/guide/reveal.h"

#include "core/sim/analysis/choose.h"
#include "core/sim/files/catalog.h"
#include "core/sim/simulator.h"

#include <algorithm>

namespace redlock::guide {

namespace {

constexpr std::int64_t kDayMs = 86400000;

constexpr NumberField kNumberFields[] = {
    {"ttl_ms", &ScenarioNumbers::ttlMs, 1, kMaxTtl.count()},
    {"timeout_ms", &ScenarioNumbers::timeoutMs, 1, 60000},
    {"latency_ms", &ScenarioNumbers::latencyMs, 0, kDayMs},
    {"pause_ms", &ScenarioNumbers::pauseMs, 1, kDayMs},
    {"jump_ms", &ScenarioNumbers::jumpMs, -kDayMs, kDayMs},
    {"delay_ms", &ScenarioNumbers::delayMs, 0, kDayMs},
};

// The fault kind a number is written into, or nullopt for a parameter.
std::optional<sim::FaultKind> faultOf(const std::optional<std::int64_t> ScenarioNumbers::*m) {
    if (m == &ScenarioNumbers::pauseMs) {
        return sim::FaultKind::Pause;
    }
    if (m == &ScenarioNumbers::jumpMs) {
        return sim::FaultKind::ClockJump;
    }
    if (m == &ScenarioNumbers::delayMs) {
        return sim::FaultKind::Delay;
    }
    return std::nullopt;
}

const char* faultWords(sim::FaultKind k) {
    return k == sim::FaultKind::Pause       ? "client pause"
           : k == sim::FaultKind::ClockJump ? "clock jump"
                                            : "message delay";
}

} // namespace

std::span<const NumberField> numberFields() {
    return kNumberFields;
}

std::optional<NumbersProblem> numbersProblem(const sim::Scenario& s,
                                             const ScenarioNumbers& numbers) {
    for (const NumberField& f : kNumberFields) {
        const std::optional<std::int64_t>& v = numbers.*f.member;
        if (!v) {
            continue;
        }
        if (*v < f.lo || *v > f.hi) {
            return NumbersProblem{f.name, "value " + std::to_string(*v) + " out of range " +
                                              std::to_string(f.lo) + " to " + std::to_string(f.hi)};
        }
        if (const auto kind = faultOf(f.member)) {
            const bool has = std::any_of(s.faults.begin(), s.faults.end(),
                                         [&](const sim::Fault& x) { return x.kind == *kind; });
            if (!has) {
                return NumbersProblem{f.name, "scenario " + s.name + " has no " +
                                                  faultWords(*kind) + " to set"};
            }
        }
    }
    std::vector<int> seen;
    for (int m : numbers.down) {
        if (m < 1 || m > static_cast<int>(s.params.masters.size())) {
            return NumbersProblem{"down", "master " + std::to_string(m) + ": scenario " + s.name +
                                              " has masters 1 to " +
                                              std::to_string(s.params.masters.size())};
        }
        if (std::find(seen.begin(), seen.end(), m) != seen.end()) {
            return NumbersProblem{"down", "master " + std::to_string(m) + " is listed twice"};
        }
        seen.push_back(m);
    }
    return std::nullopt;
}

Result<sim::Scenario> withNumbers(sim::Scenario s, const ScenarioNumbers& numbers) {
    if (const auto problem = numbersProblem(s, numbers)) {
        return Error{"numbers." + problem->member + ": " + problem->why};
    }
    if (!numbers.any()) {
        return s;
    }
    if (numbers.ttlMs) {
        s.params.ttlMs = *numbers.ttlMs;
    }
    if (numbers.timeoutMs) {
        s.params.timeoutUs = *numbers.timeoutMs * 1000;
    }
    if (numbers.latencyMs) {
        s.params.latencyUs = *numbers.latencyMs * 1000;
    }
    std::vector<sim::Fault> faults;
    for (int m : numbers.down) {
        sim::Fault crash;
        crash.kind = sim::FaultKind::Crash;
        crash.atUs = 0;
        crash.master = s.params.masters[static_cast<std::size_t>(m - 1)];
        faults.push_back(crash);
    }
    for (sim::Fault f : s.faults) {
        switch (static_cast<sim::FaultKind>(f.kind)) {
        case sim::FaultKind::Caption:
            continue; // the script's words, with the script's numbers
        case sim::FaultKind::Pause:
            f.forUs = numbers.pauseMs ? *numbers.pauseMs * 1000 : f.forUs;
            break;
        case sim::FaultKind::ClockJump:
            f.byUs = numbers.jumpMs ? *numbers.jumpMs * 1000 : f.byUs;
            break;
        case sim::FaultKind::Delay:
            f.extraUs = numbers.delayMs ? *numbers.delayMs * 1000 : f.extraUs;
            break;
        case sim::FaultKind::Partition:
        case sim::FaultKind::Heal:
        case sim::FaultKind::Crash:
        case sim::FaultKind::Restart:
        case sim::FaultKind::ClockRate:
        case sim::FaultKind::Hang:
        case sim::FaultKind::NoRelease:
            break;
        }
        faults.push_back(std::move(f));
    }
    s.faults = std::move(faults);
    return s;
}

ScenarioSource builtinScenarios() {
    return [](const std::string& name, const std::string& variant) {
        return name == kChooseScenario ? chooseCellScenario(variant)
                                       : sim::builtinScenario(name, variant);
    };
}

Result<sim::Scenario> chooseCellAsWritten(const std::string& variant) {
    const std::size_t slash = variant.find('/');
    if (slash == std::string::npos) {
        return Error{"variant '" + variant + "' of choose is not a cell: expected DESIGN/FAULT"};
    }
    return sim::chooseScenario(variant.substr(0, slash), variant.substr(slash + 1));
}

Result<sim::Scenario> chooseCellScenario(const std::string& variant) {
    Result<sim::Scenario> probe = chooseCellAsWritten(variant);
    if (!probe) {
        return probe;
    }
    // The cell as the page shows it: its worst fault time (a cell is swept across one TTL, a few
    // hundred runs: called when a question is revealed, off the GUI thread, never on loading).
    const std::size_t slash = variant.find('/');
    const std::string design = variant.substr(0, slash), fault = variant.substr(slash + 1);
    return sim::chooseScenario(design, fault, sim::chooseCell(design, fault).worstPhaseUs);
}

std::string scenarioOutcome(const sim::SimResult& r) {
    if (r.staleWritesAccepted > 0) {
        return "lost-update";
    }
    return r.overlapUs > 0 ? "two-holders" : "safe";
}

Result<sim::Scenario> scenarioOf(const RunSpec& run, const ScenarioSource& source) {
    Result<sim::Scenario> s = source(run.scenario, run.variant);
    if (!s) {
        return s.error();
    }
    sim::Scenario scenario = std::move(s).value();
    if (run.fencing) {
        scenario.params.fencing = *run.fencing;
    }
    return withNumbers(std::move(scenario), run.numbers);
}

Result<Reveal> reveal(const RunSpec& run, const ScenarioSource& source) {
    Reveal out;
    switch (run.kind) {
    case RunKind::Vote: {
        const int ok = run.n - static_cast<int>(run.down.size());
        const Verdict v = judge(ok, run.n, Micros(run.elapsedUs), Millis(run.ttlMs));
        out.n = run.n;
        out.verdict = v;
        out.answer = run.ask == "held" ? (v.held ? "yes" : "no") : reasonName(v.reason);
        return out;
    }
    case RunKind::Overlap: {
        const MajorityPairs p = checkAllMajorityPairs(run.n);
        out.n = run.n;
        out.pairs = p;
        out.answer = run.ask == "disjoint" ? (p.disjointPairs > 0 ? "yes" : "no")
                                           : std::to_string(p.minShared);
        return out;
    }
    case RunKind::Scenario: {
        Result<sim::Scenario> numbered = scenarioOf(run, source);
        if (!numbered) {
            return numbered.error();
        }
        sim::SimResult r = sim::simulate(*numbered);
        out.answer =
            run.ask == "outcome" ? scenarioOutcome(r) : (r.firstAcquireHeld ? "yes" : "no");
        out.run = std::move(r);
        return out;
    }
    case RunKind::Lease:
        break;
    }
    return Error{"a lease run is played by the lease page's model, not by reveal()"};
}

int rightChoice(const Question& q, const std::string& answer) {
    for (std::size_t i = 0; i < q.choices.size(); ++i) {
        if (q.choices[i].answer == answer) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

} // namespace redlock::guide
