// Hostile peers mixed with real masters: 3 real servers + 2 peers of one hostile kind per row.
// The lock must still be held with exactly the 3 real votes, each hostile peer must come back
// as a clear per-master Error (with the server's own words) or a Timeout within the deadline,
// nothing may crash or hang, and no key outside the lock key may change on any real server.
#include "live_fixture.h"
#include "tst_hostile_peer.h"

#include "core/client/redlock.h"
#include "core/etcd/etcd_endpoint.h"
#include "core/etcd/etcd_lock.h"
#include "core/servers/process.h"
#include "core/valkey/poll_fan_out.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace redlock;
using namespace std::chrono_literals;
using hostile::Behaviour;
using hostile::HostilePeer;

namespace {

enum Kind { Http, HalfReply, Silent, NoAuth, WrongType, ReadOnly };
const std::string kPassword = "hostile-secret";
constexpr Micros kTimeout = 100ms;

// A server LocalServers does not make (extra flags: --requirepass, --replicaof), started on a
// free loopback port and stopped by pid.
class ExtraServer {
public:
    ExtraServer(const QString& dir, const std::vector<std::string>& extra) {
        m_port = freeLoopbackPort();
        const std::string d = dir.toStdString() + "/" + std::to_string(m_port);
        std::filesystem::create_directories(d);
        std::vector<std::string> argv{LocalServers::findServerBinary(),
                                      "--port",
                                      std::to_string(m_port),
                                      "--bind",
                                      "127.0.0.1",
                                      "--protected-mode",
                                      "no",
                                      "--dir",
                                      d,
                                      "--save",
                                      "",
                                      "--appendonly",
                                      "no"};
        argv.insert(argv.end(), extra.begin(), extra.end());
        m_pid = spawn(argv, d + "/server.log", false);
    }
    ~ExtraServer() {
        if (m_pid > 0) {
            stopProcess(m_pid, true);
        }
    }
    // Bounded: it answers anything (PONG, or NOAUTH when a password is required).
    bool ready() const {
        return QTest::qWaitFor([&] { return live::raw(m_port, {"PING"}).type > 0; }, 5000);
    }
    int port() const { return m_port; }

private:
    int m_port = 0;
    pid_t m_pid = -1;
};

Address at(int port) {
    return Address{"127.0.0.1", port, "127.0.0.1"};
}

// Peak resident set of this process so far (VmHWM), in KiB.
long peakRssKb() {
    std::FILE* f = std::fopen("/proc/self/status", "r");
    long kb = -1;
    char line[256];
    while (f && std::fgets(line, sizeof line, f)) {
        if (std::sscanf(line, "VmHWM: %ld kB", &kb) == 1) {
            break;
        }
    }
    if (f) {
        std::fclose(f);
    }
    return kb;
}

} // namespace

class TestHostile : public QObject {
    Q_OBJECT
    std::optional<LocalServers> m_s; // 0-2 lock masters, 3-4 wrong-type masters, 5 a primary
    QTemporaryDir m_dir;

private slots:
    void initTestCase() {
        LIVE_REQUIRE_SERVER();
        m_s.emplace(live::startServers(6));
    }
    void cleanupTestCase() { m_s.reset(); }

    void mixedWithRealMasters_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("acquireOutcome");
        QTest::addColumn<QString>("acquireText");
        QTest::addColumn<int>("releaseOutcome");
        QTest::addColumn<QString>("releaseText");
        const int err = int(Outcome::Error), to = int(Outcome::Timeout), no = int(Outcome::Refused);
        QTest::newRow("http 400") << int(Http) << err << "rotocol error" << err << "rotocol error";
        QTest::newRow("closes mid-reply") << int(HalfReply) << err << "closed" << err << "closed";
        QTest::newRow("never answers")
            << int(Silent) << to << "no answer within 100 ms" << to << "no answer";
        QTest::newRow("needs password") << int(NoAuth) << err << "NOAUTH" << err << "NOAUTH";
        QTest::newRow("wrong type") << int(WrongType) << no << "" << err << "WRONGTYPE";
        QTest::newRow("read-only replica") << int(ReadOnly) << err << "READONLY" << no << "";
    }
    void mixedWithRealMasters() {
        QFETCH(int, kind);
        QFETCH(int, acquireOutcome);
        QFETCH(QString, acquireText);
        QFETCH(int, releaseOutcome);
        QFETCH(QString, releaseText);
        const std::string resource = "hostile-" + std::to_string(kind);
        const std::string key = "redlock-lab:" + resource;

        // The five masters of this row, and every real server whose keys must stay untouched.
        std::vector<Address> masters{m_s->address(0), m_s->address(1), m_s->address(2)};
        std::vector<std::pair<int, std::string>> watched{
            {m_s->port(0), ""}, {m_s->port(1), ""}, {m_s->port(2), ""}};
        std::vector<std::unique_ptr<HostilePeer>> peers;
        std::vector<std::unique_ptr<ExtraServer>> extras;
        for (int h = 0; h < 2; ++h) {
            if (kind == Http || kind == HalfReply || kind == Silent) {
                peers.push_back(std::make_unique<HostilePeer>(kind == Http ? Behaviour::Http
                                                              : kind == HalfReply
                                                                  ? Behaviour::HalfReply
                                                                  : Behaviour::Silent));
                QVERIFY(peers.back()->port() > 0);
                masters.push_back(at(peers.back()->port()));
            } else if (kind == NoAuth || kind == ReadOnly) {
                if (kind == ReadOnly) { // full sync at once, not after the 5 s diskless default
                    live::raw(m_s->port(5), {"CONFIG", "SET", "repl-diskless-sync-delay", "0"});
                }
                const auto extra = kind == NoAuth
                                       ? std::vector<std::string>{"--requirepass", kPassword}
                                       : std::vector<std::string>{"--replicaof", "127.0.0.1",
                                                                  std::to_string(m_s->port(5))};
                extras.push_back(std::make_unique<ExtraServer>(m_dir.path(), extra));
                QVERIFY(extras.back()->ready());
                masters.push_back(at(extras.back()->port()));
                watched.push_back({extras.back()->port(), kind == NoAuth ? kPassword : ""});
            } else {
                const int port = m_s->port(3 + h);
                live::raw(port, {"DEL", key});
                live::raw(port, {"RPUSH", key, "a", "b"}); // a list where the lock's string goes
                masters.push_back(at(port));
                watched.push_back({port, ""});
            }
        }
        if (kind == ReadOnly) { // the sentinel reaches the replicas through replication
            live::raw(m_s->port(5), {"SET", "sentinel:" + resource, "keep"}, "");
            for (const auto& e : extras) {
                QVERIFY(QTest::qWaitFor(
                    [&] { return live::get(e->port(), "sentinel:" + resource) == "keep"; }, 5000));
            }
        }
        std::vector<long long> before;
        for (const auto& [port, pw] : watched) {
            if (kind != ReadOnly || port != watched.back().first) {
                live::raw(port, {"SET", "sentinel:" + resource, "keep"}, pw);
            }
            before.push_back(live::raw(port, {"DBSIZE"}, pw).integer);
        }

        PollFanOut fanOut(masters);
        RedlockOptions o;
        o.ttl = 10000ms;
        o.timeout = kTimeout;
        o.settleEarly = false; // await every master, so each hostile one shows its own outcome
        Redlock client(fanOut, o);
        // Never hangs: each call returns (a hang would time the test function out), and every
        // hostile master's outcome was settled by its own deadline, as the client recorded it
        // (no wall-clock bound: on a loaded machine that would prove nothing).
        const AcquireResult r = client.acquire(resource);
        QVERIFY(r.held);
        QCOMPARE(r.attempts[0].votes, 3);
        const Attempt released = client.release(r.lock);
        QCOMPARE(released.votes, 3);
        for (const Attempt* a : {&r.attempts[0], &released}) {
            for (const auto& m : a->masters) {
                QVERIFY2(m.reply.repliedAt - m.reply.sentAt <= kTimeout, m.address.c_str());
            }
        }
        for (int i = 3; i < 5; ++i) {
            const Reply& a = r.attempts[0].masters[i].reply;
            const Reply& rel = released.masters[i].reply;
            // The words each peer produced, for docs/reliability.md.
            qInfo("%s: acquire %s '%s', release %s '%s'", released.masters[i].address.c_str(),
                  outcomeName(a.outcome), a.error.c_str(), outcomeName(rel.outcome),
                  rel.error.c_str());
            QCOMPARE(int(a.outcome), acquireOutcome);
            QVERIFY2(QString::fromStdString(a.error).contains(acquireText), a.error.c_str());
            QCOMPARE(int(rel.outcome), releaseOutcome);
            QVERIFY2(QString::fromStdString(rel.error).contains(releaseText), rel.error.c_str());
            QVERIFY(a.repliedAt - a.sentAt <= kTimeout + 5ms); // within the per-instance deadline
            QVERIFY(rel.repliedAt - rel.sentAt <= kTimeout + 5ms);
        }

        for (std::size_t w = 0; w < watched.size(); ++w) {
            const auto& [port, pw] = watched[w];
            QCOMPARE(live::raw(port, {"GET", "sentinel:" + resource}, pw).str, std::string("keep"));
            QCOMPARE(live::raw(port, {"DBSIZE"}, pw).integer, before[w]);
        }
        if (kind == WrongType) {
            for (int i = 3; i < 5; ++i) {
                QCOMPARE(live::raw(m_s->port(i), {"LLEN", key}).integer, 2LL);
                live::raw(m_s->port(i), {"DEL", key});
            }
        }
    }

    // Peers that claim a 2^31-element array or stream an endless bulk string: each command ends
    // within its deadline (plus a little), the peer is a per-master Error naming the refused
    // reply, and the process peak memory stays within a few MB per hostile master.
    void boundedHostileReplies_data() {
        QTest::addColumn<int>("behaviour");
        QTest::addColumn<QString>("text");
        QTest::newRow("huge array") << int(Behaviour::HugeArray) << "an array of 2147483647";
        QTest::newRow("endless bulk") << int(Behaviour::EndlessBulk) << "without a complete reply";
    }
    void boundedHostileReplies() {
        QFETCH(int, behaviour);
        QFETCH(QString, text);
        const auto kind = static_cast<Behaviour>(behaviour);
        HostilePeer a(kind), b(kind);
        std::vector<Address> masters{m_s->address(0), m_s->address(1), m_s->address(2),
                                     at(a.port()), at(b.port())};
        PollFanOut fanOut(masters);
        RedlockOptions o;
        o.ttl = 10000ms;
        o.timeout = 400ms; // long enough for an unbounded stream to show (~50 MB each)
        o.settleEarly = false;
        Redlock client(fanOut, o);
        const long before = peakRssKb();
        const AcquireResult r = client.acquire("hostile-bounded");
        const long acquireGrownKb = peakRssKb() - before;
        QVERIFY2(acquireGrownKb < 2 * 4096, qPrintable(QString::number(acquireGrownKb) + " KiB"));
        QVERIFY(r.held);
        // Cut off by a limit, not by the deadline: an Error naming the limit (a stream that ran
        // until the deadline would be a Timeout), before the deadline by the client's own clock.
        for (int i = 3; i < 5; ++i) {
            const Reply& rep = r.attempts[0].masters[i].reply;
            QCOMPARE(int(rep.outcome), int(Outcome::Error));
            QVERIFY2(QString::fromStdString(rep.error).contains(text), rep.error.c_str());
            QVERIFY(rep.repliedAt - rep.sentAt < o.timeout);
        }
        const Attempt released = client.release(r.lock);
        QCOMPARE(released.votes, 3);
        for (int i = 3; i < 5; ++i) {
            QCOMPARE(int(released.masters[i].reply.outcome), int(Outcome::Error));
        }
        const long grownKb = peakRssKb() - before;
        qInfo("peak RSS grew by %ld KiB over acquire + release with 2 hostile masters", grownKb);
        QVERIFY2(grownKb < 2 * 4096, qPrintable(QString::number(grownKb)));
    }

    // Issue 13 item 8: three of five masters hung, early settle. The refusal is known at the
    // deadline; the cleanup release goes to the hung masters too (they get the command) but is
    // not awaited a second time, so the whole call returns within timeout + a few ms.
    void refusedAcquireReturnsWithinTimeout() {
        HostilePeer h1(Behaviour::Silent), h2(Behaviour::Silent), h3(Behaviour::Silent);
        std::vector<Address> masters{m_s->address(0), m_s->address(1), at(h1.port()), at(h2.port()),
                                     at(h3.port())};
        PollFanOut fanOut(masters);
        RedlockOptions o;
        o.ttl = 10000ms;
        o.timeout = 50ms;
        o.retries = 0;
        Redlock client(fanOut, o);
        (void)client.acquire("hostile-warm"); // connections open, as in a running client
        QElapsedTimer timer;
        timer.start();
        const AcquireResult r = client.acquire("hostile-late");
        const qint64 ms = timer.elapsed();
        QVERIFY(!r.held);
        const auto& cleanup = r.attempts[0].cleanup;
        QCOMPARE(int(cleanup.size()), 5);
        for (int i = 2; i < 5; ++i) {
            QCOMPARE(int(cleanup[i].reply.outcome), int(Outcome::Skipped));
        }
        QCOMPARE(int(cleanup[0].reply.outcome), int(Outcome::Ok)); // the real ones are awaited
        // Before the fix the release waited out the hung masters again (two 50 ms waits, so
        // never under 100 ms, and the hung masters' cleanup was Timeout, checked above); now
        // one wait plus the real masters' round trip. The Skipped outcomes above are the
        // assertion; the wall time depends on the machine's load, so it is only logged.
        qInfo("refused acquire with 3 of 5 hung returned after %lld ms (timeout 50 ms)",
              static_cast<long long>(ms));
        // Every hung peer received the release too: 2 SETs + 2 releases each (after AUTH-less
        // connects that send the two SCRIPT LOADs first).
        for (HostilePeer* h : {&h1, &h2, &h3}) {
            QVERIFY(QTest::qWaitFor([&] { return h->commands() >= 2 * 2 + 2 * 2; }, 2000));
        }
        QCOMPARE(live::raw(m_s->port(0), {"EXISTS", "redlock-lab:hostile-late"}).integer, 0LL);
    }

    // Issue 13 item 12: a peer answering +OK to everything (SCRIPT LOAD included) is a
    // per-master Error naming the SHA1 mismatch, in the trace and in --json, not a vote.
    void lyingServerIsNotBelieved() {
        HostilePeer liar1(Behaviour::AlwaysOk), liar2(Behaviour::AlwaysOk);
        std::vector<Address> masters{m_s->address(0), m_s->address(1), m_s->address(2),
                                     at(liar1.port()), at(liar2.port())};
        PollFanOut fanOut(masters);
        RedlockOptions o;
        o.ttl = 10000ms;
        o.timeout = kTimeout;
        o.settleEarly = false;
        Redlock client(fanOut, o);
        const AcquireResult r = client.acquire("hostile-liar");
        QVERIFY(r.held);
        QCOMPARE(r.attempts[0].votes, 3); // before: 5, the liars voted
        for (int i = 3; i < 5; ++i) {
            const Reply& rep = r.attempts[0].masters[i].reply;
            QCOMPARE(int(rep.outcome), int(Outcome::Error));
            QVERIFY2(rep.error.find("SCRIPT LOAD answered 'OK', not the script's SHA1") !=
                         std::string::npos,
                     rep.error.c_str());
        }
        QCOMPARE(client.release(r.lock).votes, 3);

        // Through the binary with the default early settle: 2 real masters and the 2 liars, so
        // the refusal needs both liars' answers (2 misses of 4), and --json names each.
        const QStringList list{QString::fromStdString(m_s->address(0).text()),
                               QString::fromStdString(m_s->address(1).text()),
                               QStringLiteral("127.0.0.1:%1").arg(liar1.port()),
                               QStringLiteral("127.0.0.1:%1").arg(liar2.port())};
        QProcess ctl;
        ctl.start(QStringLiteral(REDLOCKCTL_PATH), {"acquire", "--masters", list.join(','),
                                                    "--resource", "hostile-liar-cli", "--json"});
        QVERIFY(ctl.waitForFinished(10000));
        QCOMPARE(ctl.exitCode(), 1); // before: held, with 4 "votes"
        const QJsonArray ms =
            QJsonDocument::fromJson(ctl.readAllStandardOutput()).object()["masters"].toArray();
        QCOMPARE(ms.size(), 4);
        for (int i = 2; i < 4; ++i) {
            const QJsonObject m = ms[i].toObject();
            QCOMPARE(m["outcome"].toString(), QString("error"));
            QVERIFY2(m["error"].toString().contains("not the script's SHA1"),
                     qPrintable(m["error"].toString()));
        }
    }

    // Issue 28, the trust model: a master that lies well — the scripts' real SHA1s, +OK to every
    // SET — cannot be caught by any client check, and one such liar among five gives two holders
    // at once. Redlock assumes honest masters (docs/reliability.md, "What the client trusts");
    // this test shows the limit, it does not guard against it. The same steps with an honest
    // fifth master give one holder.
    void lyingMasterGivesTwoHolders() {
        const std::string resource = "trust-liar";
        const std::string key = "redlock-lab:" + resource;
        HostilePeer liar(Behaviour::ShaLiar);
        auto run = [&](const Address& fifth) {
            std::vector<Address> masters{m_s->address(0), m_s->address(1), m_s->address(2),
                                         m_s->address(3), fifth};
            PollFanOut fa(masters), fb(masters);
            RedlockOptions o;
            o.ttl = 10000ms;
            o.timeout = kTimeout;
            o.settleEarly = false;
            Redlock a(fa, o), b(fb, o);
            // Masters 3 and 4 (index 2, 3) are held by someone else while A acquires...
            for (int i : {2, 3}) {
                live::raw(m_s->port(i), {"SET", key, "someone-else", "PX", "10000"});
            }
            const AcquireResult ra = a.acquire(resource);
            // ...and free again when B asks; masters 1 and 2 still hold A's key.
            for (int i : {2, 3}) {
                live::raw(m_s->port(i), {"DEL", key});
            }
            const AcquireResult rb = b.acquire(resource);
            const bool both = ra.held && rb.held;
            if (ra.held) {
                a.release(ra.lock);
            }
            if (rb.held) {
                b.release(rb.lock);
            }
            return std::make_pair(both, std::make_pair(ra.attempts[0].votes, rb.attempts[0].votes));
        };
        const auto lied = run(at(liar.port()));
        QVERIFY2(
            lied.first,
            qPrintable(
                QStringLiteral("votes %1 and %2").arg(lied.second.first).arg(lied.second.second)));
        QCOMPARE(lied.second.first, 3);  // masters 1, 2 and the liar
        QCOMPARE(lied.second.second, 3); // masters 3, 4 and the liar again
        const auto honest = run(m_s->address(4));
        QVERIFY(!honest.first);
        QCOMPARE(honest.second.second, 2); // the honest fifth master refuses B
    }

    // Issue 13 item 9: a server's hostile words reach neither the terminal raw nor the JSON
    // invalid; a bad value holding a newline still gives a one-line message.
    void hostileTextIsEscaped() {
        HostilePeer evil(Behaviour::EvilError), evil2(Behaviour::EvilError);
        // One real master and two evil ones: refused once both evil answers are in, so their
        // errors are read, not skipped.
        QStringList list{QString::fromStdString(m_s->address(0).text()),
                         QStringLiteral("127.0.0.1:%1").arg(evil.port()),
                         QStringLiteral("127.0.0.1:%1").arg(evil2.port())};
        const QStringList common{"acquire",      "--masters", list.join(','), "--resource",
                                 "hostile-text", "--timeout", "100"};
        QProcess ctl;
        ctl.start(QStringLiteral(REDLOCKCTL_PATH), common + QStringList{"--json"});
        QVERIFY(ctl.waitForFinished(10000));
        const QByteArray json = ctl.readAllStandardOutput();
        QJsonParseError e{};
        const QJsonObject o = QJsonDocument::fromJson(json, &e).object();
        QVERIFY2(e.error == QJsonParseError::NoError, json.constData());
        const QString error = o["masters"].toArray()[1].toObject()["error"].toString();
        QVERIFY2(error.contains(QString::fromUtf8("bad \uFFFD\uFFFD bytes")), qPrintable(error));
        QVERIFY(QString::fromUtf8(json).toUtf8() == json); // the bytes are valid UTF-8
        QVERIFY(!json.contains('\x1b') && !json.contains('\x07'));

        ctl.start(QStringLiteral(REDLOCKCTL_PATH), common);
        QVERIFY(ctl.waitForFinished(10000));
        const QByteArray text = ctl.readAllStandardOutput();
        QVERIFY2(!text.contains('\x1b') && !text.contains('\x07') && !text.contains('\xff'),
                 text.constData());
        QVERIFY2(text.contains("\\x1b]0;pwned\\x07 bad \\xff\\xfe bytes"), text.constData());

        ctl.start(QStringLiteral(REDLOCKCTL_PATH),
                  {"acquire", "--masters", list.join(','), "--resource", "two\nlines\x1b[2J"});
        QVERIFY(ctl.waitForFinished(10000));
        QCOMPARE(ctl.exitCode(), 2);
        const QByteArray err = ctl.readAllStandardError();
        QCOMPARE(err.count('\n'), 1);
        QVERIFY2(!err.contains('\x1b'), err.constData());
    }

    // Issue 28 item 2: etcd members that attack the client. A 1 GiB body (with and without
    // Content-Length) cost 1.06-2.1 GB and ran past the timeout; three silent members cost three
    // timeouts one after another. Now a reply is cut at 64 KiB and the call has one deadline.
    void hostileEtcdMembersCostBounded() {
        HostilePeer endless(Behaviour::HttpEndless), huge(Behaviour::HttpHuge);
        auto members =
            etcd::parseEndpoints(QStringLiteral("http://127.0.0.1:%1,http://127.0.0.1:%2")
                                     .arg(endless.port())
                                     .arg(huge.port())
                                     .toStdString());
        QVERIFY(members.ok());
        etcd::EtcdOptions o;
        o.ttl = 5000ms;
        o.timeout = 600ms;
        etcd::EtcdLock lock(*members, o);
        SteadyClock clock;
        Micros t0 = clock.now();
        etcd::AcquireReport r = lock.acquire("hostile-etcd");
        QVERIFY(!r.held);
        QVERIFY2(clock.now() - t0 < Micros(900ms),
                 qPrintable(QString::number((clock.now() - t0).count())));
        for (int i = 0; i < 2; ++i) {
            QVERIFY2(r.members[i].reply.error.find("reply refused: larger than 65536 bytes") !=
                         std::string::npos,
                     r.members[i].reply.error.c_str());
        }

        HostilePeer s1(Behaviour::Silent), s2(Behaviour::Silent), s3(Behaviour::Silent);
        members = etcd::parseEndpoints(
            QStringLiteral("http://127.0.0.1:%1,http://127.0.0.1:%2,http://127.0.0.1:%3")
                .arg(s1.port())
                .arg(s2.port())
                .arg(s3.port())
                .toStdString());
        QVERIFY(members.ok());
        o.timeout = 900ms;
        etcd::EtcdLock silent(*members, o);
        t0 = clock.now();
        r = silent.acquire("hostile-etcd");
        const Micros took = clock.now() - t0;
        QVERIFY(!r.held);
        QVERIFY2(took >= Micros(850ms) && took < Micros(1300ms),
                 qPrintable(QString::number(took.count())));

        // The member's words reach the terminal escaped (the verdict line printed them raw).
        HostilePeer evil(Behaviour::HttpEvil);
        QProcess ctl;
        ctl.start(QStringLiteral(REDLOCKCTL_PATH),
                  {"acquire", "--backend", "etcd", "--etcd",
                   QStringLiteral("http://127.0.0.1:%1").arg(evil.port()), "--resource",
                   "hostile-etcd", "--ttl", "5000"});
        QVERIFY(ctl.waitForFinished(10000));
        const QByteArray out = ctl.readAllStandardOutput() + ctl.readAllStandardError();
        QVERIFY2(out.contains("PWNED"), out.constData());
        QVERIFY2(!out.contains('\x1b') && !out.contains('\x07'), out.constData());
    }

    // Through the binary, with the default early settle: a hostile MAJORITY (2 real masters,
    // then garbage, a mid-reply close and silence) is refused (exit 1) within the deadlines,
    // the cleanup release reaches the real ones, and JSON names each peer's outcome.
    void cliRefusedByHostileMajority() {
        HostilePeer http(Behaviour::Http), half(Behaviour::HalfReply), silent(Behaviour::Silent);
        QStringList list{QString::fromStdString(m_s->address(0).text()),
                         QString::fromStdString(m_s->address(1).text())};
        for (int p : {http.port(), half.port(), silent.port()}) {
            list << QStringLiteral("127.0.0.1:%1").arg(p);
        }
        const long long before = live::dbsize(m_s->port(0));
        QProcess ctl;
        QElapsedTimer timer;
        timer.start();
        ctl.start(QStringLiteral(REDLOCKCTL_PATH),
                  {"acquire", "--masters", list.join(','), "--resource", "hostile-cli", "--timeout",
                   "100", "--json"});
        QVERIFY(ctl.waitForFinished(10000)); // a hang fails here
        qInfo("refused by a hostile majority after %lld ms",
              static_cast<long long>(timer.elapsed()));
        QCOMPARE(ctl.exitCode(), 1);
        const QJsonObject o = QJsonDocument::fromJson(ctl.readAllStandardOutput()).object();
        QCOMPARE(o["held"].toBool(), false);
        QCOMPARE(o["votes"].toInt(), 2);
        const QJsonArray ms = o["masters"].toArray();
        QCOMPARE(ms.size(), 5);
        for (int i = 2; i < 5; ++i) {
            const QString outcome = ms[i].toObject()["outcome"].toString();
            QVERIFY2(outcome == "error" || outcome == "timeout" || outcome == "skipped",
                     qPrintable(outcome));
        }
        QCOMPARE(live::raw(m_s->port(0), {"EXISTS", "redlock-lab:hostile-cli"}).integer, 0LL);
        QCOMPARE(live::dbsize(m_s->port(0)), before);
    }
};

QTEST_GUILESS_MAIN(TestHostile)
#include "tst_hostile.moc"
