#pragma once
// The one streaming JSON writer: every --json output and the scenario files. Objects, arrays,
// strings, numbers, booleans. Commas are tracked per nesting level so callers only name fields.
// Strings go through the one escaper (jsonString), so the output is valid JSON whatever bytes a
// server or user sent.
//
// Each container has a layout: Compact (`{"a":1,"b":[1,2]}`, the --json outputs), Block (one
// member per line, indented two spaces per nesting level, `"a": 1`) or Line (one line with
// spaces: `{ "a": 1, "b": 2 }`, `["A", "B"]`, `[ { … }, { … } ]`), the last two for the
// hand-readable scenario files.

#include <string>
#include <string_view>
#include <vector>

namespace redlock::json {

enum class Layout { Compact, Block, Line };

class JsonWriter {
public:
    // An empty key writes a bare value (the top level, or an array item).
    JsonWriter& beginObject(std::string_view key = {}, Layout layout = Layout::Compact);
    JsonWriter& endObject();
    JsonWriter& beginArray(std::string_view key = {}, Layout layout = Layout::Compact);
    JsonWriter& endArray();
    JsonWriter& field(std::string_view key, std::string_view value);
    JsonWriter& field(std::string_view key, const char* value) {
        return field(key, std::string_view(value));
    }
    JsonWriter& field(std::string_view key, const std::string& value) {
        return field(key, std::string_view(value));
    }
    JsonWriter& field(std::string_view key, bool value);
    JsonWriter& field(std::string_view key, long long value);
    JsonWriter& field(std::string_view key, int value) {
        return field(key, static_cast<long long>(value));
    }
    JsonWriter& field(std::string_view key, double value);
    JsonWriter& null(std::string_view key); // "key":null (a value that does not exist)
    // A value already written as JSON by the caller, e.g. a time from msText() or a number
    // formatted to round-trip exactly; the caller answers for it being valid JSON.
    JsonWriter& raw(std::string_view key, std::string_view json);

    const std::string& str() const { return m_out; }

private:
    struct Level {
        Layout layout;
        bool object;
        bool first = true;   // nothing written yet
        bool padded = false; // a Line array that opened with "[ " (its items are containers)
    };
    void prefix(std::string_view key, bool container = false);
    void open(std::string_view key, Layout layout, bool object);
    void close();
    void quote(std::string_view s);

    std::string m_out;
    std::vector<Level> m_levels; // the open containers, outermost first
};

} // namespace redlock::json
