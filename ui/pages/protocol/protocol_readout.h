#pragma once
// The protocol page's words for a Timeline at time t: which attempt has been judged last, how
// it fared at each gate, and the lease it bought. Numbers come from the Timeline (and so from
// core judge()); this file only chooses sentences.

#include "core/sim/timeline.h"

#include <QCoreApplication>
#include <QString>

namespace redlock::ui {

class ProtocolReadout {
    Q_DECLARE_TR_FUNCTIONS(redlock::ui::ProtocolReadout)
public:
    static QString headline(const redlock::sim::Timeline& tl, redlock::sim::Us now);
    // Vote gate, time gate and validity of the last attempt judged by `now`, one per line.
    static QString details(const redlock::sim::Timeline& tl, redlock::sim::Us now);
    // For a race: attempts so far and who won.
    static QString race(const redlock::sim::Timeline& tl, redlock::sim::Us now);
};

} // namespace redlock::ui
