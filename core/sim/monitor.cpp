#include "core/sim/monitor.h"

#include "core/lock/quorum.h"
#include "core/sim/narration.h"

#include <algorithm>
#include <map>
#include <string>
#include <vector>

namespace redlock::sim {

namespace {

// Intervals of real time during which at least `need` of the given spans are open.
std::vector<std::pair<Us, Us>> coveredBy(const std::vector<const Span*>& spans, int need) {
    std::vector<std::pair<Us, int>> edges;
    for (const Span* s : spans) {
        if (s->to > s->from) {
            edges.push_back({s->from, +1});
            edges.push_back({s->to, -1});
        }
    }
    // At equal times closings go first: [a,b) and [b,c) do not overlap.
    std::sort(edges.begin(), edges.end(), [](const auto& x, const auto& y) {
        return x.first != y.first ? x.first < y.first : x.second < y.second;
    });
    std::vector<std::pair<Us, Us>> out;
    int open = 0;
    Us start = 0;
    for (const auto& [t, d] : edges) {
        const bool was = open >= need;
        open += d;
        const bool is = open >= need;
        if (!was && is) {
            start = t;
        } else if (was && !is && t > start) {
            out.push_back({start, t});
        }
    }
    return out;
}

// The one definition of a stale write (monitor.h): an accepted write is stale when another
// client took the lock (began to believe it held it) after the writer's lock began and before the
// write arrived. The writer's update then lands in the newer holder's time: it can overwrite that
// holder's update, or be built on what the holder has since changed. A write from the newest
// holder is not stale, even while an older holder still believes (that one's writes are).
void staleWrites(SimResult& r) {
    for (StorageWrite& w : r.writes) {
        w.stale = false;
        w.newer.clear();
        w.newerSince = 0;
        if (!w.accepted) {
            continue;
        }
        // The writer's lock: its last belief that began by the write's arrival.
        bool locked = false;
        Us lockFrom = 0;
        for (const Span& s : r.spans) {
            if (s.kind == SpanKind::Belief && s.lane == w.client && s.from <= w.t &&
                (!locked || s.from > lockFrom)) {
                locked = true;
                lockFrom = s.from;
            }
        }
        for (const Span& s : r.spans) {
            if (s.kind == SpanKind::Belief && s.lane != w.client && s.to > s.from && s.from < w.t &&
                (!locked || s.from > lockFrom) && (!w.stale || s.from < w.newerSince)) {
                w.stale = true;
                w.newer = s.lane;
                w.newerSince = s.from;
            }
        }
    }
}

} // namespace

// Unavailable time (monitor.h), counted anew: whatever a count before found is replaced.
void countOutages(SimResult& r) {
    r.outages.clear();
    struct Want {
        std::string client;
        Us from, to;
    };
    std::vector<Want> wants;
    for (const Lane& lane : r.lanes) {
        if (lane.kind != LaneKind::Client) {
            continue;
        }
        const std::string& name = lane.name;
        // When this client started wanting the lock; -1: it does not (not std::optional: GCC 12
        // -O3 warns falsely that its value may be used uninitialized).
        Us since = -1;
        // A looping client that gives up thinks and asks again (its "think" comes at the same
        // moment): it still wants the lock, so only a give-up without one ends the want.
        std::vector<Us> giveUps, thinks;
        for (const TraceEvent& e : r.events) {
            if (e.actor == name && e.kind == EventKind::GiveUp) {
                giveUps.push_back(e.t);
            } else if (e.actor == name && e.kind == EventKind::Think) {
                thinks.push_back(e.t);
            }
        }
        std::erase_if(giveUps, [&thinks](Us g) {
            return std::find(thinks.begin(), thinks.end(), g) != thinks.end();
        });
        for (const Attempt& a : r.attempts) {
            if (a.client != name || a.kind != AttemptKind::Acquire) {
                continue;
            }
            if (!a.held && since < 0) {
                since = a.t1;
            } else if (a.held && since >= 0) {
                wants.push_back({name, since, a.t2});
                since = -1;
            }
            if (since >= 0) {
                for (const Us g : giveUps) {
                    if (g >= a.t2 && g >= since) {
                        wants.push_back({name, since, g});
                        since = -1;
                        break;
                    }
                }
            }
        }
        if (since >= 0) {
            wants.push_back({name, since, r.endUs});
        }
    }
    std::vector<Us> cuts;
    for (const Want& w : wants) {
        cuts.push_back(w.from);
        cuts.push_back(w.to);
    }
    std::vector<const Span*> beliefs; // looked up once: a clip per frame counts again (trace.cpp)
    for (const Span& s : r.spans) {
        if (s.kind == SpanKind::Belief) {
            cuts.push_back(s.from);
            cuts.push_back(s.to);
            beliefs.push_back(&s);
        }
    }
    std::sort(cuts.begin(), cuts.end());
    cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());
    for (std::size_t i = 0; i + 1 < cuts.size(); ++i) {
        const Us a = cuts[i], b = cuts[i + 1];
        const bool held = std::any_of(beliefs.begin(), beliefs.end(), [&](const Span* s) {
            return s->from <= a && b <= s->to && s->to > s->from;
        });
        std::vector<std::string> waiting;
        for (const Want& w : wants) {
            if (w.from <= a && b <= w.to &&
                std::find(waiting.begin(), waiting.end(), w.client) == waiting.end()) {
                waiting.push_back(w.client);
            }
        }
        if (held || waiting.empty()) {
            continue;
        }
        if (!r.outages.empty() && r.outages.back().to == a) {
            Outage& o = r.outages.back();
            o.to = b;
            for (const std::string& n : waiting) {
                if (std::find(o.waiting.begin(), o.waiting.end(), n) == o.waiting.end()) {
                    o.waiting.push_back(n);
                }
            }
        } else {
            r.outages.push_back({a, b, waiting});
        }
    }
    r.unavailableUs = 0;
    for (const Outage& o : r.outages) {
        r.unavailableUs += o.to - o.from;
    }
}

void monitor(SimResult& r, int masters) {
    // The headline numbers follow the first client's first acquire.
    std::string firstClient;
    for (const Lane& lane : r.lanes) {
        if (lane.kind == LaneKind::Client) {
            firstClient = lane.name;
            break;
        }
    }
    // Truth: group key-alive spans by value (one acquire of one client).
    std::map<std::string, std::vector<const Span*>> byValue;
    std::vector<std::string> order; // first-seen order keeps the output deterministic and readable
    for (const Span& s : r.spans) {
        if (s.kind == SpanKind::KeyAlive) {
            if (!byValue.count(s.value)) {
                order.push_back(s.value);
            }
            byValue[s.value].push_back(&s);
        }
    }
    std::vector<Span> truth;
    const int need = quorumOf(masters);
    for (const std::string& value : order) {
        const std::string owner = byValue[value].front()->owner;
        for (const auto& [from, to] : coveredBy(byValue[value], need)) {
            truth.push_back({owner, SpanKind::Truth, from, to, owner, value});
        }
    }
    r.spans.insert(r.spans.end(), truth.begin(), truth.end());

    // Overlaps of beliefs between different clients.
    std::vector<const Span*> beliefs;
    for (const Span& s : r.spans) {
        if (s.kind == SpanKind::Belief && s.to > s.from) {
            beliefs.push_back(&s);
        }
    }
    r.overlapUs = 0;
    for (std::size_t i = 0; i < beliefs.size(); ++i) {
        for (std::size_t j = i + 1; j < beliefs.size(); ++j) {
            const Span& a = *beliefs[i];
            const Span& b = *beliefs[j];
            const Us from = std::max(a.from, b.from), to = std::min(a.to, b.to);
            if (a.lane != b.lane && to > from) {
                r.overlaps.push_back({a.lane, b.lane, from, to});
                r.overlapUs += to - from;
            }
        }
    }
    std::sort(r.overlaps.begin(), r.overlaps.end(),
              [](const Overlap& x, const Overlap& y) { return x.from < y.from; });

    staleWrites(r);
    r.staleWritesAccepted = static_cast<int>(std::count_if(
        r.writes.begin(), r.writes.end(), [](const StorageWrite& w) { return w.stale; }));
    r.validityUs = 0;
    for (const Attempt& a : r.attempts) {
        if (a.client == firstClient && a.kind == AttemptKind::Acquire) {
            r.validityUs = a.validityUs;
            r.firstAcquireHeld = a.held;
            r.firstAcquireReason = a.reason;
            break;
        }
    }
    countOutages(r);
    r.narration = narrate(r);
}

ReleaseOutcome releaseOutcome(const SimResult& r, const std::string& client, Us sentAt) {
    ReleaseOutcome o;
    const Attempt* held = nullptr;
    for (const Attempt& a : r.attempts) {
        if (a.client == client && a.held && a.t2 <= sentAt && (!held || a.t2 >= held->t2)) {
            held = &a;
        }
    }
    std::vector<const Message*> release;
    Us settled = sentAt; // when the last of the release's messages was run, dropped or lost
    bool waiting = false;
    for (const Message& m : r.messages) {
        if (m.kind == MessageKind::Release && m.from == client && m.sent == sentAt) {
            release.push_back(&m);
            settled = std::max({settled, m.arrived, m.taken});
            waiting = waiting || m.outcome == MessageOutcome::InFlight;
        }
    }
    o.sent = static_cast<int>(release.size());
    o.through = waiting ? -1 : settled;
    if (!held) {
        return o;
    }
    const auto expiredAt = [&r](const std::string& master, Us t) {
        return std::any_of(r.events.begin(), r.events.end(), [&](const TraceEvent& e) {
            return e.actor == master && e.kind == EventKind::Expire && e.t == t;
        });
    };
    // A key whose span reaches the run's end was cut there by the end of the record, not ended,
    // unless something ended it at that moment: it is alive at the end (a run clipped at the
    // moment the release is sent still has the keys alive then).
    const auto endedThere = [&r](const Span& k) {
        const bool event = std::any_of(r.events.begin(), r.events.end(), [&](const TraceEvent& e) {
            return e.actor == k.lane && e.t == k.to &&
                   (e.kind == EventKind::Expire || e.kind == EventKind::Crash ||
                    e.kind == EventKind::Restart || e.kind == EventKind::ReplicationLost ||
                    e.kind == EventKind::Failover);
        });
        return event || std::any_of(r.messages.begin(), r.messages.end(), [&](const Message& m) {
                   return m.kind == MessageKind::Release && m.to == k.lane && ranAt(m, k.to);
               });
    };
    const auto aliveAt = [&](const Span& k, Us t) {
        return k.from <= t && (t < k.to || (t == k.to && k.to == r.endUs && !endedThere(k)));
    };
    for (const Span& k : r.spans) {
        if (k.kind != SpanKind::KeyAlive || k.value != held->value || !aliveAt(k, sentAt)) {
            continue;
        }
        o.holdingAtSend.push_back(k.lane);
        const auto sentTo = std::find_if(release.begin(), release.end(),
                                         [&k](const Message* m) { return m->to == k.lane; });
        if (sentTo != release.end() && (*sentTo)->outcome == MessageOutcome::InFlight) {
            o.pending.push_back(k.lane);
        } else if (sentTo != release.end() && ranAt(**sentTo, k.to) && !expiredAt(k.lane, k.to)) {
            o.deleted.push_back(k.lane); // the key ended when the master ran the release
        } else if (sentTo == release.end() || k.to > settled) {
            o.stillHolding.push_back(k.lane);
        } else if (expiredAt(k.lane, k.to)) {
            o.expiredFirst.push_back(k.lane);
        } else {
            o.goneFirst.push_back(k.lane);
        }
    }
    return o;
}

} // namespace redlock::sim
