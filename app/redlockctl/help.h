#pragma once
// The help texts of redlockctl, written from the option table (options.h): the overview, each
// subcommand's synopsis and options (`redlockctl help CMD`, `redlockctl CMD --help`), and the
// man page's OPTIONS section (`redlockctl help --roff`, in docs/man/redlockctl.1).

#include <iosfwd>
#include <string_view>

namespace redlockctl {

// The overview: every command's synopsis, the common rules, the exit codes.
void printUsage(std::ostream& os);
// One command's synopsis and options. False (and nothing printed) for an unknown command.
bool printCommandHelp(std::string_view command, std::ostream& os);
// The man page's OPTIONS section in roff, between its BEGIN and END comment lines.
void printRoffOptions(std::ostream& os);

} // namespace redlockctl
