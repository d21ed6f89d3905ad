#include "ui/pages/protocol/event_caption.h"

#include "core/sim/narration.h"
#include "ui/model/readouts.h"
#include "ui/pages/timing/run_summary.h"

#include <QStringList>

#include <algorithm>
#include <set>

namespace redlock::ui {

using redlock::sim::MessageKind;
using redlock::sim::MessageOutcome;
using redlock::sim::Sentence;
using redlock::sim::SentenceArg;
using redlock::sim::Timeline;
using redlock::sim::TimelineAttempt;
using redlock::sim::TimelineMessage;
using redlock::sim::Us;

namespace {

constexpr const char* kContext = "redlock::ui::ProtocolCaption";

// Each template's predicate over the run, which the builder below establishes before it says it
// (e = the event's time, c = the client, A = c's attempt the messages belong to):
const std::vector<std::pair<const char*, const char*>> kTemplates = {
    // A with A.t1 = e, its number %2; no SET of c leaves at e.
    {"t1", QT_TRANSLATE_NOOP("redlock::ui::ProtocolCaption",
                             "%1 reads its clock (T1) and starts attempt %2.")},
    // c's SETs leaving at e go to exactly the masters %4 (two or more), of attempt %5, key %2,
    // PX = A's TTL %3.
    {"sent-all", QT_TRANSLATE_NOOP("redlock::ui::ProtocolCaption",
                                   "%1 sends SET %2 <token> NX PX %3 to %4 at once (attempt %5).")},
    // As sent-all, one master.
    {"sent-one", QT_TRANSLATE_NOOP("redlock::ui::ProtocolCaption",
                                   "%1 sends SET %2 <token> NX PX %3 to %4 (attempt %5).")},
    // c's releases leaving at e go to exactly the masters %2.
    {"release-sent",
     QT_TRANSLATE_NOOP("redlock::ui::ProtocolCaption",
                       "%1 sends its token-checked release to %2: a master deletes the key only "
                       "if it holds %1's token.")},
    // c's SETs landing at e on exactly the masters %1 (%2 of them), each answered "ok".
    {"landed-ok",
     QT_TRANSLATE_NOOP("redlock::ui::ProtocolCaption",
                       "%1 %2[gets|get] %3's SET while the key is free: %2[it stores|each stores] "
                       "the token and %2[answers|answer] OK.")},
    // c's SETs landing at e on exactly the masters %1, each answered "refused".
    {"landed-refused",
     QT_TRANSLATE_NOOP("redlock::ui::ProtocolCaption",
                       "%1 %2[gets|get] %3's SET while the key is already set: NX refuses it, "
                       "and the answer is (nil).")},
    // c's releases landing at e on exactly the masters %1, each answered "ok".
    {"release-landed-ok",
     QT_TRANSLATE_NOOP("redlock::ui::ProtocolCaption",
                       "%1 %2[gets|get] %3's release and %2[finds|find] its token: the key is "
                       "deleted.")},
    // c's releases landing at e on exactly the masters %1, each answered "refused".
    {"release-landed-none",
     QT_TRANSLATE_NOOP("redlock::ui::ProtocolCaption",
                       "%1 %2[gets|get] %3's release but %2[holds|hold] no key with its token: "
                       "nothing is deleted.")},
    // c's commands reaching exactly the masters %1 at e find them down (outcome dropped).
    {"landed-down",
     QT_TRANSLATE_NOOP("redlock::ui::ProtocolCaption",
                       "%1 %2[is|are] down: %3's command is lost there, and no answer will come.")},
    // A live trace: c's commands drawn as landing at e on the masters %2 (at mid round trip).
    {"landed-live",
     QT_TRANSLATE_NOOP("redlock::ui::ProtocolCaption",
                       "%1's command reaches %2 at some moment of the round trip: the client "
                       "only sees when the answer comes back.")},
    // OK replies to A's SETs arriving at e from exactly the masters %1, counted (A not yet
    // judged before e); c then holds exactly %4 counted OK votes from distinct masters, %4 <= %5,
    // %5 = A's majority.
    {"reply-ok", QT_TRANSLATE_NOOP("redlock::ui::ProtocolCaption",
                                   "%1 %2[answers|answer] OK: %3 has %4 of the %5 votes it "
                                   "needs.")},
    // As reply-ok with %4 > %5.
    {"reply-ok-more",
     QT_TRANSLATE_NOOP("redlock::ui::ProtocolCaption",
                       "%1 %2[answers|answer] OK: %3 has %4 votes, more than the %5 it needs.")},
    // Refusals of A's SETs arriving at e from exactly the masters %1, no OK reply of A at e;
    // c holds exactly %4 counted OK votes, %5 = A's majority.
    {"reply-refused",
     QT_TRANSLATE_NOOP("redlock::ui::ProtocolCaption",
                       "%1 %2[answers|answer] (nil): the key is taken, so no vote for %3, who has "
                       "%4 %4[vote|votes] so far (a majority is %5).")},
    // Replies to A's SETs arriving at e from exactly the masters %1 after c stopped waiting for
    // them (A judged before e, or a deadline for that master in A before e).
    {"reply-late",
     QT_TRANSLATE_NOOP("redlock::ui::ProtocolCaption",
                       "%1's %2[answer reaches|answers reach] %3 after it stopped waiting: "
                       "%2[it does|they do] not count.")},
    // Replies "ok" to c's releases arriving at e from exactly the masters %1.
    {"release-reply-ok", QT_TRANSLATE_NOOP("redlock::ui::ProtocolCaption",
                                           "%1 %2[confirms|confirm] that %3's key is deleted.")},
    // Replies "refused" to c's releases arriving at e from exactly the masters %1.
    {"release-reply-none",
     QT_TRANSLATE_NOOP("redlock::ui::ProtocolCaption",
                       "%1 %2[answers|answer] 0 to %3's release: there was no key of %3's to "
                       "delete.")},
    // Deadlines of A at e for exactly the masters %1, %3 = e - A.t1, and no counted reply from
    // them by e.
    {"deadline",
     QT_TRANSLATE_NOOP("redlock::ui::ProtocolCaption",
                       "%1 %2[gives|give] no answer within %3 ms of T1: %4 stops waiting for "
                       "%2[it|them].")},
    // Two or more attempts judged at e, of exactly the clients %1, none held, each with fewer
    // votes than its majority %2.
    {"split", QT_TRANSLATE_NOOP("redlock::ui::ProtocolCaption",
                                "Split vote: %1 are refused at the same moment, none with the %2 "
                                "votes a majority needs.")},
    // After "split": each of those clients sends a release to all its attempt's n masters at e
    // and starts another attempt later.
    {"split-retry", QT_TRANSLATE_NOOP("redlock::ui::ProtocolCaption",
                                      "Each releases on every master and tries again later.")},
    // After a refusal of A at e: c sends a release to all %2 = A.n masters at e, and its next
    // attempt (number %4) starts %3 after e.
    {"retry", QT_TRANSLATE_NOOP("redlock::ui::ProtocolCaption",
                                "%1 releases on all %2 masters and tries again %3 ms later "
                                "(attempt %4).")},
    // After a refusal of A at e: c sends a release to all %2 = A.n masters at e, and has no
    // later attempt in the run; %3 = A's number.
    {"give-up",
     QT_TRANSLATE_NOOP("redlock::ui::ProtocolCaption",
                       "%1 releases on all %2 masters and tries no more: that was attempt %3, its "
                       "last.")},
    // A held attempt whose belief ends at e, %2 = e - A.t2 = A's validity.
    {"belief-end", QT_TRANSLATE_NOOP("redlock::ui::ProtocolCaption",
                                     "%1's validity runs out, %2 ms after T2: from now on it must "
                                     "not use the resource.")},
};

const char* templateOf(const std::string& id) {
    for (const auto& [i, t] : kTemplates) {
        if (id == i) {
            return t;
        }
    }
    return sim::narrationTemplate(id);
}

Sentence say(Us at, const std::string& id, std::vector<SentenceArg> args) {
    return {at, id, templateOf(id), std::move(args)};
}

const std::string& laneName(const Timeline& tl, int lane) {
    return tl.lanes[static_cast<std::size_t>(lane)].name;
}

std::vector<std::string> namesOf(const Timeline& tl, const std::set<int>& lanes) {
    std::vector<std::string> out; // a set of lane indices: lane (master) order
    for (int l : lanes) {
        out.push_back(laneName(tl, l));
    }
    return out;
}

SentenceArg countArg(std::size_t n) {
    return sim::argCount(static_cast<std::int64_t>(n));
}

// The reply to request i, if the master sent one.
const TimelineMessage* replyTo(const Timeline& tl, std::size_t i) {
    for (const TimelineMessage& m : tl.messages) {
        if (m.kind == MessageKind::Reply && m.request == static_cast<int>(i)) {
            return &m;
        }
    }
    return nullptr;
}

// Whether the client had stopped waiting for `master` in attempt `a` before t: the attempt was
// judged, or that master's deadline had passed.
bool stoppedWaiting(const Timeline& tl, int a, int master, Us t) {
    const TimelineAttempt& at = tl.attempts[static_cast<std::size_t>(a)];
    if (at.t2 < t) {
        return true;
    }
    return std::any_of(tl.timeouts.begin(), tl.timeouts.end(), [&](const auto& o) {
        return o.attempt == a && o.master == master && o.at < t;
    });
}

// The OK votes attempt `a` has counted by t: distinct masters whose OK reply to one of its SETs
// arrived by t (and by T2) while the client still waited for it (a simulated reply read after
// its deadline is late).
std::set<int> votesBy(const Timeline& tl, int a, Us t) {
    std::set<int> masters;
    const Us t2 = tl.attempts[static_cast<std::size_t>(a)].t2;
    for (const TimelineMessage& m : tl.messages) {
        if (m.kind != MessageKind::Reply || m.attempt != a || m.request < 0 || m.arrived < 0 ||
            m.arrived > std::min(t, t2) || m.outcome != MessageOutcome::Ok || m.late) {
            continue;
        }
        const TimelineMessage& q = tl.messages[static_cast<std::size_t>(m.request)];
        if (q.kind == MessageKind::Set && !stoppedWaiting(tl, a, m.from, m.arrived)) {
            masters.insert(m.from);
        }
    }
    return masters;
}

// The core's outcome sentence of a judged attempt, as narrate() builds it from the same numbers
// (narration.cpp, attempts()): the reason judge() gives, in its order.
Sentence verdict(const Timeline& tl, int index) {
    const TimelineAttempt& a = tl.attempts[static_cast<std::size_t>(index)];
    const auto client = sim::argName(laneName(tl, a.client));
    const Us elapsed = a.t2 - a.t1;
    const auto voters = sim::argNames(namesOf(tl, votesBy(tl, index, a.t2)));
    if (a.held) {
        return say(a.t2, "held",
                   {client, sim::argCount(a.votes), sim::argCount(a.n), voters, sim::argMs(elapsed),
                    sim::argMs(a.validityUs), sim::argMs(a.beliefEnd)});
    }
    if (!a.voteGate) {
        return say(
            a.t2, "refused-no-majority",
            {client, sim::argCount(a.votes), sim::argCount(a.n), voters, sim::argCount(a.quorum)});
    }
    if (elapsed >= a.ttlMs * 1000) {
        return say(
            a.t2, "refused-past-ttl",
            {client, sim::argMs(elapsed), sim::argMs(a.ttlMs * 1000), sim::argMs(a.validityUs)});
    }
    return say(a.t2, "refused-drift",
               {client, sim::argMs(elapsed), sim::argMs(a.driftUs), sim::argMs(a.ttlMs * 1000),
                sim::argMs(a.validityUs)});
}

// The masters attempt `index`'s client sends a release to at t, belonging to that attempt.
std::set<int> releasesAt(const Timeline& tl, int index, Us t) {
    std::set<int> to;
    for (const TimelineMessage& m : tl.messages) {
        if (m.kind == MessageKind::Release && m.attempt == index && m.sent == t) {
            to.insert(m.to);
        }
    }
    return to;
}

// The client's next attempt after attempt `index`, or -1.
int nextAttempt(const Timeline& tl, int index) {
    const TimelineAttempt& a = tl.attempts[static_cast<std::size_t>(index)];
    int next = -1;
    for (std::size_t i = 0; i < tl.attempts.size(); ++i) {
        const TimelineAttempt& b = tl.attempts[i];
        if (b.client == a.client && b.t1 > a.t2 &&
            (next < 0 || b.t1 < tl.attempts[static_cast<std::size_t>(next)].t1)) {
            next = static_cast<int>(i);
        }
    }
    return next;
}

// What a refused client does at its verdict: release everywhere, then retry or stop.
std::vector<Sentence> afterRefusal(const Timeline& tl, int index) {
    const TimelineAttempt& a = tl.attempts[static_cast<std::size_t>(index)];
    if (static_cast<int>(releasesAt(tl, index, a.t2).size()) != a.n) {
        return {}; // a live client's cleanup leaves after the verdict: its own event says it
    }
    const auto client = sim::argName(laneName(tl, a.client));
    const int next = nextAttempt(tl, index);
    if (next < 0) {
        return {say(a.t2, "give-up", {client, sim::argCount(a.n), sim::argCount(a.number)})};
    }
    const TimelineAttempt& b = tl.attempts[static_cast<std::size_t>(next)];
    return {say(a.t2, "retry",
                {client, sim::argCount(a.n), sim::argMs(b.t1 - a.t2), sim::argCount(b.number)})};
}

std::vector<Sentence> verdicts(const Timeline& tl, Us e) {
    std::vector<int> judged;
    for (std::size_t i = 0; i < tl.attempts.size(); ++i) {
        if (tl.attempts[i].t2 == e) {
            judged.push_back(static_cast<int>(i));
        }
    }
    if (judged.empty()) {
        return {};
    }
    // A holder's verdict is the story of the moment.
    for (int i : judged) {
        if (tl.attempts[static_cast<std::size_t>(i)].held) {
            return {verdict(tl, i)};
        }
    }
    const bool split =
        judged.size() > 1 && std::all_of(judged.begin(), judged.end(), [&](int i) {
            const TimelineAttempt& a = tl.attempts[static_cast<std::size_t>(i)];
            return !a.voteGate &&
                   a.quorum == tl.attempts[static_cast<std::size_t>(judged[0])].quorum;
        });
    if (!split) {
        std::vector<Sentence> out{verdict(tl, judged.front())};
        for (Sentence& s : afterRefusal(tl, judged.front())) {
            out.push_back(std::move(s));
        }
        return out;
    }
    std::set<int> clients;
    bool allRetry = true;
    for (int i : judged) {
        const TimelineAttempt& a = tl.attempts[static_cast<std::size_t>(i)];
        clients.insert(a.client);
        allRetry = allRetry && static_cast<int>(releasesAt(tl, i, e).size()) == a.n &&
                   nextAttempt(tl, i) >= 0;
    }
    std::vector<Sentence> out{
        say(e, "split",
            {sim::argNames(namesOf(tl, clients)),
             sim::argCount(tl.attempts[static_cast<std::size_t>(judged[0])].quorum)})};
    if (allRetry) {
        out.push_back(say(e, "split-retry", {}));
    }
    return out;
}

// The first client (lane order) with deadlines at e.
std::vector<Sentence> deadlines(const Timeline& tl, Us e) {
    for (int c = 0; c < static_cast<int>(tl.lanes.size()); ++c) {
        std::set<int> masters;
        int attempt = -1;
        for (const auto& o : tl.timeouts) {
            if (o.client == c && o.at == e && o.attempt >= 0 &&
                (attempt < 0 || o.attempt == attempt)) {
                attempt = o.attempt;
                masters.insert(o.master);
            }
        }
        if (masters.empty()) {
            continue;
        }
        const std::set<int> voted = votesBy(tl, attempt, e);
        std::erase_if(masters, [&](int m) { return voted.count(m) > 0; });
        if (masters.empty()) {
            continue;
        }
        const TimelineAttempt& a = tl.attempts[static_cast<std::size_t>(attempt)];
        return {say(e, "deadline",
                    {sim::argNames(namesOf(tl, masters)), countArg(masters.size()),
                     sim::argMs(e - a.t1), sim::argName(laneName(tl, c))})};
    }
    return {};
}

// Replies reaching a client at e: the first client with any, its most telling group.
std::vector<Sentence> replies(const Timeline& tl, Us e) {
    for (int c = 0; c < static_cast<int>(tl.lanes.size()); ++c) {
        std::set<int> ok, refused, late, relOk, relNone;
        int attempt = -1;
        for (const TimelineMessage& m : tl.messages) {
            if (m.kind != MessageKind::Reply || m.to != c || m.arrived != e || m.request < 0 ||
                m.attempt < 0) {
                continue;
            }
            const TimelineMessage& q = tl.messages[static_cast<std::size_t>(m.request)];
            if (q.kind == MessageKind::Release) {
                (m.outcome == MessageOutcome::Ok ? relOk : relNone).insert(m.from);
                continue;
            }
            if (q.kind != MessageKind::Set || (attempt >= 0 && m.attempt != attempt)) {
                continue;
            }
            attempt = m.attempt;
            if (m.late || stoppedWaiting(tl, m.attempt, m.from, e)) {
                late.insert(m.from);
            } else if (m.outcome == MessageOutcome::Ok) {
                ok.insert(m.from);
            } else if (m.outcome == MessageOutcome::Refused) {
                refused.insert(m.from);
            }
        }
        const auto client = sim::argName(laneName(tl, c));
        auto group = [&](const std::set<int>& from) {
            return std::vector<SentenceArg>{sim::argNames(namesOf(tl, from)), countArg(from.size()),
                                            client};
        };
        if (!ok.empty() || !refused.empty()) {
            const TimelineAttempt& a = tl.attempts[static_cast<std::size_t>(attempt)];
            const auto votes = static_cast<int>(votesBy(tl, attempt, e).size());
            std::vector<SentenceArg> args = group(ok.empty() ? refused : ok);
            args.push_back(sim::argCount(votes));
            args.push_back(sim::argCount(a.quorum));
            const char* id =
                !ok.empty() ? (votes <= a.quorum ? "reply-ok" : "reply-ok-more") : "reply-refused";
            return {say(e, id, std::move(args))};
        }
        if (!late.empty()) {
            return {say(e, "reply-late", group(late))};
        }
        if (!relOk.empty()) {
            return {say(e, "release-reply-ok", group(relOk))};
        }
        if (!relNone.empty()) {
            return {say(e, "release-reply-none", group(relNone))};
        }
    }
    return {};
}

// Commands landing on masters at e: the first client with any.
std::vector<Sentence> landings(const Timeline& tl, Us e, ProtocolCaption::Source source) {
    for (int c = 0; c < static_cast<int>(tl.lanes.size()); ++c) {
        std::set<int> setOk, setRefused, relOk, relNone, down, any;
        for (std::size_t i = 0; i < tl.messages.size(); ++i) {
            const TimelineMessage& q = tl.messages[i];
            if (q.kind == MessageKind::Reply || q.from != c || q.arrived != e) {
                continue;
            }
            any.insert(q.to);
            const TimelineMessage* r = replyTo(tl, i);
            if (q.outcome == MessageOutcome::Dropped) {
                down.insert(q.to);
            } else if (r && q.kind == MessageKind::Set && r->sent == e) {
                (r->outcome == MessageOutcome::Ok ? setOk : setRefused).insert(q.to);
            } else if (r && q.kind == MessageKind::Release && r->sent == e) {
                (r->outcome == MessageOutcome::Ok ? relOk : relNone).insert(q.to);
            }
        }
        if (any.empty()) {
            continue;
        }
        const auto client = sim::argName(laneName(tl, c));
        if (source == ProtocolCaption::Source::Live) {
            return {say(e, "landed-live", {client, sim::argNames(namesOf(tl, any))})};
        }
        // A down master first: the others' answers are told when they arrive.
        const std::pair<const char*, const std::set<int>*> groups[] = {
            {"landed-down", &down},
            {"landed-ok", &setOk},
            {"landed-refused", &setRefused},
            {"release-landed-ok", &relOk},
            {"release-landed-none", &relNone}};
        for (const auto& [id, from] : groups) {
            if (!from->empty()) {
                return {say(e, id,
                            {sim::argNames(namesOf(tl, *from)), countArg(from->size()), client})};
            }
        }
    }
    return {};
}

// Commands leaving a client at e: SETs first, then releases.
std::vector<Sentence> sends(const Timeline& tl, Us e) {
    for (int c = 0; c < static_cast<int>(tl.lanes.size()); ++c) {
        std::set<int> sets, releases;
        int attempt = -1;
        for (const TimelineMessage& m : tl.messages) {
            if (m.from != c || m.sent != e || m.kind == MessageKind::Reply) {
                continue;
            }
            if (m.kind == MessageKind::Set && m.attempt >= 0 &&
                (attempt < 0 || attempt == m.attempt)) {
                attempt = m.attempt;
                sets.insert(m.to);
            } else if (m.kind == MessageKind::Release) {
                releases.insert(m.to);
            }
        }
        const auto client = sim::argName(laneName(tl, c));
        if (!sets.empty()) {
            const TimelineAttempt& a = tl.attempts[static_cast<std::size_t>(attempt)];
            return {say(e, sets.size() > 1 ? "sent-all" : "sent-one",
                        {client, sim::argName(tl.key), sim::argName(std::to_string(a.ttlMs)),
                         sim::argNames(namesOf(tl, sets)), sim::argCount(a.number)})};
        }
        if (!releases.empty()) {
            return {say(e, "release-sent", {client, sim::argNames(namesOf(tl, releases))})};
        }
    }
    return {};
}

std::vector<Sentence> starts(const Timeline& tl, Us e) {
    for (const TimelineAttempt& a : tl.attempts) {
        if (a.t1 == e) {
            return {say(e, "t1", {sim::argName(laneName(tl, a.client)), sim::argCount(a.number)})};
        }
    }
    return {};
}

std::vector<Sentence> beliefEnds(const Timeline& tl, Us e) {
    for (const TimelineAttempt& a : tl.attempts) {
        if (a.held && a.beliefEnd == e) {
            return {say(e, "belief-end",
                        {sim::argName(laneName(tl, a.client)), sim::argMs(a.beliefEnd - a.t2)})};
        }
    }
    return {};
}

} // namespace

EventCaption ProtocolCaption::at(const Timeline& tl, Us playhead, Source source) {
    EventCaption c;
    for (Us t : tl.eventTimes()) {
        if (t <= playhead) {
            c.at = t;
        }
    }
    if (c.at < 0) {
        return c;
    }
    const Us e = c.at;
    for (auto* part : {+[](const Timeline&t, Us x) { return verdicts(t, x); },
                       +[](const Timeline&t, Us x) { return deadlines(t, x); },
                       +[](const Timeline&t, Us x) { return replies(t, x); }}) {
        c.sentences = part(tl, e);
        if (!c.sentences.empty()) {
            return c;
        }
    }
    c.sentences = landings(tl, e, source);
    if (c.sentences.empty()) {
        c.sentences = sends(tl, e);
    }
    if (c.sentences.empty()) {
        c.sentences = beliefEnds(tl, e);
    }
    if (c.sentences.empty()) {
        c.sentences = starts(tl, e);
    }
    return c;
}

QString ProtocolCaption::sentence(const Sentence& s) {
    // Master lists as ranges ("M1–M5"): under a diagram whose lanes are in that order.
    return RunSummary::translated(isCoreSentence(s.id) ? "redlock::sim::Narration" : kContext, s,
                                  RunSummary::Names::Ranges);
}

QString ProtocolCaption::text(const EventCaption& caption) {
    QStringList out;
    for (const Sentence& s : caption.sentences) {
        out << sentence(s);
    }
    return out.join(QLatin1Char(' '));
}

const std::vector<std::pair<const char*, const char*>>& ProtocolCaption::templates() {
    return kTemplates;
}

bool ProtocolCaption::isCoreSentence(const std::string& id) {
    return *sim::narrationTemplate(id) != '\0';
}

} // namespace redlock::ui
