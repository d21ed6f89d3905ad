// The runs of the second course text and the reference's remaining scripts (issue 14): sequential
// fan-out and its early stop, lock residue after a lost unlock, slow acquisitions, the delayed
// write, the client's clock, checking before writing, the cost of delayed restarts and of
// partitions, extensions and the loss of a quorum after success. Each number is checked against
// the reference figure where it gives one, else against what the script makes it add up to.
#include "core/lock/lease.h"
#include "core/sim/files/catalog.h"
#include "core/sim/simulator.h"

#include <QTest>

#include <algorithm>

using namespace redlock;
using namespace redlock::sim;

namespace {

SimResult run(const char* scenario, const char* variant = "") {
    auto s = builtinScenario(scenario, variant);
    if (!s) {
        qFatal("%s", s.error().message.c_str());
    }
    return simulate(*s);
}

const Attempt* firstOf(const SimResult& r, const std::string& client, AttemptKind kind, bool held) {
    for (const Attempt& a : r.attempts) {
        if (a.client == client && a.kind == kind && a.held == held) {
            return &a;
        }
    }
    return nullptr;
}

bool says(const SimResult& r, const std::string& id) {
    return std::any_of(r.narration.begin(), r.narration.end(),
                       [&](const Sentence& s) { return s.id == id; });
}

constexpr Us ms(std::int64_t v) {
    return v * 1000;
}

} // namespace

class TestSimSecondText : public QObject {
    Q_OBJECT
private slots:
    // Sequential: the round trips add up (M1 2, M2 its 50 ms timeout, M3 2, M4 40, M5 2); parallel
    // waits only for the slowest, M2's timeout.
    void sequentialAddsUpTheRoundTrips() {
        const SimResult seq = run("sequential");
        const SimResult par = run("sequential", "parallel");
        QCOMPARE(seq.attempts.front().elapsedUs, ms(2 + 50 + 2 + 40 + 2));
        QCOMPARE(par.attempts.front().elapsedUs, ms(50));
        QCOMPARE(seq.validityUs, ms(10000 - 96 - 102));
        QCOMPARE(par.validityUs, ms(9848));
        // Both beliefs end at T1 + TTL - drift, however long the acquire took.
        QCOMPARE(seq.attempts.front().beliefEnd, par.attempts.front().beliefEnd);
        // The staircase: each SET leaves when the previous master answered or timed out.
        std::vector<Us> sent;
        for (const Message& m : seq.messages) {
            if (m.kind == MessageKind::Set) {
                sent.push_back(m.sent);
            }
        }
        QCOMPARE(sent, (std::vector<Us>{0, ms(2), ms(52), ms(54), ms(94)}));
        for (const Message& m : par.messages) {
            QVERIFY(m.kind != MessageKind::Set || m.sent == 0);
        }
    }

    // Early stop: after M1 (OK) and M2, M3, M4 (no answer) one master is left, and 1 + 1 < 3.
    void sequentialStopsEarly() {
        const SimResult r = run("sequential", "early-stop");
        const Attempt& a = r.attempts.front();
        QVERIFY(!a.held);
        QCOMPARE(a.votes, 1);
        QCOMPARE(a.skipped, std::vector<std::string>{"M5"});
        QCOMPARE(a.elapsedUs, ms(2 + 50 + 50 + 50));
        QVERIFY(std::none_of(r.messages.begin(), r.messages.end(), [](const Message& m) {
            return m.kind == MessageKind::Set && m.to == "M5";
        }));
        QVERIFY(says(r, "early-stop"));
    }

    // A lost unlock leaves C1's key on M1 until it expires (set at 1 ms, TTL 10 s): C2 (M1, M2, M3
    // reachable) cannot win before, and wins at once when the unlock is retried.
    void lostUnlockBlocksOneVote() {
        const SimResult r = run("lost-unlock");
        const Attempt* won = firstOf(r, "C2", AttemptKind::Acquire, true);
        QVERIFY(won);
        QVERIFY(won->t1 >= ms(10001));
        QVERIFY(says(r, "blocked"));
        const auto c2 = std::find_if(r.outages.begin(), r.outages.end(), [](const Outage& o) {
            return std::find(o.waiting.begin(), o.waiting.end(), "C2") != o.waiting.end();
        });
        QVERIFY(c2 != r.outages.end());
        QCOMPARE(c2->from, ms(200));
        QCOMPARE(c2->to, won->t2);
        QVERIFY(r.unavailableUs > ms(9800));

        const SimResult retried = run("lost-unlock", "unlock-retried");
        const Attempt* at = firstOf(retried, "C2", AttemptKind::Acquire, true);
        QVERIFY(at);
        QCOMPARE(at->t1, ms(200)); // the first try
        QVERIFY(says(retried, "unlock-retried"));
        QVERIFY(!says(retried, "blocked") ||
                std::none_of(retried.attempts.begin(), retried.attempts.end(),
                             [](const Attempt& x) { return x.client == "C2" && !x.held; }));
        QCOMPARE(retried.unavailableUs, ms(50)); // only C1's own refused attempt
    }

    void slowAcquisitions() {
        const SimResult late = run("slow-acquire");
        QVERIFY(!late.firstAcquireHeld);
        QVERIFY(late.firstAcquireReason == Reason::PastTtl);
        QCOMPARE(late.validityUs, ms(10000 - 12002 - 102));

        const SimResult sliver = run("slow-acquire", "sequential-sliver");
        QVERIFY(sliver.firstAcquireHeld);
        QCOMPARE(sliver.attempts.front().elapsedUs, ms(5 * 1900));
        QCOMPARE(sliver.validityUs, ms(398)); // the reference's sliver

        const SimResult slower = run("slow-acquire", "sequential-too-slow");
        QVERIFY(!slower.firstAcquireHeld);
        QCOMPARE(slower.validityUs, ms(-102));
    }

    // S3(d) lives in its own file; network-delay's variant plays the same script.
    void delayedWriteIsOneScript() {
        const SimResult own = run("delayed-write");
        const SimResult viaVariant = run("network-delay", "delayed-write");
        QCOMPARE(own.staleWritesAccepted, 1);
        QCOMPARE(viaVariant.staleWritesAccepted, 1);
        QCOMPARE(eventsText(own), eventsText(viaVariant));
        QCOMPARE(own.writes.back().t, ms(95001));
        const SimResult fenced = run("delayed-write", "fencing-token");
        QCOMPARE(fenced.staleWritesAccepted, 0);
        QVERIFY(!fenced.writes.back().accepted);
        QCOMPARE(fenced.writes.back().fence, std::int64_t(33));
    }

    // The wall clock steps back 5 s at 5000 ms: C1's belief, timed on it, ends 5 s late.
    void clientClockJump() {
        const SimResult wall = run("client-clock-jump");
        QCOMPARE(wall.overlaps.size(), std::size_t(1));
        QCOMPARE(wall.overlaps.front().to, ms(9898 + 5000));
        QCOMPARE(wall.overlaps.front().from, ms(10502));
        QCOMPARE(wall.overlapUs, ms(9898 + 5000 - 10502));
        const SimResult mono = run("client-clock-jump", "monotonic-client");
        QCOMPARE(mono.overlapUs, Us(0));
        QCOMPARE(mono.attempts.front().beliefEnd, wall.attempts.front().beliefEnd);
    }

    // S1(c): the check at 9800 finds 98 ms; the pause after it makes the write stale anyway.
    void checkBeforeWriteDoesNotHelp() {
        const SimResult r = run("check-before-write");
        const auto check = std::find_if(r.narration.begin(), r.narration.end(),
                                        [](const Sentence& s) { return s.id == "check-passed"; });
        QVERIFY(check != r.narration.end());
        QCOMPARE(check->args.at(2).value, ms(98));
        QCOMPARE(r.staleWritesAccepted, 1);
        QCOMPARE(r.writes.back().client, std::string("C1"));
        QCOMPARE(r.writes.back().t, ms(15001));
        QCOMPARE(run("check-before-write", "fencing-token").staleWritesAccepted, 0);
    }

    // Three of five masters kept down TTL + 200 ms: nobody can lock for about one TTL.
    void delayedRestartCostsATtl() {
        const SimResult r = run("delayed-restart-cost");
        QCOMPARE(r.overlapUs, Us(0));
        const Attempt* won = firstOf(r, "C2", AttemptKind::Acquire, true);
        QVERIFY(won);
        QVERIFY(won->t1 >= ms(2000 + 10200));
        QVERIFY(r.unavailableUs >= ms(2000 + 10200 - 2500));
        QVERIFY(r.unavailableUs <= ms(2000 + 10200 - 2500 + 500 + 2)); // + at most one retry
        const SimResult fast = run("delayed-restart-cost", "no-delay");
        QCOMPARE(fast.unavailableUs, Us(0));
    }

    // Each partition that swallows a release costs the rest of that key's TTL.
    void eachPartitionCostsUpToATtl() {
        const SimResult three = run("repeated-partitions");
        const SimResult one = run("repeated-partitions", "one-partition");
        QCOMPARE(three.outages.size(), std::size_t(3));
        QCOMPARE(one.outages.size(), std::size_t(1));
        for (const Outage& o : three.outages) {
            QVERIFY(o.to - o.from > ms(5000));
            QVERIFY(o.to - o.from <= ms(10000));
        }
        QCOMPARE(one.unavailableUs, three.outages.front().to - three.outages.front().from);
        QVERIFY(three.unavailableUs > 2 * one.unavailableUs);
        QCOMPARE(three.overlapUs, Us(0));
    }

    void extensionVariants() {
        // A master restarted empty: the extension reaches 4 of 5, or 5 of 5 with SET NX.
        const SimResult partialRun = run("extension", "partial");
        const Attempt* partial = firstOf(partialRun, "C1", AttemptKind::Extend, true);
        QVERIFY(partial);
        QCOMPARE(partial->votes, 4);
        QCOMPARE(partial->voters, (std::vector<std::string>{"M1", "M2", "M4", "M5"}));
        const SimResult setNxRun = run("extension", "partial-set-nx");
        const Attempt* setNx = firstOf(setNxRun, "C1", AttemptKind::Extend, true);
        QVERIFY(setNx);
        QCOMPARE(setNx->votes, 5);

        // Failure: 2 of 5, so C1 aborts: its belief ends at the verdict and its later write
        // never happens.
        const SimResult fail = run("extension", "failure");
        const Attempt* refused = firstOf(fail, "C1", AttemptKind::Extend, false);
        QVERIFY(refused);
        QCOMPARE(refused->votes, 2);
        QVERIFY(std::none_of(fail.writes.begin(), fail.writes.end(), [](const StorageWrite& w) {
            return w.client == "C1" && w.t > ms(12000);
        }));
        QCOMPARE(fail.overlapUs, Us(0));
        QCOMPARE(fail.staleWritesAccepted, 0);

        // Capped: C2 gets the lock after C1's last allowed extension runs out; unbounded: never.
        const SimResult capped = run("extension", "capped");
        const Attempt* c2 = firstOf(capped, "C2", AttemptKind::Acquire, true);
        QVERIFY(c2);
        QVERIFY(c2->t1 >= ms(16002 + 9898 - 100));
        const SimResult unbounded = run("extension", "unbounded");
        QVERIFY(!firstOf(unbounded, "C2", AttemptKind::Acquire, true));
        QVERIFY(firstOf(unbounded, "C2", AttemptKind::Acquire, false));
    }

    // redsync #186: two of the three keys vanish, another client takes a majority while C1
    // still believes; locking the remaining masters after the quorum keeps C1 a majority.
    void quorumLossAfterSuccess() {
        const SimResult r = run("quorum-loss");
        QCOMPARE(r.overlaps.size(), std::size_t(1));
        QCOMPARE(r.overlaps.front().to, ms(9898));
        QVERIFY(says(r, "majority-lost"));
        const SimResult kept = run("quorum-loss", "lock-remaining");
        QCOMPARE(kept.overlapUs, Us(0));
        QVERIFY(!firstOf(kept, "C2", AttemptKind::Acquire, true));
        QVERIFY(says(kept, "locked-more"));
        QVERIFY(!says(kept, "majority-lost"));
    }

    // The new parameters survive a save → load round trip (the timing page's Save as…).
    void newParamsAreRead() {
        const auto s = builtinScenario("sequential").value();
        QCOMPARE(s.params.fanout, FanOut::Sequential);
        QCOMPARE(builtinScenario("client-clock-jump").value().params.clientClock,
                 ClientClock::Wall);
        const auto bad = loadScenarioText(
            R"({"name":"x","params":{"fanout":"serial"},"clients":[{"name":"C1"}]})", "");
        QVERIFY(!bad.ok());
        QVERIFY2(bad.error().message.find("'serial': expected parallel, sequential") !=
                     std::string::npos,
                 bad.error().message.c_str());
    }
};

QTEST_APPLESS_MAIN(TestSimSecondText)
#include "tst_sim_second_text.moc"
