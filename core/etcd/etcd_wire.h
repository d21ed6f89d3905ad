#pragma once
// The bits of etcd's v3 JSON gateway the lock needs: keys and values travel as base64, 64-bit
// numbers as decimal strings, and fields equal to their default (false, 0, empty) are left out
// of answers, so a missing field reads as its default.

#include "core/json/json.h"

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

namespace redlock::etcd {

using Json = redlock::sim::JsonValue;

std::string base64(std::string_view bytes);
// Decodes standard base64 (with padding); "" for anything that is not.
std::string unbase64(std::string_view text);

// An int64 member written as "123" (the gateway's way) or 123; `fallback` when absent.
std::int64_t int64Field(const Json* object, std::string_view key, std::int64_t fallback = 0);
// The same for a uint64 member (etcd's member and cluster IDs use the full 64 bits).
std::uint64_t uint64Field(const Json* object, std::string_view key);
bool boolField(const Json* object, std::string_view key);
// object.a.b... (nullptr as soon as one step is missing or not an object).
const Json* path(const Json* object, std::initializer_list<std::string_view> keys);

// A gateway error body, unary {"error": "...", "code": N} or streamed {"error": {"grpc_code": N,
// "message": "..."}}: its gRPC code (never 0 for an error), or 0 when the body is no error.
int grpcCode(const Json& body);
std::string grpcMessage(const Json& body);

} // namespace redlock::etcd
