#pragma once
// Where the etcd members are: `--etcd http://H:P,http://H:P,...` (1 to 9 members, plain HTTP,
// distinct after name resolution), and the other etcd inputs the lock takes. Every error names
// the bad value, says why, and what is expected, in one line.

#include "core/lock/result.h"
#include "core/lock/units.h"

#include <string>
#include <string_view>
#include <vector>

namespace redlock::etcd {

struct Endpoint {
    std::string url;  // as the user wrote it, without a trailing '/': "http://127.0.0.1:2379"
    std::string base; // what requests go to: "http://<resolved ip>:<port>"
    int port = 0;
};

// One member URL: "http://host:port" with an optional trailing '/'. https is refused (the lab
// talks to loopback members only); so are paths, users, queries and missing or bad ports.
Result<Endpoint> parseEndpoint(std::string_view url, bool resolve = true);
// A comma-separated list of member URLs, 1 to 9, no two the same member.
Result<std::vector<Endpoint>> parseEndpoints(std::string_view list, bool resolve = true);
std::string joinEndpoints(const std::vector<Endpoint>& members);

// etcd leases live in whole seconds: `ttl` must be a multiple of 1000 ms, 1 s to 1 day.
Result<Millis> checkLeaseTtl(long long ttlMs);

} // namespace redlock::etcd
