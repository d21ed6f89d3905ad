#pragma once
// EtcdLock: ConsensusLock on a real etcd cluster (3.4+), through its v3 JSON gateway over HTTP
// (libcurl). Every request has its own deadline (`timeout`, connect capped by `connectTimeout`);
// a member that is down, hung or without a leader is reported per member and the request goes
// to the next one, starting from the member that answered last. Keys are always
// "<prefix><resource>", and the prefix must start with "redlock-lab:".
// acquire/release/inspect run on the caller's thread (one caller at a time); the keep-alive runs
// on a thread of its own with its own connections, started with the first held lease.

#include "core/etcd/consensus_lock.h"
#include "core/etcd/etcd_endpoint.h"

#include <memory>

namespace redlock::etcd {

struct EtcdOptions {
    Millis ttl{10000};          // lease TTL; whole seconds (checkLeaseTtl)
    Millis timeout{500};        // per request, across every member it tries (one deadline)
    Millis connectTimeout{200}; // capped by timeout
    std::string prefix = "redlock-lab:";
};

// Names the bad value: TTL, timeout (1-10000 ms, below the TTL) and prefix.
Result<bool> checkEtcdOptions(const EtcdOptions& o);

class EtcdLock final : public ConsensusLock {
public:
    EtcdLock(std::vector<Endpoint> members, EtcdOptions options);
    ~EtcdLock() override; // stops the keep-alive; leases still held then run out by their TTL

    int size() const override;
    std::string keyFor(const std::string& resource) const override;
    AcquireReport acquire(const std::string& resource) override;
    ReleaseReport release(const Held& lock) override;
    void abandon(const Held& lock) override;
    KeepAliveStats keepAlive(const Held& lock) const override;
    Result<std::optional<KeyState>> inspect(const std::string& resource) override;

    // Remaining TTL of a lease in seconds as etcd reports it (-1: gone). Error: no answer.
    Result<long long> leaseTtl(std::int64_t lease);

private:
    struct Impl;
    std::unique_ptr<Impl> m;
};

} // namespace redlock::etcd
