#pragma once
// The protocol page's view of one real acquire on a live backend. The client's Attempt traces
// (LiveAcquire) are shifted so that T1 is time 0, the origin the diagram and the scrubber use
// for simulator runs too, and then given two ways:
//  - timeline(): timelineFromAttempt() of the acquire, with the release of a held lock (sent
//    LiveConfig::holdMs later) added as its release messages;
//  - transcript(upTo): the commands the client really sent, as a runnable script (Transcript:
//    SET … NX PX, the token-checked release as EVAL of the client's own script bytes), each with
//    its real outcome and reply time, including what a simulator never produces: socket errors
//    and masters not awaited (with the reply they sent after the verdict).
// Times are the client's steady clock in microseconds, so they are real measurements.

#include "ui/live/live_types.h"

#include "core/sim/timeline.h"
#include "ui/pages/protocol/transcript.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace redlock::ui {

class LiveTrace {
    Q_DECLARE_TR_FUNCTIONS(redlock::ui::LiveTrace)
public:
    explicit LiveTrace(const LiveAcquire& acquire);

    // Master lanes are named M1…Mn like the simulator's; laneTips() has each lane's address.
    const redlock::sim::Timeline& timeline() const { return m_tl; }
    const QStringList& laneTips() const { return m_laneTips; }
    // End of the acquire itself (and of its cleanup when refused), without a later release:
    // where the diagram's detail zoom ends.
    redlock::sim::Us detailEnd() const { return m_detailEnd; }
    QString transcript(redlock::sim::Us upTo) const;
    // "127.0.0.1:40001, :40002, …": the masters, the host written once when they share it.
    QString masters() const;

private:
    void addCommands(std::vector<ScriptStep>& steps, const redlock::Attempt& a,
                     const std::vector<redlock::MasterTrace>& traces, bool release) const;

    redlock::Attempt m_attempt;
    std::optional<redlock::Attempt> m_release;
    redlock::sim::Timeline m_tl;
    redlock::sim::Us m_detailEnd = 0;
    QStringList m_laneTips;
};

} // namespace redlock::ui
