#include "core/client/mock_master.h"

#include <cmath>

namespace redlock {

MockMaster::MockMaster(std::string address, const Clock& real)
    : m_address(std::move(address)), m_real(real) {}

Micros MockMaster::localTime(Micros real) const {
    return m_offset + Micros(std::llround(static_cast<double>(real.count()) * m_rate));
}

std::optional<MockMaster::Entry> MockMaster::peek(const std::string& key, Micros real) const {
    const auto it = m_keys.find(key);
    if (it == m_keys.end() || !alive(it->second, localTime(real))) {
        return std::nullopt;
    }
    return it->second;
}

std::size_t MockMaster::liveKeys(Micros real) const {
    const Micros local = localTime(real);
    std::size_t n = 0;
    for (const auto& [key, entry] : m_keys) {
        n += alive(entry, local) ? 1 : 0;
    }
    return n;
}

Reply MockMaster::apply(const Command& cmd, Micros arrival) {
    const Micros local = localTime(arrival);
    auto it = m_keys.find(cmd.key);
    if (it != m_keys.end() && !alive(it->second, local)) {
        m_keys.erase(it); // lazy expiry, as a real server does on access
        it = m_keys.end();
    }
    const bool mine = it != m_keys.end() && it->second.value == cmd.token;

    Reply r;
    switch (cmd.op) {
    case Op::Acquire:
        if (it != m_keys.end()) {
            r.outcome = Outcome::Refused;
        } else {
            m_keys[cmd.key] = Entry{cmd.token, local + Micros(cmd.ttl)};
            r.outcome = Outcome::Ok;
        }
        break;
    case Op::Release:
        r.outcome = mine ? Outcome::Ok : Outcome::Refused;
        if (mine) {
            m_keys.erase(it);
        }
        break;
    case Op::Extend:
        r.outcome = mine ? Outcome::Ok : Outcome::Refused;
        if (mine) {
            it->second.expiresAtLocal = local + Micros(cmd.ttl);
        }
        break;
    case Op::Ping:
        r.outcome = Outcome::Ok;
        break;
    case Op::Inspect:
        r.outcome = Outcome::Ok;
        if (it != m_keys.end()) {
            r.value = it->second.value;
            // PTTL rounds to whole milliseconds like the server; at least 0 while alive.
            r.pttlMs = (it->second.expiresAtLocal - local).count() / 1000;
        }
        break;
    }
    return r;
}

Reply MockMaster::call(const Command& cmd, Micros timeout) {
    const Micros sent = m_real.now();
    Reply r;
    if (!m_up || m_latency > timeout) {
        if (m_up) {
            apply(cmd, sent + m_latency / 2); // it lands, but the answer comes too late
        }
        r.outcome = Outcome::Timeout;
        r.sentAt = sent;
        r.repliedAt = sent + timeout;
        return r;
    }
    r = apply(cmd, sent + m_latency / 2);
    r.sentAt = sent;
    r.repliedAt = sent + m_latency;
    return r;
}

} // namespace redlock
