#include "core/sim/timeline.h"

#include "core/lock/lease.h"
#include "core/lock/quorum.h"

#include <algorithm>
#include <map>

namespace redlock::sim {

int Timeline::clientCount() const {
    return static_cast<int>(
        std::count_if(lanes.begin(), lanes.end(), [](const TimelineLane& l) { return l.client; }));
}

std::vector<Us> Timeline::eventTimes() const {
    std::vector<Us> t;
    for (const TimelineMessage& m : messages) {
        t.push_back(m.sent);
        if (m.arrived >= 0) {
            t.push_back(m.arrived);
        }
    }
    for (const TimelineTimeout& o : timeouts) {
        t.push_back(o.at);
    }
    for (const TimelineAttempt& a : attempts) {
        t.push_back(a.t1);
        t.push_back(a.t2);
        if (a.held) {
            t.push_back(a.beliefEnd);
        }
    }
    t.push_back(0);
    std::sort(t.begin(), t.end());
    t.erase(std::unique(t.begin(), t.end()), t.end());
    return t;
}

Us Timeline::busyEnd() const {
    Us end = 0;
    for (const TimelineMessage& m : messages) {
        end = std::max({end, m.sent, m.arrived});
    }
    for (const TimelineTimeout& o : timeouts) {
        end = std::max(end, o.at);
    }
    for (const TimelineAttempt& a : attempts) {
        end = std::max(end, a.t2);
    }
    return end;
}

namespace {

TimelineAttempt fromVerdict(const Verdict& v, int client, int number, Us t1, Us t2) {
    TimelineAttempt a;
    a.client = client;
    a.number = number;
    a.t1 = t1;
    a.t2 = t2;
    a.votes = v.votes;
    a.n = v.n;
    a.quorum = v.quorum;
    a.voteGate = v.voteGate;
    a.timeGate = v.timeGate;
    a.held = v.held;
    a.ttlMs = v.ttl.count();
    a.driftUs = v.drift.count();
    a.validityUs = v.validity.count();
    a.beliefEnd = v.held ? t2 + a.validityUs : 0;
    return a;
}

} // namespace

Timeline timelineFromSim(const SimResult& r, const Params& params, const std::string& key) {
    Timeline tl;
    tl.key = key;
    tl.endUs = r.endUs;
    std::map<std::string, int> lane;
    for (LaneKind kind : {LaneKind::Client, LaneKind::Master}) {
        for (const Lane& l : r.lanes) {
            if (l.kind == kind) {
                lane[l.name] = static_cast<int>(tl.lanes.size());
                tl.lanes.push_back({l.name, kind == LaneKind::Client, false});
            }
        }
    }
    for (const Span& s : r.spans) {
        if (s.kind == SpanKind::Down && lane.count(s.lane)) {
            tl.lanes[static_cast<size_t>(lane[s.lane])].down = true;
        }
    }
    for (const Attempt& a : r.attempts) {
        if (a.kind != AttemptKind::Acquire || !lane.count(a.client)) {
            continue;
        }
        // judge() again with the run's parameters: the trace keeps the verdict's outcome, the
        // diagram also wants the gates and the drift it was computed from.
        const Verdict v =
            judge(a.votes, a.n, Micros(a.t2 - a.t1), Millis(params.ttlMs), params.driftFactor);
        TimelineAttempt ta = fromVerdict(v, lane[a.client], a.number, a.t1, a.t2);
        ta.held = a.held;
        ta.beliefEnd = a.held ? a.beliefEnd : 0;
        ta.token = a.value;
        tl.attempts.push_back(ta);
    }
    // The attempt a client message belongs to: that client's latest attempt started by then.
    auto attemptOf = [&tl](int client, Us t) {
        int found = -1;
        for (std::size_t i = 0; i < tl.attempts.size(); ++i) {
            if (tl.attempts[i].client == client && tl.attempts[i].t1 <= t) {
                found = static_cast<int>(i);
            }
        }
        return found;
    };
    std::vector<int> pendingSets; // requests whose reply has not been matched yet
    for (const Message& m : r.messages) {
        if (!lane.count(m.from) || !lane.count(m.to)) {
            continue; // storage traffic is not part of the acquire diagram
        }
        TimelineMessage tm{lane[m.from], lane[m.to],     m.kind,         m.sent, m.arrived,
                           m.outcome,    /*attempt*/ -1, /*request*/ -1, m.late};
        if (m.kind == MessageKind::Reply) {
            // A master answers at the instant the request lands, so the request is the one
            // from this client to this master that arrived when the reply left.
            for (std::size_t i = 0; i < tl.messages.size(); ++i) {
                const TimelineMessage& q = tl.messages[i];
                if (q.kind != MessageKind::Reply && q.from == tm.to && q.to == tm.from &&
                    q.arrived == m.sent) {
                    tm.request = static_cast<int>(i);
                    tm.attempt = q.attempt;
                }
            }
        } else {
            tm.attempt = attemptOf(tm.from, m.sent);
        }
        tl.messages.push_back(tm);
    }
    // A SET whose answer was not read by its send + timeout was counted as a miss at that
    // deadline. Each SET has its own (engine.cpp): at T1 for all in parallel, one after another
    // in a sequential fan-out, where T1 + timeout would mark masters that did answer in time.
    for (std::size_t i = 0; i < tl.messages.size(); ++i) {
        const TimelineMessage& q = tl.messages[i];
        if (q.kind != MessageKind::Set || q.attempt < 0) {
            continue;
        }
        const Us deadline = q.sent + params.timeoutUs;
        bool answered = false;
        for (const TimelineMessage& a : tl.messages) {
            answered = answered || (a.request == static_cast<int>(i) && a.arrived >= 0 &&
                                    a.arrived <= deadline);
        }
        if (!answered && deadline <= tl.attempts[q.attempt].t2) {
            tl.timeouts.push_back({q.from, q.to, deadline, q.attempt});
        }
    }
    return tl;
}

Timeline timelineFromAttempt(const redlock::Attempt& a) {
    Timeline tl;
    tl.key = a.key;
    tl.lanes.push_back({"client", true, false});
    for (const MasterTrace& m : a.masters) {
        tl.lanes.push_back({m.address, false, m.reply.outcome == Outcome::Timeout});
    }
    const Verdict v = a.verdict.value_or(judge(a.votes, static_cast<int>(a.masters.size()),
                                               a.t2 - a.t1, Millis(1), kDefaultDriftFactor));
    TimelineAttempt ta = fromVerdict(v, 0, a.number, a.t1.count(), a.t2.count());
    ta.token = a.token;
    tl.attempts.push_back(ta);
    auto add = [&tl](const std::vector<MasterTrace>& traces, MessageKind kind) {
        for (std::size_t i = 0; i < traces.size(); ++i) {
            const Reply& r = traces[i].reply;
            if (!r.sent) {
                continue; // a sequential acquire stopped before this master: nothing to draw
            }
            const int master = static_cast<int>(i) + 1;
            const Us sent = r.sentAt.count(), back = r.repliedAt.count();
            const bool answered = r.outcome == Outcome::Ok || r.outcome == Outcome::Refused;
            // The client cannot see when its command landed: draw it at mid round trip.
            const Us landed = answered ? sent + (back - sent) / 2 : -1;
            const int request = static_cast<int>(tl.messages.size());
            tl.messages.push_back(
                {0, master, kind, sent, landed, liveRequestOutcome(r.outcome), 0, -1});
            if (answered) {
                tl.messages.push_back({master, 0, MessageKind::Reply, landed, back,
                                       liveAnswerOutcome(r.outcome), 0, request});
            } else if (r.outcome == Outcome::Timeout && kind != MessageKind::Release) {
                tl.timeouts.push_back({0, master, back, 0});
            }
        }
    };
    add(a.masters, a.op == Op::Extend ? MessageKind::Extend : MessageKind::Set);
    add(a.cleanup, MessageKind::Release);
    tl.endUs = std::max(tl.busyEnd(), ta.held ? ta.beliefEnd : Us(0));
    return tl;
}

MessageOutcome liveRequestOutcome(Outcome o) {
    switch (o) {
    case Outcome::Ok:
    case Outcome::Refused:
        return MessageOutcome::Delivered;
    case Outcome::Timeout:
        return MessageOutcome::Timeout;
    case Outcome::Error:
        return MessageOutcome::Error;
    case Outcome::Skipped:
        return MessageOutcome::Skipped;
    }
    return MessageOutcome::InFlight;
}

MessageOutcome liveAnswerOutcome(Outcome o) {
    switch (o) {
    case Outcome::Ok:
        return MessageOutcome::Ok;
    case Outcome::Refused:
        return MessageOutcome::Refused;
    case Outcome::Error:
        return MessageOutcome::Dropped;
    case Outcome::Timeout:
        return MessageOutcome::Timeout;
    case Outcome::Skipped:
        return MessageOutcome::Skipped;
    }
    return MessageOutcome::InFlight;
}

} // namespace redlock::sim
