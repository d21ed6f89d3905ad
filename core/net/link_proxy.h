#pragma once
// LinkProxy: a loopback TCP proxy between the lab's client and ONE real server, so that network
// faults happen on a real socket while the server itself stays untouched. Per direction it can
// delay every byte by a fixed time (a slow link: the reply arrives after the client's deadline)
// or swallow it (a partition: silence, as a real one looks to the client); cut() closes the
// connections it carries (a reset). Every setting changes at run time and applies to the bytes
// read from then on.
//
// One thread per proxy runs one poll() loop; no callback runs on it. Memory is bounded: a
// direction holding kMaxQueuedBytes stops reading its source until it drains (a stall: the
// sender waits in its own socket, as behind a slow real link), and at most kMaxConnections are
// carried (further ones are refused: a drop). So one proxy holds at most
// 2 x kMaxQueuedBytes x kMaxConnections (8 MiB) whatever its peers send, and its stats say when
// it stalled or dropped, so a run that lost availability to a flood can say so.

#include "core/lock/result.h"
#include "core/lock/units.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>

namespace redlock {

enum class LinkDirection { ToServer, ToClient };

struct LinkStats {
    std::uint64_t bytesToServer = 0; // forwarded
    std::uint64_t bytesToClient = 0;
    std::uint64_t bytesSwallowed = 0; // read and discarded while partitioned
    int connections = 0;              // carried now
    std::uint64_t accepted = 0;       // since start
    std::uint64_t refused = 0;        // connections closed at once: kMaxConnections were carried
    std::uint64_t stalls = 0;         // times a direction filled up and stopped reading
    std::size_t queuedBytes = 0;      // held now, every connection and direction
    std::size_t mostQueuedBytes = 0;  // the most held at once since start

    bool saturated() const { return refused > 0 || stalls > 0; }
};

class LinkProxy {
public:
    static constexpr std::size_t kMaxQueuedBytes = 64u << 10; // per direction of a connection
    static constexpr int kMaxConnections = 64;

    // Listens on 127.0.0.1 (a free port) and forwards to upstreamHost:upstreamPort.
    static Result<std::unique_ptr<LinkProxy>> start(const std::string& upstreamHost,
                                                    int upstreamPort);
    ~LinkProxy(); // stops the thread and closes every socket
    LinkProxy(const LinkProxy&) = delete;
    LinkProxy& operator=(const LinkProxy&) = delete;

    int port() const;
    std::string address() const; // "127.0.0.1:<port>", what the client connects to

    void setDelay(LinkDirection d, Micros delay);
    Micros delay(LinkDirection d) const;
    // Partition one direction (bytes are read and dropped) or heal it.
    void setPartitioned(LinkDirection d, bool on);
    bool partitioned(LinkDirection d) const;
    // Both directions at once: the usual partition of a master.
    void setPartitioned(bool on);
    // Closes every connection carried now; new ones are accepted as before.
    void cut();

    LinkStats stats() const;

    struct Impl;

private:
    explicit LinkProxy(std::unique_ptr<Impl> impl);
    std::unique_ptr<Impl> m_impl;
};

} // namespace redlock
