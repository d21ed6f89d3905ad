#include "core/valkey/admin.h"

#include "core/valkey/resp.h"
#include "core/valkey/valkey_connection.h"

#include <hiredis/hiredis.h>

#include <charconv>
#include <string_view>

namespace redlock {

Result<bool> clientPause(const Address& a, const std::string& password, Millis pause,
                         Micros timeout, std::shared_ptr<const TlsContext> tls) {
    ValkeyConnection conn(a.connectHost(), a.port, password, {}, std::move(tls), a.host);
    std::string bytes;
    appendResp(bytes, {"CLIENT", "PAUSE", std::to_string(pause.count())});
    auto r = conn.request(bytes, timeout);
    if (!r) {
        return Error{a.text() + ": CLIENT PAUSE: " + r.error().message, r.error().kind};
    }
    if ((*r)->type == REDIS_REPLY_ERROR) {
        return Error{a.text() + ": CLIENT PAUSE: " + std::string((*r)->str, (*r)->len),
                     ErrorKind::Server};
    }
    return true;
}

Result<std::int64_t> serverTime(const Address& a, const std::string& password, Micros timeout,
                                std::shared_ptr<const TlsContext> tls) {
    ValkeyConnection conn(a.connectHost(), a.port, password, {}, std::move(tls), a.host);
    std::string bytes;
    appendResp(bytes, {"TIME"});
    auto r = conn.request(bytes, timeout);
    if (!r) {
        return Error{a.text() + ": TIME: " + r.error().message, r.error().kind};
    }
    const redisReply* reply = r->get();
    std::int64_t part[2] = {0, 0};
    const bool shaped = reply->type == REDIS_REPLY_ARRAY && reply->elements == 2;
    for (std::size_t i = 0; shaped && i < 2; ++i) {
        const redisReply* e = reply->element[i];
        if (e->type != REDIS_REPLY_STRING ||
            std::from_chars(e->str, e->str + e->len, part[i]).ec != std::errc() || part[i] < 0) {
            return Error{a.text() + ": TIME: not two whole numbers", ErrorKind::Server};
        }
    }
    if (!shaped) {
        return Error{a.text() + ": TIME: expected an array of seconds and microseconds",
                     ErrorKind::Server};
    }
    return part[0] * 1000000 + part[1];
}

Result<long long> serverProcessId(int port, Micros timeout, std::shared_ptr<const TlsContext> tls) {
    // INFO server is about 1.5 KB: more than a lock reply may be, so the generous limits.
    ValkeyConnection conn("127.0.0.1", port, {}, ReplyLimits::bulky(), std::move(tls), "127.0.0.1");
    std::string bytes;
    appendResp(bytes, {"INFO", "server"});
    auto r = conn.request(bytes, timeout);
    if (!r) {
        return r.error();
    }
    const std::string_view text = (*r)->str ? std::string_view((*r)->str, (*r)->len) : "";
    const auto at = text.find("process_id:");
    long long pid = 0;
    if ((*r)->type != REDIS_REPLY_STRING || at == std::string_view::npos ||
        std::from_chars(text.data() + at + 11, text.data() + text.size(), pid).ec != std::errc()) {
        return Error{"port " + std::to_string(port) + ": INFO server names no process_id",
                     ErrorKind::Server};
    }
    return pid;
}

} // namespace redlock
