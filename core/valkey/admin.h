#pragma once
// One-shot commands outside the lock protocol, each on its own short-lived connection with a
// bounded wait (ValkeyConnection::request): the live demo's CLIENT PAUSE, and the readiness
// check of LocalServers (which process answers on a port).

#include "core/lock/result.h"
#include "core/lock/units.h"
#include "core/valkey/address.h"

#include <cstdint>
#include <memory>
#include <string>

namespace redlock {

class TlsContext;

// CLIENT PAUSE <ms> on the master at `a` (over TLS when `tls` is set). An error names the
// address and the reason.
Result<bool> clientPause(const Address& a, const std::string& password, Millis pause,
                         Micros timeout, std::shared_ptr<const TlsContext> tls = {});

// The server's wall clock, as TIME answers it (seconds and microseconds since the epoch), in
// µs. An error names the address and the reason.
Result<std::int64_t> serverTime(const Address& a, const std::string& password, Micros timeout,
                                std::shared_ptr<const TlsContext> tls = {});

// The process_id the server at 127.0.0.1:`port` reports in INFO server (over TLS when `tls`
// is set).
Result<long long> serverProcessId(int port, Micros timeout,
                                  std::shared_ptr<const TlsContext> tls = {});

} // namespace redlock
