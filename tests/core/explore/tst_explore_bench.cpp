// A counterexample of the search opened on the lab bench (issue 30): its scenario split into a
// base and marks (sim::benchFromScenario) and built again from them (sim::benchScenario(base,
// marks)) is the same run — the same messages, votes, beliefs, overlaps and writes — for the
// counterexamples of every known answer that breaks and of a few more assumptions (lost
// messages, a fast clock, a client's clock, a delayed write); what no mark can say stays in the
// base and is listed; and a mark moved changes the run as the simulator decides.
#include "known_answers.h"

#include "core/explore/explore.h"
#include "core/sim/bench.h"
#include "core/sim/files/scenario_file.h"
#include "core/sim/simulator.h"

#include <QTest>

#include <algorithm>
#include <optional>

using namespace redlock;

namespace {

constexpr sim::Us kMs = 1000;

struct Case {
    std::string name;
    explore::Options options;
    std::optional<sim::MarkKind> shows; // a kind of mark the counterexample must have
};

std::vector<Case> cases() {
    std::vector<Case> out;
    for (const known_answers::Row& r : known_answers::rows()) {
        if (r.verdict != "violation") {
            continue;
        }
        std::optional<sim::MarkKind> shows;
        if (r.assumption == "pause-longer-than-validity") {
            shows = sim::MarkKind::Pause;
        } else if (r.assumption == "clock-jump-beyond-drift") {
            shows = sim::MarkKind::ClockJump;
        } else if (r.assumption == "restart-without-persistence") {
            shows = sim::MarkKind::RestartKeep; // the restart keeps what persistence kept
        }
        out.push_back({r.name, r.options, shows});
    }
    explore::Options o = known_answers::base();
    o.masters = 3;
    o.ttlMs = 10;
    o.tickMs = 4;
    o.maxDelayMs = 8;
    out.push_back({"delayed write, fencing off", o, std::nullopt});
    o.naiveClient = true;
    o.fencing = explore::Fence::Monotonic;
    o.maxAttempts = 1;
    out.push_back({"delayed messages, naive client", o, sim::MarkKind::LinkDelay});
    o = known_answers::base();
    o.masters = 4;
    o.loss = true;
    o.checkProgress = true;
    out.push_back({"lost messages: no one gets the lock", o, sim::MarkKind::LinkCut});
    o = known_answers::base();
    o.ratePpm = 200000;
    out.push_back({"a master's clock runs fast", o, std::nullopt});
    o = known_answers::base();
    o.clientClockJumpMs = 8;
    out.push_back({"a client's clock steps back", o, sim::MarkKind::ClientClockJump});
    return out;
}

explore::Outcome search(const explore::Options& o) {
    const auto cfg = explore::configure(o);
    if (!cfg) {
        qFatal("%s", cfg.error().message.c_str());
    }
    return explore::explore(*cfg);
}

// The run without its event log's wording: the faults' own lines name a delay's direction and
// amount as the file had them (a mark's end sets "none both ways" where the search wrote "none
// on requests"); everything the run did is compared.
sim::SimResult withoutFaultLines(sim::SimResult r) {
    std::erase_if(r.events, [](const sim::TraceEvent& e) {
        return e.kind == sim::EventKind::Delay || e.kind == sim::EventKind::Heal ||
               e.kind == sim::EventKind::Partition;
    });
    return r;
}

} // namespace

class TestExploreBench : public QObject {
    Q_OBJECT
private slots:
    void aCounterexampleOnTheBenchIsTheSameRun_data() {
        QTest::addColumn<int>("index");
        const auto all = cases();
        for (std::size_t i = 0; i < all.size(); ++i) {
            QTest::newRow(all[i].name.c_str()) << static_cast<int>(i);
        }
    }

    void aCounterexampleOnTheBenchIsTheSameRun() {
        QFETCH(int, index);
        const Case c = cases()[static_cast<std::size_t>(index)];
        const explore::Outcome found = search(c.options);
        QCOMPARE(found.verdict, explore::Verdict::Violation);
        QVERIFY(found.scenario.has_value());
        const sim::Scenario& s = *found.scenario;
        const sim::BenchStart start = sim::benchFromScenario(s);
        QVERIFY(!start.marks.empty());
        if (c.shows) {
            QVERIFY2(std::any_of(start.marks.begin(), start.marks.end(),
                                 [&](const sim::Mark& m) { return m.kind == *c.shows; }),
                     "the counterexample lacks the mark it is here for");
        }
        QVERIFY(start.base.faults.size() < s.faults.size());
        const sim::Scenario rebuilt = sim::benchScenario(start.base, start.marks);
        QCOMPARE(rebuilt.clients, s.clients);
        QCOMPARE(rebuilt.params, s.params);
        const sim::SimResult want = sim::simulate(s);
        const sim::SimResult got = sim::simulate(rebuilt);
        QCOMPARE(got.violated(), want.violated());
        QCOMPARE(got.overlapUs, want.overlapUs);
        QCOMPARE(got.overlaps.size(), want.overlaps.size());
        if (!want.overlaps.empty()) {
            QCOMPARE(got.overlaps.front().from, want.overlaps.front().from);
        }
        QCOMPARE(got.staleWritesAccepted, want.staleWritesAccepted);
        QCOMPARE(sim::toJson(withoutFaultLines(got)), sim::toJson(withoutFaultLines(want)));
        // Every link fault of the search is a mark; what stays behind is said.
        for (const sim::Fault& f : start.base.faults) {
            const bool link = (f.kind == sim::FaultKind::Partition ||
                               f.kind == sim::FaultKind::Heal || f.kind == sim::FaultKind::Delay) &&
                              f.masters.size() == 1 && f.masters[0] != "storage";
            QVERIFY2(!link, sim::kindName(f.kind));
            const bool said =
                std::find(start.kept.begin(), start.kept.end(), f) != start.kept.end();
            const bool noop = f.kind == sim::FaultKind::Caption ||
                              (f.kind == sim::FaultKind::Delay && f.extraUs == 0);
            QCOMPARE(said, !noop);
        }
        // Saved as a scenario file and loaded back: the same run again.
        const auto file = sim::loadScenarioFile(sim::toJson(rebuilt));
        QVERIFY2(file.ok(), file ? "" : file.error().message.c_str());
        QCOMPARE(sim::toJson(sim::simulate(file->base)), sim::toJson(got));
    }

    // Each kind of fault becomes the mark that says it, a crash and its restart one mark.
    void faultsBecomeTheirMarks() {
        sim::Scenario s;
        s.params.masters = {"M1", "M2", "M3"};
        for (const char* name : {"C1", "C2"}) {
            sim::ClientSpec c;
            c.name = name;
            s.clients.push_back(c);
        }
        const auto fault = [](sim::FaultKind k, sim::Us at) {
            sim::Fault f;
            f.kind = k;
            f.atUs = at;
            return f;
        };
        sim::Fault crash = fault(sim::FaultKind::Crash, 10);
        crash.master = "M2";
        sim::Fault restart = fault(sim::FaultKind::Restart, 50);
        restart.master = "M2";
        restart.wiped = true;
        sim::Fault cut = fault(sim::FaultKind::Partition, 20);
        cut.client = "C2";
        cut.masters = {"M3"};
        sim::Fault heal = cut;
        heal.kind = sim::FaultKind::Heal;
        heal.atUs = 21;
        sim::Fault slow = fault(sim::FaultKind::Delay, 30);
        slow.client = "C1";
        slow.masters = {"M1"};
        slow.extraUs = 7000;
        slow.direction = sim::Direction::Reply;
        sim::Fault none = slow;
        none.atUs = 90;
        none.extraUs = 0;
        none.direction = sim::Direction::Request;
        sim::Fault rate = fault(sim::FaultKind::ClockRate, 0);
        rate.master = "M1";
        rate.ratePpm = 1100000; // not the fast clock mark's rate: stays in the base
        s.faults = {rate, crash, cut, heal, slow, restart, none};
        const sim::BenchStart start = sim::benchFromScenario(s);
        QCOMPARE(start.marks.size(), std::size_t(3));
        QCOMPARE(start.marks[0].kind, sim::MarkKind::RestartWiped);
        QCOMPARE(start.marks[0].lane, 1);
        QCOMPARE(start.marks[0].amountUs, sim::Us(40));
        QCOMPARE(start.marks[1].kind, sim::MarkKind::LinkCut);
        QCOMPARE(start.marks[1].lane, 1);
        QCOMPARE(start.marks[1].master, 2);
        QCOMPARE(start.marks[1].amountUs, sim::Us(1));
        QCOMPARE(start.marks[2].kind, sim::MarkKind::LinkDelay);
        QCOMPARE(start.marks[2].lane, 0);
        QCOMPARE(start.marks[2].master, 0);
        QCOMPARE(start.marks[2].extraUs, sim::Us(7000));
        QCOMPARE(start.marks[2].direction, sim::Direction::Reply);
        QCOMPARE(start.marks[2].amountUs, sim::Us(60)); // until the next delay of the link
        QCOMPARE(start.base.faults.size(), std::size_t(1));
        QCOMPARE(start.kept.size(), std::size_t(1));
        QCOMPARE(start.kept[0], rate);
    }

    // Moving a mark recomputes deterministically: the pause of the pause counterexample made
    // 200 ms shorter (or as short as a mark gets) changes what the run shows, as the run decides.
    void aShorterPauseChangesTheRun() {
        explore::Options o = known_answers::base();
        o.maxPauseMs = 40;
        const explore::Outcome found = search(o);
        QVERIFY(found.scenario.has_value());
        const sim::BenchStart start = sim::benchFromScenario(*found.scenario);
        const sim::SimResult before = sim::simulate(sim::benchScenario(start.base, start.marks));
        QVERIFY(before.violated());
        std::vector<sim::Mark> marks = start.marks;
        const auto pause = std::find_if(marks.begin(), marks.end(), [](const sim::Mark& m) {
            return m.kind == sim::MarkKind::Pause;
        });
        QVERIFY(pause != marks.end());
        pause->amountUs = std::max<sim::Us>(kMs, pause->amountUs - 200 * kMs);
        const sim::Scenario moved = sim::benchScenario(start.base, marks);
        const sim::SimResult after = sim::simulate(moved);
        QCOMPARE(sim::toJson(sim::simulate(moved)), sim::toJson(after)); // deterministic
        QVERIFY(sim::toJson(after) != sim::toJson(before));
        // The pause's own span is now that short.
        const auto span = std::find_if(after.spans.begin(), after.spans.end(), [](const auto& sp) {
            return sp.kind == sim::SpanKind::Pause;
        });
        QVERIFY(span != after.spans.end());
        QCOMPARE(span->to - span->from, pause->amountUs);
    }
};

QTEST_GUILESS_MAIN(TestExploreBench)
#include "tst_explore_bench.moc"
