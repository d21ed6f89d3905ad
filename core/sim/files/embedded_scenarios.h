#pragma once
// Internal to core/sim: the table the build generates from resources/scenarios/*.json
// (see core/sim/CMakeLists.txt).

#include <span>
#include <string_view>

namespace redlock::sim {

struct EmbeddedFile {
    std::string_view name; // file name without ".json"
    std::string_view text;
};

std::span<const EmbeddedFile> embeddedScenarios();

} // namespace redlock::sim
