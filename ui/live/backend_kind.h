#pragma once
// Where the masters of the teaching pages live: the embedded mock (virtual time), local
// servers the app starts, external servers the user names, or Docker containers. The command line
// chooses one (ui/app/app_options.h); the live room acts on it.

namespace redlock::ui {

enum class Backend { Mock, Local, External, Docker }; // ui/live/backend_kinds.h: one row each

} // namespace redlock::ui
