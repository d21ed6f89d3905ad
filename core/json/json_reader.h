#pragma once
// Typed reads of one JSON object (core/json/json.h) with errors that carry the field path and
// the line: "line 12: field 'params.ttl_ms': value 0 out of range 1 to 86400000". The first
// error sticks; later reads become no-ops, so loaders can read straight through. Shared by the
// scenario loader (core/sim/scenario.cpp) and the question loader (core/guide/question_file.cpp).

#include "core/json/json.h"

#include <cmath>
#include <cstddef>
#include <initializer_list>
#include <string>
#include <utility>

namespace redlock::sim {

class JsonReader {
public:
    std::string error;
    std::string prefix; // "variants.<name>." while a variant is read, so its errors say where

    bool bad(const JsonValue& v, const std::string& field, const std::string& what) {
        if (error.empty()) {
            error = "line " + std::to_string(v.line) + ": field '" + prefix + field + "': " + what;
        }
        return false;
    }
    // An array of at most `max` items, else an error naming the limit.
    bool capped(const JsonValue& arr, const std::string& field, std::size_t max, const char* what) {
        if (arr.array.size() > max) {
            return bad(arr, field,
                       std::to_string(arr.array.size()) + " " + what + ": at most " +
                           std::to_string(max) + " (the per-scenario limit)");
        }
        return true;
    }

    // Every member of `obj` must be one of `allowed` (strict: a typo is an error, not a default).
    bool only(const JsonValue& obj, const std::string& path,
              std::initializer_list<const char*> allowed) {
        if (obj.type != JsonValue::Type::Object) {
            return bad(obj, path, std::string("expected an object, found ") + typeName(obj.type));
        }
        for (const auto& [k, v] : obj.object) {
            bool ok = false;
            for (const char* a : allowed) {
                ok = ok || k == a;
            }
            if (!ok) {
                return bad(v, join(path, k), "unknown member");
            }
        }
        return true;
    }

    static std::string join(const std::string& path, const std::string& k) {
        return path.empty() ? k : path + "." + k;
    }

    void str(const JsonValue& obj, const std::string& path, const char* key, std::string& out) {
        if (const JsonValue* v = obj.find(key)) {
            if (v->type != JsonValue::Type::String) {
                bad(*v, join(path, key),
                    std::string("expected a string, found ") + typeName(v->type));
            } else {
                out = v->string;
            }
        }
    }
    void boolean(const JsonValue& obj, const std::string& path, const char* key, bool& out) {
        if (const JsonValue* v = obj.find(key)) {
            if (v->type != JsonValue::Type::Bool) {
                bad(*v, join(path, key),
                    std::string("expected true or false, found ") + typeName(v->type));
            } else {
                out = v->boolean;
            }
        }
    }
    void number(const JsonValue& obj, const std::string& path, const char* key, double& out,
                double lo, double hi) {
        if (const JsonValue* v = obj.find(key)) {
            if (v->type != JsonValue::Type::Number) {
                bad(*v, join(path, key),
                    std::string("expected a number, found ") + typeName(v->type));
            } else if (!(v->number >= lo && v->number <= hi)) {
                bad(*v, join(path, key),
                    "value " + jsonish(v->number) + " out of range " + jsonish(lo) + " to " +
                        jsonish(hi));
            } else {
                out = v->number;
            }
        }
    }
    template <class Int>
    void integer(const JsonValue& obj, const std::string& path, const char* key, Int& out,
                 double lo, double hi) {
        double d = static_cast<double>(out);
        // 1e3 is an integer written with an exponent: accepted. 2.5 is not.
        if (const JsonValue* v = obj.find(key); v && v->type == JsonValue::Type::Number &&
                                                !v->isInteger &&
                                                std::trunc(v->number) != v->number) {
            bad(*v, join(path, key),
                "value " + jsonish(v->number) + " has a fraction: expected an integer");
            return;
        }
        number(obj, path, key, d, lo, hi);
        out = static_cast<Int>(d);
    }
    // Milliseconds in the file (decimals allowed, to the microsecond) → microseconds.
    void ms(const JsonValue& obj, const std::string& path, const char* key, Us& out, double lo,
            double hi) {
        double d = static_cast<double>(out) / 1000.0;
        number(obj, path, key, d, lo, hi);
        out = static_cast<Us>(std::llround(d * 1000.0));
    }
    template <class E>
    void choice(const JsonValue& obj, const std::string& path, const char* key, E& out,
                std::initializer_list<std::pair<const char*, E>> options) {
        std::string s;
        str(obj, path, key, s);
        if (s.empty() || !error.empty()) {
            return;
        }
        std::string list;
        for (const auto& [name, value] : options) {
            if (s == name) {
                out = value;
                return;
            }
            list += list.empty() ? name : std::string(", ") + name;
        }
        bad(*obj.find(key), join(path, key), "unknown value '" + s + "': expected " + list);
    }
    const JsonValue* array(const JsonValue& obj, const std::string& path, const char* key) {
        const JsonValue* v = obj.find(key);
        if (v && v->type != JsonValue::Type::Array) {
            bad(*v, join(path, key), std::string("expected an array, found ") + typeName(v->type));
            return nullptr;
        }
        return v;
    }

private:
    static std::string jsonish(double d) {
        std::string s = std::to_string(d);
        s.erase(s.find_last_not_of('0') + 1);
        if (s.back() == '.') {
            s.pop_back();
        }
        return s;
    }
};

} // namespace redlock::sim
