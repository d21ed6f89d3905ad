#pragma once
// Option parsing shared by the redlockctl subcommands: "--name value" and "--flag", nothing
// else. Every error names the bad option or value and what is expected, in one line, so a
// subcommand can print it and exit 2.

#include "app/redlockctl/commands.h"
#include "app/redlockctl/options.h"
#include "core/lock/result.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace redlockctl {

class CliArgs {
public:
    // The options `command`'s `mode` parser accepts, from the table (options.cpp): a row with a
    // metavariable takes a value, one without is a flag; positional words only where the
    // command has a Kind::Words row for this mode (e.g. `masters start`).
    static redlock::Result<CliArgs> parse(const Args& args, std::string_view command,
                                          Mode mode = Single);

    bool has(const std::string& name) const { return m_values.count(name) > 0; }
    std::string get(const std::string& name, const std::string& fallback = {}) const;
    const std::vector<std::string>& positional() const { return m_positional; }

    // Value of --name as an integer in [min, max], or `fallback` when absent.
    redlock::Result<long long> integer(const std::string& name, long long fallback, long long min,
                                       long long max, std::string_view unit = {}) const;
    // --name must be present.
    redlock::Result<std::string> required(const std::string& name) const;

private:
    std::map<std::string, std::string> m_values; // flags map to ""
    std::vector<std::string> m_positional;
};

// Prints "redlockctl <cmd>: <message>" and returns 2 (bad input).
int badInput(std::ostream& err, std::string_view cmd, const std::string& message);

} // namespace redlockctl
