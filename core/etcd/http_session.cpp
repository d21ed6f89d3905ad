#include "core/etcd/http_session.h"
#include "core/valkey/tls.h"

#include <curl/curl.h>

#include <algorithm>
#include <mutex>

namespace redlock::etcd {

namespace {

std::once_flag g_curlInit;

// A reply is kept only up to HttpSession::kMaxReplyBytes: past it the transfer is cut (libcurl
// sees a short write and stops), so a peer's endless or huge body costs at most that much.
struct Sink {
    std::string* body;
    bool tooLarge = false;
};

size_t collect(char* data, size_t size, size_t count, void* user) {
    auto* sink = static_cast<Sink*>(user);
    const size_t n = size * count;
    if (sink->body->size() + n > HttpSession::kMaxReplyBytes) {
        sink->tooLarge = true;
        return 0;
    }
    sink->body->append(data, n);
    return n;
}

} // namespace

struct HttpSession::Impl {
    CURL* curl = nullptr;
    curl_slist* headers = nullptr;
};

HttpSession::HttpSession() : m(std::make_unique<Impl>()) {
    std::call_once(g_curlInit, [] {
        initTlsLibrary(); // before libcurl sets OpenSSL up (see core/valkey/tls.h)
        curl_global_init(CURL_GLOBAL_DEFAULT);
    });
    m->curl = curl_easy_init();
    m->headers = curl_slist_append(m->headers, "Content-Type: application/json");
    m->headers = curl_slist_append(m->headers, "Expect:"); // no 100-continue round trip
}

HttpSession::~HttpSession() {
    if (m->curl) {
        curl_easy_cleanup(m->curl);
    }
    curl_slist_free_all(m->headers);
}

HttpReply HttpSession::post(const std::string& url, const std::string& body, Millis timeout,
                            Millis connectTimeout) {
    return perform(url, &body, timeout, connectTimeout);
}

HttpReply HttpSession::get(const std::string& url, Millis timeout, Millis connectTimeout) {
    return perform(url, nullptr, timeout, connectTimeout);
}

HttpReply HttpSession::perform(const std::string& url, const std::string* body, Millis timeout,
                               Millis connectTimeout) {
    HttpReply r;
    CURL* c = m->curl;
    if (c == nullptr) {
        r.error = "libcurl could not create a handle";
        return r;
    }
    const long total = std::max<long>(1, static_cast<long>(timeout.count()));
    const long connect =
        std::min<long>(total, std::max<long>(1, static_cast<long>(connectTimeout.count())));
    char errbuf[CURL_ERROR_SIZE] = {};
    curl_easy_setopt(c, CURLOPT_URL, url.c_str());
    curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L); // threads: no SIGALRM for timeouts
    curl_easy_setopt(c, CURLOPT_TIMEOUT_MS, total);
    curl_easy_setopt(c, CURLOPT_CONNECTTIMEOUT_MS, connect);
    curl_easy_setopt(c, CURLOPT_PROTOCOLS_STR, "http");
    curl_easy_setopt(c, CURLOPT_NOPROXY, "*");
    curl_easy_setopt(c, CURLOPT_FOLLOWLOCATION, 0L);
    curl_easy_setopt(c, CURLOPT_HTTPHEADER, m->headers);
    curl_easy_setopt(c, CURLOPT_ERRORBUFFER, errbuf);
    Sink sink{&r.body};
    curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, collect);
    curl_easy_setopt(c, CURLOPT_WRITEDATA, &sink);
    // A Content-Length above the cap is refused before the body is read.
    curl_easy_setopt(c, CURLOPT_MAXFILESIZE_LARGE, static_cast<curl_off_t>(kMaxReplyBytes));
    if (body) {
        curl_easy_setopt(c, CURLOPT_POST, 1L);
        curl_easy_setopt(c, CURLOPT_POSTFIELDS, body->c_str());
        curl_easy_setopt(c, CURLOPT_POSTFIELDSIZE, static_cast<long>(body->size()));
    } else {
        curl_easy_setopt(c, CURLOPT_HTTPGET, 1L);
    }
    const CURLcode rc = curl_easy_perform(c);
    if (rc == CURLE_OK) {
        r.status = HttpReply::Status::Ok;
        curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &r.code);
        return r;
    }
    r.status =
        rc == CURLE_OPERATION_TIMEDOUT ? HttpReply::Status::Timeout : HttpReply::Status::Error;
    r.error = errbuf[0] ? errbuf : curl_easy_strerror(rc);
    if (sink.tooLarge || rc == CURLE_FILESIZE_EXCEEDED) {
        r.body.clear();
        r.body.shrink_to_fit();
        r.status = HttpReply::Status::Error;
        r.error = "reply refused: larger than " + std::to_string(kMaxReplyBytes) + " bytes";
        return r;
    }
    if (r.status == HttpReply::Status::Timeout) {
        r.error = "no answer within " + std::to_string(total) + " ms (" + r.error + ")";
    }
    return r;
}

} // namespace redlock::etcd
