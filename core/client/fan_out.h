#pragma once
// FanOut: one command to N masters at once, each with its own deadline (the per-instance
// timeout), settling as early as the answer is known:
//   Settle::Quorum  stop when ok >= quorum (decided yes) or misses > N - quorum (decided no);
//   Settle::All     wait for every master or its deadline (release, health).
// Never waits past the deadline. Masters not awaited are reported as Outcome::Skipped
// (also those in FanOutOptions::noWait, which get the command but are never waited for).
// MockFanOut runs in virtual time; PollFanOut (hiredis + poll()) on real sockets.

#include "core/lock/clock.h"
#include "core/client/master.h"

#include <optional>
#include <string>
#include <vector>

namespace redlock {

enum class Settle { Quorum, All };

struct FanOutOptions {
    Micros timeout{50000}; // per-instance deadline, counted from the send
    Settle settle = Settle::All;
    int quorum = 1; // only for Settle::Quorum
    // Masters (bit i) the command is sent to but not awaited: reported Skipped at once, their
    // replies thrown away later like any stale reply. A refused acquire's cleanup release uses
    // it for the masters that already missed their deadline in that acquire.
    unsigned noWait = 0;
};

class FanOut {
public:
    virtual ~FanOut() = default;
    virtual int size() const = 0;
    virtual std::string address(int i) const = 0;
    // The client's clock: T1, T2 and every send/reply time are read from it.
    virtual Clock& clock() = 0;
    // Result has size() entries, in master order.
    virtual std::vector<Reply> run(const Command& cmd, const FanOutOptions& opt) = 0;
    // Retry delay: a real sleep, or virtual time moving forward.
    virtual void sleep(Micros d) = 0;
    // The masters the last run() reported Skipped still answer: keep reading each one until
    // its own deadline and return what it said (size() entries, nullopt where nothing was
    // skipped). Call it before the next run(), which otherwise throws those answers away.
    // A fan-out that cannot (the mock, in virtual time) returns an empty vector.
    virtual std::vector<std::optional<Reply>> readLate() { return {}; }
};

// Where a fan-out may stop, given replies in arrival order. Shared by both implementations so
// the early-settle rule is written once. `ok` and `miss` are counts so far.
inline bool settled(const FanOutOptions& opt, int n, int ok, int miss) {
    if (opt.settle == Settle::All) {
        return ok + miss >= n;
    }
    return ok >= opt.quorum || miss > n - opt.quorum || ok + miss >= n;
}

} // namespace redlock
