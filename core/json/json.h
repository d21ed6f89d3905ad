#pragma once
// A minimal, strict JSON reader for scenario files (RFC 8259 subset, no extensions):
// objects, arrays, strings (with \uXXXX escapes, BMP + surrogate pairs, written out as UTF-8),
// numbers, true/false/null. Rejected: trailing commas, comments, duplicate keys, leading zeros,
// unescaped control characters, anything after the top-level value.
// Each value remembers the line it starts on, and errors name the line and the field path
// ("line 12: field 'params.ttl_ms': ..."), so a scenario author can find the mistake.
// Limits: nesting depth 64; numbers are read as double, and also as a 64-bit integer when they
// are written without fraction or exponent.

#include "core/lock/result.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace redlock::sim {

// One "key": value member of an object. Its own struct rather than std::pair<std::string,
// JsonValue>: a pair is a template instantiated while JsonValue is still incomplete, which
// clang 14 refuses; a forward-declared struct completed below is fine for std::vector (C++17).
// Structured bindings work the same: `for (const auto& [key, value] : v.object)`.
struct JsonMember;

struct JsonValue {
    enum class Type { Null, Bool, Number, String, Array, Object };
    Type type = Type::Null;
    bool boolean = false;
    double number = 0.0;
    bool isInteger = false; // written as an integer that fits in int64
    std::int64_t integer = 0;
    std::string string;
    std::vector<JsonValue> array;
    std::vector<JsonMember> object; // in file order
    int line = 1;

    // The member named `key` of an object, or nullptr.
    const JsonValue* find(std::string_view key) const;
};

struct JsonMember {
    std::string key;
    JsonValue value;
};

const char* typeName(JsonValue::Type t); // "null", "a boolean", "a number", ...

Result<JsonValue> parseJson(std::string_view text);

} // namespace redlock::sim
