// The trace's typed facts (issue 25, "one place per change"): the narration and the claim
// checker read an event's master, masters, why a belief ended, the extension cap and the
// validity a check found left from typed fields (sim::TraceEvent), never from its text. Here
//  - every event the simulator logs, over every built-in scenario x variant x seeds x fault
//    phases, carries the fact its kind promises (eventFact) and its text agrees
//    (checkEventFact): a producer that forgets one fails, naming the run and the event;
//  - the narration says what those facts say: the masters of an unlock-retried or locked-more
//    sentence are the event's, a released sentence stands on a belief that ended by release,
//    and each such event is told once;
//  - the checker itself fails on an event stripped of its fact.
#include "core/sim/analysis/sweep.h"
#include "core/sim/claims.h"
#include "core/sim/files/catalog.h"
#include "core/sim/narration.h"
#include "core/sim/simulator.h"
#include "every_run.h"

#include <QTest>

#include <map>
#include <set>
#include <tuple>

using namespace redlock;
using namespace redlock::sim;

namespace {

using redlock_test::everyRun;

// No built-in scenario has the no_release fault (the lab bench and the live tests inject it):
// a holder that finishes without releasing, then a second client.
const char* const kNoRelease = R"({
  "name": "no-release", "seed": 3,
  "params": { "ttl_ms": 1500, "timeout_ms": 50, "latency_ms": 1, "retry_delay_ms": 200,
              "max_attempts": 20, "end_ms": 3000 },
  "clients": [
    { "name": "C1", "start_ms": 0, "steps": [ { "op": "release", "after_ms": 100 } ] },
    { "name": "C2", "start_ms": 400, "steps": [ { "op": "release", "after_ms": 100 } ] }
  ],
  "faults": [ { "kind": "no_release", "at_ms": 0, "client": "C1", "for_ms": 1000 } ]
})";

// Every run of the sweep: scenario x variant x seeds 1-6 x the script's fault times and two
// more phases across one TTL (as tst_sim_claims moves them), and the no_release run.
template <class F> void forEveryRun(F&& f) {
    std::vector<std::pair<std::string, Result<Scenario>>> scenarios;
    for (const auto& [name, variant] : everyRun()) {
        scenarios.push_back(
            {name + "/" + (variant.empty() ? "base" : variant), builtinScenario(name, variant)});
    }
    scenarios.push_back({"no-release", loadScenarioText(kNoRelease, "")});
    for (const auto& [name, s] : scenarios) {
        if (!s) {
            QFAIL(name.c_str());
        }
        const Us ttl = s->params.ttlMs * 1000;
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            for (const Us phase : {Us(0), ttl / 3 + static_cast<Us>(seed) * 1000, (2 * ttl) / 3}) {
                RunOptions o;
                o.seed = seed;
                f(simulate(phaseShifted(*s, phase), o), name + " seed " + std::to_string(seed) +
                                                            " +" + std::to_string(phase / 1000) +
                                                            "ms");
            }
        }
    }
}

const char* factName(EventFact f) {
    switch (f) {
    case EventFact::None:
        return "none";
    case EventFact::Master:
        return "master";
    case EventFact::Masters:
        return "masters";
    case EventFact::BeliefEnded:
        return "belief-ended";
    case EventFact::Cap:
        return "cap";
    case EventFact::ValidityLeft:
        return "validity-left";
    }
    return "?";
}

std::vector<std::string> namesArg(const Sentence& s, std::size_t k) {
    return k < s.args.size() ? s.args[k].names : std::vector<std::string>{};
}

bool isReleasedSentence(const std::string& id) {
    return id == "released" || id == "released-partly" || id == "released-none" ||
           id == "released-gone" || id == "released-sent";
}

} // namespace

class TestSimEventFacts : public QObject {
    Q_OBJECT

private slots:
    // Every event carries the fact of its kind, over the whole sweep; and the sweep reaches
    // every kind of fact and every reason a belief ends, so it cannot pass for want of events.
    void everyEventCarriesItsFact() {
        std::map<std::string, long long> seen; // fact name, or belief-ended:<text>
        QStringList failures;
        long long events = 0;
        forEveryRun([&](const SimResult& r, const std::string& where) {
            for (const TraceEvent& e : r.events) {
                ++events;
                const std::string why = checkEventFact(r, e);
                if (!why.empty() && failures.size() < 20) {
                    failures << QString::fromStdString(where + " @" + std::to_string(e.t) + " " +
                                                       e.actor + " " + kindName(e.kind) + " '" +
                                                       e.detail + "': " + why);
                }
                ++seen[factName(eventFact(e.kind))];
                if (e.ended) {
                    ++seen[std::string("belief-ended:") + beliefEndedText(*e.ended)];
                }
            }
        });
        qInfo("%lld events", events);
        for (const auto& [what, n] : seen) {
            qInfo("  %-58s %lld", what.c_str(), n);
        }
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join("\n")));
        for (EventFact f : {EventFact::Master, EventFact::Masters, EventFact::BeliefEnded,
                            EventFact::Cap, EventFact::ValidityLeft}) {
            QVERIFY2(seen[factName(f)] > 0, factName(f));
        }
        for (BeliefEnded b : {BeliefEnded::Released, BeliefEnded::NotReleased,
                              BeliefEnded::ExtendFailed, BeliefEnded::Expired}) {
            const std::string key = std::string("belief-ended:") + beliefEndedText(b);
            QVERIFY2(seen[key] > 0, key.c_str());
        }
    }

    // The narration's master lists are the events' typed masters, its released sentences
    // stand on beliefs ended by release, and every such event is told exactly once.
    void narrationSaysTheTypedFacts() {
        QStringList failures;
        std::map<std::string, long long> told;
        forEveryRun([&](const SimResult& r, const std::string& where) {
            // Per (actor, kind, t): the master lists the sentences say and those the events
            // carry (a client can confirm two late masters at the same moment), compared as
            // multisets; a belief-end event's list is empty, and only one ended by release
            // counts.
            using Key = std::tuple<std::string, EventKind, Us>;
            std::map<Key, std::vector<std::vector<std::string>>> said, logged;
            for (const Sentence& s : r.narration) {
                const std::vector<std::string> who = namesArg(s, 0);
                const std::string actor = who.empty() ? "" : who.front();
                if (s.id == "unlock-retried") {
                    ++told[s.id];
                    said[{actor, EventKind::ReleaseRetry, s.t}].push_back(namesArg(s, 1));
                } else if (s.id == "locked-more") {
                    ++told[s.id];
                    said[{actor, EventKind::LockedMore, s.t}].push_back(namesArg(s, 1));
                } else if (isReleasedSentence(s.id)) {
                    ++told["released*"];
                    said[{actor, EventKind::BeliefEnd, s.t}].push_back({});
                }
            }
            for (const TraceEvent& e : r.events) {
                if (e.kind == EventKind::ReleaseRetry) {
                    logged[{e.actor, e.kind, e.t}].push_back(e.masters);
                } else if (e.kind == EventKind::LockedMore) {
                    logged[{e.actor, e.kind, e.t}].push_back({e.master});
                } else if (e.kind == EventKind::BeliefEnd && e.ended == BeliefEnded::Released) {
                    logged[{e.actor, e.kind, e.t}].push_back({});
                }
            }
            std::set<Key> keys;
            for (auto* m : {&said, &logged}) {
                for (auto& [key, lists] : *m) {
                    std::sort(lists.begin(), lists.end());
                    keys.insert(key);
                }
            }
            const auto text = [](const std::vector<std::vector<std::string>>& lists) {
                std::string out;
                for (const auto& l : lists) {
                    std::string one;
                    for (const std::string& n : l) {
                        one += (one.empty() ? "" : ",") + n;
                    }
                    out += "[" + one + "]";
                }
                return out;
            };
            for (const Key& key : keys) {
                if (said[key] != logged[key] && failures.size() < 20) {
                    const auto& [actor, kind, t] = key;
                    failures << QString::fromStdString(where + ": " + actor + " " + kindName(kind) +
                                                       " @" + std::to_string(t) +
                                                       ": the narration says " + text(said[key]) +
                                                       ", the events carry " + text(logged[key]));
                }
            }
        });
        for (const auto& [id, n] : told) {
            qInfo("  %-16s %lld", id.c_str(), n);
        }
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join("\n")));
        QVERIFY(told["unlock-retried"] > 0);
        QVERIFY(told["locked-more"] > 0);
        QVERIFY(told["released*"] > 0);
    }

    // The checker fails on an event that lost its fact, or carries one its kind does not: what
    // the sweep above relies on to catch a producer that forgets.
    void aForgottenFactIsCaught() {
        const SimResult r = simulate(builtinScenario("lost-unlock", "unlock-retried").value());
        const SimResult q = simulate(builtinScenario("minority-down").value());
        const SimResult x = simulate(builtinScenario("extension", "capped").value());
        const SimResult c = simulate(builtinScenario("check-before-write").value());
        const auto first = [](const SimResult& run, EventKind kind) {
            const auto it = std::find_if(run.events.begin(), run.events.end(),
                                         [kind](const TraceEvent& e) { return e.kind == kind; });
            if (it == run.events.end()) {
                qFatal("no %s event", kindName(kind));
            }
            return *it;
        };
        const std::vector<std::pair<const SimResult*, EventKind>> cases = {
            {&r, EventKind::ReleaseRetry}, {&r, EventKind::BeliefEnd}, {&q, EventKind::Timeout},
            {&x, EventKind::ExtendCapped}, {&c, EventKind::Check},     {&q, EventKind::Vote}};
        for (const auto& [run, kind] : cases) {
            const TraceEvent e = first(*run, kind);
            QVERIFY2(checkEventFact(*run, e).empty(), kindName(kind));
            TraceEvent stripped = e;
            stripped.master.clear();
            stripped.masters.clear();
            stripped.ended.reset();
            stripped.cap.reset();
            stripped.leftUs.reset();
            QVERIFY2(!checkEventFact(*run, stripped).empty(), kindName(kind));
        }
        // A fact on a kind that promises none, and a master that is no master.
        TraceEvent read = first(c, EventKind::Read);
        QVERIFY(checkEventFact(c, read).empty());
        read.master = "M1";
        QVERIFY(!checkEventFact(c, read).empty());
        TraceEvent vote = first(q, EventKind::Vote);
        vote.master = "C1";
        QVERIFY(!checkEventFact(q, vote).empty());
        // A reason that disagrees with the text.
        TraceEvent ended = first(r, EventKind::BeliefEnd);
        ended.ended =
            ended.ended == BeliefEnded::Released ? BeliefEnded::Expired : BeliefEnded::Released;
        QVERIFY(!checkEventFact(r, ended).empty());
    }
};

QTEST_GUILESS_MAIN(TestSimEventFacts)
#include "tst_sim_event_facts.moc"
