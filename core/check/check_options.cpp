#include "core/check/check_options.h"

#include "core/json/json_out.h"
#include "core/lock/lease.h"

#include <algorithm>
#include <charconv>

namespace redlock::check {

namespace {
// Appended, not `"'" + std::string(s) + "'"`: GCC 12 reports a false -Werror=restrict in
// libstdc++'s `"literal" + std::string&&` at -O3 (see core/valkey/address.cpp).
std::string quoted(std::string_view s) {
    std::string out(1, '\'');
    out += s;
    out += '\'';
    return out;
}
constexpr const char* kFaultNames =
    "hang, crash, restart, pause-client, clock-jump, clock-rate, delay, partition";

// "auto" (true) or a whole number in [lo, hi] into `value`; false with nothing set otherwise.
bool autoOrNumber(std::string_view text, long long lo, long long hi, long long& value,
                  bool& isAuto) {
    if (text == "auto") {
        isAuto = true;
        return true;
    }
    long long v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size() || v < lo || v > hi) {
        return false;
    }
    isAuto = false;
    value = v;
    return true;
}
} // namespace

std::string FaultSet::text() const {
    std::string out;
    auto add = [&](bool on, const char* name) {
        if (on) {
            if (!out.empty()) {
                out += ','; // appended: see quoted()
            }
            out += name;
        }
    };
    add(hang, "hang");
    add(crash, "crash");
    add(restart, "restart");
    add(pauseClient, "pause-client");
    add(clockJump, "clock-jump");
    add(clockRate, "clock-rate");
    add(delay, "delay");
    add(partition, "partition");
    return out.empty() ? "none" : out;
}

Result<FaultSet> parseFaults(std::string_view list) {
    FaultSet f;
    if (list.empty()) { // an empty value is a mistake (a shell variable unset), not "none"
        return Error{"the fault list is empty: expected " + std::string(kFaultNames) +
                     " (comma-separated) or none"};
    }
    if (list == "none") {
        return f;
    }
    std::size_t start = 0;
    while (start <= list.size()) {
        const auto comma = list.find(',', start);
        const auto name = list.substr(start, comma == list.npos ? list.npos : comma - start);
        bool* flag = name == "hang"           ? &f.hang
                     : name == "crash"        ? &f.crash
                     : name == "restart"      ? &f.restart
                     : name == "pause-client" ? &f.pauseClient
                     : name == "clock-jump"   ? &f.clockJump
                     : name == "clock-rate"   ? &f.clockRate
                     : name == "delay"        ? &f.delay
                     : name == "partition"    ? &f.partition
                                              : nullptr;
        if (flag == nullptr) {
            return Error{"fault " + quoted(name) + " is unknown: expected one of " +
                         std::string(kFaultNames)};
        }
        if (*flag) {
            return Error{"fault " + quoted(name) + " is listed twice: expected each at most once"};
        }
        *flag = true;
        if (comma == list.npos) {
            break;
        }
        start = comma + 1;
    }
    return f;
}

Result<bool> parseRestartDelay(std::string_view text, CheckOptions& opt) {
    long long ms = 0;
    if (!autoOrNumber(text, 0, kMaxTtl.count(), ms, opt.autoRestartDelay)) {
        return Error{"--restart-delay " + quoted(text) +
                     " is not valid: expected auto or 0 to 86400000 ms"};
    }
    opt.restartDelay = Millis(ms);
    return true;
}

Result<bool> parseJump(std::string_view text, CheckOptions& opt) {
    long long ms = 0;
    if (!autoOrNumber(text, 1, kMaxTtl.count(), ms, opt.autoJump)) {
        return Error{"--jump " + quoted(text) + " is not valid: expected auto or 1 to 86400000 ms"};
    }
    opt.jump = Millis(ms);
    return true;
}

Result<bool> parseRatePpm(std::string_view text, CheckOptions& opt) {
    long long ppm = 0;
    if (!autoOrNumber(text, -999999, 10000000, ppm, opt.autoRate) || (!opt.autoRate && ppm == 0)) {
        opt.autoRate = true;
        return Error{"--rate-ppm " + quoted(text) +
                     " is not valid: expected auto or a non-zero -999999 to 10000000 ppm"};
    }
    opt.ratePpm = ppm;
    return true;
}

Micros effectiveJump(const CheckOptions& opt) {
    return opt.autoJump ? driftFor(opt.ttl) / 2 : Micros(opt.jump);
}

std::int64_t effectiveRatePpm(const CheckOptions& opt) {
    return opt.autoRate ? static_cast<std::int64_t>(kDefaultDriftFactor * 1e6 / 2) : opt.ratePpm;
}

Micros linkDelay(const CheckOptions& opt) {
    return opt.timeout * 2;
}

Result<Persistence> parsePersistence(std::string_view text) {
    if (text == "none") {
        return Persistence::None;
    }
    if (text == "always") {
        return Persistence::Always;
    }
    return Error{"--persistence " + quoted(text) + " is not valid: expected none or always"};
}

Millis restartMargin(Millis ttl) {
    return std::max(Millis(50), ttl / 10);
}

Millis effectiveRestartDelay(const CheckOptions& opt) {
    return opt.autoRestartDelay ? opt.ttl + restartMargin(opt.ttl) : opt.restartDelay;
}

bool scripted(const CheckOptions& opt) {
    return (opt.faults.onlyRestart() && !opt.autoRestartDelay && opt.restartDelay.count() == 0) ||
           scriptedClockJump(opt);
}

bool scriptedClockJump(const CheckOptions& opt) {
    return opt.faults.onlyClockJump();
}

namespace {
// What a clock r ppm fast takes off a key's life over one TTL.
Micros rateLoss(const CheckOptions& opt) {
    return Micros{effectiveRatePpm(opt) * Micros(opt.ttl).count() / 1000000};
}
} // namespace

Unsafe unsafeSetting(const CheckOptions& opt) {
    const Micros drift = driftFor(opt.ttl);
    if ((opt.faults.crash || opt.faults.restart) && opt.persistence == Persistence::None &&
        effectiveRestartDelay(opt) < opt.ttl) {
        return Unsafe::EarlyRestart;
    }
    if (opt.faults.clockJump && effectiveJump(opt) > drift) {
        return Unsafe::ClockJump;
    }
    if (opt.faults.clockRate && rateLoss(opt) > drift) {
        return Unsafe::ClockRate;
    }
    return Unsafe::No;
}

std::string knownUnsafe(const CheckOptions& opt) {
    const auto ms = [](Micros d) { return sim::msText(d.count()) + " ms"; };
    const Micros drift = driftFor(opt.ttl);
    const Micros ttl = opt.ttl;
    switch (unsafeSetting(opt)) {
    case Unsafe::No:
        break;
    case Unsafe::EarlyRestart:
        return "a restart delay of " + ms(effectiveRestartDelay(opt)) + " is below the TTL (" +
               ms(ttl) +
               ") without persistence: a restarted master forgets a key whose holder "
               "still believes";
    case Unsafe::ClockJump:
        return "clock jumps of " + ms(effectiveJump(opt)) + " exceed the drift allowance (" +
               ms(drift) + "): a jumped master expires a key early";
    case Unsafe::ClockRate:
        return "a clock " + std::to_string(effectiveRatePpm(opt)) + " ppm fast takes " +
               ms(rateLoss(opt)) + " off a " + ms(ttl) + " key, more than the drift allowance (" +
               ms(drift) + "): that master expires a key early";
    }
    return {};
}

std::string commandLine(const CheckOptions& opt) {
    const auto secs = std::chrono::duration_cast<std::chrono::seconds>(opt.duration).count();
    std::string out =
        "redlockctl check --spawn " + std::to_string(opt.servers) + " --clients " +
        std::to_string(opt.clients) + " --duration " + std::to_string(secs) + " --faults " +
        opt.faults.text() + " --restart-delay " +
        (opt.autoRestartDelay ? std::string("auto") : std::to_string(opt.restartDelay.count())) +
        " --persistence " + (opt.persistence == Persistence::Always ? "always" : "none") +
        " --ttl " + std::to_string(opt.ttl.count()) + " --timeout " +
        std::to_string(opt.timeout.count() / 1000) + " --seed " + std::to_string(opt.seed);
    if (opt.faults.clockJump) {
        out += " --jump ";
        out += opt.autoJump ? std::string("auto") : std::to_string(opt.jump.count());
    }
    if (opt.faults.clockRate) {
        out += " --rate-ppm ";
        out += opt.autoRate ? std::string("auto") : std::to_string(opt.ratePpm);
    }
    if (opt.docker) {
        out += " --docker";
        if (!opt.dockerImage.empty()) {
            out += " --image " + opt.dockerImage;
        }
    }
    return out;
}

Result<CheckOptions> checkCheckOptions(const CheckOptions& opt) {
    if (opt.servers < 3 || opt.servers > 9) {
        return Error{"--spawn " + std::to_string(opt.servers) +
                     " is out of range: expected 3 to 9 servers (faults need a minority to hit)"};
    }
    if (opt.clients < 1 || opt.clients > 16) {
        return Error{"--clients " + std::to_string(opt.clients) +
                     " is out of range: expected 1 to 16"};
    }
    if (scripted(opt) && opt.clients < 2) {
        return Error{std::string("--clients 1 is too few for the scripted ") +
                     (scriptedClockJump(opt) ? "clock-jump" : "restart") +
                     " schedule: expected 2 to 16"};
    }
    const auto secs = std::chrono::duration_cast<std::chrono::seconds>(opt.duration).count();
    if (secs < 1 || secs > 3600) {
        return Error{"--duration " + std::to_string(secs) +
                     " s is out of range: expected 1 to 3600 s"};
    }
    if (auto ttl = checkTtl(opt.ttl.count()); !ttl) {
        return ttl.error();
    }
    if (opt.timeout >= Micros(opt.ttl)) {
        return Error{"--ttl " + std::to_string(opt.ttl.count()) +
                     " ms must be above the per-instance timeout (" +
                     std::to_string(opt.timeout.count() / 1000) + " ms)"};
    }
    return opt;
}

} // namespace redlock::check
