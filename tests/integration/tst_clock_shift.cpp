// The clock_shift preload library on real processes: a probe program reading every clock, and
// a real redis-server whose key expiry follows its shifted wall clock (issue 16's first part).
#include "core/servers/clock_shift.h"
#include "core/servers/local_servers.h"
#include "core/servers/process.h"
#include "live_fixture.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <chrono>
#include <ctime>
#include <thread>

using namespace redlock;
using namespace std::chrono_literals;

namespace {

long long realNowNs() {
    timespec ts{};
    clock_gettime(CLOCK_REALTIME, &ts);
    return static_cast<long long>(ts.tv_sec) * 1'000'000'000LL + ts.tv_nsec;
}
long long monoNowNs() {
    timespec ts{};
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return static_cast<long long>(ts.tv_sec) * 1'000'000'000LL + ts.tv_nsec;
}

// The probe's five readings (realtime, realtime_coarse, gettimeofday, time, monotonic).
QList<long long> probe(const QStringList& env) {
    QProcess p;
    QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
    for (const QString& kv : env) {
        const auto eq = kv.indexOf(QLatin1Char('='));
        e.insert(kv.left(eq), kv.mid(eq + 1));
    }
    p.setProcessEnvironment(e);
    p.start(QStringLiteral(CLOCK_PROBE_PATH), {});
    if (!p.waitForFinished(10000) || p.exitCode() != 0) {
        return {};
    }
    QList<long long> out;
    for (const QByteArray& line : p.readAllStandardOutput().split('\n')) {
        if (!line.isEmpty()) {
            out += line.toLongLong();
        }
    }
    return out;
}

QStringList toQt(const std::vector<std::string>& v) {
    QStringList out;
    for (const auto& s : v) {
        out += QString::fromStdString(s);
    }
    return out;
}

// A redis-server whose wall clock a ClockShift controls; stopped by pid.
struct ShiftedServer {
    pid_t pid = -1;
    int port = 0;
    ~ShiftedServer() {
        if (pid > 0) {
            stopProcess(pid, true);
        }
    }
};

bool waitForPing(int port) {
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < 5000) {
        if (live::raw(port, {"PING"}).str == "PONG") {
            return true;
        }
        std::this_thread::sleep_for(20ms); // polling a starting process, bounded by the deadline
    }
    return false;
}

// The server's own wall clock, as TIME reports it (seconds and microseconds).
long long serverTimeNs(int port) {
    std::unique_ptr<redisContext, decltype(&redisFree)> c(
        redisConnectWithTimeout("127.0.0.1", port, timeval{1, 0}), &redisFree);
    if (!c || c->err) {
        return -1;
    }
    std::unique_ptr<redisReply, decltype(&freeReplyObject)> r(
        static_cast<redisReply*>(redisCommand(c.get(), "TIME")), &freeReplyObject);
    if (!r || r->type != REDIS_REPLY_ARRAY || r->elements != 2) {
        return -1;
    }
    return std::stoll(r->element[0]->str) * 1'000'000'000LL +
           std::stoll(r->element[1]->str) * 1000LL;
}

} // namespace

class TestClockShift : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    ShiftedServer start(const ClockShift& shift) {
        ShiftedServer s;
        s.port = freeLoopbackPort();
        std::vector<std::string> argv{"env"};
        for (const auto& kv : shift.environment(REDLOCK_CLOCK_SHIFT_LIB)) {
            argv.push_back(kv);
        }
        const std::string dir = m_dir.path().toStdString();
        argv.insert(argv.end(),
                    {LocalServers::findServerBinary(), "--port", std::to_string(s.port), "--bind",
                     "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir});
        s.pid = spawn(argv, dir + "/server-" + std::to_string(s.port) + ".log", false);
        return s;
    }

private slots:
    void everyWallClockIsShiftedAndMonotonicIsNot() {
        auto shift = ClockShift::create(m_dir.filePath("probe.clock").toStdString());
        QVERIFY2(shift.ok(), shift.ok() ? "" : shift.error().message.c_str());
        shift.value().jump(std::chrono::hours(1));
        const long long realBefore = realNowNs();
        const long long monoBefore = monoNowNs();
        const auto r = probe(toQt(shift->environment(REDLOCK_CLOCK_SHIFT_LIB)));
        QCOMPARE(r.size(), 5);
        const long long hour = 3'600'000'000'000LL;
        for (int i = 0; i < 4; ++i) { // realtime, coarse, gettimeofday, time: one hour ahead
            const long long ahead = r[i] - realBefore;
            QVERIFY2(ahead > hour - 2'000'000'000LL && ahead < hour + 2'000'000'000LL,
                     qPrintable(QStringLiteral("clock %1 is %2 ns ahead").arg(i).arg(ahead)));
        }
        const long long monoAhead = r[4] - monoBefore; // untouched: only the probe's run time
        QVERIFY2(monoAhead >= 0 && monoAhead < 2'000'000'000LL,
                 qPrintable(QString::number(monoAhead)));
    }

    void withoutAControlFileNothingMoves() {
        const long long before = realNowNs();
        const auto r = probe({QStringLiteral("LD_PRELOAD=" REDLOCK_CLOCK_SHIFT_LIB)});
        QCOMPARE(r.size(), 5);
        QVERIFY(std::llabs(r[0] - before) < 2'000'000'000LL);
        QVERIFY(std::llabs(r[2] - before) < 2'000'000'000LL);
    }

    void aRefusedControlPath() {
        const std::string path = m_dir.filePath("taken.clock").toStdString();
        auto first = ClockShift::create(path);
        QVERIFY(first.ok());
        auto second = ClockShift::create(path); // never reuse or follow an existing file
        QVERIFY(!second.ok());
        QVERIFY(second.error().message.find(path) != std::string::npos);
    }

    void forwardJumpEndsTheKeyEarly() {
        LIVE_REQUIRE_SERVER();
        auto shift = ClockShift::create(m_dir.filePath("jump.clock").toStdString());
        QVERIFY(shift.ok());
        ShiftedServer s = start(shift.value());
        QVERIFY2(waitForPing(s.port), "shifted server did not answer PING");
        QCOMPARE(live::raw(s.port, {"SET", "redlock-lab:clock", "v", "PX", "10000"}).str,
                 std::string("OK"));
        const long long before = live::raw(s.port, {"PTTL", "redlock-lab:clock"}).integer;
        QVERIFY2(before > 9000 && before <= 10000, qPrintable(QString::number(before)));

        shift.value().jump(9000ms); // the master's wall clock steps 9 s forward
        const long long after = live::raw(s.port, {"PTTL", "redlock-lab:clock"}).integer;
        QVERIFY2(after > 0 && after <= 1000, qPrintable(QString::number(after)));

        shift.value().jump(11000ms); // 20 s ahead in all: past the key's 10 s
        QCOMPARE(live::raw(s.port, {"EXISTS", "redlock-lab:clock"}).integer, 0LL);
        QCOMPARE(live::raw(s.port, {"PING"}).str, std::string("PONG")); // the server runs on
    }

    void backwardJumpOutlivesTheLease() {
        LIVE_REQUIRE_SERVER();
        auto shift = ClockShift::create(m_dir.filePath("back.clock").toStdString());
        QVERIFY(shift.ok());
        ShiftedServer s = start(shift.value());
        QVERIFY(waitForPing(s.port));
        QCOMPARE(live::raw(s.port, {"SET", "redlock-lab:clock", "v", "PX", "10000"}).str,
                 std::string("OK"));
        shift.value().jump(-5000ms);
        const long long pttl = live::raw(s.port, {"PTTL", "redlock-lab:clock"}).integer;
        QVERIFY2(pttl > 14000 && pttl <= 15000, qPrintable(QString::number(pttl)));
        const long long skew = serverTimeNs(s.port) - realNowNs();
        QVERIFY2(skew < -4'000'000'000LL && skew > -6'000'000'000LL,
                 qPrintable(QString::number(skew)));
    }

    void rateErrorMakesTheServerClockRunFast() {
        LIVE_REQUIRE_SERVER();
        auto shift = ClockShift::create(m_dir.filePath("rate.clock").toStdString());
        QVERIFY(shift.ok());
        ShiftedServer s = start(shift.value());
        QVERIFY(waitForPing(s.port));
        shift.value().setRatePpm(1'000'000); // twice as fast
        const long long server0 = serverTimeNs(s.port), real0 = realNowNs();
        std::this_thread::sleep_for(400ms); // the interval being measured, not a synchronisation
        const long long server1 = serverTimeNs(s.port), real1 = realNowNs();
        const double ratio = double(server1 - server0) / double(real1 - real0);
        QVERIFY2(ratio > 1.7 && ratio < 2.3, qPrintable(QString::number(ratio)));

        shift.value().setRatePpm(0); // the shift gained so far is kept, the slope stops
        const auto kept = shift.value().offsetNow();
        QVERIFY(kept > 300ms);
        const long long skew = serverTimeNs(s.port) - realNowNs();
        QVERIFY(std::llabs(skew / 1000 - kept.count()) < 100'000);
    }
};

QTEST_GUILESS_MAIN(TestClockShift)
#include "tst_clock_shift.moc"
