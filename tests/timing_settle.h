#pragma once
// The timing page simulates off the GUI thread (TimingModel::busy()); a test that reads what
// a choice produced first waits for its runs (the event loop runs meanwhile; nothing sleeps).

#include "ui/pages/timing/timing_model.h"
#include "ui/pages/timing/timing_page.h"

#include <QTest>

namespace redlock_test {

// Worker-thread results on a 2-core machine shared with builds: generous, never slept (a ceiling;
// tst_ui_guide needed 37 s once, with two other builds and a spin search beside it).
constexpr int kTimingRunsMs = 120000;

inline void settle(redlock::ui::TimingModel* model) {
    QTRY_VERIFY_WITH_TIMEOUT(!model->busy(), kTimingRunsMs);
}
inline void settle(redlock::ui::TimingPage& page) {
    settle(page.model());
}

} // namespace redlock_test
