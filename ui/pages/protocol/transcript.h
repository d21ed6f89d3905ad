#pragma once
// The commands of a Timeline as a redis-cli / valkey-cli transcript: each command the client
// sent, to which master and when, then the reply (or the deadline that passed without one).
// Only what happened up to `upTo` is listed, so the pane follows the scrubber. The commands
// are the real ones (SET … NX PX, the token-checked release script); the comment lines are
// translated.

#include "core/sim/timeline.h"

#include <QCoreApplication>
#include <QString>

namespace redlock::ui {

class Transcript {
    Q_DECLARE_TR_FUNCTIONS(redlock::ui::Transcript)
public:
    // The token-checked delete every Redlock client sends on release.
    static QString releaseScript();
    static QString text(const redlock::sim::Timeline& tl, redlock::sim::Us upTo);
    // "2.000" (ms with three decimals, the precision of the simulator's microseconds)
    static QString msText(redlock::sim::Us t);
};

} // namespace redlock::ui
