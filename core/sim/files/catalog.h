#pragma once
// The built-in scenarios: resources/scenarios/*.json, embedded into the core at build time
// (a generated .cpp holds each file as a raw string), so redlockctl and the GUI need no
// install path. Names are the file names without ".json", sorted.

#include "core/lock/result.h"
#include "core/sim/scenario.h"

#include <string>
#include <string_view>
#include <vector>

namespace redlock::sim {

std::vector<std::string> scenarioNames();

// The file text of a built-in scenario, or an error naming `name` and listing the valid ones.
Result<std::string_view> scenarioText(const std::string& name);

// Built-in scenario `name` with `variant` applied (empty = base).
Result<Scenario> builtinScenario(const std::string& name, const std::string& variant = "");

} // namespace redlock::sim
