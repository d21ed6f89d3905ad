// The page catalogue as a contributor adding a page meets it: a page defined here, in the test
// binary, joins the lab through PageCatalog::add() alone, and the window's list, its menu, the
// study guide, the recap and the handout all show it without any of them naming it.

#include "ui/app/main_window.h"
#include "ui/app/page_catalog.h"
#include "ui/app/window_actions.h"
#include "ui/guide/guide_progress.h"
#include "ui/guide/study_dock.h"
#include "ui/guide/study_guide.h"
#include "ui/guide/try_this.h"
#include "ui/pages/recap/recap_page.h"
#include "ui/pages/recap/recap_point.h"
#include "ui/widgets/page_header.h"

#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <QVBoxLayout>

using namespace redlock::ui;

namespace {

// A ninth page: a dial; turning it to 3 is its one Try-this step.
class DialPage final : public Page {
public:
    QString name() const override { return QStringLiteral("dial"); }
    QString title() const override { return QStringLiteral("A dial"); }
    QString subtitle() const override { return QStringLiteral("Turn it."); }
    QWidget* create(const PageContext&) const override {
        auto* page = new QWidget;
        page->setObjectName(QStringLiteral("page-dial"));
        auto* header = new PageHeader(page);
        header->setTexts(title(), subtitle());
        auto* dial = new QSpinBox(page);
        dial->setRange(0, 9);
        auto* layout = new QVBoxLayout(page);
        layout->addWidget(header);
        layout->addWidget(dial);
        return page;
    }
    QList<TryStep> trySteps() const override {
        return {{QStringLiteral("three"), [] { return QStringLiteral("Turn the dial to 3."); }}};
    }
    void watchSteps(QWidget* page, const PageContext&, StepWatch& watch) const override {
        QSpinBox* dial = page->findChild<QSpinBox*>();
        watch.recheckOn(dial, &QSpinBox::valueChanged);
        watch.watch(QStringLiteral("three"), [dial] { return dial->value() == 3; });
    }
    QStringList handoutNumbers(const QWidget* page, const PageContext&) const override {
        return {QStringLiteral("Dial: %1").arg(page->findChild<QSpinBox*>()->value())};
    }
    std::unique_ptr<RecapCard> recapCard(const PageContext&) const override {
        struct Card : RecapCard {
            RecapText text(bool) const override {
                return {QStringLiteral("A dial turns."), QStringLiteral("Turned."), QColor()};
            }
        };
        return std::make_unique<Card>();
    }
};

} // namespace

class TestPageCatalog : public QObject {
    Q_OBJECT
private slots:
    void init() {
        m_builtin = PageCatalog::names();
        QVERIFY(PageCatalog::add(std::make_unique<DialPage>(), QStringLiteral("recap")));
    }
    void cleanup() {
        PageCatalog::remove(QStringLiteral("dial"));
        QCOMPARE(PageCatalog::names(), m_builtin);
    }

    void addedBeforeTheRecap() {
        QStringList expected = m_builtin;
        expected.insert(expected.indexOf(QStringLiteral("recap")), QStringLiteral("dial"));
        QCOMPARE(PageCatalog::names(), expected);
        QCOMPARE(PageCatalog::count(), m_builtin.size() + 1);
        // A name already taken is refused: --page must name one page.
        QVERIFY(!PageCatalog::add(std::make_unique<DialPage>()));
        QCOMPARE(PageCatalog::count(), m_builtin.size() + 1);
    }

    void inThePageListAndTheMenu() {
        MainWindow w;
        const int index = PageCatalog::indexOf(QStringLiteral("dial"));
        QCOMPARE(w.navigation()->count(), PageCatalog::count());
        QCOMPARE(w.navigation()->item(index)->text(), QStringLiteral("%1  A dial").arg(index + 1));
        QCOMPARE(w.actions()->pages.size(), PageCatalog::count());
        QCOMPARE(w.actions()->pages[index]->text(), QStringLiteral("%1. A dial").arg(index + 1));
        QVERIFY(w.showPage(QStringLiteral("dial")));
        QCOMPARE(w.currentPageName(), QStringLiteral("dial"));
        QCOMPARE(w.page(QStringLiteral("dial"))->objectName(), QStringLiteral("page-dial"));
        // The page after the dial is the recap: PgDn from it goes there.
        w.step(+1);
        QCOMPARE(w.currentPageName(), QStringLiteral("recap"));
    }

    void inTheGuide() {
        MainWindow w;
        QCOMPARE(TryThis::steps(QStringLiteral("dial")), QStringList{QStringLiteral("three")});
        QVERIFY(w.showPage(QStringLiteral("dial")));
        QCOMPARE(w.guide()->dock()->page(), QStringLiteral("dial"));
        QVERIFY(w.guide()->dock()->stepTexts().join(QString()).contains(
            QLatin1String("Turn the dial to 3.")));
        GuideProgress* progress = w.guide()->progress();
        QVERIFY(!progress->stepDone(QStringLiteral("dial"), QStringLiteral("three")));
        auto* dial = w.page(QStringLiteral("dial"))->findChild<QSpinBox*>();
        dial->setValue(2);
        QVERIFY(!progress->stepDone(QStringLiteral("dial"), QStringLiteral("three")));
        dial->setValue(3);
        QVERIFY(progress->stepDone(QStringLiteral("dial"), QStringLiteral("three")));
        // The page list's ring for the dial says so.
        const int index = PageCatalog::indexOf(QStringLiteral("dial"));
        w.guide()->setForced(true);
        QVERIFY2(w.navigation()->item(index)->toolTip().contains(QLatin1String("1 of 1")),
                 qPrintable(w.navigation()->item(index)->toolTip()));
    }

    void inTheRecap() {
        MainWindow w;
        auto* recap = qobject_cast<RecapPage*>(w.page(QStringLiteral("recap")));
        QVERIFY(recap);
        RecapPoint* card = recap->point(QStringLiteral("dial"));
        QVERIFY(card);
        QCOMPARE(card->bodyText(), QStringLiteral("A dial turns."));
        QCOMPARE(card->statusText(), QStringLiteral("Turned."));
        // Its place in the course, and its link opens it.
        QCOMPARE(recap->points().indexOf(card), PageCatalog::indexOf(QStringLiteral("dial")));
        QVERIFY(w.showPage(QStringLiteral("recap")));
        QTest::mouseClick(card->link(), Qt::LeftButton);
        QCOMPARE(w.currentPageName(), QStringLiteral("dial"));
    }

    void inTheHandout() {
        MainWindow w;
        QVERIFY(w.showPage(QStringLiteral("dial")));
        w.page(QStringLiteral("dial"))->findChild<QSpinBox*>()->setValue(7);
        const Handout h = w.handout();
        QCOMPARE(h.title, QStringLiteral("A dial"));
        QCOMPARE(h.subtitle, QStringLiteral("Turn it."));
        QCOMPARE(h.numbers, QStringList{QStringLiteral("Dial: 7")});
    }

private:
    QStringList m_builtin;
};

QTEST_MAIN(TestPageCatalog)
#include "tst_page_catalog.moc"
