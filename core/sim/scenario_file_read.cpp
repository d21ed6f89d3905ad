// loadScenarioFile: the base, every variant and the optional "view" of a scenario file.
#include "core/sim/scenario_file.h"

#include <cmath>

namespace redlock::sim {

namespace {

constexpr double kMaxPlayheadMs = 86400000.0 * 10; // the loader's limit on simulated time

std::string at(const JsonValue& v, const std::string& field, const std::string& what) {
    return "line " + std::to_string(v.line) + ": field '" + field + "': " + what;
}

// The view names variants, so it is checked against the file's list of them.
Result<ScenarioView> readView(const JsonValue& v, const std::vector<std::string>& variants) {
    if (v.type != JsonValue::Type::Object) {
        return Error{at(v, "view", std::string("expected an object, found ") + typeName(v.type))};
    }
    const auto known = [&](const std::string& name) {
        for (const std::string& n : variants) {
            if (n == name) {
                return true;
            }
        }
        return name.empty();
    };
    std::string list = "\"\" (the base)";
    for (const std::string& n : variants) {
        list += ", " + n;
    }
    ScenarioView view;
    for (const auto& [key, m] : v.object) {
        const std::string field = "view." + key;
        if (key == "a" || key == "b") {
            if (key == "b" && m.type == JsonValue::Type::Null) {
                continue;
            }
            if (m.type != JsonValue::Type::String) {
                return Error{at(m, field, std::string("expected a variant name, found ") +
                                              typeName(m.type))};
            }
            if (!known(m.string)) {
                return Error{
                    at(m, field, "unknown variant '" + m.string + "': expected " + list)};
            }
            (key == "a" ? view.a : view.b.emplace()) = m.string;
        } else if (key == "fencing") {
            const std::string s = m.type == JsonValue::Type::String ? m.string : "";
            if (s == "off" || s == "token" || s == "check-and-set") {
                view.fencing = s == "off" ? Fencing::Off
                               : s == "token" ? Fencing::Token
                                              : Fencing::CheckAndSet;
            } else {
                return Error{at(m, field, "expected off, token or check-and-set")};
            }
        } else if (key == "playhead_ms") {
            if (m.type != JsonValue::Type::Number || !(m.number >= 0) ||
                m.number > kMaxPlayheadMs) {
                return Error{at(m, field, "expected a number of milliseconds, 0 or more")};
            }
            view.playheadUs = static_cast<Us>(std::llround(m.number * 1000.0));
        } else {
            return Error{at(m, field, "unknown member")};
        }
    }
    return view;
}

} // namespace

Result<ScenarioFile> loadScenarioFile(std::string_view text) {
    Result<JsonValue> json = parseJson(text);
    if (!json) {
        return Error{json.error().message};
    }
    Result<Scenario> base = loadScenario(*json, "");
    if (!base) {
        return base.error();
    }
    ScenarioFile file;
    file.base = std::move(base).value();
    for (const std::string& name : file.base.variants) {
        Result<Scenario> v = loadScenario(*json, name);
        if (!v) {
            return v.error();
        }
        file.variants.push_back(std::move(v).value());
    }
    if (const JsonValue* v = json->find("view")) {
        Result<ScenarioView> view = readView(*v, file.base.variants);
        if (!view) {
            return view.error();
        }
        file.view = std::move(view).value();
    }
    return file;
}

} // namespace redlock::sim
