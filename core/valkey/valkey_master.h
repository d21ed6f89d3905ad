#pragma once
// ValkeyMaster: a real Redis/Valkey master over hiredis (non-blocking underneath).
//   Acquire  SET key token NX PX ttl          OK -> Ok, nil -> Refused, error reply -> Error
//   Release  EVALSHA <release.lua> 1 key token   (EVAL on NOSCRIPT)  1 -> Ok, 0 -> Refused
//   Extend   EVALSHA <extend.lua> 1 key token ttl (EVAL on NOSCRIPT) 1 -> Ok, 0 -> Refused
//   Ping     PING;  Inspect  GET key + PTTL key (pipelined)
// It only ever touches keys under its prefix: a command for any other key is refused locally
// as an Error and never sent.
//
// call() is the blocking form (one master, its own poll loop). PollFanOut drives many masters
// at once through the step interface below: begin(), then fd()/events() into poll(), then
// onEvents() until done(), or expire() at the deadline, or skip() when the fan-out settled.

#include "core/client/master.h"
#include "core/lock/clock.h"
#include "core/valkey/address.h"
#include "core/valkey/valkey_connection.h"

#include <memory>

#include <string>

namespace redlock {

struct ValkeyOptions {
    std::string password;                  // sent with AUTH on every new connection when set
    std::shared_ptr<const TlsContext> tls; // set: every connection is TLS (tls.h)
    std::string prefix = "redlock-lab:";   // the only keys this master may write or read
    Micros connectTimeout{1000000};        // cap on the connect phase, inside the command deadline
};

class ValkeyMaster final : public Master {
public:
    // `address` should be resolved (parseMasters does it); an unresolved name is tried as is.
    explicit ValkeyMaster(Address address, ValkeyOptions opt = {});
    ValkeyMaster(ValkeyMaster&&) noexcept = default;
    ValkeyMaster& operator=(ValkeyMaster&&) noexcept = default;
    ~ValkeyMaster() override;

    std::string address() const override { return m_address.text(); }
    Reply call(const Command& cmd, Micros timeout) override;

    // --- step interface (no call blocks) ---
    // Starts cmd at client time `now` with deadline now + timeout. done() may be true at once
    // (a refused connect, a key outside the prefix).
    void begin(const Command& cmd, Micros now, Micros timeout);
    bool done() const { return m_done; }
    bool connected() const { return m_conn.isOpen(); }
    int fd() const { return m_conn.fd(); }
    short events() const { return m_conn.events(); }
    Micros deadline() const;
    void onEvents(short revents, Micros now);
    void expire(Micros now); // no answer by the deadline: Timeout; the context is discarded
    // No longer awaited: reply() says Skipped, but the command stays in flight, so onEvents()
    // can still read the late answer (PollFanOut::readLate); begin() throws it away otherwise.
    void skip(Micros now);
    const Reply& reply() const { return m_reply; }

    static const std::string& releaseScript();
    static const std::string& extendScript();

private:
    void finish(Outcome o, Micros now, std::string error = {});
    void handle(redisReply* r, Micros now);
    void sendScript(bool byHash);

    Address m_address;
    ValkeyOptions m_opt;
    ValkeyConnection m_conn;
    Command m_cmd;
    Micros m_timeout{0};
    Reply m_reply;
    bool m_done = true;
    bool m_fellBack = false; // this command already retried with EVAL after NOSCRIPT
    int m_part = 0;          // Inspect: which of the two replies comes next
    std::string m_buf;       // reused request buffer
};

} // namespace redlock
