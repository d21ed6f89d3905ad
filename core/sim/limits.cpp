#include "core/sim/limits.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace redlock::sim::limits {

Result<std::string> readScenarioFile(const std::string& path) {
    if (path.empty()) {
        return Error{"the file name is empty: expected the path of a scenario file"};
    }
    // O_NONBLOCK: opening a FIFO must not wait for a writer; fstat then refuses it.
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
    if (fd < 0) {
        return Error{"'" + path + "' cannot be read: " + std::strerror(errno)};
    }
    struct stat st{};
    std::string error;
    if (::fstat(fd, &st) != 0) {
        error = std::string("cannot be examined: ") + std::strerror(errno);
    } else if (S_ISDIR(st.st_mode)) {
        error = "is a directory: expected a scenario file (.json)";
    } else if (!S_ISREG(st.st_mode)) {
        error = "is not a regular file (a FIFO, socket or device): expected a scenario file";
    } else if (static_cast<std::uintmax_t>(st.st_size) > kMaxFileBytes) {
        error = "is " + std::to_string(st.st_size) + " bytes: scenario files may hold at most " +
                std::to_string(kMaxFileBytes) + " bytes (1 MiB)";
    }
    std::string text;
    if (error.empty()) {
        text.resize(static_cast<std::size_t>(st.st_size));
        std::size_t got = 0;
        char extra = 0;
        while (got < text.size()) {
            const ssize_t n = ::read(fd, text.data() + got, text.size() - got);
            if (n < 0 && errno == EINTR) {
                continue;
            }
            if (n <= 0) {
                break;
            }
            got += static_cast<std::size_t>(n);
        }
        text.resize(got);
        if (::read(fd, &extra, 1) > 0) { // it grew since fstat: refused, not cut short
            error = "changed while being read";
        }
    }
    ::close(fd);
    if (!error.empty()) {
        return Error{"'" + path + "' " + error};
    }
    return text;
}

} // namespace redlock::sim::limits
