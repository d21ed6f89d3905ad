#include "core/sim/fenced_storage.h"

#include <algorithm>

namespace redlock::sim {

bool FencedStorage::claim(const std::string& client, const std::string& value) {
    if (m_fencing != Fencing::CheckAndSet) {
        return false;
    }
    m_tag = value;
    m_tagOwner = client;
    return true;
}

StorageWrite FencedStorage::write(Us t, const std::string& client, std::int64_t fence,
                                  const std::string& value) {
    StorageWrite w;
    w.t = t;
    w.client = client;
    w.fence = fence;
    w.accepted = true;
    w.reason = "no fencing";
    w.highest = m_any ? m_highest : 0;
    w.anyBefore = m_any;
    w.tagOwner = m_tagOwner;
    m_any = true;
    switch (m_fencing) {
    case Fencing::Off:
        break;
    case Fencing::Token:
        w.accepted = fence >= m_highest;
        w.reason =
            "token " + std::to_string(fence) +
            (w.accepted ? " >= highest seen" : " < highest seen " + std::to_string(m_highest));
        m_highest = std::max(m_highest, fence);
        break;
    case Fencing::CheckAndSet:
        w.accepted = m_tag == value;
        w.reason = w.accepted ? "value matches"
                              : "value mismatch: resource belongs to " +
                                    (m_tagOwner.empty() ? std::string("nobody") : m_tagOwner);
        break;
    }
    return w;
}

} // namespace redlock::sim
