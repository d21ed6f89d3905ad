#include "shared_register.h"

namespace redlock::check {

std::uint64_t SharedRegister::version() const {
    const std::lock_guard lock(m_mutex);
    return m_version;
}

std::vector<RegisterWrite> SharedRegister::snapshot() const {
    const std::lock_guard lock(m_mutex);
    return m_writes;
}

} // namespace redlock::check
