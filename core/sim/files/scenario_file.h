#pragma once
// A scenario file as a whole: the base script, every variant resolved, and what a viewer was
// showing when the file was saved. This is what the GUI's "Save scenario as…" writes and
// "Open scenario…" reads; `redlockctl simulate --file` reads the same file with loadScenario.
//
// Writing is exact: every parameter is written out (a saved file does not depend on today's
// defaults), times are printed from integer microseconds (json_out.h), doubles with 17
// significant digits, and each variant is written as a full patch (all params, all arrays), so
// loadScenarioFile(toJson(f)) == f member by member and the simulator replays the same trace.
//
// The optional top-level "view" member: {"a": variant shown on top ("" = base), "b": variant
// below (absent or null = none), "fencing": "off" | "token" | "check-and-set" forced on A
// (absent = as scripted), "playhead_ms": where playback stood}. The simulator ignores it.

#include "core/lock/result.h"
#include "core/sim/scenario.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace redlock::sim {

struct ScenarioView {
    std::string a;
    std::optional<std::string> b;
    std::optional<Fencing> fencing;
    Us playheadUs = -1; // -1: not recorded (a viewer starts at the end)
    bool operator==(const ScenarioView&) const = default;
};

struct ScenarioFile {
    Scenario base;                  // variant "" of the file
    std::vector<Scenario> variants; // each with the variant applied, in file order
    ScenarioView view;
    bool operator==(const ScenarioFile&) const = default;

    // The base for "", else the variant of that name; nullptr when there is none.
    const Scenario* find(const std::string& variant) const;
};

const char* fencingName(Fencing f); // "off", "token", "check-and-set"

// The file as JSON text (two-space indented, one fault or client per line).
std::string toJson(const ScenarioFile& file);
// A single script with no variants and no view.
std::string toJson(const Scenario& scenario);

// Parses and validates the whole file: the base, each variant, and the view (which must name
// variants the file has). Errors name the line and the field, as loadScenario's do.
Result<ScenarioFile> loadScenarioFile(std::string_view text);

} // namespace redlock::sim
