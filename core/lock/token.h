#pragma once
// Lock tokens: 20 bytes from the OS CSPRNG (getrandom), written as 40 lowercase hex characters.
// Unique per client and per attempt, so a release can never match another attempt's key.

#include "core/lock/result.h"

#include <string>
#include <string_view>

namespace redlock {

inline constexpr int kTokenBytes = 20;
inline constexpr std::size_t kMaxTokenBytes = 512; // what checkToken accepts from others

std::string newToken();

// Accepts 40 hex characters (what newToken makes); names the bad value otherwise.
Result<std::string> checkToken(std::string_view token);

// First 8 characters, for readouts.
std::string shortToken(std::string_view token);

} // namespace redlock
