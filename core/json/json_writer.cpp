#include "core/json/json_writer.h"

#include "core/json/json_out.h"

#include <cmath>
#include <cstdio>

namespace redlock::json {

void JsonWriter::quote(std::string_view s) { m_out += sim::jsonString(s); }

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

} // namespace redlock::json
