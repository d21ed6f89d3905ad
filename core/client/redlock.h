#pragma once
// The Redlock client over any FanOut (mock or real).
//   acquire: T1; SET NX PX on all N at once (settling early on a decided quorum), or one
//            master after another (RedlockOptions::fanout, stopping once the quorum is out of
//            reach); T2;
//            judge(votes, N, T2-T1, TTL, drift). Not held -> release on ALL N (even masters that
//            said no or did not answer), wait retryDelay + U[0, retryJitter] and try again with
//            a fresh token, up to `retries` more times.
//   release: token-checked delete sent to all N; awaited until a majority confirmed (settleEarly)
//            or until every master answered or hit its deadline.
//   extend:  token-checked PEXPIRE on all N; counts only when a majority extended AND the
//            extension finished inside the current validity (judged like an acquire).
// Every call returns Attempt traces (T1, per-master send/reply/outcome, T2, verdict) for the UI.

#include "core/client/fan_out.h"
#include "core/lock/judge.h"
#include "core/lock/result.h"
#include "core/lock/rng.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace redlock {

inline constexpr Micros kMinInstanceTimeout{1000};
inline constexpr Micros kMaxInstanceTimeout{1000000};

struct RedlockOptions {
    Millis ttl{10000};
    Micros timeout{50000}; // per-instance deadline: 1-1000 ms and below the TTL
    double driftFactor = kDefaultDriftFactor;
    int retries = 0; // extra attempts after the first
    Millis retryDelay{200};
    Millis retryJitter{100};
    std::string prefix = "redlock-lab:";
    bool settleEarly = true; // acquire and release: stop reading once the quorum is decided
    // Acquire and extend: all N at once (default), or one master after another with the early
    // stop once the quorum is out of reach (fan_out.h). Release always goes to all N at once.
    FanOutMode fanout = FanOutMode::Parallel;
};

// Checks options against DESIGN.md's input rules; the message names the bad value.
Result<RedlockOptions> checkOptions(const RedlockOptions& opt);

struct MasterTrace {
    std::string address;
    Reply reply;
    // Reply Skipped: what the master answered after the client had settled (readLate()).
    std::optional<Reply> late;
};

struct Attempt {
    Op op = Op::Acquire;
    int number = 1; // 1-based attempt number within one acquire
    std::string key;
    std::string token;
    Micros t1{0};
    Micros t2{0};
    std::vector<MasterTrace> masters;
    int votes = 0;                  // Ok replies
    std::optional<Verdict> verdict; // acquire and extend
    // acquire only: when not held, the release sent to all N, and the delay before the next try.
    std::vector<MasterTrace> cleanup;
    Micros retryDelay{0};
};

struct Lock {
    std::string resource;
    std::string key;
    std::string token;
    Micros t1{0};         // start of the acquire (or extension) that made it valid
    Micros validUntil{0}; // client clock: T1 + TTL - drift
    Verdict verdict;
};

struct AcquireResult {
    bool held = false;
    Lock lock; // meaningful when held
    std::vector<Attempt> attempts;
};

class Redlock {
public:
    // `fanOut` must outlive the client. Options must have passed checkOptions().
    Redlock(FanOut& fanOut, RedlockOptions opt, Rng rng = Rng{1});

    const RedlockOptions& options() const { return m_opt; }
    int size() const { return m_fanOut.size(); }
    std::string keyFor(const std::string& resource) const { return m_opt.prefix + resource; }

    AcquireResult acquire(const std::string& resource);
    Attempt release(const Lock& lock);
    // On success `lock` gets its new validity; on failure it is left unchanged.
    Attempt extend(Lock& lock, Millis ttl);
    // After the verdict: reads the answers of the masters `lastRun` (the traces of the last
    // call's fan-out: a held acquire's masters, a release's) did not await, into their `late`.
    // Blocks at most one per-instance timeout. Nothing to read on the mock.
    void readLate(std::vector<MasterTrace>& lastRun);

private:
    // One fan-out with T1/T2 read around it, traced per master.
    Attempt runTraced(Op op, const std::string& key, const std::string& token, Millis ttl,
                      Settle settle, unsigned noWait = 0);
    std::vector<MasterTrace> trace(const std::vector<Reply>& replies) const;
    static int countOk(const std::vector<Reply>& replies);

    FanOut& m_fanOut;
    RedlockOptions m_opt;
    Rng m_rng;
};

} // namespace redlock
