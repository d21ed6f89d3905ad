// The outcome sentences agree with the run they describe: every scenario × variant is run, and
// each sentence is checked against that run's attempts, overlaps, writes and the masters' keys;
// every attempt, overlap and write has its sentence. The hand-written captions of the scenario
// files state only the set-up (what cannot be derived): no outcome words in them.
#include "core/json/json_out.h"
#include "core/lock/quorum.h"
#include "core/sim/bench.h"
#include "core/sim/claims.h"
#include "core/sim/files/catalog.h"
#include "core/sim/narration.h"
#include "core/sim/simulator.h"

#include <QRegularExpression>
#include <QTest>

#include <algorithm>
#include <cctype>

using namespace redlock;
using namespace redlock::sim;

namespace {

struct Run {
    std::string name;
    std::string variant;
};

std::vector<Run> everyRun() {
    std::vector<Run> out;
    for (const std::string& n : scenarioNames()) {
        out.push_back({n, ""});
        const Result<Scenario> base = builtinScenario(n);
        if (!base) {
            continue;
        }
        for (const std::string& v : base->variants) {
            out.push_back({n, v});
        }
    }
    return out;
}

// One row per scenario x variant: columns "scenario" and "variant".
void addRunRows() {
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("variant");
    for (const Run& r : everyRun()) {
        QTest::newRow((r.name + "/" + (r.variant.empty() ? "base" : r.variant)).c_str())
            << QString::fromStdString(r.name) << QString::fromStdString(r.variant);
    }
}

const std::string& nameArg(const Sentence& s, std::size_t i) {
    static const std::string none;
    return i < s.args.size() && !s.args[i].names.empty() ? s.args[i].names.front() : none;
}
std::int64_t numArg(const Sentence& s, std::size_t i) {
    return i < s.args.size() ? s.args[i].value : -1;
}
std::vector<std::string> namesArg(const Sentence& s, std::size_t i) {
    return i < s.args.size() ? s.args[i].names : std::vector<std::string>{};
}

bool isAttemptSentence(const std::string& id) {
    return id == "held" || id == "extended" || id.starts_with("refused-") ||
           id.starts_with("extend-refused") || id == "extend-late";
}

// Masters whose key holds `value` at real time t, from the key-alive spans.
int keysAt(const SimResult& r, const std::string& value, Us t) {
    int n = 0;
    for (const Span& s : r.spans) {
        n += s.kind == SpanKind::KeyAlive && s.value == value && s.from <= t && t < s.to ? 1 : 0;
    }
    return n;
}

int masterCount(const SimResult& r) {
    return static_cast<int>(std::count_if(
        r.lanes.begin(), r.lanes.end(), [](const Lane& l) { return l.kind == LaneKind::Master; }));
}

} // namespace

class TestSimNarration : public QObject {
    Q_OBJECT
private slots:
    void sentencesAgreeWithTheRun_data() { addRunRows(); }
    void sentencesAgreeWithTheRun() {
        QFETCH(QString, scenario);
        QFETCH(QString, variant);
        const Scenario s = builtinScenario(scenario.toStdString(), variant.toStdString()).value();
        const SimResult r = simulate(s);
        QVERIFY(!r.narration.empty());
        // The sentences are read from the run's records: without its attempts the story
        // changes (was: the narration compared with narrate() of the same run, itself).
        if (!r.attempts.empty()) {
            SimResult without = r;
            without.attempts.clear();
            QVERIFY(narrate(without) != r.narration);
        }

        // Each attempt: one sentence at its verdict, naming the client, with its own numbers.
        int attemptSentences = 0;
        for (const Sentence& x : r.narration) {
            attemptSentences += isAttemptSentence(x.id) ? 1 : 0;
        }
        QCOMPARE(attemptSentences, int(r.attempts.size()));
        for (const Attempt& a : r.attempts) {
            const auto it =
                std::find_if(r.narration.begin(), r.narration.end(), [&](const Sentence& x) {
                    return isAttemptSentence(x.id) && x.t == a.t2 && nameArg(x, 0) == a.client &&
                           (x.id == "held" || x.id == "extended") == a.held;
                });
            QVERIFY2(it != r.narration.end(), (a.client + " " + kindName(a.kind)).c_str());
            if (a.held) {
                QCOMPARE(it->id, std::string(a.kind == AttemptKind::Extend ? "extended" : "held"));
                QCOMPARE(numArg(*it, 1), std::int64_t(a.votes));
                QVERIFY(voteHolds(a.votes, a.n));
                QCOMPARE(namesArg(*it, 3), a.voters);
                QCOMPARE(numArg(*it, 4), a.elapsedUs);
                QCOMPARE(numArg(*it, 5), a.validityUs);
                QVERIFY(a.validityUs > 0);
                QCOMPARE(numArg(*it, 6), a.beliefEnd);
            } else if (it->id == "refused-no-majority") {
                QCOMPARE(numArg(*it, 1), std::int64_t(a.votes));
                QVERIFY(!voteHolds(a.votes, a.n));
                QCOMPARE(namesArg(*it, 3), a.voters);
            } else if (it->id == "refused-past-ttl") {
                QCOMPARE(numArg(*it, 1), a.elapsedUs);
                QVERIFY(a.elapsedUs >= a.ttlMs * 1000);
                QCOMPARE(numArg(*it, 3), a.validityUs);
            } else if (it->id == "refused-drift") {
                QVERIFY(a.elapsedUs < a.ttlMs * 1000 && a.validityUs <= 0);
            }
        }
        // Who the client stopped waiting for is the run's own list of timeouts.
        for (const Sentence& x : r.narration) {
            if (x.id == "no-answer") {
                const auto a =
                    std::find_if(r.attempts.begin(), r.attempts.end(), [&](const Attempt& at) {
                        return at.t2 == x.t && at.client == nameArg(x, 0);
                    });
                QVERIFY(a != r.attempts.end());
                QCOMPARE(namesArg(x, 1), a->missing);
                QVERIFY(!a->missing.empty());
            }
        }

        // Each overlap: one sentence with its clients and times; none without an overlap.
        std::vector<Sentence> overlaps;
        std::copy_if(r.narration.begin(), r.narration.end(), std::back_inserter(overlaps),
                     [](const Sentence& x) { return x.id == "overlap"; });
        QCOMPARE(overlaps.size(), r.overlaps.size());
        for (std::size_t i = 0; i < overlaps.size(); ++i) {
            QCOMPARE(nameArg(overlaps[i], 0), r.overlaps[i].a);
            QCOMPARE(nameArg(overlaps[i], 1), r.overlaps[i].b);
            QCOMPARE(numArg(overlaps[i], 2), r.overlaps[i].from);
            QCOMPARE(numArg(overlaps[i], 3), r.overlaps[i].to);
        }

        // Each write: accepted, stale or rejected as the storage decided.
        std::vector<Sentence> writes;
        std::copy_if(r.narration.begin(), r.narration.end(), std::back_inserter(writes),
                     [](const Sentence& x) {
                         return x.id.starts_with("write") || x.id.starts_with("stale-write");
                     });
        QCOMPARE(writes.size(), r.writes.size());
        for (std::size_t i = 0; i < writes.size(); ++i) {
            const StorageWrite& w = r.writes[i];
            QCOMPARE(writes[i].t, w.t);
            QCOMPARE(nameArg(writes[i], 0), w.client);
            QCOMPARE(writes[i].id.starts_with("stale-write"), w.stale);
            QCOMPARE(writes[i].id.starts_with("write-rejected"), !w.accepted);
            if (writes[i].id == "write-rejected-token") {
                QCOMPARE(numArg(writes[i], 1), w.fence);
                QVERIFY(numArg(writes[i], 2) > w.fence);
            }
        }

        // "No majority holds X's key" is checked against the masters' keys, not the monitor.
        const int quorum = quorumOf(masterCount(r));
        for (const Sentence& x : r.narration) {
            if (x.id != "majority-lost" && x.id != "majority-lost-for") {
                continue;
            }
            const auto belief = std::find_if(r.spans.begin(), r.spans.end(), [&](const Span& sp) {
                return sp.kind == SpanKind::Belief && sp.lane == nameArg(x, 0) && sp.from <= x.t &&
                       x.t < sp.to;
            });
            QVERIFY2(belief != r.spans.end(), english(x).c_str());
            QVERIFY2(keysAt(r, belief->value, x.t) < quorum, english(x).c_str());
        }
        // And the converse: a belief with no majority under it at its start or end is told.
        for (const Span& b : r.spans) {
            if (b.kind != SpanKind::Belief || b.to <= b.from) {
                continue;
            }
            // The count of keys changes only at a key span's edge: test there and at the start.
            bool lost = keysAt(r, b.value, b.from) < quorum;
            for (const Span& k : r.spans) {
                for (const Us edge : {k.from, k.to}) {
                    lost =
                        lost || (k.kind == SpanKind::KeyAlive && k.value == b.value &&
                                 edge > b.from && edge < b.to && keysAt(r, b.value, edge) < quorum);
                }
            }
            const bool told =
                std::any_of(r.narration.begin(), r.narration.end(), [&](const Sentence& x) {
                    return x.id.starts_with("majority-lost") && nameArg(x, 0) == b.lane &&
                           x.t >= b.from && x.t < b.to;
                });
            QCOMPARE(told, lost);
        }

        // "releases" exactly where the client's belief ended by its own release step.
        for (const Sentence& x : r.narration) {
            if (x.id == "released") {
                const auto ended =
                    std::find_if(r.spans.begin(), r.spans.end(), [&](const Span& sp) {
                        return sp.kind == SpanKind::Belief && sp.lane == nameArg(x, 0) &&
                               sp.to == x.t;
                    });
                QVERIFY2(ended != r.spans.end(), english(x).c_str());
            }
        }
        for (const Sentence& x : r.narration) {
            QVERIFY2(english(x).find('%') == std::string::npos, english(x).c_str());
        }
    }

    // The captions written by hand describe the set-up only: who, what fault, when. What the
    // run then does (holds, refused, overlaps, writes) is the narration's job.
    void handWrittenCaptionsStateOnlyTheSetup() {
        const char* const outcomeWords[] = {
            "holds",        "believes", "believe ",   "refused",  "rejected",   "accepted",
            "overlap",      "wins",     "gets only",  "is gone",  "drops",      "as if nothing",
            "violation",    "outage",   "validity =", "time out", "finds only", "comes back with",
            "loses the key"};
        for (const Run& run : everyRun()) {
            const Scenario s = builtinScenario(run.name, run.variant).value();
            std::vector<std::string> texts{s.caption};
            for (const Fault& f : s.faults) {
                if (f.kind == redlock::sim::FaultKind::Caption) {
                    texts.push_back(f.text);
                }
            }
            for (const std::string& t : texts) {
                for (const char* w : outcomeWords) {
                    QVERIFY2(t.find(w) == std::string::npos,
                             (run.name + "/" + run.variant + ": '" + w + "' in: " + t).c_str());
                }
            }
        }
    }

    // The cases the issue lists, each told from its own run.
    void variantsTellTheirOwnStory() {
        const auto says = [](const char* scenario, const char* variant, const char* id,
                             const char* client) {
            const SimResult r = simulate(builtinScenario(scenario, variant).value());
            return std::any_of(r.narration.begin(), r.narration.end(), [&](const Sentence& x) {
                return x.id == id && (!client || nameArg(x, 0) == client);
            });
        };
        QVERIFY(says("clock-jump", "monotonic-expiry", "refused-no-majority", "C2"));
        QVERIFY(!says("clock-jump", "monotonic-expiry", "held", "C2"));
        QVERIFY(says("clock-jump", "", "held", "C2"));
        QVERIFY(!says("restart-no-persistence", "delayed-restart", "overlap", nullptr));
        QVERIFY(!says("restart-no-persistence", "fsync-always", "overlap", nullptr));
        QVERIFY(says("restart-no-persistence", "", "overlap", nullptr));
        QVERIFY(says("failover", "sentinel-default", "refused-no-majority", "C2"));
        QVERIFY(says("failover", "", "held", "C2"));
        QVERIFY(says("gc-pause-during", "naive-client", "held", "C1"));
        QVERIFY(says("gc-pause-during", "", "refused-past-ttl", "C1"));
        QVERIFY(says("gc-pause-after", "", "stale-write", "C1"));
        QVERIFY(says("gc-pause-after", "fencing-token", "write-rejected-token", "C1"));
        QVERIFY(says("network-delay", "delayed-write", "stale-write", "C1"));

        const SimResult naive =
            simulate(builtinScenario("gc-pause-during", "naive-client").value());
        const auto o = std::find_if(naive.narration.begin(), naive.narration.end(),
                                    [](const Sentence& x) { return x.id == "overlap"; });
        QVERIFY(o != naive.narration.end());
        QCOMPARE(numArg(*o, 4), Us(8397000));

        const SimResult slow = simulate(builtinScenario("minority-down", "slow-timeout").value());
        const auto h = std::find_if(slow.narration.begin(), slow.narration.end(),
                                    [](const Sentence& x) { return x.id == "held"; });
        QVERIFY(h != slow.narration.end());
        QCOMPARE(numArg(*h, 4), Us(500000));
        QCOMPARE(numArg(*h, 5), Us(9398000));
        QCOMPARE(english(*h),
                 std::string("C1 holds the lock: 3 of 5 votes (M1, M2, M3) after 500 ms, "
                             "validity 9398 ms, so it believes until 9898 ms."));

        const SimResult token =
            simulate(builtinScenario("gc-pause-after", "fencing-token").value());
        QCOMPARE(english(token.narration.back()),
                 std::string("The storage rejects C1's write: token 33 arrives after 34, the "
                             "highest it has seen."));
    }

    // The contention headline: the first acquire was refused, so it has no validity.
    void refusedFirstAcquireHasNoValidity() {
        const SimResult r = simulate(builtinScenario("contention").value());
        QVERIFY(!r.firstAcquireHeld);
        QVERIFY(r.firstAcquireReason == Reason::NoMajority);
        const std::string text = toText(r);
        QVERIFY(text.find("validity_ms 9892") == std::string::npos);
        QVERIFY(text.find("first acquire refused (no-majority), no validity") != std::string::npos);
        const std::string json = toJson(r);
        QVERIFY(json.find("\"validity_ms\":null") != std::string::npos);
    }

    // A clipped run tells what is true at its end; the same as a run stopped there.
    void clippedNarrationMatchesAStoppedRun() {
        const Scenario s = builtinScenario("clock-jump").value();
        RunOptions o;
        o.untilUs = 5000000;
        const SimResult part = simulate(s, o);
        const SimResult clipped = clipAt(simulate(s), 5000000);
        QCOMPARE(clipped.narration, part.narration);
        QCOMPARE(narrationText(part), narrationText(clipped));
    }

    // One filling of templates for English and translations: %k[one|other] follows argument k.
    void pluralChoiceFollowsItsCount() {
        const auto write = [](const SentenceArg& a) {
            return english(Sentence{0, "x", "%1", {a}});
        };
        const std::string t = "%1 stale %1[write|writes] in %2 %2[run|runs]";
        QCOMPARE(fillTemplate(t, {argCount(1), argCount(3)}, write),
                 std::string("1 stale write in 3 runs"));
        QCOMPARE(fillTemplate(t, {argCount(0), argCount(1)}, write),
                 std::string("0 stale writes in 1 run"));
        // A translation may leave the choice out, or use the argument only there.
        QCOMPARE(fillTemplate("接受了 %1 次", {argCount(1)}, write), std::string("接受了 1 次"));
        QCOMPARE(fillTemplate("%1[once|again]", {argCount(1)}, write), std::string("once"));
        // A choice about a time or name, or a missing argument, takes the "other" form.
        QCOMPARE(fillTemplate("%1[a|b] %2[a|b]", {argMs(1)}, write), std::string("b b"));
        // Unclosed brackets and stray percent signs stay as written.
        QCOMPARE(fillTemplate("%1[one 50% %", {argCount(1)}, write), std::string("1[one 50% %"));
        QCOMPARE(fillTemplate("%1[one|", {argCount(2)}, write), std::string("2[one|"));
        QCOMPARE(english(Sentence{
                     0, "x", "%1 %1[write|writes] in %2 ms", {argCount(1), argMs(1500000)}}),
                 std::string("1 write in 1500 ms"));
    }

    // A master hung through several of a client's attempts answers them all when it resumes:
    // the client reads those late replies at once. The sentence counts the replies and names
    // each master once (it said "Late replies from M1, M1, M1, M1, M1, M1, M1" in a real
    // window: the bench, M1 hung at 0.9 s for 3 s). Seeds 1-5, and the claim holds.
    void lateRepliesNameEachMasterOnce() {
        int grouped = 0;
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            BenchSettings b;
            b.seed = seed;
            const Mark hang{MarkKind::Hang, 0, 900 * 1000, 3000 * 1000};
            RunOptions o;
            o.seed = seed;
            const SimResult r = simulate(benchScenario(b, {hang}), o);
            for (const Sentence& sentence : r.narration) {
                if (sentence.id != "late-replies") {
                    continue;
                }
                const std::string text = english(sentence);
                QVERIFY2(checkClaim(r, sentence).empty(),
                         (text + " -- " + checkClaim(r, sentence)).c_str());
                std::vector<std::string> from = sentence.args[1].names;
                std::sort(from.begin(), from.end());
                QVERIFY2(std::adjacent_find(from.begin(), from.end()) == from.end(), text.c_str());
                if (sentence.args[2].value > static_cast<std::int64_t>(from.size())) {
                    ++grouped;
                    QVERIFY2(text.find("late replies from M1 reach") != std::string::npos,
                             text.c_str());
                }
            }
        }
        QVERIFY(grouped > 0); // the case the real window showed is reached
    }

    // The trace names no fencing token where the storage checks none: Redlock issues none.
    void noFencingTokenWithoutATokenStorage() {
        const SimResult off = simulate(builtinScenario("gc-pause-after").value());
        QVERIFY(eventsText(off).find("token") == std::string::npos ||
                eventsText(off).find("fencing token") == std::string::npos);
        QVERIFY(toText(off).find("fencing token") == std::string::npos);
        const SimResult on = simulate(builtinScenario("gc-pause-after", "fencing-token").value());
        QVERIFY(eventsText(on).find("from the storage's fencing counter (not part of Redlock)") !=
                std::string::npos);
    }

    // The times a sentence writes for people (english(s, MsDigits::People), the CLI's text; the
    // GUI's Readouts take the same decimals): over every scenario x variant x seed, each
    // sentence's times (its own and its arguments) read as rounded values of the run's times,
    // two different times never read the same, and wherever one of its times is exactly the
    // sum of two others (a start and a length give an end), the written ones add up too. The
    // contention run said "Nobody holds the lock from 75 to 131 ms ...: 57 ms without a lock"
    // (74.539, 131.421, 56.882 rounded one by one).
    void timesReadAsTheRunHasThem_data() { addRunRows(); }
    void timesReadAsTheRunHasThem() {
        QFETCH(QString, scenario);
        QFETCH(QString, variant);
        int sentences = 0;
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            const Scenario s =
                builtinScenario(scenario.toStdString(), variant.toStdString()).value();
            RunOptions o;
            o.seed = seed;
            for (const Sentence& x : simulate(s, o).narration) {
                std::vector<Us> times{x.t};
                for (const SentenceArg& a : x.args) {
                    if (a.kind == SentenceArg::Kind::Ms) {
                        times.push_back(a.value);
                    }
                }
                const std::vector<std::string> texts = msTextsForPeople(times);
                const std::vector<int> decimals = msDecimalsForPeople(times);
                const std::string said = english(x, MsDigits::People);
                const std::string where = x.id + ": " + said;
                QCOMPARE(texts.front(), sentenceTimeForPeople(x));
                // In units of the last written digit: the text without its point.
                const auto units = [&](std::size_t i) {
                    std::string digits = texts[i];
                    digits.erase(std::remove(digits.begin(), digits.end(), '.'), digits.end());
                    return std::stoll(digits);
                };
                for (std::size_t i = 0; i < times.size(); ++i) {
                    // A rounded value of the time, to its last digit.
                    long long scale = 1;
                    for (int d = 0; d < decimals[i]; ++d) {
                        scale *= 10;
                    }
                    const double written = double(units(i)) / double(scale);
                    QVERIFY2(std::abs(written - double(times[i]) / 1000) <= 0.5 / double(scale),
                             qPrintable(QString::fromStdString(where)));
                    for (std::size_t j = 0; j < times.size(); ++j) {
                        QVERIFY2(times[i] == times[j] || texts[i] != texts[j],
                                 qPrintable(QString::fromStdString(where)));
                        for (std::size_t k = 0; k < times.size(); ++k) {
                            const bool big = std::min({std::abs(times[i]), std::abs(times[j]),
                                                       std::abs(times[k])}) >= 10000;
                            if (big && k != i && k != j && times[i] + times[j] == times[k]) {
                                QVERIFY2(units(i) + units(j) == units(k),
                                         qPrintable(QString::fromStdString(where)));
                            }
                        }
                    }
                }
                // Each time the template writes is written so, as a number of its own.
                for (std::size_t a = 0, i = 1; a < x.args.size(); ++a) {
                    if (x.args[a].kind != SentenceArg::Kind::Ms) {
                        continue;
                    }
                    const std::string mark = "%" + std::to_string(a + 1);
                    const std::size_t at = x.text.find(mark);
                    if (at != std::string::npos &&
                        !std::isdigit(static_cast<unsigned char>(x.text[at + mark.size()]))) {
                        const QRegularExpression number(
                            QStringLiteral("(^|[^0-9.])%1($|[^0-9])")
                                .arg(QRegularExpression::escape(QString::fromStdString(texts[i]))));
                        QVERIFY2(number.match(QString::fromStdString(said)).hasMatch(),
                                 qPrintable(QString::fromStdString(where + " lacks " + texts[i])));
                    }
                    ++i;
                }
                ++sentences;
            }
        }
        QVERIFY(sentences > 0);
    }

    // The rule on its own: whole from 10 ms, the value's own decimals below, more only as needed.
    void peopleDigits() {
        QCOMPARE(msTextsForPeople({6981677}), std::vector<std::string>{"6982"});
        QCOMPARE(msTextsForPeople({400, 2310, 9999}),
                 (std::vector<std::string>{"0.4", "2.31", "9.999"}));
        QCOMPARE(msTextsForPeople({74539, 131421, 56882}),
                 (std::vector<std::string>{"74.5", "131.4", "56.9"}));
        QCOMPARE(msTextsForPeople({30110, 30114}), (std::vector<std::string>{"30.110", "30.114"}));
        QCOMPARE(msTextsForPeople({-12500, 12500}), (std::vector<std::string>{"-13", "13"}));
        QCOMPARE(msFixed(-400, 0), std::string("0"));
        QCOMPARE(msFixed(1500, 0), std::string("2"));
        QCOMPARE(msFixed(30114, 2), std::string("30.11"));
        QCOMPARE(msFixed(9995, 2), std::string("10.00"));
    }
};

QTEST_APPLESS_MAIN(TestSimNarration)
#include "tst_sim_narration.moc"
