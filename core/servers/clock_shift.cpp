#include "core/servers/clock_shift.h"

#include "clock_shift_layout.h" // preload/: the layout the C library reads

#include <cerrno>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <filesystem>
#include <sys/mman.h>
#include <unistd.h>

namespace redlock {

namespace {

std::int64_t realNowNs() {
    timespec ts{};
    ::clock_gettime(CLOCK_REALTIME, &ts);
    return static_cast<std::int64_t>(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

} // namespace

Result<ClockShift> ClockShift::create(const std::string& path) {
    const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0) {
        return Error{"clock control file " + path + ": " + std::strerror(errno) +
                         " (expected a path where a new file can be created)",
                     ErrorKind::System};
    }
    if (::ftruncate(fd, REDLOCK_CLOCK_SHIFT_FILE_SIZE) != 0) {
        const int e = errno;
        ::close(fd);
        ::unlink(path.c_str());
        return Error{"clock control file " + path + ": " + std::strerror(e), ErrorKind::System};
    }
    void* map =
        ::mmap(nullptr, sizeof(redlock_clock_shift), PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    ::close(fd);
    if (map == MAP_FAILED) {
        const int e = errno;
        ::unlink(path.c_str());
        return Error{"clock control file " + path + ": " + std::strerror(e), ErrorKind::System};
    }
    auto* block = static_cast<redlock_clock_shift*>(map);
    block->magic = REDLOCK_CLOCK_SHIFT_MAGIC;
    block->version = REDLOCK_CLOCK_SHIFT_VERSION;
    ClockShift shift(path, block);
    shift.write(0, realNowNs(), 0);
    return shift;
}

ClockShift::ClockShift(ClockShift&& other) noexcept
    : m_path(std::move(other.m_path)), m_block(other.m_block) {
    other.m_block = nullptr;
}

ClockShift& ClockShift::operator=(ClockShift&& other) noexcept {
    if (this != &other) {
        this->~ClockShift();
        m_path = std::move(other.m_path);
        m_block = other.m_block;
        other.m_block = nullptr;
    }
    return *this;
}

ClockShift::~ClockShift() {
    if (m_block) {
        ::munmap(m_block, sizeof(redlock_clock_shift));
        ::unlink(m_path.c_str());
        m_block = nullptr;
    }
}

void ClockShift::write(std::int64_t offsetNs, std::int64_t anchorNs, std::int64_t ratePpm) {
    // Seqlock writer: odd while the three fields change, so a reader never mixes two states.
    const std::uint32_t seq = __atomic_load_n(&m_block->seq, __ATOMIC_RELAXED);
    __atomic_store_n(&m_block->seq, seq + 1, __ATOMIC_RELAXED);
    __atomic_thread_fence(__ATOMIC_RELEASE);
    __atomic_store_n(&m_block->offset_ns, offsetNs, __ATOMIC_RELAXED);
    __atomic_store_n(&m_block->anchor_ns, anchorNs, __ATOMIC_RELAXED);
    __atomic_store_n(&m_block->rate_ppm, ratePpm, __ATOMIC_RELAXED);
    __atomic_store_n(&m_block->seq, seq + 2, __ATOMIC_RELEASE);
}

std::int64_t ClockShift::shiftAt(std::int64_t realNs) const {
    const std::int64_t offset = __atomic_load_n(&m_block->offset_ns, __ATOMIC_RELAXED);
    const std::int64_t anchor = __atomic_load_n(&m_block->anchor_ns, __ATOMIC_RELAXED);
    const std::int64_t rate = __atomic_load_n(&m_block->rate_ppm, __ATOMIC_RELAXED);
    return offset +
           static_cast<std::int64_t>(static_cast<__int128>(realNs - anchor) * rate / 1'000'000);
}

void ClockShift::jump(Micros delta) {
    const std::int64_t now = realNowNs();
    write(shiftAt(now) + delta.count() * 1000, now, ratePpm());
}

void ClockShift::setRatePpm(std::int64_t ppm) {
    const std::int64_t now = realNowNs();
    write(shiftAt(now), now, ppm);
}

void ClockShift::reset() {
    write(0, realNowNs(), 0);
}

Micros ClockShift::offsetNow() const {
    return Micros{shiftAt(realNowNs()) / 1000};
}

std::int64_t ClockShift::ratePpm() const {
    return __atomic_load_n(&m_block->rate_ppm, __ATOMIC_RELAXED);
}

std::vector<std::string> ClockShift::environment(const std::string& library,
                                                 const std::string& pathSeen) const {
    return {"LD_PRELOAD=" + library,
            std::string(REDLOCK_CLOCK_SHIFT_ENV) + "=" + (pathSeen.empty() ? m_path : pathSeen)};
}

std::string ClockShift::findLibrary() {
    std::error_code ec;
    const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (ec) {
        return {};
    }
    const auto dir = exe.parent_path();
    for (const auto& candidate :
         {dir / "../lib/redlock-lab/libredlock_clock_shift.so", dir / "libredlock_clock_shift.so",
          dir / "../../preload/libredlock_clock_shift.so",
          dir / "../../../preload/libredlock_clock_shift.so"}) {
        if (std::filesystem::is_regular_file(candidate, ec)) {
            return std::filesystem::weakly_canonical(candidate, ec).string();
        }
    }
    return {};
}

} // namespace redlock
