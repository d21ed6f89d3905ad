#pragma once
// JobLease in memory on a virtual clock: the same transitions the Lua scripts make, one call at
// a time (so each is atomic, as a script is on the server). The clock stands in for the
// server's TIME; the GUI and the tests move a ManualClock to let leases lapse without waiting.

#include "core/joblease/job_lease.h"
#include "core/lock/clock.h"

#include <map>
#include <set>
#include <utility>

namespace redlock {

class MockJobLease final : public JobLease {
public:
    MockJobLease(const Clock& clock, JobLeaseOptions options = {});

    Result<bool> enqueue(const std::string& id, const std::string& payload) override;
    Result<std::optional<ClaimedJob>> claim() override;
    Result<int> reap() override;
    Result<Completion> complete(const std::string& id, std::int64_t fence,
                                const std::string& result) override;
    Result<LeaseSnapshot> snapshot() override;

    // The keys a server would hold now, for checking that everything sits under the prefix.
    std::vector<std::string> keys() const;
    const JobLeaseOptions& options() const { return m_options; }

private:
    std::int64_t nowMs() const;

    const Clock& m_clock;
    JobLeaseOptions m_options;
    std::set<std::pair<std::int64_t, std::string>> m_pending; // (score, id), like a ZSET
    std::map<std::string, std::int64_t> m_active;             // id → deadline ms
    std::map<std::string, JobRow> m_jobs;
};

} // namespace redlock
