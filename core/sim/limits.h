#pragma once
// Limits on what one scenario file and one simulator run may cost. Documented in
// docs/simulator.md ("Limits") and docs/reliability.md; the CLI and the GUI apply the same ones,
// and each error names the limit it hit.

#include "core/lock/result.h"
#include "core/sim/event_queue.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace redlock::sim::limits {

constexpr std::size_t kMaxFileBytes = 1 << 20;     // a scenario file: 1 MiB
constexpr int kMaxVariants = 64;                   // variants in one file
constexpr int kMaxClients = 32;                    // clients in one scenario
constexpr int kMaxStepsPerClient = 256;            // steps of one client
constexpr int kMaxFaults = 1000;                   // faults in one scenario
constexpr int kMaxLinks = 1000;                    // link rows in one scenario
constexpr std::int64_t kMaxAttemptsPerRun = 10000; // clients x max_attempts
constexpr std::int64_t kMaxEventsPerRun = 500000;  // events the engine runs before it stops
constexpr Us kMaxTimeUs = 864000000000LL;          // any time or duration: 10 days
// The sum of one master's clock jumps (either way) stays within this, so every clock reading
// stays far from the 64-bit range.
constexpr Us kMaxClockOffsetUs = kMaxTimeUs;

// The bytes of a scenario file: a regular file (not a directory, FIFO or device, so a read
// can neither block nor run forever) of at most kMaxFileBytes. Errors name the path and why.
Result<std::string> readScenarioFile(const std::string& path);

} // namespace redlock::sim::limits
