#pragma once
// Command-line options of redlock-lab. Parsing lives here, not in main(), so tests can feed it
// argument lists and check the exit codes and messages.

#include "ui/live/backend_kind.h"

#include <QCoreApplication>
#include <QSize>
#include <QString>
#include <QStringList>

namespace redlock::ui {

struct AppOptions {
    Backend backend = Backend::Mock;
    QStringList masters; // host:port list, kept for the real backends
    QString page = QStringLiteral("majority");
    QString lang = QStringLiteral("en");
    bool presenter = false;
    QString screenshot;          // empty: run interactively
    QString exportFile;          // --export: the current page as .png/.svg/.pdf, then exit
    QString theme;               // "light" / "dark" / "system"; empty: keep the saved theme
    QString paper;               // --paper: "a4" / "letter"; empty: the saved or locale's paper
    QSize renderSize{1280, 800}; // --size: window size of --screenshot and --export renders
    bool resetSettings = false;
    QStringList questions; // --questions: a teacher's question files or folders (ui/guide/)
    bool guide = false;    // --guide: show the study guide whatever the saved mode
    // Which of the flags that also live in Settings were given: those override the saved value.
    bool pageGiven = false;
    bool langGiven = false;
    bool backendGiven = false;
    bool mastersGiven = false;

    // Headless renders ignore and never write the user's settings, so they are reproducible.
    bool headless() const { return !screenshot.isEmpty() || !exportFile.isEmpty(); }
};

struct ParseOutcome {
    AppOptions options;
    // -1: go on and start the app; otherwise exit with this code right away.
    int exitCode = -1;
    QString out; // for stdout (help, version)
    QString err; // for stderr (errors, fallback notices)
};

class AppOptionsParser {
    Q_DECLARE_TR_FUNCTIONS(redlock::ui::AppOptionsParser)
public:
    // `args` includes the program name first, like QCoreApplication::arguments().
    static ParseOutcome parse(const QStringList& args);
};

} // namespace redlock::ui
