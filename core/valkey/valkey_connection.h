#pragma once
// ValkeyConnection: one non-blocking TCP connection to one master (hiredis context + our own
// output buffer). It never blocks: it connects lazily with a non-blocking connect, writes what
// the socket takes, and reads what has arrived; the caller polls fd()/events().
//
// Replies are matched to commands by counting, because the server answers in order on one
// stream. A command the caller stopped awaiting (abandon()) still has its replies in flight;
// they are counted as "to skip" and thrown away before the next command's replies, so a stale
// reply is never read as the answer to a later command. Any error discards the context
// (hiredis contexts in error are not reusable); the next send() reconnects.
//
// With a TlsContext the same connection speaks TLS: after the TCP connect comes a non-blocking
// handshake (counted as connecting, inside the connect budget), then bytes go through OpenSSL
// and what it decrypts is fed to hiredis's reader, so the reply limits apply unchanged.
//
// hiredis and OpenSSL stay private: only forward declarations here.

#include "core/lock/result.h"
#include "core/lock/units.h"

#include <chrono>
#include <memory>
#include <string>
#include <vector>

struct redisContext;
struct redisReply;
struct ssl_st;

namespace redlock {

// What one reply may cost. A peer that claims a huge array or streams an endless bulk string
// is cut off (connection dropped, a per-master Error) instead of making hiredis allocate or
// buffer what it claims: hiredis 0.14 allocates an array's slots up front and walks them again
// when the context is freed, so without this cap a drop costs time linear in the claim.
struct ReplyLimits {
    int maxElements = 8;                // per array (lock commands return none)
    int maxObjects = 16;                // strings, integers, nils and arrays in one reply
    std::size_t maxString = 4096;       // bytes of one bulk/status/error string
    std::size_t maxBuffered = 64 << 10; // bytes received but not yet parsed into replies
    // Generous limits for commands that return lists (the job-lease snapshot).
    static ReplyLimits bulky() { return {1 << 20, 1 << 22, 1 << 20, 16 << 20}; }
};

// Per-connection budget shared with the reply-object functions (stable address: the reader
// keeps a pointer to it).
struct ReplyBudget {
    ReplyLimits limits;
    int objects = 0; // in the reply being parsed
    std::string why; // set when a limit refused an object
};

struct ContextDeleter {
    void operator()(redisContext* c) const noexcept;
};
struct ReplyDeleter {
    void operator()(redisReply* r) const noexcept;
};
using ContextPtr = std::unique_ptr<redisContext, ContextDeleter>;
using ReplyPtr = std::unique_ptr<redisReply, ReplyDeleter>;
struct SslDeleter {
    void operator()(ssl_st* s) const noexcept;
};

class TlsContext;

class ValkeyConnection {
public:
    // `host` must be numeric (resolved beforehand) so connect never blocks on a name lookup.
    // With `tls`, every (re)connect is a TLS session whose certificate must name `verifyName`
    // (the address as the user gave it: an IP, or a host name also sent as SNI; empty: host).
    ValkeyConnection(std::string host, int port, std::string password, ReplyLimits limits = {},
                     std::shared_ptr<const TlsContext> tls = {}, std::string verifyName = {});
    ValkeyConnection(ValkeyConnection&&) noexcept = default;
    ValkeyConnection& operator=(ValkeyConnection&&) noexcept = default;
    ValkeyConnection(const ValkeyConnection&) = delete;
    ValkeyConnection& operator=(const ValkeyConnection&) = delete;
    ~ValkeyConnection();

    // Commands queued on every (re)connect, after AUTH, whose `replies` answers are read and
    // dropped. ValkeyMaster preloads its scripts this way, so EVALSHA finds them even when the
    // fan-out settles before a NOSCRIPT fallback could have been sent. `expect` (one per reply,
    // "" for any) is what each non-error reply must be: the scripts' SHA1s. A server answering
    // anything else is not believed: the connection fails with an error naming both.
    void setPreamble(std::string bytes, int replies, std::vector<std::string> expect = {});

    // Takes over an already connected stream socket (tests: one end of a socketpair()); AUTH
    // and the preamble are queued as after a connect (after a TLS handshake when the connection
    // has a TlsContext). False when hiredis refused the fd.
    bool adopt(int fd);

    // Queues `bytes` (pipelined commands answered by `replies` replies), connecting first if
    // needed. False when the connection failed at once; error() says why.
    bool send(const std::string& bytes, int replies);

    int fd() const;
    short events() const; // what to poll() for; 0 when disconnected
    bool connecting() const {
        return m_connecting || m_handshaking;
    } // TCP connect or TLS handshake
    bool handshaking() const { return m_handshaking; }
    // Handles poll() results. False when the connection failed (and was discarded).
    bool onEvents(short revents);
    // The next reply of the current command, or null (none yet, or failed: see failed()).
    ReplyPtr next();
    bool failed() const { return !m_error.empty(); }
    const std::string& error() const { return m_error; }
    void clearError() { m_error.clear(); }

    // The one "send, then poll until the deadline" loop: sends `bytes` (one command), waits up
    // to `timeout` for its reply. On a timeout the connection is dropped, so a late answer is
    // never read as the next command's. An error reply is returned as a reply, not an Error.
    Result<ReplyPtr> request(const std::string& bytes, Micros timeout);
    // poll() on this connection until an event or the deadline (steady clock, µs): the events
    // seen, for onEvents(); 0 when the deadline came first (or a signal interrupted).
    short waitUntil(Micros deadline) const;

    // The current command is no longer awaited: its outstanding replies will be skipped.
    void abandon();
    // Discards the context (timeout, protocol confusion); the next send() reconnects.
    void drop(std::string why);
    bool isOpen() const { return static_cast<bool>(m_ctx); }

private:
    bool connect();
    void startSession(); // after the socket exists: AUTH and the preamble queued
    bool finishConnect();
    bool startTls();
    bool handshake();
    bool flush();
    bool flushTls();
    bool readTls();
    bool alive();
    bool readSome(); // one redisBufferRead (or TLS reads), then the buffered-bytes bound
    bool withinBufferCap();

    std::string m_host;
    int m_port = 0;
    std::string m_password;
    std::unique_ptr<ReplyBudget> m_budget;
    ContextPtr m_ctx;
    std::shared_ptr<const TlsContext> m_tls;
    std::string m_verifyName;
    std::unique_ptr<ssl_st, SslDeleter> m_ssl; // freed before m_ctx closes the socket (drop())
    bool m_handshaking = false;
    short m_tlsWants = 0;       // what the handshake waits for: POLLIN or POLLOUT
    bool m_tlsAnswered = false; // a reply came on this TLS session
    std::string tlsDropped(std::string why) const; // adds the client-certificate hint
    bool m_connecting = false;
    std::string m_out;
    std::size_t m_outPos = 0;
    int m_skip = 0;      // replies of abandoned commands still in flight
    bool m_auth = false; // an AUTH reply comes before the current command's replies
    std::string m_preamble;
    int m_preambleReplies = 0;
    std::vector<std::string> m_preambleExpect;
    int m_pre = 0;  // preamble replies still owed (after AUTH, before the command's)
    int m_want = 0; // replies the current command still owes
    std::string m_error;
    std::chrono::steady_clock::time_point m_lastSend{};
};

} // namespace redlock
