#include "app/redlockctl/json_writer.h"

#include <cmath>
#include <cstdio>

namespace redlockctl {

void JsonWriter::quote(std::string_view s) {
    m_out.push_back('"');
    for (unsigned char c : s) {
        switch (c) {
        case '"': m_out += "\\\""; break;
        case '\\': m_out += "\\\\"; break;
        case '\n': m_out += "\\n"; break;
        case '\r': m_out += "\\r"; break;
        case '\t': m_out += "\\t"; break;
        default:
            if (c < 0x20) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", c);
                m_out += buf;
            } else {
                m_out.push_back(static_cast<char>(c));
            }
        }
    }
    m_out.push_back('"');
}

void JsonWriter::prefix(std::string_view key) {
    if (!m_first.empty()) {
        if (!m_first.back()) {
            m_out.push_back(',');
        }
        m_first.back() = false;
    }
    if (!key.empty()) {
        quote(key);
        m_out.push_back(':');
    }
}

JsonWriter& JsonWriter::beginObject(std::string_view key) {
    prefix(key);
    m_out.push_back('{');
    m_first.push_back(true);
    return *this;
}

JsonWriter& JsonWriter::endObject() {
    m_out.push_back('}');
    m_first.pop_back();
    return *this;
}

JsonWriter& JsonWriter::beginArray(std::string_view key) {
    prefix(key);
    m_out.push_back('[');
    m_first.push_back(true);
    return *this;
}

JsonWriter& JsonWriter::endArray() {
    m_out.push_back(']');
    m_first.pop_back();
    return *this;
}

JsonWriter& JsonWriter::field(std::string_view key, std::string_view value) {
    prefix(key);
    quote(value);
    return *this;
}

JsonWriter& JsonWriter::field(std::string_view key, bool value) {
    prefix(key);
    m_out += value ? "true" : "false";
    return *this;
}

JsonWriter& JsonWriter::field(std::string_view key, long long value) {
    prefix(key);
    m_out += std::to_string(value);
    return *this;
}

JsonWriter& JsonWriter::field(std::string_view key, double value) {
    prefix(key);
    if (!std::isfinite(value)) {
        m_out += "null"; // JSON has no NaN/Infinity
        return *this;
    }
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f", value);
    m_out += buf;
    return *this;
}

JsonWriter& JsonWriter::null(std::string_view key) {
    prefix(key);
    m_out += "null";
    return *this;
}

} // namespace redlockctl
