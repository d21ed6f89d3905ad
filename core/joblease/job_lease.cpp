#include "core/joblease/job_lease.h"

namespace redlock {

const char* completionName(Completion c) {
    switch (c) {
    case Completion::Accepted:
        return "accepted";
    case Completion::Duplicate:
        return "duplicate";
    case Completion::Stale:
        return "stale";
    case Completion::Unknown:
        return "unknown";
    }
    return "unknown";
}

const char* jobStateName(JobState s) {
    switch (s) {
    case JobState::Pending:
        return "pending";
    case JobState::Active:
        return "active";
    case JobState::Done:
        return "done";
    }
    return "pending";
}

std::string pendingKey(const std::string& prefix) {
    return prefix + "jobs:pending";
}

std::string activeKey(const std::string& prefix) {
    return prefix + "jobs:active";
}

std::string allJobsKey(const std::string& prefix) {
    return prefix + "jobs:all";
}

std::string jobKeyPrefix(const std::string& prefix) {
    return prefix + "job:";
}

} // namespace redlock
