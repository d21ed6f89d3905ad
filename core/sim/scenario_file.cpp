#include "core/sim/scenario_file.h"

#include "core/json/json_out.h"

#include <charconv>
#include <cmath>

namespace redlock::sim {

namespace {

// Shortest text that reads back to the same double (std::to_chars guarantees the round trip).
std::string exactNumber(double v) {
    char buf[64];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
    return ec == std::errc() ? std::string(buf, end) : jsonNumber(v, 17);
}

// Builds one JSON object member by member; `ind` is the indentation of the object's members.
class Obj {
public:
    explicit Obj(std::string ind) : m_ind(std::move(ind)) {}
    Obj& raw(const char* key, const std::string& value) {
        m_out += m_first ? "" : ",";
        m_out += "\n" + m_ind + jsonString(key) + ": " + value;
        m_first = false;
        return *this;
    }
    Obj& str(const char* key, const std::string& v) { return raw(key, jsonString(v)); }
    Obj& ms(const char* key, Us v) { return raw(key, msText(v)); }
    std::string done(const std::string& closeInd) const {
        return m_first ? "{}" : "{" + m_out + "\n" + closeInd + "}";
    }
    // Compact: for the small objects written one per line (clients, faults, links).
    std::string line() const {
        std::string s = m_out;
        std::string out;
        for (std::size_t i = 0; i < s.size(); ++i) {
            if (s[i] == '\n') {
                i += m_ind.size();
                out += out.empty() ? "" : " ";
            } else {
                out += s[i];
            }
        }
        return "{ " + out + " }";
    }

private:
    std::string m_ind;
    std::string m_out;
    bool m_first = true;
};

std::string names(const std::vector<std::string>& v) {
    std::string s = "[";
    for (std::size_t i = 0; i < v.size(); ++i) {
        s += (i ? ", " : "") + jsonString(v[i]);
    }
    return s + "]";
}

template <class T, class F>
std::string list(const std::vector<T>& items, const std::string& ind, F&& one) {
    if (items.empty()) {
        return "[]";
    }
    std::string s = "[";
    for (std::size_t i = 0; i < items.size(); ++i) {
        s += (i ? ",\n" : "\n") + ind + "  " + one(items[i]);
    }
    return s + "\n" + ind + "]";
}

const char* expiryName(Expiry e) { return e == Expiry::Wall ? "wall" : "monotonic"; }
const char* persistenceName(Persistence p) {
    return p == Persistence::None ? "none" : p == Persistence::EverySec ? "everysec" : "always";
}

std::string params(const Params& p, const std::string& ind) {
    Obj o(ind + "  ");
    o.raw("masters", names(p.masters))
        .raw("ttl_ms", std::to_string(p.ttlMs))
        .ms("timeout_ms", p.timeoutUs)
        .ms("latency_ms", p.latencyUs)
        .raw("drift_factor", exactNumber(p.driftFactor))
        .str("expiry", expiryName(p.expiry))
        .str("persistence", persistenceName(p.persistence))
        .ms("restart_delay_ms", p.restartDelayUs)
        .str("fencing", fencingName(p.fencing))
        .raw("fence_start", std::to_string(p.fenceStart))
        .ms("retry_delay_ms", p.retryDelayUs)
        .str("retry", p.retry == RetryMode::Spread ? "spread" : "align")
        .raw("max_attempts", std::to_string(p.maxAttempts))
        .raw("max_extensions", std::to_string(p.maxExtensions))
        .ms("storage_latency_ms", p.storageLatencyUs)
        .ms("end_ms", p.endUs)
        .str("fanout", p.fanout == FanOut::Parallel ? "parallel" : "sequential")
        .str("client_clock", p.clientClock == ClientClock::Monotonic ? "monotonic" : "wall")
        .str("fence_from", p.fenceFrom == FenceFrom::Storage ? "storage" : "lock")
        .raw("extend_set_nx", p.extendSetNx ? "true" : "false")
        .ms("unlock_retry_ms", p.unlockRetryUs)
        .ms("lock_remaining_ms", p.lockRemainingUs);
    Obj f("");
    f.str("master", p.failover.master)
        .ms("down_after_ms", p.failover.downAfterUs)
        .ms("promote_ms", p.failover.promoteUs)
        .ms("replication_ms", p.failover.replicationUs);
    o.raw("failover", f.line());
    return o.done(ind);
}

std::string client(const ClientSpec& c) {
    Obj o("");
    o.str("name", c.name).ms("start_ms", c.startUs);
    if (c.naive) {
        o.raw("naive", "true");
    }
    if (c.maxAttempts > 0) {
        o.raw("max_attempts", std::to_string(c.maxAttempts));
    }
    if (!c.steps.empty()) {
        std::string steps = "[";
        for (std::size_t i = 0; i < c.steps.size(); ++i) {
            Obj s("");
            s.str("op", c.steps[i].op);
            if (c.steps[i].atUs >= 0) { // -1 means "after the previous step"
                s.ms("at_ms", c.steps[i].atUs);
            }
            if (c.steps[i].afterUs != 0) {
                s.ms("after_ms", c.steps[i].afterUs);
            }
            steps += (i ? ", " : " ") + s.line();
        }
        o.raw("steps", steps + " ]");
    }
    return o.line();
}

std::string fault(const Fault& f) {
    // Only what differs from a fresh Fault: the reader starts from the same defaults.
    const Fault d;
    Obj o("");
    o.str("kind", f.kind).ms("at_ms", f.atUs);
    if (!f.client.empty()) o.str("client", f.client);
    if (!f.masters.empty()) o.raw("masters", names(f.masters));
    if (!f.master.empty()) o.str("master", f.master);
    if (f.forUs != d.forUs) o.ms("for_ms", f.forUs);
    if (f.byUs != d.byUs) o.ms("by_ms", f.byUs);
    if (f.extraUs != d.extraUs) o.ms("extra_ms", f.extraUs);
    if (f.direction != d.direction) o.str("direction", f.direction);
    if (f.ratePpm != d.ratePpm) o.raw("rate", exactNumber(static_cast<double>(f.ratePpm) / 1e6));
    if (!f.text.empty()) o.str("text", f.text);
    return o.line();
}

std::string link(const LinkSpec& l) {
    Obj o("");
    o.str("client", l.client).raw("masters", names({l.master})).ms("latency_ms", l.latencyUs);
    return o.line();
}

// The members a variant may patch, written in full so the variant needs nothing from the base.
void body(Obj& o, const Scenario& s, const std::string& ind) {
    o.str("title", s.title).str("caption", s.caption);
    o.raw("params", params(s.params, ind));
    o.raw("clients", list(s.clients, ind, client));
    o.raw("links", list(s.links, ind, link));
    o.raw("faults", list(s.faults, ind, fault));
}

} // namespace

const char* fencingName(Fencing f) {
    return f == Fencing::Off ? "off" : f == Fencing::Token ? "token" : "check-and-set";
}

const Scenario* ScenarioFile::find(const std::string& variant) const {
    if (variant.empty()) {
        return &base;
    }
    for (const Scenario& v : variants) {
        if (v.variant == variant) {
            return &v;
        }
    }
    return nullptr;
}

std::string toJson(const ScenarioFile& file) {
    Obj top("  ");
    top.str("name", file.base.name);
    top.raw("seed", std::to_string(file.base.seed));
    body(top, file.base, "  ");
    if (!file.variants.empty()) {
        Obj vs("    ");
        for (const Scenario& v : file.variants) {
            Obj one("      ");
            body(one, v, "      ");
            vs.raw(v.variant.c_str(), one.done("    "));
        }
        top.raw("variants", vs.done("  "));
    }
    if (file.view != ScenarioView{}) {
        Obj view("");
        view.str("a", file.view.a);
        if (file.view.b) view.str("b", *file.view.b);
        if (file.view.fencing) view.str("fencing", fencingName(*file.view.fencing));
        if (file.view.playheadUs >= 0) view.ms("playhead_ms", file.view.playheadUs);
        top.raw("view", view.line());
    }
    return top.done("") + "\n";
}

std::string toJson(const Scenario& scenario) {
    ScenarioFile f;
    f.base = scenario;
    f.base.variants.clear();
    return toJson(f);
}

} // namespace redlock::sim
