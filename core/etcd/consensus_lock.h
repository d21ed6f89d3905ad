#pragma once
// ConsensusLock: the alternative to Redlock that the course recommends for work that must never
// run twice — one lock kept by a consensus group (etcd), with a lease instead of a TTL on each
// master. It stands next to Master/FanOut (core/client/) and shares their per-member trace type,
// so the CLI prints and reports both backends the same way.
//
//   acquire   grant a lease, then one transaction: create the key only if it does not exist
//             (create revision 0), with the lease attached. While held, the lease is kept alive
//             in the background.
//   release   stop keeping the lease alive, delete the key only if its create revision is still
//             ours, then revoke the lease.
//   abandon   stop keeping the lease alive and do nothing else: the holder behaves like a paused
//             or crashed client, and the key goes when the lease runs out.
// The fencing token is the key's create revision: etcd's revision only grows, so every new
// holder of a key gets a larger one.

#include "core/client/redlock.h"
#include "core/lock/units.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace redlock::etcd {

struct Held {
    std::string resource;
    std::string key;
    std::string token;      // the key's value: who holds it, for readouts
    std::int64_t lease = 0; // lease ID; 0 when unknown (a release by fence only)
    std::int64_t fence = 0; // the key's create revision
    Millis ttl{0};          // as granted by etcd
};

struct AcquireReport {
    bool held = false;
    std::string reason;           // "acquired", "held by another client", "no member answered ..."
    Held lock;                    // when held
    std::int64_t holderFence = 0; // when refused: the current holder's create revision
    Micros elapsed{0};            // from sending the lease grant to the transaction's answer
    Micros validity{0};           // granted TTL minus elapsed; 0 when not held
    std::vector<MasterTrace> members; // every member, what it answered last (skipped: not asked)
};

struct ReleaseReport {
    bool released = false; // the key was deleted by this release
    std::string reason;
    Micros elapsed{0};
    std::vector<MasterTrace> members;
};

struct KeyState {
    std::int64_t createRevision = 0;
    std::int64_t lease = 0;
    std::string value;
};

struct KeepAliveStats {
    bool alive = false; // renewed in time and etcd still knows the lease
    int renewals = 0;   // keep-alives etcd answered with a TTL
    int failures = 0;   // keep-alives no member answered
    std::string lastError;
};

class ConsensusLock {
public:
    virtual ~ConsensusLock() = default;
    virtual int size() const = 0;
    virtual std::string keyFor(const std::string& resource) const = 0;
    virtual AcquireReport acquire(const std::string& resource) = 0;
    virtual ReleaseReport release(const Held& lock) = 0;
    virtual void abandon(const Held& lock) = 0;
    // The background keep-alive of a held lease (alive = false once it was lost or abandoned).
    virtual KeepAliveStats keepAlive(const Held& lock) const = 0;
    // The key as the cluster sees it now; nullopt when absent. Error when no member answered.
    virtual Result<std::optional<KeyState>> inspect(const std::string& resource) = 0;
};

} // namespace redlock::etcd
