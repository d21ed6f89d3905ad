#include "core/sim/files/catalog.h"

#include "core/sim/files/embedded_scenarios.h"

#include <algorithm>

namespace redlock::sim {

std::vector<std::string> scenarioNames() {
    std::vector<std::string> names;
    for (const EmbeddedFile& f : embeddedScenarios()) {
        names.emplace_back(f.name);
    }
    std::sort(names.begin(), names.end());
    return names;
}

Result<std::string_view> scenarioText(const std::string& name) {
    for (const EmbeddedFile& f : embeddedScenarios()) {
        if (f.name == name) {
            return f.text;
        }
    }
    std::string list;
    for (const std::string& n : scenarioNames()) {
        list += (list.empty() ? "" : ", ") + n;
    }
    return Error{"unknown scenario '" + name + "': expected one of " + list, ErrorKind::NotFound};
}

Result<Scenario> builtinScenario(const std::string& name, const std::string& variant) {
    Result<std::string_view> text = scenarioText(name);
    if (!text) {
        return text.error();
    }
    Result<Scenario> s = loadScenarioText(*text, variant);
    if (!s) {
        return Error{"scenario '" + name + "': " + s.error().message, s.error().kind};
    }
    return s;
}

} // namespace redlock::sim
