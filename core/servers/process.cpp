#include "core/servers/process.h"

#include <arpa/inet.h>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <ctime>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <netinet/in.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

namespace redlock {

namespace fs = std::filesystem;

namespace {
void sleepMs(int ms) {
    timespec ts{0, ms * 1000000L};
    nanosleep(&ts, nullptr);
}
} // namespace

int freeLoopbackPort() {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0) {
        return 0;
    }
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    a.sin_port = 0;
    socklen_t len = sizeof a;
    int port = 0;
    if (::bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0 &&
        ::getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len) == 0) {
        port = ntohs(a.sin_port);
    }
    ::close(fd);
    return port;
}

std::string findOnPath(const std::string& name) {
    const char* path = std::getenv("PATH");
    std::string p = path ? path : "/usr/local/bin:/usr/bin:/bin";
    std::size_t start = 0;
    while (start <= p.size()) {
        const auto colon = p.find(':', start);
        const std::string dir =
            p.substr(start, colon == std::string::npos ? p.npos : colon - start);
        const std::string full = (dir.empty() ? "." : dir) + "/" + name;
        struct stat st {};
        if (::stat(full.c_str(), &st) == 0 && S_ISREG(st.st_mode) &&
            ::access(full.c_str(), X_OK) == 0) {
            return full;
        }
        if (colon == std::string::npos) {
            break;
        }
        start = colon + 1;
    }
    return {};
}

namespace {

// fork + exec; the child's stdin is `in` (or /dev/null), its stdout `out` (or the log file).
pid_t spawnWith(const std::vector<std::string>& argv, const std::string& logFile, bool detached,
                int in, int out) {
    // Everything the child needs is prepared before fork: after fork only async-signal-safe
    // calls are allowed.
    std::vector<char*> args;
    for (const auto& a : argv) {
        args.push_back(const_cast<char*>(a.c_str()));
    }
    args.push_back(nullptr);
    const pid_t parent = ::getpid();
    const pid_t pid = ::fork();
    if (pid != 0) {
        return pid;
    }
    if (detached) {
        ::setsid();
    } else {
        // A child we own dies with us, even when we are SIGKILLed (no destructor runs then).
        // The signal follows the forking thread: callers spawn from a thread that outlives
        // the servers (the main thread, or the worker that owns them).
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (::getppid() != parent) {
            ::_exit(127); // the parent died before prctl took effect
        }
    }
    const int log = ::open(logFile.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
    const int stdinFd = in >= 0 ? in : ::open("/dev/null", O_RDONLY | O_CLOEXEC);
    if (stdinFd >= 0) {
        ::dup2(stdinFd, 0);
    }
    if (out >= 0) {
        ::dup2(out, 1);
    } else if (log >= 0) {
        ::dup2(log, 1);
    }
    if (log >= 0) {
        ::dup2(log, 2);
    }
    ::execvp(args[0], args.data());
    ::_exit(127);
}

} // namespace

pid_t spawn(const std::vector<std::string>& argv, const std::string& logFile, bool detached) {
    return spawnWith(argv, logFile, detached, -1, -1);
}

pid_t spawnPiped(const std::vector<std::string>& argv, const std::string& logFile, int& toChild,
                 int& fromChild) {
    int in[2] = {-1, -1};  // the child's stdin: it reads in[0], we write in[1]
    int out[2] = {-1, -1}; // the child's stdout: it writes out[1], we read out[0]
    if (::pipe2(in, O_CLOEXEC) != 0) {
        return -1;
    }
    if (::pipe2(out, O_CLOEXEC) != 0) {
        const int e = errno;
        ::close(in[0]);
        ::close(in[1]);
        errno = e;
        return -1;
    }
    const pid_t pid = spawnWith(argv, logFile, false, in[0], out[1]);
    const int e = errno;
    ::close(in[0]);
    ::close(out[1]);
    if (pid < 0) {
        ::close(in[1]);
        ::close(out[0]);
        errno = e;
        return -1;
    }
    toChild = in[1];
    fromChild = out[0];
    return pid;
}

bool processAlive(pid_t pid, bool child) {
    if (pid <= 0) {
        return false;
    }
    if (child) {
        int status = 0;
        const pid_t r = ::waitpid(pid, &status, WNOHANG);
        if (r == pid || (r < 0 && errno == ECHILD)) {
            return false;
        }
    }
    return ::kill(pid, 0) == 0;
}

bool stopProcess(pid_t pid, bool child, int graceMs) {
    if (!processAlive(pid, child)) {
        return true;
    }
    ::kill(pid, SIGTERM);
    ::kill(pid, SIGCONT);
    for (int waited = 0; waited < graceMs; waited += 5) {
        if (!processAlive(pid, child)) {
            return true;
        }
        sleepMs(5);
    }
    return killProcess(pid, child);
}

bool killProcess(pid_t pid, bool child) {
    if (pid <= 0) {
        return false;
    }
    ::kill(pid, SIGKILL);
    if (child) {
        int status = 0;
        while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
        }
        return true;
    }
    for (int waited = 0; waited < 2000; waited += 5) {
        if (::kill(pid, 0) != 0) {
            return true;
        }
        sleepMs(5);
    }
    return false;
}

namespace {

std::string tempRoot() {
    const char* tmp = std::getenv("TMPDIR");
    return tmp && *tmp ? tmp : "/tmp";
}

// The pid in "<stem>-<pid>-XXXXXX", or -1 when `name` is not such a name.
pid_t ownerPid(const std::string& name, const std::string& stem) {
    const std::string head = stem + "-";
    if (name.size() <= head.size() + 7 || name.compare(0, head.size(), head) != 0) {
        return -1;
    }
    const std::string rest = name.substr(head.size());
    const auto dash = rest.find('-');
    if (dash == 0 || dash == std::string::npos || dash > 9 || rest.size() - dash - 1 != 6) {
        return -1;
    }
    pid_t pid = 0;
    for (std::size_t i = 0; i < dash; ++i) {
        if (rest[i] < '0' || rest[i] > '9') {
            return -1;
        }
        pid = pid * 10 + (rest[i] - '0');
    }
    return pid > 0 ? pid : -1;
}

} // namespace

int sweepStaleTempDirs(const std::string& stem) {
    const std::string root = tempRoot();
    std::error_code ec;
    int removed = 0;
    for (fs::directory_iterator it(root, ec), end; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        const pid_t pid = ownerPid(name, stem);
        if (pid <= 0 || pid == ::getpid()) {
            continue;
        }
        struct stat st {};
        const std::string path = root + "/" + name;
        if (::lstat(path.c_str(), &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != ::getuid()) {
            continue;
        }
        if (::kill(pid, 0) == 0 || errno != ESRCH) {
            continue; // still running (or not ours to ask): its directory may be in use
        }
        std::error_code rm;
        if (fs::remove_all(path, rm) > 0 && !rm) {
            ++removed;
        }
    }
    return removed;
}

std::string makeTempDir(const std::string& stem) {
    sweepStaleTempDirs(stem);
    std::string tmpl = tempRoot() + "/" + stem + "-" + std::to_string(::getpid()) + "-XXXXXX";
    return ::mkdtemp(tmpl.data()) == nullptr ? std::string() : tmpl;
}

std::string processLink(pid_t pid, const char* which) {
    const std::string path = "/proc/" + std::to_string(pid) + "/" + which;
    char buf[4096];
    const ssize_t n = ::readlink(path.c_str(), buf, sizeof buf - 1);
    return n > 0 ? std::string(buf, static_cast<std::size_t>(n)) : std::string();
}

std::vector<std::string> processCmdline(pid_t pid) {
    std::ifstream in("/proc/" + std::to_string(pid) + "/cmdline", std::ios::binary);
    const std::string all((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start < all.size()) {
        const auto end = all.find('\0', start);
        out.push_back(all.substr(start, end == std::string::npos ? all.npos : end - start));
        if (end == std::string::npos) {
            break;
        }
        start = end + 1;
    }
    return out;
}

} // namespace redlock
