#pragma once
// The streaming JSON writer for --json output: objects, arrays, strings, numbers, booleans.
// Commas are tracked per nesting level so callers only name fields. Strings go through the one
// escaper (jsonString), so the output is valid JSON whatever bytes a server or user sent.

#include <string>
#include <string_view>
#include <vector>

namespace redlock::json {

class JsonWriter {
public:
    JsonWriter& beginObject(std::string_view key = {});
    JsonWriter& endObject();
    JsonWriter& beginArray(std::string_view key = {});
    JsonWriter& endArray();
    JsonWriter& field(std::string_view key, std::string_view value);
    JsonWriter& field(std::string_view key, const char* value) { return field(key, std::string_view(value)); }
    JsonWriter& field(std::string_view key, const std::string& value) { return field(key, std::string_view(value)); }
    JsonWriter& field(std::string_view key, bool value);
    JsonWriter& field(std::string_view key, long long value);
    JsonWriter& field(std::string_view key, int value) { return field(key, static_cast<long long>(value)); }
    JsonWriter& field(std::string_view key, double value);
    JsonWriter& null(std::string_view key); // "key":null (a value that does not exist)

    const std::string& str() const { return m_out; }

private:
    void prefix(std::string_view key);
    void quote(std::string_view s);

    std::string m_out;
    std::vector<bool> m_first; // per open container: nothing written yet
};

} // namespace redlock::json
