#include "core/docker/docker_api.h"

#include "core/json/json.h"
#include "core/valkey/tls.h"

#include <curl/curl.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <mutex>
#include <sys/stat.h>
#include <unistd.h>

namespace redlock::docker {

namespace {

std::once_flag g_curlInit;

const std::string kHowToStart =
    "start Docker (sudo systemctl start docker, or run dockerd) or point DOCKER_HOST at an engine";
const std::string kDockerGroup =
    "your user needs the docker group (sudo usermod -aG docker $USER, then log in again)";

struct Sink {
    std::string* out;
    std::size_t cap;
    bool overflow = false;
};

size_t collect(char* data, size_t size, size_t count, void* user) {
    auto* s = static_cast<Sink*>(user);
    const size_t n = size * count;
    if (s->out->size() + n > s->cap) {
        s->overflow = true;
        return 0; // libcurl stops with CURLE_WRITE_ERROR
    }
    s->out->append(data, n);
    return n;
}

struct Headers {
    std::string apiVersion;
};

size_t header(char* data, size_t size, size_t count, void* user) {
    const std::string_view line(data, size * count);
    constexpr std::string_view name = "api-version:";
    if (line.size() > name.size()) {
        std::string lower(line.substr(0, name.size()));
        std::transform(lower.begin(), lower.end(), lower.begin(),
                       [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
        if (lower == name) {
            std::string v(line.substr(name.size()));
            v.erase(0, v.find_first_not_of(" \t"));
            v.erase(v.find_last_not_of(" \t\r\n") + 1);
            static_cast<Headers*>(user)->apiVersion = v.substr(0, 16);
        }
    }
    return size * count;
}

bool parseInt(std::string_view s, int& out) {
    if (s.empty() || s.size() > 5) {
        return false;
    }
    out = 0;
    for (char c : s) {
        if (c < '0' || c > '9') {
            return false;
        }
        out = out * 10 + (c - '0');
    }
    return true;
}

} // namespace

std::string Endpoint::text() const {
    return tcp() ? "tcp://" + host + ":" + std::to_string(port) : "unix://" + socketPath;
}

Result<Endpoint> parseDockerHost(std::string_view value) {
    const std::string shown = "DOCKER_HOST '" + std::string(value) + "'";
    const std::string expected = ": expected unix:///path/to/docker.sock or tcp://host:port";
    Endpoint e;
    if (value.empty()) {
        e.socketPath = kDefaultSocket;
        return e;
    }
    if (value.size() > 512) {
        return Error{"DOCKER_HOST is " + std::to_string(value.size()) + " characters long" +
                     expected};
    }
    for (char c : value) {
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
            return Error{"DOCKER_HOST holds a control character" + expected};
        }
    }
    if (value.rfind("unix://", 0) == 0) {
        e.socketPath = std::string(value.substr(7));
        if (e.socketPath.empty() || e.socketPath[0] != '/') {
            return Error{shown + " does not name an absolute socket path" + expected};
        }
        return e;
    }
    if (value.rfind("tcp://", 0) == 0) {
        std::string_view rest = value.substr(6);
        if (!rest.empty() && rest.back() == '/') {
            rest.remove_suffix(1);
        }
        const auto colon = rest.rfind(':');
        if (colon == std::string_view::npos || colon == 0) {
            return Error{shown + " has no host:port" + expected};
        }
        if (rest.find_first_of("/?#@[]") != std::string_view::npos) {
            return Error{shown + " has a path, a user part or brackets" + expected};
        }
        int port = 0;
        if (!parseInt(rest.substr(colon + 1), port) || port < 1 || port > 65535) {
            return Error{shown + " has a port outside 1-65535" + expected};
        }
        e.host = std::string(rest.substr(0, colon));
        e.port = port;
        return e;
    }
    if (value.rfind("ssh://", 0) == 0 || value.rfind("npipe://", 0) == 0 ||
        value.rfind("https://", 0) == 0) {
        return Error{shown + " uses a scheme this app does not speak" + expected};
    }
    return Error{shown + " is not a Docker host" + expected};
}

Result<Endpoint> endpointFromEnvironment() {
    const char* v = std::getenv("DOCKER_HOST");
    return parseDockerHost(v ? v : "");
}

Result<ApiVersion> parseApiVersion(std::string_view text) {
    const auto dot = text.find('.');
    ApiVersion v;
    if (dot == std::string_view::npos || !parseInt(text.substr(0, dot), v.major) ||
        !parseInt(text.substr(dot + 1), v.minor)) {
        return Error{"the engine's API version '" + std::string(text.substr(0, 16)) +
                     "' is not MAJOR.MINOR"};
    }
    return v;
}

struct DockerApi::Impl {
    Endpoint where;
    ApiOptions opt;
    ApiVersion version;
    std::string engineVersion;
    std::string baseUrl;
    CURL* curl = nullptr;
    curl_slist* headers = nullptr;
    curl_slist* tarHeaders = nullptr; // PUT: a tar archive (upload)

    ~Impl() {
        if (curl) {
            curl_easy_cleanup(curl);
        }
        curl_slist_free_all(headers);
        curl_slist_free_all(tarHeaders);
    }

    // One request; `path` is the full path (with the version prefix when wanted).
    Result<ApiReply> perform(const char* method, const std::string& path, const std::string& body,
                             Millis timeout, Headers* hdr) {
        ApiReply r;
        Sink sink{&r.body, opt.maxReply};
        const long total = std::max<long>(
            1, static_cast<long>((timeout.count() > 0 ? timeout : opt.timeout).count()));
        char errbuf[CURL_ERROR_SIZE] = {};
        CURL* c = curl;
        curl_easy_reset(c);
        const std::string url = baseUrl + path;
        curl_easy_setopt(c, CURLOPT_URL, url.c_str());
        if (!where.tcp()) {
            curl_easy_setopt(c, CURLOPT_UNIX_SOCKET_PATH, where.socketPath.c_str());
        }
        curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);
        curl_easy_setopt(c, CURLOPT_TIMEOUT_MS, total);
        curl_easy_setopt(c, CURLOPT_CONNECTTIMEOUT_MS, std::min(total, 3000L));
        curl_easy_setopt(c, CURLOPT_PROTOCOLS_STR, "http");
        curl_easy_setopt(c, CURLOPT_NOPROXY, "*");
        curl_easy_setopt(c, CURLOPT_FOLLOWLOCATION, 0L);
        const std::string verb = method;
        curl_easy_setopt(c, CURLOPT_HTTPHEADER, verb == "PUT" ? tarHeaders : headers);
        curl_easy_setopt(c, CURLOPT_ERRORBUFFER, errbuf);
        curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, collect);
        curl_easy_setopt(c, CURLOPT_WRITEDATA, &sink);
        if (hdr) {
            curl_easy_setopt(c, CURLOPT_HEADERFUNCTION, header);
            curl_easy_setopt(c, CURLOPT_HEADERDATA, hdr);
        }
        if (verb == "POST" || verb == "PUT") {
            curl_easy_setopt(c, CURLOPT_POST, 1L);
            if (verb == "PUT") {
                curl_easy_setopt(c, CURLOPT_CUSTOMREQUEST, method);
            }
            curl_easy_setopt(c, CURLOPT_POSTFIELDS, body.data());
            curl_easy_setopt(c, CURLOPT_POSTFIELDSIZE, static_cast<long>(body.size()));
        } else if (verb == "GET") {
            curl_easy_setopt(c, CURLOPT_HTTPGET, 1L);
        } else {
            curl_easy_setopt(c, CURLOPT_CUSTOMREQUEST, method);
        }
        const CURLcode rc = curl_easy_perform(c);
        if (rc == CURLE_OK) {
            curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &r.code);
            return r;
        }
        const std::string what = std::string(method) + " " + path + " on " + where.text();
        if (sink.overflow) {
            return Error{what + ": the reply is larger than " + std::to_string(opt.maxReply) +
                             " bytes, more than this app reads",
                         ErrorKind::Server};
        }
        if (rc == CURLE_OPERATION_TIMEDOUT) {
            return Error{what + ": no answer within " + std::to_string(total) + " ms",
                         ErrorKind::Network};
        }
        long osErrno = 0;
        curl_easy_getinfo(c, CURLINFO_OS_ERRNO, &osErrno);
        if (!where.tcp() && (osErrno == EACCES || osErrno == EPERM)) {
            return Error{"permission denied on " + where.socketPath + ": " + kDockerGroup,
                         ErrorKind::System};
        }
        if (!where.tcp() && (osErrno == ENOENT || osErrno == ECONNREFUSED)) {
            return Error{"no Docker engine answers at " + where.text() + ": " + kHowToStart,
                         ErrorKind::Network};
        }
        return Error{what + ": " + (errbuf[0] ? errbuf : curl_easy_strerror(rc)),
                     ErrorKind::Network};
    }
};

DockerApi::DockerApi(std::unique_ptr<Impl> impl) : m(std::move(impl)) {}
DockerApi::DockerApi(DockerApi&&) noexcept = default;
DockerApi& DockerApi::operator=(DockerApi&&) noexcept = default;
DockerApi::~DockerApi() = default;

Result<DockerApi> DockerApi::connect(const Endpoint& where, ApiOptions opt) {
    if (!where.tcp()) {
        struct stat st {};
        if (::stat(where.socketPath.c_str(), &st) != 0) {
            if (errno == EACCES) {
                return Error{"permission denied on " + where.socketPath + ": " + kDockerGroup,
                             ErrorKind::System};
            }
            return Error{"no Docker engine: " + where.socketPath + " does not exist; " +
                         kHowToStart};
        }
        if (!S_ISSOCK(st.st_mode)) {
            return Error{where.socketPath +
                         " is not a socket, so no Docker engine listens there; " + kHowToStart};
        }
        if (::access(where.socketPath.c_str(), R_OK | W_OK) != 0 && errno == EACCES) {
            return Error{"permission denied on " + where.socketPath + ": " + kDockerGroup,
                         ErrorKind::System};
        }
    }
    std::call_once(g_curlInit, [] {
        initTlsLibrary(); // before libcurl sets OpenSSL up (see core/valkey/tls.h)
        curl_global_init(CURL_GLOBAL_DEFAULT);
    });
    auto impl = std::make_unique<Impl>();
    impl->where = where;
    impl->opt = opt;
    impl->curl = curl_easy_init();
    if (impl->curl == nullptr) {
        return Error{"libcurl could not create a handle"};
    }
    impl->headers = curl_slist_append(impl->headers, "Content-Type: application/json");
    impl->headers = curl_slist_append(impl->headers, "Expect:");
    impl->tarHeaders = curl_slist_append(impl->tarHeaders, "Content-Type: application/x-tar");
    impl->tarHeaders = curl_slist_append(impl->tarHeaders, "Expect:");
    // The host part of a unix-socket URL is not used for routing; "docker" is what the CLI sends.
    impl->baseUrl = where.tcp() ? "http://" + where.host + ":" + std::to_string(where.port)
                                : std::string("http://docker");
    Headers hdr;
    auto ping = impl->perform("GET", "/_ping", {}, Millis(0), &hdr);
    if (!ping) {
        return ping.error();
    }
    if (ping->code != 200) {
        return Error{"the Docker engine at " + where.text() + " answered /_ping with HTTP " +
                     std::to_string(ping->code) + ": " + apiMessage(*ping)};
    }
    if (hdr.apiVersion.empty()) {
        return Error{"the server at " + where.text() +
                     " answered /_ping without an Api-Version header: it is not a Docker engine"};
    }
    auto engine = parseApiVersion(hdr.apiVersion);
    if (!engine) {
        return engine.error();
    }
    if (*engine < kMinApi) {
        return Error{"the Docker engine at " + where.text() + " speaks API " + engine->text() +
                     ", too old: this app needs API " + kMinApi.text() +
                     " or newer (Docker 1.13 or later); upgrade Docker"};
    }
    impl->version = kMaxApi < *engine ? kMaxApi : *engine;
    DockerApi api(std::move(impl));
    if (auto v = api.call("GET", "/version"); v && v->code == 200) {
        if (auto j = sim::parseJson(v->body); j) {
            if (const auto* s = j->find("Version"); s && s->type == sim::JsonValue::Type::String) {
                api.m->engineVersion = s->string.substr(0, 64);
            }
        }
    }
    return api;
}

Result<ApiReply> DockerApi::call(const char* method, const std::string& path,
                                 const std::string& body, Millis timeout) {
    return m->perform(method, "/v" + m->version.text() + path, body, timeout, nullptr);
}

const Endpoint& DockerApi::endpoint() const {
    return m->where;
}
const ApiVersion& DockerApi::version() const {
    return m->version;
}
const std::string& DockerApi::engineVersion() const {
    return m->engineVersion;
}

std::string DockerApi::describe() const {
    return "Docker " + (m->engineVersion.empty() ? std::string("engine") : m->engineVersion) +
           " (API " + m->version.text() + ") at " + m->where.text();
}

std::string DockerApi::mastersHost() const {
    return m->where.tcp() ? m->where.host : "127.0.0.1";
}

std::string apiMessage(const ApiReply& r) {
    if (auto j = sim::parseJson(r.body); j && j->type == sim::JsonValue::Type::Object) {
        if (const auto* msg = j->find("message");
            msg && msg->type == sim::JsonValue::Type::String) {
            return msg->string.substr(0, 300);
        }
    }
    std::string s = r.body.substr(0, 300);
    s.erase(s.find_last_not_of(" \r\n") + 1);
    return s.empty() ? "HTTP " + std::to_string(r.code) : s;
}

std::string queryEscape(std::string_view s) {
    static const char* hex = "0123456789ABCDEF";
    std::string out;
    for (unsigned char c : s) {
        if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~') {
            out += static_cast<char>(c);
        } else {
            out += '%';
            out += hex[c >> 4];
            out += hex[c & 15];
        }
    }
    return out;
}

std::string decodeLogStream(std::string_view framed) {
    std::string out;
    std::size_t at = 0;
    while (at + 8 <= framed.size()) {
        const auto b = [&](std::size_t k) { return static_cast<unsigned char>(framed[at + k]); };
        if (b(0) > 2 || b(1) != 0 || b(2) != 0 || b(3) != 0) {
            return std::string(framed); // not framed: a TTY log
        }
        const std::size_t len = (std::size_t(b(4)) << 24) | (std::size_t(b(5)) << 16) |
                                (std::size_t(b(6)) << 8) | std::size_t(b(7));
        at += 8;
        const std::size_t take = std::min(len, framed.size() - at);
        out.append(framed.substr(at, take));
        at += take;
    }
    return at == 0 && !framed.empty() ? std::string(framed) : out;
}

} // namespace redlock::docker
