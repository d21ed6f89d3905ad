// Every page, in Chinese, at the 1280×800 screenshot size and on a 1366×768 laptop: no label
// or button is empty, and none is cut off. CJK text is wider per character than the English
// source, so this is where a layout that fits in English breaks first.
#include "ui/app/export/screenshot.h"
#include "ui/app/main_window.h"
#include "ui/app/page_catalog.h"
#include "ui/model/lab_state.h"

#include "ui/layout_checks.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QLabel>
#include <QLayout>
#include <QListWidget>
#include <QRegularExpression>
#include <QTest>

using namespace redlock::ui;

using layout_checks::widest;

class TestZhLayout : public QObject {
    Q_OBJECT
private slots:
    void nothingEmptyOrClipped_data() {
        QTest::addColumn<QString>("page");
        QTest::addColumn<QString>("lang");
        QTest::addColumn<bool>("presenter");
        QTest::addColumn<QSize>("size");
        const QSize laptop = Screenshot::kSize;
        for (const QString& page : PageCatalog::names()) {
            QTest::addRow("%s-zh", qPrintable(page))
                << page << QStringLiteral("zh_CN") << false << laptop;
            QTest::addRow("%s-en", qPrintable(page))
                << page << QStringLiteral("en") << false << laptop;
            QTest::addRow("%s-zh-presenter", qPrintable(page))
                << page << QStringLiteral("zh_CN") << true << laptop;
            // A 1366x768 laptop: wider, so a page may place its controls side by side where
            // at 1280 it stacked them (the explore page's "Drop: clocks…" button was cut there).
            QTest::addRow("%s-zh-1366x768", qPrintable(page))
                << page << QStringLiteral("zh_CN") << false << QSize(1366, 768);
        }
    }
    void nothingEmptyOrClipped() {
        QFETCH(QString, page);
        QFETCH(QString, lang);
        QFETCH(bool, presenter);
        QFETCH(QSize, size);
        MainWindow w;
        QVERIFY(w.setLanguage(lang));
        w.setPresenter(presenter);
        w.showPage(page);
        w.resize(size);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        layout_checks::settle();
        QWidget* root = w.page(page);
        int seen = 0;
        QStringList clipped;
        // The recap's cards get their live lines from runs that finish off the GUI thread, after
        // the window settled; each new text asks for a relayout. Wait for the layout the texts
        // end in (a card left clipped still fails, after the bound).
        QTRY_VERIFY2_WITH_TIMEOUT(
            (seen = 0, clipped = layout_checks::clippedLabels(root, &w, seen), clipped.isEmpty()),
            qPrintable(clipped.join(QLatin1Char('\n'))), 15000);
        for (QAbstractButton* button : root->findChildren<QAbstractButton*>()) {
            if (!button->isVisibleTo(&w)) {
                continue;
            }
            ++seen;
            QVERIFY2(!button->text().trimmed().isEmpty(), qPrintable(button->objectName()));
            QVERIFY2(button->sizeHint().width() <= button->width() &&
                         button->sizeHint().height() <= button->height(),
                     qPrintable(button->objectName() + QStringLiteral(": ") + button->text() +
                                QStringLiteral(" needs %1×%2, has %3×%4")
                                    .arg(button->sizeHint().width())
                                    .arg(button->sizeHint().height())
                                    .arg(button->width())
                                    .arg(button->height())));
        }
        QVERIFY(seen >= 3);
        // Chinese sentences follow one another without a Latin space ("…持有锁。 最短的…" was
        // joined with one): no label, once the page has settled, has a space after a
        // full-width stop or colon before more Chinese.
        if (lang == QLatin1String("zh_CN")) {
            static const QRegularExpression spaceAfterStop(
                QStringLiteral("[。！？；：] +(?=[\\x{4e00}-\\x{9fff}])"));
            for (QLabel* label : root->findChildren<QLabel*>()) {
                if (label->isVisibleTo(&w)) {
                    QVERIFY2(
                        !spaceAfterStop.match(label->text()).hasMatch(),
                        qPrintable(label->objectName() + QStringLiteral(": ") + label->text()));
                }
            }
        }

        // The navigation list is sized to its titles: none of them is elided.
        QListWidget* nav = w.navigation();
        const QFontMetrics fm(nav->font());
        for (int i = 0; i < nav->count(); ++i) {
            const QString text = nav->item(i)->text();
            // 14 px padding each side and the 4 px selection bar, as in Theme's style sheet.
            QVERIFY2(fm.horizontalAdvance(text) + 32 <= nav->viewport()->width(),
                     qPrintable(text + QStringLiteral(" in %1 px").arg(nav->viewport()->width())));
        }
    }

    // The widest the lesson gets: nine masters, Chinese, presenter size. The page must still
    // fit the window's width (no sideways scrolling on a projector).
    void nineMastersFitInPresenterMode_data() {
        QTest::addColumn<QString>("page");
        for (const char* page : {"majority", "protocol", "gates", "overlap", "lease", "recap"}) {
            QTest::newRow(page) << QString::fromLatin1(page);
        }
    }
    void nineMastersFitInPresenterMode() {
        QFETCH(QString, page);
        MainWindow w;
        QVERIFY(w.setLanguage(QStringLiteral("zh_CN")));
        w.state()->setMasterCount(9);
        w.setPresenter(true);
        w.showPage(page);
        w.resize(Screenshot::kSize);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        layout_checks::settle();
        QWidget* root = w.page(page);
        auto* scroll = qobject_cast<QAbstractScrollArea*>(root->parentWidget()->parentWidget());
        QVERIFY(scroll);
        QVERIFY2(root->minimumSizeHint().width() <= scroll->viewport()->width(),
                 qPrintable(QStringLiteral("page needs %1 px, viewport has %2; widest: %3")
                                .arg(root->minimumSizeHint().width())
                                .arg(scroll->viewport()->width())
                                .arg(widest(root, scroll->viewport()->width()))));
        if (qEnvironmentVariableIsSet("REDLOCK_LAYOUT_PREVIEW")) {
            w.grab().save(qEnvironmentVariable("REDLOCK_LAYOUT_PREVIEW") + page +
                          QStringLiteral(".png"));
            root->grab().save(qEnvironmentVariable("REDLOCK_LAYOUT_PREVIEW") + page +
                              QStringLiteral("-page.png")); // below the fold too
        }
    }
};

QTEST_MAIN(TestZhLayout)
#include "tst_zh_layout.moc"
