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

std::string jsonString(std::string_view s) {
    std::string out = "\"";
    for (const char c : s) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\r':
            out += "\\r";
            break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
                out += buf;
            } else {
                out.push_back(c);
            }
        }
    }
    out += "\"";
    return out;
}

std::string jsonNumber(double v, int digits) {
    if (!std::isfinite(v)) {
        return "null";
    }
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*g", digits, v);
    return buf;
}

void jsonKey(std::string& out, std::string_view key, bool& first) {
    if (!first) {
        out += ",";
    }
    first = false;
    out += jsonString(key);
    out += ":";
}

} // namespace redlock::sim
