// The overlap page: building two majorities, the overlap rule, the exhaustive pair check and the
// availability chart. Expected numbers are computed here independently of the core.
#include "ui/pages/overlap/availability_chart.h"
#include "ui/pages/overlap/majority_picker.h"
#include "ui/pages/overlap/overlap_page.h"

#include "core/sim/analysis/availability.h"

#include <QAbstractAxis>
#include <QCheckBox>
#include <QComboBox>
#include <QLineSeries>
#include <QPushButton>
#include <QScatterSeries>
#include <QSlider>
#include <QSpinBox>
#include <QTest>

#include <cmath>

using namespace redlock::ui;
using Side = MajorityPicker::Side;

namespace {
QString plain(QString s) {
    return s.replace(QChar(0x00A0), QLatin1Char(' '));
}
double binomialAvailability(int n, double p) {
    double sum = 0;
    for (int k = n / 2 + 1; k <= n; ++k) {
        double c = 1;
        for (int i = 1; i <= k; ++i) {
            c = c * (n - k + i) / i;
        }
        sum += c * std::pow(1 - p, k) * std::pow(p, n - k);
    }
    return sum;
}
QString spaced(long long v) {
    QString s = QString::number(v);
    for (int i = s.size() - 3; i > 0; i -= 3) {
        s.insert(i, QLatin1Char(' '));
    }
    return s;
}
} // namespace

class TestOverlapPage : public QObject {
    Q_OBJECT
private slots:
    // Issue 12: at p = 0.1 the curves of 3, 5 and 7 masters sit within 3 % of each other on the
    // 0–1 axis; as 1 − P on the log axis each is at least twice as far down as the one before.
    void unavailabilityOnALogAxisSeparatesN() {
        OverlapPage page;
        auto* toggle = page.findChild<QCheckBox*>(QStringLiteral("unavailabilityView"));
        QVERIFY(toggle);
        AvailabilityChart* chart = page.chart();
        auto at = [&](int curve) {
            for (const QPointF& pt : chart->exactSeries()[static_cast<size_t>(curve)]->points()) {
                if (std::abs(pt.x() - 0.1) < 1e-9) {
                    return pt.y();
                }
            }
            return -1.0;
        };
        // Curves are N = 1, 3, 5, 7 (AvailabilityChart::kCurveNs).
        QVERIFY(std::abs(at(1) - at(3)) < 0.03);
        toggle->setChecked(true);
        QVERIFY(chart->unavailability());
        QVERIFY(chart->chart()->axes(Qt::Vertical).constFirst()->type() ==
                QAbstractAxis::AxisTypeLogValue);
        QVERIFY(at(1) > 0 && at(2) > 0 && at(3) > 0);
        QVERIFY2(at(1) > 2 * at(2) && at(2) > 2 * at(3),
                 qPrintable(QStringLiteral("%1 %2 %3").arg(at(1)).arg(at(2)).arg(at(3))));
        QCOMPARE(at(1), 1.0 - redlock::sim::exactAvailability(3, 0.1));
        toggle->setChecked(false);
        QVERIFY(chart->chart()->axes(Qt::Vertical).constFirst()->type() ==
                QAbstractAxis::AxisTypeValue);
        QCOMPARE(at(1), redlock::sim::exactAvailability(3, 0.1));
    }

    void clickingBuildsSetsAndMarksShared() {
        OverlapPage page;
        MajorityPicker* picker = page.picker();
        for (int i = 0; i < 5; ++i) {
            picker->setPicked(Side::A, i, false);
            picker->setPicked(Side::B, i, false);
        }
        for (int i : {0, 1, 3}) {
            QTest::mouseClick(picker->button(Side::A, i), Qt::LeftButton);
        }
        for (int i : {1, 3, 4}) {
            QTest::mouseClick(picker->button(Side::B, i), Qt::LeftButton);
        }
        for (int i = 0; i < 5; ++i) {
            QCOMPARE(picker->isMarkedShared(i), i == 1 || i == 3);
        }
        QVERIFY(page.setsText().contains(QStringLiteral("Shared: M2, M4")));
        QVERIFY(page.setsText().contains(QStringLiteral("3 of 5, a majority")));
        QTest::mouseClick(picker->button(Side::B, 4), Qt::LeftButton); // B = {M2, M4}
        QVERIFY(page.setsText().contains(QStringLiteral("2 of 5, not a majority")));
        QTest::mouseClick(picker->button(Side::A, 1), Qt::LeftButton); // A = {M1, M4}
        QVERIFY(!picker->isMarkedShared(1));
        QVERIFY(picker->isMarkedShared(3));
    }

    void minimumOverlapFollowsN_data() {
        QTest::addColumn<int>("n");
        for (int n = 1; n <= 9; ++n) {
            QTest::addRow("N=%d", n) << n;
        }
    }
    void minimumOverlapFollowsN() {
        QFETCH(int, n);
        OverlapPage page;
        page.mastersSpin()->setValue(n);
        const int m = n / 2 + 1;
        QVERIFY2(
            page.overlapText().contains(
                QStringLiteral("masters shared ≥ 2 × %1 − %2 = %3.").arg(m).arg(n).arg(2 * m - n)),
            qPrintable(page.overlapText()));
    }

    void checkEveryPairCounts_data() {
        QTest::addColumn<int>("n");
        for (int n = 1; n <= 9; ++n) {
            QTest::addRow("N=%d", n) << n;
        }
    }
    void checkEveryPairCounts() {
        QFETCH(int, n);
        long long majorities = 0;
        long long pairs = 0; // two different majorities, each pair once
        int smallest = n;
        for (int a = 0; a < (1 << n); ++a) {
            if (2 * __builtin_popcount(a) <= n) {
                continue;
            }
            ++majorities;
            for (int b = a + 1; b < (1 << n); ++b) {
                if (2 * __builtin_popcount(b) > n) {
                    ++pairs;
                    smallest = std::min(smallest, __builtin_popcount(a & b));
                }
            }
        }
        OverlapPage page;
        page.mastersSpin()->setValue(n);
        QVERIFY(page.checkText().isEmpty()); // nothing shown until the button is pressed
        page.checkButton()->click();
        QTRY_VERIFY(page.checkButton()->isEnabled());
        const QString want =
            pairs == 0 ? QStringLiteral("N = %1 has one majority only").arg(n)
                       : QStringLiteral("%1 majorities of %2 masters, %3 pairs of two different "
                                        "majorities, every pair checked: fewest masters shared "
                                        "by a pair = %4.")
                             .arg(spaced(majorities))
                             .arg(n)
                             .arg(spaced(pairs))
                             .arg(smallest);
        if (n == 5) {
            QVERIFY(want.startsWith(QLatin1String("16 majorities of 5 masters, 120 pairs")));
        }
        QVERIFY2(plain(page.checkText()).startsWith(want), qPrintable(page.checkText()));
        page.mastersSpin()->setValue(n == 9 ? 8 : n + 1);
        QVERIFY(page.checkText().isEmpty()); // a result for another N is not kept
    }

    void chartHasFourExactCurves() {
        OverlapPage page;
        const auto& exact = page.chart()->exactSeries();
        QCOMPARE(exact.size(), size_t(4));
        const int ns[] = {1, 3, 5, 7};
        for (std::size_t i = 0; i < exact.size(); ++i) {
            QCOMPARE(exact[i]->name(), QStringLiteral("exact, N = %1").arg(ns[i]));
            bool found = false;
            for (const QPointF& pt : exact[i]->points()) {
                if (std::abs(pt.x() - 0.1) < 1e-12) {
                    found = true;
                    QVERIFY(std::abs(pt.y() - binomialAvailability(ns[i], 0.1)) < 1e-12);
                }
            }
            QVERIFY(found);
        }
        QVERIFY(std::abs(binomialAvailability(5, 0.1) - 0.99144) < 1e-5);
        QVERIFY(page.availabilityText().contains(QStringLiteral("N=5, p=0.10: exact 99.14 %")));
    }

    void pSliderMovesTheMarker() {
        OverlapPage page;
        page.pSlider()->setValue(25);
        const auto pts = page.chart()->marker()->points();
        QCOMPARE(pts.size(), 2);
        QCOMPARE(pts[0].x(), 0.25);
        QVERIFY(page.availabilityText().contains(
            QStringLiteral("exact %1 %").arg(binomialAvailability(5, 0.25) * 100, 0, 'f', 2)));
    }

    void monteCarloFollowsTrialCount() {
        OverlapPage page;
        page.trialsCombo()->setCurrentIndex(0); // 1 000 trials: computed on the spot
        QCOMPARE(page.chart()->monteCarloTrials(), 1000LL);
        const auto small = page.chart()->monteCarloSeries()->points();
        QCOMPARE(small.size(), AvailabilityChart::kMonteCarloPoints);
        QVERIFY(plain(page.availabilityText()).contains(QStringLiteral("(1 000 trials, seed 1)")));
        page.trialsCombo()->setCurrentIndex(3); // 1 000 000: on a worker thread
        QTRY_COMPARE_WITH_TIMEOUT(page.chart()->monteCarloTrials(), 1000000LL, 20000);
        const auto large = page.chart()->monteCarloSeries()->points();
        QCOMPARE(large.size(), AvailabilityChart::kMonteCarloPoints);
        QVERIFY(large != small);
        // p = 0.1 is the third point; a million trials land within 0.001 of the exact value.
        QVERIFY(std::abs(large[2].y() - binomialAvailability(5, 0.1)) < 1e-3);
        QVERIFY(plain(page.availabilityText()).contains(QStringLiteral("(1 000 000 trials")));
    }
};

QTEST_MAIN(TestOverlapPage)
#include "tst_overlap_page.moc"
