// The live column of the choosing-a-lock page on real processes (core/compare/live_compare):
// runLiveCompare starts 5 Redis/Valkey servers, two 3-member etcd clusters one after the other
// and a redlockctl client process, and every row is checked against what it measured: the
// leader's kill leaves the lock held and the lease renewed, the frozen client's key goes with
// its lease, its successor's revision is strictly higher and its late fenced write is rejected,
// a minority down on either design still grants. Then `redlockctl compare --live` end to end,
// and after SIGTERM. Every process started must be gone afterwards.
#include "etcd_fixture.h"
#include "live_fixture.h"

#include "core/compare/live_compare.h"
#include "core/json/json_out.h"
#include "core/sim/narration.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include <set>

#include "redlockctl_run.h"

using namespace redlock;
using namespace redlock::compare;

namespace {

long long fig(const LiveRow& r, const char* name) {
    const LiveFigure* f = r.figure(name);
    if (f == nullptr) {
        qFatal("row %s/%s has no figure %s", r.fault.c_str(), r.design.c_str(), name);
    }
    return f->value;
}

bool knownTemplate(const sim::Sentence& s) {
    for (const auto& [id, text] : liveCompareTemplates()) {
        if (s.id == id) {
            return s.text == text;
        }
    }
    return false;
}

// Adds the children `pid` has now to `seen`: what redlockctl started, while it runs.
void collectChildren(pid_t pid, std::set<pid_t>& seen) {
    for (const pid_t c : live::childrenOf(pid)) {
        seen.insert(c);
    }
}

// A minority-down row: every acquire held with `killed` of `n` down, and with all up.
void checkMinority(const LiveRow& r, const char* design, long long killed, long long n,
                   long long samples) {
    QCOMPARE(r.fault, std::string("minority-down"));
    QCOMPARE(r.design, std::string(design));
    QCOMPARE(r.outcome, LiveOutcome::Held);
    QCOMPARE(fig(r, "killed"), killed);
    QCOMPARE(fig(r, "of"), n);
    QCOMPARE(fig(r, "held"), samples);
    QCOMPARE(fig(r, "all_up_held"), samples);
}

} // namespace

class TestLiveCompare : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        LIVE_REQUIRE_SERVER();
        LIVE_REQUIRE_ETCD();
    }

    void everyRowMeasured() {
        LiveCompareOptions o;
        o.clientProgram = REDLOCKCTL_PATH;
        o.ttl = Millis(2000);
        o.samples = 3;
        const LiveCompare c = runLiveCompare(o);
        QVERIFY2(c.error.empty(), c.error.c_str());
        QVERIFY(!c.interrupted);
        // 5 servers, 3 + 3 members, 1 client; each of them stopped by pid.
        QCOMPARE(c.started.size(), std::size_t(12));
        QVERIFY2(live::allGone(c.started), "a process the run started is still running");
        QCOMPARE(c.leftRunning, 0);
        QCOMPARE(c.rows.size(), std::size_t(4));
        for (const LiveRow& r : c.rows) {
            QVERIFY2(r.error.empty(), r.error.c_str());
            QVERIFY2(knownTemplate(r.sentence), r.sentence.id.c_str());
            const std::string text = sim::english(r.sentence);
            QVERIFY2(text.find('%') == std::string::npos, text.c_str());
            // The row's time is in its sentence, as measured.
            QVERIFY2(text.find(sim::msText(r.duration.count()) + " ms") != std::string::npos,
                     text.c_str());
            QVERIFY(r.duration > Micros(0));
        }

        const LiveRow& leader = c.rows[0];
        QCOMPARE(leader.fault, std::string("leader-killed"));
        QCOMPARE(leader.design, std::string("etcd"));
        QCOMPARE(leader.outcome, LiveOutcome::Held);
        QCOMPARE(fig(leader, "second_client_refused"), 1LL);
        QCOMPARE(leader.fences.size(), std::size_t(2));
        QVERIFY(leader.fences[1] > leader.fences[0]); // the next holder after the release
        // Held for a whole TTL after the kill, renewed every third of it, never in a storm.
        QCOMPARE(fig(leader, "key_kept"), 1LL);
        QCOMPARE(fig(leader, "lease_alive"), 1LL);
        const long long ttlUs = fig(leader, "lease_ttl_ms");
        QCOMPARE(ttlUs, 5000000LL);
        const long long heldUs = fig(leader, "held_after_kill_ms");
        QVERIFY(heldUs >= ttlUs);
        const long long renewals = fig(leader, "renewals_after_kill");
        // 5 s granted: renewed every 1.667 s.
        QVERIFY2(renewals >= 3 && renewals <= heldUs / (ttlUs / 3) + 2,
                 qPrintable(QString::number(renewals)));
        QVERIFY(leader.duration < Micros(Millis(20000)));

        const LiveRow& paused = c.rows[1];
        QCOMPARE(paused.fault, std::string("client-paused"));
        QCOMPARE(paused.outcome, LiveOutcome::StaleWriteRejected);
        QCOMPARE(paused.fences.size(), std::size_t(2));
        QVERIFY2(paused.fences[1] > paused.fences[0],
                 "revisions must strictly increase across holders");
        QCOMPARE(fig(paused, "second_write_accepted"), 1LL);
        QCOMPARE(fig(paused, "late_write_fence"), paused.fences[0]); // the client wrote its own
        QCOMPARE(fig(paused, "register_highest"), paused.fences[1]);
        QCOMPARE(fig(paused, "client_exit"), 1LL); // redlockctl saw its write refused
        QCOMPARE(fig(paused, "client_reported"), 1LL);
        // The key outlives the freeze by what was left of the lease since the last renewal
        // (at most a third of the TTL before it), plus etcd's expiry check.
        QVERIFY2(paused.duration >= Micros(Millis(2000 * 2 / 3 - 100)),
                 qPrintable(QString::number(paused.duration.count())));
        QVERIFY2(paused.duration <= Micros(Millis(2000 + 3000)),
                 qPrintable(QString::number(paused.duration.count())));
        QVERIFY(fig(paused, "paused_ms") >= paused.duration.count());

        checkMinority(c.rows[2], "redlock", 2, 5, 3);
        if (QTest::currentTestFailed()) {
            return;
        }
        QCOMPARE(fig(c.rows[2], "votes"), 3LL); // exactly the three that are left
        const LiveRow& etcd = c.rows[3];
        checkMinority(etcd, "etcd", 1, 3, 3);
        if (QTest::currentTestFailed()) {
            return;
        }
        QVERIFY(etcd.duration <
                Micros(Millis(2 * 500 + 500))); // the dead member costs a refused connect
        // How much slower etcd was: the two rows' own medians, nothing else.
        QVERIFY(c.speed.has_value());
        QCOMPARE(c.speed->args[0].value, fig(etcd, "all_up_acquire_ms"));
        QCOMPARE(c.speed->args[1].value, fig(c.rows[2], "all_up_acquire_ms"));
        QCOMPARE(c.speed->args[5].value, etcd.duration.count());
        QCOMPARE(c.speed->args[6].value, c.rows[2].duration.count());
        QVERIFY(knownTemplate(*c.speed));
        // The text for people: each row's time and the run's total in whole ms from 10 ms up
        // ("11111.677 ms in all" before); the JSON keeps every microsecond.
        const QString text = QString::fromStdString(liveCompareText(c));
        const QRegularExpression head(QStringLiteral(
            "^[a-z-]+ / [a-z]+: [a-z-]+, (\\d{2,}|\\d(\\.\\d{1,3})?) ms \\([a-z-]+\\)$"));
        const QRegularExpression total(QStringLiteral(
            "^\\d+ processes started, 0 left running, (\\d{2,}|\\d(\\.\\d{1,3})?) ms in all$"));
        int heads = 0, totals = 0;
        for (const QString& line : text.split('\n', Qt::SkipEmptyParts)) {
            if (line.contains(QStringLiteral(" processes started, "))) {
                QVERIFY2(total.match(line).hasMatch(), qPrintable(line));
                ++totals;
            } else if (!line.startsWith(' ') && line.contains(QStringLiteral(" / "))) {
                QVERIFY2(head.match(line).hasMatch(), qPrintable(line));
                ++heads;
            }
        }
        QCOMPARE(heads, int(c.rows.size()));
        QCOMPARE(totals, 1);
    }

    // The speed sentence is built from the minority rows alone, and only when both ran.
    void speedComesFromTheRows() {
        const auto minority = [](const char* design, long long upUs, long long downUs) {
            LiveRow r;
            r.fault = "minority-down";
            r.design = design;
            r.outcome = LiveOutcome::Held;
            r.duration = Micros(downUs);
            r.figures = {{"of", std::string(design) == "etcd" ? 3 : 5, false},
                         {"samples", 1, false},
                         {"all_up_acquire_ms", upUs, true}};
            return r;
        };
        const std::vector<LiveRow> rows{minority("redlock", 400, 500),
                                        minority("etcd", 9800, 12000)};
        const auto s = compareSpeed(rows);
        QVERIFY(s.has_value());
        QCOMPARE(
            sim::english(*s),
            std::string(
                "Measured here: with every server up, an acquire took 9.8 ms on the etcd cluster "
                "and 0.4 ms with Redlock on 5 Redis masters (medians of 1 acquire each), 24 times "
                "as long; with a minority down, 12 ms and 0.5 ms."));
        QVERIFY(!compareSpeed({rows[0]}).has_value());
        std::vector<LiveRow> notRun = rows;
        notRun[1].outcome = LiveOutcome::NotRun;
        QVERIFY(!compareSpeed(notRun).has_value());
    }

    void badOptionsStartNothing() {
        LiveCompareOptions o;
        o.clientProgram = "/nonexistent/redlockctl";
        const LiveCompare c = runLiveCompare(o);
        QVERIFY(c.started.empty());
        QVERIFY2(c.error.find("'/nonexistent/redlockctl'") != std::string::npos, c.error.c_str());
        o.clientProgram = REDLOCKCTL_PATH;
        o.ttl = Millis(1000);
        const LiveCompare d = runLiveCompare(o);
        QVERIFY(d.started.empty());
        QVERIFY2(d.error.find("--ttl 1000") != std::string::npos, d.error.c_str());
    }

    void cliJson() {
        QProcess p;
        p.start(REDLOCKCTL_PATH, {"compare", "--live", "--samples", "2", "--json"});
        QVERIFY(p.waitForStarted());
        std::set<pid_t> seen; // every child redlockctl had while it ran
        while (!p.waitForFinished(50)) {
            collectChildren(static_cast<pid_t>(p.processId()), seen);
        }
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 0);
        const QJsonObject o = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        QCOMPARE(o["live"].toBool(), true);
        QCOMPARE(o["started"].toInt(), 12);
        QVERIFY(o.contains("left_running"));
        QCOMPARE(o["left_running"].toInt(), 0);
        const QJsonArray rows = o["rows"].toArray();
        QCOMPARE(rows.size(), 4);
        const QStringList outcomes{"held", "stale-write-rejected", "held", "held"};
        for (int i = 0; i < rows.size(); ++i) {
            const QJsonObject r = rows[i].toObject();
            for (const char* f : {"fault", "design", "outcome", "duration_ms", "duration_of",
                                  "sentence", "sentence_id", "fences", "figures"}) {
                QVERIFY2(r.contains(QLatin1String(f)), f);
            }
            QCOMPARE(r["outcome"].toString(), outcomes[i]);
            QVERIFY(r["duration_ms"].toDouble() > 0);
        }
        const QJsonArray fences = rows[1].toObject()["fences"].toArray();
        QVERIFY(fences[1].toInteger() > fences[0].toInteger());
        QVERIFY(seen.size() >= 5);
        QVERIFY2(live::allGone(std::vector<pid_t>(seen.begin(), seen.end())),
                 "a process redlockctl started is still running");
    }

    void cliSigtermStopsEverything() {
        QProcess p;
        p.start(REDLOCKCTL_PATH, {"compare", "--live", "--json"});
        QVERIFY(p.waitForStarted());
        const pid_t pid = static_cast<pid_t>(p.processId());
        std::set<pid_t> seen;
        // Once the five Redis servers run, stop the command.
        while (seen.size() < 5 && p.state() == QProcess::Running) {
            collectChildren(pid, seen);
            p.waitForFinished(10);
        }
        QCOMPARE(seen.size() >= 5, true);
        ::kill(pid, SIGTERM);
        while (!p.waitForFinished(20)) {
            collectChildren(pid, seen);
        }
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 1); // not every row was measured
        const QJsonObject o = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        QCOMPARE(o["interrupted"].toBool(), true);
        QVERIFY(o["rows"].toArray().size() < 4);
        QVERIFY2(live::allGone(std::vector<pid_t>(seen.begin(), seen.end())),
                 "a process redlockctl started is still running");
    }
};

QTEST_GUILESS_MAIN(TestLiveCompare)
#include "tst_live_compare.moc"
