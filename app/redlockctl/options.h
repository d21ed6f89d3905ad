#pragma once
// Every redlockctl option, once (issue 25). The table in options.cpp is what the parsers accept
// (CliArgs::parse(argv, command, mode)), what `CMD --help` lists (help.cpp), what the man page's
// OPTIONS section says (`redlockctl help --roff`, spliced into docs/man/redlockctl.1 by the
// `update_man` target) and what tests/cli/tst_cli_help.cpp walks. Adding an option is one row
// there plus the code that reads its value.

#include <span>
#include <string_view>
#include <vector>

namespace redlockctl {

// The parsers. acquire, release and bench have one per backend, masters one per kind of master
// and for the fault verbs; simulate, check, compare and explore one each (Single). A row names
// the parsers that accept it.
enum Mode : unsigned {
    Redis = 1u << 0,       // acquire|release|bench (--backend redis, the default)
    Etcd = 1u << 1,        // acquire|release|bench --backend etcd
    Local = 1u << 2,       // masters start|stop|status
    EtcdMasters = 1u << 3, // masters start|stop|status --etcd
    Docker = 1u << 4,      // masters start|stop|status --docker
    Fault = 1u << 5,       // masters crash|hang|resume|restart [--docker]
    Single = 1u << 6,      // simulate, check, compare, explore
    AnyMode = ~0u,
};

enum class Kind {
    Option, // --name [VALUE], read by the command's CliArgs
    Taken,  // taken off the command line before the parser: --help (main.cpp), --backend and
            // masters --etcd (dispatchBackend); documented, never given to CliArgs
    Words,  // positional words (an action), documented with the options
};

struct Option {
    std::string_view name = {};    // without the dashes; for Words the words ("start|stop|status")
    std::string_view metavar = {}; // the value's name (MS, FILE, N, H:P,...); empty: a flag
    std::string_view help = {};    // --help's text; '\n' goes on under the text column
    std::string_view def = {};     // the default (or "required"), shown "(def)" after the text
    unsigned modes = AnyMode;      // the parsers that accept it
    Kind kind = Kind::Option;
    std::string_view man = {}; // the man page only: more sentences after the text (roff)

    bool takesValue() const { return !metavar.empty(); }
};

// A run of rows; a section shared by several commands (the live options, --json/--help) is
// written once and listed by each of them.
using Section = std::span<const Option>;

struct ModeUse {
    Mode mode;
    std::string_view words; // the arguments that choose this parser ("--backend etcd")
};

struct Command {
    std::string_view name;
    std::string_view synopsis; // one or more lines, each starting with the command name
    std::string_view summary;  // the prose under the synopsis
    std::vector<Section> sections;
    std::vector<ModeUse> modes;
};

const std::vector<Command>& commands();
const Command* findCommand(std::string_view name);
// The rows of `command` that `mode`'s parser reads (Kind::Option and Kind::Words), table order.
std::vector<const Option*> accepted(std::string_view command, Mode mode);

} // namespace redlockctl
