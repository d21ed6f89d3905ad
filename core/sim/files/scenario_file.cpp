#include "core/sim/files/scenario_file.h"

#include "core/json/json_out.h"
#include "core/json/json_writer.h"

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

using json::JsonWriter;
using json::Layout;

void ms(JsonWriter& w, const char* key, Us v) {
    w.raw(key, msText(v));
}
void integer(JsonWriter& w, const char* key, std::int64_t v) {
    w.raw(key, std::to_string(v));
}

void names(JsonWriter& w, const char* key, const std::vector<std::string>& v) {
    w.beginArray(key, Layout::Line);
    for (const std::string& n : v) {
        w.field({}, n);
    }
    w.endArray();
}

// An array of small objects, one per line.
template <class T, class F>
void list(JsonWriter& w, const char* key, const std::vector<T>& items, F&& one) {
    w.beginArray(key, Layout::Block);
    for (const T& item : items) {
        w.beginObject({}, Layout::Line);
        one(w, item);
        w.endObject();
    }
    w.endArray();
}

const char* expiryName(Expiry e) {
    return e == Expiry::Wall ? "wall" : "monotonic";
}
const char* persistenceName(Persistence p) {
    return p == Persistence::None ? "none" : p == Persistence::EverySec ? "everysec" : "always";
}

void params(JsonWriter& w, const Params& p) {
    w.beginObject("params", Layout::Block);
    names(w, "masters", p.masters);
    integer(w, "ttl_ms", p.ttlMs);
    ms(w, "timeout_ms", p.timeoutUs);
    ms(w, "latency_ms", p.latencyUs);
    w.raw("drift_factor", exactNumber(p.driftFactor))
        .field("expiry", expiryName(p.expiry))
        .field("persistence", persistenceName(p.persistence));
    ms(w, "restart_delay_ms", p.restartDelayUs);
    w.field("fencing", fencingName(p.fencing));
    integer(w, "fence_start", p.fenceStart);
    ms(w, "retry_delay_ms", p.retryDelayUs);
    w.field("retry", p.retry == RetryMode::Spread ? "spread" : "align");
    integer(w, "max_attempts", p.maxAttempts);
    integer(w, "max_extensions", p.maxExtensions);
    ms(w, "storage_latency_ms", p.storageLatencyUs);
    ms(w, "end_ms", p.endUs);
    w.field("fanout", p.fanout == FanOut::Parallel ? "parallel" : "sequential")
        .field("client_clock", p.clientClock == ClientClock::Monotonic ? "monotonic" : "wall")
        .field("fence_from", p.fenceFrom == FenceFrom::Storage ? "storage"
                             : p.fenceFrom == FenceFrom::Lock  ? "lock"
                                                               : "counters")
        .field("extend_set_nx", p.extendSetNx);
    ms(w, "unlock_retry_ms", p.unlockRetryUs);
    ms(w, "lock_remaining_ms", p.lockRemainingUs);
    w.beginObject("failover", Layout::Line).field("master", p.failover.master);
    ms(w, "down_after_ms", p.failover.downAfterUs);
    ms(w, "promote_ms", p.failover.promoteUs);
    ms(w, "replication_ms", p.failover.replicationUs);
    w.endObject();
    w.endObject();
}

void client(JsonWriter& w, const ClientSpec& c) {
    w.field("name", c.name);
    ms(w, "start_ms", c.startUs);
    if (c.naive) {
        w.field("naive", true);
    }
    if (c.maxAttempts > 0) {
        integer(w, "max_attempts", c.maxAttempts);
    }
    if (c.loop) {
        w.field("loop", true);
    }
    // Whatever the reader took, the writer gives back: a think time on a client that does not
    // loop does nothing, but a file that has one must read back as itself (fuzz_scenario found
    // a file that lost it on the way out).
    if (c.loop || c.thinkUs != 0) {
        ms(w, "think_ms", c.thinkUs);
    }
    if (!c.steps.empty()) {
        w.beginArray("steps", Layout::Line);
        for (const Step& step : c.steps) {
            w.beginObject({}, Layout::Line).field("op", kindName(step.op));
            if (step.atUs >= 0) { // -1 means "after the previous step"
                ms(w, "at_ms", step.atUs);
            }
            if (step.afterUs != 0) {
                ms(w, "after_ms", step.afterUs);
            }
            w.endObject();
        }
        w.endArray();
    }
}

void fault(JsonWriter& w, const Fault& f) {
    // Only what differs from a fresh Fault: the reader starts from the same defaults.
    const Fault d;
    w.field("kind", kindName(f.kind));
    ms(w, "at_ms", f.atUs);
    if (!f.client.empty())
        w.field("client", f.client);
    if (!f.masters.empty())
        names(w, "masters", f.masters);
    if (!f.master.empty())
        w.field("master", f.master);
    if (f.forUs != d.forUs)
        ms(w, "for_ms", f.forUs);
    if (f.byUs != d.byUs)
        ms(w, "by_ms", f.byUs);
    if (f.extraUs != d.extraUs)
        ms(w, "extra_ms", f.extraUs);
    if (f.direction != d.direction)
        w.field("direction", kindName(f.direction));
    if (f.ratePpm != d.ratePpm)
        w.raw("rate", exactNumber(static_cast<double>(f.ratePpm) / 1e6));
    if (!f.text.empty())
        w.field("text", f.text);
    if (f.wiped)
        w.field("wiped", true);
}

void link(JsonWriter& w, const LinkSpec& l) {
    w.field("client", l.client);
    names(w, "masters", {l.master});
    ms(w, "latency_ms", l.latencyUs);
}

// The members a variant may patch, written in full so the variant needs nothing from the base.
void body(JsonWriter& w, const Scenario& s) {
    w.field("title", s.title).field("caption", s.caption);
    params(w, s.params);
    list(w, "clients", s.clients, client);
    list(w, "links", s.links, link);
    list(w, "faults", s.faults, fault);
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
    JsonWriter w;
    w.beginObject({}, Layout::Block).field("name", file.base.name);
    w.raw("seed", std::to_string(file.base.seed));
    body(w, file.base);
    if (!file.variants.empty()) {
        w.beginObject("variants", Layout::Block);
        for (const Scenario& v : file.variants) {
            w.beginObject(v.variant, Layout::Block);
            body(w, v);
            w.endObject();
        }
        w.endObject();
    }
    if (file.view != ScenarioView{}) {
        w.beginObject("view", Layout::Line).field("a", file.view.a);
        if (file.view.b)
            w.field("b", *file.view.b);
        if (file.view.fencing)
            w.field("fencing", fencingName(*file.view.fencing));
        if (file.view.playheadUs >= 0)
            ms(w, "playhead_ms", file.view.playheadUs);
        w.endObject();
    }
    w.endObject();
    return w.str() + "\n";
}

std::string toJson(const Scenario& scenario) {
    ScenarioFile f;
    f.base = scenario;
    f.base.variants.clear();
    return toJson(f);
}

// loadScenarioFile: the base, every variant and the optional "view" of a scenario file.

namespace {

constexpr double kMaxPlayheadMs = 86400000.0 * 10; // the loader's limit on simulated time

std::string at(const JsonValue& v, const std::string& field, const std::string& what) {
    return "line " + std::to_string(v.line) + ": field '" + field + "': " + what;
}

// The view names variants, so it is checked against the file's list of them.
Result<ScenarioView> readView(const JsonValue& v, const std::vector<std::string>& variants) {
    if (v.type != JsonValue::Type::Object) {
        return Error{at(v, "view", std::string("expected an object, found ") + typeName(v.type))};
    }
    const auto known = [&](const std::string& name) {
        for (const std::string& n : variants) {
            if (n == name) {
                return true;
            }
        }
        return name.empty();
    };
    std::string list = "\"\" (the base)";
    for (const std::string& n : variants) {
        list += ", " + n;
    }
    ScenarioView view;
    for (const auto& [key, m] : v.object) {
        const std::string field = "view." + key;
        if (key == "a" || key == "b") {
            if (key == "b" && m.type == JsonValue::Type::Null) {
                continue;
            }
            if (m.type != JsonValue::Type::String) {
                return Error{at(m, field,
                                std::string("expected a variant name, found ") + typeName(m.type))};
            }
            if (!known(m.string)) {
                return Error{at(m, field, "unknown variant '" + m.string + "': expected " + list)};
            }
            (key == "a" ? view.a : view.b.emplace()) = m.string;
        } else if (key == "fencing") {
            const std::string s = m.type == JsonValue::Type::String ? m.string : "";
            if (s == "off" || s == "token" || s == "check-and-set") {
                view.fencing = s == "off"     ? Fencing::Off
                               : s == "token" ? Fencing::Token
                                              : Fencing::CheckAndSet;
            } else {
                return Error{at(m, field, "expected off, token or check-and-set")};
            }
        } else if (key == "playhead_ms") {
            if (m.type != JsonValue::Type::Number || !(m.number >= 0) ||
                m.number > kMaxPlayheadMs) {
                return Error{at(m, field, "expected a number of milliseconds, 0 or more")};
            }
            view.playheadUs = static_cast<Us>(std::llround(m.number * 1000.0));
        } else {
            return Error{at(m, field, "unknown member")};
        }
    }
    return view;
}

} // namespace

Result<ScenarioFile> loadScenarioFile(std::string_view text) {
    Result<JsonValue> json = parseJson(text);
    if (!json) {
        return json.error();
    }
    Result<Scenario> base = loadScenario(*json, "");
    if (!base) {
        return base.error();
    }
    ScenarioFile file;
    file.base = std::move(base).value();
    for (const std::string& name : file.base.variants) {
        Result<Scenario> v = loadScenario(*json, name);
        if (!v) {
            return v.error();
        }
        file.variants.push_back(std::move(v).value());
    }
    if (const JsonValue* v = json->find("view")) {
        Result<ScenarioView> view = readView(*v, file.base.variants);
        if (!view) {
            return view.error();
        }
        file.view = std::move(view).value();
    }
    return file;
}
} // namespace redlock::sim
