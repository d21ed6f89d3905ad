#include "core/lock/token.h"

#include <array>
#include <cerrno>
#include <cstdint>
#include <stdexcept>
#include <sys/random.h>

namespace redlock {

std::string newToken() {
    std::array<std::uint8_t, kTokenBytes> bytes{};
    std::size_t got = 0;
    while (got < bytes.size()) {
        const ssize_t r = getrandom(bytes.data() + got, bytes.size() - got, 0);
        if (r < 0) {
            if (errno == EINTR) {
                continue;
            }
            // No CSPRNG means no safe token: refusing is the only correct answer.
            throw std::runtime_error("getrandom() failed: no secure random source for tokens");
        }
        got += static_cast<std::size_t>(r);
    }
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out;
    out.reserve(kTokenBytes * 2);
    for (std::uint8_t b : bytes) {
        out.push_back(kHex[b >> 4]);
        out.push_back(kHex[b & 0x0f]);
    }
    return out;
}

Result<std::string> checkToken(std::string_view token) {
    // Any Redlock client's token (ours are 40 hex characters, node-redlock's 32): compared
    // exactly as given by the server's script, so it is never case-folded or reshaped.
    if (token.empty() || token.size() > kMaxTokenBytes) {
        return Error{"token '" + std::string(token.substr(0, 64)) +
                     (token.size() > 64 ? "..." : "") + "' has " + std::to_string(token.size()) +
                     " bytes: expected 1 to " + std::to_string(kMaxTokenBytes) +
                     " printable characters"};
    }
    for (unsigned char c : token) {
        if (c < 0x20 || c >= 0x7f) {
            return Error{"token '" + std::string(token.substr(0, 64)) +
                         "' holds a control or non-ASCII byte: expected printable characters"};
        }
    }
    return std::string(token);
}

std::string shortToken(std::string_view token) {
    return std::string(token.substr(0, 8));
}

} // namespace redlock
