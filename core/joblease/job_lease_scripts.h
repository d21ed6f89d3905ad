#pragma once
// The Lua scripts of the single-server job lease (job_lease.h). Each runs atomically on the
// server, so "pop, bump the fence, stamp the deadline" can never interleave with another worker,
// and every deadline is read from the server's own clock (TIME), never from a worker's.
// Calling convention, shared by all five:
//   KEYS[1] <prefix>jobs:pending   KEYS[2] <prefix>jobs:active   KEYS[3] <prefix>jobs:all
//   ARGV[1] <prefix>job:           (the job hash key is ARGV[1] .. id)
// MockJobLease implements the same transitions in C++; the integration test runs these.

namespace redlock::scripts {

// ARGV[2] id, ARGV[3] payload → 1
extern const char* const kEnqueue;
// ARGV[2] lease ms → {} or {id, payload, attempts, deadline ms}
extern const char* const kClaim;
// → number of lapsed leases moved back to pending
extern const char* const kReap;
// ARGV[2] id, ARGV[3] fence, ARGV[4] result → "accepted" | "duplicate" | "stale" | "unknown"
extern const char* const kComplete;
// → {now ms, {pending ids}, {id, deadline, …}, {{id, payload, attempts, state, result}, …}}
extern const char* const kSnapshot;

} // namespace redlock::scripts
