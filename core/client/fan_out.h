#pragma once
// FanOut: one command to N masters at once, each with its own deadline (the per-instance
// timeout), settling as early as the answer is known:
//   Settle::Quorum  stop when ok >= quorum (decided yes) or misses > N - quorum (decided no);
//   Settle::All     wait for every master or its deadline (release, health).
// Never waits past the deadline. Masters not awaited are reported as Outcome::Skipped
// (also those in FanOutOptions::noWait, which get the command but are never waited for).
// MockFanOut runs in virtual time; PollFanOut (hiredis + poll()) on real sockets.
//
// Two orders (FanOutOptions::mode):
//   Parallel   (default) the command goes to all N at once, as above (the spec's "multiplexing").
//   Sequential one master after another in index order (the spec's step 2, the article's Java
//              loop): each master gets its own per-instance deadline counted from its own send,
//              so the elapsed time is a staircase. With Settle::Quorum it stops asking once the
//              masters not yet asked can no longer make up the quorum (ok + left < quorum); it
//              does NOT stop when the quorum is reached, but asks the rest too, as the article's
//              loop and the spec's "in all the N instances" do (see docs/benchmarks.md). Masters
//              never asked are reported Skipped with Reply::sent == false.

#include "core/client/master.h"
#include "core/lock/clock.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace redlock {

enum class Settle { Quorum, All };
enum class FanOutMode { Parallel, Sequential };

const char* fanOutModeName(FanOutMode m); // "parallel", "sequential"
// "parallel" or "sequential"; nullopt for anything else.
std::optional<FanOutMode> parseFanOutMode(std::string_view text);

struct FanOutOptions {
    Micros timeout{50000}; // per-instance deadline, counted from the send
    Settle settle = Settle::All;
    int quorum = 1; // only for Settle::Quorum
    // Masters (bit i) the command is sent to but not awaited: reported Skipped at once, their
    // replies thrown away later like any stale reply. A refused acquire's cleanup release uses
    // it for the masters that already missed their deadline in that acquire.
    unsigned noWait = 0;
    FanOutMode mode = FanOutMode::Parallel;
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

// Sequential order: after `asked` of n masters with `ok` votes among them, may the fan-out stop
// asking? Only under Settle::Quorum, and only when the quorum is out of reach.
inline bool quorumOutOfReach(const FanOutOptions& opt, int n, int asked, int ok) {
    return opt.settle == Settle::Quorum && ok + (n - asked) < opt.quorum;
}

// The reply of a master a sequential fan-out never asked (it stopped at `at`).
inline Reply notAsked(Micros at) {
    Reply r;
    r.outcome = Outcome::Skipped;
    r.sentAt = r.repliedAt = at;
    r.sent = false;
    return r;
}

} // namespace redlock
