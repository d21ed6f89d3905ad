#include "ui/pages/timing/scenario_text.h"

#include "core/sim/files/catalog.h"

#include "core/json/json_out.h"

#include "ui/model/readouts.h"

#include <QRegularExpression>

namespace redlock::ui {

namespace {

// Keyed by the English text exactly as it appears in resources/scenarios/*.json.
const char* const kCaptions[] = {
    // clock-jump
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText", "A master's wall clock jumps forward"),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "C1 reaches only M1, M2, M3 and C2 only M3, M4, M5. At 2000 ms M3's wall "
                      "clock steps forward 9 s; C2 asks for the lock at 2100 ms. Redis and Valkey "
                      "expire keys by the wall clock."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText", "M3's wall clock jumps from 2000 to 11000 ms."),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "A hypothetical server, shown for contrast: it expires keys by a monotonic clock that "
        "ignores the jump. Redis and Valkey expire keys by the wall clock."),
    // clock-rate
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText", "A master's clock runs fast"),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "No jump, but M3's clock runs 10% fast from the start, and C1 cannot reach M4 and M5. C2 "
        "asks for the lock from 9092 ms on. The drift allowance covers 1% + 2 ms."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "At 9092 ms of real time M3's clock has counted 10 s."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText", "M3's clock runs only 1% fast."),
    // contention
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText", "Three clients, one split vote"),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "Three clients start together, each closest to different masters. A client short of a "
        "majority releases all five masters and retries after a random delay of up to 200 ms."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "C1 is closest to M1 and M2, C2 to M3 and M4, C3 to M5: a 2-2-1 split."),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "All clients wait the same random delay before each retry, like aligned election timers."),
    // extension
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText", "Extending the lock, with a cap"),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "C1 works longer than one TTL and asks to extend at 8, 16 and 24 s; an "
                      "extension counts only with a majority within the validity time, and at most "
                      "two are allowed. C2 asks for the lock at 12 s."),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "C1 alone, extending at 8 s. M3 crashes at 5000 ms and restarts empty at 5001 ms; the "
        "extension only resets the TTL of keys that still carry C1's value."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "As in the partial run, but the extension sends SET NX where the key is "
                      "missing (the extend script of sbertrang's client)."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "C1 reaches only M1, M2 and M3; M3 crashes at 5000 ms and restarts empty at "
                      "5001 ms. C1 extends at 8 s and means to write again at 12 s. C2 reaches "
                      "only M3, M4 and M5 and asks for the lock at 9000 ms."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "C1 never finishes and asks to extend every 8 s; at most two extensions are "
                      "allowed. C2 asks for the lock from 12 s on, retrying every few hundred ms."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "As in the capped run, but with no cap on extensions (at most 1000)."),
    // failover
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText", "Failover with asynchronous replication"),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "One master M1 with an asynchronous replica. M1 acknowledges C1's SET and "
                      "crashes before replicating it; Sentinel promotes the replica 3 s + 1 s "
                      "later. C2 asks for the lock at 4100 ms."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "M1 crashes at 2 ms; the write would have reached the replica at 3 ms."),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "Sentinel's default down-after-milliseconds of 30 s: the replica is promoted only after 31 "
        "s. C2 keeps asking every few hundred ms until it gets the lock."),
    // gc-pause-after
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "GC pause after acquiring (Kleppmann's lost update)"),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "C1 acquires, reads the resource at 100 ms and stops for 15 s at 150 ms, before writing "
        "back what it read. C2 asks for the lock at 10500 ms and writes at 10600 ms."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText", "C1 enters a stop-the-world pause of 15 s."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText", "C1 resumes and sends its write."),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "The storage keeps the highest fencing token it has seen and refuses lower ones. The "
        "tokens (C1 33, C2 34) come from a counter the lab adds: Redlock issues none."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "Each holder tags the resource with its random value, and a write is a "
                      "compare-and-set on that tag."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "The same compare-and-set, but C1's pause ends at 10520 ms: after C2 asks "
                      "for the lock (10500 ms), before C2 tags the resource (10550 ms)."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText", "C1 enters a stop-the-world pause of 10.37 s."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "C1 resumes and sends its write before C2 has tagged the resource."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "The same fencing tokens, but C1's pause ends at 10520 ms: after C2 asks for "
                      "the lock (10500 ms), before C2's first write (10600 ms)."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "C1 resumes and sends its write before C2's first write."),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "The ZooKeeper lock recipe: each client creates an ephemeral sequential node; the client "
        "with the lowest node has the lock while its session lives, and a session not renewed for "
        "10 s (the pause stops the heartbeats) expires with its node. The node's number could "
        "serve as a fencing token; this storage checks nothing."),
    // gc-pause-during
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "GC pause during acquisition: replies wait in the socket buffer"),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "C1 sends its SETs at 0 ms and is paused for 12 s at 1 ms, before it reads the replies; C2 "
        "asks for the lock at 10500 ms. The spec client reads T2 after reading the replies."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "C1 stops for 12 s; the replies wait in its socket buffer."),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "A naive client stops its stopwatch once the SETs are sent, before it reads the replies."),
    // happy
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText", "Happy path: one client, five masters"),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "T1 is read, the SET goes to all five masters at once, five OKs come back, "
                      "and the client keeps TTL minus elapsed minus drift."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "C1 reads T1 = 0 and sends SET NX PX 10000 to M1-M5."),
    // minority-down
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText", "Two of five masters down"),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "M4 and M5 are down from the start. The client waits for their per-instance "
                      "timeout of 50 ms before it counts its votes."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "A per-instance timeout of 500 ms instead of 50 ms."),
    // network-delay
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText", "Slow replies from two masters"),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "The replies from M4 and M5 are delayed by 9950 ms during the acquire; the "
                      "per-instance timeout is 50 ms."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "After the acquire: at 5000 ms C1 sends a write that the network delays by "
                      "90 s (S3(d)). C2 asks for the lock at 10500 ms and writes at 10600 ms."),
    // restart-no-persistence
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText", "A master restarts empty"),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "C1 reaches only M1, M2, M3 and C2 only M3, M4, M5. M3 crashes at 3000 ms and restarts at "
        "3200 ms; without persistence it keeps no keys. C2 asks for the lock at 3300 ms."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "The delayed-restart rule: M3 stays down for TTL + 200 ms after its crash."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "appendfsync always: every key is on disk before the OK."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "appendfsync everysec, and M3 crashes at 500 ms, before the next fsync."),
    // sequential (issue 14)
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "Sequential fan-out with a hung and a slow master"),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "C1 asks the masters one after another, M1 to M5, and waits for each reply "
                      "or its 50 ms per-instance timeout before it asks the next. M2 is hung "
                      "(requests to it are held up for 60 s) and M4 is 20 ms away each way."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "The same masters, asked all at once: every SET leaves at T1."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "M2, M3 and M4 are hung. Asked one after another, C1 stops asking as soon as "
                      "the masters not yet asked could no longer make up a majority."),
    // lost-unlock (issue 14)
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText", "A lost unlock leaves a key behind"),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "C1 reaches only M1 and M2, so it must unlock. Its link to M1 is cut from 10 "
                      "to 100 ms, so the unlock sent to M1 at 50 ms is lost. C2 reaches M1, M2 and "
                      "M3 and asks for the lock from 200 ms on, retrying every few hundred ms."),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "C1 sends its unlock to every master; the one to M1 is lost on the cut link."),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "C1 sends its unlock again, 100 ms later, to every master that did not confirm it."),
    // slow-acquire (issue 14)
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText", "Slow acquisitions against the TTL"),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "Every reply is held up for 12 s, and C1 waits up to 15 s per master."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "No held-up replies, but C1 asks one master after another and each SET takes "
                      "1900 ms there and back (a 2 s timeout lets it wait)."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "As before, but each SET takes 2000 ms there and back."),
    // delayed-write (issue 14)
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText", "A write delayed 90 s in the network (S3(d))"),
    // client-clock-jump (issue 14)
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText", "The client's wall clock steps back"),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "C1 times its lease on its wall clock (as Date.now or time.time do). At 5000 "
                      "ms that clock is stepped back by 5 s. C2 asks for the lock at 10500 ms."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText", "C1's wall clock steps back from 5000 to 0 ms."),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "C1 times its lease on a monotonic clock, which a step of the wall clock does not move."),
    // check-before-write (issue 14)
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "Checking the lease just before writing (S1(c))"),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "C1 reads at 100 ms and checks its lease at 9800 ms, right before its write. "
                      "At 9801 ms, between the check and the write, it stops for 5199 ms. C2 asks "
                      "for the lock at 10500 ms and writes at 10600 ms."),
    // delayed-restart-cost (issue 14)
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText", "What the delayed-restart rule costs"),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "C1 takes the lock and releases it at 1000 ms. At 2000 ms M1, M2 and M3 crash and try to "
        "restart at 2200 ms; the delayed-restart rule keeps a crashed master down for TTL + 200 "
        "ms. C2 asks for the lock from 2500 ms on, retrying every few hundred ms."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "No delayed-restart rule: the three masters come back empty at 2200 ms."),
    // repeated-partitions (issue 14)
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText", "Each partition costs up to one TTL"),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "Three holders in turn, each releasing 3 s after it took the lock. Each is cut off from "
        "every master 500 ms before its release, so the release does not arrive (partitions at "
        "2500, 12500 and 22500 ms). The next client asks from 3000, 13500 and 24000 ms on."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "Only the first partition, at 2500 ms; the later releases arrive."),
    // fence-from-counters (issue 24)
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText", "A fencing token from Redlock's own masters?"),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "Each master counts the SETs it has taken, and a client uses the largest count among the "
        "masters that answer OK as its token. C0 reaches only M1 and tries nine times; every SET "
        "that M1 takes raises M1's count. C1 reaches M1, M2, M3, asks at 2000 ms, reads at 2100 ms "
        "and pauses for 15 s at 2150 ms, before it writes. C2 reaches M3, M4, M5 and asks at 12500 "
        "ms. The storage keeps the highest token it has seen."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText", "C2 asks for the lock through M3, M4 and M5."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "For contrast, one counter that every grant passes through numbers the "
                      "tokens (here the storage's own; in a real system a consensus service's)."),
    // quorum-loss (issue 14)
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText", "Losing the quorum after success"),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "C1 cannot reach M4 and M5 until 500 ms, so its SETs land on M1, M2 and M3 "
                      "only. At 3000 ms M2 and M3 crash, and they restart empty at 3100 ms. C2 "
                      "cannot reach M1 and asks for the lock at 3500 ms."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "After its majority, C1 keeps sending SET NX every 200 ms to the masters "
                      "that do not have its key yet."),
};

} // namespace

QString ScenarioText::caption(const std::string& english) {
    // translate() rather than tr(): the text is only known at run time; the table above is what
    // lupdate extracts.
    // A file's own words are made safe like every text from outside (control characters shown
    // as \xNN: core/json/json_out.h, terminalText).
    QString text = known(english)
                       ? QCoreApplication::translate("redlock::ui::ScenarioText", english.c_str())
                       : QString::fromStdString(sim::terminalText(english));
    // Numbers in the file's words ("from 2000 to 11000 ms", "partitions at 2500, 12500 and
    // 22500 ms") in the app's one number format ("2 000", "11 000", as every readout beside
    // them). "SET NX PX 10000" is a command and stays as typed.
    static const QRegularExpression duration(
        QStringLiteral("(?<![\\d.,])(?<!PX )(\\d{4,})(?![\\d]|[.,]\\d)"));
    QString out;
    qsizetype from = 0;
    for (auto it = duration.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += QStringView(text).mid(from, m.capturedStart() - from);
        out += Readouts::ms(Millis(m.captured(1).toLongLong()));
        from = m.capturedEnd();
    }
    out += QStringView(text).mid(from);
    return out;
}

bool ScenarioText::known(const std::string& english) {
    for (const char* c : kCaptions) {
        if (english == c) {
            return true;
        }
    }
    return false;
}

namespace {
// The scripts of the second course text, told from the spec and the article.
bool fromSpecAndArticle(const std::string& s) {
    return s == "sequential" || s == "lost-unlock" || s == "slow-acquire" ||
           s == "client-clock-jump" || s == "repeated-partitions";
}
} // namespace

QString ScenarioText::firstTitle(const std::string& s) {
    if (fromSpecAndArticle(s)) {
        return tr("<b>The specification</b>");
    }
    if (s == "failover") {
        return tr("<b>The Redis documentation</b> (why failover is not enough)");
    }
    return tr("<b>Kleppmann's critique</b>");
}

QString ScenarioText::secondTitle(const std::string& s) {
    if (fromSpecAndArticle(s)) {
        return tr("<b>The article on Redlock's safety</b>");
    }
    if (s == "quorum-loss") {
        return tr("<b>A client-side fix</b>");
    }
    if (s == "failover") {
        return tr("<b>Kleppmann's critique</b>");
    }
    return tr("<b>antirez's reply</b>");
}

QString ScenarioText::firstSide(const std::string& s) {
    if (s == "sequential") {
        return tr("Step 2 asks the masters one after another; the same page says it is better to "
                  "send to all of them at once. Each master asked in turn adds its whole wait to "
                  "the elapsed time.");
    }
    if (s == "lost-unlock") {
        return tr("A client that misses the majority must unlock everywhere at once. If an unlock "
                  "is lost, the others can only wait for that key's TTL.");
    }
    if (s == "slow-acquire") {
        return tr("The lock counts only if the acquire took less than the TTL, and what is left "
                  "of the validity is all the time the work may use.");
    }
    if (s == "delayed-write") {
        return tr("A write can stay in the network long after the lease ended. Only the storage "
                  "can refuse it, by checking a fencing token.");
    }
    if (s == "client-clock-jump") {
        return tr("Validity is measured on the client's clock. A client that reads a wall clock "
                  "inherits every step an operator or NTP makes.");
    }
    if (s == "repeated-partitions") {
        return tr("Each partition can cost up to one TTL of unavailability, and partitions that "
                  "keep coming can keep the lock unavailable.");
    }
    if (s == "delayed-restart-cost" || s == "quorum-loss") {
        return firstSide("restart-no-persistence");
    }
    if (s == "check-before-write") {
        return firstSide("gc-pause-after");
    }
    if (s == "gc-pause-after" || s == "gc-pause-during") {
        return tr("A process can stop at any instant, for longer than any lease, and it cannot "
                  "notice. A lock that ends by timeout therefore needs the storage to check a "
                  "fencing token, which Redlock does not hand out.");
    }
    if (s == "network-delay") {
        return tr("Packets can be held up for a long time (he cites a GitHub incident with delays "
                  "of about 90 s). Run B: a write sent inside the lease lands long after it, and "
                  "only the storage can refuse it, with a fencing token.");
    }
    if (s == "fence-from-counters") {
        return tr("A fencing token must grow with every grant. Redlock's masters count on their "
                  "own, so the counts two different majorities read can go backwards; only one "
                  "counter that every grant passes through, in a consensus service, can number "
                  "the tokens.");
    }
    if (s == "clock-jump" || s == "clock-rate") {
        return tr("Redlock's safety leans on every master's clock. One clock that jumps or runs "
                  "fast ends a key early, and a second client builds its own majority.");
    }
    if (s == "restart-no-persistence") {
        return tr("A master that forgets its keys hands out its vote twice, and waiting before "
                  "a restart is itself a timing assumption that a clock fault can break.");
    }
    if (s == "failover") {
        return tr("Replication is asynchronous: the master can acknowledge the lock and crash "
                  "before the replica has it, and the promoted replica grants it again. The page "
                  "gives this race as its reason for Redlock's independent masters.");
    }
    if (s == "contention" || s == "extension") {
        return tr("Liveness is not the worry; the worry is that timeouts are used for safety. "
                  "Retries and extensions still end with a timeout the holder may miss.");
    }
    return {};
}

QString ScenarioText::secondSide(const std::string& s) {
    if (s == "sequential" || s == "slow-acquire") {
        return tr("Its Java loop asks in turn and gives up early once a majority is out of reach. "
                  "A slow or hung master costs its full timeout, so jitter across regions can eat "
                  "the lease.");
    }
    if (s == "lost-unlock") {
        return tr("A lost rollback leaves lock residue: until that key's TTL runs out (up to a "
                  "whole TTL) the next client cannot get that master's vote.");
    }
    if (s == "delayed-write") {
        return tr("Any lock that ends by timeout has this hole, whatever its algorithm; the "
                  "protected resource has to take part.");
    }
    if (s == "client-clock-jump") {
        return tr("A monotonic clock (as redsync and redis-plus-plus use) is not moved by such "
                  "steps, so the client's lease ends on time.");
    }
    if (s == "repeated-partitions") {
        return tr("Safety by expiry is paid for in waiting: a holder that cannot release blocks "
                  "everyone until its keys expire.");
    }
    if (s == "delayed-restart-cost") {
        return secondSide("restart-no-persistence");
    }
    if (s == "check-before-write") {
        return secondSide("gc-pause-after");
    }
    if (s == "quorum-loss") {
        return tr("Locking the remaining masters after the quorum leaves a margin, so losing a few "
                  "keys still leaves a majority.");
    }
    if (s == "gc-pause-after") {
        return tr("Any lock with auto-release has this hole, not just Redlock. If the storage can "
                  "check a token, it can equally compare-and-set on the lock's random value.");
    }
    if (s == "gc-pause-during") {
        return tr("The second clock read after the replies is exactly what catches a pause during "
                  "the acquire: the elapsed time eats the lease and the lock is refused.");
    }
    if (s == "network-delay") {
        return tr("Delays during the acquire (run A) are caught by the elapsed-time check. A delay "
                  "after it, as in run B, is a problem every lock with auto-release shares, "
                  "whatever its algorithm.");
    }
    if (s == "clock-jump" || s == "clock-rate") {
        return tr("The model assumes clocks that advance at about the right rate, not exact time. "
                  "\"Keep clocks in NTP sync\" has two meanings: NTP that steps the clock is this "
                  "clock jump, which the model forbids; NTP that slews it makes a small rate "
                  "error, which the drift margin covers.");
    }
    if (s == "fence-from-counters") {
        return tr("If the storage can check something, it can compare-and-set on the lock's "
                  "random value instead (gc-pause-after, check-and-set); Redlock itself hands out "
                  "no ordered token.");
    }
    if (s == "restart-no-persistence") {
        return tr("Keep a crashed master down for longer than the TTL, or persist with fsync "
                  "always, and a restart cannot hand out a vote twice.");
    }
    if (s == "failover") {
        return tr("Independent masters remove the replication race, but safety then rests on "
                  "timing: bounded pauses, delays and clock error. For correctness he points to "
                  "a consensus system and fencing tokens instead.");
    }
    if (s == "contention") {
        return tr("Random retry delays break symmetric splits, so some client soon wins a "
                  "majority; a split only costs a little time.");
    }
    if (s == "extension") {
        return tr("Short TTLs with capped extensions keep a crashed holder from blocking others "
                  "for long, while a live holder keeps working.");
    }
    return {};
}

QString ScenarioText::title(const std::string& scenario) {
    const auto s = sim::builtinScenario(scenario);
    return s ? caption(s->title) : QString::fromStdString(scenario);
}

QString ScenarioText::variantLabel(const std::string& v) {
    if (v.empty()) {
        return tr("base script");
    }
    if (v == "monotonic-expiry") {
        return tr("monotonic expiry (hypothetical server)");
    }
    if (v == "delayed-write") {
        return tr("write delayed 90 s");
    }
    if (v == "rate-1pct") {
        return tr("only 1 % fast");
    }
    if (v == "align") {
        return tr("aligned retries");
    }
    if (v == "sentinel-default") {
        return tr("Sentinel default 30 s");
    }
    if (v == "fencing-token") {
        return tr("fencing token");
    }
    if (v == "check-and-set") {
        return tr("check-and-set");
    }
    if (v == "check-and-set-gap") {
        return tr("check-and-set, woken before the new tag");
    }
    if (v == "fencing-token-gap") {
        return tr("fencing token, woken before the new token");
    }
    if (v == "zookeeper") {
        return tr("ZooKeeper lock recipe");
    }
    if (v == "storage-counter") {
        return tr("one counter for every grant");
    }
    if (v == "naive-client") {
        return tr("naive client");
    }
    if (v == "delayed-restart") {
        return tr("delayed restart");
    }
    if (v == "fsync-always") {
        return tr("fsync always");
    }
    if (v == "fsync-everysec") {
        return tr("fsync everysec");
    }
    if (v == "parallel") {
        return tr("parallel fan-out");
    }
    if (v == "early-stop") {
        return tr("early stop");
    }
    if (v == "unlock-retried") {
        return tr("unlock retried");
    }
    if (v == "sequential-sliver") {
        return tr("sequential, 398 ms left");
    }
    if (v == "sequential-too-slow") {
        return tr("sequential, too slow");
    }
    if (v == "monotonic-client") {
        return tr("monotonic client clock");
    }
    if (v == "no-delay") {
        return tr("no delayed restart");
    }
    if (v == "one-partition") {
        return tr("one partition");
    }
    if (v == "lock-remaining") {
        return tr("lock the remaining masters");
    }
    if (v == "partial") {
        return tr("partial: a master restarted empty");
    }
    if (v == "partial-set-nx") {
        return tr("partial, SET NX on extend");
    }
    if (v == "failure") {
        return tr("extension fails: abort");
    }
    if (v == "capped") {
        return tr("never done, capped");
    }
    if (v == "unbounded") {
        return tr("never done, no cap");
    }
    return QString::fromStdString(v);
}

} // namespace redlock::ui
