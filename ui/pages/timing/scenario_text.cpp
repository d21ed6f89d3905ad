#include "ui/pages/timing/scenario_text.h"

#include "core/sim/files/catalog.h"

#include "core/json/json_out.h"

#include "ui/model/readouts.h"

#include <QRegularExpression>

namespace redlock::ui {

QString ScenarioText::caption(const std::string& english) {
    // translate() rather than tr(): the text is only known at run time. lupdate collects the
    // built-in scenarios' titles and captions from resources/scenarios/*.json under this context
    // (scripts/translations); any other text, e.g. of a file loaded from disk, has no entry and
    // stays in its own words, made safe like every text from outside (control characters shown
    // as \xNN: core/json/json_out.h, terminalText).
    QString text = QCoreApplication::translate("redlock::ui::ScenarioText",
                                               sim::terminalText(english).c_str());
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
