#include "core/sim/trace.h"

#include "core/json/json_out.h"

#include <algorithm>

namespace redlock::sim {

const char* laneKindName(LaneKind k) {
    switch (k) {
    case LaneKind::Client:
        return "client";
    case LaneKind::Master:
        return "master";
    case LaneKind::Storage:
        return "storage";
    }
    return "?";
}

const char* spanKindName(SpanKind k) {
    switch (k) {
    case SpanKind::Belief:
        return "belief";
    case SpanKind::Truth:
        return "truth";
    case SpanKind::KeyAlive:
        return "key";
    case SpanKind::Pause:
        return "pause";
    case SpanKind::Down:
        return "down";
    }
    return "?";
}

SimResult clipAt(const SimResult& r, Us t) {
    SimResult out = r;
    out.endUs = std::min(r.endUs, t);
    std::erase_if(out.events, [t](const TraceEvent& e) { return e.t > t; });
    std::erase_if(out.spans, [t](const Span& s) { return s.from > t; });
    for (Span& s : out.spans) {
        s.to = std::min(s.to, t);
    }
    std::erase_if(out.messages, [t](const Message& m) { return m.sent > t; });
    for (Message& m : out.messages) {
        if (m.arrived > t) {
            m.arrived = -1;
            m.outcome = "in-flight";
        }
        if (m.read > t) {
            m.read = -1;
        }
    }
    std::erase_if(out.attempts, [t](const Attempt& a) { return a.t2 > t; });
    std::erase_if(out.writes, [t](const StorageWrite& w) { return w.t > t; });
    std::erase_if(out.overlaps, [t](const Overlap& o) { return o.from >= t; });
    out.overlapUs = 0;
    for (Overlap& o : out.overlaps) {
        o.to = std::min(o.to, t);
        out.overlapUs += o.to - o.from;
    }
    out.staleWritesAccepted = static_cast<int>(std::count_if(
        out.writes.begin(), out.writes.end(), [](const StorageWrite& w) { return w.stale; }));
    return out;
}

std::string eventsText(const SimResult& r) {
    std::string out;
    for (const TraceEvent& e : r.events) {
        std::string t = msText(e.t);
        std::string line = std::string(t.size() < 10 ? 10 - t.size() : 0, ' ') + t + " ms  ";
        std::string actor = e.actor;
        actor.resize(std::max<std::size_t>(actor.size(), 9), ' ');
        std::string kind = e.kind;
        kind.resize(std::max<std::size_t>(kind.size(), 16), ' ');
        out += line + actor + kind + e.detail + "\n";
    }
    return out;
}

std::string toText(const SimResult& r) {
    std::string out = "scenario " + r.scenario + (r.variant.empty() ? "" : " / " + r.variant) +
                      ", seed " + std::to_string(r.seed) + ", until " + msText(r.endUs) + " ms\n\n";
    out += eventsText(r);
    out += "\nattempts:\n";
    for (const Attempt& a : r.attempts) {
        out += "  " + a.client + " " + a.kind + " #" + std::to_string(a.number) + ": T1 " +
               msText(a.t1) + ", T2 " + msText(a.t2) + ", " + std::to_string(a.votes) + "/" +
               std::to_string(a.n) + " votes, validity " + msText(a.validityUs) + " ms, " +
               (a.held ? "held until " + msText(a.beliefEnd) : "not held (" + a.reason + ")") +
               "\n";
    }
    out += "overlaps of belief (safety violations):" +
           std::string(r.overlaps.empty() ? " none\n" : "\n");
    for (const Overlap& o : r.overlaps) {
        out += "  " + o.a + " and " + o.b + ": " + msText(o.from) + " → " + msText(o.to) + " ms (" +
               msText(o.to - o.from) + " ms)\n";
    }
    out += "storage writes:" + std::string(r.writes.empty() ? " none\n" : "\n");
    for (const StorageWrite& w : r.writes) {
        out += "  " + msText(w.t) + " ms " + w.client + " token " + std::to_string(w.fence) + ": " +
               (w.accepted ? "accepted" : "rejected") + (w.stale ? " (stale)" : "") + "\n";
    }
    out += "validity_ms " + msText(r.validityUs) + ", overlap_ms " + msText(r.overlapUs) +
           ", stale_writes_accepted " + std::to_string(r.staleWritesAccepted) + "\n";
    return out;
}

std::string toJson(const SimResult& r) {
    std::string o = "{";
    bool f = true;
    jsonKey(o, "scenario", f), o += jsonString(r.scenario);
    jsonKey(o, "variant", f), o += jsonString(r.variant);
    jsonKey(o, "seed", f), o += std::to_string(r.seed);
    jsonKey(o, "end_ms", f), o += msText(r.endUs);
    jsonKey(o, "validity_ms", f), o += msText(r.validityUs);
    jsonKey(o, "overlap_ms", f), o += msText(r.overlapUs);
    jsonKey(o, "stale_writes_accepted", f), o += std::to_string(r.staleWritesAccepted);
    auto list = [&o, &f](const char* key, const auto& items, auto&& one) {
        jsonKey(o, key, f);
        o += "[";
        for (std::size_t i = 0; i < items.size(); ++i) {
            o += i ? ",{" : "{";
            bool g = true;
            one(items[i], g);
            o += "}";
        }
        o += "]";
    };
    list("lanes", r.lanes, [&o](const Lane& l, bool& g) {
        jsonKey(o, "name", g), o += jsonString(l.name);
        jsonKey(o, "kind", g), o += jsonString(laneKindName(l.kind));
    });
    list("events", r.events, [&o](const TraceEvent& e, bool& g) {
        jsonKey(o, "t_ms", g), o += msText(e.t);
        jsonKey(o, "actor", g), o += jsonString(e.actor);
        jsonKey(o, "kind", g), o += jsonString(e.kind);
        jsonKey(o, "detail", g), o += jsonString(e.detail);
    });
    list("spans", r.spans, [&o](const Span& s, bool& g) {
        jsonKey(o, "lane", g), o += jsonString(s.lane);
        jsonKey(o, "kind", g), o += jsonString(spanKindName(s.kind));
        jsonKey(o, "from_ms", g), o += msText(s.from);
        jsonKey(o, "to_ms", g), o += msText(s.to);
        jsonKey(o, "owner", g), o += jsonString(s.owner);
    });
    list("messages", r.messages, [&o](const Message& m, bool& g) {
        jsonKey(o, "from", g), o += jsonString(m.from);
        jsonKey(o, "to", g), o += jsonString(m.to);
        jsonKey(o, "kind", g), o += jsonString(m.kind);
        jsonKey(o, "sent_ms", g), o += msText(m.sent);
        jsonKey(o, "arrived_ms", g), o += m.arrived < 0 ? "null" : msText(m.arrived);
        jsonKey(o, "read_ms", g), o += m.read < 0 ? "null" : msText(m.read);
        jsonKey(o, "outcome", g), o += jsonString(m.outcome);
    });
    list("attempts", r.attempts, [&o](const Attempt& a, bool& g) {
        jsonKey(o, "client", g), o += jsonString(a.client);
        jsonKey(o, "kind", g), o += jsonString(a.kind);
        jsonKey(o, "number", g), o += std::to_string(a.number);
        jsonKey(o, "t1_ms", g), o += msText(a.t1);
        jsonKey(o, "t2_ms", g), o += msText(a.t2);
        jsonKey(o, "votes", g), o += std::to_string(a.votes);
        jsonKey(o, "held", g), o += a.held ? "true" : "false";
        jsonKey(o, "reason", g), o += jsonString(a.reason);
        jsonKey(o, "validity_ms", g), o += msText(a.validityUs);
        jsonKey(o, "fence", g), o += std::to_string(a.fence);
    });
    list("overlaps", r.overlaps, [&o](const Overlap& x, bool& g) {
        jsonKey(o, "a", g), o += jsonString(x.a);
        jsonKey(o, "b", g), o += jsonString(x.b);
        jsonKey(o, "from_ms", g), o += msText(x.from);
        jsonKey(o, "to_ms", g), o += msText(x.to);
    });
    list("writes", r.writes, [&o](const StorageWrite& w, bool& g) {
        jsonKey(o, "t_ms", g), o += msText(w.t);
        jsonKey(o, "client", g), o += jsonString(w.client);
        jsonKey(o, "fence", g), o += std::to_string(w.fence);
        jsonKey(o, "accepted", g), o += w.accepted ? "true" : "false";
        jsonKey(o, "stale", g), o += w.stale ? "true" : "false";
        jsonKey(o, "reason", g), o += jsonString(w.reason);
    });
    return o + "}";
}

} // namespace redlock::sim
