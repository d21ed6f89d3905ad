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
//   HttpEndless  (an etcd member) "HTTP/1.1 200 OK" without Content-Length, then streams
//   HttpHuge     (an etcd member) "HTTP/1.1 200 OK" claiming a 1 GiB body, then streams
//   HttpEvil     (an etcd member) a gRPC-gateway error whose message holds terminal escapes
//   ShaLiar      a liar that passes the script check: SCRIPT LOAD gets the script's real SHA1,
//                everything else +OK (so every SET NX "wins"): outside the client's trust model
// One thread polls the listening socket, every accepted connection and a wake-up pipe; the
// destructor wakes it, joins it and closes every descriptor.

#include "core/valkey/sha1.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace hostile {

enum class Behaviour {
    Http,
    HalfReply,
    Silent,
    HugeArray,
    EndlessBulk,
    EvilError,
    AlwaysOk,
    HttpEndless,
    HttpHuge,
    HttpEvil,
    ShaLiar
};

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
                fds.push_back(
                    {c, static_cast<short>(POLLIN | (m_streaming.count(c) ? POLLOUT : 0)), 0});
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
        case Behaviour::HttpEndless:
        case Behaviour::HttpHuge:
            if (m_streaming.insert(fd).second) {
                const std::string_view r =
                    m_behaviour == Behaviour::HttpHuge
                        ? "HTTP/1.1 200 OK\r\nContent-Length: 1073741824\r\n\r\n"
                        : "HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n";
                (void)!::send(fd, r.data(), r.size(), MSG_NOSIGNAL);
            }
            return true;
        case Behaviour::ShaLiar: {
            std::string& pending = m_pending[fd];
            pending.append(buf, static_cast<std::size_t>(n));
            std::vector<std::string> args;
            while (takeCommand(pending, args)) {
                const bool load = args.size() == 3 && args[0] == "SCRIPT" && args[1] == "LOAD";
                const std::string r =
                    load ? "$40\r\n" + redlock::sha1Hex(args[2]) + "\r\n" : "+OK\r\n";
                (void)!::send(fd, r.data(), r.size(), MSG_NOSIGNAL);
            }
            return true;
        }
        case Behaviour::HttpEvil: {
            constexpr std::string_view body =
                R"({"error":"\u001b]0;PWNED\u0007\u001b[2J gone","code":9})";
            const std::string r = "HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\n"
                                  "Content-Length: " +
                                  std::to_string(body.size()) + "\r\n\r\n" + std::string(body);
            (void)!::send(fd, r.data(), r.size(), MSG_NOSIGNAL);
            return true;
        }
        }
        return false;
    }

    // One complete RESP command (an array of bulk strings) off the front of `in`, if there is one.
    static bool takeCommand(std::string& in, std::vector<std::string>& args) {
        args.clear();
        std::size_t at = 0;
        const auto line = [&](long& value, char type) {
            const std::size_t end = in.find("\r\n", at);
            if (end == std::string::npos || in[at] != type) {
                return false;
            }
            value = std::stol(in.substr(at + 1, end - at - 1));
            at = end + 2;
            return true;
        };
        long count = 0;
        if (!line(count, '*')) {
            return false;
        }
        for (long i = 0; i < count; ++i) {
            long len = 0;
            if (!line(len, '$') || in.size() < at + static_cast<std::size_t>(len) + 2) {
                return false;
            }
            args.push_back(in.substr(at, static_cast<std::size_t>(len)));
            at += static_cast<std::size_t>(len) + 2;
        }
        in.erase(0, at);
        return true;
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
    std::set<int> m_streaming;            // EndlessBulk connections being fed (serve thread only)
    std::map<int, std::string> m_pending; // ShaLiar: per connection, a command not complete yet
    std::thread m_thread;
};

} // namespace hostile
