#include "ui/app/main_window.h"
#include "ui/app/window_actions.h"
#include "ui/widgets/theme.h"

#include <QAbstractButton>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QLabel>
#include <QTest>

using namespace redlock::ui;

class TestAccessibility : public QObject {
    Q_OBJECT
private slots:
    // Every widget a keyboard user can reach has a name a screen reader can say.
    void interactiveWidgetsAreNamed_data() {
        QTest::addColumn<QString>("page");
        QTest::addColumn<QString>("lang");
        for (const char* page : {"majority", "gates", "explore", "sandbox", "recap"}) {
            QTest::addRow("%s-en", page) << QString::fromLatin1(page) << QStringLiteral("en");
            QTest::addRow("%s-zh", page) << QString::fromLatin1(page) << QStringLiteral("zh_CN");
        }
    }
    void interactiveWidgetsAreNamed() {
        QFETCH(QString, page);
        QFETCH(QString, lang);
        MainWindow w;
        w.setLanguage(lang);
        QCoreApplication::processEvents();
        QWidget* root = w.page(page);
        QVERIFY(root);
        int interactive = 0;
        for (QWidget* widget : root->findChildren<QWidget*>()) {
            const bool control = qobject_cast<QAbstractButton*>(widget) ||
                                 qobject_cast<QAbstractSlider*>(widget) ||
                                 qobject_cast<QAbstractSpinBox*>(widget);
            // A spin box's inner line edit is announced through the spin box itself.
            const bool focusable = (widget->focusPolicy() & Qt::TabFocus) &&
                                   !qobject_cast<QAbstractSpinBox*>(widget->parentWidget());
            if (!control && !focusable) {
                continue;
            }
            ++interactive;
            QVERIFY2(!widget->accessibleName().trimmed().isEmpty(),
                     qPrintable(QString::fromLatin1(widget->metaObject()->className()) +
                                QLatin1Char(' ') + widget->objectName()));
        }
        QVERIFY(interactive >= 3);
        QVERIFY(!root->accessibleName().isEmpty() || page == QLatin1String("recap"));
    }

    void readoutsAreNamed() {
        MainWindow w;
        for (const char* page : {"majority", "gates"}) {
            int named = 0;
            for (QLabel* label : w.page(QLatin1String(page))->findChildren<QLabel*>()) {
                if (label->property("role").toString() == QLatin1String("readout") ||
                    label->property("role").toString() == QLatin1String("headline")) {
                    named += label->accessibleName().isEmpty() ? 0 : 1;
                }
            }
            QVERIFY2(named >= 3, page);
        }
    }

    void themeSwitchChangesPalette() {
        MainWindow w;
        w.setTheme(Theme::Mode::Light);
        const QColor light = w.palette().color(QPalette::Window);
        const QString lightSheet = w.styleSheet();
        w.setTheme(Theme::Mode::Dark);
        const QColor dark = w.palette().color(QPalette::Window);
        QVERIFY(dark != light);
        QVERIFY(dark.lightness() < 80);
        QVERIFY(light.lightness() > 200);
        QVERIFY(w.styleSheet() != lightSheet);
        // The View menu says which theme is on: only the dark one is ticked now.
        QVERIFY(w.actions()->themeDark->isChecked());
        QVERIFY(!w.actions()->themeLight->isChecked());
        QVERIFY(!w.actions()->themeSystem->isChecked());
        // Text stays readable: ink and background sit far apart in both themes.
        for (const Theme::Mode mode : {Theme::Mode::Light, Theme::Mode::Dark}) {
            Theme::setMode(mode);
            QVERIFY(std::abs(Theme::ink().lightness() - Theme::background().lightness()) > 150);
        }
        w.setTheme(Theme::Mode::Light);
    }

    // Colours set from code (the verdict headline) follow a theme switch too.
    void headlineColourFollowsTheme() {
        MainWindow w;
        auto* headline =
            w.page(QStringLiteral("majority"))->findChild<QLabel*>(QStringLiteral("headline"));
        QVERIFY(headline);
        w.setTheme(Theme::Mode::Light);
        QVERIFY(headline->styleSheet().contains(Theme::ok().name()));
        const QString lightOk = Theme::ok().name();
        w.setTheme(Theme::Mode::Dark);
        QVERIFY(Theme::ok().name() != lightOk);
        QVERIFY2(headline->styleSheet().contains(Theme::ok().name()),
                 qPrintable(headline->styleSheet()));
        w.setTheme(Theme::Mode::Light);
    }

    void tabOrderFollowsTheMajorityPage() {
        MainWindow w;
        QWidget* page = w.page(QStringLiteral("majority"));
        QWidget* spin = page->findChild<QWidget*>(QStringLiteral("mastersSpin"));
        QVERIFY(spin);
        QWidget* next = spin->nextInFocusChain();
        while (next && next->parentWidget() == spin) {
            next = next->nextInFocusChain(); // skip the spin box's own line edit
        }
        QCOMPARE(next->objectName(), QStringLiteral("master1"));
    }
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
