// redlock-lab: the GUI. All logic lives in redlock_ui; this only wires options to the window.
#include "ui/appoptions.h"
#include "ui/mainwindow.h"
#include "ui/screenshot.h"

#include <QApplication>
#include <QTimer>

#include <cstdio>

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("redlock-lab"));
    QApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));

    const auto parsed = redlock::ui::AppOptionsParser::parse(QApplication::arguments());
    std::fputs(qPrintable(parsed.out), stdout);
    std::fputs(qPrintable(parsed.err), stderr);
    if (parsed.exitCode >= 0) {
        return parsed.exitCode;
    }
    const auto& options = parsed.options;

    redlock::ui::MainWindow window;
    window.setLanguage(options.lang);
    window.setPresenter(options.presenter);
    window.showPage(options.page);
    window.show();

    if (!options.screenshot.isEmpty()) {
        // Queued behind the first show/layout/polish events, so the grab sees the final layout.
        QTimer::singleShot(200, &window, [&window, file = options.screenshot] {
            const QString error = redlock::ui::Screenshot::save(&window, file);
            if (!error.isEmpty()) {
                std::fputs(qPrintable(error + QLatin1Char('\n')), stderr);
            }
            QApplication::exit(error.isEmpty() ? 0 : 1);
        });
    }
    return QApplication::exec();
}
