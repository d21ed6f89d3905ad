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
#include <QFontInfo>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <vector>

using namespace redlock::ui;

namespace {
QByteArray head(const QString& file, int bytes) {
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? f.read(bytes) : QByteArray();
}
} // namespace

namespace {

// Prints `page`'s handout on 300 dpi A4 sheets (the whole sheet is the printable area).
struct Printed {
    std::vector<QImage> sheets;
    PageExporter::HandoutLayout layout;
};
Printed print(QWidget* page, const Handout& handout) {
    Printed out;
    const auto blank = [] {
        QImage sheet(2480, 3508, QImage::Format_RGB32);
        sheet.setDotsPerMeterX(11811);
        sheet.setDotsPerMeterY(11811);
        sheet.fill(Qt::white);
        return sheet;
    };
    out.sheets.push_back(blank());
    QPainter p(&out.sheets.back());
    out.layout = PageExporter::paintHandout(p, out.sheets.back().rect(), page, handout, [&] {
        p.end();
        out.sheets.push_back(blank());
        return p.begin(&out.sheets.back());
    });
    p.end();
    if (qEnvironmentVariableIsSet("REDLOCK_HANDOUT_PREVIEW")) {
        for (size_t i = 0; i < out.sheets.size(); ++i) {
            out.sheets[i]
                .scaled(827, 1169, Qt::KeepAspectRatio, Qt::SmoothTransformation)
                .save(qEnvironmentVariable("REDLOCK_HANDOUT_PREVIEW") + page->objectName() +
                      QStringLiteral("-%1.png").arg(i + 1));
        }
    }
    return out;
}
bool inkInBand(const QImage& sheet, int top, int bottom) {
    for (int y = top; y < bottom; y += 3) {
        for (int x = 0; x < sheet.width(); x += 3) {
            if (qGray(sheet.pixel(x, y)) < 128) {
                return true;
            }
        }
    }
    return false;
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
            // Text was drawn: the PDF embeds a font and has an image of the page.
            QVERIFY(pdf.contains("/Font"));
            QVERIFY(pdf.contains("/Image"));
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

    // The handout on A4 at 300 dpi: title on top, the page picture, the numbers below, and
    // nothing running off the bottom of the last sheet.
    void handoutPaintsAllThreeParts_data() {
        QTest::addColumn<QString>("lang");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }
    void handoutPaintsAllThreeParts() {
        QFETCH(QString, lang);
        MainWindow w;
        w.resize(1280, 800);
        w.setLanguage(lang);
        w.showPage(QStringLiteral("majority"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCoreApplication::processEvents(); // the posted LanguageChange and its relayout
        const Printed printed = print(w.page(QStringLiteral("majority")), w.handout());
        QCOMPARE(printed.layout.sheets, static_cast<int>(printed.sheets.size()));
        QVERIFY(inkInBand(printed.sheets.front(), 0, 120)); // the title
        const QImage& last = printed.sheets.back();
        QVERIFY(!inkInBand(last, 3440, 3508)); // nothing runs off the bottom
        QVERIFY(inkInBand(last, 0, 3440));     // no empty sheet at the end
    }

    // A page taller than a sheet (the timing page: both runs and the sweep) is printed at the
    // full width over as many sheets as it takes, so its text stays readable on paper: the
    // page's body text must print at 6 pt or more. It printed at 3–4 pt when the whole page was
    // squeezed onto one sheet.
    void tallPageIsPrintedReadablyOverSheets() {
        MainWindow w;
        w.resize(1280, 800);
        w.showPage(QStringLiteral("timing"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* timing = qobject_cast<TimingPage*>(w.page(QStringLiteral("timing")));
        QVERIFY(timing);
        redlock_test::settle(*timing);
        for (int pass = 0; pass < 2; ++pass) { // as exportCurrentPage() settles the layout
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        }
        QWidget* page = w.page(QStringLiteral("timing"));
        // Taller than a sheet's proportion (A4 is 1.41 high per wide): only then must it take
        // two sheets. On a loaded machine the sweep under the runs is laid out late, and a page
        // caught before it (taller than wide, shorter than a sheet) fits one sheet rightly.
        QTRY_VERIFY_WITH_TIMEOUT(page->height() > page->width() * 3 / 2, 15000);
        QVERIFY2(page->height() > page->width(), // the case this test is about
                 qPrintable(QStringLiteral("%1x%2").arg(page->width()).arg(page->height())));
        const Printed printed = print(page, w.handout());
        QCOMPARE(printed.layout.sheets, static_cast<int>(printed.sheets.size()));
        QVERIFY2(printed.layout.sheets >= 2, qPrintable(QString::number(printed.layout.sheets)));
        const double printedPoints =
            QFontInfo(page->font()).pixelSize() * printed.layout.pictureScale * 72.0 / 300.0;
        QVERIFY2(printedPoints >= 6.0, qPrintable(QString::number(printedPoints)));
        for (const QImage& sheet : printed.sheets) {
            QVERIFY(inkInBand(sheet, 0, sheet.height()));
        }
        QVERIFY(!inkInBand(printed.sheets.back(), 3440, 3508));
    }

    // The picture is cut between lines of text, never through one.
    void pictureIsCutBetweenLines() {
        QImage image(400, 300, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter p(&image);
        p.setPen(Qt::black);
        p.drawLine(10, 0, 10, 299); // a border running straight down does not stop a cut
        for (int line = 0; line < 5; ++line) {
            p.drawText(QRect(20, 20 + line * 50, 360, 30), Qt::AlignLeft,
                       QStringLiteral("Mg lock"));
        }
        p.end();
        const auto rowHasText = [&](int y) {
            for (int x = 20; x < image.width(); ++x) {
                if (qGray(image.pixel(x, y)) < 200) {
                    return true;
                }
            }
            return false;
        };
        for (int ideal = 60; ideal < 280; ideal += 9) {
            const int cut = PageExporter::cutRow(image, ideal, ideal - 60);
            QVERIFY2(cut <= ideal && cut >= ideal - 60, qPrintable(QString::number(cut)));
            QVERIFY2(!rowHasText(cut), qPrintable(QStringLiteral("%1 -> %2").arg(ideal).arg(cut)));
        }
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
