#include "core/sim/sim_master.h"

#include <cstdint>

namespace redlock::sim {

namespace {
// Later than any run can reach (runs end within days), far from the 64-bit limit.
constexpr __int128 kNeverUs = INT64_MAX / 4;
} // namespace

void MasterClock::jump(Us t, Us by) {
    baseLocal = local(t) + by;
    baseMono = mono(t);
    baseReal = t;
}

void MasterClock::setRate(Us t, std::int64_t ppm) {
    baseLocal = local(t);
    baseMono = mono(t);
    baseReal = t;
    ratePpm = ppm;
}

Us MasterClock::realWhen(Us now, Us stamp, bool monotonic) const {
    const Us base = monotonic ? baseMono : baseLocal;
    const Us need = stamp - base;
    if (need <= 0) {
        return now > baseReal ? now : baseReal;
    }
    // Smallest d with floor(d * rate / 1e6) >= need: d = ceil(need * 1e6 / rate), in 128 bits
    // (need * 1e6 leaves 64 bits beyond ~106 days), saturated at "never" for the engine.
    const __int128 d = (static_cast<__int128>(need) * 1000000 + ratePpm - 1) / ratePpm;
    const __int128 t = static_cast<__int128>(baseReal) + d;
    if (t >= kNeverUs) {
        return static_cast<Us>(kNeverUs);
    }
    return static_cast<Us>(t) > now ? static_cast<Us>(t) : now;
}

const KeyEntry* SimMaster::key(Us t) const {
    if (!m_key || stampNow(t) >= m_key->expiresAt) {
        return nullptr;
    }
    return &*m_key;
}

Us SimMaster::expiryReal(Us now) const {
    if (!m_key) {
        return -1;
    }
    return m_clock.realWhen(now, m_key->expiresAt, m_expiry == Expiry::Monotonic);
}

bool SimMaster::setNx(const std::string& owner, const std::string& value, Us ttl, Us t) {
    if (key(t)) {
        return false;
    }
    m_key = KeyEntry{owner, value, stampNow(t) + ttl, t, ++m_gen};
    ++m_revision;
    if (m_persistence == Persistence::Always) {
        m_persisted = m_key; // fsync before the reply
        m_persistedRevision = m_revision;
    }
    return true;
}

bool SimMaster::extendOrSet(const std::string& owner, const std::string& value, Us ttl, Us t) {
    return extendIf(value, ttl, t) || setNx(owner, value, ttl, t);
}

bool SimMaster::releaseIf(const std::string& value, Us t) {
    const KeyEntry* k = key(t);
    if (!k || k->value != value) {
        return false;
    }
    m_key.reset();
    if (m_persistence == Persistence::Always) {
        m_persisted.reset();
    }
    return true;
}

bool SimMaster::extendIf(const std::string& value, Us ttl, Us t) {
    if (!key(t) || m_key->value != value) {
        return false;
    }
    m_key->expiresAt = stampNow(t) + ttl;
    m_key->writtenAt = t;
    m_key->gen = ++m_gen;
    if (m_persistence == Persistence::Always) {
        m_persisted = m_key;
    }
    return true;
}

bool SimMaster::expireIfDue(Us t) {
    if (m_key && !key(t)) {
        m_key.reset();
        return true;
    }
    return false;
}

void SimMaster::crash(Us t) {
    m_up = false;
    m_crashedAt = t;
    switch (m_persistence) {
    case Persistence::None:
        m_persisted.reset();
        m_persistedRevision = 0;
        break;
    case Persistence::EverySec: {
        // The last fsync ran at the last whole second of real time; later writes are lost.
        const Us lastTick = t / 1000000 * 1000000;
        if (m_key && m_key->writtenAt <= lastTick) {
            m_persisted = m_key;
            m_persistedRevision = m_revision;
        } else {
            m_persisted.reset();
        }
        break;
    }
    case Persistence::Always:
        break; // m_persisted already mirrors every write
    }
    m_key.reset();
}

void SimMaster::restart(Us t, bool wiped) {
    m_up = true;
    if (wiped) {
        m_persisted.reset();
        m_persistedRevision = 0;
    }
    m_key = m_persisted;
    m_revision = m_persistedRevision;
    if (m_key) {
        m_key->gen = ++m_gen;
    }
    expireIfDue(t);
}

void SimMaster::promote(std::optional<KeyEntry> replica, Us t, std::int64_t replicaRevision) {
    m_up = true;
    m_key = std::move(replica);
    m_persisted = m_key;
    m_revision = replicaRevision;
    m_persistedRevision = replicaRevision;
    if (m_key) {
        m_key->gen = ++m_gen;
    }
    expireIfDue(t);
}

} // namespace redlock::sim
