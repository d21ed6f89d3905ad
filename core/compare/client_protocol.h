#pragma once
// The lines a lock client process (`redlockctl acquire --backend etcd --fenced-write`) and the
// live comparison that runs it exchange over the client's stdout and stdin, one JSON object a
// line, written and read here on both sides:
//   client -> {"event":"acquired","fence":F,"lease":"ID","ttl_ms":T}   the lock is held
//   client -> {"event":"write","fence":F}                              a write to the guarded
//                                                                      register, with its fence
//   runner -> {"write":"accepted"|"rejected","highest":H}              what the register did
// The register lives with the runner (core/check/shared_register.h), so that the write of a
// client that was frozen past its lease meets the same register as its successor's.

#include "core/lock/result.h"

#include <cstdint>
#include <string>

namespace redlock::compare {

struct ClientEvent {
    std::string event; // "acquired" or "write"
    std::int64_t fence = 0;
    std::int64_t lease = 0;
    long long ttlMs = 0;
};

struct WriteAnswer {
    bool accepted = false;
    std::int64_t highest = 0;
};

std::string acquiredLine(std::int64_t fence, std::int64_t lease, long long ttlMs);
std::string writeLine(std::int64_t fence);
std::string answerLine(const WriteAnswer& a);

// Errors name what is wrong with the line.
Result<ClientEvent> parseClientEvent(const std::string& line);
Result<WriteAnswer> parseWriteAnswer(const std::string& line);

} // namespace redlock::compare
