#include "core/json/json.h"

#include "core/json/json_out.h"

#include <unordered_set>

#include <cmath>
#include <cstdlib>

namespace redlock::sim {

const JsonValue* JsonValue::find(std::string_view key) const {
    for (const auto& [k, v] : object) {
        if (k == key) {
            return &v;
        }
    }
    return nullptr;
}

const char* typeName(JsonValue::Type t) {
    switch (t) {
    case JsonValue::Type::Null:
        return "null";
    case JsonValue::Type::Bool:
        return "a boolean";
    case JsonValue::Type::Number:
        return "a number";
    case JsonValue::Type::String:
        return "a string";
    case JsonValue::Type::Array:
        return "an array";
    case JsonValue::Type::Object:
        return "an object";
    }
    return "?";
}

namespace {

constexpr int kMaxDepth = 64;

// Recursive descent over the text; `m_path` holds the field names on the way down so an error
// can say where it happened, not only on which line.
class Parser {
public:
    explicit Parser(std::string_view text) : m_s(text) {}

    Result<JsonValue> parseDocument() {
        JsonValue v;
        skipWs();
        if (!value(v, 0)) {
            return Error{m_error};
        }
        skipWs();
        if (m_i != m_s.size()) {
            fail("unexpected text after the end of the document");
            return Error{m_error};
        }
        return v;
    }

private:
    bool fail(const std::string& what) {
        if (m_error.empty()) {
            std::string where = "line " + std::to_string(m_line);
            if (!m_path.empty()) {
                std::string p;
                for (const auto& part : m_path) {
                    p += (part.front() == '[' || p.empty()) ? part : "." + part;
                }
                where += ": field '" + p + "'";
            }
            m_error = where + ": " + what;
        }
        return false;
    }

    void skipWs() {
        while (m_i < m_s.size()) {
            const char c = m_s[m_i];
            if (c == '\n') {
                ++m_line;
            } else if (c != ' ' && c != '\t' && c != '\r') {
                return;
            }
            ++m_i;
        }
    }

    bool literal(std::string_view word) {
        if (m_s.substr(m_i, word.size()) != word) {
            return fail("unknown literal: expected true, false or null");
        }
        m_i += word.size();
        return true;
    }

    bool value(JsonValue& v, int depth) {
        if (depth > kMaxDepth) {
            return fail("nesting deeper than 64 levels");
        }
        if (m_i >= m_s.size()) {
            return fail("unexpected end of file: expected a value");
        }
        v.line = m_line;
        const char c = m_s[m_i];
        switch (c) {
        case '{':
            return object(v, depth);
        case '[':
            return array(v, depth);
        case '"':
            v.type = JsonValue::Type::String;
            return string(v.string);
        case 't':
            v.type = JsonValue::Type::Bool;
            v.boolean = true;
            return literal("true");
        case 'f':
            v.type = JsonValue::Type::Bool;
            return literal("false");
        case 'n':
            return literal("null");
        default:
            if (c == '-' || (c >= '0' && c <= '9')) {
                return number(v);
            }
            return fail(std::string("unexpected character '") + c + "': expected a value");
        }
    }

    bool object(JsonValue& v, int depth) {
        v.type = JsonValue::Type::Object;
        ++m_i; // '{'
        skipWs();
        if (m_i < m_s.size() && m_s[m_i] == '}') {
            ++m_i;
            return true;
        }
        // Names seen so far: the duplicate check stays linear in the number of members.
        std::unordered_set<std::string> seen;
        for (;;) {
            skipWs();
            if (m_i >= m_s.size() || m_s[m_i] != '"') {
                return fail("expected a quoted member name");
            }
            std::string key;
            if (!string(key)) {
                return false;
            }
            m_path.push_back(key);
            if (!seen.insert(key).second) {
                return fail("duplicate member name");
            }
            skipWs();
            if (m_i >= m_s.size() || m_s[m_i] != ':') {
                return fail("expected ':' after the member name");
            }
            ++m_i;
            skipWs();
            JsonValue member;
            if (!value(member, depth + 1)) {
                return false;
            }
            v.object.push_back(JsonMember{std::move(key), std::move(member)});
            skipWs();
            if (m_i < m_s.size() && m_s[m_i] == ',') {
                ++m_i;
                m_path.pop_back();
                continue;
            }
            if (m_i < m_s.size() && m_s[m_i] == '}') {
                ++m_i;
                m_path.pop_back();
                return true;
            }
            return fail("expected ',' or '}' after the member");
        }
    }

    bool array(JsonValue& v, int depth) {
        v.type = JsonValue::Type::Array;
        ++m_i; // '['
        skipWs();
        if (m_i < m_s.size() && m_s[m_i] == ']') {
            ++m_i;
            return true;
        }
        for (;;) {
            // Appended, not `"[" + std::to_string(...)`: GCC 12 -O3 false -Werror=restrict.
            std::string index(1, '[');
            index += std::to_string(v.array.size());
            index += ']';
            m_path.push_back(std::move(index));
            skipWs();
            JsonValue item;
            if (!value(item, depth + 1)) {
                return false;
            }
            v.array.push_back(std::move(item));
            skipWs();
            if (m_i < m_s.size() && m_s[m_i] == ',') {
                ++m_i;
                m_path.pop_back();
                continue;
            }
            if (m_i < m_s.size() && m_s[m_i] == ']') {
                ++m_i;
                m_path.pop_back();
                return true;
            }
            return fail("expected ',' or ']' after the array element");
        }
    }

    static void putUtf8(std::string& out, unsigned cp) {
        if (cp < 0x80) {
            out.push_back(static_cast<char>(cp));
        } else if (cp < 0x800) {
            out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
            out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
        } else if (cp < 0x10000) {
            out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
            out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
            out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
        } else {
            out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
            out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
            out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
            out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
        }
    }

    bool hex4(unsigned& cp) {
        if (m_i + 4 > m_s.size()) {
            return fail("truncated \\u escape");
        }
        cp = 0;
        for (int k = 0; k < 4; ++k) {
            const char h = m_s[m_i++];
            cp <<= 4;
            if (h >= '0' && h <= '9') {
                cp |= static_cast<unsigned>(h - '0');
            } else if (h >= 'a' && h <= 'f') {
                cp |= static_cast<unsigned>(h - 'a' + 10);
            } else if (h >= 'A' && h <= 'F') {
                cp |= static_cast<unsigned>(h - 'A' + 10);
            } else {
                return fail("bad hex digit in \\u escape");
            }
        }
        return true;
    }

    bool string(std::string& out) {
        ++m_i; // opening quote
        for (;;) {
            if (m_i >= m_s.size()) {
                return fail("unterminated string");
            }
            const char c = m_s[m_i++];
            if (c == '"') {
                return true;
            }
            if (static_cast<unsigned char>(c) < 0x20) {
                return fail("control character inside a string (escape it)");
            }
            if (static_cast<unsigned char>(c) >= 0x80) {
                // JSON text is UTF-8 (RFC 8259): a byte that starts no well-formed sequence is
                // refused here, so every string read can be written back unchanged.
                const std::size_t n = utf8Length(m_s, m_i - 1);
                if (n == 0) {
                    --m_i;
                    return fail("a string holds a byte that is not UTF-8 (the file must be UTF-8)");
                }
                out.append(m_s.substr(m_i - 1, n));
                m_i += n - 1;
                continue;
            }
            if (c != '\\') {
                out.push_back(c);
                continue;
            }
            if (m_i >= m_s.size()) {
                return fail("unterminated escape");
            }
            const char e = m_s[m_i++];
            switch (e) {
            case '"':
                out.push_back('"');
                break;
            case '\\':
                out.push_back('\\');
                break;
            case '/':
                out.push_back('/');
                break;
            case 'b':
                out.push_back('\b');
                break;
            case 'f':
                out.push_back('\f');
                break;
            case 'n':
                out.push_back('\n');
                break;
            case 'r':
                out.push_back('\r');
                break;
            case 't':
                out.push_back('\t');
                break;
            case 'u': {
                unsigned cp = 0;
                if (!hex4(cp)) {
                    return false;
                }
                if (cp >= 0xD800 && cp <= 0xDBFF) {
                    unsigned lo = 0;
                    if (m_s.substr(m_i, 2) != "\\u") {
                        return fail("unpaired surrogate in \\u escape");
                    }
                    m_i += 2;
                    if (!hex4(lo) || lo < 0xDC00 || lo > 0xDFFF) {
                        return fail("unpaired surrogate in \\u escape");
                    }
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
                    return fail("unpaired surrogate in \\u escape");
                }
                putUtf8(out, cp);
                break;
            }
            default:
                return fail(std::string("unknown escape '\\") + e + "'");
            }
        }
    }

    bool number(JsonValue& v) {
        const std::size_t start = m_i;
        auto digits = [&] {
            const std::size_t from = m_i;
            while (m_i < m_s.size() && m_s[m_i] >= '0' && m_s[m_i] <= '9') {
                ++m_i;
            }
            return m_i - from;
        };
        if (m_s[m_i] == '-') {
            ++m_i;
        }
        const std::size_t intStart = m_i;
        const std::size_t intDigits = digits();
        if (intDigits == 0) {
            return fail("expected digits in number");
        }
        if (intDigits > 1 && m_s[intStart] == '0') {
            return fail("leading zero in number");
        }
        bool integral = true;
        if (m_i < m_s.size() && m_s[m_i] == '.') {
            ++m_i;
            integral = false;
            if (digits() == 0) {
                return fail("expected digits after the decimal point");
            }
        }
        if (m_i < m_s.size() && (m_s[m_i] == 'e' || m_s[m_i] == 'E')) {
            ++m_i;
            integral = false;
            if (m_i < m_s.size() && (m_s[m_i] == '+' || m_s[m_i] == '-')) {
                ++m_i;
            }
            if (digits() == 0) {
                return fail("expected digits in the exponent");
            }
        }
        const std::string text(m_s.substr(start, m_i - start));
        v.type = JsonValue::Type::Number;
        v.number = std::strtod(text.c_str(), nullptr);
        if (integral && intDigits <= 18) {
            v.isInteger = true;
            v.integer = std::strtoll(text.c_str(), nullptr, 10);
        }
        return true;
    }

    std::string_view m_s;
    std::size_t m_i = 0;
    int m_line = 1;
    std::vector<std::string> m_path;
    std::string m_error;
};

} // namespace

Result<JsonValue> parseJson(std::string_view text) {
    return Parser(text).parseDocument();
}

} // namespace redlock::sim
