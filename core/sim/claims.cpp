#include "core/sim/claims.h"

#include "core/json/json_out.h"
#include "core/lock/quorum.h"

#include <algorithm>
#include <functional>
#include <map>
#include <set>

namespace redlock::sim {

namespace {

using Check = std::function<std::string(const SimResult&, const Sentence&)>;

// --- the sentence's arguments -------------------------------------------------------------

std::string nameArg(const Sentence& s, std::size_t k) {
    return k < s.args.size() && !s.args[k].names.empty() ? s.args[k].names.front() : "";
}
std::vector<std::string> namesArg(const Sentence& s, std::size_t k) {
    return k < s.args.size() ? s.args[k].names : std::vector<std::string>{};
}
std::int64_t num(const Sentence& s, std::size_t k) {
    return k < s.args.size() ? s.args[k].value : -1;
}

// --- the run's record -----------------------------------------------------------------------

int masterCount(const SimResult& r) {
    return static_cast<int>(std::count_if(
        r.lanes.begin(), r.lanes.end(), [](const Lane& l) { return l.kind == LaneKind::Master; }));
}

std::vector<const Span*> spansOf(const SimResult& r, SpanKind kind, const std::string& lane) {
    std::vector<const Span*> out;
    for (const Span& s : r.spans) {
        if (s.kind == kind && (lane.empty() || s.lane == lane)) {
            out.push_back(&s);
        }
    }
    return out;
}

const Span* beliefAt(const SimResult& r, const std::string& client, Us t) {
    for (const Span* b : spansOf(r, SpanKind::Belief, client)) {
        if (b->from <= t && t < b->to) {
            return b;
        }
    }
    return nullptr;
}

// The client's last belief that began by t.
const Span* lastBeliefBy(const SimResult& r, const std::string& client, Us t) {
    const Span* last = nullptr;
    for (const Span* b : spansOf(r, SpanKind::Belief, client)) {
        if (b->from <= t && (!last || b->from >= last->from)) {
            last = b;
        }
    }
    return last;
}

// Masters on which `value` is alive at t (key-alive spans, [from, to)).
int holding(const SimResult& r, const std::string& value, Us t) {
    std::set<std::string> masters;
    for (const Span* k : spansOf(r, SpanKind::KeyAlive, "")) {
        if (k->value == value && k->from <= t && t < k->to) {
            masters.insert(k->lane);
        }
    }
    return static_cast<int>(masters.size());
}

const Attempt* attemptAt(const SimResult& r, const std::string& client, AttemptKind kind, Us t2) {
    for (const Attempt& a : r.attempts) {
        if (a.client == client && a.kind == kind && a.t2 == t2) {
            return &a;
        }
    }
    return nullptr;
}

bool hasEvent(const SimResult& r, const std::string& actor, EventKind kind, Us t) {
    return std::any_of(r.events.begin(), r.events.end(), [&](const TraceEvent& e) {
        return e.actor == actor && e.kind == kind && e.t == t;
    });
}

const TraceEvent* eventAt(const SimResult& r, const std::string& actor, EventKind kind, Us t) {
    for (const TraceEvent& e : r.events) {
        if (e.actor == actor && e.kind == kind && e.t == t) {
            return &e;
        }
    }
    return nullptr;
}

// The verdict sentences share their numbers with the attempt they describe.
std::string verdictNumbers(const Attempt& a, const Sentence& s) {
    if (a.votes != num(s, 1) || a.n != num(s, 2)) {
        return "votes " + std::to_string(a.votes) + "/" + std::to_string(a.n) + " in the run";
    }
    return "";
}

// Keys of `owner` on `master` that were alive at some moment of [from, to].
std::vector<const Span*> keysDuring(const SimResult& r, const std::string& master,
                                    const std::string& owner, Us from, Us to) {
    std::vector<const Span*> out;
    for (const Span* k : spansOf(r, SpanKind::KeyAlive, master)) {
        if (k->owner == owner && k->from <= to && k->to >= from) {
            out.push_back(k);
        }
    }
    return out;
}

// Whether `key` was written by an acquire of `client` running at some moment of [from, to].
bool writtenDuring(const SimResult& r, const std::string& client, const Span& key, Us from, Us to) {
    return std::any_of(r.attempts.begin(), r.attempts.end(), [&](const Attempt& a) {
        return a.client == client && a.kind == AttemptKind::Acquire && a.t1 <= to && from <= a.t2 &&
               a.value == key.value;
    });
}

// Whether one of `keys` (of `owner`) was left from before [from, to]: written by none of the
// owner's acquires running then.
bool anyResidue(const SimResult& r, const std::string& owner, const std::vector<const Span*>& keys,
                Us from, Us to) {
    return std::any_of(keys.begin(), keys.end(),
                       [&](const Span* k) { return !writtenDuring(r, owner, *k, from, to); });
}

// The claims' own reading of the release a client sent at t, from the raw record. The narration
// words releaseOutcome (monitor.h); a predicate that called it could not catch a mistake in it.
// Each master that held the client's key when the release was sent, by what ended that key: the
// release (the key ended when that master served it, not by expiry), its expiry or another loss
// before the release was through (its last message run, dropped or lost), nothing by then
// (held on), or unknown yet (the release still on its way in a clipped run).
enum class KeyFate { Deleted, ExpiredFirst, GoneFirst, Held, Pending };
struct ReleaseRecord {
    int sent = 0;
    Us through = 0; // when its last message was run, dropped or lost; -1: one is not yet
    std::map<std::string, KeyFate> fate;
    std::vector<std::string> with(KeyFate f) const {
        std::vector<std::string> out;
        for (const auto& [master, x] : fate) {
            if (x == f) {
                out.push_back(master);
            }
        }
        return out;
    }
    bool pending() const { return !with(KeyFate::Pending).empty(); }
};

ReleaseRecord releaseRecord(const SimResult& r, const std::string& client, Us t) {
    ReleaseRecord o;
    std::map<std::string, const Message*> sentTo;
    Us through = t;
    bool waiting = false; // one on its way, or waiting at a hung master: not through yet
    for (const Message& m : r.messages) {
        if (m.kind == MessageKind::Release && m.from == client && m.sent == t) {
            ++o.sent;
            sentTo[m.to] = &m;
            through = std::max({through, m.arrived, m.taken});
            waiting = waiting || m.outcome == MessageOutcome::InFlight;
        }
    }
    o.through = waiting ? -1 : through;
    const Attempt* held = nullptr;
    for (const Attempt& a : r.attempts) {
        if (a.client == client && a.held && a.t2 <= t && (!held || a.t2 >= held->t2)) {
            held = &a;
        }
    }
    // Alive at t: begun by t and not ended by then. A span that stops at the record's end was
    // cut by it — the key lives on past it — unless the master logged its end there (expired,
    // crashed, restarted, lost in replication or failover) or served a release then.
    const auto cutByTheEnd = [&r](const Span& k) {
        if (k.to != r.endUs) {
            return false;
        }
        for (const EventKind kind : {EventKind::Expire, EventKind::Crash, EventKind::Restart,
                                     EventKind::ReplicationLost, EventKind::Failover}) {
            if (hasEvent(r, k.lane, kind, k.to)) {
                return false;
            }
        }
        return std::none_of(r.messages.begin(), r.messages.end(), [&k](const Message& m) {
            return m.kind == MessageKind::Release && m.to == k.lane && ranAt(m, k.to);
        });
    };
    for (const Span* k : spansOf(r, SpanKind::KeyAlive, "")) {
        if (!held || k->value != held->value || k->from > t ||
            (k->to <= t && !(k->to == t && cutByTheEnd(*k)))) {
            continue;
        }
        const bool expired = hasEvent(r, k->lane, EventKind::Expire, k->to);
        const auto m = sentTo.find(k->lane);
        KeyFate& f = o.fate[k->lane];
        if (m != sentTo.end() && m->second->outcome == MessageOutcome::InFlight) {
            f = KeyFate::Pending;
        } else if (m != sentTo.end() && ranAt(*m->second, k->to) && !expired) {
            f = KeyFate::Deleted;
        } else if (m == sentTo.end() || k->to > through) {
            f = KeyFate::Held;
        } else {
            f = expired ? KeyFate::ExpiredFirst : KeyFate::GoneFirst;
        }
    }
    return o;
}

// The attempt client (arg 0) judged at s.t logged an event of `kind` for each master arg 1
// names (the event's master), between T1 and T2: a per-master outcome the sentence states.
std::string everyNamedMasterLogged(const SimResult& r, const Sentence& s, EventKind kind,
                                   const char* otherwise) {
    const std::string c = nameArg(s, 0);
    const Attempt* a = attemptAt(r, c, AttemptKind::Acquire, s.t);
    a = a ? a : attemptAt(r, c, AttemptKind::Extend, s.t);
    if (!a) {
        return "no attempt judged then";
    }
    for (const std::string& m : namesArg(s, 1)) {
        const bool logged = std::any_of(r.events.begin(), r.events.end(), [&](const TraceEvent& e) {
            return e.actor == c && e.kind == kind && e.t >= a->t1 && e.t <= a->t2 && e.master == m;
        });
        if (!logged) {
            return m + " " + otherwise;
        }
    }
    return namesArg(s, 1).empty() ? "no master named" : "";
}

bool sameSet(std::vector<std::string> a, std::vector<std::string> b) {
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    return a == b;
}

// The writer's lock at the time of a write: when its last belief before the write began.
Us lockFrom(const SimResult& r, const std::string& client, Us t) {
    const Span* b = lastBeliefBy(r, client, t);
    return b ? b->from : INT64_MIN;
}

const StorageWrite* writeAt(const SimResult& r, const std::string& client, Us t, bool accepted) {
    for (const StorageWrite& w : r.writes) {
        if (w.client == client && w.t == t && w.accepted == accepted) {
            return &w;
        }
    }
    return nullptr;
}

// The last claim (check-and-set tag) the storage accepted before t, or "".
std::string taggedBy(const SimResult& r, Us t) {
    std::string owner;
    Us when = -1;
    for (const Message& m : r.messages) {
        if (m.to == kStorageLane && m.kind == MessageKind::Claim &&
            m.outcome == MessageOutcome::Accepted && m.arrived <= t && m.arrived >= when) {
            when = m.arrived;
            owner = m.from;
        }
    }
    return owner;
}

// The moments in [from, to) where a key-alive span of `value` begins or ends, and `from`.
std::vector<Us> keyEdges(const SimResult& r, const std::string& value, Us from, Us to) {
    std::vector<Us> at{from};
    for (const Span* k : spansOf(r, SpanKind::KeyAlive, "")) {
        if (k->value == value) {
            for (Us e : {k->from, k->to}) {
                if (e > from && e < to) {
                    at.push_back(e);
                }
            }
        }
    }
    return at;
}

const std::map<std::string, Check>& checks() {
    static const std::map<std::string, Check> table = {
        {"held",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const Attempt* a = attemptAt(r, nameArg(s, 0), AttemptKind::Acquire, s.t);
             if (!a || !a->held) {
                 return "no held acquire of " + nameArg(s, 0) + " judged then";
             }
             if (a->votes < quorumOf(a->n) || a->validityUs <= 0) {
                 return "the attempt had no majority or no validity left";
             }
             if (a->validityUs != a->ttlMs * 1000 - a->elapsedUs - a->driftUs) {
                 return "validity is not TTL - elapsed - drift";
             }
             // Its belief begins then (at the run's very end it has no length to show).
             const bool begins =
                 beliefAt(r, a->client, s.t) ||
                 (s.t == r.endUs && std::any_of(r.spans.begin(), r.spans.end(), [&](const Span& b) {
                      return b.kind == SpanKind::Belief && b.lane == a->client && b.from == s.t;
                  }));
             if (!begins) {
                 return "no belief begins with it";
             }
             if (!sameSet(a->voters, namesArg(s, 3)) || a->elapsedUs != num(s, 4) ||
                 a->validityUs != num(s, 5) || a->beliefEnd != num(s, 6)) {
                 return "numbers differ from the attempt";
             }
             return verdictNumbers(*a, s);
         }},
        {"extended",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const Attempt* a = attemptAt(r, nameArg(s, 0), AttemptKind::Extend, s.t);
             if (!a || !a->held || a->votes < quorumOf(a->n) || a->validityUs <= 0) {
                 return "no successful extension judged then";
             }
             if (!beliefAt(r, a->client, s.t) || a->beliefEnd != num(s, 6) ||
                 a->validityUs != num(s, 5)) {
                 return "belief or numbers differ";
             }
             return verdictNumbers(*a, s);
         }},
        {"no-answer",
         [](const SimResult& r, const Sentence& s) {
             return everyNamedMasterLogged(r, s, EventKind::Timeout,
                                           "did not time out in that attempt");
         }},
        {"request-failed",
         [](const SimResult& r, const Sentence& s) {
             return everyNamedMasterLogged(r, s, EventKind::RequestFailed,
                                           "had no failed request in that attempt");
         }},
        {"refused-no-majority",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const Attempt* a = attemptAt(r, nameArg(s, 0), AttemptKind::Acquire, s.t);
             if (!a || a->held) {
                 return "no refused acquire then";
             }
             if (a->votes >= quorumOf(a->n) || num(s, 4) != quorumOf(a->n) ||
                 !sameSet(a->voters, namesArg(s, 3))) {
                 return "the votes made a majority, or differ";
             }
             return verdictNumbers(*a, s);
         }},
        {"refused-past-ttl",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const Attempt* a = attemptAt(r, nameArg(s, 0), AttemptKind::Acquire, s.t);
             if (!a || a->held || a->elapsedUs < a->ttlMs * 1000 || a->elapsedUs != num(s, 1)) {
                 return "no refused acquire that took the whole TTL";
             }
             return "";
         }},
        {"refused-drift",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const Attempt* a = attemptAt(r, nameArg(s, 0), AttemptKind::Acquire, s.t);
             if (!a || a->held || a->votes < quorumOf(a->n) || a->elapsedUs >= a->ttlMs * 1000 ||
                 a->elapsedUs + a->driftUs < a->ttlMs * 1000) {
                 return "the refusal was not the drift allowance's";
             }
             return "";
         }},
        {"extend-refused",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const Attempt* a = attemptAt(r, nameArg(s, 0), AttemptKind::Extend, s.t);
             if (!a || a->held || (a->votes >= quorumOf(a->n) && a->validityUs > 0)) {
                 return "no refused extension then";
             }
             return "";
         }},
        {"extend-late",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const Attempt* a = attemptAt(r, nameArg(s, 0), AttemptKind::Extend, s.t);
             if (!a || a->held || beliefAt(r, a->client, s.t)) {
                 return "the client still believed when its extension was judged";
             }
             return "";
         }},
        {"extend-capped",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const std::string c = nameArg(s, 0);
             const TraceEvent* e = eventAt(r, c, EventKind::ExtendCapped, s.t);
             if (!e) {
                 return "no capped extension then";
             }
             if (e->cap != num(s, 1)) {
                 return "the engine's cap is not " + std::to_string(num(s, 1));
             }
             const Span* b = beliefAt(r, c, s.t);
             if (!b || num(s, 2) <= s.t || num(s, 2) < b->to) {
                 return "the client did not believe then, or its belief ends after the time said";
             }
             return "";
         }},
        {"extend-capped-ended",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const std::string c = nameArg(s, 0);
             const TraceEvent* e = eventAt(r, c, EventKind::ExtendCapped, s.t);
             if (!e || e->cap != num(s, 1)) {
                 return "no capped extension with that cap then";
             }
             const Span* last = lastBeliefBy(r, c, s.t);
             if (beliefAt(r, c, s.t) || (last && last->to != num(s, 2)) || num(s, 2) > s.t) {
                 return "the client still believed, or its belief ended at another time";
             }
             return "";
         }},
        {"gave-up",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const std::string c = nameArg(s, 0);
             if (!hasEvent(r, c, EventKind::GiveUp, s.t)) {
                 return "no give-up then";
             }
             // This try: the acquires since the client last held the lock or gave up (a
             // looping client asks again after either), none of them held.
             Us since = -1;
             for (const TraceEvent& e : r.events) {
                 if (e.actor == c && e.kind == EventKind::GiveUp && e.t < s.t) {
                     since = std::max(since, e.t);
                 }
             }
             for (const Attempt& a : r.attempts) {
                 if (a.client == c && a.kind == AttemptKind::Acquire && a.held && a.t2 < s.t) {
                     since = std::max(since, a.t2);
                 }
             }
             const auto n =
                 std::count_if(r.attempts.begin(), r.attempts.end(), [&](const Attempt& a) {
                     return a.client == c && a.kind == AttemptKind::Acquire && a.t2 <= s.t &&
                            a.t2 > since;
                 });
             if (n != num(s, 1)) {
                 return std::to_string(n) + " attempts in this try";
             }
             // Without the lock: no acquire begun before then holds it, and it believes nothing.
             // (A held acquire begun at or after the give-up is the next try of a looping
             // client: with no think time it begins at the very moment of the give-up.)
             const bool heldAnyway =
                 std::any_of(r.attempts.begin(), r.attempts.end(), [&](const Attempt& a) {
                     return a.client == c && a.held && a.t1 < s.t && a.t2 > s.t;
                 });
             return heldAnyway || beliefAt(r, c, s.t) ? "it held the lock after all" : "";
         }},
        {"released",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const ReleaseRecord o = releaseRecord(r, nameArg(s, 0), s.t);
             if (!hasEvent(r, nameArg(s, 0), EventKind::BeliefEnd, s.t) || o.sent == 0) {
                 return "no release sent then";
             }
             if (o.with(KeyFate::Deleted).empty() || !o.with(KeyFate::Held).empty() ||
                 o.pending() || !sameSet(o.with(KeyFate::Deleted), namesArg(s, 1))) {
                 return "not every master holding the key deleted it";
             }
             return "";
         }},
        {"released-partly",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const ReleaseRecord o = releaseRecord(r, nameArg(s, 0), s.t);
             const auto deleted = o.with(KeyFate::Deleted), held = o.with(KeyFate::Held);
             if (deleted.empty() || held.empty() || !sameSet(deleted, namesArg(s, 1)) ||
                 !sameSet(held, namesArg(s, 3)) ||
                 num(s, 2) != static_cast<std::int64_t>(deleted.size()) ||
                 num(s, 4) != static_cast<std::int64_t>(held.size())) {
                 return "the release's outcome differs";
             }
             return "";
         }},
        {"released-none",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const ReleaseRecord o = releaseRecord(r, nameArg(s, 0), s.t);
             const auto held = o.with(KeyFate::Held);
             if (!o.with(KeyFate::Deleted).empty() || held.empty() || o.pending() ||
                 !sameSet(held, namesArg(s, 1)) ||
                 num(s, 2) != static_cast<std::int64_t>(held.size())) {
                 return "some master deleted the key, or none kept it";
             }
             return "";
         }},
        {"released-gone",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const ReleaseRecord o = releaseRecord(r, nameArg(s, 0), s.t);
             return o.sent > 0 && o.fate.empty() ? "" : "a master still held the key";
         }},
        {"released-sent",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const ReleaseRecord o = releaseRecord(r, nameArg(s, 0), s.t);
             return o.sent == masterCount(r) ? "" : "the release did not go to every master";
         }},
        {"release-after-expiry",
         [](const SimResult& r, const Sentence& s) -> std::string {
             // Said when the release sent at arg 2 is through.
             const std::string c = nameArg(s, 0);
             const Us sent = num(s, 2);
             const ReleaseRecord o = releaseRecord(r, c, sent);
             if (o.sent == 0 || o.through != s.t) {
                 return "no release of this client is through then";
             }
             const auto expired = o.with(KeyFate::ExpiredFirst);
             if (expired.empty() || !sameSet(expired, namesArg(s, 1))) {
                 return "the release's outcome differs";
             }
             // Said the other way round too: each master named expired the key after the release
             // was sent and before it served that release (if it ever did).
             for (const std::string& m : namesArg(s, 1)) {
                 Us taken = -1;
                 for (const Message& x : r.messages) {
                     if (x.kind == MessageKind::Release && x.from == c && x.to == m &&
                         x.sent == sent) {
                         taken = x.taken;
                     }
                 }
                 const bool before =
                     std::any_of(r.events.begin(), r.events.end(), [&](const TraceEvent& e) {
                         return e.actor == m && e.kind == EventKind::Expire && e.t > sent &&
                                (taken < 0 || e.t <= taken);
                     });
                 if (!before) {
                     return m + " did not expire the key before serving the release";
                 }
             }
             return "";
         }},
        {"release-after-loss",
         [](const SimResult& r, const Sentence& s) -> std::string {
             // Said when the release sent at arg 3 is through.
             const ReleaseRecord o = releaseRecord(r, nameArg(s, 0), num(s, 3));
             if (o.sent == 0 || o.through != s.t) {
                 return "no release of this client is through then";
             }
             const auto gone = o.with(KeyFate::GoneFirst);
             if (gone.empty() || !sameSet(gone, namesArg(s, 1)) ||
                 num(s, 2) != static_cast<std::int64_t>(gone.size())) {
                 return "the release's outcome differs";
             }
             return "";
         }},
        {"release-skipped",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const ReleaseRecord o = releaseRecord(r, nameArg(s, 0), s.t);
             if (!hasEvent(r, nameArg(s, 0), EventKind::ReleaseSkipped, s.t) || o.sent != 0) {
                 return "a release was sent then";
             }
             std::vector<std::string> holding;
             for (const auto& [master, fate] : o.fate) {
                 holding.push_back(master);
             }
             if (holding.empty() || !sameSet(holding, namesArg(s, 1)) ||
                 num(s, 2) != static_cast<std::int64_t>(holding.size())) {
                 return "other masters held the key";
             }
             return "";
         }},
        {"release-skipped-gone",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const ReleaseRecord o = releaseRecord(r, nameArg(s, 0), s.t);
             return hasEvent(r, nameArg(s, 0), EventKind::ReleaseSkipped, s.t) && o.sent == 0 &&
                            o.fate.empty()
                        ? ""
                        : "a release was sent, or a master still held the key";
         }},
        {"late-replies",
         [](const SimResult& r, const Sentence& s) -> std::string {
             // Each master named sent a late reply read then (named once: checkClaim), and
             // the count is all the late replies the client read at that moment.
             const std::vector<std::string> from = namesArg(s, 1);
             std::int64_t replies = 0;
             for (const Message& x : r.messages) {
                 if (x.kind == MessageKind::Reply && x.to == nameArg(s, 0) && x.read == s.t &&
                     x.late) {
                     ++replies;
                     if (std::find(from.begin(), from.end(), x.from) == from.end()) {
                         return "a late reply from " + x.from + " is not named";
                     }
                 }
             }
             for (std::size_t i = 0; i < from.size(); ++i) {
                 const bool late =
                     std::any_of(r.messages.begin(), r.messages.end(), [&](const Message& x) {
                         return x.kind == MessageKind::Reply && x.from == from[i] &&
                                x.to == nameArg(s, 0) && x.read == s.t && x.late;
                     });
                 if (!late) {
                     return "no late reply from " + from[i];
                 }
             }
             if (num(s, 2) != replies) {
                 return "says " + std::to_string(num(s, 2)) + " late replies, the client read " +
                        std::to_string(replies);
             }
             return "";
         }},
        {"majority-lost",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const std::string c = nameArg(s, 0);
             const Span* b = beliefAt(r, c, s.t);
             if (!b) {
                 return "the client did not believe then";
             }
             const int need = quorumOf(masterCount(r));
             for (const Us t : keyEdges(r, b->value, s.t, b->to)) {
                 if (holding(r, b->value, t) >= need) {
                     return "a majority held the key at " + msText(t) + " ms";
                 }
             }
             return num(s, 2) >= b->to ? "" : "the belief lasts past the time said";
         }},
        {"majority-lost-for",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const std::string c = nameArg(s, 0);
             const Span* b = beliefAt(r, c, s.t);
             if (!b || num(s, 1) != s.t || num(s, 2) > b->to) {
                 return "the client did not believe throughout";
             }
             const int need = quorumOf(masterCount(r));
             for (const Us t : keyEdges(r, b->value, s.t, num(s, 2))) {
                 if (holding(r, b->value, t) >= need) {
                     return "a majority held the key at " + msText(t) + " ms";
                 }
             }
             return "";
         }},
        {"overlap",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const Us from = num(s, 2), to = num(s, 3);
             if (to <= from || num(s, 4) != to - from || nameArg(s, 0) == nameArg(s, 1)) {
                 return "the stretch is empty or its length is wrong";
             }
             for (const std::string& c : {nameArg(s, 0), nameArg(s, 1)}) {
                 const Span* b = beliefAt(r, c, from);
                 if (!b || b->to < to) {
                     return c + " did not believe throughout";
                 }
             }
             return "";
         }},
        {"write",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const StorageWrite* w = writeAt(r, nameArg(s, 0), s.t, true);
             return w && r.fencing == Fencing::Off && !w->stale ? ""
                                                                : "no plain write accepted then";
         }},
        {"write-token",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const StorageWrite* w = writeAt(r, nameArg(s, 0), s.t, true);
             if (!w || r.fencing != Fencing::Token || w->fence != num(s, 1)) {
                 return "no write with that token accepted then";
             }
             for (const StorageWrite& v : r.writes) {
                 if (v.accepted && v.t < w->t && v.fence > w->fence) {
                     return "a higher token was accepted before";
                 }
             }
             return "";
         }},
        {"write-tag",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const StorageWrite* w = writeAt(r, nameArg(s, 0), s.t, true);
             return w && r.fencing == Fencing::CheckAndSet && taggedBy(r, s.t) == nameArg(s, 0)
                        ? ""
                        : "the resource did not carry the writer's tag";
         }},
        {"stale-write",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const std::string c = nameArg(s, 0), other = nameArg(s, 3);
             const StorageWrite* w = writeAt(r, c, s.t, true);
             if (!w || num(s, 1) != s.t || other == c || other.empty()) {
                 return "no accepted write then";
             }
             const Span* mine = lastBeliefBy(r, c, s.t);
             if (!mine || mine->to != num(s, 2) || mine->to > s.t) {
                 return "the writer's lease did not end at the time said";
             }
             const Us since = num(s, 4);
             const bool took = std::any_of(r.spans.begin(), r.spans.end(), [&](const Span& b) {
                 return b.kind == SpanKind::Belief && b.lane == other && b.from == since &&
                        since < s.t && since > mine->from;
             });
             return took ? "" : other + " did not take the lock at the time said";
         }},
        {"stale-write-believing",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const std::string c = nameArg(s, 0), other = nameArg(s, 2);
             const StorageWrite* w = writeAt(r, c, s.t, true);
             if (!w || !beliefAt(r, c, s.t) || other == c) {
                 return "the writer did not believe when its write was accepted";
             }
             const Us from = lockFrom(r, c, s.t), since = num(s, 3);
             const bool also = std::any_of(r.spans.begin(), r.spans.end(), [&](const Span& b) {
                 return b.kind == SpanKind::Belief && b.lane == other && b.from == since &&
                        since < s.t && since > from;
             });
             return also ? "" : other + " did not hold the lock meanwhile";
         }},
        {"write-rejected-token",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const StorageWrite* w = writeAt(r, nameArg(s, 0), s.t, false);
             if (!w || r.fencing != Fencing::Token || w->fence != num(s, 1) ||
                 num(s, 1) >= num(s, 2)) {
                 return "no rejected token write then";
             }
             std::int64_t highest = INT64_MIN;
             for (const StorageWrite& v : r.writes) {
                 if (v.t < w->t || (&v < w && v.t == w->t)) {
                     highest = std::max(highest, v.fence);
                 }
             }
             return highest == num(s, 2) ? "" : "the highest token seen differs";
         }},
        {"write-rejected-tag",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const StorageWrite* w = writeAt(r, nameArg(s, 0), s.t, false);
             const std::string tag = taggedBy(r, s.t);
             return w && tag == nameArg(s, 1) && tag != nameArg(s, 0) ? "" : "the tag differs";
         }},
        {"write-rejected-untagged",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const StorageWrite* w = writeAt(r, nameArg(s, 0), s.t, false);
             return w && taggedBy(r, s.t).empty() ? "" : "the resource was tagged";
         }},
        {"early-stop",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const Attempt* a = attemptAt(r, nameArg(s, 0), AttemptKind::Acquire, s.t);
             if (!a || a->skipped.size() != static_cast<std::size_t>(num(s, 4)) ||
                 !sameSet(a->skipped, namesArg(s, 5)) || a->votes != num(s, 3) ||
                 a->n != num(s, 2) || num(s, 1) != a->n - num(s, 4)) {
                 return "the attempt's counts differ";
             }
             return a->votes + num(s, 4) < quorumOf(a->n) ? ""
                                                          : "the rest could still make a majority";
         }},
        {"blocked",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const std::string c = nameArg(s, 0), owner = nameArg(s, 2);
             const Attempt* a = attemptAt(r, c, AttemptKind::Acquire, s.t);
             if (!a || beliefAt(r, owner, a->t1)) {
                 return "the owner held the lock";
             }
             for (const std::string& m : namesArg(s, 1)) {
                 const auto keys = keysDuring(r, m, owner, a->t1, a->t2);
                 if (keys.empty()) {
                     return "no key of " + owner + " on " + m;
                 }
                 if (!anyResidue(r, owner, keys, a->t1, a->t2)) {
                     return "the key on " + m + " was written by an attempt at the same time";
                 }
                 const Span* k = keys.back();
                 if (k->to < r.endUs && !hasEvent(r, m, EventKind::Expire, k->to)) {
                     return "the key on " + m + " was deleted before its TTL ran out";
                 }
             }
             return "";
         }},
        {"blocked-until",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const std::string c = nameArg(s, 0), owner = nameArg(s, 2);
             const Attempt* a = attemptAt(r, c, AttemptKind::Acquire, s.t);
             if (!a || beliefAt(r, owner, a->t1)) {
                 return "the owner held the lock";
             }
             Us last = -1;
             for (const std::string& m : namesArg(s, 1)) {
                 const auto keys = keysDuring(r, m, owner, a->t1, a->t2);
                 if (keys.empty()) {
                     return "no key of " + owner + " on " + m;
                 }
                 if (!anyResidue(r, owner, keys, a->t1, a->t2)) {
                     return "the key on " + m + " was written by an attempt at the same time";
                 }
                 const Span* k = keys.back();
                 if (k->to >= r.endUs || hasEvent(r, m, EventKind::Expire, k->to)) {
                     return "the key on " + m + " was not deleted: it " +
                            (k->to >= r.endUs ? "outlived the run" : "expired");
                 }
                 last = std::max(last, k->to);
             }
             return last == num(s, 3) ? "" : "the keys were gone at another time";
         }},
        {"blocked-concurrent",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const std::string c = nameArg(s, 0), owner = nameArg(s, 2);
             const Attempt* a = attemptAt(r, c, AttemptKind::Acquire, s.t);
             if (!a || num(s, 3) != static_cast<std::int64_t>(namesArg(s, 1).size())) {
                 return "the attempt's counts differ";
             }
             for (const std::string& m : namesArg(s, 1)) {
                 const auto keys = keysDuring(r, m, owner, a->t1, a->t2);
                 if (keys.empty()) {
                     return "no key of " + owner + " on " + m;
                 }
                 if (std::none_of(keys.begin(), keys.end(), [&](const Span* k) {
                         return writtenDuring(r, owner, *k, a->t1, a->t2);
                     })) {
                     return "the key of " + owner + " on " + m +
                            " was not written by an attempt at the same time";
                 }
             }
             return "";
         }},
        {"unlock-retried",
         [](const SimResult& r, const Sentence& s) -> std::string {
             std::vector<std::string> to;
             for (const Message& m : r.messages) {
                 if (m.kind == MessageKind::Release && m.from == nameArg(s, 0) && m.sent == s.t) {
                     to.push_back(m.to);
                 }
             }
             return sameSet(to, namesArg(s, 1)) ? "" : "the unlock went to other masters";
         }},
        {"locked-more",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const std::string c = nameArg(s, 0);
             if (!beliefAt(r, c, s.t)) {
                 return "the client no longer believed";
             }
             for (const std::string& m : namesArg(s, 1)) {
                 const bool ok =
                     std::any_of(r.messages.begin(), r.messages.end(), [&](const Message& x) {
                         return x.kind == MessageKind::Reply && x.from == m && x.to == c &&
                                x.read == s.t && x.outcome == MessageOutcome::Ok;
                     });
                 if (!ok) {
                     return m + " did not confirm then";
                 }
             }
             return "";
         }},
        {"check-passed",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const std::string c = nameArg(s, 0);
             const TraceEvent* e = eventAt(r, c, EventKind::Check, s.t);
             if (!e || num(s, 1) != s.t || !beliefAt(r, c, s.t)) {
                 return "no passed check then";
             }
             // The engine's own log says what was left.
             if (!e->leftUs) {
                 return "the engine logged no validity left";
             }
             return *e->leftUs == num(s, 2) ? ""
                                            : "the engine logged " + msText(*e->leftUs) + " ms";
         }},
        {"check-failed",
         [](const SimResult& r, const Sentence& s) -> std::string {
             return hasEvent(r, nameArg(s, 0), EventKind::CheckFailed, s.t) &&
                            !beliefAt(r, nameArg(s, 0), s.t)
                        ? ""
                        : "the client still believed";
         }},
        {"unavailable",
         [](const SimResult& r, const Sentence& s) -> std::string {
             const Us from = num(s, 0), to = num(s, 1);
             if (to <= from || num(s, 3) != to - from || namesArg(s, 2).empty()) {
                 return "an empty stretch";
             }
             for (const Span* b : spansOf(r, SpanKind::Belief, "")) {
                 if (b->from < to && from < b->to) {
                     return b->lane + " held the lock in that stretch";
                 }
             }
             for (const std::string& c : namesArg(s, 2)) {
                 // It asked (a refused acquire by the end of the stretch) and had not got the
                 // lock by its start.
                 const bool asked =
                     std::any_of(r.attempts.begin(), r.attempts.end(), [&](const Attempt& a) {
                         return a.client == c && a.kind == AttemptKind::Acquire && !a.held &&
                                a.t1 < to;
                     });
                 if (!asked) {
                     return c + " never asked";
                 }
             }
             return "";
         }},
    };
    return table;
}

} // namespace

std::string checkClaim(const SimResult& r, const Sentence& s) {
    const auto it = checks().find(s.id);
    if (it == checks().end()) {
        return "no predicate for '" + s.id + "'";
    }
    // Whatever the sentence: a list names each master or client once (a list that repeats a
    // name reads as more of them than there are).
    for (const SentenceArg& a : s.args) {
        if (a.kind != SentenceArg::Kind::Names) {
            continue;
        }
        for (std::size_t i = 0; i < a.names.size(); ++i) {
            if (std::find(a.names.begin() + i + 1, a.names.end(), a.names[i]) != a.names.end()) {
                return a.names[i] + " is named twice in one list";
            }
        }
    }
    return it->second(r, s);
}

bool hasClaimCheck(const std::string& id) {
    return checks().count(id) > 0;
}

std::string checkEventFact(const SimResult& r, const TraceEvent& e) {
    const auto masterIndex = [&r](const std::string& m) {
        int i = 0;
        for (const Lane& l : r.lanes) {
            if (l.kind == LaneKind::Master) {
                if (l.name == m) {
                    return i;
                }
                ++i;
            }
        }
        return -1;
    };
    const auto says = [&e](const std::string& what) {
        return e.detail.find(what) != std::string::npos;
    };
    const EventFact promised = eventFact(e.kind);
    // The facts it carries besides the promised one (a simulated master's refusal may name
    // its master: eventFact's note on Refused).
    const bool refusedByMaster = e.kind == EventKind::Refused && masterIndex(e.master) >= 0;
    std::string extra;
    if (!e.master.empty() && promised != EventFact::Master && !refusedByMaster) {
        extra = "master";
    } else if (!e.masters.empty() && promised != EventFact::Masters) {
        extra = "masters";
    } else if (e.ended && promised != EventFact::BeliefEnded) {
        extra = "ended";
    } else if (e.cap && promised != EventFact::Cap) {
        extra = "cap";
    } else if (e.leftUs && promised != EventFact::ValidityLeft) {
        extra = "leftUs";
    }
    if (!extra.empty()) {
        return std::string(kindName(e.kind)) + " carries " + extra + ", which its kind does not";
    }
    switch (promised) {
    case EventFact::None:
        return "";
    case EventFact::Master:
        if (masterIndex(e.master) < 0) {
            return "no master named (master '" + e.master + "')";
        }
        return says(e.master) ? "" : "its text does not name " + e.master;
    case EventFact::Masters: {
        if (e.masters.empty()) {
            return "no masters named";
        }
        int last = -1;
        for (const std::string& m : e.masters) {
            const int i = masterIndex(m);
            if (i <= last) {
                return "'" + m + "' is no master, or out of master order";
            }
            if (!says(m)) {
                return "its text does not name " + m;
            }
            last = i;
        }
        return "";
    }
    case EventFact::BeliefEnded:
        if (!e.ended) {
            return "no reason the belief ended";
        }
        return e.detail == beliefEndedText(*e.ended) ? "" : "its text is not its reason's";
    case EventFact::Cap:
        if (!e.cap || *e.cap < 0) {
            return "no extension cap";
        }
        return says(std::to_string(*e.cap)) ? "" : "its text does not say the cap";
    case EventFact::ValidityLeft:
        if (!e.leftUs || *e.leftUs <= 0) {
            return "no validity left";
        }
        return says(msText(*e.leftUs) + " ms") ? "" : "its text does not say what was left";
    }
    return "";
}

} // namespace redlock::sim
