#include "app/redlockctl/masters_state.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

namespace redlockctl {

namespace {

std::string octal(mode_t m) {
    char buf[8];
    std::snprintf(buf, sizeof buf, "%04o", static_cast<unsigned>(m & 07777));
    return buf;
}

} // namespace

std::string defaultMastersDir() {
    const char* xdg = std::getenv("XDG_RUNTIME_DIR");
    if (xdg && *xdg) {
        return std::string(xdg) + "/redlock-lab-masters";
    }
    return "/tmp/redlock-lab-masters-" + std::to_string(::getuid());
}

std::string statePath(const std::string& dir) { return dir + "/masters.state"; }

redlock::Result<bool> checkPrivateDir(const std::string& dir, bool create) {
    if (dir.empty()) {
        return redlock::Error{"--dir '' is empty: expected a directory path"};
    }
    if (create) {
        const std::filesystem::path parent = std::filesystem::path(dir).parent_path();
        std::error_code ec;
        if (!parent.empty()) {
            std::filesystem::create_directories(parent, ec);
        }
        if (::mkdir(dir.c_str(), 0700) != 0 && errno != EEXIST) {
            return redlock::Error{"cannot create '" + dir + "': " + std::strerror(errno)};
        }
    }
    struct stat st{};
    if (::lstat(dir.c_str(), &st) != 0) {
        return redlock::Error{"'" + dir + "': " + std::strerror(errno)};
    }
    std::string why;
    if (S_ISLNK(st.st_mode)) {
        why = "is a symbolic link";
    } else if (!S_ISDIR(st.st_mode)) {
        why = "is not a directory";
    } else if (st.st_uid != ::getuid()) {
        why = "is owned by uid " + std::to_string(st.st_uid) + ", not by you (uid " +
              std::to_string(::getuid()) + ")";
    } else if ((st.st_mode & 077) != 0) {
        why = "has mode " + octal(st.st_mode) + " (others may write or read it)";
    }
    if (!why.empty()) {
        return redlock::Error{"refusing the state directory '" + dir + "': it " + why +
                              ": expected a directory owned by you with mode 0700"};
    }
    return true;
}

redlock::Result<std::vector<ServerRecord>> readState(const std::string& dir) {
    // O_NOFOLLOW: a planted symlink is refused, never read through.
    const int fd = ::open(statePath(dir).c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        if (errno == ENOENT) {
            return redlock::Error{"no masters started in '" + dir + "' (no masters.state there)"};
        }
        return redlock::Error{"cannot read '" + statePath(dir) + "': " + std::strerror(errno)};
    }
    struct stat st{};
    std::string text;
    if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size < 4096) {
        text.resize(static_cast<std::size_t>(st.st_size));
        const ssize_t n = ::read(fd, text.data(), text.size());
        text.resize(n > 0 ? static_cast<std::size_t>(n) : 0);
    }
    ::close(fd);
    std::istringstream in(text);
    std::vector<ServerRecord> out;
    ServerRecord r;
    while (in >> r.pid >> r.port) {
        out.push_back(r);
    }
    return out;
}

bool writeState(const std::string& dir, const std::vector<ServerRecord>& servers) {
    // Written next to the final name and renamed, so a reader never sees half a file. The
    // temporary is created fresh (O_EXCL | O_NOFOLLOW): a planted file or link is removed
    // first and never written through; rename replaces the final name without following it.
    const std::string tmp = statePath(dir) + ".tmp";
    ::unlink(tmp.c_str());
    const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0) {
        return false;
    }
    std::string text;
    for (const auto& s : servers) {
        text += std::to_string(s.pid) + " " + std::to_string(s.port) + "\n";
    }
    const bool written = ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
    ::close(fd);
    return written && std::rename(tmp.c_str(), statePath(dir).c_str()) == 0;
}

} // namespace redlockctl
