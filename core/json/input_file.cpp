#include "core/json/input_file.h"

#include <cerrno>
#include <chrono>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace redlock::sim {

namespace {

std::string describe(mode_t mode) {
    if (S_ISFIFO(mode)) {
        return "a FIFO";
    }
    if (S_ISSOCK(mode)) {
        return "a socket";
    }
    if (S_ISCHR(mode) || S_ISBLK(mode)) {
        return "a device";
    }
    return "a special file";
}

} // namespace

Result<std::string> readInputFile(const std::string& path, const InputFile& rule) {
    const std::string what = rule.what;
    if (path.empty()) {
        return Error{"the file name is empty: expected the path of a " + what};
    }
    const std::string named = "'" + path + "' "; // made safe where it is shown (terminalText)
    const auto start = std::chrono::steady_clock::now();
    // O_NONBLOCK: opening a FIFO must not wait for a writer; fstat then refuses it.
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY |
                                            (rule.followLinks ? 0 : O_NOFOLLOW));
    if (fd < 0) {
        if (errno == ELOOP && !rule.followLinks) {
            return Error{named + "is a symlink: expected the " + what +
                         " itself, never read through a link"};
        }
        return Error{named + "cannot be read: " + std::strerror(errno), ErrorKind::System};
    }
    struct stat st {};
    std::string error;
    if (::fstat(fd, &st) != 0) {
        error = std::string("cannot be examined: ") + std::strerror(errno);
    } else if (S_ISDIR(st.st_mode)) {
        error = "is a directory: expected a " + what;
    } else if (!S_ISREG(st.st_mode)) {
        error = "is not a regular file (" + describe(st.st_mode) + "): expected a " + what;
    } else if (static_cast<std::uintmax_t>(st.st_size) > rule.maxBytes) {
        error = "is " + std::to_string(st.st_size) + " bytes: a " + what + " may hold at most " +
                std::to_string(rule.maxBytes) + " bytes";
    }
    std::string text;
    if (error.empty()) {
        text.resize(static_cast<std::size_t>(st.st_size));
        std::size_t got = 0;
        char extra = 0;
        while (got < text.size() && error.empty()) {
            const ssize_t n = ::read(fd, text.data() + got, text.size() - got);
            if (n > 0) {
                got += static_cast<std::size_t>(n);
            } else if (n == 0 || (errno != EINTR && errno != EAGAIN)) {
                break;
            } else if (errno == EAGAIN) {
                ::usleep(1000); // nothing yet (a regular file never says so; cheap if one does)
            }
            if (std::chrono::steady_clock::now() - start > rule.deadline) {
                error = "was not read within " + std::to_string(rule.deadline.count()) +
                        " ms: expected a " + what + " on a local disk";
            }
        }
        text.resize(got);
        if (error.empty() && ::read(fd, &extra, 1) > 0) { // it grew since fstat: refused
            error = "changed while being read";
        }
    }
    ::close(fd);
    if (!error.empty()) {
        return Error{named + error};
    }
    return text;
}

} // namespace redlock::sim
