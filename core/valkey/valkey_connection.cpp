#include "core/valkey/valkey_connection.h"

#include "core/valkey/resp.h"

#include "core/lock/clock.h"

#include <hiredis/hiredis.h>

#include <algorithm>
#include <cerrno>
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

void ContextDeleter::operator()(redisContext* c) const noexcept {
    redisFree(c);
}
void ReplyDeleter::operator()(redisReply* r) const noexcept {
    freeReplyObject(r);
}

ValkeyConnection::ValkeyConnection(std::string host, int port, std::string password,
                                   ReplyLimits limits)
    : m_host(std::move(host)), m_port(port), m_password(std::move(password)),
      m_budget(std::make_unique<ReplyBudget>(ReplyBudget{limits, 0, {}})) {}

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
    return static_cast<short>(POLLIN | (m_outPos < m_out.size() ? POLLOUT : 0));
}

void ValkeyConnection::drop(std::string why) {
    m_ctx.reset();
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
    return true;
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
    return flush();
}

bool ValkeyConnection::flush() {
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
    if (m_ctx && !m_connecting && idle && !alive()) {
        drop({}); // the server closed it (restart, idle timeout): reconnect before sending
    }
    if (!m_ctx && !connect()) {
        return false;
    }
    m_out.append(bytes);
    m_want = replies;
    return m_connecting ? true : flush();
}

bool ValkeyConnection::onEvents(short revents) {
    if (!m_ctx) {
        return false;
    }
    if (m_connecting) {
        return (revents & (POLLOUT | POLLERR | POLLHUP)) ? finishConnect() : true;
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
