#include "core/joblease/mock_job_lease.h"

#include <algorithm>

namespace redlock {

MockJobLease::MockJobLease(const Clock& clock, JobLeaseOptions options)
    : m_clock(clock), m_options(std::move(options)) {}

std::int64_t MockJobLease::nowMs() const {
    return m_clock.now().count() / 1000;
}

Result<bool> MockJobLease::enqueue(const std::string& id, const std::string& payload) {
    if (id.empty()) {
        return Error{"job id is empty; expected a non-empty id"};
    }
    JobRow& row = m_jobs[id];
    row.id = id;
    row.payload = payload;
    row.state = JobState::Pending;
    // Re-enqueueing keeps the attempts counter: the fence only ever grows.
    std::erase_if(m_pending, [&](const auto& e) { return e.second == id; });
    m_pending.insert({nowMs(), id});
    return true;
}

Result<std::optional<ClaimedJob>> MockJobLease::claim() {
    if (m_pending.empty()) {
        return std::optional<ClaimedJob>{};
    }
    const std::string id = m_pending.begin()->second;
    m_pending.erase(m_pending.begin());
    JobRow& row = m_jobs[id];
    row.id = id;
    ++row.attempts;
    row.state = JobState::Active;
    const std::int64_t deadline = nowMs() + m_options.lease.count();
    m_active[id] = deadline;
    return std::optional<ClaimedJob>{ClaimedJob{id, row.payload, row.attempts, deadline}};
}

Result<int> MockJobLease::reap() {
    const std::int64_t now = nowMs();
    int moved = 0;
    for (auto it = m_active.begin(); it != m_active.end();) {
        if (it->second <= now) {
            m_pending.insert({now, it->first});
            m_jobs[it->first].state = JobState::Pending;
            it = m_active.erase(it);
            ++moved;
        } else {
            ++it;
        }
    }
    return moved;
}

Result<Completion> MockJobLease::complete(const std::string& id, std::int64_t fence,
                                          const std::string& result) {
    const auto it = m_jobs.find(id);
    if (it == m_jobs.end()) {
        return Completion::Unknown;
    }
    JobRow& row = it->second;
    if (fence != row.attempts) {
        return Completion::Stale;
    }
    if (row.state == JobState::Done) {
        return Completion::Duplicate;
    }
    row.state = JobState::Done;
    row.result = result;
    m_active.erase(id);
    std::erase_if(m_pending, [&](const auto& e) { return e.second == id; });
    return Completion::Accepted;
}

Result<LeaseSnapshot> MockJobLease::snapshot() {
    LeaseSnapshot s;
    s.nowMs = nowMs();
    for (const auto& [score, id] : m_pending) {
        s.pending.push_back(id);
    }
    for (const auto& [id, deadline] : m_active) {
        s.active.push_back({id, deadline});
    }
    std::stable_sort(
        s.active.begin(), s.active.end(),
        [](const ActiveLease& a, const ActiveLease& b) { return a.deadlineMs < b.deadlineMs; });
    for (const auto& [id, row] : m_jobs) {
        s.jobs.push_back(row);
    }
    return s;
}

std::vector<std::string> MockJobLease::keys() const {
    std::vector<std::string> out;
    if (!m_pending.empty()) {
        out.push_back(pendingKey(m_options.prefix));
    }
    if (!m_active.empty()) {
        out.push_back(activeKey(m_options.prefix));
    }
    if (!m_jobs.empty()) {
        out.push_back(allJobsKey(m_options.prefix));
    }
    for (const auto& [id, row] : m_jobs) {
        out.push_back(jobKeyPrefix(m_options.prefix) + id);
    }
    return out;
}

} // namespace redlock
