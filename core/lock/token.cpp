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
    const bool hex = token.find_first_not_of("0123456789abcdefABCDEF") == std::string_view::npos;
    if (token.size() != kTokenBytes * 2 || !hex) {
        return Error{"token '" + std::string(token) +
                     "' is not a lock token: expected 40 hexadecimal characters"};
    }
    return std::string(token);
}

std::string shortToken(std::string_view token) { return std::string(token.substr(0, 8)); }

} // namespace redlock
