// redlock-lab: the GUI. All logic lives in redlock_ui; this only wires options to the window.
#include "ui/app/app_options.h"
#include "ui/app/main_window.h"
#include "ui/app/quit_on_signal.h"
#include "ui/app/settings.h"
#include "ui/app/startup.h"

#include <QApplication>
#include <QIcon>

#include <cstdio>

int main(int argc, char* argv[]) {
    // Names first: they are static, and --version / --help below need them before any app object.
    QApplication::setOrganizationName(QStringLiteral("RedlockLab"));
    QApplication::setApplicationName(QStringLiteral("redlock-lab"));
    QApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));

    // --help and --version answer before QApplication exists, so they work with no display at
    // all (QApplication aborts when it finds no platform). Anything else is parsed again below
    // from QApplication::arguments(), after Qt has taken its own options (-platform, -style).
    QStringList rawArgs;
    for (int i = 0; i < argc; ++i) {
        rawArgs << QString::fromLocal8Bit(argv[i]);
    }
    if (const auto early = redlock::ui::AppOptionsParser::parse(rawArgs); early.exitCode == 0) {
        std::fputs(qPrintable(early.out), stdout);
        return 0;
    }

    QApplication app(argc, argv);
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/redlock-lab.svg")));

    const auto parsed = redlock::ui::AppOptionsParser::parse(QApplication::arguments());
    std::fputs(qPrintable(parsed.out), stdout);
    std::fputs(qPrintable(parsed.err), stderr);
    if (parsed.exitCode >= 0) {
        return parsed.exitCode;
    }

    // Ctrl+C / SIGTERM quit through the event loop, so local servers are stopped by pid too.
    redlock::ui::QuitOnSignal quitOnSignal;
    redlock::ui::Settings settings;
    redlock::ui::MainWindow window;
    redlock::ui::Startup::configure(window, parsed.options, &settings);
    if (const QString error = redlock::ui::Startup::applyBackend(window, parsed.options);
        !error.isEmpty()) {
        std::fputs(qPrintable(error + QLatin1Char('\n')), stderr);
        return 2;
    }
    // Interactive, the pages not shown are built in the idle moments after the first frame,
    // so no first turn to a page waits for its construction; a headless render needs only its
    // own page.
    window.setBuildAhead(!parsed.options.headless());
    window.show();
    redlock::ui::Startup::scheduleHeadless(window, parsed.options);
    return QApplication::exec();
}
