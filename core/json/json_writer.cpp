#include "core/json/json_writer.h"

#include "core/json/json_out.h"

#include <cmath>
#include <cstdio>

namespace redlock::json {

void JsonWriter::quote(std::string_view s) {
    m_out += sim::jsonString(s);
}

void JsonWriter::prefix(std::string_view key, bool container) {
    Layout keyStyle = Layout::Compact;
    if (!m_levels.empty()) {
        Level& in = m_levels.back();
        keyStyle = in.layout;
        switch (in.layout) {
        case Layout::Compact:
            if (!in.first) {
                m_out.push_back(',');
            }
            break;
        case Layout::Block:
            if (!in.first) {
                m_out.push_back(',');
            }
            m_out.push_back('\n');
            m_out.append(2 * m_levels.size(), ' ');
            break;
        case Layout::Line:
            if (!in.first) {
                m_out += ", ";
            } else if (in.object || container) {
                m_out.push_back(' ');
                in.padded = true;
            }
            break;
        }
        in.first = false;
    }
    if (!key.empty()) {
        quote(key);
        m_out += keyStyle == Layout::Compact ? ":" : ": ";
    }
}

void JsonWriter::open(std::string_view key, Layout layout, bool object) {
    prefix(key, true);
    m_out.push_back(object ? '{' : '[');
    m_levels.push_back(Level{layout, object});
}

void JsonWriter::close() {
    const Level in = m_levels.back();
    m_levels.pop_back();
    if (in.layout == Layout::Block && !in.first) {
        m_out.push_back('\n');
        m_out.append(2 * m_levels.size(), ' ');
    } else if (in.padded) {
        m_out.push_back(' ');
    }
    m_out.push_back(in.object ? '}' : ']');
}

JsonWriter& JsonWriter::beginObject(std::string_view key, Layout layout) {
    open(key, layout, true);
    return *this;
}

JsonWriter& JsonWriter::endObject() {
    close();
    return *this;
}

JsonWriter& JsonWriter::beginArray(std::string_view key, Layout layout) {
    open(key, layout, false);
    return *this;
}

JsonWriter& JsonWriter::endArray() {
    close();
    return *this;
}

JsonWriter& JsonWriter::raw(std::string_view key, std::string_view json) {
    prefix(key);
    m_out += json;
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
