#pragma once
// JobLease on a real Valkey/Redis server: each operation is one EVAL of a script from
// job_lease_scripts.h over a ValkeyConnection, waited for with poll() up to a timeout. Blocking
// by design (the GUI uses the mock; the CLI and tests call this from plain code). hiredis stays
// inside the .cpp.

#include "core/joblease/job_lease.h"
#include "core/valkey/valkey_connection.h"

namespace redlock {

class ValkeyJobLease final : public JobLease {
public:
    // `host` numeric, e.g. "127.0.0.1".
    ValkeyJobLease(std::string host, int port, JobLeaseOptions options = {},
                   Millis timeout = Millis{1000}, std::string password = {});

    Result<bool> enqueue(const std::string& id, const std::string& payload) override;
    Result<std::optional<ClaimedJob>> claim() override;
    Result<int> reap() override;
    Result<Completion> complete(const std::string& id, std::int64_t fence,
                                const std::string& result) override;
    Result<LeaseSnapshot> snapshot() override;

private:
    // Runs `script` with the three keys and ARGV[1] = job key prefix, then `args`.
    Result<ReplyPtr> eval(const char* script, std::initializer_list<std::string_view> args);

    ValkeyConnection m_conn;
    JobLeaseOptions m_options;
    Millis m_timeout;
};

} // namespace redlock
