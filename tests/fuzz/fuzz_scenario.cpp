// libFuzzer target: the scenario loader (JSON parser, strict reader, limits, whole-scenario
// checks). A file that loads is also written back and loaded again, and simulated: loading
// bounds every time and count, so the run must end.
#include "core/sim/files/scenario_file.h"
#include "core/sim/simulator.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > (1u << 20)) {
        return 0; // the file-size cap: the reader refuses bigger files before parsing
    }
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto file = redlock::sim::loadScenarioFile(text);
    if (!file) {
        return 0;
    }
    auto again = redlock::sim::loadScenarioFile(redlock::sim::toJson(*file));
    if (!again || !(*again == *file)) {
        __builtin_trap(); // the writer and the reader disagree
    }
    redlock::sim::RunOptions run;
    run.untilUs = 2000000; // 2 s of simulated time keeps each input fast
    (void)redlock::sim::simulate(file->base, run);
    return 0;
}
