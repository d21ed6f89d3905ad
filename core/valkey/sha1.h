#pragma once
// SHA-1 (FIPS 180-4), only to name Lua scripts for EVALSHA: the server identifies a cached
// script by the SHA-1 of its text, so computing it here saves a SCRIPT LOAD round trip per
// connection. Not used for anything security-related.

#include <string>
#include <string_view>

namespace redlock {

// 40 lowercase hex characters.
std::string sha1Hex(std::string_view data);

} // namespace redlock
