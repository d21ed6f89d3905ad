#include "core/valkey/valkey_master.h"

#include "core/valkey/resp.h"
#include "core/valkey/sha1.h"

#include <hiredis/hiredis.h>

#include <algorithm>
#include <charconv>
#include <string_view>

namespace redlock {

namespace {

const std::string kRelease =
    "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) "
    "else return 0 end";
const std::string kExtend = "if redis.call('get', KEYS[1]) == ARGV[1] then "
                            "return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end";

std::string_view text(const redisReply* r) {
    return {r->str, r->len};
}

// Decimal milliseconds without allocating.
struct MsText {
    char buf[24];
    std::string_view view;
    explicit MsText(Millis ms) {
        auto [end, ec] = std::to_chars(buf, buf + sizeof buf, ms.count());
        (void)ec;
        view = std::string_view(buf, static_cast<std::size_t>(end - buf));
    }
};

} // namespace

const std::string& ValkeyMaster::releaseScript() {
    return kRelease;
}
const std::string& ValkeyMaster::extendScript() {
    return kExtend;
}

ValkeyMaster::ValkeyMaster(Address address, ValkeyOptions opt)
    : m_address(std::move(address)), m_opt(std::move(opt)),
      m_conn(m_address.connectHost(), m_address.port, m_opt.password, {}, m_opt.tls,
             m_address.host) {
    std::string preload;
    appendResp(preload, {"SCRIPT", "LOAD", kRelease});
    appendResp(preload, {"SCRIPT", "LOAD", kExtend});
    // The replies must be the scripts' SHA1s: a server that answers +OK to everything (or
    // anything else) is an Error for this master, not a vote.
    m_conn.setPreamble(std::move(preload), 2, {sha1Hex(kRelease), sha1Hex(kExtend)});
}

ValkeyMaster::~ValkeyMaster() = default;

Micros ValkeyMaster::deadline() const {
    const Micros full = m_reply.sentAt + m_timeout;
    // While connecting, the connect timeout may cut the wait shorter.
    return m_conn.connecting() ? std::min(full, m_reply.sentAt + m_opt.connectTimeout) : full;
}

void ValkeyMaster::finish(Outcome o, Micros now, std::string error) {
    m_done = true;
    m_reply.outcome = o;
    m_reply.repliedAt = now;
    m_reply.error = std::move(error);
}

void ValkeyMaster::sendScript(bool byHash) {
    static const std::string releaseSha = sha1Hex(kRelease);
    static const std::string extendSha = sha1Hex(kExtend);
    const bool release = m_cmd.op == Op::Release;
    const std::string& body =
        byHash ? (release ? releaseSha : extendSha) : (release ? kRelease : kExtend);
    const std::string_view verb = byHash ? "EVALSHA" : "EVAL";
    m_buf.clear();
    if (release) {
        appendResp(m_buf, {verb, body, "1", m_cmd.key, m_cmd.token});
    } else {
        const MsText ttl(m_cmd.ttl);
        appendResp(m_buf, {verb, body, "1", m_cmd.key, m_cmd.token, ttl.view});
    }
}

void ValkeyMaster::begin(const Command& cmd, Micros now, Micros timeout) {
    if (!m_done) {
        m_conn.abandon(); // a skipped command nobody read late: skip its replies by count
    }
    m_cmd = cmd;
    m_timeout = timeout;
    m_reply = Reply{};
    m_reply.sentAt = now;
    m_done = false;
    m_fellBack = false;
    m_part = 0;
    const bool keyed = cmd.op != Op::Ping;
    if (keyed && (cmd.key.size() <= m_opt.prefix.size() ||
                  cmd.key.compare(0, m_opt.prefix.size(), m_opt.prefix) != 0)) {
        finish(Outcome::Error, now,
               "key '" + cmd.key + "' is outside the prefix '" + m_opt.prefix + "': not sent");
        return;
    }
    m_buf.clear();
    int replies = 1;
    switch (cmd.op) {
    case Op::Acquire: {
        const MsText ttl(cmd.ttl);
        appendResp(m_buf, {"SET", cmd.key, cmd.token, "NX", "PX", ttl.view});
        break;
    }
    case Op::Release:
    case Op::Extend:
        sendScript(true);
        break;
    case Op::Ping:
        appendResp(m_buf, {"PING"});
        break;
    case Op::Inspect:
        appendResp(m_buf, {"GET", cmd.key});
        appendResp(m_buf, {"PTTL", cmd.key});
        replies = 2;
        break;
    }
    if (!m_conn.send(m_buf, replies)) {
        finish(Outcome::Error, now, m_conn.error());
    }
}

void ValkeyMaster::onEvents(short revents, Micros now) {
    if (m_done) {
        return;
    }
    if (!m_conn.onEvents(revents)) {
        finish(Outcome::Error, now, m_conn.error());
        return;
    }
    while (!m_done) {
        ReplyPtr r = m_conn.next();
        if (!r) {
            if (m_conn.failed()) {
                finish(Outcome::Error, now, m_conn.error());
            }
            return;
        }
        handle(r.get(), now);
    }
}

void ValkeyMaster::handle(redisReply* r, Micros now) {
    if (r->type == REDIS_REPLY_ERROR) {
        const std::string_view msg = text(r);
        const bool scripted = m_cmd.op == Op::Release || m_cmd.op == Op::Extend;
        if (scripted && !m_fellBack && msg.substr(0, 8) == "NOSCRIPT") {
            // The server's script cache is empty (restart, SCRIPT FLUSH): send the body once;
            // EVAL caches it, so later EVALSHAs hit. Same deadline.
            m_fellBack = true;
            sendScript(false);
            if (!m_conn.send(m_buf, 1)) {
                finish(Outcome::Error, now, m_conn.error());
            }
            return;
        }
        if (m_cmd.op == Op::Inspect && m_part == 0) {
            m_conn.abandon(); // PTTL's reply is still owed: skip it later
        }
        finish(Outcome::Error, now, std::string(msg));
        return;
    }
    switch (m_cmd.op) {
    case Op::Acquire:
        if (r->type == REDIS_REPLY_NIL) {
            finish(Outcome::Refused, now);
        } else if (r->type == REDIS_REPLY_STATUS && text(r) == "OK") {
            finish(Outcome::Ok, now);
        } else {
            finish(Outcome::Error, now, "unexpected reply to SET");
        }
        return;
    case Op::Release:
    case Op::Extend:
        if (r->type == REDIS_REPLY_INTEGER) {
            finish(r->integer == 1 ? Outcome::Ok : Outcome::Refused, now);
        } else {
            finish(Outcome::Error, now, "unexpected reply to the script");
        }
        return;
    case Op::Ping:
        finish(r->type == REDIS_REPLY_STATUS ? Outcome::Ok : Outcome::Error, now,
               r->type == REDIS_REPLY_STATUS ? "" : "unexpected reply to PING");
        return;
    case Op::Inspect:
        if (m_part++ == 0) {
            m_reply.value = r->type == REDIS_REPLY_STRING ? std::string(text(r)) : std::string();
            return; // PTTL follows
        }
        m_reply.pttlMs = r->type == REDIS_REPLY_INTEGER ? r->integer : -2;
        finish(Outcome::Ok, now);
        return;
    }
}

void ValkeyMaster::expire(Micros now) {
    if (m_done) {
        return;
    }
    // The context may still deliver this answer later, but nobody should read it as the next
    // command's answer, and a hung master must not hold the next command: start over.
    const bool inHandshake = m_conn.handshaking();
    m_conn.drop({});
    const std::string ms = std::to_string(m_timeout.count() / 1000) + " ms";
    finish(Outcome::Timeout, std::min(now, deadline()),
           inHandshake ? "no answer to the TLS handshake within " + ms +
                             " (is the port serving TLS? a plain port waits for a command)"
                       : "no answer within " + ms);
}

void ValkeyMaster::skip(Micros now) {
    if (m_done) {
        return;
    }
    m_reply.outcome = Outcome::Skipped;
    m_reply.repliedAt = now; // m_done stays false: the answer may still be read
}

Reply ValkeyMaster::call(const Command& cmd, Micros timeout) {
    SteadyClock clock;
    begin(cmd, clock.now(), timeout);
    while (!m_done) {
        const Micros now = clock.now();
        if (now >= deadline()) {
            expire(now);
            break;
        }
        // The connection's one wait (the steady clock is the one SteadyClock reads).
        if (const short ev = m_conn.waitUntil(deadline()); ev != 0) {
            onEvents(ev, clock.now());
        }
    }
    return m_reply;
}

} // namespace redlock
