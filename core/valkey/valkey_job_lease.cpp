#include "core/valkey/valkey_job_lease.h"

#include "core/joblease/job_lease_scripts.h"
#include "core/lock/clock.h"
#include "core/valkey/resp.h"

#include <hiredis/hiredis.h>

#include <charconv>
#include <vector>

namespace redlock {

namespace {

std::string text(const redisReply* r) {
    return r && r->str ? std::string(r->str, r->len) : std::string();
}

// Integers come back as integers from Lua numbers, as strings from hash fields and scores.
std::int64_t number(const redisReply* r) {
    if (!r) {
        return 0;
    }
    if (r->type == REDIS_REPLY_INTEGER) {
        return r->integer;
    }
    std::int64_t v = 0;
    const std::string s = text(r);
    std::from_chars(s.data(), s.data() + s.size(), v);
    return v;
}

JobState stateOf(const std::string& s) {
    return s == "active" ? JobState::Active : s == "done" ? JobState::Done : JobState::Pending;
}

} // namespace

ValkeyJobLease::ValkeyJobLease(std::string host, int port, JobLeaseOptions options, Millis timeout,
                               std::string password)
    : m_conn(std::move(host), port, std::move(password), ReplyLimits::bulky()),
      m_options(std::move(options)), m_timeout(timeout) {}

Result<ReplyPtr> ValkeyJobLease::eval(const char* script,
                                      std::initializer_list<std::string_view> args) {
    const std::string pending = pendingKey(m_options.prefix);
    const std::string active = activeKey(m_options.prefix);
    const std::string all = allJobsKey(m_options.prefix);
    const std::string jobs = jobKeyPrefix(m_options.prefix);
    std::vector<std::string_view> argv{"EVAL", script, "3", pending, active, all, jobs};
    argv.insert(argv.end(), args.begin(), args.end());
    std::string bytes;
    appendResp(bytes, argv);
    Result<ReplyPtr> r = m_conn.request(bytes, Micros(m_timeout));
    if (!r) {
        return r.error();
    }
    if ((*r)->type == REDIS_REPLY_ERROR) {
        return Error{"server refused the script: " + text(r->get()), ErrorKind::Server};
    }
    return r;
}

Result<bool> ValkeyJobLease::enqueue(const std::string& id, const std::string& payload) {
    if (id.empty()) {
        return Error{"job id is empty; expected a non-empty id"};
    }
    auto r = eval(scripts::kEnqueue, {id, payload});
    if (!r) {
        return r.error();
    }
    return true;
}

Result<std::optional<ClaimedJob>> ValkeyJobLease::claim() {
    const std::string lease = std::to_string(m_options.lease.count());
    auto r = eval(scripts::kClaim, {lease});
    if (!r) {
        return r.error();
    }
    const redisReply* a = r->get();
    if (a->type != REDIS_REPLY_ARRAY || a->elements < 4) {
        return std::optional<ClaimedJob>{};
    }
    return std::optional<ClaimedJob>{ClaimedJob{text(a->element[0]), text(a->element[1]),
                                                number(a->element[2]), number(a->element[3])}};
}

Result<int> ValkeyJobLease::reap() {
    auto r = eval(scripts::kReap, {});
    if (!r) {
        return r.error();
    }
    return static_cast<int>(number(r->get()));
}

Result<Completion> ValkeyJobLease::complete(const std::string& id, std::int64_t fence,
                                            const std::string& result) {
    const std::string f = std::to_string(fence);
    auto r = eval(scripts::kComplete, {id, f, result});
    if (!r) {
        return r.error();
    }
    const std::string s = text(r->get());
    return s == "accepted"    ? Completion::Accepted
           : s == "duplicate" ? Completion::Duplicate
           : s == "stale"     ? Completion::Stale
                              : Completion::Unknown;
}

Result<LeaseSnapshot> ValkeyJobLease::snapshot() {
    auto r = eval(scripts::kSnapshot, {});
    if (!r) {
        return r.error();
    }
    const redisReply* a = r->get();
    if (a->type != REDIS_REPLY_ARRAY || a->elements != 4) {
        return Error{"snapshot script returned an unexpected shape", ErrorKind::Server};
    }
    LeaseSnapshot s;
    s.nowMs = number(a->element[0]);
    for (std::size_t i = 0; i < a->element[1]->elements; ++i) {
        s.pending.push_back(text(a->element[1]->element[i]));
    }
    const redisReply* act = a->element[2];
    for (std::size_t i = 0; i + 1 < act->elements; i += 2) {
        s.active.push_back({text(act->element[i]), number(act->element[i + 1])});
    }
    for (std::size_t i = 0; i < a->element[3]->elements; ++i) {
        const redisReply* row = a->element[3]->element[i];
        if (row->elements == 5) {
            s.jobs.push_back({text(row->element[0]), text(row->element[1]), number(row->element[2]),
                              stateOf(text(row->element[3])), text(row->element[4])});
        }
    }
    return s;
}

} // namespace redlock
