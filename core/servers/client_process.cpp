#include "core/servers/client_process.h"

#include "core/lock/clock.h"
#include "core/servers/process.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <ctime>
#include <poll.h>
#include <pthread.h>
#include <sys/wait.h>
#include <unistd.h>

namespace redlock {

Result<ClientProcess> ClientProcess::start(const std::vector<std::string>& argv,
                                           const std::string& logFile) {
    if (argv.empty()) {
        return Error{"no client program given: expected its path and arguments"};
    }
    ClientProcess c;
    c.m_pid = spawnPiped(argv, logFile, c.m_in, c.m_out);
    if (c.m_pid < 0) {
        return Error{"cannot start the client '" + argv[0] + "': fork failed", ErrorKind::System};
    }
    return c;
}

ClientProcess::ClientProcess(ClientProcess&& o) noexcept
    : m_pid(o.m_pid), m_in(o.m_in), m_out(o.m_out), m_buffer(std::move(o.m_buffer)),
      m_exit(o.m_exit) {
    o.m_pid = -1;
    o.m_in = o.m_out = -1;
}

ClientProcess& ClientProcess::operator=(ClientProcess&& o) noexcept {
    if (this != &o) {
        stop();
        m_pid = o.m_pid;
        m_in = o.m_in;
        m_out = o.m_out;
        m_buffer = std::move(o.m_buffer);
        m_exit = o.m_exit;
        o.m_pid = -1;
        o.m_in = o.m_out = -1;
    }
    return *this;
}

ClientProcess::~ClientProcess() {
    stop();
}

void ClientProcess::closeFds() {
    for (int* fd : {&m_in, &m_out}) {
        if (*fd >= 0) {
            ::close(*fd);
            *fd = -1;
        }
    }
}

std::optional<std::string> ClientProcess::readLine(Millis timeout) {
    SteadyClock clock;
    const Micros until = clock.now() + Micros(timeout);
    while (true) {
        if (const auto nl = m_buffer.find('\n'); nl != std::string::npos) {
            std::string line = m_buffer.substr(0, nl);
            m_buffer.erase(0, nl + 1);
            return line;
        }
        if (m_out < 0) {
            return std::nullopt;
        }
        // A timeout of 0 still looks once: what is already in the pipe is read.
        const Micros left = std::max(Micros(0), until - clock.now());
        pollfd p{m_out, POLLIN, 0};
        const int r = ::poll(&p, 1, static_cast<int>((left.count() + 999) / 1000));
        if (r < 0 && errno == EINTR) {
            continue;
        }
        if (r <= 0) {
            return std::nullopt; // timed out (or poll failed)
        }
        char buf[4096];
        const ssize_t n = ::read(m_out, buf, sizeof buf);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            ::close(m_out); // it closed its stdout (or exited)
            m_out = -1;
            continue;
        }
        m_buffer.append(buf, static_cast<std::size_t>(n));
    }
}

bool ClientProcess::writeLine(const std::string& line) {
    if (m_in < 0) {
        return false;
    }
    // A client that exited makes the write fail with EPIPE; the SIGPIPE that comes with it is
    // blocked on this thread and taken back, so it cannot end the whole process.
    sigset_t pipeSet, old;
    sigemptyset(&pipeSet);
    sigaddset(&pipeSet, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipeSet, &old);
    const std::string text = line + "\n";
    std::size_t done = 0;
    bool ok = true;
    while (done < text.size()) {
        const ssize_t n = ::write(m_in, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            ok = false;
            break;
        }
        done += static_cast<std::size_t>(n);
    }
    if (!ok && errno == EPIPE) {
        const timespec zero{0, 0};
        sigtimedwait(&pipeSet, nullptr, &zero);
    }
    pthread_sigmask(SIG_SETMASK, &old, nullptr);
    return ok;
}

bool ClientProcess::pause() {
    return m_pid > 0 && !m_exit && ::kill(m_pid, SIGSTOP) == 0;
}

bool ClientProcess::resume() {
    return m_pid > 0 && !m_exit && ::kill(m_pid, SIGCONT) == 0;
}

std::optional<int> ClientProcess::waitExit(Millis timeout) {
    SteadyClock clock;
    const Micros until = clock.now() + Micros(timeout);
    while (!m_exit && m_pid > 0) {
        int status = 0;
        const pid_t r = ::waitpid(m_pid, &status, WNOHANG);
        if (r == m_pid) {
            m_exit = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
            break;
        }
        if (r < 0 && errno != EINTR) {
            m_exit = -1;
            break;
        }
        if (clock.now() >= until) {
            break;
        }
        timespec ts{0, 5 * 1000000L};
        nanosleep(&ts, nullptr);
    }
    return m_exit;
}

void ClientProcess::stop() {
    if (m_pid > 0 && !m_exit) {
        stopProcess(m_pid, true, 1000);
        m_exit = -1;
    }
    closeFds(); // the pid stays readable: the caller checks it is gone
}

} // namespace redlock
