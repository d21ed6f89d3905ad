#include "core/lock/quorum.h"

#include <QTest>

using namespace redlock;

class TestQuorum : public QObject {
    Q_OBJECT
private slots:
    void majorityInRange_data() {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("expected");
        const int want[] = {1, 2, 2, 3, 3, 4, 4, 5, 5};
        for (int n = 1; n <= 9; ++n) {
            QTest::addRow("N=%d", n) << n << want[n - 1];
        }
    }
    void majorityInRange() {
        QFETCH(int, n);
        QFETCH(int, expected);
        const auto m = majority(n);
        QVERIFY(m.ok());
        QCOMPARE(*m, expected);
        QCOMPARE(quorumOf(n), expected);
    }

    void majorityOutOfRange_data() {
        QTest::addColumn<int>("n");
        QTest::newRow("zero") << 0;
        QTest::newRow("ten") << 10;
        QTest::newRow("negative") << -3;
    }
    void majorityOutOfRange() {
        QFETCH(int, n);
        const auto m = majority(n);
        QVERIFY(!m.ok());
        QVERIFY(m.error().message.find(std::to_string(n)) != std::string::npos);
        QVERIFY(m.error().message.find("1 to 9") != std::string::npos);
    }

    void overlapAndTolerance_data() {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("overlap");
        QTest::addColumn<int>("tolerated");
        QTest::newRow("1") << 1 << 1 << 0;
        QTest::newRow("2") << 2 << 2 << 0;
        QTest::newRow("3") << 3 << 1 << 1;
        QTest::newRow("4") << 4 << 2 << 1;
        QTest::newRow("5") << 5 << 1 << 2;
        QTest::newRow("6") << 6 << 2 << 2;
        QTest::newRow("9") << 9 << 1 << 4;
    }
    void overlapAndTolerance() {
        QFETCH(int, n);
        QFETCH(int, overlap);
        QFETCH(int, tolerated);
        QCOMPARE(minOverlap(n), overlap);
        QCOMPARE(toleratedFailures(n), tolerated);
    }

    // Exhaustive: for every N, every pair of majority subsets shares >= 2m-N masters, and the
    // bound is reached by some pair.
    void everyPairOfMajoritiesIntersects() {
        for (int n = 1; n <= 9; ++n) {
            std::vector<unsigned> majorities;
            for (unsigned s = 0; s < (1u << n); ++s) {
                if (__builtin_popcount(s) >= quorumOf(n)) {
                    majorities.push_back(s);
                }
            }
            int smallest = n;
            for (unsigned a : majorities) {
                for (unsigned b : majorities) {
                    smallest = std::min(smallest, __builtin_popcount(a & b));
                }
            }
            QVERIFY2(smallest >= 1, qPrintable(QString("N=%1").arg(n)));
            QCOMPARE(smallest, minOverlap(n));
        }
    }

    // Independent of the core's bit tricks: sets as bool vectors, counts by plain loops.
    void checkAllMajorityPairs_data() {
        QTest::addColumn<int>("n");
        for (int n = 1; n <= 9; ++n) {
            QTest::addRow("N=%d", n) << n;
        }
    }
    void checkAllMajorityPairs() {
        QFETCH(int, n);
        std::vector<std::vector<bool>> sets;
        for (int code = 0; code < (1 << n); ++code) {
            std::vector<bool> s(static_cast<size_t>(n));
            int size = 0;
            for (int i = 0; i < n; ++i) {
                s[static_cast<size_t>(i)] = (code >> i) & 1;
                size += s[static_cast<size_t>(i)] ? 1 : 0;
            }
            if (2 * size > n) {
                sets.push_back(s);
            }
        }
        int smallest = n;
        long long pairs = 0;
        for (std::size_t x = 0; x < sets.size(); ++x) {
            for (std::size_t y = x + 1; y < sets.size(); ++y) {
                const auto& a = sets[x];
                const auto& b = sets[y];
                ++pairs;
                int shared = 0;
                for (int i = 0; i < n; ++i) {
                    shared += (a[static_cast<size_t>(i)] && b[static_cast<size_t>(i)]) ? 1 : 0;
                }
                smallest = std::min(smallest, shared);
            }
        }
        const MajorityPairs got = redlock::checkAllMajorityPairs(n);
        QCOMPARE(got.majorities, static_cast<long long>(sets.size()));
        QCOMPARE(got.pairs, pairs); // two different majorities, each pair once
        QCOMPARE(got.minShared, smallest);
        QCOMPARE(got.disjointPairs, 0LL);
        QVERIFY(got.minShared >= 1);
    }

    void checkAllMajorityPairsKnownCounts() {
        QCOMPARE(redlock::checkAllMajorityPairs(5).majorities, 16LL); // 10 + 5 + 1
        QCOMPARE(redlock::checkAllMajorityPairs(5).pairs, 120LL);     // 16 × 15 / 2, not 16²
        QCOMPARE(redlock::checkAllMajorityPairs(9).pairs, 256LL * 255LL / 2);
        QCOMPARE(redlock::checkAllMajorityPairs(2).pairs, 0LL); // one majority: both masters
        QCOMPARE(redlock::checkAllMajorityPairs(4).minShared, 2);
    }

    void sharedMastersOfTwoSets() {
        QCOMPARE(sharedMasters({0, 1, 2}, {2, 3, 4}), (std::vector<int>{2}));
        QCOMPARE(sharedMasters({4, 0, 1}, {1, 0, 3}), (std::vector<int>{0, 1}));
        QCOMPARE(sharedMasters({0, 1}, {3, 4}), (std::vector<int>{}));
    }

    void isMajorityChecksSizeAndRange() {
        QVERIFY(isMajority({0, 1, 2}, 5));
        QVERIFY(!isMajority({0, 1}, 5));
        QVERIFY(!isMajority({0, 0, 1}, 5)); // duplicates are one vote
        QVERIFY(!isMajority({0, 1, 7}, 5)); // no such master
        QVERIFY(isMajority({0, 1, 2}, 4));
        QVERIFY(!isMajority({0, 1}, 4)); // a 2-2 tie is not a majority
    }
};

QTEST_APPLESS_MAIN(TestQuorum)
#include "tst_quorum.moc"
