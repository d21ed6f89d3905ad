// Availability: the exact binomial sum against an independent computation, and the Monte Carlo
// estimate against the exact value.
#include "core/sim/analysis/availability.h"

#include <QTest>

#include <cmath>

using namespace redlock::sim;

namespace {

// Independent of the core: enumerate every up/down pattern of n masters.
double byEnumeration(int n, double p) {
    double sum = 0;
    for (unsigned mask = 0; mask < (1u << n); ++mask) {
        const int up = __builtin_popcount(mask);
        if (up > n / 2) {
            sum += std::pow(1 - p, up) * std::pow(p, n - up);
        }
    }
    return sum;
}

} // namespace

class TestSimAvailability : public QObject {
    Q_OBJECT
private slots:
    void exactMatchesEnumeration_data() {
        QTest::addColumn<int>("n");
        QTest::addColumn<double>("p");
        for (int n : {1, 2, 3, 4, 5, 7, 9}) {
            for (double p : {0.0, 0.01, 0.1, 0.5, 0.9, 1.0}) {
                QTest::addRow("n=%d p=%g", n, p) << n << p;
            }
        }
    }
    void exactMatchesEnumeration() {
        QFETCH(int, n);
        QFETCH(double, p);
        QVERIFY(std::abs(exactAvailability(n, p) - byEnumeration(n, p)) < 1e-12);
    }

    void knownValue() {
        // N=5, p=0.1: P(at least 3 of 5 up) = 0.99144
        QVERIFY(std::abs(exactAvailability(5, 0.1) - 0.99144) < 1e-9);
    }

    void monteCarloNearExact_data() {
        QTest::addColumn<int>("n");
        QTest::addColumn<double>("p");
        QTest::newRow("5/0.1") << 5 << 0.1;
        QTest::newRow("3/0.3") << 3 << 0.3;
        QTest::newRow("4/0.5") << 4 << 0.5;
        QTest::newRow("9/0.45") << 9 << 0.45;
        QTest::newRow("1/0") << 1 << 0.0;
        QTest::newRow("5/1") << 5 << 1.0;
    }
    void monteCarloNearExact() {
        QFETCH(int, n);
        QFETCH(double, p);
        auto in = checkAvailability(n, p, 2000000);
        QVERIFY(in.ok());
        const AvailabilityResult r = simulateAvailability(*in);
        const double a = r.exact;
        const double sigma = std::sqrt(a * (1 - a) / 2000000.0);
        QVERIFY2(std::abs(r.monteCarlo - a) <= 5 * sigma + 1e-12,
                 qPrintable(QStringLiteral("mc %1 exact %2").arg(r.monteCarlo).arg(a)));
        QVERIFY(r.votesPerS > 0);
    }

    void seedDecidesTheEstimate() {
        AvailabilityInput in{5, 0.3, 10000, 1};
        const auto a = simulateAvailability(in), b = simulateAvailability(in);
        QCOMPARE(a.successes, b.successes);
        in.seed = 2;
        QVERIFY(simulateAvailability(in).successes != a.successes);
    }

    void inputsAreChecked_data() {
        QTest::addColumn<int>("n");
        QTest::addColumn<double>("p");
        QTest::addColumn<qlonglong>("trials");
        QTest::addColumn<QString>("names");
        QTest::newRow("n=0") << 0 << 0.1 << 10LL << "--n 0";
        QTest::newRow("n=10") << 10 << 0.1 << 10LL << "--n 10";
        QTest::newRow("p<0") << 5 << -0.1 << 10LL << "--p-down";
        QTest::newRow("p>1") << 5 << 1.5 << 10LL << "--p-down";
        QTest::newRow("p nan") << 5 << std::nan("") << 10LL << "--p-down";
        QTest::newRow("trials 0") << 5 << 0.1 << 0LL << "--trials 0";
        QTest::newRow("trials 2e9") << 5 << 0.1 << 2000000000LL << "--trials 2000000000";
    }
    void inputsAreChecked() {
        QFETCH(int, n);
        QFETCH(double, p);
        QFETCH(qlonglong, trials);
        QFETCH(QString, names);
        auto r = checkAvailability(n, p, trials);
        QVERIFY(!r.ok());
        QVERIFY2(QString::fromStdString(r.error().message).contains(names),
                 r.error().message.c_str());
    }
};

QTEST_APPLESS_MAIN(TestSimAvailability)
#include "tst_sim_availability.moc"
