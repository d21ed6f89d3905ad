// ui/widgets/ on their own: the page header, the set-up drawer and the flowing row, each driven
// as a page drives it and read back from what is on screen.

#include "ui/widgets/flow_row.h"
#include "ui/widgets/page_header.h"
#include "ui/widgets/setup_drawer.h"

#include <QAction>
#include <QLabel>
#include <QPushButton>
#include <QTest>
#include <QToolButton>

using namespace redlock::ui;

class TestWidgets : public QObject {
    Q_OBJECT
private slots:
    void headerTextsAndReset() {
        PageHeader header;
        header.setTexts(QStringLiteral("The two gates"), QStringLiteral("Votes and time."));
        QCOMPARE(header.title(), QStringLiteral("The two gates"));
        QCOMPARE(header.subtitle(), QStringLiteral("Votes and time."));
        QAction reset;
        int fired = 0;
        connect(&reset, &QAction::triggered, this, [&fired] { ++fired; });
        header.setResetAction(&reset);
        QVERIFY(header.resetButton());
        header.resetButton()->click();
        QCOMPARE(fired, 1);
        QVERIFY(!header.isCompact());
        header.setCompact(true);
        QVERIFY(header.isCompact());
        QCOMPARE(header.title(), QStringLiteral("The two gates")); // compact keeps the texts
    }

    void drawerFoldsWhenCompact() {
        auto* body = new QLabel(QStringLiteral("controls"));
        int asked = 0;
        SetupDrawer drawer(body, [&asked] {
            ++asked;
            return QStringLiteral("N = 5 · TTL 10 s");
        });
        drawer.resize(600, 200);
        drawer.show();
        QVERIFY(!drawer.isFolded());
        QVERIFY(body->isVisible());
        drawer.setCompact(true);
        QVERIFY(drawer.isFolded());
        QVERIFY(!body->isVisible());
        QVERIFY(asked > 0);
        QCOMPARE(drawer.summaryLabel()->text(), QStringLiteral("N = 5 · TTL 10 s"));
        // The user opens it: the controls show while still compact.
        drawer.toggle()->click();
        QVERIFY(!drawer.isFolded());
        QVERIFY(body->isVisible());
        drawer.setCompact(false);
        QVERIFY(body->isVisible());
    }

    void rowWrapsWhenNarrow() {
        // A child of a plain host, as on a page: a top-level row would be held at its layout's
        // minimum width by the window, and never get narrow enough to wrap.
        QWidget host;
        host.resize(4000, 400);
        FlowRow row(&host);
        for (int i = 0; i < 6; ++i) {
            row.addItem(new QPushButton(QStringLiteral("button number %1").arg(i)));
        }
        row.resize(4000, 100);
        host.show();
        QCoreApplication::sendPostedEvents();
        const int wide = row.lineCount();
        QCOMPARE(wide, 1);
        row.resize(200, 100);
        QCoreApplication::sendPostedEvents();
        QVERIFY2(row.lineCount() > wide, qPrintable(QString::number(row.lineCount())));
        QVERIFY(row.minimumSizeHint().width() <= 200);
    }
};

QTEST_MAIN(TestWidgets)
#include "tst_widgets.moc"
