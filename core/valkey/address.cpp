#include "core/valkey/address.h"

#include "core/lock/quorum.h"

#include <arpa/inet.h>
#include <netdb.h>
#include <netinet/in.h>
#include <sys/socket.h>

#include <algorithm>
#include <memory>

namespace redlock {

namespace {

// Built by appending: GCC 12 at -O3 reports a false -Werror=restrict overlap inside
// `"literal" + std::string&&` (libstdc++'s insert-at-front path), so that form is avoided here.
std::string quoted(std::string_view s) {
    std::string out;
    out.reserve(s.size() + 2);
    out += '\'';
    out += s;
    out += '\'';
    return out;
}

bool allDigits(std::string_view s) {
    return !s.empty() &&
           std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

bool hostCharOk(char c) {
    // Names, IPv4 literals: letters, digits, '-', '.', '_'. Anything else (spaces, '/', '@')
    // is a typo, not a host.
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
           c == '.' || c == '_';
}

} // namespace

Result<Address> parseAddress(std::string_view text) {
    const std::string expected = ": expected host:port, e.g. 127.0.0.1:6379";
    if (text.empty()) {
        return Error{"master address is empty" + expected};
    }
    const auto colon = text.rfind(':');
    if (colon == std::string_view::npos) {
        return Error{"master " + quoted(text) + " has no port" + expected};
    }
    const std::string_view host = text.substr(0, colon);
    const std::string_view port = text.substr(colon + 1);
    if (host.empty()) {
        return Error{"master " + quoted(text) + " has no host" + expected};
    }
    if (port.empty()) {
        return Error{"master " + quoted(text) + " has no port" + expected};
    }
    if (!std::all_of(host.begin(), host.end(), hostCharOk)) {
        return Error{"master " + quoted(text) + " has an invalid host " + quoted(host) +
                     ": expected a name or an IPv4 address"};
    }
    if (!allDigits(port)) {
        return Error{"master " + quoted(text) + " has an invalid port " + quoted(port) +
                     ": expected a number from 1 to 65535"};
    }
    // At most 6 digits are parsed, so a long run of digits cannot overflow.
    const long value = port.size() > 6 ? 1000000 : std::stol(std::string(port));
    if (value < 1 || value > 65535) {
        return Error{"master " + quoted(text) + " has port " + std::string(port) +
                     " out of range: expected 1 to 65535"};
    }
    return Address{std::string(host), static_cast<int>(value), {}};
}

Result<std::string> resolveHost(const std::string& host) {
    in_addr literal{};
    if (inet_pton(AF_INET, host.c_str(), &literal) == 1) {
        return host;
    }
    addrinfo hints{};
    hints.ai_family = AF_INET; // hiredis 0.14 connects over IPv4 here; keep one family
    hints.ai_socktype = SOCK_STREAM;
    addrinfo* found = nullptr;
    const int rc = getaddrinfo(host.c_str(), nullptr, &hints, &found);
    if (rc != 0 || found == nullptr) {
        return Error{"master host " + quoted(host) + " cannot be resolved (" + gai_strerror(rc) +
                     "): expected a reachable name or an IPv4 address"};
    }
    std::unique_ptr<addrinfo, decltype(&freeaddrinfo)> guard(found, &freeaddrinfo);
    char buf[INET_ADDRSTRLEN] = {};
    const auto* sin = reinterpret_cast<const sockaddr_in*>(found->ai_addr);
    inet_ntop(AF_INET, &sin->sin_addr, buf, sizeof buf);
    return std::string(buf);
}

Result<std::vector<Address>> parseMasters(std::string_view list, bool resolve) {
    if (list.empty()) {
        return Error{"masters list is empty: expected 1 to 9 addresses as H:P,H:P,..."};
    }
    std::vector<Address> out;
    std::size_t start = 0;
    while (true) {
        const auto comma = list.find(',', start);
        const auto item =
            list.substr(start, comma == std::string_view::npos ? list.npos : comma - start);
        auto a = parseAddress(item);
        if (!a) {
            return a.error();
        }
        out.push_back(std::move(a).value());
        if (comma == std::string_view::npos) {
            break;
        }
        start = comma + 1;
    }
    const int n = static_cast<int>(out.size());
    if (n < kMinMasters || n > kMaxMasters) {
        return Error{"masters list has " + std::to_string(n) +
                     " addresses: expected 1 to 9 independent masters"};
    }
    for (auto& a : out) {
        if (resolve) {
            auto ip = resolveHost(a.host);
            if (!ip) {
                return ip.error();
            }
            a.ip = std::move(ip).value();
        }
    }
    // The endpoint a connection reaches: the wildcard addresses connect to this host, so
    // 0.0.0.0:P and 127.0.0.1:P are one server (one vote), not two.
    const auto endpoint = [](const Address& a) {
        const std::string h = a.connectHost();
        return h == "0.0.0.0" ? std::string("127.0.0.1") : h == "::" ? std::string("::1") : h;
    };
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < i; ++j) {
            if (endpoint(out[i]) == endpoint(out[j]) && out[i].port == out[j].port) {
                return Error{"master " + quoted(out[i].text()) + " is the same as " +
                             quoted(out[j].text()) +
                             ": expected distinct masters (one server is one vote)"};
            }
        }
    }
    return out;
}

Result<std::string> checkResource(std::string_view resource) {
    if (resource.empty()) {
        return Error{"resource name is empty: expected a non-empty name, e.g. orders"};
    }
    for (unsigned char c : resource) {
        if (c < 0x20 || c == 0x7f) {
            return Error{"resource name " + quoted(resource) +
                         " contains a control character: expected printable text"};
        }
    }
    return std::string(resource);
}

std::string joinAddresses(const std::vector<Address>& masters) {
    std::string out;
    for (const auto& a : masters) {
        if (!out.empty()) {
            out += ',';
        }
        out += a.text(); // appended, not `"," + text()`: see quoted()
    }
    return out;
}

} // namespace redlock
