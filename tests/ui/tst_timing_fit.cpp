// The timing page at presenter size in the 1280×800 window: it fits the scroll area's width
// (no sideways scrolling on a projector), no label on it is cut off, and the two diagrams keep
// room to be read. Chinese is checked too: CJK text is wider per character than English.
#include "ui/mainwindow.h"
#include "ui/screenshot.h"
#include "ui/timelineview.h"
#include "ui/timingpage.h"

#include <QAbstractScrollArea>
#include <QLabel>
#include <QTest>

using namespace redlock::ui;

namespace {

// The innermost widgets that alone ask for more than `room`: where to look when it fails.
QString widest(QWidget* root, int room) {
    QStringList out;
    for (QWidget* w : root->findChildren<QWidget*>()) {
        if (w->isVisible() && w->minimumSizeHint().width() > room - 56) {
            out << QStringLiteral("%1(%2) %3 px")
                       .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName())
                       .arg(w->minimumSizeHint().width());
        }
    }
    return out.join(QStringLiteral(", "));
}

void settle() {
    for (int pass = 0; pass < 3; ++pass) {
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    }
}

} // namespace

class TestTimingFit : public QObject {
    Q_OBJECT
private slots:
    void fitsAtPresenterSize_data() {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<bool>("presenter");
        QTest::newRow("en-presenter") << QStringLiteral("en") << true;
        QTest::newRow("zh-presenter") << QStringLiteral("zh_CN") << true;
        QTest::newRow("en") << QStringLiteral("en") << false;
        QTest::newRow("zh") << QStringLiteral("zh_CN") << false;
    }
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
        for (QLabel* label : root->findChildren<QLabel*>()) {
            if (!label->isVisibleTo(&w)) {
                continue;
            }
            ++seen;
            const QString what = label->objectName() + QStringLiteral(": ") + label->text();
            QVERIFY2(!label->text().trimmed().isEmpty(), qPrintable(what));
            if (label->wordWrap()) {
                QVERIFY2(label->heightForWidth(label->width()) <= label->height(),
                         qPrintable(what + QStringLiteral(" needs %1 px, has %2")
                                               .arg(label->heightForWidth(label->width()))
                                               .arg(label->height())));
            } else {
                QVERIFY2(label->sizeHint().width() <= label->width(),
                         qPrintable(what + QStringLiteral(" needs %1 px, has %2")
                                               .arg(label->sizeHint().width())
                                               .arg(label->width())));
            }
        }
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
