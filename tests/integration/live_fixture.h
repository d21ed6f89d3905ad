#pragma once
// Shared by the integration tests: real servers via LocalServers, and a raw hiredis side door to
// look at (and plant) keys behind the client's back. Tests skip only when no server binary
// exists; every process started here is stopped by pid when the LocalServers goes away.

#include "core/servers/local_servers.h"
#include "core/servers/process.h"
#include "proc_children.h"

#include <hiredis/hiredis.h>

#include <QDir>
#include <QFile>
#include <QTest>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <unistd.h>

namespace live {

#define LIVE_REQUIRE_SERVER()                                                                      \
    do {                                                                                           \
        if (redlock::LocalServers::findServerBinary().empty())                                     \
            QSKIP("no valkey-server or redis-server on PATH: integration test skipped");           \
    } while (0)

struct RawReply {
    int type = 0;
    long long integer = 0;
    std::string str;
};

// One blocking command on 127.0.0.1:port with a 1 s timeout (test side door, not the client),
// after AUTH when a password is given.
inline RawReply raw(int port, const std::vector<std::string>& args,
                    const std::string& password = {}) {
    RawReply out;
    std::unique_ptr<redisContext, decltype(&redisFree)> c(
        redisConnectWithTimeout("127.0.0.1", port, timeval{1, 0}), &redisFree);
    if (!c || c->err) {
        out.type = -1;
        out.str = c ? c->errstr : "no context";
        return out;
    }
    if (!password.empty()) {
        freeReplyObject(redisCommand(c.get(), "AUTH %s", password.c_str()));
    }
    std::vector<const char*> argv;
    std::vector<size_t> lens;
    for (const auto& a : args) {
        argv.push_back(a.data());
        lens.push_back(a.size());
    }
    auto* r = static_cast<redisReply*>(
        redisCommandArgv(c.get(), static_cast<int>(argv.size()), argv.data(), lens.data()));
    if (!r) {
        out.type = -1;
        out.str = c->errstr;
        return out;
    }
    out.type = r->type;
    out.integer = r->integer;
    if (r->str) {
        out.str.assign(r->str, r->len);
    }
    freeReplyObject(r);
    return out;
}

inline std::string get(int port, const std::string& key) {
    return raw(port, {"GET", key}).str;
}
inline long long dbsize(int port) {
    return raw(port, {"DBSIZE"}).integer;
}

inline redlock::LocalServers startServers(int n) {
    auto s = redlock::LocalServers::start(n);
    if (!s) {
        qFatal("cannot start servers: %s", s.error().message.c_str());
    }
    return std::move(s).value();
}

// Child processes of this test (any thread's) that are redis/valkey servers: 0 once everything
// a test started has been stopped by pid.
inline int serverChildren() {
    int n = 0;
    for (const pid_t pid : childrenOf(::getpid())) {
        const auto argv = redlock::processCmdline(pid);
        n += !argv.empty() && (argv[0].find("redis") != std::string::npos ||
                               argv[0].find("valkey") != std::string::npos);
    }
    return n;
}

} // namespace live
