// The engine: event ordering, determinism, the happy-path numbers, scrubbing.
#include "core/lock/rng.h"
#include "core/sim/bench.h"
#include "core/sim/claims.h"
#include "core/sim/event_queue.h"
#include "core/sim/fenced_storage.h"
#include "core/sim/files/catalog.h"
#include "core/sim/monitor.h"
#include "core/sim/narration.h"
#include "core/sim/simulator.h"
#include "every_run.h"

#include <QTest>

#include <algorithm>
#include <functional>
#include <iterator>

using namespace redlock::sim;
using redlock::Rng;

namespace {

SimResult run(const char* name, const char* variant = "", std::optional<std::uint64_t> seed = {}) {
    auto s = builtinScenario(name, variant);
    if (!s) {
        qFatal("%s", s.error().message.c_str());
    }
    RunOptions o;
    o.seed = seed;
    return simulate(*s, o);
}

using RunCheck = std::function<void(const Scenario&, std::uint64_t, const std::string&)>;

// A mark at `lane` from `atMs` lasting `forMs`; a link's mark: to master `master`, `extraMs`
// slower each way.
Mark mark(MarkKind kind, int lane, Us atMs, Us forMs, int master = -1, Us extraMs = 0) {
    Mark m{kind, lane, atMs * 1000, forMs * 1000};
    m.master = master;
    m.extraUs = extraMs * 1000;
    return m;
}

SimResult run(const Scenario& s, std::uint64_t seed) {
    RunOptions o;
    o.seed = seed;
    return simulate(s, o);
}

// Times in the middle of the flights of `count` of the run's messages, spread over the run.
std::vector<Us> midFlightStops(const SimResult& full, std::size_t count) {
    std::vector<Us> stops;
    const std::size_t n = full.messages.size();
    for (std::size_t k = 0; k < count && n > 0; ++k) {
        const Message& m = full.messages[k * n / count];
        if (m.arrived > m.sent + 1) {
            stops.push_back(m.sent + (m.arrived - m.sent) / 2);
        }
    }
    return stops;
}

// Benches where a key outlives its holder's attention: plain, M1 hung for 3 s from 50 ms, C1
// paused for 3 s from 300 ms.
std::vector<std::pair<std::string, std::vector<Mark>>> heldThroughBenches() {
    return {{"plain", {}},
            {"hang", {mark(MarkKind::Hang, 0, 50, 3000)}},
            {"pause", {mark(MarkKind::Pause, 0, 300, 3000)}}};
}

// Every built-in scenario x variant, then a small bench (3 masters, 2 clients, 6 s) under each
// named set of marks, each over seeds 1-3.
void sweepRuns(const RunCheck& check,
               const std::vector<std::pair<std::string, std::vector<Mark>>>& benches) {
    for (const auto& [name, variant] : redlock_test::everyRun()) {
        const Scenario s = builtinScenario(name, variant).value();
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            check(s, seed, name + "/" + variant);
        }
    }
    BenchSettings b;
    b.masters = 3;
    b.clients = 2;
    b.runMs = 6000;
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        b.seed = seed;
        for (const auto& [name, marks] : benches) {
            check(benchScenario(b, marks), seed, "bench " + name);
        }
    }
}

} // namespace

class TestSimEngine : public QObject {
    Q_OBJECT
private slots:
    // The storage rules the simulator and live runs share (core/sim/fenced_storage.h).
    void storageRules_data() {
        QTest::addColumn<int>("fencing");
        QTest::addColumn<QList<bool>>(
            "accepted"); // of the writes: C1 (fence 2), C2 (fence 1), C1 (fence 2)
        QTest::addColumn<QString>("secondReason");
        QTest::newRow("off") << int(Fencing::Off) << QList<bool>{true, true, true} << "no fencing";
        QTest::newRow("token") << int(Fencing::Token) << QList<bool>{true, false, true}
                               << "token 1 < highest seen 2";
        // C2 claimed last, so C1's value no longer matches; C2 writes with its own.
        QTest::newRow("cas") << int(Fencing::CheckAndSet) << QList<bool>{true, true, false}
                             << "value matches";
    }
    void storageRules() {
        QFETCH(int, fencing);
        QFETCH(QList<bool>, accepted);
        QFETCH(QString, secondReason);
        FencedStorage st(static_cast<Fencing>(fencing));
        const bool cas = st.fencing() == Fencing::CheckAndSet;
        QCOMPARE(st.claim("C1", "v1"), cas);
        const StorageWrite w1 = st.write(10, "C1", 2, "v1");
        QCOMPARE(w1.anyBefore, false);
        QCOMPARE(w1.highest, 0);
        QCOMPARE(st.claim("C2", "v2"), cas);
        const StorageWrite w2 = st.write(20, "C2", 1, "v2");
        QCOMPARE(w2.anyBefore, true);
        QCOMPARE(QString::fromStdString(w2.reason), secondReason);
        const StorageWrite w3 = st.write(30, "C1", 2, "v1");
        QCOMPARE((QList<bool>{w1.accepted, w2.accepted, w3.accepted}), accepted);
        QCOMPARE(w3.t, 30);
        QCOMPARE(QString::fromStdString(w3.client), QStringLiteral("C1"));
        if (st.fencing() == Fencing::Token) {
            QCOMPARE(w3.highest, 2); // the refused write did not lower it
        }
        if (cas) {
            QCOMPARE(QString::fromStdString(w3.tagOwner), QStringLiteral("C2"));
            QCOMPARE(QString::fromStdString(w3.reason),
                     QStringLiteral("value mismatch: resource belongs to C2"));
        }
    }
    void storageWithoutClaimBelongsToNobody() {
        FencedStorage st(Fencing::CheckAndSet);
        const StorageWrite w = st.write(1, "C1", 1, "v1");
        QVERIFY(!w.accepted);
        QCOMPARE(QString::fromStdString(w.reason),
                 QStringLiteral("value mismatch: resource belongs to nobody"));
    }
    void queueOrdersByTimeThenInsertion() {
        EventQueue q;
        std::string order;
        q.push(5, [&] { order += "c"; });
        q.push(1, [&] { order += "a"; });
        q.push(5, [&] { order += "d"; });
        q.push(1, [&] { order += "b"; });
        while (!q.empty()) {
            Us t = 0;
            q.pop(t)();
        }
        QCOMPARE(QString::fromStdString(order), QStringLiteral("abcd"));
    }

    void rngBelowStaysInRangeAndRepeats() {
        Rng a(42), b(42);
        for (int i = 0; i < 1000; ++i) {
            const auto x = a.below(7);
            QVERIFY(x < 7);
            QCOMPARE(x, b.below(7));
        }
        QCOMPARE(Rng(1).hex(12), Rng(1).hex(12));
        QVERIFY(Rng(1).hex(12) != Rng(2).hex(12));
    }

    void sameSeedSameTrace_data() {
        QTest::addColumn<QString>("scenario");
        for (const std::string& n : scenarioNames()) {
            QTest::newRow(n.c_str()) << QString::fromStdString(n);
        }
    }
    void sameSeedSameTrace() {
        QFETCH(QString, scenario);
        const std::string name = scenario.toStdString();
        const SimResult a = run(name.c_str()), b = run(name.c_str());
        QVERIFY(!a.events.empty());
        QCOMPARE(QString::fromStdString(toText(a)), QString::fromStdString(toText(b)));
        QCOMPARE(QString::fromStdString(toJson(a)), QString::fromStdString(toJson(b)));
    }

    void differentSeedDifferentContention() {
        const SimResult a = run("contention", "", 1), b = run("contention", "", 2);
        QVERIFY(eventsText(a) != eventsText(b));
        // Not only the random values: the retry timing itself differs.
        std::vector<Us> ta, tb;
        for (const Attempt& x : a.attempts)
            ta.push_back(x.t1);
        for (const Attempt& x : b.attempts)
            tb.push_back(x.t1);
        QVERIFY(ta != tb);
    }

    void happyPathNumbers() {
        const SimResult r = run("happy");
        QCOMPARE(r.attempts.size(), std::size_t(1));
        const Attempt& a = r.attempts.front();
        QVERIFY(a.held);
        QCOMPARE(a.t1, Us(0));
        QCOMPARE(a.t2, Us(2000));
        QCOMPARE(a.votes, 5);
        QCOMPARE(r.validityUs, Us(9896000));
        QCOMPARE(a.beliefEnd, Us(9898000));
        // Keys really expire at 10 001 ms on every master's clock.
        int keys = 0;
        for (const Span& s : r.spans) {
            if (s.kind == SpanKind::KeyAlive) {
                ++keys;
                QCOMPARE(s.from, Us(1000));
                QCOMPARE(s.to, Us(10001000));
            }
        }
        QCOMPARE(keys, 5);
        QCOMPARE(r.overlapUs, Us(0));
    }

    void truthFollowsTheMajorityOfKeys() {
        const SimResult r = run("happy");
        int truth = 0;
        for (const Span& s : r.spans) {
            if (s.kind == SpanKind::Truth) {
                ++truth;
                QCOMPARE(s.lane, std::string("C1"));
                QCOMPARE(s.from, Us(1000));
                QCOMPARE(s.to, Us(10001000));
            }
        }
        QCOMPARE(truth, 1);
    }

    // A run's messages end as typed outcomes: a SET to a down master is dropped, one to an up
    // master delivered and answered ok; a reply read after the client stopped waiting keeps the
    // master's answer (ok) and is marked late; the storage accepts or rejects a write and
    // accepts a claim; a clip cuts a message still on its way to in-flight.
    void messageOutcomesAreTyped() {
        using O = MessageOutcome;
        const auto of = [](const SimResult& r, MessageKind kind, const std::string& from,
                           const std::string& to) -> const Message& {
            for (const Message& m : r.messages) {
                if (m.kind == kind && m.from == from && m.to == to) {
                    return m;
                }
            }
            qFatal("no %s from %s to %s", kindName(kind), from.c_str(), to.c_str());
        };
        const SimResult down = run("minority-down"); // M4 and M5 are down at the start
        for (const char* m : {"M1", "M2", "M3"}) {
            QCOMPARE(of(down, MessageKind::Set, "C1", m).outcome, O::Delivered);
            QCOMPARE(of(down, MessageKind::Reply, m, "C1").outcome, O::Ok);
            QVERIFY(!of(down, MessageKind::Reply, m, "C1").late);
        }
        for (const char* m : {"M4", "M5"}) {
            QCOMPARE(of(down, MessageKind::Set, "C1", m).outcome, O::Dropped);
        }

        const SimResult slow = run("network-delay"); // M4's and M5's replies come too late
        for (const char* m : {"M1", "M2", "M3"}) {
            QVERIFY(!of(slow, MessageKind::Reply, m, "C1").late);
        }
        for (const char* m : {"M4", "M5"}) {
            const Message& reply = of(slow, MessageKind::Reply, m, "C1");
            QCOMPARE(reply.outcome, O::Ok); // what the master answered
            QVERIFY(reply.late);            // when the client read it
            QVERIFY(reply.read >= 0);
        }

        const SimResult cas = run("gc-pause-after", "check-and-set");
        QCOMPARE(of(cas, MessageKind::Claim, "C1", "storage").outcome, O::Accepted);
        QCOMPARE(of(cas, MessageKind::Write, "C2", "storage").outcome, O::Accepted);
        QCOMPARE(of(cas, MessageKind::Write, "C1", "storage").outcome, O::Rejected);
        const SimResult plain = run("gc-pause-after");
        for (const Message& m : plain.messages) {
            if (m.kind == MessageKind::Claim) {
                QCOMPARE(m.outcome, O::Ignored); // no fencing: the storage keeps no tag
            }
        }

        const Message& write = of(cas, MessageKind::Write, "C1", "storage");
        QVERIFY(write.arrived > write.sent);
        const SimResult clipped = clipTraceAt(cas, write.sent);
        QCOMPARE(of(clipped, MessageKind::Write, "C1", "storage").outcome, O::InFlight);
        QCOMPARE(of(clipped, MessageKind::Write, "C1", "storage").arrived, Us(-1));
    }

    // Counting a run's unavailable time again gives the same stretches, not each twice (a live
    // run is clipped at its end, which counts them, and then monitored, which counts again):
    // every built-in run.
    void outagesCountedAgainAreTheSame() {
        for (const auto& [name, variant] : redlock_test::everyRun()) {
            const SimResult r = run(name.c_str(), variant.c_str());
            SimResult again = r;
            countOutages(again);
            QCOMPARE(again.outages.size(), r.outages.size());
            QCOMPARE(again.unavailableUs, r.unavailableUs);
        }
    }

    // Each kind of message ends only in the outcomes that kind can have, and only a reply the
    // client read can be late: every built-in run, every message.
    void messageOutcomesFitTheirKind() {
        using O = MessageOutcome;
        for (const auto& [name, variant] : redlock_test::everyRun()) {
            const SimResult r = run(name.c_str(), variant.c_str());
            for (const Message& m : r.messages) {
                std::vector<O> can;
                switch (m.kind) {
                case MessageKind::Set:
                case MessageKind::Extend:
                case MessageKind::Release:
                    can = {O::Delivered, O::Dropped, O::Lost, O::InFlight};
                    break;
                case MessageKind::Reply:
                    can = {O::Ok, O::Refused, O::Lost, O::InFlight};
                    break;
                case MessageKind::Write:
                    can = {O::Accepted, O::Rejected, O::InFlight};
                    break;
                case MessageKind::Claim:
                    can = {O::Accepted, O::Ignored, O::InFlight};
                    break;
                }
                const std::string what = name + "/" + variant + ": " + kindName(m.kind) + " " +
                                         m.from + "->" + m.to + " " + outcomeText(m);
                QVERIFY2(std::find(can.begin(), can.end(), m.outcome) != can.end(), what.c_str());
                QVERIFY2(!m.late ||
                             (m.kind == MessageKind::Reply && m.read >= 0 && m.outcome != O::Lost),
                         what.c_str());
            }
        }
    }

    // Lost is what a cut link does, and only that: a message the run ends on (a request or a
    // reply still travelling, a request waiting at a hung master) is in flight, with no arrival
    // time past the run's end. Each run is played to its end and again stopped in the middle of
    // several of its messages' flights (the same run up to there: the stopped run's messages are
    // the first of the full run's), over every built-in scenario x variant x seeds 1-3 and bench
    // runs with link cuts, link delays and hangs running past the end; the narration of every
    // stopped run keeps to its claims (core/sim/claims.h).
    void aMessageTheRunEndsOnIsInFlightNotLost() {
        using O = MessageOutcome;
        struct Tally {
            int inFlight = 0, lost = 0, waiting = 0, runs = 0;
            QStringList failures;
            void fail(const std::string& what) {
                if (failures.size() < 20) {
                    failures << QString::fromStdString(what);
                }
            }
        } tally;
        const RunCheck check = [&tally](const Scenario& s, std::uint64_t seed,
                                        const std::string& name) {
            RunOptions o;
            o.seed = seed;
            const SimResult full = simulate(s, o);
            std::vector<Us> stops = midFlightStops(full, 8);
            const auto verify = [&tally, &full](const SimResult& r, Us end,
                                                const std::string& where) {
                ++tally.runs;
                QCOMPARE_LE(r.messages.size(), full.messages.size());
                for (std::size_t i = 0; i < r.messages.size(); ++i) {
                    const Message& m = r.messages[i];
                    const Message& f = full.messages[i];
                    const std::string what = where + ": " + kindName(m.kind) + " " + m.from + "->" +
                                             m.to + " sent " + std::to_string(m.sent) + " " +
                                             outcomeText(m);
                    if (m.sent != f.sent || m.from != f.from || m.kind != f.kind) {
                        tally.fail(what + " is not the full run's message " + std::to_string(i));
                        continue;
                    }
                    if (m.outcome == O::Lost) {
                        ++tally.lost;
                        if (m.arrived >= 0 || f.outcome != O::Lost) {
                            tally.fail(what + ": lost, but it arrives (" +
                                       std::to_string(f.arrived) + ", " + outcomeText(f) + ")");
                        }
                    }
                    if (m.arrived > end) {
                        tally.fail(what + ": arrives after the run's end");
                    }
                    if (f.arrived > end && f.outcome != O::Lost) {
                        ++tally.inFlight;
                        if (m.outcome != O::InFlight || m.arrived != -1) {
                            tally.fail(what + ": on its way at the end, not in flight");
                        }
                    }
                    if (m.outcome == O::InFlight && m.arrived >= 0) {
                        ++tally.waiting; // at a hung master that had not read it yet
                    }
                }
                for (const Sentence& sentence : r.narration) {
                    if (const std::string why = checkClaim(r, sentence); !why.empty()) {
                        tally.fail(where + " [" + sentence.id + "] " + english(sentence) + " -- " +
                                   why);
                    }
                }
            };
            verify(full, full.endUs, name + " seed " + std::to_string(seed));
            for (const Us t : stops) {
                o.untilUs = t;
                verify(simulate(s, o), t,
                       name + " seed " + std::to_string(seed) + " until " + std::to_string(t));
            }
        };
        // The bench, with marks that last past the run's end: C1's link to M2 cut, its link
        // to M3 slowed by far more than the time left, M1 hung to the end.
        const Mark cut = mark(MarkKind::LinkCut, 0, 3000, 10000, 1);
        const Mark slow = mark(MarkKind::LinkDelay, 0, 1500, 10000, 2, 5000);
        const Mark hang = mark(MarkKind::Hang, 0, 4000, 10000);
        sweepRuns(
            check,
            {{"cut", {cut}}, {"delay", {slow}}, {"hang", {hang}}, {"all", {cut, slow, hang}}});
        qInfo("%d runs: %d messages in flight at their end, %d waiting at a hung master, %d lost",
              tally.runs, tally.inFlight, tally.waiting, tally.lost);
        QVERIFY2(tally.failures.isEmpty(), qPrintable(tally.failures.join("\n")));
        // The sweep reaches each case: messages the end caught on their way, requests waiting at
        // a hung master, and cut links, whose messages are still lost.
        QVERIFY(tally.inFlight > 100);
        QVERIFY(tally.waiting > 0);
        QVERIFY(tally.lost > 10);
    }

    // A drawing scrubbed to time t (clipAt) shows each message as the run stopped at t has it:
    // the same outcome, arrival, service, reading and lateness. A request waiting at a hung
    // master at t is in flight in both, not delivered (the clip once kept the full run's
    // outcome), and a reply the client reads after t is not yet read, nor late. And what the
    // timing page and the bench say at t (the clip's narration) is what the stopped run says,
    // sentence for sentence: it once said "Nobody holds the lock from 0 to 0.5 ms although C1,
    // C2, C3 asked for it" at 0.5 ms of the contention scenario, where no acquire had been
    // refused yet (the full run's unavailable stretch, cut at t, began at attempts refused
    // later). Its figures, events, attempts and spans are the stopped run's too. Every
    // built-in scenario x variant x seeds 1-3, stopped in the middle of messages'
    // flights, inside every hang and at eight of its events' times, and the bench with hangs,
    // cuts, delays and a pause.
    void aClipShowsWhatTheRunStoppedThereHas() {
        int compared = 0, waiting = 0, clips = 0;
        QStringList failures;
        const RunCheck check = [&](const Scenario& s, std::uint64_t seed, const std::string& name) {
            RunOptions o;
            o.seed = seed;
            const SimResult full = simulate(s, o);
            std::vector<Us> stops = midFlightStops(full, 6);
            for (const Span& sp : full.spans) {
                if (sp.kind == SpanKind::Pause && sp.to > sp.from + 2) {
                    stops.push_back(sp.from + (sp.to - sp.from) / 2);
                }
            }
            const std::size_t every = std::max<std::size_t>(1, full.events.size() / 8);
            for (std::size_t k = 0; k < full.events.size(); k += every) {
                stops.push_back(full.events[k].t);
            }
            for (const Us t : stops) {
                o.untilUs = t;
                const SimResult stopped = simulate(s, o);
                const SimResult clipped = clipAt(full, t);
                const std::string where =
                    name + " seed " + std::to_string(seed) + " at " + std::to_string(t);
                ++clips;
                // The same figures, events and attempts.
                if ((clipped.overlapUs != stopped.overlapUs ||
                     clipped.unavailableUs != stopped.unavailableUs ||
                     clipped.staleWritesAccepted != stopped.staleWritesAccepted ||
                     clipped.events.size() != stopped.events.size() ||
                     clipped.attempts.size() != stopped.attempts.size()) &&
                    failures.size() < 20) {
                    failures << QString::fromStdString(where + ": overlap, unavailable time, "
                                                               "stale writes, events or attempts "
                                                               "differ");
                }
                // The same spans (keys, beliefs, truth, pauses, downs), in any order: the clip
                // once kept a majority's holding cut to zero length at its end.

                const auto spansOf = [](const SimResult& r) {
                    std::vector<std::string> out;
                    for (const Span& sp : r.spans) {
                        out.push_back(sp.lane + " " + spanKindName(sp.kind) + " " +
                                      std::to_string(sp.from) + " " + std::to_string(sp.to) + " " +
                                      sp.owner + " " + sp.value);
                    }
                    std::sort(out.begin(), out.end());
                    return out;
                };
                if (const auto a = spansOf(clipped), b = spansOf(stopped);
                    a != b && failures.size() < 20) {
                    std::vector<std::string> onlyClip, onlyStop;
                    std::set_difference(a.begin(), a.end(), b.begin(), b.end(),
                                        std::back_inserter(onlyClip));
                    std::set_difference(b.begin(), b.end(), a.begin(), a.end(),
                                        std::back_inserter(onlyStop));
                    failures << QString::fromStdString(where + ": spans only in the clip: " +
                                                       (onlyClip.empty() ? "-" : onlyClip.front()) +
                                                       "; only in the stopped run: " +
                                                       (onlyStop.empty() ? "-" : onlyStop.front()));
                }
                if (clipped.narration != stopped.narration && failures.size() < 20) {
                    failures << QString::fromStdString(
                        where + ": the clip says\n" + narrationText(clipped) +
                        "the stopped run says\n" + narrationText(stopped));
                }
                if (clipped.messages.size() != stopped.messages.size()) {
                    failures << QString::fromStdString(where + ": " +
                                                       std::to_string(clipped.messages.size()) +
                                                       " messages, the stopped run has " +
                                                       std::to_string(stopped.messages.size()));
                    continue;
                }
                for (std::size_t i = 0; i < stopped.messages.size(); ++i) {
                    const Message& a = clipped.messages[i];
                    const Message& b = stopped.messages[i];
                    ++compared;
                    if (b.outcome == MessageOutcome::InFlight && b.arrived >= 0) {
                        ++waiting;
                    }
                    if (a.outcome != b.outcome || a.arrived != b.arrived || a.taken != b.taken ||
                        a.read != b.read || a.late != b.late) {
                        if (failures.size() < 20) {
                            failures << QString::fromStdString(
                                where + ": " + kindName(a.kind) + " " + a.from + "->" + a.to +
                                " sent " + std::to_string(a.sent) + ": clipped " + outcomeText(a) +
                                " arrived " + std::to_string(a.arrived) + " taken " +
                                std::to_string(a.taken) + " read " + std::to_string(a.read) +
                                "; stopped " + outcomeText(b) + " arrived " +
                                std::to_string(b.arrived) + " taken " + std::to_string(b.taken) +
                                " read " + std::to_string(b.read));
                        }
                    }
                }
            }
        };
        // Marks that end inside the run: a second, longer hang made while M1 is hung, and a
        // crash while it is hung (the requests waiting there are dropped when it resumes).
        const Mark cut = mark(MarkKind::LinkCut, 0, 3000, 1000, 1);
        const Mark slow = mark(MarkKind::LinkDelay, 0, 1500, 2000, 2, 700);
        const Mark hang = mark(MarkKind::Hang, 0, 2000, 1500);
        const Mark hang2 = mark(MarkKind::Hang, 0, 2500, 2000);
        const Mark crash = mark(MarkKind::Crash, 0, 3000, 500);
        auto benches = heldThroughBenches();
        benches.insert(benches.end(), {{"hang twice", {hang, hang2}},
                                       {"hang and crash", {hang, crash}},
                                       {"all", {cut, slow, hang}}});
        sweepRuns(check, benches);
        qInfo("%d clips, %d messages compared, %d waiting at a hung master", clips, compared,
              waiting);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join("\n")));
        QVERIFY(waiting > 0); // the sweep reaches the case the clip got wrong
        QVERIFY(clips > 2000);
    }

    // A run clipped at the very moment a client sends its release (the timing page stepped to
    // that event) still has the keys that were alive then: the masters holding the key when the
    // release was sent do not depend on where the clip ends. It said "C1 is done and sends its
    // release to every master; none still held its key" while M2-M5 held it (a key alive at the
    // clip's end ends there, and was read as gone), and the claims' reading agreed. Every
    // release of every built-in run x seeds 1-3 and of the benches, clipped at its send.
    void aClipAtAReleaseKeepsTheKeysAliveThen() {
        int releases = 0, holding = 0;
        QStringList failures;
        const RunCheck check = [&](const Scenario& s, std::uint64_t seed, const std::string& name) {
            const SimResult full = run(s, seed);
            std::vector<std::pair<std::string, Us>> sends;
            for (const Message& m : full.messages) {
                if (m.kind == MessageKind::Release &&
                    std::find(sends.begin(), sends.end(), std::pair{m.from, m.sent}) ==
                        sends.end()) {
                    sends.push_back({m.from, m.sent});
                }
            }
            for (const auto& [client, t] : sends) {
                const SimResult clipped = clipAt(full, t);
                ++releases;
                const std::vector<std::string> want = releaseOutcome(full, client, t).holdingAtSend;
                const std::vector<std::string> got =
                    releaseOutcome(clipped, client, t).holdingAtSend;
                holding += want.empty() ? 0 : 1;
                const std::string where = name + " seed " + std::to_string(seed) + " " + client +
                                          " at " + std::to_string(t);
                if (got != want && failures.size() < 20) {
                    failures << QString::fromStdString(
                        where + ": " + std::to_string(got.size()) +
                        " masters held the key at the send, the full "
                        "run says " +
                        std::to_string(want.size()));
                }
                for (const Sentence& sentence : clipped.narration) {
                    if (const std::string why = checkClaim(clipped, sentence);
                        !why.empty() && failures.size() < 20) {
                        failures << QString::fromStdString(where + " [" + sentence.id + "] " +
                                                           english(sentence) + " -- " + why);
                    }
                }
                if (!want.empty()) {
                    // The claims' own reading sees the keys too: "none still held its key"
                    // is refused of this clip.
                    const Sentence gone{t, "released-gone", "", {argName(client)}};
                    if (checkClaim(clipped, gone).empty() && failures.size() < 20) {
                        failures << QString::fromStdString(
                            where + ": the claims accept \"none still held its key\"");
                    }
                }
            }
        };
        sweepRuns(check, heldThroughBenches());
        qInfo("%d releases clipped at their send, %d with keys held then", releases, holding);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join("\n")));
        QVERIFY(holding > 100);
    }

    // What a release found (its keys expired or gone first) is said when the release is
    // through, so a run stopped at that moment says it too: the sentence is known at its own
    // time. A release with a message still waiting at a hung master is not through; said when
    // another master served its part, a reader stopped there met a sentence its run did not
    // have. Every such sentence of every built-in run x seeds 1-3 and of benches where a master
    // that crashed while hung drops the release when it would have resumed.
    void aReleaseIsSaidThroughWhenARunStoppedThenSaysSo() {
        int said = 0;
        QStringList failures;
        const RunCheck check = [&](const Scenario& s, std::uint64_t seed, const std::string& name) {
            const SimResult full = run(s, seed);
            for (const Sentence& sentence : full.narration) {
                if (sentence.id != "release-after-expiry" && sentence.id != "release-after-loss") {
                    continue;
                }
                ++said;
                const SimResult stopped = clipAt(full, sentence.t);
                const bool there = std::find(stopped.narration.begin(), stopped.narration.end(),
                                             sentence) != stopped.narration.end();
                // Through: none of the release's messages is on its way or waiting then.
                const std::string client = sentence.args.at(0).names.at(0);
                const Us sent = sentence.args.back().value;
                const bool waiting = std::any_of(
                    stopped.messages.begin(), stopped.messages.end(), [&](const Message& m) {
                        return m.kind == MessageKind::Release && m.from == client &&
                               m.sent == sent && m.outcome == MessageOutcome::InFlight;
                    });
                const std::string where = name + " seed " + std::to_string(seed) + " [" +
                                          sentence.id + "] " + english(sentence);
                if (!there && failures.size() < 20) {
                    failures << QString::fromStdString(where +
                                                       " -- not said by the run stopped then");
                }
                if (waiting && failures.size() < 20) {
                    failures << QString::fromStdString(
                        where + " -- a message of that release still waits then");
                }
            }
        };
        auto benches = heldThroughBenches();
        benches.insert(benches.end(),
                       {{"hung, crashed, another hung",
                         {mark(MarkKind::Hang, 0, 50, 3000), mark(MarkKind::Crash, 0, 300, 0),
                          mark(MarkKind::Hang, 1, 50, 2500)}},
                        {"hung, another crashed while hung",
                         {mark(MarkKind::Hang, 0, 50, 2500), mark(MarkKind::Hang, 1, 50, 3500),
                          mark(MarkKind::Crash, 1, 400, 0)}}});
        for (int m = 0; m < 3; ++m) { // a key outlived by its release on each master in turn
            const std::string on = " M" + std::to_string(m + 1);
            benches.push_back({"hang" + on, {mark(MarkKind::Hang, m, 50, 2500)}});
            benches.push_back({"wiped restart" + on, {mark(MarkKind::RestartWiped, m, 300, 200)}});
            benches.push_back({"slow link" + on, {mark(MarkKind::LinkDelay, 0, 0, 4000, m, 2500)}});
        }
        sweepRuns(check, benches);
        qInfo("%d sentences on what a release found", said);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join("\n")));
        QVERIFY(said > 12);
    }

    // A cut link's messages are lost, also when the run ends while they would travel; the same
    // release's message on a link that is not cut is in flight then, and delivered in the full
    // run. lost-unlock: C1 unlocks at 50 ms with its links to M1, M3, M4 and M5 cut (1 ms
    // latency); stopped at 50.5 ms, only the unlock to M2 is on its way.
    void aCutLinkStillLosesItsMessages() {
        const Scenario s = builtinScenario("lost-unlock").value();
        RunOptions o;
        for (const Us until : {Us(-1), Us(50500)}) {
            o.untilUs = until;
            const SimResult r = simulate(s, o);
            int releases = 0;
            for (const Message& m : r.messages) {
                if (m.kind == MessageKind::Release && m.from == "C1") {
                    ++releases;
                    const MessageOutcome expected = m.to != "M2" ? MessageOutcome::Lost
                                                    : until < 0  ? MessageOutcome::Delivered
                                                                 : MessageOutcome::InFlight;
                    QCOMPARE(m.outcome, expected);
                    QCOMPARE(m.arrived >= 0, expected == MessageOutcome::Delivered);
                }
            }
            QCOMPARE(releases, 5);
        }
    }

    void runUntilAndClipAgree() {
        auto s = builtinScenario("clock-jump");
        QVERIFY(s.ok());
        const SimResult full = simulate(*s);
        RunOptions o;
        o.untilUs = 5000000;
        const SimResult part = simulate(*s, o);
        const SimResult clipped = clipAt(full, 5000000);
        QCOMPARE(part.endUs, Us(5000000));
        QCOMPARE(QString::fromStdString(eventsText(part)),
                 QString::fromStdString(eventsText(clipped)));
        QCOMPARE(part.overlapUs, clipped.overlapUs);
        QCOMPARE(part.overlapUs, Us(5000000 - 2150000)); // overlap so far: from T2 of C2
    }

    void contentionAlignNeverWinsSpreadWinsOnce() {
        const SimResult spread = run("contention");
        const SimResult align = run("contention", "align");
        int spreadHeld = 0, alignHeld = 0;
        for (const Attempt& a : spread.attempts)
            spreadHeld += a.held ? 1 : 0;
        for (const Attempt& a : align.attempts)
            alignHeld += a.held ? 1 : 0;
        QVERIFY(spreadHeld >= 1);
        QCOMPARE(alignHeld, 0);
        QCOMPARE(spread.overlapUs, Us(0));
        QCOMPARE(spread.attempts.front().held, false); // the first round is the 2-2-1 split
    }
};

QTEST_APPLESS_MAIN(TestSimEngine)
#include "tst_sim_engine.moc"
