#pragma once
// Sentences about one simulator run for the timing page: the safety banner, the headline numbers
// under each diagram and the diagram's legend. Numbers are read from the SimResult as the core
// computed them; this class only words them.

#include "core/sim/trace.h"

#include <QCoreApplication>
#include <QString>

namespace redlock::ui {

class RunSummary {
    Q_DECLARE_TR_FUNCTIONS(redlock::ui::RunSummary)
public:
    static QString banner(const sim::SimResult& r);
    static bool violated(const sim::SimResult& r) { return r.overlapUs > 0; }
    // Overlap, stale writes accepted, validity of the first client's first acquire.
    static QString headline(const sim::SimResult& r);
    static QString legendHtml();
    static QString fencingName(int mode); // off / monotonic token / check-and-set
};

} // namespace redlock::ui
