#pragma once
// CheckClient: one contending client of a check run: its own PollFanOut and Redlock client on
// its own thread, the same code path as `redlockctl acquire`. It records what it believes
// (BeliefLog) and writes to the shared register only while it believes it holds the lock.
//
// run() contends until a deadline: acquire (no built-in retries) -> on success, optionally a
// client pause (pause-client fault), a write, a hold of a few tens of ms, a second write,
// release -> a random delay before the next try (which also desynchronises contenders after a
// split vote). The scripted schedule drives the same steps one by one instead.

#include "core/check/belief_log.h"
#include "core/check/check_options.h"
#include "core/check/check_progress.h"
#include "core/check/holder_board.h"
#include "core/check/shared_register.h"

#include "core/client/redlock.h"
#include "core/lock/rng.h"
#include "core/valkey/address.h"
#include "core/valkey/poll_fan_out.h"

#include <stop_token>
#include <vector>

namespace redlock::check {

class CheckClient {
public:
    // `board` gets every attempt, acquisition and pause as it happens (live progress).
    // `holders`, when given, hears of every held acquire in run(), which may claim a strike
    // (holder_board.h): the client then keeps its lock to the end of its validity, or pauses.
    CheckClient(int id, const std::vector<Address>& masters, const CheckOptions& opt,
                BeliefLog& beliefs, SharedRegister& reg, ProgressBoard& board,
                HolderBoard* holders = nullptr);

    void run(std::stop_token st, Micros until);

    // --- single steps (run() and the scripted schedule) ---
    bool tryAcquire(); // one acquire; true when held
    int lastVotes() const { return m_lastVotes; }
    bool believes() const;  // holds a lock and its validity has not run out
    bool writeIfBelieved(); // a write under the lock, only while believing
    void release();         // ends the belief window (now or at validity), releases
    // Waits d, but wakes at once on a stop request (run()'s stop token: the CLI's SIGTERM, the
    // GUI's Cancel) and never past run()'s deadline: a long client pause is interruptible.
    void sleepFor(Micros d);
    Micros now() const { return m_clock.now(); }

    long long attempts() const { return m_attempts; }
    long long acquisitions() const { return m_acquisitions; }
    long long pauses() const { return m_pauses; }
    long long skippedWrites() const { return m_skippedWrites; }

private:
    Micros uniform(Micros lo, Micros hi);
    Holding holding(const AcquireResult& r) const;
    void holdFor(StrikeRole role); // after a held acquire in run(): writes, holds or pauses

    int m_id;
    const CheckOptions& m_opt;
    BeliefLog& m_beliefs;
    SharedRegister& m_register;
    ProgressBoard& m_board;
    HolderBoard* m_holders;
    StrikeRole m_role = StrikeRole::None; // of the lock held now
    SteadyClock m_clock;
    PollFanOut m_fanOut;
    Rng m_rng;
    Redlock m_client;
    std::stop_token m_stop;         // run()'s, so every wait can be woken
    Micros m_until = Micros::max(); // run()'s deadline
    bool m_holding = false;
    Lock m_lock;
    Micros m_start{0}; // T2 of the held acquire
    int m_lastVotes = 0;
    long long m_attempts = 0;
    long long m_acquisitions = 0;
    long long m_pauses = 0;
    long long m_skippedWrites = 0; // holding, but the validity ran out before the write
};

} // namespace redlock::check
