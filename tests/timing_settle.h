#pragma once
// The timing page simulates off the GUI thread (TimingModel::busy()); a test that reads what
// a choice produced first waits for its runs (the event loop runs meanwhile; nothing sleeps).

#include "ui/pages/timing/timing_model.h"
#include "ui/pages/timing/timing_page.h"

#include <QTest>

namespace redlock_test {

// Worker-thread results on a 2-core machine shared with builds: generous, never slept.
constexpr int kTimingRunsMs = 30000;

inline void settle(redlock::ui::TimingModel* model) {
    QTRY_VERIFY_WITH_TIMEOUT(!model->busy(), kTimingRunsMs);
}
inline void settle(redlock::ui::TimingPage& page) {
    settle(page.model());
}

} // namespace redlock_test
