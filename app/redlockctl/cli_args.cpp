#include "app/redlockctl/cli_args.h"

#include "core/json/json_out.h"

#include <algorithm>
#include <charconv>
#include <ostream>
#include <stdexcept>

namespace redlockctl {

using redlock::Error;
using redlock::Result;

Result<CliArgs> CliArgs::parse(const Args& args, std::string_view command, Mode mode) {
    const std::vector<const Option*> rows = accepted(command, mode);
    if (rows.empty()) { // a cmd_*.cpp naming a command or mode the table does not have
        throw std::logic_error("no options for redlockctl " + std::string(command));
    }
    const bool positional = std::any_of(rows.begin(), rows.end(),
                                        [](const Option* o) { return o->kind == Kind::Words; });
    auto row = [&rows](std::string_view name) -> const Option* {
        const auto it = std::find_if(rows.begin(), rows.end(), [&](const Option* o) {
            return o->kind == Kind::Option && o->name == name;
        });
        return it == rows.end() ? nullptr : *it;
    };
    CliArgs out;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a.rfind("--", 0) != 0) {
            if (!positional) {
                return Error{"unexpected argument '" + a + "': expected --option value pairs"};
            }
            out.m_positional.push_back(a);
            continue;
        }
        std::string name = a.substr(2);
        std::optional<std::string> inlineValue;
        if (const auto eq = name.find('='); eq != std::string::npos) {
            inlineValue = name.substr(eq + 1); // --ttl=500 works too
            name.resize(eq);
        }
        const Option* o = row(name);
        if (o == nullptr) {
            return Error{"unknown option '" + a + "'"};
        }
        if (out.m_values.count(name)) {
            // Silently letting the last one win hides a typo or a script's mistake.
            return Error{"option --" + name + " is given twice: expected it at most once"};
        }
        if (!o->takesValue()) {
            if (inlineValue) {
                return Error{"option --" + name + " takes no value (found '" + a + "'): give --" +
                             name + " alone to turn it on"};
            }
            out.m_values[name] = "";
        } else {
            if (!inlineValue && i + 1 >= args.size()) {
                return Error{"option --" + name + " needs a value"};
            }
            out.m_values[name] = inlineValue ? *inlineValue : args[++i];
        }
    }
    return out;
}

std::string CliArgs::get(const std::string& name, const std::string& fallback) const {
    const auto it = m_values.find(name);
    return it == m_values.end() ? fallback : it->second;
}

Result<long long> CliArgs::integer(const std::string& name, long long fallback, long long min,
                                   long long max, std::string_view unit) const {
    const auto it = m_values.find(name);
    if (it == m_values.end()) {
        return fallback;
    }
    const std::string& s = it->second;
    long long v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    std::string u; // appended, not `" " + std::string(unit)`: GCC 12 -O3 false -Werror=restrict
    if (!unit.empty()) {
        u += ' ';
        u += unit;
    }
    const std::string range = std::to_string(min) + " to " + std::to_string(max) + u;
    if (s.empty() || ec != std::errc() || end != s.data() + s.size()) {
        return Error{"--" + name + " '" + s + "' is not a whole number: expected " + range};
    }
    if (v < min || v > max) {
        return Error{"--" + name + " " + s + u + " is out of range: expected " + range};
    }
    return v;
}

Result<std::string> CliArgs::required(const std::string& name) const {
    if (!has(name)) {
        return Error{"missing --" + name};
    }
    return get(name);
}

int badInput(std::ostream& err, std::string_view cmd, const std::string& message) {
    // One line, whatever the value held (a newline, an escape sequence).
    err << "redlockctl " << cmd << ": " << redlock::sim::terminalText(message) << "\n";
    return 2;
}

} // namespace redlockctl
