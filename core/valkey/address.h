#pragma once
// Master addresses and the other user inputs the live client takes.
//   parseAddress("host:port")      one master; the port is 1-65535, the host non-empty
//   parseMasters("H:P,H:P,...")    1-9 distinct masters, each host resolved to an IPv4 address
//   checkResource("orders")        non-empty, no control characters
// Every error message names the bad value, says why, and says what is expected, so the CLI can
// print it as its one line and the GUI can show it next to the field.

#include "core/lock/result.h"

#include <string>
#include <string_view>
#include <vector>

namespace redlock {

struct Address {
    std::string host; // as the user wrote it ("localhost", "10.0.0.5")
    int port = 0;
    std::string ip; // numeric IPv4 after resolution; empty until resolved

    std::string text() const { return host + ":" + std::to_string(port); }
    // What to connect to: the resolved IP when known, else the host itself.
    const std::string& connectHost() const { return ip.empty() ? host : ip; }
};

// Syntax only (no name lookup).
Result<Address> parseAddress(std::string_view text);

// Syntax, count (1-9), resolution of each host, and distinctness. Two entries that resolve to
// the same ip:port (localhost:6379 and 127.0.0.1:6379) are one master, not two votes.
// With resolve = false, distinctness is checked on the text only (for tests and offline use).
Result<std::vector<Address>> parseMasters(std::string_view list, bool resolve = true);

// Resolves host to a numeric IPv4 address; the error names the host.
Result<std::string> resolveHost(const std::string& host);

Result<std::string> checkResource(std::string_view resource);

// "H:P,H:P" for display and for the masters state file.
std::string joinAddresses(const std::vector<Address>& masters);

} // namespace redlock
