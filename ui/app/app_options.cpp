#include "ui/app/app_options.h"

#include "ui/app/export/page_exporter.h"
#include "ui/app/language_switcher.h"
#include "ui/app/page_catalog.h"
#include "ui/live/backend_kinds.h"
#include "ui/widgets/theme.h"

#include "core/valkey/address.h"

#include <QCommandLineParser>
#include <QFileInfo>

namespace redlock::ui {

ParseOutcome AppOptionsParser::parse(const QStringList& args) {
    ParseOutcome result;
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Redlock Lab: an interactive lesson on the Redlock distributed lock."));
    const auto helpOption = parser.addHelpOption();
    const auto versionOption = parser.addVersionOption();
    const QCommandLineOption backend(
        QStringLiteral("backend"),
        tr("Where the masters live: mock (default, in-process, virtual time), local (servers "
           "the app starts itself), external (--masters) or docker (containers on the Docker "
           "engine)."),
        backendKeys(QStringLiteral("|")), QStringLiteral("mock"));
    const QCommandLineOption masters(QStringLiteral("masters"),
                                     tr("Comma-separated host:port list for the external "
                                        "backend."),
                                     QStringLiteral("H:P,..."));
    const QCommandLineOption page(
        QStringLiteral("page"),
        tr("Page to open first: %1.").arg(PageCatalog::names().join(QStringLiteral(", "))),
        QStringLiteral("NAME"), QStringLiteral("majority"));
    const QCommandLineOption lang(
        QStringLiteral("lang"),
        tr("Interface language: %1.").arg(LanguageSwitcher::availableText()),
        LanguageSwitcher::available().join(QLatin1Char('|')), QStringLiteral("en"));
    const QCommandLineOption presenter(
        QStringLiteral("presenter"),
        tr("Presenter mode: larger text for a projector (F5 toggles it)."));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        tr("Render the window at 1280×800 after start-up, save it as PNG and exit."),
        QStringLiteral("FILE.png"));
    const QCommandLineOption exportOption(
        QStringLiteral("export"),
        tr("Write the start page as PNG, SVG or PDF handout (by the file's suffix) and exit; "
           "works without a display like --screenshot."),
        QStringLiteral("FILE.png|svg|pdf"));
    const QCommandLineOption paper(
        QStringLiteral("paper"),
        tr("Paper of the PDF handout: a4 or letter (default: the saved choice, else the "
           "locale's)."),
        QStringLiteral("a4|letter"));
    const QCommandLineOption theme(QStringLiteral("theme"),
                                   tr("Colour theme: light, dark or system."),
                                   QStringLiteral("light|dark|system"));
    const QCommandLineOption size(
        QStringLiteral("size"),
        tr("Window size of --screenshot and --export renders (default 1280x800)."),
        QStringLiteral("WIDTHxHEIGHT"), QStringLiteral("1280x800"));
    const QCommandLineOption reset(QStringLiteral("reset-settings"),
                                   tr("Forget all saved settings before starting."));
    const QCommandLineOption questions(
        QStringLiteral("questions"),
        QCoreApplication::translate(
            "redlock::ui::StudyGuide",
            "Also load the questions of this file, or of every .json file in "
            "this folder (may be given more than once)."),
        QStringLiteral("PATH"));
    const QCommandLineOption guide(
        QStringLiteral("guide"),
        QCoreApplication::translate(
            "redlock::ui::StudyGuide",
            "Show the study guide (Try this and questions) under the page."));
    parser.addOptions({backend, masters, page, lang, presenter, screenshot, exportOption, paper,
                       theme, size, reset, questions, guide});

    if (!parser.parse(args)) {
        result.exitCode = 2;
        result.err = parser.errorText() + QLatin1Char('\n');
        return result;
    }
    if (parser.isSet(helpOption) || parser.isSet(QStringLiteral("help-all"))) {
        result.exitCode = 0;
        result.out = parser.helpText();
        // Qt's usage line names the program from its own application object: before one
        // exists (main.cpp answers --help first) it says "<executable_name>". Ours is args[0].
        // Qt writes argv[0] as it was given (a whole path when started by path, as ctest does).
        const QString qtName = QCoreApplication::instance() ? QCoreApplication::arguments().value(0)
                                                            : QStringLiteral("<executable_name>");
        const QString ours = QFileInfo(args.value(0)).fileName();
        if (const qsizetype at = result.out.indexOf(qtName); !qtName.isEmpty() && at >= 0) {
            result.out.replace(at, qtName.size(),
                               ours.isEmpty() ? QCoreApplication::applicationName() : ours);
        }
        return result;
    }
    if (parser.isSet(versionOption)) {
        result.exitCode = 0;
        result.out = QCoreApplication::applicationName() + QLatin1Char(' ') +
                     QCoreApplication::applicationVersion() + QLatin1Char('\n');
        return result;
    }
    if (!parser.positionalArguments().isEmpty()) {
        result.exitCode = 2;
        result.err = tr("Unexpected argument \"%1\"; see --help.\n")
                         .arg(parser.positionalArguments().constFirst());
        return result;
    }

    AppOptions& o = result.options;
    const QString backendValue = parser.value(backend);
    if (const auto b = backendFromKey(backendValue)) {
        o.backend = *b;
    } else {
        result.exitCode = 2;
        result.err =
            tr("Unknown backend \"%1\": expected one of %2.\n").arg(backendValue, backendKeys());
        return result;
    }
    if (parser.isSet(masters) || o.backend == Backend::External) {
        // The core's own check (syntax, 1-9, distinct); its message names the bad value.
        const auto list = parseMasters(parser.value(masters).toStdString(), false);
        if (!list) {
            result.exitCode = 2;
            result.err =
                QStringLiteral("--masters: %1\n").arg(QString::fromStdString(list.error().message));
            return result;
        }
        o.masters = parser.value(masters).split(QLatin1Char(','), Qt::SkipEmptyParts);
    }
    o.page = parser.value(page);
    if (!PageCatalog::find(o.page)) {
        result.exitCode = 2;
        result.err = tr("Unknown page \"%1\": expected one of %2.\n")
                         .arg(o.page, PageCatalog::names().join(QStringLiteral(", ")));
        return result;
    }
    o.lang = parser.value(lang);
    if (!LanguageSwitcher::available().contains(o.lang)) {
        result.exitCode = 2;
        result.err = tr("Unknown language \"%1\": expected one of %2.\n")
                         .arg(o.lang, LanguageSwitcher::availableText());
        return result;
    }
    o.presenter = parser.isSet(presenter);
    o.screenshot = parser.value(screenshot);
    if (parser.isSet(screenshot) && o.screenshot.isEmpty()) {
        result.exitCode = 2;
        result.err = tr("--screenshot needs a file name ending in .png.\n");
        return result;
    }
    o.exportFile = parser.value(exportOption);
    PageExporter::Format format{};
    if (parser.isSet(exportOption) && !PageExporter::formatFor(o.exportFile, &format)) {
        result.exitCode = 2;
        result.err = tr("--export \"%1\": the file name must end in .png, .svg or .pdf.\n")
                         .arg(o.exportFile);
        return result;
    }
    if (parser.isSet(paper)) {
        o.paper = parser.value(paper).toLower();
        if (!HandoutDocument::paperFromName(o.paper)) {
            result.exitCode = 2;
            result.err = tr("Unknown paper \"%1\": expected a4 or letter.\n").arg(o.paper);
            return result;
        }
    }
    if (parser.isSet(theme)) {
        o.theme = parser.value(theme);
        if (Theme::modeName(Theme::modeFromName(o.theme)) != o.theme) {
            result.exitCode = 2;
            result.err = tr("Unknown theme \"%1\": expected light, dark or system.\n").arg(o.theme);
            return result;
        }
    }
    {
        const QStringList wh = parser.value(size).split(QLatin1Char('x'));
        bool okW = false, okH = false;
        const int w = wh.size() == 2 ? wh[0].toInt(&okW) : 0;
        const int h = wh.size() == 2 ? wh[1].toInt(&okH) : 0;
        if (!okW || !okH || w < 640 || h < 480 || w > 7680 || h > 4320) {
            result.exitCode = 2;
            result.err = tr("--size \"%1\": expected WIDTHxHEIGHT between 640x480 and "
                            "7680x4320, e.g. 1920x1080.\n")
                             .arg(parser.value(size));
            return result;
        }
        o.renderSize = QSize(w, h);
    }
    o.resetSettings = parser.isSet(reset);
    o.questions = parser.values(questions);
    o.guide = parser.isSet(guide);
    o.pageGiven = parser.isSet(page);
    o.langGiven = parser.isSet(lang);
    o.backendGiven = parser.isSet(backend);
    o.mastersGiven = parser.isSet(masters);
    return result;
}

} // namespace redlock::ui
