#pragma once
// What main() does between parsing the options and entering the event loop, kept here so the
// precedence rules are testable: defaults < saved settings < command-line flags. Headless
// renders (--screenshot, --export) skip the saved settings entirely, so the same command
// always draws the same picture whatever the user last did in the app.

#include <QCoreApplication>
#include <QString>

namespace redlock::ui {

struct AppOptions;
class MainWindow;
class Settings;

class Startup {
    Q_DECLARE_TR_FUNCTIONS(redlock::ui::Startup)
public:
    // `settings` may be null (headless runs, tests). Persists the flags that override it.
    static void configure(MainWindow& window, const AppOptions& options, Settings* settings);

    // --backend local|external: checks --masters and the defaults with the masters dialog's
    // rules and starts the live backend. Returns the error (naming the bad value), or empty.
    static QString applyBackend(MainWindow& window, const AppOptions& options);

    // For --screenshot / --export: once the window has been laid out (and a live backend has
    // its servers and a first real acquire, waiting at most 15 s), write the file(s) and quit
    // the app with 0, or 1 after printing the error. Does nothing for interactive runs.
    static void scheduleHeadless(MainWindow& window, const AppOptions& options);

    // Writes the screenshot and/or export now; returns the first error or an empty string.
    static QString renderNow(MainWindow& window, const AppOptions& options);
};

} // namespace redlock::ui
