#pragma once
// HolderBoard: how the targeted faults of a random check run learn, at fault time, who holds
// the lock and on which masters (Jepsen's targeted nemeses: aim at the holder, not at random).
//
// The fault thread arms a strike; the next client whose acquire is held claims it at once, on
// its own thread, and learns what it must do meanwhile (keep the lock for its whole validity,
// or pause until the validity has run out); the fault thread, waiting on the board, receives
// that holding — the client, the masters that may hold its key, when its validity ends — and
// aims the strike's faults at exactly the masters that tip the vote (fault_plan.h, strikeSteps).
// The claim is taken by the client itself, so no holding is missed between the acquire and
// the fault thread's look. All times are on the run's one steady clock.

#include "core/lock/quorum.h"
#include "core/lock/units.h"

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <stop_token>
#include <vector>

namespace redlock::check {

// What a client that claimed a strike does with its lock.
enum class StrikeRole {
    None,  // no strike armed: its ordinary short hold
    Hold,  // keep the lock (writing at the start and near the end) until its validity ends
    Pause, // stop the world right after the acquire until just past its validity
};

struct Holding {
    int client = -1;
    std::vector<int> voted; // masters that answered OK
    std::vector<int> keyed; // masters that may hold the key: voted, or sent the SET and not
                            // awaited (settled early) or timed out (it may land late)
    Micros t2{0};
    Micros validUntil{0};
};

// Masters a strike must take the key from so that the others can form a majority without the
// holder: |keyed| - (N - majority(N)). 1 when the holder has exactly a majority.
inline int tipCount(const Holding& h, int servers) {
    return static_cast<int>(h.keyed.size()) - toleratedFailures(servers);
}

class HolderBoard {
public:
    explicit HolderBoard(int servers) : m_servers(servers) {}

    // The fault thread: the next held acquire whose tip count is at most `maxTip` is claimed
    // for a strike, and its client takes `role`.
    void arm(StrikeRole role, int maxTip) {
        const std::lock_guard lock(m_mutex);
        m_armed = role;
        m_maxTip = maxTip;
        m_claimed.reset();
    }

    // The fault thread: waits until a holding claimed the armed strike, `until` passes (steady
    // clock, as SteadyClock) or `st` asks to stop; disarms either way.
    std::optional<Holding> claimed(Micros until, std::stop_token st) {
        std::unique_lock lock(m_mutex);
        const auto deadline = std::chrono::steady_clock::time_point(until);
        m_wake.wait_until(lock, st, deadline, [this] { return m_claimed.has_value(); });
        std::optional<Holding> out = std::move(m_claimed);
        m_claimed.reset();
        m_armed = StrikeRole::None;
        return out;
    }

    // A client thread, right after a held acquire: its role (None unless it takes a strike).
    StrikeRole acquired(const Holding& h) {
        const std::lock_guard lock(m_mutex);
        if (m_armed == StrikeRole::None || m_claimed || tipCount(h, m_servers) > m_maxTip) {
            return StrikeRole::None;
        }
        const StrikeRole role = m_armed;
        m_armed = StrikeRole::None;
        m_claimed = h;
        m_wake.notify_all();
        return role;
    }

private:
    const int m_servers;
    std::mutex m_mutex;
    std::condition_variable_any m_wake;
    StrikeRole m_armed = StrikeRole::None;
    int m_maxTip = 0;
    std::optional<Holding> m_claimed;
};

} // namespace redlock::check
