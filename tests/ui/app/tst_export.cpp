#include "timing_settle.h"
#include "ui/app/app_options.h"
#include "ui/app/export/page_exporter.h"
#include "ui/app/main_window.h"
#include "ui/model/lab_state.h"
#include "ui/model/readouts.h"
#include "ui/pages/timing/timing_model.h"
#include "ui/pages/timing/timing_page.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace redlock::ui;

namespace {
QByteArray head(const QString& file, int bytes) {
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? f.read(bytes) : QByteArray();
}
} // namespace

class TestExport : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;

private slots:
    void eachFormat_data() {
        QTest::addColumn<QString>("page");
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("suffix");
        for (const char* page : {"majority", "gates", "recap"}) {
            for (const char* lang : {"en", "zh_CN"}) {
                for (const char* suffix : {"png", "svg", "pdf"}) {
                    QTest::addRow("%s-%s-%s", page, lang, suffix)
                        << QString::fromLatin1(page) << QString::fromLatin1(lang)
                        << QString::fromLatin1(suffix);
                }
            }
        }
    }
    void eachFormat() {
        QFETCH(QString, page);
        QFETCH(QString, lang);
        QFETCH(QString, suffix);
        MainWindow w;
        QVERIFY(w.setLanguage(lang));
        QVERIFY(w.showPage(page));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCoreApplication::processEvents();
        const QString file =
            m_dir.filePath(page + QLatin1Char('-') + lang + QLatin1Char('.') + suffix);
        QCOMPARE(w.exportCurrentPage(file), QString());
        QVERIFY(QFile(file).size() > 2000);
        if (suffix == QLatin1String("png")) {
            QVERIFY(head(file, 8).startsWith("\x89PNG\r\n\x1a\n"));
            const QImage image(file);
            QCOMPARE(image.size(), w.page(page)->size());
        } else if (suffix == QLatin1String("svg")) {
            const QByteArray text = head(file, 4000);
            QVERIFY(text.contains("<svg"));
            QVERIFY(text.contains("<title>"));
        } else {
            QVERIFY(head(file, 5) == "%PDF-");
            QFile f(file);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray pdf = f.readAll();
            // Text was drawn as text: the PDF embeds a font (tst_ui_handout checks the rest).
            QVERIFY(pdf.contains("/Font"));
        }
    }

    // Issue 12: the protocol page's "&Clients:" and "&TTL (ms):" came out of the SVG as two
    // text runs each ("C" + "lients:"), which viewers show as "C lients".
    void svgKeepsWordsWhole() {
        MainWindow w;
        QVERIFY(w.showPage(QStringLiteral("protocol")));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCoreApplication::processEvents();
        const QString file = m_dir.filePath(QStringLiteral("protocol-words.svg"));
        QCOMPARE(w.exportCurrentPage(file), QString());
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray svg = f.readAll();
        QVERIFY2(svg.contains(">Clients:<"), "the label's text is one run");
        QVERIFY(svg.contains(">TTL (ms):<"));
        // The page itself keeps its keyboard mnemonics.
        bool found = false;
        for (QLabel* l : w.page(QStringLiteral("protocol"))->findChildren<QLabel*>()) {
            found = found || l->text() == QLatin1String("&Clients:");
        }
        QVERIFY(found);
    }

    void exportDialogStartsInALastFolderOrDocuments() {
        QCOMPARE(PageExporter::startFolder(m_dir.path()), m_dir.path());
        const QString fallback = PageExporter::startFolder(m_dir.filePath(QStringLiteral("gone")));
        QVERIFY(fallback != QDir::currentPath() || QDir::currentPath() == QDir::homePath());
        QVERIFY(QFileInfo(fallback).isDir());
        const QString docs = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        QCOMPARE(fallback, QFileInfo(docs).isDir() ? docs : QDir::homePath());
    }

    void handoutCarriesTheNumbers() {
        MainWindow w;
        w.showPage(QStringLiteral("gates"));
        w.state()->setMasterUp(0, false);
        const Handout h = w.handout();
        QCOMPARE(h.title, QStringLiteral("The two gates"));
        const QString all = h.numbers.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QLatin1String("OK votes: 4")), qPrintable(all));
        QVERIFY(all.contains(QLatin1String("Masters (N): 5")));
        QVERIFY(all.contains(QLatin1String("TTL: 30")));
        QVERIFY(all.contains(QLatin1String("Verdict: Lock held")));
        QVERIFY(all.contains(Readouts::ms(w.state()->verdict().validity)));
    }

    // Issue 11, item 6: each page's handout carries that page's numbers, from its own model.
    void eachPageHandsOutItsOwnNumbers() {
        MainWindow w;
        auto numbersOf = [&w](const char* page) {
            w.showPage(QLatin1String(page));
            return w.handout().numbers.join(QLatin1Char('\n'));
        };
        // Timing: the clock-jump run overlaps C1's belief by 7 748 ms.
        w.showPage(QStringLiteral("timing"));
        auto* timing = qobject_cast<TimingPage*>(w.page(QStringLiteral("timing")));
        QVERIFY(timing->model()->setScenario(QStringLiteral("clock-jump")));
        redlock_test::settle(*timing);
        const QString t = numbersOf("timing");
        QVERIFY2(t.contains(Readouts::ms(redlock::Millis(7748)) + QStringLiteral(" ms")),
                 qPrintable(t));
        QVERIFY(!t.contains(QLatin1String("Masters (N)")));
        // Protocol: the 10 000 ms TTL and the 9 896 ms validity it shows.
        const QString p = numbersOf("protocol");
        QVERIFY2(p.contains(Readouts::ms(redlock::Millis(10000))) &&
                     p.contains(Readouts::ms(redlock::Millis(9896)) + QStringLiteral(" ms")),
                 qPrintable(p));
        QVERIFY(!p.contains(Readouts::ms(redlock::Millis(29578))));
        // Majority: each master's own slot.
        w.state()->setMasterUp(3, false);
        const QString m = numbersOf("majority");
        QVERIFY2(m.contains(QLatin1String("M4 down")) && m.contains(QLatin1String("M5 OK")),
                 qPrintable(m));
        // Overlap: 16 majorities of 5 and 120 distinct pairs.
        const QString o = numbersOf("overlap");
        QVERIFY2(o.contains(QLatin1String("Majorities: 16")) && o.contains(QLatin1String(": 120")),
                 qPrintable(o));
        // Gates: the lab's elapsed time and the validity the verdict was judged on.
        w.state()->setElapsed(redlock::Micros(redlock::Millis(29800)));
        const QString g = numbersOf("gates");
        QVERIFY(g.contains(Readouts::ms(redlock::Millis(29800))));
        QVERIFY(g.contains(Readouts::ms(w.state()->verdict().validity)));
        QVERIFY(g.contains(QLatin1String("Verdict: Lock refused")));
        QVERIFY(g != t && g != p && g != o);
    }

    void badTargetsReportErrors() {
        MainWindow w;
        QVERIFY(!w.exportCurrentPage(m_dir.filePath(QStringLiteral("x.bmp"))).isEmpty());
        for (const char* suffix : {"png", "svg", "pdf"}) {
            const QString file =
                m_dir.filePath(QStringLiteral("no/such/dir/x.") + QLatin1String(suffix));
            QVERIFY2(!w.exportCurrentPage(file).isEmpty(), suffix);
        }
    }

    void exportOption_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("png") << QStringLiteral("/tmp/a.png") << -1;
        QTest::newRow("svg") << QStringLiteral("/tmp/a.SVG") << -1;
        QTest::newRow("pdf") << QStringLiteral("/tmp/a.pdf") << -1;
        QTest::newRow("bmp") << QStringLiteral("/tmp/a.bmp") << 2;
    }
    void exportOption() {
        QFETCH(QString, file);
        QFETCH(int, exitCode);
        const auto r = AppOptionsParser::parse(
            {QStringLiteral("redlock-lab"), QStringLiteral("--export"), file});
        QCOMPARE(r.exitCode, exitCode);
        if (exitCode < 0) {
            QCOMPARE(r.options.exportFile, file);
            QVERIFY(r.options.headless());
        } else {
            QVERIFY(r.err.contains(file));
        }
    }
};

QTEST_MAIN(TestExport)
#include "tst_export.moc"
