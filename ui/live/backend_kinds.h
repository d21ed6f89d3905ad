#pragma once
// The backends the app knows, one row each: its key (command line, settings), its names (menu,
// dialog) and what a master toggle can do on it (the first mode is the default). Adding a
// backend is a row here; the build names its branch in the worker (live_backend.cpp,
// startMasters) and its sentences (backend_model.cpp); the menus, the chooser, the dialog's
// choice, the option parser and its help read the table (docs/architecture.md: "A new backend,
// walked and counted").

#include "ui/live/live_types.h"

#include <QList>
#include <QString>

#include <optional>

namespace redlock::ui {

struct BackendKind {
    Backend backend;
    const char* key;        // "mock", "local", "external", "docker"
    const char* menuText;   // translated in the context of BackendControls
    const char* dialogText; // translated in the context of MastersDialog
    QList<DownMode> modes;  // empty: the toggle flips a mock master
    // The lab bench's "Run on" choice, translated in the context of BenchPage; nullptr: the
    // bench does not run there (it starts its own masters, so not on external ones).
    const char* benchText;
};

const QList<BackendKind>& backendKinds();
const BackendKind& backendKind(Backend backend);
std::optional<Backend> backendFromKey(const QString& key);
QString backendMenuName(Backend backend);   // "&Docker containers", translated
QString backendDialogName(Backend backend); // "Docker (containers on this machine's engine)"
QString backendBenchName(Backend backend);  // "Docker containers", translated; empty: none
// "mock, local, external, docker"; with "|": the --backend value's name.
QString backendKeys(const QString& separator = QStringLiteral(", "));

} // namespace redlock::ui
