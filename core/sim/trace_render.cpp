#include "core/sim/trace.h"

#include "core/json/json_out.h"
#include "core/sim/narration.h"

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
    std::erase_if(out.outages, [t](const Outage& o) { return o.from >= t; });
    out.unavailableUs = 0;
    for (Outage& o : out.outages) {
        o.to = std::min(o.to, t);
        out.unavailableUs += o.to - o.from;
    }
    // The first client's first acquire, if the clip reaches its verdict.
    out.firstAcquireHeld = false;
    out.firstAcquireReason.clear();
    const auto firstClient = std::find_if(out.lanes.begin(), out.lanes.end(),
                                          [](const Lane& l) { return l.kind == LaneKind::Client; });
    for (const Attempt& a : out.attempts) {
        if (firstClient != out.lanes.end() && a.client == firstClient->name &&
            a.kind == "acquire") {
            out.firstAcquireHeld = a.held;
            out.firstAcquireReason = a.reason;
            break;
        }
    }
    out.narration = narrate(out);
    return out;
}

std::string narrationText(const SimResult& r) {
    std::string out;
    for (const Sentence& s : r.narration) {
        std::string t = msText(s.t);
        out += std::string(t.size() < 10 ? 10 - t.size() : 0, ' ') + t + " ms  " + english(s) +
               "\n";
    }
    return out;
}

namespace {

// The headline about the first client's first acquire: a refused acquire has no validity.
std::string firstAcquireText(const SimResult& r) {
    if (r.firstAcquireReason.empty()) {
        return "first acquire: none";
    }
    if (!r.firstAcquireHeld) {
        return "first acquire refused (" + r.firstAcquireReason + "), no validity";
    }
    return "validity_ms " + msText(r.validityUs);
}

} // namespace

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
               std::to_string(a.n) + " votes, elapsed " + msText(a.elapsedUs) + " ms, " +
               (a.held ? "validity " + msText(a.validityUs) + " ms, held until " +
                             msText(a.beliefEnd)
                       : "refused (" + a.reason + "; TTL - elapsed - drift = " +
                             msText(a.validityUs) + " ms), no validity") +
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
        out += "  " + msText(w.t) + " ms " + w.client +
               (r.fencing == Fencing::Token ? " token " + std::to_string(w.fence) : "") + ": " +
               (w.accepted ? "accepted" : "rejected") + (w.stale ? " (stale)" : "") + "\n";
    }
    out += "no lock while asked for (unavailable):" +
           std::string(r.outages.empty() ? " none\n" : "\n");
    for (const Outage& o : r.outages) {
        out += "  " + msText(o.from) + " → " + msText(o.to) + " ms (" + msText(o.to - o.from) +
               " ms)\n";
    }
    out += "what happened:" + std::string(r.narration.empty() ? " nothing\n" : "\n");
    out += narrationText(r);
    out += firstAcquireText(r) + ", overlap_ms " + msText(r.overlapUs) +
           ", stale_writes_accepted " + std::to_string(r.staleWritesAccepted) +
           (r.violated() ? ", VIOLATION: " : ", safe") +
           (r.overlapUs > 0 ? "beliefs overlapped" : "") +
           (r.overlapUs > 0 && r.staleWritesAccepted > 0 ? " and " : "") +
           (r.staleWritesAccepted > 0 ? "storage accepted a stale write" : "") + "\n";
    return out;
}

namespace {

std::string jsonNames(const std::vector<std::string>& names) {
    std::string o = "[";
    for (const std::string& n : names) {
        o += (o.size() > 1 ? "," : "") + jsonString(n);
    }
    return o + "]";
}

} // namespace

std::string toJson(const SimResult& r) {
    std::string o = "{";
    bool f = true;
    jsonKey(o, "scenario", f), o += jsonString(r.scenario);
    jsonKey(o, "variant", f), o += jsonString(r.variant);
    jsonKey(o, "seed", f), o += std::to_string(r.seed);
    jsonKey(o, "end_ms", f), o += msText(r.endUs);
    // A refused first acquire has no validity: null (the judge's number is in attempts[]).
    jsonKey(o, "validity_ms", f), o += r.firstAcquireHeld ? msText(r.validityUs) : "null";
    jsonKey(o, "first_acquire_held", f), o += r.firstAcquireHeld ? "true" : "false";
    jsonKey(o, "overlap_ms", f), o += msText(r.overlapUs);
    jsonKey(o, "stale_writes_accepted", f), o += std::to_string(r.staleWritesAccepted);
    jsonKey(o, "unavailable_ms", f), o += msText(r.unavailableUs);
    jsonKey(o, "violation", f),
        o += jsonString(r.overlapUs > 0 && r.staleWritesAccepted > 0 ? "overlap-and-stale-write"
                        : r.overlapUs > 0                            ? "overlap"
                        : r.staleWritesAccepted > 0                  ? "stale-write"
                                                                     : "none");
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
    // The engine's events with the outcome sentences merged in by time (actor "narrator",
    // kind "outcome:<id>"), so a reader of events[] sees what happened where it happened.
    std::vector<TraceEvent> events = r.events;
    for (const Sentence& s : r.narration) {
        const auto at = std::upper_bound(
            events.begin(), events.end(), s.t,
            [](Us t, const TraceEvent& e) { return t < e.t; });
        events.insert(at, TraceEvent{s.t, "narrator", "outcome:" + s.id, english(s)});
    }
    list("events", events, [&o](const TraceEvent& e, bool& g) {
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
        jsonKey(o, "elapsed_ms", g), o += msText(a.elapsedUs);
        jsonKey(o, "validity_ms", g), o += msText(a.validityUs);
        jsonKey(o, "fence", g), o += std::to_string(a.fence);
        jsonKey(o, "voters", g), o += jsonNames(a.voters);
        jsonKey(o, "missing", g), o += jsonNames(a.missing);
        jsonKey(o, "skipped", g), o += jsonNames(a.skipped);
    });
    list("outages", r.outages, [&o](const Outage& x, bool& g) {
        jsonKey(o, "from_ms", g), o += msText(x.from);
        jsonKey(o, "to_ms", g), o += msText(x.to);
        jsonKey(o, "waiting", g), o += jsonNames(x.waiting);
    });
    list("overlaps", r.overlaps, [&o](const Overlap& x, bool& g) {
        jsonKey(o, "a", g), o += jsonString(x.a);
        jsonKey(o, "b", g), o += jsonString(x.b);
        jsonKey(o, "from_ms", g), o += msText(x.from);
        jsonKey(o, "to_ms", g), o += msText(x.to);
    });
    list("narration", r.narration, [&o](const Sentence& s, bool& g) {
        jsonKey(o, "t_ms", g), o += msText(s.t);
        jsonKey(o, "id", g), o += jsonString(s.id);
        jsonKey(o, "text", g), o += jsonString(english(s));
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
