#pragma once
// RESP request encoding (*argc, then $len + bytes per argument). Commands are written straight
// into a reused buffer, so a fan-out does not allocate per master per call once warm, and no
// printf-style format string can misread a token or key.

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace redlock {

void appendResp(std::string& out, std::initializer_list<std::string_view> args);
void appendResp(std::string& out, const std::vector<std::string_view>& args);

} // namespace redlock
