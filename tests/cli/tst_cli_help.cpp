// redlockctl --version, --help, and the option table (app/redlockctl/options.cpp) against what the
// program does: every option of the table is accepted by the parsers its row names and refused
// by the others, is listed by its command's --help and by the man page, and the man page's
// OPTIONS section is the one `redlockctl help --roff` writes from the table. No list of options
// here: the table is the only one.
#include "app/redlockctl/options.h"
#include "core/check/check_options.h"
#include "redlockctl_run.h"

#include <QFile>
#include <QTest>

#include <algorithm>
#include <chrono>
#include <map>
#include <set>

using redlockctl_run::badInputProblem;
using redlockctl_run::run;
using redlockctl_run::Run;
using namespace redlockctl;

namespace {

QString str(std::string_view s) {
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// The arguments that choose a parser ("start --docker").
QStringList words(std::string_view s) {
    return str(s).split(' ', Qt::SkipEmptyParts);
}

QString dashed(const Option& o) {
    return "--" + str(o.name);
}

// Whether `mode`'s parser of `c` takes --name, by any row of that name.
bool acceptedBy(const Command& c, Mode mode, std::string_view name) {
    for (const Section& s : c.sections) {
        for (const Option& o : s) {
            if (o.name == name && (o.modes & mode) != 0 && o.kind != Kind::Words) {
                return true;
            }
        }
    }
    return false;
}

// Whether --name is one of the words that choose one of `c`'s parsers.
bool choosesAParser(const Command& c, const QString& dashedName) {
    return std::any_of(c.modes.begin(), c.modes.end(),
                       [&](const ModeUse& m) { return words(m.words).contains(dashedName); });
}

// What --help shows before the text: "--ttl MS", "--json", "start|stop|status".
QString helpHead(const Option& o) {
    if (o.kind == Kind::Words) {
        return str(o.name);
    }
    return o.takesValue() ? dashed(o) + ' ' + str(o.metavar) : dashed(o);
}

// The man page's line under .TP for the row: `.BI \-\-ttl " MS"`, `.B \-\-json`.
QString manHead(const Option& o) {
    if (o.kind == Kind::Words) {
        return ".B " + str(o.name);
    }
    const QString name = QString(dashed(o)).replace('-', QStringLiteral("\\-"));
    return o.takesValue() ? ".BI " + name + " \" " + str(o.metavar) + '"' : ".B " + name;
}

// One option's entry of the OPTIONS section: the subsection, the head line, the text.
struct ManEntry {
    QString section;
    QString head;
    QString text;
};

// The OPTIONS section from its BEGIN to its END comment line; empty if either is missing.
QByteArray optionsSection(const QByteArray& page) {
    const qsizetype begin = page.indexOf(".\\\" BEGIN OPTIONS");
    const qsizetype end = page.indexOf(".\\\" END OPTIONS\n");
    if (begin < 0 || end < begin) {
        return {};
    }
    return page.mid(begin, end + qsizetype(qstrlen(".\\\" END OPTIONS\n")) - begin);
}

std::vector<ManEntry> manEntries(const QByteArray& section) {
    std::vector<ManEntry> out;
    QString ss;
    const QStringList lines = QString::fromUtf8(section).split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines[i].startsWith(".SS ")) {
            ss = lines[i].mid(4).remove('"');
        } else if (lines[i] == ".TP" && i + 1 < lines.size()) {
            out.push_back({ss, lines[++i], {}});
        } else if (!out.empty() && !lines[i].startsWith('.')) {
            out.back().text += lines[i] + '\n';
        }
    }
    return out;
}

// "acquire, release and bench" -> {acquire, release, bench}
QStringList sectionCommands(const QString& title) {
    return QString(title).replace(QStringLiteral(" and "), QStringLiteral(", ")).split(", ");
}

QByteArray manPage() {
    QFile f(QStringLiteral(REDLOCK_MAN_PAGE));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TstCliHelp : public QObject {
    Q_OBJECT
private slots:
    void version() {
        const auto r = run({QStringLiteral("--version")});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out, QByteArray("redlockctl " PROJECT_VERSION "\n"));
        QVERIFY(r.err.isEmpty());
    }

    void overview() {
        const auto r = run({QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        for (const Command& c : commands()) {
            QVERIFY2(r.out.contains("  " + str(c.name).toUtf8() + ' '), c.name.data());
        }
    }

    // Every line of a synopsis is indented as the first: another form of the command starts
    // under the first form's command name (and, in a command's --help, says `redlockctl`), a
    // continuation line further in. The overview printed the second and third forms of
    // `masters` and `simulate` at the margin, and `masters --help` without `redlockctl`.
    void synopsisLinesLineUp() {
        const QString overview = QString::fromUtf8(run({QStringLiteral("--help")}).out);
        const QString list = overview.section(QStringLiteral("commands:\n"), 1)
                                 .section(QStringLiteral("\nevery command takes"), 0, 0);
        QVERIFY(!list.isEmpty());
        int forms = 0;
        for (const QString& line : list.split('\n')) {
            QVERIFY2(line.startsWith(QStringLiteral("  ")), qPrintable(line));
            const bool continues = line.startsWith(QStringLiteral("   "));
            const bool form =
                std::any_of(commands().begin(), commands().end(), [&](const Command& c) {
                    return line.startsWith("  " + str(c.name) + ' ');
                });
            QVERIFY2(continues != form, qPrintable(line));
            forms += form ? 1 : 0;
        }
        for (const Command& c : commands()) {
            const QString name = str(c.name);
            const QString help = QString::fromUtf8(run({name, QStringLiteral("--help")}).out);
            const QStringList lines = help.section(QStringLiteral("\n\n"), 0, 0).split('\n');
            QVERIFY(lines.first().startsWith("usage: redlockctl " + name + ' '));
            const QString pad(qsizetype(std::string_view("usage: redlockctl ").size()), ' ');
            int commandForms = 1;
            for (const QString& line : lines.mid(1)) {
                const bool another =
                    line.startsWith(QStringLiteral("       redlockctl ") + name + ' ');
                QVERIFY2(another || line.startsWith(pad + ' '), qPrintable(line));
                commandForms += another ? 1 : 0;
            }
            // The overview lists the same forms.
            QVERIFY2(overview.count("\n  " + name + ' ') == commandForms, qPrintable(name));
            forms -= commandForms;
        }
        QCOMPARE(forms, 0);
    }

    void eachCommand_data() {
        QTest::addColumn<QString>("command");
        for (const Command& c : commands()) {
            QTest::newRow(c.name.data()) << str(c.name);
        }
    }

    // Every row of the command is in its --help, head and text; --help, -h, after other options,
    // and `help CMD` all give the same text.
    void eachCommand() {
        QFETCH(QString, command);
        const Command* c = findCommand(command.toStdString());
        QVERIFY(c != nullptr);
        const auto r = run({command, QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.err.isEmpty());
        QVERIFY(r.out.startsWith("usage: redlockctl " + command.toUtf8()));
        const QString out = QString::fromUtf8(r.out);
        for (const Section& s : c->sections) {
            for (const Option& o : s) {
                const QString firstLine = str(o.help).section('\n', 0, 0);
                const qsizetype at = out.indexOf("\n  " + helpHead(o) + "  ");
                QVERIFY2(at >= 0, qPrintable(helpHead(o) + " missing from " + command + " --help"));
                const QString line = out.mid(at + 1).section('\n', 0, 0);
                QVERIFY2(line.endsWith(firstLine) ||
                             line.endsWith(firstLine + " (" + str(o.def) + ')'),
                         qPrintable(line));
            }
        }
        QCOMPARE(run({command, QStringLiteral("-h")}).out, r.out);
        QCOMPARE(run({command, QStringLiteral("--json"), QStringLiteral("--help")}).out, r.out);
        QCOMPARE(run({QStringLiteral("help"), command}).out, r.out);
    }

    // The defaults --help names for check are the ones the core runs (CheckOptions{}, which
    // the app's safety check opens with too): the table's words are a copy kept true here.
    void checkDefaultsAreTheCores() {
        const Command* c = findCommand("check");
        QVERIFY(c != nullptr);
        const redlock::check::CheckOptions core;
        const std::map<std::string_view, std::string> expected{
            {"faults", core.faults.text()},
            {"spawn", std::to_string(core.servers)},
            {"clients", std::to_string(core.clients)},
            {"duration",
             std::to_string(
                 std::chrono::duration_cast<std::chrono::seconds>(core.duration).count())},
            {"ttl", std::to_string(core.ttl.count())},
            {"seed", std::to_string(core.seed)},
            {"timeout",
             std::to_string(
                 std::chrono::duration_cast<std::chrono::milliseconds>(core.timeout).count())},
        };
        std::set<std::string_view> seen;
        for (const Section& s : c->sections) {
            for (const Option& o : s) {
                if (const auto e = expected.find(o.name); e != expected.end()) {
                    QCOMPARE(str(o.def), QString::fromStdString(e->second));
                    seen.insert(o.name);
                }
            }
        }
        QCOMPARE(seen.size(), expected.size());
    }

    void eachParser_data() {
        QTest::addColumn<QString>("command");
        QTest::addColumn<int>("mode");
        QTest::addColumn<QStringList>("words");
        for (const Command& c : commands()) {
            for (const ModeUse& m : c.modes) {
                const QString row = str(c.name) + (m.words.empty() ? "" : " " + str(m.words));
                QTest::newRow(qPrintable(row)) << str(c.name) << int(m.mode) << words(m.words);
            }
        }
    }

    // Each option of the table, given to each of its command's parsers and followed by an unknown
    // option: the parser its row names takes it and stops at the unknown one; any other parser
    // stops at it. Both are refused before anything runs (exit 2, one line naming the option).
    void eachParser() {
        QFETCH(QString, command);
        QFETCH(int, mode);
        QFETCH(QStringList, words);
        const Command* c = findCommand(command.toStdString());
        QVERIFY(c != nullptr);
        const QStringList prefix = QStringList{command} + words;
        const QString unknown = QStringLiteral("--zz-no-such-option");
        QString problem = badInputProblem(run(prefix + QStringList{unknown}), "'" + unknown + "'");
        QVERIFY2(problem.isEmpty(), qPrintable(unknown + ": " + problem));
        std::set<std::string_view> tried;
        for (const Section& s : c->sections) {
            for (const Option& o : s) {
                if (o.kind == Kind::Words || !tried.insert(o.name).second) {
                    continue;
                }
                const bool accepted = acceptedBy(*c, Mode(mode), o.name);
                if (choosesAParser(*c, dashed(o))) {
                    // --backend, masters --docker, --etcd: in this parser's words, or they would
                    // choose another parser.
                    continue;
                }
                if (o.kind == Kind::Taken) {
                    // Taken off before the parser: --help (eachCommand) or, skipped above, one
                    // of the words that choose a parser. Nothing else may be.
                    QVERIFY2(o.name == "help", qPrintable(dashed(o)));
                    continue;
                }
                QStringList args = prefix + QStringList{dashed(o)};
                if (o.takesValue()) {
                    args << QStringLiteral("1");
                }
                const QString named = accepted ? unknown : dashed(o);
                problem = badInputProblem(run(args + QStringList{unknown}), "'" + named + "'");
                QVERIFY2(problem.isEmpty(),
                         qPrintable(QString(accepted ? "%1 should be accepted: %2"
                                                     : "%1 should be refused: %2")
                                        .arg(args.join(' '), problem)));
            }
        }
    }

    // simulate's own parser lists what it expects; that list is the table's.
    void simulateNamesWhatItTakes() {
        const Run r = run({QStringLiteral("simulate"), QStringLiteral("--zz")});
        QVERIFY(badInputProblem(r, QStringLiteral("'--zz'")).isEmpty());
        for (const Option* o : accepted("simulate", Single)) {
            QVERIFY2(r.err.contains((dashed(*o) + ',').toUtf8()) ||
                         r.err.endsWith((dashed(*o) + '\n').toUtf8()),
                     qPrintable(dashed(*o)));
        }
    }

    // The committed man page's OPTIONS section is what the table makes of it, and every row is in
    // it under a subsection that names its command.
    void manPageIsTheTable() {
        const QByteArray page = manPage();
        QVERIFY2(!page.isEmpty(), REDLOCK_MAN_PAGE);
        const QByteArray committed = optionsSection(page);
        QVERIFY2(!committed.isEmpty(), "no .\\\" BEGIN OPTIONS ... .\\\" END OPTIONS in the page");
        const Run r = run({QStringLiteral("help"), QStringLiteral("--roff")});
        QCOMPARE(r.code, 0);
        const std::vector<ManEntry> want = manEntries(r.out);
        const std::vector<ManEntry> have = manEntries(committed);
        const QString fix = QStringLiteral(" (docs/man/redlockctl.1 is out of date with "
                                           "app/redlockctl/options.cpp: ninja update_man)");
        for (std::size_t i = 0; i < std::max(want.size(), have.size()); ++i) {
            if (i >= have.size()) {
                QFAIL(qPrintable(want[i].head + " in " + want[i].section + " missing" + fix));
            }
            if (i >= want.size()) {
                QFAIL(qPrintable(have[i].head + " in " + have[i].section + " not in the table" +
                                 fix));
            }
            const QString where = have[i].head + " in " + have[i].section;
            QVERIFY2(have[i].section == want[i].section && have[i].head == want[i].head,
                     qPrintable("the table's " + want[i].head + " in " + want[i].section +
                                " is not in the man page (it has " + where + " there)" + fix));
            QVERIFY2(have[i].text == want[i].text, qPrintable(where + " differs" + fix));
        }
        QVERIFY2(committed == r.out, qPrintable("the OPTIONS section's prose differs" + fix));

        for (const Command& c : commands()) {
            for (const Section& s : c.sections) {
                for (const Option& o : s) {
                    const bool found =
                        std::any_of(have.begin(), have.end(), [&](const ManEntry& e) {
                            return e.head == manHead(o) &&
                                   (e.section == "every command" ||
                                    sectionCommands(e.section).contains(str(c.name)));
                        });
                    QVERIFY2(found, qPrintable(manHead(o) + " of " + str(c.name) +
                                               " missing from the man page"));
                }
            }
        }
    }

    void helpForAnUnknownCommand() {
        const auto r = run({QStringLiteral("help"), QStringLiteral("frobnicate")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("'frobnicate'"));
    }
};

QTEST_GUILESS_MAIN(TstCliHelp)
#include "tst_cli_help.moc"
