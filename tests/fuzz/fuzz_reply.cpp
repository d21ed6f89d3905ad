// libFuzzer target: the reply parser as the client runs it. The input is what a hostile
// master sends; it goes through ValkeyConnection (hiredis's reader with our reply limits, the
// reply counting, the SCRIPT LOAD check) over a socketpair, with AUTH and a preamble pending.
// Whatever the bytes, it must neither crash nor allocate beyond the limits nor loop.
#include "core/valkey/resp.h"
#include "core/valkey/valkey_connection.h"

#include <cstddef>
#include <cstdint>
#include <poll.h>
#include <string>
#include <sys/socket.h>
#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    int fds[2];
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0) {
        return 0;
    }
    // The first byte picks the set-up: password or not, how many replies the command wants.
    const unsigned mode = size > 0 ? data[0] : 0;
    redlock::ValkeyConnection c("127.0.0.1", 0, (mode & 1) ? "pw" : "");
    std::string pre;
    redlock::appendResp(pre, {"SCRIPT", "LOAD", "return 1"});
    c.setPreamble(pre, 1, {"e0e1f9fabfc9d4800c877a703b823ac0578ff8db"});
    if (c.adopt(fds[0])) {
        std::string cmd;
        redlock::appendResp(cmd, {"GET", "k"});
        c.send(cmd, 1 + static_cast<int>((mode >> 1) & 3));
        if (mode & 8) {
            c.abandon();
            c.send(cmd, 1);
        }
        std::size_t off = size > 0 ? 1 : 0;
        // Feed in slices of at most 4 KiB (the socket buffer is bounded), reading between.
        for (int round = 0; round < 4096 && !c.failed() && c.isOpen(); ++round) {
            if (off < size) {
                const std::size_t n = std::min<std::size_t>(size - off, 4096);
                const ssize_t w = ::send(fds[1], data + off, n, MSG_DONTWAIT | MSG_NOSIGNAL);
                off += w > 0 ? static_cast<std::size_t>(w) : 0;
            }
            pollfd p{c.fd(), c.events(), 0};
            if (::poll(&p, 1, 0) > 0 && !c.onEvents(p.revents)) {
                break;
            }
            while (c.next()) {
            }
            if (off >= size && ::poll(&p, 1, 0) == 0) {
                break; // everything sent and read
            }
        }
    }
    ::close(fds[1]);
    return 0;
}
