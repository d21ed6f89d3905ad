#include "core/net/link_proxy.h"

#include <algorithm>
#include <arpa/inet.h>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <deque>
#include <mutex>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace redlock {

namespace {

using Clock = std::chrono::steady_clock;

struct Chunk {
    Clock::time_point due;
    std::string bytes;
    std::size_t sent = 0;
};

// One direction of one connection: bytes read from `from`, written to `to` when due.
struct Flow {
    int from = -1;
    int to = -1;
    std::deque<Chunk> queue;
    std::size_t queued = 0;
    bool eof = false; // `from` said EOF; shut `to` down for writing once drained
    bool shutDown = false;
};

struct Pair {
    int client = -1;
    int server = -1;
    Flow up;                // client -> server
    Flow down;              // server -> client
    bool connecting = true; // the upstream connect() is still in progress
    bool dead = false;
};

void closeFd(int& fd) {
    if (fd >= 0) {
        ::close(fd);
        fd = -1;
    }
}

} // namespace

struct LinkProxy::Impl {
    int listenFd = -1;
    int wakeFd = -1;
    int port = 0;
    sockaddr_in upstream{};
    std::thread thread;
    std::atomic<bool> stop{false};
    std::atomic<long long> delayUs[2] = {0, 0};
    std::atomic<bool> parted[2] = {false, false};
    std::atomic<bool> cutRequested{false};

    mutable std::mutex statsMutex;
    LinkStats st;

    std::vector<std::unique_ptr<Pair>> pairs;

    ~Impl() {
        stop = true;
        wake();
        if (thread.joinable()) {
            thread.join();
        }
        for (auto& p : pairs) {
            closeFd(p->client);
            closeFd(p->server);
        }
        closeFd(listenFd);
        closeFd(wakeFd);
    }

    void wake() const {
        const std::uint64_t one = 1;
        [[maybe_unused]] const auto n = ::write(wakeFd, &one, sizeof one);
    }

    void acceptAll() {
        for (;;) {
            const int fd = ::accept4(listenFd, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
            if (fd < 0) {
                return;
            }
            if (static_cast<int>(pairs.size()) >= kMaxConnections) {
                ::close(fd);
                std::lock_guard lock(statsMutex);
                ++st.refused;
                continue;
            }
            const int up = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
            if (up < 0) {
                ::close(fd);
                continue;
            }
            const int one = 1;
            ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
            ::setsockopt(up, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
            const int rc =
                ::connect(up, reinterpret_cast<const sockaddr*>(&upstream), sizeof upstream);
            if (rc != 0 && errno != EINPROGRESS) {
                ::close(fd);
                ::close(up);
                continue;
            }
            auto p = std::make_unique<Pair>();
            p->client = fd;
            p->server = up;
            p->up.from = fd;
            p->up.to = up;
            p->down.from = up;
            p->down.to = fd;
            p->connecting = rc != 0;
            pairs.push_back(std::move(p));
            std::lock_guard lock(statsMutex);
            ++st.accepted;
        }
    }

    // Bytes held now, over every connection (the proxy thread's own count).
    std::size_t held = 0;

    void noteHeld(std::ptrdiff_t change) {
        held = static_cast<std::size_t>(static_cast<std::ptrdiff_t>(held) + change);
        std::lock_guard lock(statsMutex);
        st.queuedBytes = held;
        st.mostQueuedBytes = std::max(st.mostQueuedBytes, held);
    }

    // Reads what `f.from` has (unless its queue is full); queues or swallows it. Never more
    // than kMaxQueuedBytes are held for one direction.
    void readFlow(Flow& f, int dir, Pair& p) {
        char buf[16384];
        while (!f.eof && f.queued < kMaxQueuedBytes) {
            const ssize_t n = ::read(f.from, buf, std::min(sizeof buf, kMaxQueuedBytes - f.queued));
            if (n > 0) {
                if (parted[dir].load()) {
                    std::lock_guard lock(statsMutex);
                    st.bytesSwallowed += static_cast<std::uint64_t>(n);
                    continue;
                }
                const auto due = Clock::now() + std::chrono::microseconds(delayUs[dir].load());
                f.queue.push_back(Chunk{due, std::string(buf, static_cast<std::size_t>(n)), 0});
                f.queued += static_cast<std::size_t>(n);
                noteHeld(n);
                if (f.queued >= kMaxQueuedBytes) { // full: the sender waits from here on
                    std::lock_guard lock(statsMutex);
                    ++st.stalls;
                }
            } else if (n == 0) {
                f.eof = true;
            } else {
                if (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
                    p.dead = true;
                }
                return;
            }
        }
    }

    // Writes every chunk that is due; a broken socket marks the pair dead.
    void writeFlow(Flow& f, int dir, Pair& p, Clock::time_point now) {
        while (!f.queue.empty() && f.queue.front().due <= now) {
            Chunk& c = f.queue.front();
            const ssize_t n =
                ::send(f.to, c.bytes.data() + c.sent, c.bytes.size() - c.sent, MSG_NOSIGNAL);
            if (n < 0) {
                if (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
                    p.dead = true;
                }
                return;
            }
            c.sent += static_cast<std::size_t>(n);
            {
                std::lock_guard lock(statsMutex);
                (dir == 0 ? st.bytesToServer : st.bytesToClient) += static_cast<std::uint64_t>(n);
            }
            if (c.sent < c.bytes.size()) {
                return;
            }
            f.queued -= c.bytes.size();
            noteHeld(-static_cast<std::ptrdiff_t>(c.bytes.size()));
            f.queue.pop_front();
        }
        if (f.eof && f.queue.empty() && !f.shutDown) {
            ::shutdown(f.to, SHUT_WR);
            f.shutDown = true;
        }
    }

    void run() {
        std::vector<pollfd> fds;
        while (!stop.load()) {
            if (cutRequested.exchange(false)) {
                for (auto& p : pairs) {
                    p->dead = true;
                }
            }
            // Drop finished pairs.
            for (auto it = pairs.begin(); it != pairs.end();) {
                Pair& p = **it;
                const bool done = p.up.shutDown && p.down.shutDown;
                if (p.dead || done) {
                    noteHeld(-static_cast<std::ptrdiff_t>(p.up.queued + p.down.queued));
                    closeFd(p.client);
                    closeFd(p.server);
                    it = pairs.erase(it);
                } else {
                    ++it;
                }
            }
            {
                std::lock_guard lock(statsMutex);
                st.connections = static_cast<int>(pairs.size());
            }
            fds.clear();
            fds.push_back({wakeFd, POLLIN, 0});
            fds.push_back({listenFd, POLLIN, 0});
            auto next = Clock::time_point::max();
            const auto now = Clock::now();
            for (auto& p : pairs) {
                short c = 0, s = 0;
                if (p->connecting) {
                    s |= POLLOUT;
                } else {
                    if (!p->up.eof && p->up.queued < kMaxQueuedBytes)
                        c |= POLLIN;
                    if (!p->down.eof && p->down.queued < kMaxQueuedBytes)
                        s |= POLLIN;
                    for (Flow* f : {&p->up, &p->down}) {
                        if (!f->queue.empty()) {
                            const auto due = f->queue.front().due;
                            if (due <= now) {
                                (f == &p->up ? s : c) |= POLLOUT;
                            } else if (due < next) {
                                next = due;
                            }
                        }
                    }
                }
                fds.push_back({p->client, c, 0});
                fds.push_back({p->server, s, 0});
            }
            int timeoutMs = -1;
            if (next != Clock::time_point::max()) {
                const auto wait = std::chrono::duration_cast<std::chrono::microseconds>(next - now);
                timeoutMs = static_cast<int>((wait.count() + 999) / 1000);
            }
            const int n = ::poll(fds.data(), fds.size(), timeoutMs);
            if (n < 0 && errno != EINTR) {
                return;
            }
            if (fds[0].revents & POLLIN) {
                std::uint64_t v;
                [[maybe_unused]] const auto r = ::read(wakeFd, &v, sizeof v);
            }
            const auto t = Clock::now();
            for (std::size_t i = 0; i < pairs.size(); ++i) {
                Pair& p = *pairs[i];
                const short cr = fds[2 + 2 * i].revents, sr = fds[3 + 2 * i].revents;
                if (p.connecting) {
                    if (sr & (POLLOUT | POLLERR | POLLHUP)) {
                        int err = 0;
                        socklen_t len = sizeof err;
                        ::getsockopt(p.server, SOL_SOCKET, SO_ERROR, &err, &len);
                        p.connecting = false;
                        p.dead = err != 0;
                    }
                    continue;
                }
                if (cr & (POLLIN | POLLHUP | POLLERR))
                    readFlow(p.up, 0, p);
                if (sr & (POLLIN | POLLHUP | POLLERR))
                    readFlow(p.down, 1, p);
                writeFlow(p.up, 0, p, t);
                writeFlow(p.down, 1, p, t);
            }
            if (fds[1].revents & POLLIN) {
                acceptAll();
            }
        }
    }
};

LinkProxy::LinkProxy(std::unique_ptr<Impl> impl) : m_impl(std::move(impl)) {}
LinkProxy::~LinkProxy() = default;

Result<std::unique_ptr<LinkProxy>> LinkProxy::start(const std::string& upstreamHost,
                                                    int upstreamPort) {
    auto impl = std::make_unique<Impl>();
    if (upstreamPort < 1 || upstreamPort > 65535) {
        return Error{"link proxy upstream port " + std::to_string(upstreamPort) +
                     " is out of range (expected 1-65535)"};
    }
    impl->upstream.sin_family = AF_INET;
    impl->upstream.sin_port = htons(static_cast<std::uint16_t>(upstreamPort));
    if (::inet_pton(AF_INET, upstreamHost.c_str(), &impl->upstream.sin_addr) != 1) {
        return Error{"link proxy upstream host \"" + upstreamHost +
                     "\" is not an IPv4 address (expected e.g. 127.0.0.1)"};
    }
    impl->listenFd = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    impl->wakeFd = ::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
    if (impl->listenFd < 0 || impl->wakeFd < 0) {
        return Error{std::string("link proxy: ") + std::strerror(errno), ErrorKind::System};
    }
    sockaddr_in local{};
    local.sin_family = AF_INET;
    local.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    local.sin_port = 0;
    socklen_t len = sizeof local;
    if (::bind(impl->listenFd, reinterpret_cast<sockaddr*>(&local), sizeof local) != 0 ||
        ::listen(impl->listenFd, 64) != 0 ||
        ::getsockname(impl->listenFd, reinterpret_cast<sockaddr*>(&local), &len) != 0) {
        return Error{std::string("link proxy: cannot listen on 127.0.0.1: ") + std::strerror(errno),
                     ErrorKind::System};
    }
    impl->port = ntohs(local.sin_port);
    Impl* raw = impl.get();
    impl->thread = std::thread([raw] { raw->run(); });
    return std::unique_ptr<LinkProxy>(new LinkProxy(std::move(impl)));
}

int LinkProxy::port() const {
    return m_impl->port;
}
std::string LinkProxy::address() const {
    return "127.0.0.1:" + std::to_string(m_impl->port);
}

void LinkProxy::setDelay(LinkDirection d, Micros delay) {
    m_impl->delayUs[static_cast<int>(d)] = delay.count() < 0 ? 0 : delay.count();
    m_impl->wake();
}
Micros LinkProxy::delay(LinkDirection d) const {
    return Micros{m_impl->delayUs[static_cast<int>(d)].load()};
}
void LinkProxy::setPartitioned(LinkDirection d, bool on) {
    m_impl->parted[static_cast<int>(d)] = on;
    m_impl->wake();
}
bool LinkProxy::partitioned(LinkDirection d) const {
    return m_impl->parted[static_cast<int>(d)].load();
}
void LinkProxy::setPartitioned(bool on) {
    setPartitioned(LinkDirection::ToServer, on);
    setPartitioned(LinkDirection::ToClient, on);
}
void LinkProxy::cut() {
    m_impl->cutRequested = true;
    m_impl->wake();
}
LinkStats LinkProxy::stats() const {
    std::lock_guard lock(m_impl->statsMutex);
    return m_impl->st;
}

} // namespace redlock
