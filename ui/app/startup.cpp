#include "ui/app/startup.h"

#include "ui/app/app_options.h"
#include "ui/app/export/screenshot.h"
#include "ui/app/main_window.h"
#include "ui/app/paint_probe.h"
#include "ui/app/settings.h"
#include "ui/guide/study_guide.h"
#include "ui/live/backend_kinds.h"
#include "ui/live/backend_model.h"
#include "ui/live/masters_dialog.h"
#include "ui/model/lab_state.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTimer>

#include <cstdio>
#include <memory>

namespace redlock::ui {

void Startup::configure(MainWindow& window, const AppOptions& options, Settings* settings) {
    if (settings && options.resetSettings) {
        settings->clear();
    }
    if (settings && !options.headless()) {
        window.attachSettings(settings);
        // Flags given on this run become the new saved values, like a choice made in the app.
        if (options.backendGiven) {
            settings->setBackend(QLatin1String(backendKind(options.backend).key));
        }
        if (options.mastersGiven) {
            settings->setMasters(options.masters);
        }
    }
    if (options.langGiven || !settings || options.headless()) {
        window.setLanguage(options.lang);
    }
    if (const auto paper = HandoutDocument::paperFromName(options.paper)) {
        window.setHandoutPaper(*paper);
    }
    if (!options.theme.isEmpty()) {
        window.setTheme(Theme::modeFromName(options.theme));
    } else if (!settings || options.headless()) {
        // Headless renders default to the light theme: documentation should not depend on the
        // desktop the script happens to run on.
        window.setTheme(options.headless() ? Theme::Mode::Light : Theme::Mode::System);
    }
    if (options.pageGiven || !settings || options.headless()) {
        window.showPage(options.page);
    }
    window.setPresenterFillsScreen(!options.headless());
    window.setPresenter(options.presenter);
    for (const QString& path : options.questions) {
        // A broken file is skipped: the study guide names it with the line and the field.
        for (const QString& error : window.guide()->addQuestions(path)) {
            std::fprintf(stderr, "redlock-lab: %s\n", qPrintable(error));
        }
    }
    window.guide()->setForced(options.guide);
    PaintProbe::installFromEnvironment(window); // the GUI benchmark's probe; unset: nothing
}

QString Startup::renderNow(MainWindow& window, const AppOptions& options) {
    if (!options.screenshot.isEmpty()) {
        if (QString error = Screenshot::save(&window, options.screenshot, options.renderSize);
            !error.isEmpty()) {
            return error;
        }
    }
    if (!options.exportFile.isEmpty()) {
        // Same fixed window size as --screenshot, so exports are reproducible too.
        if (window.size() != options.renderSize) {
            window.resize(options.renderSize);
        }
        return window.exportCurrentPage(options.exportFile);
    }
    return {};
}

QString Startup::applyBackend(MainWindow& window, const AppOptions& options) {
    if (options.backend == Backend::Mock) {
        return {};
    }
    const LiveConfig defaults;
    const auto cfg = MastersDialog::validate(defaults, options.backend, defaults.count,
                                             options.masters.join(QLatin1Char(',')), {},
                                             defaults.ttlMs, defaults.timeoutMs);
    if (!cfg) {
        return QStringLiteral("--masters: ") + QString::fromStdString(cfg.error().message);
    }
    window.backend()->apply(*cfg);
    return {};
}

void Startup::scheduleHeadless(MainWindow& window, const AppOptions& options) {
    if (!options.headless()) {
        return;
    }
    // Polled, so the first render is queued behind the first show/layout/polish events and a
    // live backend gets a bounded wait for its servers and its first real acquire.
    auto* poll = new QTimer(&window);
    auto clock = std::make_shared<QElapsedTimer>();
    clock->start();
    QObject::connect(poll, &QTimer::timeout, &window, [&window, options, poll, clock] {
        const BackendModel* backend = window.backend();
        const bool waiting = (backend->isLive() && backend->error().isEmpty() &&
                              (!backend->lastAcquire() || backend->masters().isEmpty())) ||
                             window.currentPageComputing();
        if (waiting && clock->elapsed() < 15000) {
            return;
        }
        poll->stop();
        const QString error = renderNow(window, options);
        if (!error.isEmpty()) {
            std::fputs(qPrintable(error + QLatin1Char('\n')), stderr);
        }
        QApplication::exit(error.isEmpty() ? 0 : 1);
    });
    poll->start(200);
}

} // namespace redlock::ui
