#pragma once
// The one model behind the teaching pages. It holds what the user can change (how many masters,
// which of them answer, TTL, how long the acquire took, drift factor) and hands out a Verdict
// that comes straight from core judge(), so no widget ever re-derives the Redlock rules.
// Every setter that changes something emits exactly one changed(); widgets redraw from it.

#include "core/client/redlock.h"
#include "core/lock/judge.h"
#include "core/lock/quorum.h"

#include <QObject>
#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace redlock::ui {

// What one master's slot of the vote bar shows: its own answer to the acquire.
enum class MasterSlot {
    Ok,          // said OK in time: a vote
    Down,        // down (mock toggle), or no connection / an error reply
    Miss,        // no answer by its per-instance deadline
    Refused,     // answered "no": the key was held by another token
    LateOk,      // live: not awaited, and its OK came in after the client had settled
    LateRefused, // live: not awaited, and it answered "no" after the client had settled
    LateMiss,    // live: not awaited, and its late read found nothing before its deadline
    NotAwaited,  // live: not awaited, its answer not read (the trace says nothing more)
    NotAsked     // a sequential fan-out stopped before sending to it (Reply::sent false)
};

class LabState : public QObject {
    Q_OBJECT
public:
    static constexpr int kDefaultMasters = 5;
    static constexpr long long kDefaultTtlMs = 30000;
    static constexpr long long kDefaultElapsedMs = 120;

    explicit LabState(QObject* parent = nullptr);

    int masterCount() const { return m_n; }
    bool isUp(int index) const;
    int okVotes() const;
    int quorum() const;
    Millis ttl() const { return m_ttl; }
    Micros elapsed() const { return m_elapsed; }
    double driftFactor() const { return m_driftFactor; }

    Verdict verdict() const;
    // The same votes judged with the baseline acquire (kDefaultElapsedMs of kDefaultTtlMs): the
    // majority page teaches the vote gate alone, so the time set on the gates page (which
    // shares the masters) must not make it say "refused" with every master OK.
    Verdict voteVerdict() const;

    // Back to the baseline. resetMasters(): N and every master up (kept as they are while a
    // live backend owns them); resetTiming(): TTL, elapsed and drift. One changed() each.
    void resetMasters();
    void resetTiming();

    // Each setter returns false and fills `error` (tr() text) when the value is rejected.
    bool setMasterCount(int n, QString* error = nullptr);
    bool setMasterUp(int index, bool up, QString* error = nullptr);
    bool toggleMaster(int index, QString* error = nullptr);
    // N masters with exactly the listed ones (numbers 1..N) down: a question's vote shown on
    // pages 1 and 3. False, nothing changed, when N or a number is out of range.
    bool setVote(int n, const std::vector<int>& downNumbers, QString* error = nullptr);
    // Whether a question may set a vote of N masters here: N is possible, and the toggles are
    // the simulator's (on a live backend a toggle kills or restarts a real server).
    bool canSetVote(int n) const { return !m_liveControl && static_cast<bool>(majority(n)); }
    bool setTtl(long long ttlMs, QString* error = nullptr);
    bool setElapsed(Micros elapsed, QString* error = nullptr);
    bool setDriftFactor(double factor, QString* error = nullptr);

    // Live backends (BackendModel): a toggle becomes a request for a real action, and the
    // masters' up flags are mirrored back from health probes with setMasterUp(). The vote
    // count comes from the last real acquire, so every page counts the votes that really came.
    bool isLiveControl() const { return m_liveControl; }
    void setLiveControl(bool on);
    const std::optional<Verdict>& liveVerdict() const { return m_liveVerdict; }
    // The live round: the verdict, each master's slot (from the real client's trace) and, once
    // the held lock was let go, on how many masters the release deleted it (-1: not released).
    void setLiveVerdict(const std::optional<Verdict>& verdict, std::vector<MasterSlot> answers = {},
                        int releasedOn = -1);
    int liveReleasedOn() const { return m_liveReleasedOn; }

    // One slot per master, M1 … MN, from the same round verdict() / liveVerdict() judged.
    std::vector<MasterSlot> masterSlots() const;
    // A slot per master from one fan-out of the real client (late answers included).
    static std::vector<MasterSlot> slotsOf(const std::vector<redlock::MasterTrace>& masters);
    // A page with masters of its own (the protocol page) still drives the real servers while
    // `lab` is on a live backend: it mirrors lab's N and up flags, hands its toggles to lab,
    // and returns to its own baseline when lab goes back to the simulator.
    void followLiveMasters(LabState* lab);

signals:
    void changed();
    void toggleRequested(int index); // live backends only

private:
    bool checkIndex(int index, QString* error) const;

    int m_n = kDefaultMasters;
    // All nine slots are kept so shrinking N and growing it back restores the user's toggles.
    std::array<bool, kMaxMasters> m_up{};
    Millis m_ttl{kDefaultTtlMs};
    Micros m_elapsed{kDefaultElapsedMs * 1000};
    double m_driftFactor = kDefaultDriftFactor;
    bool m_liveControl = false;
    std::optional<Verdict> m_liveVerdict;
    std::vector<MasterSlot> m_liveSlots;
    int m_liveReleasedOn = -1;
};

} // namespace redlock::ui
