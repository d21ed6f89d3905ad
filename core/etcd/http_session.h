#pragma once
// One libcurl easy handle: blocking HTTP POST/GET with a per-request deadline, reusing its
// connections between requests. Not thread-safe: every thread that talks to etcd owns its own
// HttpSession. libcurl is linked PRIVATE to the core; only core/etcd/ includes it.
// Proxies from the environment are ignored (members are on loopback) and only http:// is
// allowed, so a URL can never make the client talk to anything but the member it names.

#include "core/lock/units.h"

#include <cstddef>
#include <memory>
#include <string>

namespace redlock::etcd {

struct HttpReply {
    enum class Status { Ok, Timeout, Error };
    Status status = Status::Error; // Ok: an HTTP response arrived (any code)
    long code = 0;                 // HTTP status code when Ok
    std::string body;
    std::string error; // Timeout/Error: what libcurl said, e.g. "Connection refused"
};

class HttpSession {
public:
    // The largest reply body kept: etcd's gateway answers a lock call in well under 1 KiB; a
    // larger body is refused (HttpReply::Status::Error, "reply refused: larger than ...").
    static constexpr std::size_t kMaxReplyBytes = 64 * 1024;

    HttpSession();
    ~HttpSession();
    HttpSession(const HttpSession&) = delete;
    HttpSession& operator=(const HttpSession&) = delete;

    // `timeout` bounds the whole request (connect included); the connect alone is bounded by
    // min(timeout, connectTimeout).
    HttpReply post(const std::string& url, const std::string& body, Millis timeout,
                   Millis connectTimeout);
    HttpReply get(const std::string& url, Millis timeout, Millis connectTimeout);

private:
    HttpReply perform(const std::string& url, const std::string* body, Millis timeout,
                      Millis connectTimeout);
    struct Impl;
    std::unique_ptr<Impl> m;
};

} // namespace redlock::etcd
