#pragma once
// Writing JSON and time readouts byte-for-byte reproducibly. Times are integer microseconds and
// are printed as milliseconds from integer arithmetic (no floating point, no locale), so
// 9 896 000 µs prints "9896" and 1 500 µs prints "1.5" on every machine.

#include <cstdint>
#include <string>
#include <string_view>

namespace redlock::sim {

// Microseconds as milliseconds: the integer part, then up to 3 decimals without trailing zeros.
std::string msText(std::int64_t us);

// A JSON string literal, quotes included; escapes '"', '\\' and control characters.
std::string jsonString(std::string_view s);

// A double as a JSON number with up to `digits` significant digits (NaN/inf become null).
std::string jsonNumber(double v, int digits = 10);

// Appends `"key":` to out, with a leading comma unless `first`.
void jsonKey(std::string& out, std::string_view key, bool& first);

} // namespace redlock::sim
