#include "ui/live/backend_kinds.h"

#include <QCoreApplication>

namespace redlock::ui {

namespace {
constexpr const char* kMenuContext = "redlock::ui::BackendControls";
constexpr const char* kDialogContext = "redlock::ui::MastersDialog";
constexpr const char* kBenchContext = "redlock::ui::BenchPage";
} // namespace

const QList<BackendKind>& backendKinds() {
    static const QList<BackendKind> kinds{
        {Backend::Mock,
         "mock",
         QT_TRANSLATE_NOOP("redlock::ui::BackendControls", "&Mock (embedded)"),
         QT_TRANSLATE_NOOP("redlock::ui::MastersDialog", "Mock (embedded, virtual time)"),
         {},
         QT_TRANSLATE_NOOP("redlock::ui::BenchPage", "the simulator")},
        {Backend::Local,
         "local",
         QT_TRANSLATE_NOOP("redlock::ui::BackendControls", "&Local servers"),
         QT_TRANSLATE_NOOP("redlock::ui::MastersDialog", "Local (servers started by the app)"),
         {DownMode::Crash, DownMode::Hang, DownMode::Restart, DownMode::RestartThenAsk,
          DownMode::RestartDelay},
         QT_TRANSLATE_NOOP("redlock::ui::BenchPage", "real servers on this machine")},
        {Backend::External,
         "external",
         QT_TRANSLATE_NOOP("redlock::ui::BackendControls", "&External masters"),
         QT_TRANSLATE_NOOP("redlock::ui::MastersDialog", "External (host:port list)"),
         {DownMode::Partition, DownMode::Pause},
         nullptr},
        {Backend::Docker,
         "docker",
         QT_TRANSLATE_NOOP("redlock::ui::BackendControls", "&Docker containers"),
         QT_TRANSLATE_NOOP("redlock::ui::MastersDialog",
                           "Docker (containers on the Docker engine)"),
         {DownMode::Crash, DownMode::Hang, DownMode::Restart, DownMode::RestartThenAsk,
          DownMode::RestartDelay},
         QT_TRANSLATE_NOOP("redlock::ui::BenchPage", "Docker containers")},
    };
    return kinds;
}

const BackendKind& backendKind(Backend backend) {
    for (const auto& k : backendKinds()) {
        if (k.backend == backend) {
            return k;
        }
    }
    return backendKinds().front();
}

std::optional<Backend> backendFromKey(const QString& key) {
    for (const auto& k : backendKinds()) {
        if (key == QLatin1String(k.key)) {
            return k.backend;
        }
    }
    return std::nullopt;
}

QString backendMenuName(Backend backend) {
    return QCoreApplication::translate(kMenuContext, backendKind(backend).menuText);
}

QString backendDialogName(Backend backend) {
    return QCoreApplication::translate(kDialogContext, backendKind(backend).dialogText);
}

QString backendBenchName(Backend backend) {
    const char* text = backendKind(backend).benchText;
    return text ? QCoreApplication::translate(kBenchContext, text) : QString();
}

QString backendKeys(const QString& separator) {
    QStringList keys;
    for (const auto& k : backendKinds()) {
        keys << QLatin1String(k.key);
    }
    return keys.join(separator);
}

} // namespace redlock::ui
