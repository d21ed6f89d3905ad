#include "core/client/master.h"
#include "core/client/fan_out.h"

namespace redlock {

const char* opName(Op op) {
    switch (op) {
    case Op::Acquire:
        return "acquire";
    case Op::Release:
        return "release";
    case Op::Extend:
        return "extend";
    case Op::Ping:
        return "ping";
    case Op::Inspect:
        return "inspect";
    }
    return "unknown";
}

const char* outcomeName(Outcome o) {
    switch (o) {
    case Outcome::Ok:
        return "ok";
    case Outcome::Refused:
        return "refused";
    case Outcome::Timeout:
        return "timeout";
    case Outcome::Error:
        return "error";
    case Outcome::Skipped:
        return "skipped";
    }
    return "unknown";
}

const char* fanOutModeName(FanOutMode m) {
    return m == FanOutMode::Sequential ? "sequential" : "parallel";
}

std::optional<FanOutMode> parseFanOutMode(std::string_view text) {
    if (text == "parallel") {
        return FanOutMode::Parallel;
    }
    if (text == "sequential") {
        return FanOutMode::Sequential;
    }
    return std::nullopt;
}

} // namespace redlock
