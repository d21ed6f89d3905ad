#pragma once
// HostilePeer: a TCP server on a free 127.0.0.1 port that is NOT a well-behaved Redis, run on
// its own thread inside the test (no extra tool for CI to install):
//   Http       answers whatever it reads with "HTTP/1.1 400 Bad Request" and closes
//   HalfReply  reads the command, writes "+O" (half of "+OK\r\n") and closes mid-reply
//   Silent     accepts and reads, never writes (a server that never answers); it counts the
//              commands it received (commands())
//   HugeArray  answers every command with "*2147483647\r\n" (claims a 2^31-element array)
//   EvilError  answers with an error holding a terminal escape sequence and invalid UTF-8
//   AlwaysOk   answers +OK to every command (a liar: it would vote like a real master)
//   EndlessBulk answers with "$536870911\r\n" and then streams bytes for as long as it may
// One thread polls the listening socket, every accepted connection and a wake-up pipe; the
// destructor wakes it, joins it and closes every descriptor.

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <set>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace hostile {

enum class Behaviour { Http, HalfReply, Silent, HugeArray, EndlessBulk, EvilError, AlwaysOk };

class HostilePeer {
public:
    explicit HostilePeer(Behaviour b) : m_behaviour(b) {
        m_listen = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_in a{};
        a.sin_family = AF_INET;
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        a.sin_port = 0; // the kernel picks a free port: no fixed ports in tests
        socklen_t len = sizeof a;
        if (::bind(m_listen, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0 &&
            ::listen(m_listen, 16) == 0 &&
            ::getsockname(m_listen, reinterpret_cast<sockaddr*>(&a), &len) == 0) {
            m_port = ntohs(a.sin_port);
        }
        if (::pipe2(m_wake, O_CLOEXEC) != 0) {
            m_wake[0] = m_wake[1] = -1;
        }
        m_thread = std::thread([this] { serve(); });
    }
    HostilePeer(const HostilePeer&) = delete;
    HostilePeer& operator=(const HostilePeer&) = delete;
    ~HostilePeer() {
        m_stop = true;
        if (m_wake[1] >= 0) {
            (void)!::write(m_wake[1], "x", 1);
        }
        m_thread.join();
        for (int fd : {m_listen, m_wake[0], m_wake[1]}) {
            if (fd >= 0) {
                ::close(fd);
            }
        }
    }

    int port() const { return m_port; }
    int accepted() const { return m_accepted; }
    // Commands read so far (Silent): counted by their RESP array headers.
    int commands() const { return m_commands; }

private:
    void serve() {
        std::vector<int> conns;
        while (!m_stop) {
            std::vector<pollfd> fds{{m_wake[0], POLLIN, 0}, {m_listen, POLLIN, 0}};
            for (int c : conns) {
                fds.push_back({c, static_cast<short>(POLLIN | (m_streaming.count(c) ? POLLOUT : 0)), 0});
            }
            if (::poll(fds.data(), fds.size(), -1) < 0) {
                continue;
            }
            if (fds[0].revents != 0) {
                break;
            }
            std::vector<int> keep;
            for (std::size_t k = 2; k < fds.size(); ++k) {
                if ((fds[k].revents & POLLOUT) && !stream(fds[k].fd)) {
                    m_streaming.erase(fds[k].fd);
                    ::close(fds[k].fd);
                } else if ((fds[k].revents & ~POLLOUT) == 0 || onReadable(fds[k].fd)) {
                    keep.push_back(fds[k].fd);
                } else {
                    m_streaming.erase(fds[k].fd);
                    ::close(fds[k].fd);
                }
            }
            if (fds[1].revents & POLLIN) { // after the others: a new connection has no events yet
                const int c = ::accept4(m_listen, nullptr, nullptr, SOCK_CLOEXEC);
                if (c >= 0) {
                    keep.push_back(c);
                    ++m_accepted;
                }
            }
            conns = std::move(keep);
        }
        for (int c : conns) {
            ::close(c);
        }
    }

    // False when the connection is to be closed.
    bool onReadable(int fd) {
        char buf[4096];
        const ssize_t n = ::read(fd, buf, sizeof buf); // the whole command: it is small
        if (n <= 0) {
            return false;
        }
        switch (m_behaviour) {
        case Behaviour::Http: {
            constexpr std::string_view r = "HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n"
                                           "Connection: close\r\n\r\n";
            (void)!::send(fd, r.data(), r.size(), MSG_NOSIGNAL);
            return false;
        }
        case Behaviour::HalfReply:
            (void)!::send(fd, "+O", 2, MSG_NOSIGNAL);
            return false;
        case Behaviour::Silent:
            for (ssize_t i = 0; i < n; ++i) {
                m_commands += buf[i] == '*' ? 1 : 0; // arguments never hold '*' in these tests
            }
            return true;
        case Behaviour::EvilError:
        case Behaviour::AlwaysOk: {
            const std::string_view r = m_behaviour == Behaviour::AlwaysOk
                                           ? "+OK\r\n"
                                           : "-ERR \x1b]0;pwned\x07 bad \xff\xfe bytes\r\n";
            for (ssize_t i = 0; i < n; ++i) { // one reply per command read (pipelined ones too)
                if (buf[i] == '*') {
                    (void)!::send(fd, r.data(), r.size(), MSG_NOSIGNAL);
                }
            }
            return true;
        }
        case Behaviour::HugeArray:
            (void)!::send(fd, "*2147483647\r\n", 13, MSG_NOSIGNAL);
            return true;
        case Behaviour::EndlessBulk:
            if (m_streaming.insert(fd).second) {
                (void)!::send(fd, "$536870911\r\n", 12, MSG_NOSIGNAL);
            }
            return true;
        }
        return false;
    }

    // EndlessBulk: as many bytes as the socket takes now. False once the client went away.
    bool stream(int fd) {
        static const std::string chunk(64 << 10, 'x');
        const ssize_t w = ::send(fd, chunk.data(), chunk.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
        return w >= 0 || errno == EAGAIN || errno == EWOULDBLOCK;
    }

    Behaviour m_behaviour;
    int m_listen = -1;
    int m_port = 0;
    int m_wake[2] = {-1, -1};
    std::atomic<bool> m_stop{false};
    std::atomic<int> m_accepted{0};
    std::atomic<int> m_commands{0};
    std::set<int> m_streaming; // EndlessBulk connections being fed (serve thread only)
    std::thread m_thread;
};

} // namespace hostile
