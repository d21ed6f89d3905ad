// The timing page at presenter size in the 1280×800 window: it fits the scroll area's width
// (no sideways scrolling on a projector), no label on it is cut off, and the two diagrams keep
// room to be read. Chinese is checked too: CJK text is wider per character than English.
#include "ui/app/export/screenshot.h"
#include "ui/app/main_window.h"
#include "ui/pages/timing/timeline_view.h"
#include "ui/pages/timing/timing_page.h"

#include "ui/layout_checks.h"

#include <QAbstractScrollArea>
#include <QLabel>
#include <QTest>

using namespace redlock::ui;

using layout_checks::settle;
using layout_checks::widest;

class TestTimingFit : public QObject {
    Q_OBJECT
private slots:
    void fitsAtPresenterSize_data() { layout_checks::languagePresenterRows(); }
    void fitsAtPresenterSize() {
        QFETCH(QString, lang);
        QFETCH(bool, presenter);
        MainWindow w;
        QVERIFY(w.setLanguage(lang));
        w.setPresenter(presenter);
        w.showPage(QStringLiteral("timing"));
        w.resize(Screenshot::kSize);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        settle();

        QWidget* root = w.page(QStringLiteral("timing"));
        auto* scroll = qobject_cast<QAbstractScrollArea*>(root->parentWidget()->parentWidget());
        QVERIFY(scroll);
        const int viewport = scroll->viewport()->width();
        QVERIFY2(root->minimumSizeHint().width() <= viewport && root->width() <= viewport,
                 qPrintable(QStringLiteral("page needs %1 px (is %2), viewport has %3; widest: %4")
                                .arg(root->minimumSizeHint().width())
                                .arg(root->width())
                                .arg(viewport)
                                .arg(widest(root, viewport))));

        int seen = 0;
        const QStringList clipped = layout_checks::clippedLabels(root, &w, seen);
        QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(QLatin1Char('\n'))));
        QVERIFY(seen >= 10);

        // Both diagrams are shown (the default scenario has a B) and stay tall enough to read.
        auto* page = qobject_cast<TimingPage*>(root);
        QVERIFY(page);
        for (TimelineView* view : {page->timelineA(), page->timelineB()}) {
            QVERIFY(view->isVisibleTo(&w));
            QVERIFY2(view->height() >= 200, qPrintable(QString::number(view->height())));
        }

        if (qEnvironmentVariableIsSet("REDLOCK_LAYOUT_PREVIEW")) {
            const QString stem = qEnvironmentVariable("REDLOCK_LAYOUT_PREVIEW") +
                                 QString::fromLatin1(QTest::currentDataTag());
            w.grab().save(stem + QStringLiteral(".png"));
            root->grab().save(stem + QStringLiteral("-page.png")); // below the fold too
        }
    }
};

QTEST_MAIN(TestTimingFit)
#include "tst_timing_fit.moc"
