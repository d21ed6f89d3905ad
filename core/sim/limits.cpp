#include "core/sim/limits.h"

#include "core/json/input_file.h"

namespace redlock::sim::limits {

Result<std::string> readScenarioFile(const std::string& path) {
    return readInputFile(path, InputFile{"scenario file", kMaxFileBytes, Millis(5000)});
}

} // namespace redlock::sim::limits
