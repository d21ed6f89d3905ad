// The design x fault matrix of the "choosing a lock" page: every cell is a real simulator run,
// and the contrasts the page teaches come out of those runs.
#include "core/json/json_out.h"
#include "core/sim/analysis/choose.h"
#include "core/sim/narration.h"
#include "core/sim/simulator.h"

#include <QTest>

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <map>
#include <set>
#include <string_view>

using namespace redlock;
using namespace redlock::sim;

namespace {

const std::vector<ChooseCell>& matrix() {
    static const std::vector<ChooseCell> cells = chooseMatrix();
    return cells;
}

const ChooseCell& cell(const char* design, const char* fault) {
    for (const ChooseCell& c : matrix()) {
        if (c.design == design && c.fault == fault) {
            return c;
        }
    }
    qFatal("no cell %s / %s", design, fault);
}

} // namespace

class TestSimChoose : public QObject {
    Q_OBJECT
private slots:
    void everyCellIsItsOwnRun() {
        QCOMPARE(matrix().size(), chooseDesigns().size() * chooseFaults().size());
        for (const ChooseCell& c : matrix()) {
            // The cell is the worst of its phase sweep; the run it shows is its worst phase.
            QVERIFY(c.phases * c.phaseStepUs >= choosePhaseSpan(c.design));
            QVERIFY(c.phaseStepUs <= 50000);
            QCOMPARE(c.overlapUs, c.run.overlapUs);
            QVERIFY(c.staleWritesAccepted >= c.run.staleWritesAccepted);
            QVERIFY(c.unavailableUs >= c.run.unavailableUs);
            QCOMPARE(c.run.variant, c.design + "/" + c.fault);
            QVERIFY(!c.run.attempts.empty());
            QVERIFY(!c.run.narration.empty());
            QVERIFY(c.run.stopped.empty());
        }
    }

    // A consensus lock still needs fencing against a paused client, and it provides the token.
    // Each run's sentences agree in number with the run: one server's single vote is "1 of 1
    // vote" ("1 of 1 votes" was said under every one-server design).
    void sentencesAgreeInNumber() {
        int oneServer = 0;
        for (const ChooseCell& c : matrix()) {
            for (const Sentence& s : c.run.narration) {
                const std::string text = english(s);
                QVERIFY2(text.find(" of 1 votes") == std::string::npos, text.c_str());
                QVERIFY2(text.find('[') == std::string::npos, text.c_str());
                oneServer += text.find(" of 1 vote ") != std::string::npos ? 1 : 0;
            }
        }
        QVERIFY(oneServer > 0); // the one-server designs' grants were checked
    }

    void consensusLeaseNeedsItsRevisionAsFence() {
        QCOMPARE(cell("consensus-lease", "gc-pause").staleWritesAccepted, 1);
        const ChooseCell& fenced = cell("consensus-fenced", "gc-pause");
        QCOMPARE(fenced.staleWritesAccepted, 0);
        // The rejected write carried the revision the store handed out, lower than the next one.
        const auto rejected = std::find_if(fenced.run.writes.begin(), fenced.run.writes.end(),
                                           [](const StorageWrite& w) { return !w.accepted; });
        QVERIFY(rejected != fenced.run.writes.end());
        QCOMPARE(rejected->client, std::string("C1"));
        QVERIFY(rejected->fence < rejected->highest);
        QCOMPARE(fenced.run.attempts.front().fence, std::int64_t(1)); // the store's revision
    }

    // Server clocks: Redlock and the single server expire by the wall clock; the consensus
    // lease by the leader's monotonic clock.
    void serverClockJump() {
        QVERIFY(cell("redlock", "clock-jump").overlapUs > 7000 * 1000);
        QVERIFY(cell("single-standby", "clock-jump").overlapUs > 7000 * 1000);
        QCOMPARE(cell("consensus-lease", "clock-jump").overlapUs, Us(0));
        QCOMPARE(cell("consensus-fenced", "clock-jump").overlapUs, Us(0));
        // The job lease overlaps too; its fence rejects the old holder's writes, except in the
        // gap before the new holder's first write has raised the fence.
        const ChooseCell& job = cell("job-lease", "clock-jump");
        QVERIFY(job.overlapUs > 0);
        const SimResult worstStale = [&] {
            for (Us phase = 0; phase < choosePhaseSpan("job-lease"); phase += job.phaseStepUs) {
                SimResult r = simulate(chooseScenario("job-lease", "clock-jump", phase).value());
                if (r.staleWritesAccepted == job.staleWritesAccepted) {
                    return r;
                }
            }
            return SimResult{};
        }();
        for (const StorageWrite& w : worstStale.writes) {
            if (!w.stale) {
                continue;
            }
            for (const StorageWrite& v : worstStale.writes) {
                QVERIFY2(!(v.accepted && v.client == w.newer && v.t < w.t),
                         "a stale write got in after the new holder had written");
            }
        }
    }

    // The documentation's failover race: async replication loses the lock; a consensus store
    // commits before it answers, so its new leader keeps the lease.
    void failover() {
        QVERIFY(cell("single-standby", "failover").overlapUs > 5000 * 1000);
        QCOMPARE(cell("consensus-lease", "failover").overlapUs, Us(0));
        QCOMPARE(cell("consensus-lease", "master-crash").overlapUs, Us(0));
        // Redlock as specified: no replica to fail over to, and a crashed master stays down a
        // TTL; misconfigured (an async replica, an instant empty restart) it overlaps.
        QCOMPARE(cell("redlock", "failover").overlapUs, Us(0));
        QCOMPARE(cell("redlock", "master-crash").overlapUs, Us(0));
        QVERIFY(cell("redlock-misconfigured", "failover").overlapUs > 0);
        QVERIFY(cell("redlock-misconfigured", "master-crash").overlapUs > 0);
        QVERIFY(!chooseHasFailover("redlock"));
        QVERIFY(!chooseHasFailover("job-lease"));
        QVERIFY(chooseHasFailover("redlock-misconfigured"));
    }

    // A write delayed in the network is only stopped by a fence, whatever the lock.
    void delayedWriteNeedsAFence() {
        for (const char* d : {"single-standby", "redlock", "consensus-lease", "multi-write"}) {
            QCOMPARE(cell(d, "network-delay").staleWritesAccepted, 1);
        }
        QCOMPARE(cell("consensus-fenced", "network-delay").staleWritesAccepted, 0);
        QCOMPARE(cell("job-lease", "network-delay").staleWritesAccepted, 0);
    }

    // A holder cut off before its release costs the rest of its TTL; the short, renewed lease
    // of the local-token design costs less.
    void partitionCostsTheRestOfTheTtl() {
        for (const ChooseCell& c : matrix()) {
            if (c.fault == "partition") {
                QVERIFY2(c.unavailableUs > 0, c.design.c_str());
                QCOMPARE(c.overlapUs, Us(0));
            }
        }
        QVERIFY(cell("redlock", "partition").unavailableUs > 6000 * 1000);
        QVERIFY(cell("local-token", "partition").unavailableUs <
                cell("redlock", "partition").unavailableUs);
    }

    void unknownIdsAreNamed() {
        const auto bad = chooseScenario("raft", "gc-pause");
        QVERIFY(!bad.ok());
        QVERIFY(bad.error().message.find("unknown design 'raft'") != std::string::npos);
        const auto badFault = chooseScenario("redlock", "meteor");
        QVERIFY(!badFault.ok());
        QVERIFY(badFault.error().message.find("expected one of master-crash") != std::string::npos);
    }

    void jsonHasEveryCell() {
        const std::string json = chooseJson(matrix());
        QVERIFY(json.starts_with("{\"scenario\":\"choose\""));
        std::size_t cells = 0;
        for (std::size_t at = json.find("\"unavailable_ms\""); at != std::string::npos;
             at = json.find("\"unavailable_ms\"", at + 1)) {
            ++cells;
        }
        QCOMPARE(cells, matrix().size());
    }

    // The cell's words are the cell's numbers: "safe" exactly when nothing was violated, and
    // each measured number in its own sentence.
    void outcomeWordsTheCell() {
        for (const ChooseCell& c : matrix()) {
            std::vector<Sentence> said = chooseOutcome(c);
            QVERIFY(!said.empty());
            // A design without replicas says so first in its failover cell.
            const bool noFailover = c.fault == "failover" && !chooseHasFailover(c.design);
            QCOMPARE(said.front().id.starts_with("cell-no-failover"), noFailover);
            if (noFailover) {
                said.erase(said.begin());
            }
            const bool safe = c.overlapUs == 0 && c.staleWritesAccepted == 0;
            QCOMPARE(chooseSafe(c), safe);
            QCOMPARE(said.front().id == "cell-safe", safe);
            QCOMPARE(said.back().id, std::string("cell-phases"));
            QCOMPARE(said.back().args.at(0).value, std::int64_t(c.phases));
            std::int64_t overlap = 0, stale = 0, unavailable = 0;
            for (const Sentence& s : said) {
                if (s.id == "cell-overlap")
                    overlap = s.args.at(0).value;
                if (s.id.starts_with("cell-stale"))
                    stale = s.args.at(0).value;
                if (s.id == "cell-unavailable")
                    unavailable = s.args.at(0).value;
            }
            QCOMPARE(overlap, c.overlapUs);
            QCOMPARE(stale, std::int64_t(c.staleWritesAccepted));
            QCOMPARE(unavailable, c.unavailableUs);
            // The brief form: one sentence, the worst outcome, overlap rounded to whole ms.
            std::vector<Sentence> brief = chooseOutcome(c, CellWords::Brief);
            if (noFailover) {
                QCOMPARE(brief.front().id, std::string("cell-brief-no-failover"));
                brief.erase(brief.begin());
                if (chooseSafe(c)) { // the colour says safe: nothing more in two short lines
                    QVERIFY(brief.empty());
                    continue;
                }
            }
            QCOMPARE(brief.size(), std::size_t(1));
            const std::string want = c.overlapUs > 0             ? "cell-overlap"
                                     : c.staleWritesAccepted > 0 ? "cell-brief-stale"
                                                                 : "cell-safe";
            QCOMPARE(brief.front().id, want);
            if (c.overlapUs > 0) {
                QVERIFY(std::abs(brief.front().args.at(0).value - c.overlapUs) <= 500);
                QCOMPARE(brief.front().args.at(0).value % 1000, std::int64_t(0));
            }
        }
        const ChooseCell& c = cell("single-standby", "failover");
        QCOMPARE(english(chooseOutcome(c).at(0)), "overlap " + msText(c.overlapUs) + " ms");
        QCOMPARE(english(chooseOutcome(c).at(1)),
                 std::to_string(c.staleWritesAccepted) + " stale writes accepted");
        // The CLI's table prints the same words.
        const std::string text = chooseText(matrix());
        QVERIFY(text.find("single-standby / failover") != std::string::npos);
        QVERIFY(text.find(english(chooseOutcome(c).at(0)) + "; " +
                          english(chooseOutcome(c).at(1))) != std::string::npos);
    }

    // Every advice sentence is a claim about the grid: each template's predicate over the cells
    // must hold whenever the advice says it (and every advice template has one here).
    void adviceClaimsHoldOfTheCells() {
        const auto overlap = [](const char* d, const char* f) { return cell(d, f).overlapUs; };
        const auto stale = [](const char* d, const char* f) {
            return std::int64_t(cell(d, f).staleWritesAccepted);
        };
        const std::map<std::string, std::function<bool(const Sentence&)>> claims = {
            {"advice-efficiency",
             [&](const Sentence& s) {
                 return s.args.at(0).value == overlap("single-standby", "failover");
             }},
            {"advice-five-masters",
             [&](const Sentence& s) {
                 return s.args.at(0).value == overlap("redlock", "master-crash") &&
                        s.args.at(0).value == 0 &&
                        s.args.at(1).value == overlap("redlock", "clock-jump") &&
                        s.args.at(1).value > 0 &&
                        s.args.at(2).value ==
                            std::max(overlap("redlock-misconfigured", "master-crash"),
                                     overlap("redlock-misconfigured", "failover")) &&
                        s.args.at(2).value > 0;
             }},
            {"advice-job-lease",
             [&](const Sentence& s) {
                 return s.args.at(0).value == overlap("job-lease", "clock-jump") &&
                        stale("job-lease", "clock-jump") == 0;
             }},
            {"advice-job-lease-gap",
             [&](const Sentence& s) {
                 return s.args.at(0).value == overlap("job-lease", "clock-jump") &&
                        s.args.at(1).value == stale("job-lease", "clock-jump") &&
                        s.args.at(1).value > 0;
             }},
            {"advice-consensus",
             [&](const Sentence& s) {
                 return s.args.at(0).value == overlap("consensus-fenced", "failover") &&
                        s.args.at(0).value == 0 &&
                        s.args.at(1).value == overlap("consensus-fenced", "clock-jump") &&
                        s.args.at(1).value == 0;
             }},
            {"advice-fence",
             [&](const Sentence& s) {
                 return s.args.at(0).value == stale("consensus-lease", "gc-pause") &&
                        s.args.at(0).value > 0 &&
                        s.args.at(1).value == stale("consensus-fenced", "gc-pause");
             }},
            {"advice-no-fence",
             [&](const Sentence& s) {
                 return s.args.at(0).value == stale("redlock", "gc-pause") &&
                        s.args.at(0).value > 0 &&
                        s.args.at(1).value == stale("consensus-lease", "gc-pause") &&
                        s.args.at(1).value > 0;
             }},
            {"advice-granularity", [](const Sentence& s) { return s.args.empty(); }},
        };
        for (const auto& [id, text] : chooseTemplates()) {
            if (std::string_view(id).starts_with("advice-")) {
                QVERIFY2(claims.count(id), id);
            }
        }
        int checked = 0;
        for (DoubleRun d : {DoubleRun::Wasteful, DoubleRun::Harmful}) {
            for (bool idem : {false, true}) {
                for (Operate op : {Operate::OneServer, Operate::FiveMasters, Operate::Consensus}) {
                    for (const Sentence& s : chooseAdvice({d, idem, op}, matrix()).sentences) {
                        QVERIFY2(claims.at(s.id)(s), english(s).c_str());
                        ++checked;
                    }
                }
            }
        }
        QVERIFY(checked > 12);
    }

    // The guide: different answers, different advice; every number it cites is a cell's.
    void adviceFollowsTheAnswersAndCitesTheCells() {
        std::set<std::string> seen;
        for (DoubleRun d : {DoubleRun::Wasteful, DoubleRun::Harmful}) {
            for (bool idem : {false, true}) {
                for (Operate op : {Operate::OneServer, Operate::FiveMasters, Operate::Consensus}) {
                    const ChooseAdvice a = chooseAdvice({d, idem, op}, matrix());
                    QVERIFY(!a.sentences.empty());
                    QVERIFY(!a.cited.empty());
                    std::string all;
                    for (const Sentence& s : a.sentences) {
                        all += s.id + ":" + english(s) + "\n";
                        // Each number argument is one of the cited cells' numbers.
                        for (const SentenceArg& arg : s.args) {
                            bool found = false;
                            for (const auto& [design, fault] : a.cited) {
                                const ChooseCell& c = cell(design.c_str(), fault.c_str());
                                found = found || arg.value == c.overlapUs ||
                                        arg.value == c.staleWritesAccepted;
                            }
                            QVERIFY2(found, s.id.c_str());
                        }
                    }
                    seen.insert(all);
                    // Whenever a double run is harmful, the advice says a consensus lock needs
                    // fencing and provides the token, with the two gc-pause cells' numbers.
                    const bool fence =
                        std::any_of(a.sentences.begin(), a.sentences.end(),
                                    [](const Sentence& s) { return s.id == "advice-fence"; });
                    QCOMPARE(fence, d == DoubleRun::Harmful);
                    if (fence) {
                        const auto n = cell("consensus-lease", "gc-pause").staleWritesAccepted;
                        QVERIFY2(all.find(std::to_string(n) +
                                          (n == 1 ? " stale write" : " stale writes") +
                                          " from the client that woke up") != std::string::npos,
                                 all.c_str());
                    }
                    // The noun agrees with its number ("1 stale writes" was said).
                    QVERIFY2(all.find(" 1 stale writes") == std::string::npos, all.c_str());
                    QVERIFY2(all.find("[") == std::string::npos, all.c_str());
                }
            }
        }
        QVERIFY(seen.size() >= 5); // the ticks change the sentence
        QCOMPARE(chooseAdvice({DoubleRun::Wasteful, false, Operate::OneServer}, matrix()).design,
                 std::string("single-standby"));
        QCOMPARE(chooseAdvice({DoubleRun::Harmful, true, Operate::OneServer}, matrix()).design,
                 std::string("job-lease"));
        QCOMPARE(chooseAdvice({DoubleRun::Harmful, true, Operate::Consensus}, matrix()).design,
                 std::string("consensus-fenced"));
        QCOMPARE(chooseAdvice({DoubleRun::Harmful, false, Operate::FiveMasters}, matrix()).design,
                 std::string());
        QVERIFY(chooseAdvice({}, {}).sentences.empty()); // no matrix, no advice
        // Every template the two functions use is listed once.
        std::set<std::string> ids;
        for (const auto& [id, text] : chooseTemplates()) {
            QVERIFY(ids.insert(id).second);
            QVERIFY(std::string(text).size() > 3);
        }
    }
};

QTEST_APPLESS_MAIN(TestSimChoose)
#include "tst_sim_choose.moc"
