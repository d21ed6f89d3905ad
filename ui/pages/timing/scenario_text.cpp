#include "ui/pages/timing/scenario_text.h"

namespace redlock::ui {

namespace {

// Keyed by the English text exactly as it appears in resources/scenarios/*.json.
const char* const kCaptions[] = {
    // clock-jump
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText", "A master's wall clock jumps forward"),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "C1 holds A, B, C. C's clock steps forward 9 s, so C drops C1's key early, "
                      "and C2 builds a second majority on C, D, E."),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "C's wall clock jumps from 2000 to 11000 ms: past 10001, so C's key is gone."),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "C2 holds C, D, E and believes until 11998 ms, while C1 believes until 9898 ms."),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "Expiry on a monotonic clock ignores the jump: C keeps C1's key and C2 gets only D and E."),
    // clock-rate
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText", "A master's clock runs fast"),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "No jump, but C's clock runs 10% fast, so C's key expires at about 9092 ms of real time "
        "while C1 believes until 9898 ms. The drift allowance covers only 1% + 2 ms."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "C has counted 10 s already; C2 wins on C, D, E."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "With C only 1% fast its key lasts until about 9902 ms, after C1's belief "
                      "ends at 9898 ms: no overlap."),
    // contention
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText", "Three clients, one split vote"),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "Three clients start together and each is closest to different masters, so nobody reaches "
        "three votes. Each releases everything and retries after a random delay."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "C1 is closest to A and B, C2 to C and D, C3 to E: a 2-2-1 split."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "Nobody has 3 of 5. Each client unlocks all five masters and waits a random "
                      "delay before trying again."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "All clients wait the same delay, like aligned election timers: the split "
                      "repeats until they give up."),
    // extension
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText", "Extending the lock, with a cap"),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "C1 works longer than one TTL. It extends on every master; an extension counts only with a "
        "majority within the validity time, and at most two are allowed."),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "Five masters extended at 8002 ms: the belief now ends at 8000 + 9898 = 17898 ms."),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "The third extension is refused by the cap: C1 must finish within its current validity."),
    // failover
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText", "Failover with asynchronous replication"),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "One master M with a replica. M acknowledges C1's SET and crashes before "
                      "replicating it; the replica is promoted without the key and C2 locks it."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "M crashes at 2 ms; the write would have reached the replica at 3 ms."),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "C2 holds the lock on the promoted replica while C1 still believes until 9898 ms."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "With Sentinel's default down-after-milliseconds of 30 s, promotion comes "
                      "after C1's lease: an outage, not a violation."),
    // gc-pause-after
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "GC pause after acquiring (Kleppmann's lost update)"),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "C1 holds the lock, reads the resource, then stops for 15 s. Its keys expire, C2 takes the "
        "lock and writes, and C1 wakes up and writes its stale read-modify-write."),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "C1 enters a stop-the-world pause of 15 s while it believes it holds the lock."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "The keys expired at 10001 ms; C2 acquires legitimately."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText", "C1 resumes and writes as if nothing happened."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "The storage keeps the highest fencing token it has seen: C2's 34 arrives "
                      "first, so C1's 33 is rejected."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "Each holder tags the resource with its random value, and writes are "
                      "compare-and-set on that tag: C1's tag was replaced by C2's."),
    // gc-pause-during
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "GC pause during acquisition: replies wait in the socket buffer"),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "The SETs land and the OKs come back, but C1 is paused and reads them 12 s later. The spec "
        "client measures T2 when it reads them and refuses the lock."),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "The keys land on A-E and C1 stops for 12 s; five OKs wait in its socket buffer."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "C1 reads the OKs: elapsed 12001 ms is past the TTL, validity = 10000 - "
                      "12001 - 102 = -2103 ms."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "A client that stops its stopwatch once the SETs are sent never sees the "
                      "pause: it takes the lock that C2 already holds."),
    // network-delay
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText", "Slow replies from two masters"),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "The replies from D and E are delayed by 9950 ms. The per-instance timeout "
                      "fires at 50 ms and A, B, C are a majority."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "Elapsed 50 ms, validity 9848 ms; the belief still ends at 9898 ms."),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "The late OKs from D and E arrive and are ignored; those keys simply expire."),
    // restart-no-persistence
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText", "A master restarts empty"),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "C1 holds A, B, C. C crashes without persistence and comes back with no "
                      "keys, so C2 builds a majority on C, D, E."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "Two clients believe they hold the lock until C1's belief ends at 9898 ms."),
    QT_TRANSLATE_NOOP("redlock::ui::ScenarioText",
                      "C stays down for TTL + 200 ms after the crash: C2 finds only D and E."),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "With appendfsync always the key was on disk before the OK: C comes back with C1's key."),
    QT_TRANSLATE_NOOP(
        "redlock::ui::ScenarioText",
        "With appendfsync everysec a crash before the next fsync loses the key all the same."),
};

} // namespace

QString ScenarioText::caption(const std::string& english) {
    // translate() rather than tr(): the text is only known at run time; the table above is what
    // lupdate extracts.
    return known(english)
               ? QCoreApplication::translate("redlock::ui::ScenarioText", english.c_str())
               : QString::fromStdString(english);
}

bool ScenarioText::known(const std::string& english) {
    for (const char* c : kCaptions) {
        if (english == c) {
            return true;
        }
    }
    return false;
}

QString ScenarioText::kleppmann(const std::string& s) {
    if (s == "gc-pause-after" || s == "gc-pause-during") {
        return tr("A process can stop at any instant, for longer than any lease, and it cannot "
                  "notice. A lock that ends by timeout therefore needs the storage to check a "
                  "fencing token, which Redlock does not hand out.");
    }
    if (s == "network-delay") {
        return tr("Packets can be held up without limit, so a request sent inside the lease may "
                  "land long after it. Only the receiving side can refuse it, with a fence.");
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
        return tr("Replication is asynchronous: an acknowledged lock can vanish in a failover. "
                  "For correctness, use a consensus system instead.");
    }
    if (s == "contention" || s == "extension") {
        return tr("Liveness is not the worry; the worry is that timeouts are used for safety. "
                  "Retries and extensions still end with a timeout the holder may miss.");
    }
    return {};
}

QString ScenarioText::antirez(const std::string& s) {
    if (s == "gc-pause-after") {
        return tr("Any lock with auto-release has this hole, not just Redlock. If the storage can "
                  "check a token, it can equally compare-and-set on the lock's random value.");
    }
    if (s == "gc-pause-during") {
        return tr("The second clock read after the replies is exactly what catches a pause during "
                  "the acquire: the elapsed time eats the lease and the lock is refused.");
    }
    if (s == "network-delay") {
        return tr("Delays during the acquire are caught by the elapsed-time check. A delay after "
                  "it is a problem every lock shares, whatever its algorithm.");
    }
    if (s == "clock-jump" || s == "clock-rate") {
        return tr("The model assumes clocks that advance at about the right rate, not exact time. "
                  "Operators must forbid stepping clocks; a small rate error is covered by the "
                  "drift margin.");
    }
    if (s == "restart-no-persistence") {
        return tr("Keep a crashed master down for longer than the TTL, or persist with fsync "
                  "always, and a restart cannot hand out a vote twice.");
    }
    if (s == "failover") {
        return tr("This is why Redlock uses independent masters without replicas: it removes "
                  "the single-instance failover race altogether.");
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

QString ScenarioText::variantLabel(const std::string& v) {
    if (v.empty()) {
        return tr("base script");
    }
    if (v == "monotonic-expiry") {
        return tr("monotonic expiry");
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
    return QString::fromStdString(v);
}

} // namespace redlock::ui
