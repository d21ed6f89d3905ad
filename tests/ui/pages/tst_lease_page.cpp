// The lease page: the click-through story ends with attempts 2 and a refused stale completion.
#include "ui/app/main_window.h"
#include "ui/pages/lease/lease_lab.h"
#include "ui/pages/lease/lease_page.h"

#include "ui/layout_checks.h"

#include <QAbstractScrollArea>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollBar>
#include <QTableWidget>
#include <QTest>

using namespace redlock;
using namespace redlock::ui;

class TestLeasePage : public QObject {
    Q_OBJECT
private slots:
    void lapseReclaimAndStaleCompletion() {
        LeasePage page;
        for (const char* b :
             {"claim1", "pause1", "advance", "advance", "reap", "claim2", "complete"}) {
            QPushButton* button = page.button(QLatin1String(b));
            QVERIFY2(button, b);
            QTest::mouseClick(button, Qt::LeftButton);
        }
        QTableWidget* jobs = page.jobsTable();
        QCOMPARE(jobs->rowCount(), 1);
        QCOMPARE(jobs->item(0, 1)->text(), QStringLiteral("2"));
        QCOMPARE(jobs->item(0, 2)->text(), QStringLiteral("done"));
        QCOMPARE(page.lab()->staleRejected(), 1);
        QCOMPARE(page.lab()->handlerRuns(), 2); // the work ran twice, harmlessly
        const QStringList log = page.logLines();
        QVERIFY(log.filter(QStringLiteral("fence 1: REJECTED")).size() == 1);
        QVERIFY(log.filter(QStringLiteral("fence 2: accepted")).size() == 1);
    }

    // Issue 12: pausing an idle worker 1 logged "still believing it holds its job" while the
    // status line said it was idle. Log and status now say the same thing in both cases.
    void pauseLogAgreesWithStatus_data() {
        QTest::addColumn<bool>("claimFirst");
        QTest::addColumn<QString>("logSays");
        QTest::addColumn<QString>("statusSays");
        QTest::newRow("idle") << false << QStringLiteral("it holds no job")
                              << QStringLiteral("Worker 1 is paused and holds no job");
        QTest::newRow("holding") << true << QStringLiteral("still believing it holds job-42")
                                 << QStringLiteral("Worker 1 is paused, believing it holds job-42");
    }
    void pauseLogAgreesWithStatus() {
        QFETCH(bool, claimFirst);
        QFETCH(QString, logSays);
        QFETCH(QString, statusSays);
        LeasePage page;
        if (claimFirst) {
            QTest::mouseClick(page.button(QStringLiteral("claim1")), Qt::LeftButton);
        }
        QTest::mouseClick(page.button(QStringLiteral("pause1")), Qt::LeftButton);
        QVERIFY2(page.logLines().constLast().contains(logSays),
                 qPrintable(page.logLines().constLast()));
        auto* status = page.findChild<QLabel*>(QStringLiteral("leaseStatus"));
        QVERIFY(status);
        QVERIFY2(status->text().contains(statusSays), qPrintable(status->text()));
    }

    void leaseNotLapsedCompletesNormally() {
        LeasePage page;
        QTest::mouseClick(page.button(QStringLiteral("claim1")), Qt::LeftButton);
        QCOMPARE(page.activeTable()->rowCount(), 1);
        QTest::mouseClick(page.button(QStringLiteral("advance")), Qt::LeftButton);
        QTest::mouseClick(page.button(QStringLiteral("reap")), Qt::LeftButton);
        QCOMPARE(page.activeTable()->rowCount(), 1); // 5 s of a 10 s lease: still active
        QTest::mouseClick(page.button(QStringLiteral("complete")), Qt::LeftButton);
        QCOMPARE(page.lab()->staleRejected(), 0);
        QCOMPARE(page.jobsTable()->item(0, 1)->text(), QStringLiteral("1"));
        QCOMPARE(page.activeTable()->rowCount(), 0);
    }

    // Issue 27: after the README's clicks, the log's newest line ("fence 1: REJECTED") is on
    // screen in presenter mode on a laptop, the page at its top: the log sits beside the
    // stacked tables, scrolled to its end (it was under them, below the fold).
    void newestLogLineOnScreenAtPresenterSize_data() {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QSize>("size");
        for (const QSize size : {QSize(1280, 800), QSize(1366, 768)}) {
            for (const char* lang : {"en", "zh_CN"}) {
                QTest::addRow("%s-%dx%d", lang, size.width(), size.height())
                    << QString::fromLatin1(lang) << size;
            }
        }
    }
    void newestLogLineOnScreenAtPresenterSize() {
        QFETCH(QString, lang);
        QFETCH(QSize, size);
        MainWindow w;
        QVERIFY(w.setLanguage(lang));
        w.setPresenter(true);
        w.showPage(QStringLiteral("lease"));
        w.resize(size);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* page = qobject_cast<LeasePage*>(w.page(QStringLiteral("lease")));
        QVERIFY(page);
        layout_checks::settle();
        for (const char* b :
             {"claim1", "pause1", "advance", "advance", "reap", "claim2", "complete"}) {
            QTest::mouseClick(page->button(QLatin1String(b)), Qt::LeftButton);
        }
        layout_checks::settle();
        auto* log = page->findChild<QListWidget*>();
        QVERIFY(log);
        QCOMPARE(log->count(), page->logLines().size());
        QVERIFY(log->item(log->count() - 1)->text().contains(page->logLines().constLast()));
        const QRect newest = log->visualItemRect(log->item(log->count() - 1));
        const QString where = layout_checks::offScreen(log->viewport(), newest, &w);
        QVERIFY2(where.isEmpty(), qPrintable(where));
        // Nothing scrolls sideways for it.
        auto* scroll = qobject_cast<QAbstractScrollArea*>(page->parentWidget()->parentWidget());
        QVERIFY(scroll);
        QCOMPARE(scroll->horizontalScrollBar()->maximum(), 0);
    }
};

QTEST_MAIN(TestLeasePage)
#include "tst_lease_page.moc"
