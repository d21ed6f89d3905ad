#pragma once
// The help texts of redlockctl: one entry per subcommand (synopsis and every option with its
// default), shared by `redlockctl --help`, `redlockctl help CMD` and `redlockctl CMD --help`.
// docs/man/redlockctl.1 says the same in man-page form.

#include <iosfwd>
#include <string_view>

namespace redlockctl {

// The overview: every command's synopsis, the common rules, the exit codes.
void printUsage(std::ostream& os);
// One command's synopsis and options. False (and nothing printed) for an unknown command.
bool printCommandHelp(std::string_view command, std::ostream& os);

} // namespace redlockctl
