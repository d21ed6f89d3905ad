#pragma once
// Every built-in scenario with each of its variants ("" for the script as written): the runs
// the sweeps over scenarios x variants start from (tst_sim_claims, tst_sim_event_facts).

#include "core/sim/files/catalog.h"

#include <string>
#include <utility>
#include <vector>

namespace redlock_test {

inline std::vector<std::pair<std::string, std::string>> everyRun() {
    std::vector<std::pair<std::string, std::string>> out;
    for (const std::string& n : redlock::sim::scenarioNames()) {
        out.push_back({n, ""});
        if (const auto base = redlock::sim::builtinScenario(n)) {
            for (const std::string& v : base->variants) {
                out.push_back({n, v});
            }
        }
    }
    return out;
}

} // namespace redlock_test
