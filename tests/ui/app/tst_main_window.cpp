#include "ui/app/export/screenshot.h"
#include "ui/app/language_switcher.h"
#include "ui/app/main_window.h"
#include "ui/app/page_catalog.h"
#include "ui/app/window_actions.h"
#include "ui/pages/majority/majority_page.h"
#include "ui/widgets/page_header.h"

#include <QFile>
#include <QImage>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace redlock::ui;

namespace {
bool hasHan(const QString& s) {
    for (const QChar c : s) {
        if (c.script() == QChar::Script_Han) {
            return true;
        }
    }
    return false;
}
} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void everyPageSelectable_data() {
        QTest::addColumn<QString>("name");
        for (const QString& name : PageCatalog::names()) {
            QTest::newRow(qPrintable(name)) << name;
        }
    }
    void everyPageSelectable() {
        QFETCH(QString, name);
        MainWindow w;
        QVERIFY(w.showPage(name));
        QCOMPARE(w.currentPageName(), name);
        QWidget* page = w.page(name);
        QVERIFY(page);
        QCOMPARE(page->objectName(), QStringLiteral("page-") + name);
        auto* header = page->findChild<PageHeader*>();
        QVERIFY(header);
        QCOMPARE(header->title(), PageCatalog::find(name)->title());
    }

    void unknownPageRefused() {
        MainWindow w;
        QVERIFY(w.showPage(QStringLiteral("gates")));
        QVERIFY(!w.showPage(QStringLiteral("nope")));
        QCOMPARE(w.currentPageName(), QStringLiteral("gates"));
    }

    void navigationInCourseOrder() {
        MainWindow w;
        // One row per page of the catalogue, numbered and titled in its order.
        QCOMPARE(w.navigation()->count(), PageCatalog::count());
        for (int i = 0; i < PageCatalog::count(); ++i) {
            QCOMPARE(w.navigation()->item(i)->text(),
                     QStringLiteral("%1  %2").arg(i + 1).arg(PageCatalog::at(i)->title()));
        }
        // The course order itself, as the lesson is taught.
        QVERIFY(w.navigation()->item(0)->text().contains(QLatin1String("Why a majority")));
        QVERIFY(w.navigation()->item(2)->text().contains(QLatin1String("The two gates")));
        w.navigation()->setCurrentRow(3);
        QCOMPARE(w.currentPageName(), QStringLiteral("overlap"));
    }

    void pageShortcutsSwitchPages() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTest::keyClick(&w, Qt::Key_3, Qt::ControlModifier);
        QCOMPARE(w.currentPageName(), QStringLiteral("gates"));
        QTest::keyClick(&w, Qt::Key_6, Qt::ControlModifier);
        QCOMPARE(w.currentPageName(), QStringLiteral("explore"));
        QTest::keyClick(&w, Qt::Key_7, Qt::ControlModifier);
        QCOMPARE(w.currentPageName(), QStringLiteral("sandbox"));
        QTest::keyClick(&w, Qt::Key_9, Qt::ControlModifier);
        QCOMPARE(w.currentPageName(), QStringLiteral("choose"));
    }

    void statusNamesBackend() {
        MainWindow w;
        QCOMPARE(w.statusText(), QStringLiteral("Backend: mock (embedded, virtual time)"));
    }

    // Issue 27: "Page reset: …" is about the page it was said on; it does not follow the class
    // to the next page.
    void aPageMessageEndsWithThePage() {
        MainWindow w;
        QVERIFY(w.showPage(QStringLiteral("majority")));
        w.resetPage(QStringLiteral("majority"));
        QVERIFY2(w.statusBar()->currentMessage().startsWith(QLatin1String("Page reset: ")),
                 qPrintable(w.statusBar()->currentMessage()));
        QVERIFY(w.showPage(QStringLiteral("protocol")));
        QCOMPARE(w.statusBar()->currentMessage(), QString());
    }

    void languageSwitchAndBack() {
        MainWindow w;
        w.showPage(QStringLiteral("majority"));
        auto* page = qobject_cast<MajorityPage*>(w.page(QStringLiteral("majority")));
        QVERIFY(page);
        const QString englishTitle = w.navigation()->item(0)->text();
        QVERIFY(!hasHan(englishTitle));

        QVERIFY(w.setLanguage(QStringLiteral("zh_CN")));
        // Qt posts LanguageChange to top-level widgets, so it lands on the next event pass.
        QTRY_VERIFY2(hasHan(w.navigation()->item(0)->text()),
                     qPrintable(w.navigation()->item(0)->text()));
        QVERIFY(hasHan(w.statusText()));
        QVERIFY(hasHan(page->headlineText()));
        QVERIFY(hasHan(page->readoutText()));
        QVERIFY(hasHan(w.menuBar()->actions().constFirst()->text()));
        QVERIFY(hasHan(w.windowTitle()) || w.windowTitle().contains(QLatin1String("Redlock")));

        QVERIFY(w.setLanguage(QStringLiteral("en")));
        QTRY_COMPARE(w.navigation()->item(0)->text(), englishTitle);
        QCOMPARE(page->headlineText(), QStringLiteral("Lock held"));
        QVERIFY(!w.setLanguage(QStringLiteral("fr")));
    }

    // The window title names the page shown (task bar, window switcher, screen reader), in the
    // current language, and follows every turn of the page.
    void windowTitleNamesThePage() {
        MainWindow w;
        for (int i = 0; i < PageCatalog::count(); ++i) {
            QVERIFY(w.showPage(PageCatalog::at(i)->name()));
            const QString title = PageCatalog::at(i)->title();
            QVERIFY2(w.windowTitle().startsWith(title) &&
                         w.windowTitle().endsWith(QLatin1String("Redlock Lab")),
                     qPrintable(w.windowTitle()));
        }
        QVERIFY(w.setLanguage(QStringLiteral("zh_CN")));
        QTRY_VERIFY2(hasHan(w.windowTitle()), qPrintable(w.windowTitle()));
        QVERIFY(w.windowTitle().startsWith(PageCatalog::at(PageCatalog::count() - 1)->title()));
        QVERIFY(w.setLanguage(QStringLiteral("en")));
    }

    // The View menu's languages are LanguageSwitcher's one list: one checkable entry per
    // shipped language, each with its catalogue embedded, and choosing one switches to it and
    // checks it (the menu follows a switch made elsewhere too).
    void languageMenuIsTheShippedList() {
        MainWindow w;
        const QList<QAction*> acts = w.actions()->languages;
        const auto shipped = LanguageSwitcher::languages();
        QCOMPARE(acts.size(), shipped.size());
        QVERIFY(shipped.size() >= 2);
        for (int i = 0; i < acts.size(); ++i) {
            const QString code = QString::fromLatin1(shipped[i].code);
            QCOMPARE(acts[i]->data().toString(), code);
            QCOMPARE(acts[i]->text(), QString::fromUtf8(shipped[i].nativeName));
            QVERIFY(acts[i]->isCheckable());
            if (code != QLatin1String("en")) {
                QVERIFY2(QFile::exists(QStringLiteral(":/i18n/redlock-lab_%1.qm").arg(code)),
                         qPrintable(code));
            }
        }
        for (int i = acts.size() - 1; i >= 0; --i) {
            acts[i]->trigger();
            QCOMPARE(w.languages()->language(), acts[i]->data().toString());
            QVERIFY(acts[i]->isChecked());
        }
        QVERIFY(w.setLanguage(acts.last()->data().toString()));
        QVERIFY(acts.last()->isChecked());
        QVERIFY(!acts.first()->isChecked());
        QVERIFY(w.setLanguage(QStringLiteral("en")));
    }

    void presenterScalesText() {
        MainWindow w;
        // A tall projector (1920x1200): under MainWindow::kCompactHeight presenter mode is
        // compact and its one-line title is smaller on purpose (tst_ui_presenter_layout).
        w.resize(1920, 1200);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* page = w.page(QStringLiteral("majority"));
        auto* title = page->findChild<QLabel*>(QStringLiteral("pageTitle"));
        QVERIFY(title);
        const qreal normal = title->font().pointSizeF();
        w.setPresenter(true);
        QVERIFY(w.isPresenter());
        QVERIFY2(title->font().pointSizeF() > normal * 1.3,
                 qPrintable(QString::number(title->font().pointSizeF())));
        QTest::keyClick(&w, Qt::Key_F5);
        QVERIFY(!w.isPresenter());
        QCOMPARE(title->font().pointSizeF(), normal);
    }

    void screenshotIs1280x800Png() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        MainWindow w;
        w.showPage(QStringLiteral("gates"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QString file = dir.filePath(QStringLiteral("shot.png"));
        QCOMPARE(Screenshot::save(&w, file), QString());
        QImage image(file);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), QSize(1280, 800));
        // Not a blank image: the page draws in more than one colour.
        QVERIFY(image.pixel(10, 10) != image.pixel(640, 120) ||
                image.pixel(640, 400) != image.pixel(10, 10));
        QVERIFY(!Screenshot::save(&w, dir.filePath(QStringLiteral("no/such/dir/x.png"))).isEmpty());
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
