// The jitter chart's numbers (core/sim/analysis/availability.h): the chance that one acquire
// succeeds when every master's round trip is log-normal, for parallel and sequential fan-out. The
// Monte Carlo estimate is checked against the exact value where one exists (no spread at all; or a
// TTL so long that only the vote gate can refuse), and the sequential order against the
// parallel one on the same draws.
#include "core/sim/analysis/availability.h"

#include <QTest>

#include <cmath>

using namespace redlock;
using namespace redlock::sim;

namespace {
JitterInput input(FanOutMode mode, double tailMs, std::int64_t ttlMs,
                  std::int64_t trials = 100000) {
    JitterInput in;
    in.medianMs = 10.0;
    in.tailMs = tailMs;
    in.timeoutMs = 100.0;
    in.ttlMs = ttlMs;
    in.mode = mode;
    in.trials = trials;
    in.seed = 7;
    return in;
}
} // namespace

class TestSimJitter : public QObject {
    Q_OBJECT
private slots:
    void noSpreadIsCertain() {
        // every round trip is 10 ms: parallel settles at 10 ms, sequential needs 5 x 10 ms
        const auto par = simulateJitter(input(FanOutMode::Parallel, 10.0, 10000, 1000));
        QCOMPARE(par.successes, std::int64_t(1000));
        QCOMPARE(par.exact, std::optional(1.0));
        QCOMPARE(par.meanElapsedMs, 10.0);
        const auto seq = simulateJitter(input(FanOutMode::Sequential, 10.0, 10000, 1000));
        QCOMPARE(seq.successes, std::int64_t(1000));
        QCOMPARE(seq.meanElapsedMs, 50.0);
        // TTL 40 ms: drift 2.4 ms, so 50 ms of sequential asking leaves no validity; 10 ms does
        const auto seqShort = simulateJitter(input(FanOutMode::Sequential, 10.0, 40, 1000));
        QCOMPARE(seqShort.successes, std::int64_t(0));
        QCOMPARE(seqShort.exact, std::optional(0.0));
        const auto parShort = simulateJitter(input(FanOutMode::Parallel, 10.0, 40, 1000));
        QCOMPARE(parShort.exact, std::optional(1.0));
        QCOMPARE(parShort.successes, std::int64_t(1000));
    }

    void monteCarloNearExactWhenOnlyVotesDecide_data() {
        QTest::addColumn<int>("mode");
        QTest::addColumn<double>("tail");
        for (double tail : {200.0, 400.0, 2000.0, 10000.0}) {
            const QByteArray t = QByteArray::number(tail);
            QTest::newRow("parallel " + t) << int(FanOutMode::Parallel) << tail;
            QTest::newRow("sequential " + t) << int(FanOutMode::Sequential) << tail;
        }
    }
    void monteCarloNearExactWhenOnlyVotesDecide() {
        QFETCH(int, mode);
        QFETCH(double, tail);
        const auto in = input(FanOutMode(mode), tail, 10000, 200000);
        QVERIFY(checkJitter(in).ok());
        const auto r = simulateJitter(in);
        QVERIFY(r.exact.has_value());
        // the exact value by hand: a master answers in time with Phi(ln(100/10) / sigma)
        const double sigma = std::log(tail / 10.0) / 2.3263478740408408;
        const double p = 0.5 * std::erfc(-std::log(10.0) / (sigma * std::sqrt(2.0)));
        QVERIFY(std::abs(*r.exact - exactAvailability(5, 1.0 - p)) < 1e-12);
        QVERIFY(*r.exact < 0.9999); // the spread really costs votes here
        const double se = std::sqrt(*r.exact * (1.0 - *r.exact) / double(in.trials));
        QVERIFY2(std::abs(r.success - *r.exact) < 4.0 * se + 1e-4,
                 qPrintable(QString("mc %1 exact %2").arg(r.success).arg(*r.exact)));
    }

    void sequentialLosesToTheTimeGate() {
        // TTL 250 ms: two misses cost 200 ms in sequence, which leaves too little validity
        const auto par = simulateJitter(input(FanOutMode::Parallel, 400.0, 250));
        const auto seq = simulateJitter(input(FanOutMode::Sequential, 400.0, 250));
        QVERIFY(par.exact.has_value());  // one 100 ms timeout always fits in 250 ms
        QVERIFY(!seq.exact.has_value()); // five do not: Monte Carlo only
        // the same draws: whatever sequential wins, parallel wins too, and earlier
        QVERIFY(seq.successes <= par.successes);
        QVERIFY2(seq.success < par.success - 0.005,
                 qPrintable(QString("seq %1 par %2").arg(seq.success).arg(par.success)));
        QVERIFY(seq.meanElapsedMs > 3.0 * par.meanElapsedMs);
        // with the long TTL the two orders win exactly the same trials
        const auto parLong = simulateJitter(input(FanOutMode::Parallel, 400.0, 10000));
        const auto seqLong = simulateJitter(input(FanOutMode::Sequential, 400.0, 10000));
        QCOMPARE(seqLong.successes, parLong.successes);
    }

    void seedDecidesTheEstimate() {
        auto in = input(FanOutMode::Sequential, 2000.0, 250, 20000);
        const auto a = simulateJitter(in);
        QCOMPARE(simulateJitter(in).successes, a.successes);
        in.seed = 8;
        QVERIFY(simulateJitter(in).successes != a.successes);
    }

    void cancelStopsEarly() {
        std::atomic<bool> cancel{true};
        const auto r =
            simulateJitter(input(FanOutMode::Parallel, 400.0, 10000, 100000000), &cancel);
        QCOMPARE(r.successes, std::int64_t(0));
    }

    void inputsAreChecked_data() {
        QTest::addColumn<double>("median");
        QTest::addColumn<double>("tail");
        QTest::addColumn<double>("timeout");
        QTest::addColumn<QString>("named");
        QTest::newRow("tail below median") << 10.0 << 5.0 << 100.0 << "tail round trip 5.000000 ms";
        QTest::newRow("median 0") << 0.0 << 5.0 << 100.0 << "median round trip 0.000000 ms";
        QTest::newRow("timeout 0") << 10.0 << 50.0 << 0.0 << "timeout 0.000000 ms";
    }
    void inputsAreChecked() {
        QFETCH(double, median);
        QFETCH(double, tail);
        QFETCH(double, timeout);
        QFETCH(QString, named);
        JitterInput in;
        in.medianMs = median;
        in.tailMs = tail;
        in.timeoutMs = timeout;
        const auto r = checkJitter(in);
        QVERIFY(!r.ok());
        QVERIFY2(QString::fromStdString(r.error().message).startsWith(named),
                 r.error().message.c_str());
    }

    void tailsAreLogSpaced() {
        const auto t = jitterTails(10.0, 1000.0, 5);
        QCOMPARE(t.size(), std::size_t(5));
        QCOMPARE(t.front(), 10.0);
        QCOMPARE(t.back(), 1000.0);
        QVERIFY(std::abs(t[2] - 100.0) < 1e-9);
    }
};

QTEST_APPLESS_MAIN(TestSimJitter)
#include "tst_sim_jitter.moc"
