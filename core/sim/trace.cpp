#include "core/sim/trace.h"

#include "core/json/json_out.h"
#include "core/json/json_writer.h"
#include "core/sim/monitor.h"
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
        return kStorageLane;
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
    SimResult out = clipTraceAt(r, t);
    out.narration = narrate(out);
    return out;
}

SimResult clipTraceAt(const SimResult& r, Us t) {
    SimResult out = r;
    out.narration.clear();
    out.endUs = std::min(r.endUs, t);
    std::erase_if(out.events, [t](const TraceEvent& e) { return e.t > t; });
    std::erase_if(out.spans, [t](const Span& s) { return s.from > t; });
    for (Span& s : out.spans) {
        s.to = std::min(s.to, t);
    }
    // A majority's holding that begins at t covers no time yet: the monitor makes no empty truth
    // span for a run stopped there (a key set at t does stay, empty, as the stopped run has it).
    std::erase_if(out.spans,
                  [](const Span& s) { return s.kind == SpanKind::Truth && s.to <= s.from; });
    std::erase_if(out.messages, [t](const Message& m) { return m.sent > t; });
    for (Message& m : out.messages) {
        if (m.arrived > t) {
            m.arrived = -1;
            m.outcome = MessageOutcome::InFlight;
        } else if (m.taken > t) {
            // Arrived at a hung master that had not taken it by t: waiting there, in flight (as
            // a run stopped at t has it), neither delivered nor dropped yet.
            m.outcome = MessageOutcome::InFlight;
        }
        if (m.read > t) {
            m.read = -1;
            m.late = false; // lateness is what the client saw when it read the reply
        }
        if (m.taken > t) {
            m.taken = -1;
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
    // Counted again from the clip's own record: it knows only the attempts judged by t, and a
    // stretch of the full run may start at an attempt refused after t (a run stopped at t has
    // no such stretch).
    countOutages(out);
    // The first client's first acquire, if the clip reaches its verdict.
    out.firstAcquireHeld = false;
    out.firstAcquireReason.reset();
    const auto firstClient = std::find_if(out.lanes.begin(), out.lanes.end(),
                                          [](const Lane& l) { return l.kind == LaneKind::Client; });
    for (const Attempt& a : out.attempts) {
        if (firstClient != out.lanes.end() && a.client == firstClient->name &&
            a.kind == AttemptKind::Acquire) {
            out.firstAcquireHeld = a.held;
            out.firstAcquireReason = a.reason;
            break;
        }
    }
    return out;
}

std::string narrationText(const SimResult& r) {
    std::string out;
    for (const Sentence& s : r.narration) {
        const std::string t = sentenceTimeForPeople(s);
        out += std::string(t.size() < 10 ? 10 - t.size() : 0, ' ') + t + " ms  " +
               english(s, MsDigits::People) + "\n";
    }
    return out;
}

namespace {

// The headline about the first client's first acquire: a refused acquire has no validity.
std::string firstAcquireText(const SimResult& r) {
    if (!r.firstAcquireReason) {
        return "first acquire: none";
    }
    if (!r.firstAcquireHeld) {
        return "first acquire refused (" + std::string(reasonName(*r.firstAcquireReason)) +
               "), no validity";
    }
    return "validity_ms " + msText(r.validityUs);
}

} // namespace

std::string reasonText(const Attempt& a) {
    if (a.late) {
        return "belief-ended";
    }
    return a.reason ? reasonName(*a.reason) : "";
}

std::string outcomeText(const Message& m) {
    return std::string(kindName(m.outcome)) + (m.late ? "-late" : "");
}

std::string eventsText(const SimResult& r) {
    std::string out;
    for (const TraceEvent& e : r.events) {
        std::string t = msText(e.t);
        std::string line = std::string(t.size() < 10 ? 10 - t.size() : 0, ' ') + t + " ms  ";
        std::string actor = e.actor;
        actor.resize(std::max<std::size_t>(actor.size(), 9), ' ');
        std::string kind = kindName(e.kind);
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
        out +=
            "  " + a.client + " " + kindName(a.kind) + " #" + std::to_string(a.number) + ": T1 " +
            msText(a.t1) + ", T2 " + msText(a.t2) + ", " + std::to_string(a.votes) + "/" +
            std::to_string(a.n) + " votes, elapsed " + msText(a.elapsedUs) + " ms, " +
            (a.held ? "validity " + msText(a.validityUs) + " ms, held until " + msText(a.beliefEnd)
                    : "refused (" + reasonText(a) + "; TTL - elapsed - drift = " +
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

using json::JsonWriter;

void names(JsonWriter& w, std::string_view key, const std::vector<std::string>& items) {
    w.beginArray(key);
    for (const std::string& n : items) {
        w.field({}, n);
    }
    w.endArray();
}

// A time in milliseconds; a negative time is one that never came (null).
void ms(JsonWriter& w, std::string_view key, Us t) {
    w.raw(key, msText(t));
}
void msOrNull(JsonWriter& w, std::string_view key, Us t) {
    if (t < 0) {
        w.null(key);
    } else {
        ms(w, key, t);
    }
}

// One array of objects: `one(w, item)` writes the members of each.
template <class T, class F>
void list(JsonWriter& w, std::string_view key, const std::vector<T>& items, F&& one) {
    w.beginArray(key);
    for (const T& item : items) {
        w.beginObject();
        one(w, item);
        w.endObject();
    }
    w.endArray();
}

} // namespace

std::string toJson(const SimResult& r) {
    JsonWriter w;
    w.beginObject()
        .field("scenario", r.scenario)
        .field("variant", r.variant)
        .raw("seed", std::to_string(r.seed))
        .raw("end_ms", msText(r.endUs));
    // A refused first acquire has no validity: null (the judge's number is in attempts[]).
    if (r.firstAcquireHeld) {
        w.raw("validity_ms", msText(r.validityUs));
    } else {
        w.null("validity_ms");
    }
    w.field("first_acquire_held", r.firstAcquireHeld)
        .raw("overlap_ms", msText(r.overlapUs))
        .raw("stale_writes_accepted", std::to_string(r.staleWritesAccepted))
        .raw("unavailable_ms", msText(r.unavailableUs))
        .field("violation", r.overlapUs > 0 && r.staleWritesAccepted > 0 ? "overlap-and-stale-write"
                            : r.overlapUs > 0                            ? "overlap"
                            : r.staleWritesAccepted > 0                  ? "stale-write"
                                                                         : "none");
    list(w, "lanes", r.lanes, [](JsonWriter& o, const Lane& l) {
        o.field("name", l.name).field("kind", laneKindName(l.kind));
    });
    // The engine's events with the outcome sentences merged in by time (actor "narrator",
    // kind "outcome:<id>", a name no EventKind has), so a reader of events[] sees what happened
    // where it happened.
    struct Line {
        Us t;
        std::string actor;
        std::string kind;
        std::string detail;
    };
    std::vector<Line> events;
    events.reserve(r.events.size() + r.narration.size());
    for (const TraceEvent& e : r.events) {
        events.push_back({e.t, e.actor, kindName(e.kind), e.detail});
    }
    for (const Sentence& s : r.narration) {
        const auto at = std::upper_bound(events.begin(), events.end(), s.t,
                                         [](Us t, const Line& e) { return t < e.t; });
        events.insert(at, Line{s.t, "narrator", "outcome:" + s.id, english(s)});
    }
    list(w, "events", events, [](JsonWriter& o, const Line& e) {
        ms(o, "t_ms", e.t);
        o.field("actor", e.actor).field("kind", e.kind).field("detail", e.detail);
    });
    list(w, "spans", r.spans, [](JsonWriter& o, const Span& s) {
        o.field("lane", s.lane).field("kind", spanKindName(s.kind));
        ms(o, "from_ms", s.from);
        ms(o, "to_ms", s.to);
        o.field("owner", s.owner);
    });
    list(w, "messages", r.messages, [](JsonWriter& o, const Message& m) {
        o.field("from", m.from).field("to", m.to).field("kind", kindName(m.kind));
        ms(o, "sent_ms", m.sent);
        msOrNull(o, "arrived_ms", m.arrived);
        msOrNull(o, "read_ms", m.read);
        o.field("outcome", outcomeText(m));
    });
    list(w, "attempts", r.attempts, [&r](JsonWriter& o, const Attempt& a) {
        o.field("client", a.client)
            .field("kind", kindName(a.kind))
            .raw("number", std::to_string(a.number));
        ms(o, "t1_ms", a.t1);
        ms(o, "t2_ms", a.t2);
        o.raw("votes", std::to_string(a.votes))
            .field("held", a.held)
            .field("reason", reasonText(a));
        ms(o, "elapsed_ms", a.elapsedUs);
        ms(o, "validity_ms", a.validityUs);
        if (r.tokens) { // Redlock alone hands out no ordered token: no field then
            o.raw("fence", std::to_string(a.fence));
        }
        names(o, "voters", a.voters);
        names(o, "missing", a.missing);
        names(o, "skipped", a.skipped);
        if (!a.unreachable.empty()) { // live runs only: the simulator's JSON is unchanged
            names(o, "unreachable", a.unreachable);
        }
    });
    list(w, "outages", r.outages, [](JsonWriter& o, const Outage& x) {
        ms(o, "from_ms", x.from);
        ms(o, "to_ms", x.to);
        names(o, "waiting", x.waiting);
    });
    list(w, "overlaps", r.overlaps, [](JsonWriter& o, const Overlap& x) {
        o.field("a", x.a).field("b", x.b);
        ms(o, "from_ms", x.from);
        ms(o, "to_ms", x.to);
    });
    list(w, "narration", r.narration, [](JsonWriter& o, const Sentence& s) {
        ms(o, "t_ms", s.t);
        o.field("id", s.id).field("text", english(s));
    });
    list(w, "writes", r.writes, [&r](JsonWriter& o, const StorageWrite& x) {
        ms(o, "t_ms", x.t);
        o.field("client", x.client);
        if (r.tokens) {
            o.raw("fence", std::to_string(x.fence));
        }
        o.field("accepted", x.accepted).field("stale", x.stale).field("reason", x.reason);
    });
    w.endObject();
    return w.str();
}

} // namespace redlock::sim
