#pragma once
// One simulated master: its own clock and the single lock key of the run.
// Clock model: local(t) = baseLocal + floor((t - baseReal) * ratePpm / 1e6). A jump moves
// baseLocal only (wall time steps, as NTP or an operator would make it); a rate change rebases.
// A monotonic clock runs at the same rate but never jumps. Key expiry compares the expiry stamp
// with the wall clock (Redis/Valkey behaviour, "wall") or the monotonic one ("monotonic").
// Persistence decides what survives a crash: none = nothing, everysec = the key as of the last
// whole-second fsync tick, always = everything (written before the OK). Time keeps running while
// a master is down, so a persisted key can come back already expired.
// Limits: one key per master (the simulator locks one resource); int64 µs arithmetic, which
// holds for runs shorter than ~290 years at rates up to 2.0.

#include "core/sim/event_queue.h"
#include "core/sim/scenario.h"

#include <optional>
#include <string>

namespace redlock::sim {

struct MasterClock {
    Us baseReal = 0;
    Us baseLocal = 0;
    Us baseMono = 0;
    std::int64_t ratePpm = 1000000;

    Us local(Us t) const { return baseLocal + scaled(t - baseReal); }
    Us mono(Us t) const { return baseMono + scaled(t - baseReal); }
    void jump(Us t, Us by);
    void setRate(Us t, std::int64_t ppm);
    // The first real time >= now at which the chosen clock reads at least `stamp`.
    Us realWhen(Us now, Us stamp, bool monotonic) const;

private:
    Us scaled(Us d) const { return d * ratePpm / 1000000; }
};

struct KeyEntry {
    std::string owner; // client name
    std::string value; // random value of that acquire
    Us expiresAt = 0;  // stamp on the wall or monotonic clock, per the expiry mode
    Us writtenAt = 0;  // real time of the last write (everysec persistence)
    std::uint64_t gen = 0;
};

class SimMaster {
public:
    SimMaster(std::string name, Expiry expiry, Persistence persistence)
        : m_name(std::move(name)), m_expiry(expiry), m_persistence(persistence) {}

    const std::string& name() const { return m_name; }
    bool up() const { return m_up; }
    MasterClock& clock() { return m_clock; }
    const MasterClock& clock() const { return m_clock; }

    // The live key at real time t (nullptr when absent or expired on the master's clock).
    const KeyEntry* key(Us t) const;
    bool holds(const std::string& value, Us t) const {
        const KeyEntry* k = key(t);
        return m_up && k && k->value == value;
    }
    // When the current key expires in real time, given the clock as it is now (-1: no key).
    Us expiryReal(Us now) const;

    // The commands; each returns true for an OK answer.
    bool setNx(const std::string& owner, const std::string& value, Us ttl, Us t);
    bool releaseIf(const std::string& value, Us t);
    bool extendIf(const std::string& value, Us ttl, Us t);
    // The extension with SET NX on extend: a missing key (say, after a restart) is created again.
    bool extendOrSet(const std::string& owner, const std::string& value, Us ttl, Us t);
    // The owner of the live key at t, or "" (who blocks a refused SET).
    std::string ownerAt(Us t) const {
        const KeyEntry* k = key(t);
        return m_up && k ? k->owner : std::string();
    }
    // A revision counter bumped by every successful SET NX (a consensus store's revision, a job
    // lease's attempts counter): survives a crash exactly as the key's persistence says.
    std::int64_t revision() const { return m_revision; }
    // Drops the key if it expired by t (active expiry); true if it did.
    bool expireIfDue(Us t);

    void crash(Us t);
    // wiped: back with an empty keyspace and counter, whatever persistence kept.
    void restart(Us t, bool wiped = false);
    // Failover: this slot now serves the replica's copy of the key.
    void promote(std::optional<KeyEntry> replica, Us t, std::int64_t replicaRevision = 0);
    const std::optional<KeyEntry>& rawKey() const { return m_key; }

private:
    Us stampNow(Us t) const {
        return m_expiry == Expiry::Wall ? m_clock.local(t) : m_clock.mono(t);
    }

    std::string m_name;
    Expiry m_expiry;
    Persistence m_persistence;
    MasterClock m_clock;
    bool m_up = true;
    std::optional<KeyEntry> m_key;
    std::optional<KeyEntry> m_persisted; // what a restart brings back
    Us m_crashedAt = 0;
    std::uint64_t m_gen = 0;
    std::int64_t m_revision = 0;
    std::int64_t m_persistedRevision = 0;
};

} // namespace redlock::sim
