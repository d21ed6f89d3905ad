// The protocol page's caption (ProtocolCaption): every sentence it says at every event of a run
// is true of that run. The predicates here recount from the Timeline's raw messages, timeouts
// and attempts (and, for the core's outcome sentences, ask the core's own claim checker and
// compare with narrate()), never through the caption's helpers. Then the page: the caption follows
// step(+1) and is shown in Chinese when the app is.
#include "core/lock/judge.h"
#include "core/lock/quorum.h"
#include "core/sim/claims.h"
#include "core/sim/simulator.h"
#include "ui/app/language_switcher.h"
#include "ui/model/lab_state.h"
#include "ui/model/playback.h"
#include "ui/pages/protocol/event_caption.h"
#include "ui/pages/protocol/live_trace.h"
#include "ui/pages/protocol/protocol_page.h"
#include "ui/pages/protocol/protocol_setup.h"

#include <QLabel>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTest>

#include <algorithm>
#include <set>

using namespace redlock;
using namespace redlock::ui;
using sim::MessageKind;
using sim::MessageOutcome;
using sim::Sentence;
using sim::Timeline;
using sim::Us;

namespace {

int laneOf(const Timeline& tl, const std::string& name) {
    for (std::size_t i = 0; i < tl.lanes.size(); ++i) {
        if (tl.lanes[i].name == name) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

std::string name(const Sentence& s, std::size_t k) {
    return k < s.args.size() && !s.args[k].names.empty() ? s.args[k].names.front() : "";
}
std::set<std::string> names(const Sentence& s, std::size_t k) {
    return k < s.args.size() ? std::set<std::string>(s.args[k].names.begin(), s.args[k].names.end())
                             : std::set<std::string>{};
}
std::int64_t num(const Sentence& s, std::size_t k) {
    return k < s.args.size() ? s.args[k].value : -1;
}

// The client's attempt running at t (T1 <= t <= T2), or its latest started by t.
const sim::TimelineAttempt* attemptAt(const Timeline& tl, int client, Us t) {
    const sim::TimelineAttempt* found = nullptr;
    for (const auto& a : tl.attempts) {
        if (a.client == client && a.t1 <= t && (!found || a.t1 > found->t1)) {
            found = &a;
        }
    }
    return found;
}

// Masters whose request of `kind` from the client, sent in [from, to], is answered by a reply
// arriving at exactly t with an outcome that `pick` accepts.
std::set<std::string> repliesAt(const Timeline& tl, int client, MessageKind kind, Us from, Us to,
                                Us t,
                                const std::function<bool(const sim::TimelineMessage&)>& pick) {
    std::set<std::string> out;
    for (const auto& m : tl.messages) {
        if (m.kind != MessageKind::Reply || m.to != client || m.arrived != t || !pick(m)) {
            continue;
        }
        // The request: same pair, landed when the reply left.
        for (const auto& q : tl.messages) {
            if (q.kind == kind && q.from == client && q.to == m.from && q.arrived == m.sent &&
                q.sent >= from && q.sent <= to) {
                out.insert(tl.lanes[static_cast<std::size_t>(m.from)].name);
            }
        }
    }
    return out;
}

// OK votes of the client's attempt `a` by t: distinct masters whose ok (not late) reply to a
// SET sent in the attempt arrived by t and by T2.
int okVotes(const Timeline& tl, const sim::TimelineAttempt& a, Us t, bool live) {
    std::set<int> masters;
    for (const auto& m : tl.messages) {
        if (m.kind != MessageKind::Reply || m.to != a.client || m.outcome != MessageOutcome::Ok ||
            m.late || m.arrived < 0 || m.arrived > std::min(t, a.t2)) {
            continue;
        }
        for (const auto& q : tl.messages) {
            if (q.kind == MessageKind::Set && q.from == a.client && q.to == m.from &&
                q.arrived == m.sent && q.sent >= a.t1 && q.sent <= a.t2) {
                // A live master that timed out drew no reply at all; a simulated late one is
                // marked late by the engine.
                const bool timedOut = std::any_of(
                    tl.timeouts.begin(), tl.timeouts.end(), [&](const sim::TimelineTimeout& o) {
                        return o.client == a.client && o.master == m.from && o.at < m.arrived &&
                               o.at >= a.t1 && o.at <= a.t2;
                    });
                if (!timedOut || live) {
                    masters.insert(m.from);
                }
            }
        }
    }
    return static_cast<int>(masters.size());
}

std::set<std::string> sentAt(const Timeline& tl, int client, MessageKind kind, Us t) {
    std::set<std::string> out;
    for (const auto& m : tl.messages) {
        if (m.kind == kind && m.from == client && m.sent == t) {
            out.insert(tl.lanes[static_cast<std::size_t>(m.to)].name);
        }
    }
    return out;
}

const sim::TimelineAttempt* nextOf(const Timeline& tl, const sim::TimelineAttempt& a) {
    const sim::TimelineAttempt* next = nullptr;
    for (const auto& b : tl.attempts) {
        if (b.client == a.client && b.t1 > a.t2 && (!next || b.t1 < next->t1)) {
            next = &b;
        }
    }
    return next;
}

// "" when s is true of the run at its time, else why not. r: the simulator run (null: live).
std::string claimError(const Timeline& tl, const sim::SimResult* r, const Sentence& s) {
    const Us e = s.t;
    const std::string& id = s.id;
    const bool live = r == nullptr;
    // The sentence's client: argument 0 for the client-first templates, else argument 2.
    const bool clientFirst = id == "t1" || id == "sent-all" || id == "sent-one" ||
                             id == "release-sent" || id == "landed-live" || id == "retry" ||
                             id == "give-up" || id == "belief-end" ||
                             ProtocolCaption::isCoreSentence(id);
    const int c = laneOf(tl, name(s, id == "deadline" ? 3 : clientFirst ? 0 : 2));
    if (id != "split" && id != "split-retry" &&
        (c < 0 || !tl.lanes[static_cast<std::size_t>(c)].client)) {
        return "no such client";
    }
    const std::set<std::string> masters = names(s, id == "landed-live" ? 1 : 0);
    const auto countMatches = [&] {
        return num(s, 1) == static_cast<std::int64_t>(masters.size());
    };
    const int n = static_cast<int>(tl.lanes.size()) - tl.clientCount();

    if (ProtocolCaption::isCoreSentence(id)) {
        const sim::TimelineAttempt* a = attemptAt(tl, c, e);
        if (!a || a->t2 != e) {
            return "no attempt of the client judged then";
        }
        if ((id == "held") != a->held) {
            return "held or not differs";
        }
        if ((id == "held" || id == "refused-no-majority") &&
            (num(s, 1) != okVotes(tl, *a, e, live) || num(s, 2) != n ||
             static_cast<int>(names(s, 3).size()) != num(s, 1))) {
            return "the votes differ from the replies";
        }
        if (id == "refused-no-majority" && (num(s, 1) >= quorumOf(n) || num(s, 4) != quorumOf(n))) {
            return "it had a majority";
        }
        const Verdict v = judge(okVotes(tl, *a, e, live), n, Micros(a->t2 - a->t1),
                                Millis(a->ttlMs), kDefaultDriftFactor);
        if (v.held != a->held ||
            reasonName(v.reason) != std::string(id == "held"                  ? "held"
                                                : id == "refused-no-majority" ? "no-majority"
                                                : id == "refused-past-ttl"    ? "past-ttl"
                                                                              : "drift-ate-rest")) {
            return "judge() says otherwise";
        }
        if (r) {
            if (const std::string why = sim::checkClaim(*r, s); !why.empty()) {
                return "the core's claim: " + why;
            }
            if (std::find(r->narration.begin(), r->narration.end(), s) == r->narration.end()) {
                return "not the sentence narrate() says";
            }
        }
        return "";
    }
    if (id == "t1") {
        const sim::TimelineAttempt* a = attemptAt(tl, c, e);
        return a && a->t1 == e && a->number == num(s, 1) &&
                       sentAt(tl, c, MessageKind::Set, e).empty()
                   ? ""
                   : "no attempt starts then, or it sends then";
    }
    if (id == "sent-all" || id == "sent-one") {
        const sim::TimelineAttempt* a = attemptAt(tl, c, e);
        const std::set<std::string> to = names(s, 3);
        if (!a || to != sentAt(tl, c, MessageKind::Set, e) ||
            (id == "sent-all") != (to.size() > 1)) {
            return "the SETs sent then differ";
        }
        return a->number == num(s, 4) && name(s, 1) == tl.key &&
                       name(s, 2) == std::to_string(a->ttlMs)
                   ? ""
                   : "attempt, key or TTL differ";
    }
    if (id == "release-sent") {
        return names(s, 1) == sentAt(tl, c, MessageKind::Release, e) ? "" : "releases differ";
    }
    if (id == "landed-live") {
        if (!live) {
            return "a live sentence in a simulated run";
        }
        std::set<std::string> landed;
        for (const auto& m : tl.messages) {
            if (m.kind != MessageKind::Reply && m.from == c && m.arrived == e) {
                landed.insert(tl.lanes[static_cast<std::size_t>(m.to)].name);
            }
        }
        return landed == masters ? "" : "landings differ";
    }
    if (id.starts_with("landed-") || id.starts_with("release-landed-")) {
        if (live) {
            return "a live trace does not know when a command landed";
        }
        const bool release = id.starts_with("release-");
        const MessageKind kind = release ? MessageKind::Release : MessageKind::Set;
        std::set<std::string> found;
        for (const auto& q : tl.messages) {
            if (q.kind != kind || q.from != c || q.arrived != e) {
                continue;
            }
            const std::string& to = tl.lanes[static_cast<std::size_t>(q.to)].name;
            if (id == "landed-down") {
                if (q.outcome == MessageOutcome::Dropped &&
                    tl.lanes[static_cast<std::size_t>(q.to)].down) {
                    found.insert(to);
                }
                continue;
            }
            for (const auto& m : tl.messages) {
                const bool ok = m.outcome == MessageOutcome::Ok;
                const bool wantOk = id.ends_with("-ok");
                if (m.kind == MessageKind::Reply && m.from == q.to && m.to == c && m.sent == e &&
                    ok == wantOk) {
                    found.insert(to);
                }
            }
        }
        if (id == "landed-down") {
            // Any kind of command: the SETs and releases lost at a down master.
            for (const auto& q : tl.messages) {
                if (q.kind != MessageKind::Reply && q.from == c && q.arrived == e &&
                    q.outcome == MessageOutcome::Dropped) {
                    found.insert(tl.lanes[static_cast<std::size_t>(q.to)].name);
                }
            }
        }
        return std::includes(found.begin(), found.end(), masters.begin(), masters.end()) &&
                       !masters.empty() && countMatches()
                   ? ""
                   : "the masters that ran it differ";
    }
    if (id == "reply-ok" || id == "reply-ok-more" || id == "reply-refused") {
        const sim::TimelineAttempt* a = attemptAt(tl, c, e);
        if (!a || a->t2 < e) {
            return "no attempt waiting for replies";
        }
        const bool ok = id != "reply-refused";
        const auto from = repliesAt(
            tl, c, MessageKind::Set, a->t1, a->t2, e, [ok](const sim::TimelineMessage& m) {
                return !m.late && m.outcome == (ok ? MessageOutcome::Ok : MessageOutcome::Refused);
            });
        const int votes = okVotes(tl, *a, e, live);
        if (masters.empty() ||
            !std::includes(from.begin(), from.end(), masters.begin(), masters.end()) ||
            !countMatches()) {
            return "those masters did not answer so then";
        }
        if (num(s, 3) != votes || num(s, 4) != quorumOf(n) || num(s, 4) != a->quorum) {
            return "the count of votes differs: " + std::to_string(votes);
        }
        if (id == "reply-ok" && votes > quorumOf(n)) {
            return "more votes than it needs";
        }
        if (id == "reply-ok-more" && votes <= quorumOf(n)) {
            return "not more votes than it needs";
        }
        return "";
    }
    if (id == "reply-late") {
        const auto from = repliesAt(tl, c, MessageKind::Set, 0, e, e,
                                    [](const sim::TimelineMessage& m) { return m.late; });
        return !masters.empty() && from == masters && countMatches() ? "" : "not late replies";
    }
    if (id == "release-reply-ok" || id == "release-reply-none") {
        const bool ok = id == "release-reply-ok";
        const auto from =
            repliesAt(tl, c, MessageKind::Release, 0, e, e, [ok](const sim::TimelineMessage& m) {
                return (m.outcome == MessageOutcome::Ok && !m.late) == ok;
            });
        return !masters.empty() && from == masters && countMatches() ? ""
                                                                     : "release replies differ";
    }
    if (id == "deadline") {
        const sim::TimelineAttempt* a = attemptAt(tl, c, e);
        if (!a || e - a->t1 != num(s, 2) || masters.empty() || !countMatches()) {
            return "no attempt, or the time since T1 differs";
        }
        for (const std::string& m : masters) {
            const int lane = laneOf(tl, m);
            const bool timedOut =
                std::any_of(tl.timeouts.begin(), tl.timeouts.end(), [&](const auto& o) {
                    return o.client == c && o.master == lane && o.at == e;
                });
            const bool answered =
                std::any_of(tl.messages.begin(), tl.messages.end(), [&](const auto& q) {
                    return q.kind == MessageKind::Reply && q.from == lane && q.to == c &&
                           q.arrived >= a->t1 && q.arrived <= e && !q.late;
                });
            if (!timedOut || answered) {
                return m + " had answered, or no deadline for it then";
            }
        }
        return "";
    }
    if (id == "split" || id == "split-retry") {
        std::set<std::string> judged;
        for (const auto& a : tl.attempts) {
            if (a.t2 != e) {
                continue;
            }
            judged.insert(tl.lanes[static_cast<std::size_t>(a.client)].name);
            if (a.held || okVotes(tl, a, e, live) >= quorumOf(n)) {
                return "someone had a majority";
            }
            if (id == "split-retry" &&
                (static_cast<int>(sentAt(tl, a.client, MessageKind::Release, e).size()) != n ||
                 !nextOf(tl, a))) {
                return "someone neither released everywhere nor tried again";
            }
        }
        if (judged.size() < 2) {
            return "fewer than two verdicts then";
        }
        return id == "split-retry" || (names(s, 0) == judged && num(s, 1) == quorumOf(n))
                   ? ""
                   : "the clients or the majority differ";
    }
    if (id == "retry" || id == "give-up") {
        const sim::TimelineAttempt* a = attemptAt(tl, c, e);
        if (!a || a->t2 != e || a->held || num(s, 1) != n ||
            static_cast<int>(sentAt(tl, c, MessageKind::Release, e).size()) != n) {
            return "no refusal with a release to all then";
        }
        const sim::TimelineAttempt* next = nextOf(tl, *a);
        if (id == "give-up") {
            return !next && num(s, 2) == a->number ? "" : "it tried again";
        }
        return next && num(s, 2) == next->t1 - e && num(s, 3) == next->number ? ""
                                                                              : "the retry differs";
    }
    if (id == "belief-end") {
        for (const auto& a : tl.attempts) {
            if (a.client == c && a.held && a.beliefEnd == e && num(s, 1) == a.validityUs &&
                a.beliefEnd - a.t2 == a.validityUs) {
                return "";
            }
        }
        return "no belief ends then";
    }
    return "a template without a predicate in this test: " + id;
}

std::set<std::string>& sweptIds() {
    static std::set<std::string> ids; // what the whole sweep said, over every data row
    return ids;
}

struct Pattern {
    const char* name;
    std::vector<int> down; // master indices
};

} // namespace

class TestProtocolCaption : public QObject {
    Q_OBJECT
private slots:
    void everyCaptionHoldsOfItsRun_data() {
        QTest::addColumn<int>("clients");
        QTest::addColumn<QList<int>>("down");
        QTest::addColumn<bool>("sequential");
        const Pattern patterns[] = {{"all-up", {}},
                                    {"one-down", {3}},
                                    {"minority-down", {3, 4}},
                                    {"majority-down", {0, 1, 2}},
                                    {"all-but-one-down", {0, 1, 3, 4}}};
        for (int clients = 1; clients <= 3; ++clients) {
            for (const Pattern& p : patterns) {
                const QList<int> down(p.down.begin(), p.down.end());
                QTest::addRow("c%d-%s", clients, p.name) << clients << down << false;
                if (clients == 1) {
                    QTest::addRow("c1-%s-sequential", p.name) << 1 << down << true;
                }
            }
        }
    }

    void everyCaptionHoldsOfItsRun() {
        QFETCH(int, clients);
        QFETCH(QList<int>, down);
        QFETCH(bool, sequential);
        std::set<std::string> ids;
        int captions = 0;
        for (int seed = 1; seed <= 24; ++seed) {
            ProtocolSetup setup;
            setup.clients = clients;
            setup.seed = static_cast<std::uint64_t>(seed);
            setup.alignRetries = seed % 3 == 0; // the split vote repeats in some runs
            setup.fanout = sequential ? FanOutMode::Sequential : FanOutMode::Parallel;
            setup.latencyMs = {1 + seed % 3, 1, 2, 1 + seed % 2, 3, 1, 1, 1, 1};
            setup.timeoutMs = seed % 4 == 0 ? 2 : 50; // a short timeout misses the far masters
            for (int m : down) {
                setup.up[static_cast<std::size_t>(m)] = false;
            }
            const sim::Scenario scenario = scenarioFor(setup);
            const sim::SimResult r = sim::simulate(scenario);
            const Timeline tl = sim::timelineFromSim(r, scenario.params, kProtocolKey);
            const std::vector<Us> events = tl.eventTimes();
            for (std::size_t i = 0; i < events.size(); ++i) {
                const Us e = events[i];
                const EventCaption c =
                    ProtocolCaption::at(tl, e, ProtocolCaption::Source::Simulated);
                QCOMPARE(c.at, e);
                QVERIFY2(
                    !c.sentences.empty(),
                    qPrintable(QStringLiteral("seed %1: no caption at %2 us").arg(seed).arg(e)));
                for (const Sentence& s : c.sentences) {
                    QCOMPARE(s.t, e);
                    const std::string why = claimError(tl, &r, s);
                    QVERIFY2(why.empty(),
                             qPrintable(QStringLiteral("seed %1 at %2 us: %3 — %4 (%5)")
                                            .arg(seed)
                                            .arg(e)
                                            .arg(QString::fromStdString(s.id),
                                                 QString::fromStdString(why),
                                                 ProtocolCaption::sentence(s))));
                    QVERIFY(!ProtocolCaption::sentence(s).contains(QLatin1Char('%')));
                    ids.insert(s.id);
                    sweptIds().insert(s.id);
                    ++captions;
                }
                // Between two events the caption stays on the earlier one.
                if (i + 1 < events.size() && events[i + 1] > e + 1) {
                    QCOMPARE(ProtocolCaption::at(tl, e + 1, ProtocolCaption::Source::Simulated).at,
                             e);
                }
            }
        }
        QVERIFY(captions > 0);
        // Each run kind says what it is about.
        const bool majorityDown = down.size() * 2 >= 5;
        QCOMPARE(ids.count("held") > 0, !majorityDown);
        if (!down.isEmpty()) {
            QVERIFY(ids.count("landed-down") > 0);
        }
        if (majorityDown) {
            QVERIFY(ids.count("refused-no-majority") > 0 || ids.count("split") > 0);
        }
        QVERIFY(ids.count("sent-all") > 0 || ids.count("sent-one") > 0);
    }

    // The sweep reached every template a simulated run can give. Three only a live trace gives:
    // its T1 comes before its first send, its cleanup leaves after the verdict, and when a
    // command landed it cannot know (liveTraceCaptionsHold reaches them).
    void sweepReachesEveryTemplate() {
        QStringList missing;
        for (const auto& [id, text] : ProtocolCaption::templates()) {
            const std::string i = id;
            if (i != "landed-live" && i != "t1" && i != "release-sent" && !sweptIds().count(i)) {
                missing << QLatin1String(id);
            }
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char(' '))));
    }

    // Every template of the caption is reached by the sweep above or by the live trace below.
    void everyTemplateHasAPredicate() {
        for (const auto& [id, text] : ProtocolCaption::templates()) {
            Sentence s{0, id, text, {}};
            QVERIFY2(claimError(Timeline{}, nullptr, s).find("without a predicate") ==
                         std::string::npos,
                     id);
        }
    }

    // A live trace: the moment a command lands is drawn, not measured, so no sentence says what
    // a master did then; everything else holds as for a simulated run.
    void liveTraceCaptionsHold_data() {
        QTest::addColumn<int>("oks");
        QTest::addRow("held") << 3;
        QTest::addRow("refused") << 2;
    }
    void liveTraceCaptionsHold() {
        QFETCH(int, oks);
        Attempt a;
        a.key = kProtocolKey;
        a.token = "abc";
        a.t1 = Micros(1000000);
        const int n = 5;
        for (int m = 0; m < n; ++m) {
            MasterTrace t;
            t.address = "127.0.0.1:" + std::to_string(40001 + m);
            t.reply.sentAt = Micros(1000010 + m);
            if (m < oks) {
                t.reply.outcome = Outcome::Ok;
                t.reply.repliedAt = Micros(1000300 + 40 * m);
            } else if (m == n - 1) {
                t.reply.outcome = Outcome::Timeout;
                t.reply.repliedAt = Micros(1049000);
            } else {
                t.reply.outcome = Outcome::Refused;
                t.reply.repliedAt = Micros(1000500);
            }
            a.masters.push_back(t);
        }
        a.votes = oks;
        a.t2 = Micros(1050000);
        a.verdict = judge(oks, n, a.t2 - a.t1, Millis(10000), kDefaultDriftFactor);
        if (!a.verdict->held) {
            for (int m = 0; m < n; ++m) {
                MasterTrace t;
                t.address = a.masters[static_cast<std::size_t>(m)].address;
                t.reply.outcome = m < oks ? Outcome::Ok : Outcome::Refused;
                t.reply.sentAt = Micros(1050100);
                t.reply.repliedAt = Micros(1050400 + 10 * m);
                a.cleanup.push_back(t);
            }
        }
        LiveAcquire acquire;
        acquire.attempt = a;
        acquire.verdict = *a.verdict;
        acquire.votes = oks;
        const LiveTrace trace(acquire);
        const Timeline& tl = trace.timeline();
        std::set<std::string> ids;
        for (Us e : tl.eventTimes()) {
            const EventCaption c = ProtocolCaption::at(tl, e, ProtocolCaption::Source::Live);
            QCOMPARE(c.at, e);
            QVERIFY2(!c.sentences.empty(), qPrintable(QString::number(e)));
            for (const Sentence& s : c.sentences) {
                const std::string why = claimError(tl, nullptr, s);
                QVERIFY2(why.empty(), qPrintable(QStringLiteral("at %1 us: %2 — %3 (%4)")
                                                     .arg(e)
                                                     .arg(QString::fromStdString(s.id),
                                                          QString::fromStdString(why),
                                                          ProtocolCaption::sentence(s))));
                ids.insert(s.id);
            }
        }
        QVERIFY(ids.count("landed-live") > 0);
        QVERIFY(ids.count("t1") > 0);
        QCOMPARE(ids.count("release-sent") > 0, oks < 3);
        QVERIFY(ids.count("deadline") > 0);
        QVERIFY(ids.count(oks >= 3 ? "held" : "refused-no-majority") > 0);
        for (const char* never : {"landed-ok", "landed-refused", "release-landed-ok",
                                  "release-landed-none", "landed-down"}) {
            QVERIFY2(ids.count(never) == 0, never);
        }
    }

    void captionFollowsTheSteps() {
        LabState state;
        ProtocolPage page(&state);
        page.resize(1280, 800);
        page.clientsSpin()->setValue(2);
        QLabel* caption = page.caption();
        QVERIFY(caption);
        page.playback()->seek(0);
        QString before = caption->text();
        QVERIFY(!before.isEmpty());
        int steps = 0;
        while (page.step(+1)) {
            const QString now = caption->text();
            QVERIFY2(now != before, qPrintable(QStringLiteral("step %1: %2").arg(steps).arg(now)));
            // The page's caption is the caption of its playhead.
            QCOMPARE(now, ProtocolCaption::text(
                              ProtocolCaption::at(page.timeline(), page.playback()->now(),
                                                  ProtocolCaption::Source::Simulated)));
            before = now;
            ++steps;
        }
        QCOMPARE(steps, page.playback()->eventCount() - 1);
        // The happy single acquire shows its verdict in the core's words.
        page.clientsSpin()->setValue(1);
        page.playback()->seek(page.timeline().attempts.front().t2);
        QVERIFY2(caption->text().startsWith(QStringLiteral("C1 holds the lock: 5 of 5 votes")),
                 qPrintable(caption->text()));
    }

    // In Chinese every caption of a race is Chinese (the core's verdicts and this page's
    // templates), and back in English once the language changes again.
    void captionIsChineseWhenTheAppIs() {
        LanguageSwitcher languages;
        QVERIFY(languages.setLanguage(QStringLiteral("zh_CN")));
        LabState state;
        ProtocolPage page(&state);
        page.clientsSpin()->setValue(2);
        page.playback()->seek(0);
        static const QRegularExpression han(QStringLiteral("[\\x{4e00}-\\x{9fff}]"));
        static const QRegularExpression englishWords(
            QStringLiteral("\\b(the|sends|answers|of|and|to)\\b"));
        do {
            const QString text = page.caption()->text();
            QVERIFY2(text.contains(han), qPrintable(text));
            QVERIFY2(!text.contains(englishWords), qPrintable(text));
        } while (page.step(+1));
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        QVERIFY2(!page.caption()->text().contains(han), qPrintable(page.caption()->text()));
    }
};

QTEST_MAIN(TestProtocolCaption)
#include "tst_protocol_caption.moc"
