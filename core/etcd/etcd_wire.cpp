#include "core/etcd/etcd_wire.h"

#include <charconv>

namespace redlock::etcd {

namespace {
constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

int sextet(char c) {
    if (c >= 'A' && c <= 'Z')
        return c - 'A';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 26;
    if (c >= '0' && c <= '9')
        return c - '0' + 52;
    if (c == '+')
        return 62;
    if (c == '/')
        return 63;
    return -1;
}
} // namespace

std::string base64(std::string_view bytes) {
    std::string out;
    out.reserve((bytes.size() + 2) / 3 * 4);
    for (std::size_t i = 0; i < bytes.size(); i += 3) {
        const std::size_t n = std::min<std::size_t>(3, bytes.size() - i);
        std::uint32_t v = 0;
        for (std::size_t k = 0; k < 3; ++k) {
            v = (v << 8) | (k < n ? static_cast<unsigned char>(bytes[i + k]) : 0u);
        }
        for (std::size_t k = 0; k < 4; ++k) {
            out.push_back(k <= n ? kAlphabet[(v >> (18 - 6 * k)) & 63] : '=');
        }
    }
    return out;
}

std::string unbase64(std::string_view text) {
    if (text.size() % 4 != 0) {
        return {};
    }
    std::string out;
    for (std::size_t i = 0; i < text.size(); i += 4) {
        std::uint32_t v = 0;
        int pad = 0;
        for (std::size_t k = 0; k < 4; ++k) {
            const char c = text[i + k];
            const bool last = i + 4 == text.size();
            if (c == '=' && last && k >= 2 && (k == 3 || text[i + 3] == '=')) {
                ++pad;
                v <<= 6;
                continue;
            }
            const int s = sextet(c);
            if (s < 0 || pad > 0) {
                return {};
            }
            v = (v << 6) | static_cast<std::uint32_t>(s);
        }
        for (int k = 0; k < 3 - pad; ++k) {
            out.push_back(static_cast<char>((v >> (16 - 8 * k)) & 0xff));
        }
    }
    return out;
}

std::int64_t int64Field(const Json* object, std::string_view key, std::int64_t fallback) {
    const Json* v = object ? object->find(key) : nullptr;
    if (v == nullptr) {
        return fallback;
    }
    if (v->type == Json::Type::Number && v->isInteger) {
        return v->integer;
    }
    if (v->type == Json::Type::String) {
        std::int64_t out = 0;
        const auto [end, ec] =
            std::from_chars(v->string.data(), v->string.data() + v->string.size(), out);
        if (ec == std::errc() && end == v->string.data() + v->string.size()) {
            return out;
        }
    }
    return fallback;
}

std::uint64_t uint64Field(const Json* object, std::string_view key) {
    const Json* v = object ? object->find(key) : nullptr;
    std::uint64_t out = 0;
    if (v != nullptr && v->type == Json::Type::String) {
        const auto [end, ec] =
            std::from_chars(v->string.data(), v->string.data() + v->string.size(), out);
        return ec == std::errc() && end == v->string.data() + v->string.size() ? out : 0;
    }
    return v != nullptr && v->type == Json::Type::Number && v->isInteger && v->integer > 0
               ? static_cast<std::uint64_t>(v->integer)
               : 0;
}

bool boolField(const Json* object, std::string_view key) {
    const Json* v = object ? object->find(key) : nullptr;
    return v != nullptr && v->type == Json::Type::Bool && v->boolean;
}

const Json* path(const Json* object, std::initializer_list<std::string_view> keys) {
    for (const auto k : keys) {
        if (object == nullptr || object->type != Json::Type::Object) {
            return nullptr;
        }
        object = object->find(k);
    }
    return object;
}

// Unary calls answer {"error": "text", "code": N}; streams (keep-alive) answer
// {"error": {"grpc_code": N, "message": "text", ...}}.
int grpcCode(const Json& body) {
    const Json* e = body.find("error");
    if (e == nullptr) {
        return 0;
    }
    const auto code = e->type == Json::Type::Object ? int64Field(e, "grpc_code", 2)
                                                    : int64Field(&body, "code", 2);
    return code == 0 ? 2 : static_cast<int>(code);
}

std::string grpcMessage(const Json& body) {
    const Json* e = body.find("error");
    if (e && e->type == Json::Type::Object) {
        e = e->find("message");
    }
    return e && e->type == Json::Type::String ? e->string : std::string();
}

} // namespace redlock::etcd
