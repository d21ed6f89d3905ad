#include "app/redlockctl/live_setup.h"

#include "core/json/json_out.h"
#include "core/sim/scenario.h"
#include "core/valkey/tls.h"

#include <cstdio>
#include <ostream>

namespace redlockctl {

using namespace redlock;

Result<LiveSetup> liveSetup(const CliArgs& args) {
    LiveSetup s;
    auto list = args.required("masters");
    if (!list) {
        return Error{list.error().message + ": expected H:P,H:P,... (1 to 9 masters)"};
    }
    auto masters = parseMasters(*list);
    if (!masters) {
        return masters.error();
    }
    s.masters = std::move(masters).value();
    // Range checks with the option's name first; checkOptions then adds timeout < TTL.
    auto ttl = args.integer("ttl", 10000, 1, 86400000, "ms");
    auto timeout = args.integer("timeout", 50, 1, 1000, "ms");
    auto retries = args.integer("retries", 0, 0, 1000);
    for (const auto* r : {&ttl, &timeout, &retries}) {
        if (!*r) {
            return r->error();
        }
    }
    s.options.ttl = Millis(*ttl);
    s.options.timeout = Millis(*timeout);
    s.options.retries = static_cast<int>(*retries);
    if (args.has("prefix")) {
        auto prefix = checkPrefix(args.get("prefix"), args.has("foreign-prefix"));
        if (!prefix) {
            return prefix.error();
        }
        s.options.prefix = *prefix;
    }
    if (args.has("fanout")) {
        const std::string v = args.get("fanout");
        const auto mode = parseFanOutMode(v);
        if (!mode) {
            return Error{"--fanout " + redlock::sim::jsonString(v) +
                         " is not a fan-out order: expected parallel (all masters at once) or "
                         "sequential (one after another)"};
        }
        s.options.fanout = *mode;
    }
    if (auto ok = checkOptions(s.options); !ok) {
        return ok.error();
    }
    s.valkey.password = args.get("password");
    s.valkey.prefix = s.options.prefix;
    if (args.has("tls") || args.has("tls-ca") || args.has("tls-cert") || args.has("tls-key")) {
        auto tls =
            TlsContext::create({args.get("tls-ca"), args.get("tls-cert"), args.get("tls-key")});
        if (!tls) {
            return tls.error();
        }
        s.valkey.tls = std::move(tls).value();
    }
    return s;
}

Result<std::string> checkPrefix(const std::string& p, bool foreignConfirmed) {
    static const std::string kDefault = "redlock-lab:";
    const std::string shown = "--prefix " + redlock::sim::jsonString(p);
    if (p.empty()) {
        return Error{"--prefix is empty: expected a key prefix such as redlock-lab:"};
    }
    for (unsigned char c : p) {
        if (c <= 0x20 || c >= 0x7f) {
            return Error{shown + " holds a space, control or non-ASCII byte: expected printable "
                                 "characters such as redlock-lab:team1:"};
        }
        if (c == '*' || c == '?' || c == '[' || c == ']' || c == '\\') {
            return Error{shown + " holds the glob character '" + std::string(1, char(c)) +
                         "': expected a plain key prefix such as redlock-lab:team1:"};
        }
    }
    if (p.rfind(kDefault, 0) != 0 && !foreignConfirmed) {
        return Error{shown + " writes outside redlock-lab:: add --foreign-prefix to confirm, "
                             "or use a prefix under redlock-lab:"};
    }
    return p;
}

long long rttUs(const Reply& r) {
    return (r.repliedAt - r.sentAt).count();
}

bool answered(const Reply& r) {
    return r.outcome == Outcome::Ok || r.outcome == Outcome::Refused || r.outcome == Outcome::Error;
}

void printMasters(std::ostream& out, const std::vector<MasterTrace>& masters) {
    for (std::size_t i = 0; i < masters.size(); ++i) {
        const MasterTrace& m = masters[i];
        // The app's name of the master (a trace is in master order), then its address. A round
        // trip only for a master that answered; for the others, how long the client waited
        // before it stopped: at the deadline, or when the fan-out had already settled.
        const std::string name = redlock::sim::masterName(i);
        char line[160];
        if (answered(m.reply)) {
            std::snprintf(line, sizeof line, "  %s %-22s %-8s rtt %6lld us", name.c_str(),
                          m.address.c_str(), outcomeName(m.reply.outcome), rttUs(m.reply));
        } else if (m.reply.outcome == Outcome::Skipped) {
            std::snprintf(line, sizeof line,
                          "  %s %-22s %-8s not awaited: the client stopped waiting after %lld us",
                          name.c_str(), m.address.c_str(), outcomeName(m.reply.outcome),
                          rttUs(m.reply));
        } else {
            std::snprintf(line, sizeof line, "  %s %-22s %-8s no reply by the deadline, %lld us",
                          name.c_str(), m.address.c_str(), outcomeName(m.reply.outcome),
                          rttUs(m.reply));
        }
        out << line;
        if (!m.reply.error.empty()) {
            out << "  (" << redlock::sim::terminalText(m.reply.error) << ")"; // a server's words
        }
        out << "\n";
    }
}

void jsonMasters(JsonWriter& j, std::string_view key, const std::vector<MasterTrace>& masters) {
    j.beginArray(key);
    for (std::size_t i = 0; i < masters.size(); ++i) {
        const MasterTrace& m = masters[i];
        j.beginObject()
            .field("name", redlock::sim::masterName(i))
            .field("address", m.address)
            .field("outcome", outcomeName(m.reply.outcome));
        // rtt_us is a round trip, so only a master that answered has one; waited_us is how
        // long the client waited for one that did not (deadline or settled fan-out).
        if (answered(m.reply)) {
            j.field("rtt_us", rttUs(m.reply));
        } else {
            j.null("rtt_us").field("waited_us", rttUs(m.reply));
        }
        if (!m.reply.error.empty()) {
            j.field("error", m.reply.error);
        }
        j.endObject();
    }
    j.endArray();
}

} // namespace redlockctl
