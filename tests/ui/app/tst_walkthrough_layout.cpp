// Issue 27, "the number the class needs is on screen": the README's classroom walkthrough
// (readme_walkthrough.h, steps 1–8) played from a fresh start in presenter mode on a 1920×1080
// projector, a 1366×768 and a 1280×800 laptop, in English and Chinese; after each action the
// README promises a sentence for, that sentence must be on screen where the class reads it:
// shown by a label, button, list item or painted view inside the window, not scrolled away,
// not cut by its card or the window, not elided. A failure names the step, the size, the
// language and the sentence, and where it is instead. The promises not yet on screen at some
// sizes are listed in knownOffScreen() with why, and expected to fail there.
#include "ui/app/app_options.h"
#include "ui/app/main_window.h"
#include "ui/app/settings.h"
#include "ui/app/startup.h"

#include "ui/layout_checks.h"
#include "ui/readme_walkthrough.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <vector>

using namespace redlock::ui;

class TestWalkthroughLayout : public QObject {
    Q_OBJECT

    // Where a promised sentence is not on screen, said in full; empty when it is.
    static QString notOnScreen(MainWindow* window, const readme::Promise& p,
                               const QString& sentence) {
        layout_checks::settle();
        const QList<layout_checks::Sighting> seen = layout_checks::sightings(
            window, window, [&](const QString& text) { return readme::says(text, sentence); });
        QStringList where;
        for (const layout_checks::Sighting& s : seen) {
            if (s.problem.isEmpty()) {
                return {};
            }
            where << s.where + QStringLiteral(": ") + s.problem;
        }
        if (where.isEmpty()) {
            where << QStringLiteral("shown nowhere on page %1").arg(window->currentPageName());
        }
        return QStringLiteral("step %1, %2x%3, %4: \"%5\"%6 is not on screen: %7")
            .arg(p.step)
            .arg(window->width())
            .arg(window->height())
            .arg(window->languages()->language(), sentence,
                 sentence == p.en ? QString() : QStringLiteral(" (\"%1\")").arg(p.en),
                 where.join(QStringLiteral("; ")));
    }

    // The promises still off screen (issue 27), with why: at these sizes this test expects them
    // to fail, and an unexpected pass fails it, so a fix has to remove its entry here.
    static const char* knownOffScreen(const readme::Promise& p) {
        struct Known {
            int step;
            const char* sentence; // the English words
            QStringList rows;     // the data tags
            const char* why;
        };
        // None today: each promise of steps 1-8 is on screen at every size and language.
        static const std::vector<Known> known{};
        for (const Known& k : known) {
            if (k.step == p.step && p.en == QString::fromUtf8(k.sentence) &&
                k.rows.contains(QLatin1String(QTest::currentDataTag()))) {
                return k.why;
            }
        }
        return nullptr;
    }

private slots:
    void everyPromiseIsOnScreen_data() {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("lang");
        for (const QSize size : {QSize(1920, 1080), QSize(1366, 768), QSize(1280, 800)}) {
            for (const char* lang : {"en", "zh_CN"}) {
                QTest::addRow("%dx%d-%s", size.width(), size.height(), lang)
                    << size << QString::fromLatin1(lang);
            }
        }
    }
    void everyPromiseIsOnScreen() {
        QFETCH(QSize, size);
        QFETCH(QString, lang);
        // A fresh start: empty settings, presenter mode, the language given, no --page.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Settings settings(dir.filePath(QStringLiteral("empty.ini")));
        const auto parsed =
            AppOptionsParser::parse({QStringLiteral("redlock-lab"), QStringLiteral("--presenter"),
                                     QStringLiteral("--lang"), lang});
        QCOMPARE(parsed.exitCode, -1);
        MainWindow window;
        Startup::configure(window, parsed.options, &settings);
        // The screen's size instead of the offscreen platform's (presenter mode maximises).
        window.setWindowState(Qt::WindowNoState);
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.isPresenter());
        QCOMPARE(window.size(), size);
        QCOMPARE(window.currentPageName(), QStringLiteral("majority"));

        const QString preview = qEnvironmentVariable("REDLOCK_LAYOUT_PREVIEW");
        int promises = 0;
        readme::Walkthrough walk(&window, [&](const readme::Promise& p) {
            ++promises;
            const QString problem = notOnScreen(
                &window, p, window.languages()->language() == QLatin1String("en") ? p.en : p.zh);
            if (!problem.isEmpty() && !preview.isEmpty()) {
                window.grab().save(preview + QTest::currentDataTag() +
                                   QStringLiteral("-step%1-%2.png").arg(p.step).arg(promises));
            }
            if (const char* why = knownOffScreen(p)) {
                QEXPECT_FAIL("", why, Continue);
            }
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        });
        for (const auto step :
             {&readme::Walkthrough::step1, &readme::Walkthrough::step2, &readme::Walkthrough::step3,
              &readme::Walkthrough::step4, &readme::Walkthrough::step5, &readme::Walkthrough::step6,
              &readme::Walkthrough::step7, &readme::Walkthrough::step8}) {
            (walk.*step)();
            if (QTest::currentTestFailed()) {
                return;
            }
        }
        QVERIFY(promises >= 20);
    }
};

QTEST_MAIN(TestWalkthroughLayout)
#include "tst_walkthrough_layout.moc"
