#pragma once
// REDLOCK_TR_NOOP("Context", "text") marks an English text of the core that the GUI shows in the
// reader's language, where the text is written. It expands to the text: the core stays Qt-free
// and every other caller (the CLI, JSON, tests) sees plain English. lupdate reads it as
// QT_TRANSLATE_NOOP (scripts/translations passes `-tr-function-alias
// QT_TRANSLATE_NOOP+=REDLOCK_TR_NOOP`), so the catalogue translations/redlock-lab_LANG.ts collects
// the text under Context, and the GUI looks it up with QCoreApplication::translate(Context, text)
// (ui/pages/timing/run_summary.cpp, ui/pages/choose/).
#define REDLOCK_TR_NOOP(context, text) text
