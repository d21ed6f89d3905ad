#include "core/json/json_out.h"

#include <cmath>
#include <cstdio>

namespace redlock::sim {

std::string msText(std::int64_t us) {
    const bool negative = us < 0;
    // Work on the magnitude in unsigned arithmetic so INT64_MIN does not overflow.
    const std::uint64_t mag =
        negative ? 0 - static_cast<std::uint64_t>(us) : static_cast<std::uint64_t>(us);
    std::string s = negative ? "-" : "";
    s += std::to_string(mag / 1000);
    std::uint64_t frac = mag % 1000;
    if (frac != 0) {
        std::string f = std::to_string(frac);
        f.insert(0, 3 - f.size(), '0');
        while (f.back() == '0') {
            f.pop_back();
        }
        s += "." + f;
    }
    return s;
}

std::string msFixed(std::int64_t us, int decimals) {
    decimals = decimals < 0 ? 0 : decimals > 3 ? 3 : decimals;
    const bool negative = us < 0;
    const std::uint64_t mag =
        negative ? 0 - static_cast<std::uint64_t>(us) : static_cast<std::uint64_t>(us);
    std::uint64_t unit = 1; // µs per last written digit: 1000 for whole ms
    for (int d = decimals; d < 3; ++d) {
        unit *= 10;
    }
    std::uint64_t scale = 1; // 10^decimals
    for (int d = 0; d < decimals; ++d) {
        scale *= 10;
    }
    const std::uint64_t q = mag / unit + (mag % unit >= (unit + 1) / 2 && unit > 1 ? 1 : 0);
    std::string s = negative && q != 0 ? "-" : "";
    s += std::to_string(q / scale);
    if (decimals > 0) {
        std::string f = std::to_string(q % scale);
        f.insert(0, static_cast<std::size_t>(decimals) - f.size(), '0');
        s += "." + f;
    }
    return s;
}

std::size_t utf8Length(std::string_view s, std::size_t i) {
    const auto at = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char c = at(i);
    std::size_t n = 0;
    unsigned lo = 0x80, hi = 0xBF; // allowed range of the second byte
    if (c < 0x80) {
        return 1;
    } else if (c >= 0xC2 && c <= 0xDF) {
        n = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
        n = 3;
        lo = c == 0xE0 ? 0xA0 : 0x80;
        hi = c == 0xED ? 0x9F : 0xBF;
    } else if (c >= 0xF0 && c <= 0xF4) {
        n = 4;
        lo = c == 0xF0 ? 0x90 : 0x80;
        hi = c == 0xF4 ? 0x8F : 0xBF;
    } else {
        return 0;
    }
    if (i + n > s.size() || at(i + 1) < lo || at(i + 1) > hi) {
        return 0;
    }
    for (std::size_t k = 2; k < n; ++k) {
        if (at(i + k) < 0x80 || at(i + k) > 0xBF) {
            return 0;
        }
    }
    return n;
}

namespace {

// Walks s, handing each well-formed character to `ok` and each byte that starts none (or a
// control character) to `bad`.
template <class Ok, class Bad> void walk(std::string_view s, Ok&& ok, Bad&& bad) {
    for (std::size_t i = 0; i < s.size();) {
        const std::size_t n = utf8Length(s, i);
        if (n == 0) {
            bad(static_cast<unsigned char>(s[i]), false);
            ++i;
        } else if (n == 1 && (static_cast<unsigned char>(s[i]) < 0x20 || s[i] == 0x7f)) {
            bad(static_cast<unsigned char>(s[i]), true);
            ++i;
        } else {
            ok(s.substr(i, n));
            i += n;
        }
    }
}

} // namespace

std::string jsonString(std::string_view s) {
    std::string out = "\"";
    out.reserve(s.size() + 2);
    walk(
        s,
        [&](std::string_view ch) {
            if (ch == "\"") {
                out += "\\\"";
            } else if (ch == "\\") {
                out += "\\\\";
            } else {
                out += ch;
            }
        },
        [&](unsigned char c, bool control) {
            if (!control) {
                out += "\\ufffd"; // not UTF-8: the replacement character, so JSON stays valid
                return;
            }
            switch (c) {
            case '\n':
                out += "\\n";
                break;
            case '\t':
                out += "\\t";
                break;
            case '\r':
                out += "\\r";
                break;
            default: {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
                out += buf;
            }
            }
        });
    out += "\"";
    return out;
}

namespace {
std::string terminalSafe(std::string_view s, bool keepNewlines) {
    std::string out;
    out.reserve(s.size());
    walk(
        s, [&](std::string_view ch) { out += ch == "\\" ? std::string_view("\\\\") : ch; },
        [&](unsigned char c, bool control) {
            if (control && c == '\n') {
                out += keepNewlines ? "\n" : "\\n";
            } else if (control && c == '\t') {
                out += "\\t";
            } else if (control && c == '\r') {
                out += "\\r";
            } else {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\x%02x", static_cast<unsigned>(c));
                out += buf;
            }
        });
    return out;
}
} // namespace

std::string terminalText(std::string_view s) {
    return terminalSafe(s, false);
}

std::string terminalLines(std::string_view s) {
    return terminalSafe(s, true);
}

std::string jsonNumber(double v, int digits) {
    if (!std::isfinite(v)) {
        return "null";
    }
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*g", digits, v);
    return buf;
}

} // namespace redlock::sim
