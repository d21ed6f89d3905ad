#include "core/valkey/valkey_connection.h"

#include "core/valkey/resp.h"
#include "core/valkey/tls.h"

#include "core/lock/clock.h"

#include <hiredis/hiredis.h>
#include <openssl/err.h>
#include <openssl/ssl.h>
#include <openssl/x509v3.h>

#include <algorithm>
#include <arpa/inet.h>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/socket.h>

namespace redlock {

namespace {
// More stale replies than this means a master that answers far slower than we ask: start over
// on a fresh connection rather than let the backlog grow.
constexpr int kMaxSkip = 64;

// hiredis's own reply-object functions (static in hiredis.c), wrapped with the budget checks.
const redisReplyObjectFunctions* g_base = nullptr;

ReplyBudget* budgetOf(const redisReadTask* task) {
    return static_cast<ReplyBudget*>(task->privdata);
}

bool spend(const redisReadTask* task) {
    ReplyBudget* b = budgetOf(task);
    if (++b->objects > b->limits.maxObjects) {
        b->why = "reply refused: more than " + std::to_string(b->limits.maxObjects) +
                 " values in one reply";
        return false;
    }
    return true;
}

void* limitedString(const redisReadTask* task, char* str, size_t len) {
    ReplyBudget* b = budgetOf(task);
    if (len > b->limits.maxString) {
        b->why = "reply refused: a string of " + std::to_string(len) + " bytes (at most " +
                 std::to_string(b->limits.maxString) + ")";
        return nullptr;
    }
    return spend(task) ? g_base->createString(task, str, len) : nullptr;
}

void* limitedArray(const redisReadTask* task, int elements) {
    ReplyBudget* b = budgetOf(task);
    if (elements > b->limits.maxElements) {
        b->why = "reply refused: an array of " + std::to_string(elements) + " elements (at most " +
                 std::to_string(b->limits.maxElements) + ")";
        return nullptr; // hiredis reports out-of-memory and allocates nothing
    }
    return spend(task) ? g_base->createArray(task, elements) : nullptr;
}

void* limitedInteger(const redisReadTask* task, long long value) {
    return spend(task) ? g_base->createInteger(task, value) : nullptr;
}

void* limitedNil(const redisReadTask* task) {
    return spend(task) ? g_base->createNil(task) : nullptr;
}

void freeObject(void* reply) {
    g_base->freeObject(reply);
}

redisReplyObjectFunctions g_limited{limitedString, limitedArray, limitedInteger, limitedNil,
                                    freeObject};

// Points the context's reader at the limited functions and this connection's budget.
void limitReader(redisContext* c, ReplyBudget* budget) {
    if (g_base == nullptr) {
        g_base = c->reader->fn; // the same static table for every context
    }
    c->reader->fn = &g_limited;
    c->reader->privdata = budget;
}
} // namespace

namespace {
// Why a TLS call failed, in words a user can act on. Empties this thread's OpenSSL queue.
std::string tlsFailure(SSL* ssl, int ret) {
    const int err = SSL_get_error(ssl, ret);
    const long verify = SSL_get_verify_result(ssl);
    std::string why;
    if (verify != X509_V_OK) {
        why = std::string("the server's certificate was refused: ") +
              X509_verify_cert_error_string(verify);
    } else if (err == SSL_ERROR_ZERO_RETURN ||
               (err == SSL_ERROR_SYSCALL && ERR_peek_error() == 0)) {
        why = errno != 0 && ret < 0 ? std::string("TLS: ") + std::strerror(errno)
                                    : "the server closed the connection";
    } else {
        const unsigned long e = ERR_peek_last_error();
        const char* reason = e != 0 ? ERR_reason_error_string(e) : nullptr;
        why = std::string("TLS: ") + (reason != nullptr ? reason : "protocol error");
        if (ERR_GET_REASON(e) == SSL_R_WRONG_VERSION_NUMBER ||
            ERR_GET_REASON(e) == SSL_R_PACKET_LENGTH_TOO_LONG) {
            why += " (the port does not speak TLS: is it the server's plain port?)";
        } else if (ERR_GET_REASON(e) == SSL_R_TLSV13_ALERT_CERTIFICATE_REQUIRED ||
                   ERR_GET_REASON(e) == SSL_R_SSLV3_ALERT_HANDSHAKE_FAILURE) {
            why += " (does the server want a client certificate? give one and its key)";
        }
    }
    ERR_clear_error();
    return why;
}

// The TLS session's socket, read and written by OpenSSL through these: OpenSSL's own socket
// BIO writes with write(2), so a master that hung up mid-send would SIGPIPE the whole process
// (the app, redlockctl, a check with crash faults). send(MSG_NOSIGNAL) makes it EPIPE, the
// connection's error, as on the plain path. The socket is the BIO's data; hiredis owns it.
int socketOf(BIO* b) {
    return static_cast<int>(reinterpret_cast<std::intptr_t>(BIO_get_data(b)));
}
bool retryable(ssize_t n) {
    return n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR);
}
int socketWrite(BIO* b, const char* data, int size) {
    BIO_clear_retry_flags(b);
    const ssize_t n = ::send(socketOf(b), data, static_cast<std::size_t>(size), MSG_NOSIGNAL);
    if (retryable(n)) {
        BIO_set_retry_write(b);
    }
    return static_cast<int>(n);
}
int socketRead(BIO* b, char* out, int size) {
    BIO_clear_retry_flags(b);
    const ssize_t n = ::recv(socketOf(b), out, static_cast<std::size_t>(size), 0);
    if (retryable(n)) {
        BIO_set_retry_read(b);
    }
    return static_cast<int>(n);
}
long socketCtrl(BIO* /*b*/, int cmd, long /*num*/, void* /*ptr*/) {
    return cmd == BIO_CTRL_FLUSH ? 1 : 0; // every write goes straight to the socket
}
int socketCreate(BIO* b) {
    BIO_set_init(b, 1);
    return 1;
}
const BIO_METHOD* socketMethod() {
    static BIO_METHOD* const method = [] {
        BIO_METHOD* m = BIO_meth_new(BIO_get_new_index() | BIO_TYPE_SOURCE_SINK,
                                     "redlock socket (MSG_NOSIGNAL)");
        if (m != nullptr) {
            BIO_meth_set_write(m, socketWrite);
            BIO_meth_set_read(m, socketRead);
            BIO_meth_set_ctrl(m, socketCtrl);
            BIO_meth_set_create(m, socketCreate);
        }
        return m;
    }();
    return method;
}
// SSL_set_fd, with the BIO above. False when out of memory.
bool attachSocket(SSL* ssl, int fd) {
    const BIO_METHOD* method = socketMethod();
    BIO* bio = method != nullptr ? BIO_new(method) : nullptr;
    if (bio == nullptr) {
        return false;
    }
    BIO_set_data(bio, reinterpret_cast<void*>(static_cast<std::intptr_t>(fd)));
    SSL_set_bio(ssl, bio, bio); // one reference, for both directions: freed with the session
    return true;
}
} // namespace

void SslDeleter::operator()(ssl_st* s) const noexcept {
    SSL_free(s);
}

void ContextDeleter::operator()(redisContext* c) const noexcept {
    redisFree(c);
}
void ReplyDeleter::operator()(redisReply* r) const noexcept {
    freeReplyObject(r);
}

ValkeyConnection::ValkeyConnection(std::string host, int port, std::string password,
                                   ReplyLimits limits, std::shared_ptr<const TlsContext> tls,
                                   std::string verifyName)
    : m_host(std::move(host)), m_port(port), m_password(std::move(password)),
      m_budget(std::make_unique<ReplyBudget>(ReplyBudget{limits, 0, {}})), m_tls(std::move(tls)),
      m_verifyName(verifyName.empty() ? m_host : std::move(verifyName)) {}

ValkeyConnection::~ValkeyConnection() = default;

int ValkeyConnection::fd() const {
    return m_ctx ? m_ctx->fd : -1;
}

short ValkeyConnection::events() const {
    if (!m_ctx) {
        return 0;
    }
    if (m_connecting) {
        return POLLOUT;
    }
    if (m_handshaking) {
        return m_tlsWants;
    }
    return static_cast<short>(POLLIN | (m_outPos < m_out.size() ? POLLOUT : 0));
}

void ValkeyConnection::drop(std::string why) {
    m_ssl.reset(); // before the context closes the socket under it
    m_ctx.reset();
    m_handshaking = false;
    m_connecting = false;
    m_out.clear();
    m_outPos = 0;
    m_skip = 0;
    m_auth = false;
    m_pre = 0;
    m_want = 0;
    m_error = std::move(why);
}

bool ValkeyConnection::connect() {
    m_ctx.reset(redisConnectNonBlock(m_host.c_str(), m_port));
    if (!m_ctx) {
        drop("out of memory creating a connection");
        return false;
    }
    if (m_ctx->err) {
        drop(std::string("connect: ") + m_ctx->errstr);
        return false;
    }
    startSession();
    m_connecting = true;
    // Loopback connects usually complete at once; finish now and save a poll() round.
    return finishConnect();
}

void ValkeyConnection::startSession() {
    limitReader(m_ctx.get(), m_budget.get());
    m_budget->objects = 0;
    m_budget->why.clear();
    m_out.clear();
    m_outPos = 0;
    m_skip = 0;
    m_want = 0;
    m_auth = !m_password.empty();
    if (m_auth) {
        appendResp(m_out, {"AUTH", m_password});
    }
    m_out.append(m_preamble);
    m_pre = m_preambleReplies;
}

bool ValkeyConnection::adopt(int fd) {
    m_ctx.reset(redisConnectFd(fd));
    if (!m_ctx || m_ctx->err) {
        drop("cannot adopt the socket");
        return false;
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
    m_ctx->flags &= ~REDIS_BLOCK; // EAGAIN on a read is "nothing yet", as after our connect
    startSession();
    m_connecting = false;
    m_error.clear();
    return !m_tls || startTls();
}

bool ValkeyConnection::finishConnect() {
    pollfd p{m_ctx->fd, POLLOUT, 0};
    if (::poll(&p, 1, 0) == 0) {
        return true; // still in progress: the caller polls for POLLOUT
    }
    int soErr = 0;
    socklen_t len = sizeof soErr;
    if (getsockopt(m_ctx->fd, SOL_SOCKET, SO_ERROR, &soErr, &len) != 0) {
        soErr = errno;
    }
    if (soErr != 0) {
        drop(std::string("connect: ") + std::strerror(soErr));
        return false;
    }
    m_connecting = false;
    // TCP_NODELAY is already set by hiredis's connect (Nagle would hold small commands).
    return m_tls ? startTls() : flush();
}

bool ValkeyConnection::startTls() {
    m_ssl.reset(SSL_new(m_tls->native()));
    if (!m_ssl || !attachSocket(m_ssl.get(), m_ctx->fd)) {
        drop("TLS: cannot start a session (out of memory)");
        return false;
    }
    // The certificate must name what the user dialled: an IP address as an IP SAN, a host name
    // as a DNS name (also sent as SNI, for servers with several certificates).
    in6_addr probe{};
    const bool isIp = ::inet_pton(AF_INET, m_verifyName.c_str(), &probe) == 1 ||
                      ::inet_pton(AF_INET6, m_verifyName.c_str(), &probe) == 1;
    X509_VERIFY_PARAM* param = SSL_get0_param(m_ssl.get());
    const int named = isIp ? X509_VERIFY_PARAM_set1_ip_asc(param, m_verifyName.c_str())
                           : X509_VERIFY_PARAM_set1_host(param, m_verifyName.c_str(), 0);
    if (named != 1 || (!isIp && SSL_set_tlsext_host_name(m_ssl.get(), m_verifyName.c_str()) != 1)) {
        drop("TLS: cannot check the certificate against the name '" + m_verifyName + "'");
        return false;
    }
    SSL_set_connect_state(m_ssl.get());
    m_handshaking = true;
    m_tlsAnswered = false;
    return handshake();
}

bool ValkeyConnection::handshake() {
    ERR_clear_error();
    errno = 0;
    const int r = SSL_do_handshake(m_ssl.get());
    if (r == 1) {
        m_handshaking = false;
        return flush(); // AUTH, the preamble and any command queued meanwhile
    }
    switch (SSL_get_error(m_ssl.get(), r)) {
    case SSL_ERROR_WANT_READ:
        m_tlsWants = POLLIN;
        return true;
    case SSL_ERROR_WANT_WRITE:
        m_tlsWants = POLLOUT;
        return true;
    default:
        drop("TLS handshake failed: " + tlsFailure(m_ssl.get(), r));
        return false;
    }
}

bool ValkeyConnection::flushTls() {
    while (m_outPos < m_out.size()) {
        ERR_clear_error();
        errno = 0;
        const int w =
            SSL_write(m_ssl.get(), m_out.data() + m_outPos,
                      static_cast<int>(std::min<std::size_t>(m_out.size() - m_outPos, 1 << 20)));
        if (w <= 0) {
            const int err = SSL_get_error(m_ssl.get(), w);
            if (err == SSL_ERROR_WANT_WRITE || err == SSL_ERROR_WANT_READ) {
                return true; // events() asks for POLLOUT while bytes wait, POLLIN always
            }
            drop(tlsDropped("send: " + tlsFailure(m_ssl.get(), w)));
            return false;
        }
        m_outPos += static_cast<std::size_t>(w);
    }
    m_out.clear();
    m_outPos = 0;
    return true;
}

std::string ValkeyConnection::tlsDropped(std::string why) const {
    // In TLS 1.3 the client's side of the handshake ends before the server has checked the
    // client's certificate: a server that wants one and got none ends the session at the first
    // command, with an alert or a reset depending on timing. Say what that usually means.
    if (!m_tlsAnswered && !m_tls->hasClientCertificate() &&
        why.find("client certificate") == std::string::npos) {
        why += " (the server ended the TLS session before any answer: does it want a client "
               "certificate? give one and its key)";
    }
    return why;
}

bool ValkeyConnection::readTls() {
    // Everything OpenSSL can decrypt now goes to the reader (a record may be waiting inside
    // OpenSSL with nothing left on the socket, so read until it asks for more). Bounded: the
    // buffered-bytes cap below ends a peer that streams without end.
    char buf[16384];
    while (true) {
        ERR_clear_error();
        errno = 0;
        const int n = SSL_read(m_ssl.get(), buf, sizeof buf);
        if (n <= 0) {
            const int err = SSL_get_error(m_ssl.get(), n);
            if (err == SSL_ERROR_WANT_READ || err == SSL_ERROR_WANT_WRITE) {
                return true;
            }
            drop(tlsDropped(tlsFailure(m_ssl.get(), n)));
            return false;
        }
        if (redisReaderFeed(m_ctx->reader, buf, static_cast<size_t>(n)) != REDIS_OK) {
            drop("out of memory reading a reply");
            return false;
        }
        if (!withinBufferCap()) {
            return false;
        }
    }
}

bool ValkeyConnection::flush() {
    if (m_handshaking) {
        return true; // sent once the session is up
    }
    if (m_ssl) {
        return flushTls();
    }
    while (m_outPos < m_out.size()) {
        // MSG_NOSIGNAL: a master that went away must give an error, not SIGPIPE the process.
        const ssize_t w =
            ::send(m_ctx->fd, m_out.data() + m_outPos, m_out.size() - m_outPos, MSG_NOSIGNAL);
        if (w < 0) {
            if (errno == EAGAIN || errno == EWOULDBLOCK) {
                return true;
            }
            if (errno == EINTR) {
                continue;
            }
            drop(std::string("send: ") + std::strerror(errno));
            return false;
        }
        m_outPos += static_cast<std::size_t>(w);
    }
    m_out.clear(); // keeps its capacity for the next command
    m_outPos = 0;
    return true;
}

bool ValkeyConnection::alive() {
    // One zero-timeout poll: a peer that closed shows as readable with EOF. Reading here also
    // pulls in late replies of abandoned commands, which next() then skips by count.
    // Read until nothing more is waiting: late replies and a close can arrive together, and
    // the first read may return only the replies, leaving the EOF for the next one.
    for (int reads = 0; reads < 8; ++reads) {
        pollfd p{m_ctx->fd, POLLIN, 0};
        if (::poll(&p, 1, 0) <= 0) {
            return true;
        }
        if (!readSome()) {
            return false;
        }
    }
    return true;
}

bool ValkeyConnection::readSome() {
    if (m_ssl) {
        return readTls();
    }
    if (redisBufferRead(m_ctx.get()) != REDIS_OK) {
        // A peer that closes while the kernel still holds unread bytes resets instead of ending
        // the stream: the same event for the reader, so it gets the same words.
        const std::string why = m_ctx->errstr;
        drop(why.empty() ? std::string("connection lost")
             : why.find("closed") != std::string::npos
                 ? why
                 : "the server closed the connection (" + why + ")");
        return false;
    }
    return withinBufferCap();
}

bool ValkeyConnection::withinBufferCap() {
    // A bulk string is parsed only once it is complete, so a peer streaming an endless one
    // would grow the reader's buffer until the deadline: cap what may wait unparsed.
    const redisReader* r = m_ctx->reader;
    if (r->len - r->pos > m_budget->limits.maxBuffered) {
        drop("reply refused: more than " + std::to_string(m_budget->limits.maxBuffered) +
             " bytes without a complete reply");
        return false;
    }
    return true;
}

bool ValkeyConnection::send(const std::string& bytes, int replies) {
    m_error.clear();
    if (m_skip > kMaxSkip) {
        drop({});
    }
    // Checking costs a syscall, so only a connection idle for a while is checked: a server
    // cannot restart within a millisecond, and a kill between two busy commands shows up as a
    // reset on the next read anyway (an Error for that master, which is the truth).
    const auto now = std::chrono::steady_clock::now();
    const bool idle = now - m_lastSend > std::chrono::milliseconds(1);
    m_lastSend = now;
    if (m_ctx && !connecting() && idle && !alive()) {
        drop({}); // the server closed it (restart, idle timeout): reconnect before sending
    }
    if (!m_ctx && !connect()) {
        return false;
    }
    m_out.append(bytes);
    m_want = replies;
    return connecting() ? true : flush();
}

bool ValkeyConnection::onEvents(short revents) {
    if (!m_ctx) {
        return false;
    }
    if (m_connecting) {
        return (revents & (POLLOUT | POLLERR | POLLHUP)) ? finishConnect() : true;
    }
    if (m_handshaking) {
        return (revents & (m_tlsWants | POLLERR | POLLHUP)) ? handshake() : true;
    }
    if ((revents & POLLOUT) && !flush()) {
        return false;
    }
    if ((revents & (POLLIN | POLLERR | POLLHUP)) && !readSome()) {
        return false;
    }
    return true;
}

ReplyPtr ValkeyConnection::next() {
    while (m_ctx) {
        void* raw = nullptr;
        if (redisGetReplyFromReader(m_ctx.get(), &raw) != REDIS_OK) {
            drop(m_budget->why.empty() ? std::string("protocol error: ") + m_ctx->errstr
                                       : m_budget->why);
            return nullptr;
        }
        if (raw == nullptr) {
            return nullptr;
        }
        m_budget->objects = 0; // a whole reply: the next one starts a fresh count
        m_tlsAnswered = true;
        ReplyPtr r(static_cast<redisReply*>(raw));
        if (m_skip > 0) {
            --m_skip; // the late answer to an abandoned command
            continue;
        }
        if (m_auth) {
            m_auth = false;
            if (r->type == REDIS_REPLY_ERROR) {
                drop("AUTH failed: " + std::string(r->str, r->len));
                return nullptr;
            }
            continue;
        }
        if (m_pre > 0) {
            const auto k = static_cast<std::size_t>(m_preambleReplies - m_pre);
            --m_pre; // a failed preamble (an error reply) shows up again as the command's own
            if (r->type != REDIS_REPLY_ERROR && k < m_preambleExpect.size() &&
                !m_preambleExpect[k].empty()) {
                const std::string got =
                    r->str ? std::string(r->str, std::min<std::size_t>(r->len, 64)) : "";
                if ((r->type != REDIS_REPLY_STRING && r->type != REDIS_REPLY_STATUS) ||
                    got != m_preambleExpect[k]) {
                    drop("SCRIPT LOAD answered '" + got + "', not the script's SHA1 " +
                         m_preambleExpect[k] + ": the server is not believed");
                    return nullptr;
                }
            }
            continue;
        }
        if (m_want <= 0) {
            drop("protocol error: a reply nobody asked for");
            return nullptr;
        }
        --m_want;
        return r;
    }
    return nullptr;
}

void ValkeyConnection::abandon() {
    m_skip += m_want + (m_auth ? 1 : 0) + m_pre;
    m_want = 0;
    m_auth = false;
    m_pre = 0;
}

short ValkeyConnection::waitUntil(Micros deadline) const {
    SteadyClock clock;
    const Micros left = deadline - clock.now();
    if (left <= Micros(0)) {
        return 0;
    }
    pollfd p{fd(), events(), 0};
    const timespec ts{static_cast<time_t>(left.count() / 1000000),
                      static_cast<long>(left.count() % 1000000) * 1000};
    return ::ppoll(&p, 1, &ts, nullptr) > 0 ? p.revents : 0;
}

Result<ReplyPtr> ValkeyConnection::request(const std::string& bytes, Micros timeout) {
    if (!send(bytes, 1)) {
        const std::string why = m_error;
        m_error.clear();
        return Error{"cannot send to the server: " + why, ErrorKind::Network};
    }
    SteadyClock clock;
    const Micros deadline = clock.now() + timeout;
    while (true) {
        if (ReplyPtr r = next()) {
            return r;
        }
        if (failed()) {
            const std::string why = m_error;
            m_error.clear();
            return Error{"connection failed: " + why, ErrorKind::Network};
        }
        if (clock.now() >= deadline) {
            drop({}); // a late answer must not be read as the next command's
            return Error{"no answer within " + std::to_string(timeout.count() / 1000) + " ms",
                         ErrorKind::Network};
        }
        if (const short ev = waitUntil(deadline); ev != 0) {
            onEvents(ev); // a failure shows as failed() at the top
        }
    }
}

void ValkeyConnection::setPreamble(std::string bytes, int replies,
                                   std::vector<std::string> expect) {
    m_preamble = std::move(bytes);
    m_preambleReplies = replies;
    m_preambleExpect = std::move(expect);
}

} // namespace redlock
