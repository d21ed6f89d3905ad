#include "ui/model/lab_state.h"
#include "ui/model/readouts.h"
#include "ui/pages/majority/majority_page.h"
#include "ui/widgets/master_toggles.h"
#include "ui/widgets/vote_bar.h"

#include <QPushButton>
#include <QSpinBox>
#include <QTest>

using namespace redlock;
using namespace redlock::ui;
using namespace std::chrono_literals;

class TestMajorityPage : public QObject {
    Q_OBJECT
private:
    // Masters to take down (1-based) as a string such as "45"; the expected votes follow.
    static void downTable() {
        QTest::addColumn<QString>("down");
        QTest::addColumn<int>("votes");
        QTest::newRow("none") << QString() << 5;
        QTest::newRow("M5") << QStringLiteral("5") << 4;
        QTest::newRow("M4 M5") << QStringLiteral("45") << 3;
        QTest::newRow("M1 M3 M5") << QStringLiteral("135") << 2;
        QTest::newRow("M1..M4") << QStringLiteral("1234") << 1;
        QTest::newRow("all") << QStringLiteral("12345") << 0;
    }
    static void checkPage(const MajorityPage& page, int votes) {
        const Verdict expected = judge(votes, 5, 120ms, 30000ms);
        QCOMPARE(page.headlineText(), Readouts::headline(expected));
        QVERIFY2(page.readoutText().contains(Readouts::votes(expected)),
                 qPrintable(page.readoutText()));
        QVERIFY(page.readoutText().contains(Readouts::reason(expected)));
        QCOMPARE(page.headlineText() == QLatin1String("Lock held"), votes >= 3);
    }

private slots:
    void mouseClicksFlipMasters_data() { downTable(); }
    void mouseClicksFlipMasters() {
        QFETCH(QString, down);
        QFETCH(int, votes);
        LabState state;
        MajorityPage page(&state);
        page.resize(1000, 700);
        page.show();
        for (const QChar c : down) {
            QPushButton* b = page.toggles()->button(c.digitValue() - 1);
            QVERIFY(b);
            QTest::mouseClick(b, Qt::LeftButton);
            QVERIFY(b->text().contains(QLatin1String("down")));
        }
        QCOMPARE(state.okVotes(), votes);
        checkPage(page, votes);
    }

    void numberKeysFlipMasters_data() { downTable(); }
    void numberKeysFlipMasters() {
        QFETCH(QString, down);
        QFETCH(int, votes);
        LabState state;
        MajorityPage page(&state);
        for (const QChar c : down) {
            QTest::keyClick(&page, static_cast<Qt::Key>(Qt::Key_0 + c.digitValue()));
        }
        QCOMPARE(state.okVotes(), votes);
        checkPage(page, votes);
    }

    void keyTwiceRestores() {
        LabState state;
        MajorityPage page(&state);
        QTest::keyClick(&page, Qt::Key_2);
        QVERIFY(!state.isUp(1));
        QTest::keyClick(&page, Qt::Key_2);
        QVERIFY(state.isUp(1));
        QTest::keyClick(&page, Qt::Key_7); // no M7 at N = 5: ignored
        QCOMPARE(state.okVotes(), 5);
    }

    void buttonsShowWordsNotOnlyColour() {
        LabState state;
        MajorityPage page(&state);
        QPushButton* m1 = page.toggles()->button(0);
        QCOMPARE(m1->text(), QStringLiteral("M1\nOK"));
        QVERIFY(state.setMasterUp(0, false));
        QCOMPARE(m1->text(), QStringLiteral("M1\ndown"));
        QCOMPARE(m1->property("up").toBool(), false);
    }

    void spinBoxMovesTheLine_data() {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("quorum");
        for (int n = 1; n <= 9; ++n) {
            QTest::addRow("N=%d", n) << n << *majority(n);
        }
    }
    void spinBoxMovesTheLine() {
        QFETCH(int, n);
        QFETCH(int, quorum);
        LabState state;
        MajorityPage page(&state);
        page.resize(1000, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const int x5 = page.voteBar()->majorityLineX();
        page.mastersSpin()->setValue(n);
        QCOMPARE(state.masterCount(), n);
        QCOMPARE(state.quorum(), quorum);
        int visible = 0;
        for (int i = 0; i < 9; ++i) {
            visible += page.toggles()->button(i)->isVisible() ? 1 : 0;
        }
        QCOMPARE(visible, n);
        const QString expectedLine = QStringLiteral("floor(%1/2) + 1 = %2").arg(n).arg(quorum);
        QVERIFY2(page.staticText().contains(expectedLine), qPrintable(page.staticText()));
        // The line sits at quorum/N of the bar, so it moves whenever that ratio changes.
        if (n != 5 && quorum * 5 != 3 * n) {
            QVERIFY(page.voteBar()->majorityLineX() != x5);
        }
    }

    // Issue 11, item 5: each master has its own slot. With M4 down the bar shows M4 as down
    // and M5 as OK, not "OK 4" filled from the left with an empty fifth slot.
    void barShowsEachMastersOwnSlot() {
        LabState state;
        MajorityPage page(&state);
        QTest::keyClick(&page, Qt::Key_4);
        QVERIFY(!state.isUp(3));
        QCOMPARE(page.voteBar()->slotText(3), QStringLiteral("M4 down"));
        for (int i : {0, 1, 2, 4}) {
            QCOMPARE(page.voteBar()->slotText(i), QStringLiteral("M%1 OK").arg(i + 1));
        }
        QVERIFY(page.voteBar()->accessibleDescription().contains(QLatin1String("M4 down")));
        checkPage(page, 4);
    }

    // A live round: the slots come from the client's trace, late answers included, and once
    // the held lock was released the readout says so instead of "held, … left".
    void liveRoundShowsLateAnswersAndRelease() {
        LabState state;
        MajorityPage page(&state);
        std::vector<MasterTrace> trace(5);
        for (int i = 0; i < 3; ++i) {
            trace[static_cast<std::size_t>(i)].reply.outcome = Outcome::Ok;
        }
        trace[3].reply.outcome = Outcome::Skipped;
        trace[3].late = Reply{};
        trace[3].late->outcome = Outcome::Ok;
        trace[4].reply.outcome = Outcome::Skipped; // nothing came before its deadline
        const Verdict v = judge(3, 5, Micros(900), Millis(10000));
        state.setLiveVerdict(v, LabState::slotsOf(trace));
        QCOMPARE(page.voteBar()->slotText(3), QStringLiteral("M4 late OK"));
        QCOMPARE(page.voteBar()->slotText(4), QStringLiteral("M5 not awaited"));
        QVERIFY2(page.readoutText().contains(QLatin1String("after the verdict")) &&
                     page.readoutText().contains(QLatin1String("M4")),
                 qPrintable(page.readoutText()));
        QCOMPARE(page.headlineText(), QStringLiteral("Lock held"));
        QVERIFY(page.readoutText().contains(Readouts::reason(v)));
        state.setLiveVerdict(v, LabState::slotsOf(trace), 4);
        QCOMPARE(page.headlineText(), QStringLiteral("Lock released"));
        QVERIFY2(page.readoutText().contains(QLatin1String("Released")),
                 qPrintable(page.readoutText()));
        QVERIFY(!page.readoutText().contains(QLatin1String("validity left")));
    }

    void staticVerdictsForFive() {
        LabState state;
        MajorityPage page(&state);
        const QString text = page.staticText();
        QVERIFY(text.contains(QLatin1String("3 or more of 5 OK")));
        QVERIFY(text.contains(QStringLiteral("2 of 5 OK → not a majority: released on all 5")));
        QVERIFY(text.contains(QLatin1String("floor(5/2) + 1 = 3")));
    }
};

QTEST_MAIN(TestMajorityPage)
#include "tst_majority_page.moc"
