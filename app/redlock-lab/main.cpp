// redlock-lab: the GUI. All logic lives in redlock_ui; this only wires options to the window.
#include "ui/appoptions.h"
#include "ui/backendmodel.h"
#include "ui/mainwindow.h"
#include "ui/mastersdialog.h"
#include "ui/quitonsignal.h"
#include "ui/screenshot.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTimer>

#include <cstdio>
#include <optional>

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

    using redlock::ui::Backend;
    std::optional<redlock::ui::LiveConfig> live;
    if (options.backend != Backend::Mock) {
        const auto cfg = redlock::ui::MastersDialog::validate(
            {}, options.backend, redlock::ui::LiveConfig{}.count,
            options.masters.join(QLatin1Char(',')), {}, redlock::ui::LiveConfig{}.ttlMs,
            redlock::ui::LiveConfig{}.timeoutMs);
        if (!cfg) {
            std::fprintf(stderr, "--masters: %s\n", cfg.error().message.c_str());
            return 2;
        }
        live = *cfg;
    }

    // Ctrl+C / SIGTERM quit through the event loop, so the local servers are stopped too.
    redlock::ui::QuitOnSignal quitOnSignal;
    redlock::ui::MainWindow window;
    if (live) {
        window.backend()->apply(*live);
    }
    window.setLanguage(options.lang);
    window.setPresenter(options.presenter);
    window.showPage(options.page);
    window.show();

    if (!options.screenshot.isEmpty()) {
        // Queued behind the first show/layout/polish events, so the grab sees the final layout.
        // A live backend is given a bounded wait for its servers and its first real acquire.
        auto* poll = new QTimer(&window);
        auto* clock = new QElapsedTimer;
        clock->start();
        QObject::connect(poll, &QTimer::timeout, &window, [&window, poll, clock,
                                                           file = options.screenshot] {
            const auto* backend = window.backend();
            const bool waiting = backend->isLive() && backend->error().isEmpty() &&
                                 (!backend->lastAcquire() || backend->masters().isEmpty());
            if (waiting && clock->elapsed() < 15000) {
                return;
            }
            poll->stop();
            delete clock;
            const QString error = redlock::ui::Screenshot::save(&window, file);
            if (!error.isEmpty()) {
                std::fputs(qPrintable(error + QLatin1Char('\n')), stderr);
            }
            QApplication::exit(error.isEmpty() ? 0 : 1);
        });
        poll->start(200);
    }
    return QApplication::exec();
}
