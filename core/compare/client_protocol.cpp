#include "core/compare/client_protocol.h"

#include "core/etcd/etcd_wire.h"
#include "core/json/json_writer.h"

namespace redlock::compare {

using json::JsonWriter;

std::string acquiredLine(std::int64_t fence, std::int64_t lease, long long ttlMs) {
    JsonWriter j;
    j.beginObject()
        .field("event", "acquired")
        .field("fence", static_cast<long long>(fence))
        .field("lease", std::to_string(lease))
        .field("ttl_ms", ttlMs)
        .endObject();
    return j.str();
}

std::string writeLine(std::int64_t fence) {
    JsonWriter j;
    j.beginObject()
        .field("event", "write")
        .field("fence", static_cast<long long>(fence))
        .endObject();
    return j.str();
}

std::string answerLine(const WriteAnswer& a) {
    JsonWriter j;
    j.beginObject()
        .field("write", a.accepted ? "accepted" : "rejected")
        .field("highest", static_cast<long long>(a.highest))
        .endObject();
    return j.str();
}

namespace {

Result<sim::JsonValue> object(const std::string& line) {
    auto v = sim::parseJson(line);
    if (!v) {
        return Error{"client line '" + line + "' is not JSON: " + v.error().message,
                     v.error().kind};
    }
    if (v->type != sim::JsonValue::Type::Object) {
        return Error{"client line '" + line + "' is not a JSON object"};
    }
    return v;
}

std::string text(const sim::JsonValue& o, std::string_view key) {
    const auto* v = o.find(key);
    return v && v->type == sim::JsonValue::Type::String ? v->string : std::string();
}

} // namespace

Result<ClientEvent> parseClientEvent(const std::string& line) {
    auto o = object(line);
    if (!o) {
        return o.error();
    }
    ClientEvent e;
    e.event = text(*o, "event");
    if (e.event != "acquired" && e.event != "write") {
        return Error{"client line '" + line + "' has no event 'acquired' or 'write'"};
    }
    e.fence = etcd::int64Field(&*o, "fence");
    e.lease = etcd::int64Field(&*o, "lease");
    e.ttlMs = etcd::int64Field(&*o, "ttl_ms");
    if (e.fence <= 0) {
        return Error{"client line '" + line + "' has no positive fence"};
    }
    return e;
}

Result<WriteAnswer> parseWriteAnswer(const std::string& line) {
    auto o = object(line);
    if (!o) {
        return o.error();
    }
    const std::string w = text(*o, "write");
    if (w != "accepted" && w != "rejected") {
        return Error{"register line '" + line + "' says neither accepted nor rejected"};
    }
    return WriteAnswer{w == "accepted", etcd::int64Field(&*o, "highest")};
}

} // namespace redlock::compare
