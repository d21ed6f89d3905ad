#include "core/sim/scenario.h"

#include "core/lock/lease.h"
#include "core/lock/quorum.h"

#include "core/json/json_out.h"
#include "core/json/json_reader.h"
#include "core/sim/files/catalog.h"
#include "core/sim/limits.h"
#include "core/sim/trace.h"

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <set>

namespace redlock::sim {

namespace {

using Reader = JsonReader;

constexpr double kMaxMs = 86400000.0 * 10; // ten days of simulated time is plenty

void readParams(Reader& r, const JsonValue& obj, Params& p) {
    const std::string path = "params";
    if (!r.only(obj, path,
                {"masters",       "ttl_ms",          "timeout_ms",         "latency_ms",
                 "drift_factor",  "expiry",          "persistence",        "restart_delay_ms",
                 "fencing",       "fence_start",     "retry_delay_ms",     "retry",
                 "max_attempts",  "max_extensions",  "storage_latency_ms", "end_ms",
                 "failover",      "fanout",          "client_clock",       "fence_from",
                 "extend_set_nx", "unlock_retry_ms", "lock_remaining_ms"})) {
        return;
    }
    if (const JsonValue* m = r.array(obj, path, "masters")) {
        p.masters.clear();
        for (const JsonValue& v : m->array) {
            if (v.type != JsonValue::Type::String || v.string.empty()) {
                r.bad(v, "params.masters", "expected non-empty master names");
                return;
            }
            p.masters.push_back(v.string);
        }
        if (p.masters.size() < kMinMasters || p.masters.size() > kMaxMasters ||
            std::set<std::string>(p.masters.begin(), p.masters.end()).size() != p.masters.size()) {
            r.bad(*m, "params.masters", "expected 1 to 9 distinct names");
        }
    }
    r.integer(obj, path, "ttl_ms", p.ttlMs, 1, static_cast<double>(kMaxTtl.count()));
    r.ms(obj, path, "timeout_ms", p.timeoutUs, 0.001, 60000);
    r.ms(obj, path, "latency_ms", p.latencyUs, 0, kMaxMs);
    r.number(obj, path, "drift_factor", p.driftFactor, 0, 0.99);
    r.choice(obj, path, "expiry", p.expiry,
             {{"wall", Expiry::Wall}, {"monotonic", Expiry::Monotonic}});
    r.choice(obj, path, "persistence", p.persistence,
             {{"none", Persistence::None},
              {"everysec", Persistence::EverySec},
              {"always", Persistence::Always}});
    r.ms(obj, path, "restart_delay_ms", p.restartDelayUs, 0, kMaxMs);
    r.choice(obj, path, "fencing", p.fencing,
             {{"off", Fencing::Off},
              {"token", Fencing::Token},
              {"check-and-set", Fencing::CheckAndSet}});
    r.integer(obj, path, "fence_start", p.fenceStart, 0, 1e15);
    r.ms(obj, path, "retry_delay_ms", p.retryDelayUs, 0, kMaxMs);
    r.choice(obj, path, "retry", p.retry,
             {{"spread", RetryMode::Spread}, {"align", RetryMode::Align}});
    r.integer(obj, path, "max_attempts", p.maxAttempts, 1, 1000);
    r.integer(obj, path, "max_extensions", p.maxExtensions, 0, 1000);
    r.ms(obj, path, "storage_latency_ms", p.storageLatencyUs, 0, kMaxMs);
    r.ms(obj, path, "end_ms", p.endUs, 1, kMaxMs);
    r.choice(obj, path, "fanout", p.fanout,
             {{"parallel", FanOut::Parallel}, {"sequential", FanOut::Sequential}});
    r.choice(obj, path, "client_clock", p.clientClock,
             {{"monotonic", ClientClock::Monotonic}, {"wall", ClientClock::Wall}});
    r.choice(obj, path, "fence_from", p.fenceFrom,
             {{"storage", FenceFrom::Storage},
              {"lock", FenceFrom::Lock},
              {"counters", FenceFrom::Counters}});
    r.boolean(obj, path, "extend_set_nx", p.extendSetNx);
    r.ms(obj, path, "unlock_retry_ms", p.unlockRetryUs, 0, kMaxMs);
    r.ms(obj, path, "lock_remaining_ms", p.lockRemainingUs, 0, kMaxMs);
    if (const JsonValue* f = obj.find("failover")) {
        const std::string fp = "params.failover";
        if (r.only(*f, fp, {"master", "down_after_ms", "promote_ms", "replication_ms"})) {
            r.str(*f, fp, "master", p.failover.master);
            r.ms(*f, fp, "down_after_ms", p.failover.downAfterUs, 0, kMaxMs);
            r.ms(*f, fp, "promote_ms", p.failover.promoteUs, 0, kMaxMs);
            r.ms(*f, fp, "replication_ms", p.failover.replicationUs, 0, kMaxMs);
        }
    }
}

std::vector<std::string> readNames(Reader& r, const JsonValue& obj, const std::string& path,
                                   const char* key) {
    std::vector<std::string> out;
    if (const JsonValue* a = r.array(obj, path, key)) {
        for (const JsonValue& v : a->array) {
            if (v.type != JsonValue::Type::String) {
                r.bad(v, Reader::join(path, key), "expected names (strings)");
                break;
            }
            out.push_back(v.string);
        }
    }
    return out;
}

// A member naming one of E's values (kinds.h). Absent: `missing` is the error, if any.
template <class E>
void readKind(Reader& r, const JsonValue& obj, const std::string& path, const char* key,
              Kind<E>& out, const char* missing) {
    std::string name;
    r.str(obj, path, key, name);
    if (!r.error.empty()) {
        return;
    }
    if (!obj.find(key)) {
        if (*missing) {
            r.bad(obj, Reader::join(path, key), missing);
        }
    } else if (const std::optional<E> e = kindFrom<E>(name)) {
        out = *e;
    } else {
        r.bad(*obj.find(key), Reader::join(path, key), unknownKind<E>(name));
    }
}

void readClients(Reader& r, const JsonValue& arr, std::vector<ClientSpec>& out) {
    out.clear();
    if (!r.capped(arr, "clients", limits::kMaxClients, "clients")) {
        return;
    }
    for (std::size_t i = 0; i < arr.array.size() && r.error.empty(); ++i) {
        const JsonValue& c = arr.array[i];
        const std::string path = "clients[" + std::to_string(i) + "]";
        if (!r.only(c, path,
                    {"name", "start_ms", "naive", "max_attempts", "steps", "loop", "think_ms"})) {
            return;
        }
        ClientSpec spec;
        r.str(c, path, "name", spec.name);
        if (spec.name.empty() && r.error.empty()) {
            r.bad(c, path + ".name", "every client needs a name");
        }
        r.ms(c, path, "start_ms", spec.startUs, 0, kMaxMs);
        r.boolean(c, path, "naive", spec.naive);
        r.integer(c, path, "max_attempts", spec.maxAttempts, 1, 1000);
        r.boolean(c, path, "loop", spec.loop);
        r.ms(c, path, "think_ms", spec.thinkUs, 0, kMaxMs);
        if (const JsonValue* steps = r.array(c, path, "steps");
            steps && r.capped(*steps, path + ".steps", limits::kMaxStepsPerClient, "steps")) {
            for (std::size_t k = 0; k < steps->array.size() && r.error.empty(); ++k) {
                const JsonValue& s = steps->array[k];
                const std::string sp = path + ".steps[" + std::to_string(k) + "]";
                if (!r.only(s, sp, {"op", "at_ms", "after_ms"})) {
                    return;
                }
                Step step;
                readKind(r, s, sp, "op", step.op, "every step needs an op");
                r.ms(s, sp, "at_ms", step.atUs, 0, kMaxMs);
                r.ms(s, sp, "after_ms", step.afterUs, 0, kMaxMs);
                spec.steps.push_back(step);
            }
        }
        out.push_back(std::move(spec));
    }
}

void readFaults(Reader& r, const JsonValue& arr, std::vector<Fault>& out) {
    out.clear();
    if (!r.capped(arr, "faults", limits::kMaxFaults, "faults")) {
        return;
    }
    for (std::size_t i = 0; i < arr.array.size() && r.error.empty(); ++i) {
        const JsonValue& f = arr.array[i];
        const std::string path = "faults[" + std::to_string(i) + "]";
        if (!r.only(f, path,
                    {"kind", "at_ms", "client", "masters", "master", "for_ms", "by_ms", "extra_ms",
                     "direction", "rate", "text", "wiped"})) {
            return;
        }
        Fault fault;
        readKind(r, f, path, "kind", fault.kind, "every fault needs a kind");
        r.ms(f, path, "at_ms", fault.atUs, 0, kMaxMs);
        r.str(f, path, "client", fault.client);
        fault.masters = readNames(r, f, path, "masters");
        r.str(f, path, "master", fault.master);
        r.ms(f, path, "for_ms", fault.forUs, 0, kMaxMs);
        r.ms(f, path, "by_ms", fault.byUs, -kMaxMs, kMaxMs);
        r.ms(f, path, "extra_ms", fault.extraUs, 0, kMaxMs);
        readKind(r, f, path, "direction", fault.direction, "");
        double rate = 1.0;
        r.number(f, path, "rate", rate, 0.5, 2.0);
        fault.ratePpm = std::llround(rate * 1e6);
        r.str(f, path, "text", fault.text);
        r.boolean(f, path, "wiped", fault.wiped);
        out.push_back(std::move(fault));
    }
}

void readLinks(Reader& r, const JsonValue& arr, std::vector<LinkSpec>& out) {
    out.clear();
    if (!r.capped(arr, "links", limits::kMaxLinks, "links")) {
        return;
    }
    for (std::size_t i = 0; i < arr.array.size() && r.error.empty(); ++i) {
        const JsonValue& l = arr.array[i];
        const std::string path = "links[" + std::to_string(i) + "]";
        if (!r.only(l, path, {"client", "masters", "latency_ms"})) {
            return;
        }
        LinkSpec spec;
        r.str(l, path, "client", spec.client);
        r.ms(l, path, "latency_ms", spec.latencyUs, 0, kMaxMs);
        for (const std::string& m : readNames(r, l, path, "masters")) {
            spec.master = m;
            out.push_back(spec);
        }
    }
}

// The parts a variant may patch; the base file and each variant go through it in turn.
void readBody(Reader& r, const JsonValue& obj, Scenario& s) {
    r.str(obj, "", "title", s.title);
    r.str(obj, "", "caption", s.caption);
    if (const JsonValue* p = obj.find("params")) {
        readParams(r, *p, s.params);
    }
    if (const JsonValue* c = r.array(obj, "", "clients")) {
        readClients(r, *c, s.clients);
    }
    if (const JsonValue* l = r.array(obj, "", "links")) {
        readLinks(r, *l, s.links);
    }
    if (const JsonValue* f = r.array(obj, "", "faults")) {
        readFaults(r, *f, s.faults);
    }
}

std::string known(const std::vector<std::string>& names) {
    std::string list;
    for (const std::string& n : names) {
        list += (list.empty() ? "" : ", ") + n;
    }
    return list;
}

bool has(const std::vector<std::string>& names, const std::string& n) {
    return std::find(names.begin(), names.end(), n) != names.end();
}

// Files saved before the app named its masters M1..Mn leave "params.masters" out and call the
// five default masters A to E. Names are only names: when every master such a file names is
// one of A to E, it keeps those five names and plays as it did.
void keepOldDefaultNames(Scenario& s) {
    static const std::vector<std::string> old{"A", "B", "C", "D", "E"};
    std::vector<std::string> named;
    if (!s.params.failover.master.empty()) {
        named.push_back(s.params.failover.master);
    }
    for (const Fault& f : s.faults) {
        if (!f.master.empty()) {
            named.push_back(f.master);
        }
        for (const std::string& m : f.masters) {
            if (!(f.kind == FaultKind::Delay && m == kStorageLane)) {
                named.push_back(m);
            }
        }
    }
    for (const LinkSpec& l : s.links) {
        named.push_back(l.master);
    }
    if (!named.empty() && std::all_of(named.begin(), named.end(), [](const std::string& n) {
            return std::find(old.begin(), old.end(), n) != old.end();
        })) {
        s.params.masters = old;
    }
}

// What needs the whole scenario: names that must refer to a master or client, the sum of clock
// jumps, the attempts of a run. Empty when fine.
std::string checkWhole(const Scenario& s, const std::string& prefix) {
    const auto field = [&](const std::string& f, const std::string& what) {
        return "field '" + prefix + f + "': " + what;
    };
    const std::vector<std::string>& masters = s.params.masters;
    std::vector<std::string> clients;
    for (std::size_t i = 0; i < s.clients.size(); ++i) {
        if (has(clients, s.clients[i].name)) {
            return field("clients[" + std::to_string(i) + "].name",
                         "client '" + s.clients[i].name + "' is named twice: names must be unique");
        }
        clients.push_back(s.clients[i].name);
    }
    const auto master = [&](const std::string& f, const std::string& n) {
        return n.empty() || has(masters, n)
                   ? std::string()
                   : field(f, "unknown master '" + n + "': expected one of " + known(masters));
    };
    const auto client = [&](const std::string& f, const std::string& n) {
        return n.empty() || has(clients, n)
                   ? std::string()
                   : field(f, "unknown client '" + n + "': expected one of " + known(clients));
    };
    if (auto e = master("params.failover.master", s.params.failover.master); !e.empty()) {
        return e;
    }
    std::vector<Us> offset(masters.size(), 0);
    for (std::size_t i = 0; i < s.faults.size(); ++i) {
        const Fault& f = s.faults[i];
        const std::string at = "faults[" + std::to_string(i) + "]";
        if (auto e = client(at + ".client", f.client); !e.empty()) {
            return e;
        }
        if (auto e = master(at + ".master", f.master); !e.empty()) {
            return e;
        }
        for (const std::string& m : f.masters) {
            // A delay may also hold up the clients' writes to the protected storage (S3(d)).
            if (f.kind == FaultKind::Delay && m == kStorageLane) {
                continue;
            }
            if (auto e = master(at + ".masters", m); !e.empty()) {
                return e;
            }
        }
        if (f.kind == FaultKind::ClockJump && !f.master.empty()) {
            Us& o = offset[std::find(masters.begin(), masters.end(), f.master) - masters.begin()];
            o += f.byUs; // each |by| <= 10 days and the sum is checked every step: no overflow
            if (o > limits::kMaxClockOffsetUs || o < -limits::kMaxClockOffsetUs) {
                return field(at + ".by_ms", "the clock jumps of master '" + f.master +
                                                "' add up to " + msText(o) +
                                                " ms: at most 864000000 ms (10 days) either way");
            }
        }
    }
    for (std::size_t i = 0; i < s.links.size(); ++i) {
        const std::string at = "links[" + std::to_string(i) + "]";
        if (auto e = client(at + ".client", s.links[i].client); !e.empty()) {
            return e;
        }
        if (auto e = master(at + ".masters", s.links[i].master); !e.empty()) {
            return e;
        }
    }
    const std::int64_t attempts =
        static_cast<std::int64_t>(s.clients.size()) * s.params.maxAttempts;
    if (attempts > limits::kMaxAttemptsPerRun) {
        return field("params.max_attempts",
                     std::to_string(s.clients.size()) + " clients x " +
                         std::to_string(s.params.maxAttempts) +
                         " attempts = " + std::to_string(attempts) + ": at most " +
                         std::to_string(limits::kMaxAttemptsPerRun) + " attempts per run");
    }
    std::int64_t own = 0; // with the clients' own caps
    for (const ClientSpec& c : s.clients) {
        own += c.maxAttempts > 0 ? c.maxAttempts : s.params.maxAttempts;
    }
    if (own > limits::kMaxAttemptsPerRun) {
        return field("clients", "the clients' attempts add up to " + std::to_string(own) +
                                    ": at most " + std::to_string(limits::kMaxAttemptsPerRun) +
                                    " attempts per run");
    }
    return {};
}

} // namespace

std::string masterName(std::size_t index) {
    std::string name(1, 'M'); // appended, not `"M" + std::to_string()`: GCC 12 -O3 false -Wrestrict
    name += std::to_string(index + 1);
    return name;
}

Result<Scenario> loadScenario(const JsonValue& json, const std::string& variant) {
    Reader r;
    Scenario s;
    if (!r.only(json, "",
                {"name", "title", "caption", "seed", "params", "clients", "links", "faults",
                 "variants", "view"})) {
        return Error{r.error};
    }
    r.str(json, "", "name", s.name);
    r.integer(json, "", "seed", s.seed, 0, 1e15);
    readBody(r, json, s);
    const JsonValue* variants = json.find("variants");
    if (variants) {
        // Any member name is a variant name, so only the type is checked here.
        if (variants->type != JsonValue::Type::Object) {
            r.bad(*variants, "variants", "expected an object of named variants");
        } else if (variants->object.size() > static_cast<std::size_t>(limits::kMaxVariants)) {
            r.bad(*variants, "variants",
                  std::to_string(variants->object.size()) + " variants: at most " +
                      std::to_string(limits::kMaxVariants) + " per file");
        }
        for (const auto& [name, v] : variants->object) {
            s.variants.push_back(name);
            if (r.error.empty()) {
                r.only(v, "variants." + name,
                       {"title", "caption", "params", "clients", "links", "faults", "from"});
            }
        }
    }
    if (!r.error.empty()) {
        return Error{r.error};
    }
    if (s.clients.empty()) {
        return Error{"line " + std::to_string(json.line) +
                     ": field 'clients': at least one client"};
    }
    if (!variant.empty()) {
        const JsonValue* v = variants ? variants->find(variant) : nullptr;
        if (!v) {
            std::string list;
            for (const auto& n : s.variants) {
                list += (list.empty() ? "" : ", ") + n;
            }
            return Error{"unknown variant '" + variant + "' of scenario '" + s.name +
                         "': expected " + (list.empty() ? "no variant" : list)};
        }
        s.variant = variant;
        r.prefix = "variants." + variant + ".";
        // "from": this variant is another built-in scenario's base script (one script, two
        // places to play it); the variant's own members then patch that script.
        std::string from;
        r.str(*v, "", "from", from);
        if (!from.empty() && r.error.empty()) {
            if (from == s.name) {
                r.bad(*v->find("from"), "from", "a variant cannot come from its own scenario");
            } else if (Result<Scenario> other = builtinScenario(from); !other) {
                r.bad(*v->find("from"), "from", other.error().message);
            } else {
                s.title = other->title;
                s.caption = other->caption;
                s.params = other->params;
                s.clients = other->clients;
                s.links = other->links;
                s.faults = other->faults;
            }
        }
        readBody(r, *v, s);
        if (!r.error.empty()) {
            return Error{r.error};
        }
    }
    // A file that lists no masters of its own (and no variant "from" a built-in) has the default
    // ones, under their old names if it calls them so.
    const JsonValue* chosen = s.variant.empty() ? nullptr : variants->find(variant);
    const auto listsMasters = [](const JsonValue* body) {
        const JsonValue* p = body ? body->find("params") : nullptr;
        return p && p->find("masters");
    };
    if (!listsMasters(&json) && !listsMasters(chosen) && !(chosen && chosen->find("from"))) {
        keepOldDefaultNames(s);
    }
    if (std::string e = checkWhole(s, r.prefix); !e.empty()) {
        return Error{e};
    }
    return s;
}

Result<Scenario> loadScenarioText(std::string_view text, const std::string& variant) {
    Result<JsonValue> json = parseJson(text);
    if (!json) {
        return json.error();
    }
    return loadScenario(*json, variant);
}

} // namespace redlock::sim
