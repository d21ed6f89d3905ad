#pragma once
// The protected resource behind the lock, as the simulator and live runs both model it: fencing
// off (every write is accepted), token (a write below the highest token seen is refused) or
// check-and-set (a write must carry the value the resource was last tagged with by a claim).
// One set of rules for both, so a simulated run and the same scenario on real servers decide a
// write alike. Not thread-safe: a caller that writes from several threads holds its own lock.

#include "core/sim/scenario.h"
#include "core/sim/trace.h"

#include <cstdint>
#include <string>

namespace redlock::sim {

class FencedStorage {
public:
    explicit FencedStorage(Fencing f) : m_fencing(f) {}

    Fencing fencing() const { return m_fencing; }

    // A claim tags the resource with `client`'s lock value; only check-and-set storage keeps the
    // tag (true), the others ignore it (false).
    bool claim(const std::string& client, const std::string& value);

    // Decides a write arriving at `t` (accepted and why); `stale` is the monitor's call later.
    StorageWrite write(Us t, const std::string& client, std::int64_t fence,
                       const std::string& value);

private:
    Fencing m_fencing;
    bool m_any = false;
    std::int64_t m_highest = INT64_MIN;
    std::string m_tag;      // check-and-set: the value the resource carries
    std::string m_tagOwner; // and whose it is
};

} // namespace redlock::sim
