#pragma once
// DockerApi: the Docker Engine HTTP API over libcurl, without the docker CLI. The engine is
// the unix socket /var/run/docker.sock, or DOCKER_HOST (unix:///path or tcp://host:port, plain
// HTTP). connect() asks /_ping, reads the engine's API version and speaks
// min(engine's, kMaxApi) on every later call ("/v1.41/containers/json"); an engine older than
// kMinApi is refused. Every call is bounded by a deadline and every reply by a size cap, so a
// hostile or stuck engine costs bounded time and memory. libcurl stays PRIVATE to the core:
// only core/docker/ (and core/etcd/) include it.
// Not thread-safe: one thread owns a DockerApi.

#include "core/lock/result.h"
#include "core/lock/units.h"

#include <memory>
#include <string>
#include <string_view>

namespace redlock::docker {

// Where the engine listens.
struct Endpoint {
    std::string socketPath; // unix: the socket's path
    std::string host;       // tcp: host name or address
    int port = 0;           // tcp
    bool tcp() const { return !host.empty(); }
    std::string text() const; // "unix:///var/run/docker.sock", "tcp://10.0.0.5:2375"
};

inline constexpr const char* kDefaultSocket = "/var/run/docker.sock";

// DOCKER_HOST's value ("" = the default socket). Errors name the value and say what is expected.
Result<Endpoint> parseDockerHost(std::string_view value);
// parseDockerHost(getenv("DOCKER_HOST")).
Result<Endpoint> endpointFromEnvironment();

struct ApiVersion {
    int major = 1;
    int minor = 0;
    std::string text() const { return std::to_string(major) + "." + std::to_string(minor); }
    bool operator<(const ApiVersion& o) const {
        return major != o.major ? major < o.major : minor < o.minor;
    }
};
inline constexpr ApiVersion kMinApi{1, 25}; // Mounts, filters as JSON
inline constexpr ApiVersion kMaxApi{1, 41}; // the newest version this client was written for
Result<ApiVersion> parseApiVersion(std::string_view text);

struct ApiReply {
    long code = 0; // HTTP status
    std::string body;
};

struct ApiOptions {
    Millis timeout{10000};           // per call, connect included
    std::size_t maxReply = 4u << 20; // bytes; a longer reply is an error
};

class DockerApi {
public:
    // Pings the engine and negotiates the version. One-line errors: no socket (how to start
    // Docker), permission denied (the docker group), no answer, API too old.
    static Result<DockerApi> connect(const Endpoint& where, ApiOptions opt = {});

    DockerApi(DockerApi&&) noexcept;
    DockerApi& operator=(DockerApi&&) noexcept;
    ~DockerApi();

    // method: "GET", "POST", "DELETE", "PUT". path starts with '/', without the version prefix.
    // body: JSON for POST (empty: none); for PUT a tar archive (PUT /containers/{id}/archive). A
    // transport failure is an Error; any HTTP status is a reply (the caller reads the engine's
    // {"message": ...}). `timeout` 0: the default.
    Result<ApiReply> call(const char* method, const std::string& path, const std::string& body = {},
                          Millis timeout = Millis(0));

    const Endpoint& endpoint() const;
    const ApiVersion& version() const;        // the one spoken
    const std::string& engineVersion() const; // "20.10.24+dfsg1", from /version
    // "Docker 20.10.24+dfsg1 (API 1.41) at unix:///var/run/docker.sock"
    std::string describe() const;
    // The host the masters' ports are reached on: 127.0.0.1 for a unix socket, else the
    // engine's host.
    std::string mastersHost() const;

private:
    struct Impl;
    explicit DockerApi(std::unique_ptr<Impl> impl);
    std::unique_ptr<Impl> m;
};

// The engine's {"message": "..."} of an error reply, or the body itself (cut short).
std::string apiMessage(const ApiReply& r);
// %-encodes a query parameter's value.
std::string queryEscape(std::string_view s);
// The text of a non-TTY container log: the stream is framed (8-byte headers: stream, 0, 0, 0,
// big-endian length); a body that is not framed is returned as it is.
std::string decodeLogStream(std::string_view framed);

} // namespace redlock::docker
