#pragma once
// The single-server job lease the course contrasts with Redlock: one Valkey, one clock (the
// server's TIME), no majority. A worker claims the next pending job; the claim bumps the job's
// attempts counter, and that number is the fence the worker must present when it completes.
// A lease that lapses is moved back to pending by the reaper and re-claimed with a higher fence,
// so the old worker's late completion is refused while the new one is accepted. The job handler
// is assumed idempotent: a lapse costs a second run of the work, never a corrupted result.
//
// Keys (all under the prefix, nothing else is touched):
//   <prefix>jobs:pending  sorted set, score = enqueue/reap time in ms (ZPOPMIN takes the oldest)
//   <prefix>jobs:active   sorted set, score = lease deadline in ms of the server clock
//   <prefix>jobs:all      set of every job id ever enqueued (so a snapshot can list them)
//   <prefix>job:<id>      hash: payload, attempts (the fence), state, result
// Two implementations: MockJobLease (in memory, virtual clock) and ValkeyJobLease (Lua via EVAL).

#include "core/lock/result.h"
#include "core/lock/units.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace redlock {

struct JobLeaseOptions {
    std::string prefix = "redlock-lab:";
    Millis lease{10000}; // how long a claim holds the job before the reaper may take it back
};

struct ClaimedJob {
    std::string id;
    std::string payload;
    std::int64_t attempts = 0; // the fence for complete()
    std::int64_t deadlineMs = 0;
};

enum class JobState { Pending, Active, Done };

struct JobRow {
    std::string id;
    std::string payload;
    std::int64_t attempts = 0;
    JobState state = JobState::Pending;
    std::string result;
};

struct ActiveLease {
    std::string id;
    std::int64_t deadlineMs = 0;
};

struct LeaseSnapshot {
    std::int64_t nowMs = 0;           // the server clock when the snapshot was taken
    std::vector<std::string> pending; // oldest first
    std::vector<ActiveLease> active;  // earliest deadline first
    std::vector<JobRow> jobs;         // by id
};

// Accepted: the fence was current, the result is stored. Duplicate: the same fence completed
// before (a harmless retry of an idempotent handler). Stale: the job was re-claimed since, the
// caller's lease is gone. Unknown: no such job.
enum class Completion { Accepted, Duplicate, Stale, Unknown };

const char* completionName(Completion c); // "accepted", "duplicate", "stale", "unknown"
const char* jobStateName(JobState s);     // "pending", "active", "done"

class JobLease {
public:
    virtual ~JobLease() = default;

    virtual Result<bool> enqueue(const std::string& id, const std::string& payload) = 0;
    // The next pending job, or nullopt when none is pending.
    virtual Result<std::optional<ClaimedJob>> claim() = 0;
    // Moves every active job whose deadline has passed back to pending; returns how many.
    virtual Result<int> reap() = 0;
    virtual Result<Completion> complete(const std::string& id, std::int64_t fence,
                                        const std::string& result) = 0;
    virtual Result<LeaseSnapshot> snapshot() = 0;
};

// Key names, shared by both implementations and the tests.
std::string pendingKey(const std::string& prefix);
std::string activeKey(const std::string& prefix);
std::string allJobsKey(const std::string& prefix);
std::string jobKeyPrefix(const std::string& prefix); // "<prefix>job:" (the id is appended)

} // namespace redlock
