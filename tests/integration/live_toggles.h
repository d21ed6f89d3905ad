#pragma once
// The majority page's master toggles driven as a user drives them, for the tests of the GUI's
// live backends (local processes, Docker containers): a click followed by the real acquire it
// causes, and a mode picked from a master's own ▾ menu.

#include "ui/app/main_window.h"
#include "ui/live/backend_model.h"
#include "ui/pages/majority/majority_page.h"
#include "ui/widgets/master_toggles.h"

#include <QMenu>
#include <QPushButton>
#include <QTest>
#include <QToolButton>

namespace livetoggles {

inline redlock::ui::MajorityPage* page(redlock::ui::MainWindow* w) {
    return qobject_cast<redlock::ui::MajorityPage*>(w->page(QStringLiteral("majority")));
}

// The token of the last real acquire ("" before the first).
inline QString token(const redlock::ui::BackendModel* m) {
    const auto& a = m->lastAcquire();
    return a ? a->token : QString();
}

// Clicks master `index` and waits (at most `waitMs`) for the acquire that follows it, told by a
// new token, so an older result can never pass for it. False when none came.
inline bool clickAndWait(redlock::ui::MainWindow* w, int index, int waitMs) {
    const QString before = token(w->backend());
    QTest::mouseClick(page(w)->toggles()->button(index), Qt::LeftButton);
    return QTest::qWaitFor([&] { return token(w->backend()) != before; }, waitMs);
}

// Picks `mode` in master `index`'s ▾ menu. False when the menu does not offer it.
inline bool chooseMode(redlock::ui::MainWindow* w, int index, redlock::ui::DownMode mode) {
    QMenu* menu = page(w)->toggles()->modeButton(index)->menu();
    if (!menu) {
        return false;
    }
    for (QAction* act : menu->actions()) {
        if (act->data().toInt() == static_cast<int>(mode)) {
            act->trigger();
        }
    }
    return w->backend()->downMode(index) == mode;
}

} // namespace livetoggles
