#include "app/redlockctl/help.h"

#include "app/redlockctl/options.h"

#include <algorithm>
#include <cctype>
#include <ostream>
#include <string>
#include <string_view>

namespace redlockctl {

namespace {

constexpr std::size_t kTextColumn = 21; // where an option's text starts, after "  --name VALUE"

std::string head(const Option& o) {
    if (o.kind == Kind::Words) {
        return std::string(o.name);
    }
    std::string h = "--" + std::string(o.name);
    if (o.takesValue()) {
        h += ' ';
        h += o.metavar;
    }
    return h;
}

// "  --name VALUE     text (default)", the text's further lines under its first.
void printOption(std::ostream& os, const Option& o) {
    const std::string h = head(o);
    const std::size_t width = kTextColumn - 2; // "  " before the name
    os << "  " << h << std::string(h.size() + 2 <= width ? width - h.size() : 2, ' ');
    for (const char c : o.help) {
        os << c;
        if (c == '\n') {
            os << std::string(kTextColumn, ' ');
        }
    }
    if (!o.def.empty()) {
        os << " (" << o.def << ")";
    }
    os << "\n";
}

// Plain text as roff: a backslash doubled, the dashes of an option (--tls-ca) as minus signs,
// `words` in bold.
std::string roffText(std::string_view s) {
    std::string out;
    bool inOption = false;
    bool bold = false;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        const bool wordStart =
            i == 0 || !(std::isalnum(static_cast<unsigned char>(s[i - 1])) || s[i - 1] == '-');
        if (c == '-' && wordStart && i + 1 < s.size() && s[i + 1] == '-') {
            inOption = true;
        } else if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '-')) {
            inOption = false;
        }
        if (c == '\\') {
            out += "\\e";
        } else if (c == '-' && inOption) {
            out += "\\-";
        } else if (c == '`') {
            out += bold ? "\\fR" : "\\fB";
            bold = !bold;
        } else if (c == '\n') {
            out += ' ';
        } else {
            out += c;
        }
    }
    return out;
}

// One paragraph, wrapped at 96 columns so the page stays readable as a file; no line may start
// with a control character.
void printParagraph(std::ostream& os, const std::string& text) {
    std::size_t pos = 0;
    while (pos < text.size()) {
        std::size_t end = text.size();
        if (end - pos > 96) {
            end = text.rfind(' ', pos + 96);
            if (end == std::string::npos || end <= pos) {
                end = text.find(' ', pos + 96);
                end = end == std::string::npos ? text.size() : end;
            }
        }
        const std::string line = text.substr(pos, end - pos);
        os << (line[0] == '.' || line[0] == '\'' ? "\\&" : "") << line << "\n";
        pos = end + 1;
    }
}

void printRoffOption(std::ostream& os, const Option& o) {
    os << ".TP\n";
    if (o.kind == Kind::Words) {
        os << ".B " << o.name << "\n";
    } else if (o.takesValue()) {
        os << ".BI " << roffText("--" + std::string(o.name)) << " \" " << o.metavar << "\"\n";
    } else {
        os << ".B " << roffText("--" + std::string(o.name)) << "\n";
    }
    std::string text = roffText(o.help); // as --help says it, lower case first
    if (!o.def.empty()) {
        text += " (" + roffText(o.def) + ")";
    }
    if (text.back() != '.') {
        text += '.';
    }
    if (!o.man.empty()) {
        text += ' ';
        text += o.man;
    }
    printParagraph(os, text);
}

// "acquire", "acquire and bench", "acquire, release and bench"
std::string commandList(const std::vector<std::string_view>& names) {
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i) {
        out += i == 0 ? "" : (i + 1 == names.size() ? " and " : ", ");
        out += names[i];
    }
    return out;
}

// A command's synopsis with every line after `first`'s prefix: a line that starts with the
// command's name is another form of it and gets `next` ("  ", or "       redlockctl " under
// "usage: redlockctl "), a line that starts with spaces continues the form above, indented as
// far again, so the options of every form line up under its words.
void printSynopsis(std::ostream& os, std::string_view synopsis, std::string_view first,
                   std::string_view next) {
    std::size_t from = 0;
    for (bool firstLine = true; from <= synopsis.size(); firstLine = false) {
        const std::size_t end = std::min(synopsis.find('\n', from), synopsis.size());
        const std::string_view line = synopsis.substr(from, end - from);
        const bool continues = !line.empty() && line.front() == ' ';
        os << (firstLine   ? first
               : continues ? std::string(next.size(), ' ')
                           : next)
           << line << '\n';
        from = end + 1;
    }
}

} // namespace

void printUsage(std::ostream& os) {
    os << "usage: redlockctl <command> [options] [--json]\n"
          "       redlockctl <command> --help | redlockctl --version\n"
          "commands:\n";
    for (const Command& c : commands()) {
        printSynopsis(os, c.synopsis, "  ", "  ");
    }
    os << "every command takes --json for machine-readable output and --help for its options.\n"
          "defaults: --ttl 10000, --timeout 50 (per master, 1-1000 ms, below the TTL),\n"
          "          --prefix redlock-lab: (the only keys redlockctl ever writes)\n"
          "exit status: 0 success, 1 refused, 2 bad input\n";
}

bool printCommandHelp(std::string_view command, std::ostream& os) {
    const Command* c = findCommand(command);
    if (c == nullptr) {
        return false;
    }
    printSynopsis(os, c->synopsis, "usage: redlockctl ", "       redlockctl ");
    os << "\n" << c->summary << "\n\noptions:\n";
    for (const Section& s : c->sections) {
        for (const Option& o : s) {
            printOption(os, o);
        }
    }
    os << "exit status: 0 success, 1 refused, 2 bad input\n";
    return true;
}

void printRoffOptions(std::ostream& os) {
    // A section listed by several commands is written once, under their names; the sections of
    // the same commands (acquire's own rows before and after --fanout) go together.
    struct Group {
        std::vector<std::string_view> users;
        std::vector<const Section*> sections;
    };
    std::vector<Group> groups;
    std::vector<const Option*> seen; // a section by its first row
    for (const Command& c : commands()) {
        for (const Section& s : c.sections) {
            if (std::find(seen.begin(), seen.end(), s.data()) != seen.end()) {
                continue;
            }
            seen.push_back(s.data());
            std::vector<std::string_view> users;
            for (const Command& other : commands()) {
                for (const Section& t : other.sections) {
                    if (t.data() == s.data()) {
                        users.push_back(other.name);
                    }
                }
            }
            auto g = std::find_if(groups.begin(), groups.end(),
                                  [&](const Group& x) { return x.users == users; });
            if (g == groups.end()) {
                groups.push_back({users, {}});
                g = groups.end() - 1;
            }
            g->sections.push_back(&s);
        }
    }
    // The options of every command (--json, --help) last.
    std::stable_partition(groups.begin(), groups.end(),
                          [](const Group& g) { return g.users.size() != commands().size(); });
    os << ".\\\" BEGIN OPTIONS: generated from app/redlockctl/options.cpp by `redlockctl help "
          "--roff`;\n"
          ".\\\" `ninja -C build/dev update_man` rewrites it, tst_cli_help compares it.\n"
          ".SH OPTIONS\n"
          "The options of each command, as its \\fB\\-\\-help\\fR lists them; a default is in "
          "parentheses.\n";
    for (const Group& g : groups) {
        const bool every = g.users.size() == commands().size();
        os << ".SS \"" << (every ? std::string("every command") : commandList(g.users)) << "\"\n";
        for (const Section* s : g.sections) {
            for (const Option& o : *s) {
                printRoffOption(os, o);
            }
        }
    }
    os << ".\\\" END OPTIONS\n";
}

} // namespace redlockctl
