#include "core/etcd/etcd_endpoint.h"

#include "core/valkey/address.h"

#include <algorithm>

namespace redlock::etcd {

namespace {
constexpr std::string_view kScheme = "http://";
constexpr int kMaxMembers = 9;
const std::string kExpected = ": expected http://host:port, e.g. http://127.0.0.1:2379";
} // namespace

Result<Endpoint> parseEndpoint(std::string_view url, bool resolve) {
    std::string shown = "'"; // appended: GCC 12 -O3 warns falsely on "lit" + string (-Wrestrict)
    shown.append(url).append("'");
    if (url.empty()) {
        return Error{"etcd member URL is empty" + kExpected};
    }
    if (url.rfind("https://", 0) == 0) {
        return Error{"etcd member " + shown + " uses https, which is not supported" + kExpected};
    }
    if (url.rfind(kScheme, 0) != 0) {
        return Error{"etcd member " + shown + " does not start with http://" + kExpected};
    }
    std::string_view rest = url.substr(kScheme.size());
    if (!rest.empty() && rest.back() == '/') {
        rest.remove_suffix(1);
    }
    if (rest.find_first_of("/?#@") != std::string_view::npos) {
        return Error{"etcd member " + shown + " has a path, query or user part" + kExpected};
    }
    auto addr = parseAddress(rest);
    if (!addr) {
        // parseAddress names the host:port part and what is wrong with it.
        std::string why = addr.error().message;
        if (why.rfind("master ", 0) == 0) {
            why = "address " + why.substr(7);
        }
        if (const auto eg = why.find(": expected host:port"); eg != std::string::npos) {
            why = why.substr(0, eg) + kExpected; // an etcd example, not a Redis one
        }
        return Error{"etcd member " + shown + ": " + why};
    }
    Endpoint e;
    e.url = std::string(kScheme) + std::string(rest);
    e.port = addr->port;
    std::string ip = addr->host;
    if (resolve) {
        auto r = resolveHost(addr->host);
        if (!r) {
            std::string why = r.error().message;
            if (why.rfind("master host", 0) == 0) {
                why = why.substr(7);
            }
            return Error{"etcd member " + shown + ": " + why};
        }
        ip = *r;
    }
    e.base = std::string(kScheme) + ip + ":" + std::to_string(addr->port);
    return e;
}

Result<std::vector<Endpoint>> parseEndpoints(std::string_view list, bool resolve) {
    std::vector<Endpoint> out;
    std::size_t start = 0;
    while (true) {
        const auto comma = list.find(',', start);
        const std::string_view item = list.substr(
            start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
        auto e = parseEndpoint(item, resolve);
        if (!e) {
            return e.error();
        }
        const bool dup = std::any_of(out.begin(), out.end(),
                                     [&](const Endpoint& o) { return o.base == e->base; });
        if (dup) {
            return Error{"etcd member '" + e->url + "' is listed twice: expected distinct members"};
        }
        out.push_back(std::move(e).value());
        if (static_cast<int>(out.size()) > kMaxMembers) {
            return Error{"--etcd lists more than " + std::to_string(kMaxMembers) +
                         " members: expected 1 to 9 URLs"};
        }
        if (comma == std::string_view::npos) {
            break;
        }
        start = comma + 1;
    }
    return out;
}

std::string joinEndpoints(const std::vector<Endpoint>& members) {
    std::string out;
    for (const auto& m : members) {
        out += (out.empty() ? "" : ",") + m.url;
    }
    return out;
}

Result<Millis> checkLeaseTtl(long long ttlMs) {
    if (ttlMs < 1000 || ttlMs > 86400000 || ttlMs % 1000 != 0) {
        return Error{
            "--ttl " + std::to_string(ttlMs) +
            " ms is not a whole number of seconds from 1 to 86400: etcd leases are granted "
            "in seconds, expected 1000, 2000, ... 86400000 ms"};
    }
    return Millis(ttlMs);
}

} // namespace redlock::etcd
