#include "core/guide/reveal.h"

#include "core/sim/analysis/choose.h"
#include "core/sim/files/catalog.h"
#include "core/sim/simulator.h"

namespace redlock::guide {

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
        Result<sim::Scenario> s = source(run.scenario, run.variant);
        if (!s) {
            return s.error();
        }
        sim::Scenario scenario = std::move(s).value();
        if (run.fencing) {
            scenario.params.fencing = *run.fencing;
        }
        sim::SimResult r = sim::simulate(scenario);
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
