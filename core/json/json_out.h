#pragma once
// Writing JSON and time readouts byte-for-byte reproducibly. Times are integer microseconds and
// are printed as milliseconds from integer arithmetic (no floating point, no locale), so
// 9 896 000 µs prints "9896" and 1 500 µs prints "1.5" on every machine.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace redlock::sim {

// Microseconds as milliseconds: the integer part, then up to 3 decimals without trailing zeros.
std::string msText(std::int64_t us);
// Microseconds as milliseconds with exactly `decimals` (0-3) decimals, rounded half away from
// zero: msFixed(6981677, 0) is "6982", msFixed(30114, 2) "30.11".
std::string msFixed(std::int64_t us, int decimals);

// Length of the well-formed UTF-8 sequence at s[i], or 0 when it is not one (overlong forms,
// surrogates, truncated sequences and code points above U+10FFFF are not well formed). The
// writer and the reader both judge UTF-8 with it, so what one refuses the other never emits.
std::size_t utf8Length(std::string_view s, std::size_t i);

// A JSON string literal, quotes included: always valid JSON. Escapes '"', '\\' and control
// characters (DEL too); a byte that is not part of well-formed UTF-8 becomes U+FFFD (\ufffd).
// The one JSON escaper: every --json output goes through it.
std::string jsonString(std::string_view s);

// Text from outside (a server's error, a user's value) made safe for a terminal and one line:
// control characters and bytes that are not well-formed UTF-8 become \xNN (\n, \t, \r as
// such), a backslash is doubled; printable UTF-8 stays as it is.
std::string terminalText(std::string_view s);
// The same for text of many lines that holds words from outside (a scenario file's client
// names and captions in a run's trace): every line made safe, the line breaks kept.
std::string terminalLines(std::string_view s);

// A double as a JSON number with up to `digits` significant digits (NaN/inf become null).
std::string jsonNumber(double v, int digits = 10);

} // namespace redlock::sim
