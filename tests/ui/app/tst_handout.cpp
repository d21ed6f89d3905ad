// The PDF handout as a printed worksheet (issue 27), checked on the PDF itself with the poppler
// tools: the paper's size (pdfinfo), every word's height and the text (pdftotext -bbox), the
// sheets rendered to PNG (pdftoppm), and HandoutDocument's own record of where each block went.

#include "timing_settle.h"
#include "ui/app/app_options.h"
#include "ui/app/export/handout_document.h"
#include "ui/app/main_window.h"
#include "ui/app/page_catalog.h"
#include "ui/app/settings.h"
#include "ui/app/window_actions.h"
#include "ui/pages/lease/lease_page.h"
#include "ui/widgets/theme.h"

#include <QAbstractButton>
#include <QAction>
#include <QChartView>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QImage>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QRawFont>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace redlock::ui;

namespace {

// The words pdftotext -bbox found, each with its sheet and height in points.
struct Word {
    int sheet = 0;
    QRectF box;
    QString text;
};

QString runTool(const QString& tool, const QStringList& args) {
    QProcess p;
    p.start(QStandardPaths::findExecutable(tool), args);
    if (!p.waitForFinished(120000) || p.exitCode() != 0) {
        return QStringLiteral("<%1 failed: %2>")
            .arg(tool, QString::fromLocal8Bit(p.readAllStandardError()));
    }
    return QString::fromUtf8(p.readAllStandardOutput());
}

QList<Word> wordsOf(const QString& pdf, const QString& html) {
    runTool(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), pdf, html});
    QFile f(html);
    if (!f.open(QIODevice::ReadOnly)) {
        return {};
    }
    const QString text = QString::fromUtf8(f.readAll());
    QList<Word> out;
    int sheet = -1;
    static const QRegularExpression tag(
        QStringLiteral("<page |<word xMin=\"([0-9.]+)\" yMin=\"([0-9.]+)\" xMax=\"([0-9.]+)\" "
                       "yMax=\"([0-9.]+)\">([^<]*)</word>"));
    for (auto it = tag.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        if (m.captured(0) == QLatin1String("<page ")) {
            ++sheet;
            continue;
        }
        const QPointF a(m.captured(1).toDouble(), m.captured(2).toDouble());
        const QPointF b(m.captured(3).toDouble(), m.captured(4).toDouble());
        QString word = m.captured(5);
        word.replace(QLatin1String("&amp;"), QLatin1String("&"))
            .replace(QLatin1String("&lt;"), QLatin1String("<"))
            .replace(QLatin1String("&gt;"), QLatin1String(">"))
            .replace(QLatin1String("&quot;"), QLatin1String("\""));
        out.append({sheet, QRectF(a, b), word});
    }
    return out;
}

// Text with every space and line break taken out (Chinese has no spaces, and a prompt may
// wrap), in compatibility form: pdftotext gives "ﬁ" ligatures and Kangxi radicals ("⼀" for
// "一"), and readouts group digits with narrow no-break spaces.
QString squeezed(const QString& s) {
    QString out;
    for (const QChar c : s.normalized(QString::NormalizationForm_KC)) {
        if (!c.isSpace()) {
            out += c;
        }
    }
    return out;
}

// The PDF's text, squeezed, its Kangxi radicals kept: where a CJK font draws an ideograph and
// a radical with the same glyph, pdftotext may give either ("⼾" for "户").
bool isRadical(QChar c) {
    return c.unicode() >= 0x2E80 && c.unicode() <= 0x2FDF;
}
QString squeezedPdf(const QString& s) {
    QString out;
    for (const QChar c : s) {
        out += isRadical(c) ? QString(c) : squeezed(QString(c));
    }
    return out;
}

// The radicals the handout's CJK font draws with the same glyph as `ideograph`.
QString radicalsLike(QChar ideograph) {
    static const QRawFont font = QRawFont::fromFont(QFont(QStringLiteral("Noto Sans CJK SC")));
    static QHash<quint32, QString> byGlyph;
    if (byGlyph.isEmpty()) {
        for (char16_t r = 0x2E80; r <= 0x2FDF; ++r) {
            const QList<quint32> g = font.glyphIndexesForString(QString(QChar(r)));
            if (!g.isEmpty() && g.front() != 0) {
                byGlyph[g.front()] += QChar(r);
            }
        }
    }
    const QList<quint32> g = font.glyphIndexesForString(QString(ideograph));
    return g.isEmpty() ? QString() : byGlyph.value(g.front());
}

// How often `wanted` (plain text) occurs in `pdf` (squeezedPdf()).
int occurrences(const QString& pdf, const QString& wanted) {
    QString pattern;
    for (const QChar c : squeezed(wanted)) {
        const QString radicals = radicalsLike(c);
        pattern += radicals.isEmpty() ? QRegularExpression::escape(QString(c))
                                      : QStringLiteral("[%1%2]").arg(c, radicals);
    }
    int n = 0;
    for (auto it = QRegularExpression(pattern).globalMatch(pdf); it.hasNext(); it.next()) {
        ++n;
    }
    return n;
}

// Something is drawn in `area`: its pixels are not all one shade (dark text on paper, white
// text on a coloured cell). Text clipped away leaves its background alone.
bool hasContrast(const QImage& image, const QRect& area) {
    const QRect r = area.intersected(image.rect());
    int lo = 255, hi = 0;
    for (int y = r.top(); y <= r.bottom(); ++y) {
        for (int x = r.left(); x <= r.right(); ++x) {
            const int g = qGray(image.pixel(x, y));
            lo = std::min(lo, g);
            hi = std::max(hi, g);
        }
    }
    return hi - lo > 60;
}

// Part of a run of text set on its side (a chart's vertical axis title): pdftotext cuts it
// where the font changes ("P(", "可加锁", ")"), into boxes stacked end to end from one left
// edge. Only a diagram sets text on its side.
bool sideways(const QList<Word>& words, const Word& word, const QList<QRectF>& diagrams) {
    if (std::none_of(diagrams.begin(), diagrams.end(),
                     [&](const QRectF& d) { return d.contains(word.box.center()); })) {
        return false;
    }
    for (const Word& other : words) {
        if (&other == &word || other.sheet != word.sheet) {
            continue;
        }
        const bool column = qAbs(other.box.left() - word.box.left()) < 0.5;
        const bool stacked = qAbs(other.box.top() - word.box.bottom()) < 0.5 ||
                             qAbs(other.box.bottom() - word.box.top()) < 0.5;
        if (column && stacked) {
            return true;
        }
    }
    return false;
}

// The words inside `area` of sheet `sheet`, squeezed, in pdftotext's reading order.
QString textIn(const QList<Word>& words, int sheet, const QRectF& area) {
    QString out;
    for (const Word& w : words) {
        if (w.sheet == sheet && area.contains(w.box.center())) {
            out += squeezedPdf(w.text);
        }
    }
    return out;
}

// How many lines of pdftotext's output are `wanted` and nothing else.
int linesEqualTo(const QString& text, const QString& wanted) {
    int n = 0;
    for (const QString& line : text.split(u'\n')) {
        const QString mine = squeezedPdf(line);
        n += !mine.isEmpty() && occurrences(mine, wanted) == 1 &&
             mine.size() <= squeezed(wanted).size();
    }
    return n;
}

// What a chart's legend names (its visible entries), as the view draws it.
QStringList legendLabels(const QWidget* view) {
    const auto* chartView = qobject_cast<const QChartView*>(view);
    if (!chartView || !chartView->chart()->legend()->isVisible()) {
        return {};
    }
    QStringList out;
    for (const QLegendMarker* m : chartView->chart()->legend()->markers()) {
        if (m->isVisible() && !m->label().isEmpty()) {
            out << m->label();
        }
    }
    return out;
}

bool hasInk(const QImage& image, const QRect& area) {
    const QRect r = area.intersected(image.rect());
    for (int y = r.top(); y <= r.bottom(); ++y) {
        for (int x = r.left(); x <= r.right(); ++x) {
            if (qGray(image.pixel(x, y)) < 160) {
                return true;
            }
        }
    }
    return false;
}

QStringList missingTools() {
    QStringList missing;
    for (const char* tool : {"pdfinfo", "pdftotext", "pdffonts", "pdftoppm", "pdftohtml"}) {
        if (QStandardPaths::findExecutable(QLatin1String(tool)).isEmpty()) {
            missing << QLatin1String(tool);
        }
    }
    return missing;
}

// The texts of the window's push and tool buttons: what a grab of the widgets would print.
// (Check and radio buttons name settings, which the set-up rightly says in words.)
QStringList buttonTexts(const QWidget* root) {
    QStringList out;
    for (const QAbstractButton* b : root->findChildren<QAbstractButton*>()) {
        if (qobject_cast<const QCheckBox*>(b) || qobject_cast<const QRadioButton*>(b)) {
            continue;
        }
        const QString text = HandoutSource::withoutMnemonic(b->text()).trimmed();
        if (text.size() >= 4 && !text.contains(QLatin1Char('\n'))) {
            out << text;
        }
    }
    out.removeDuplicates();
    return out;
}

} // namespace

class TestHandout : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    // The window on `page` in `lang`, with whatever the page computes off the GUI thread in.
    static void open(MainWindow& w, const QString& page, const QString& lang) {
        w.resize(1280, 800);
        QVERIFY(w.setLanguage(lang));
        QVERIFY(w.showPage(page));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        // The choosing page's 48 simulations take over 30 s under the sanitizers on 2 busy cores.
        QTRY_VERIFY_WITH_TIMEOUT(!w.currentPageComputing(), 4 * redlock_test::kTimingRunsMs);
        for (int pass = 0; pass < 2; ++pass) {
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        }
    }

private slots:
    void initTestCase() {
        if (const QStringList missing = missingTools(); !missing.isEmpty()) {
            QSKIP(qPrintable(QStringLiteral("poppler tools missing: ") + missing.join(u' ')));
        }
    }

    void worksheet_data() {
        QTest::addColumn<QString>("page");
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("paper");
        // Every page of the registry, so a new page is on paper here without editing the test.
        for (const Page* entry : PageCatalog::pages()) {
            const QByteArray page = entry->name().toLatin1();
            for (const char* lang : {"en", "zh_CN"}) {
                for (const char* paper : {"a4", "letter"}) {
                    QTest::addRow("%s-%s-%s", page.constData(), lang, paper)
                        << entry->name() << QString::fromLatin1(lang) << QString::fromLatin1(paper);
                }
            }
        }
    }
    void worksheet() {
        QFETCH(QString, page);
        QFETCH(QString, lang);
        QFETCH(QString, paper);
        MainWindow w;
        open(w, page, lang);
        if (QTest::currentTestFailed()) {
            return;
        }
        w.setHandoutPaper(*HandoutDocument::paperFromName(paper));
        const Handout h = w.handout();
        QCOMPARE(h.paper, *HandoutDocument::paperFromName(paper));
        // Something of the page itself is on the sheet: its set-up, its numbers or a diagram.
        QVERIFY2(!h.setup.isEmpty() || !h.numbers.isEmpty() || !h.diagrams.isEmpty(),
                 "the worksheet carries the page's own content");
        // Every page says how it was set up: numbers without their set-up cannot be checked
        // against the page later (the recap's had none).
        QVERIFY2(!h.setup.isEmpty(), "the worksheet has no set-up section");
        for (const QString& line : h.setup) {
            QVERIFY2(!line.trimmed().isEmpty(), "an empty set-up line");
        }
        // REDLOCK_HANDOUT_PREVIEW=folder keeps the PDFs and their PNGs there, to look at.
        const QDir folder(qEnvironmentVariableIsSet("REDLOCK_HANDOUT_PREVIEW")
                              ? qEnvironmentVariable("REDLOCK_HANDOUT_PREVIEW")
                              : m_dir.path());
        const QString stem = folder.filePath(page + u'-' + lang + u'-' + paper);
        const QString pdf = stem + QStringLiteral(".pdf");
        HandoutDocument::Layout layout;
        QVERIFY(HandoutDocument::write(h, pdf, &layout));

        // The paper: pdfinfo's page size is the chosen one, on every sheet.
        const QSizeF want = HandoutDocument::pageSize(h.paper).size(QPageSize::Point);
        const QString info = runTool(QStringLiteral("pdfinfo"), {pdf});
        const auto size =
            QRegularExpression(QStringLiteral("Page size:\\s+([0-9.]+) x ([0-9.]+)")).match(info);
        QVERIFY2(size.hasMatch(), qPrintable(info));
        QVERIFY2(qAbs(size.captured(1).toDouble() - want.width()) < 1 &&
                     qAbs(size.captured(2).toDouble() - want.height()) < 1,
                 qPrintable(info));
        const auto pages = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
        QCOMPARE(pages.captured(1).toInt(), layout.sheets);

        // The fonts are embedded, so the sheet prints as it was laid out.
        const QString fonts = runTool(QStringLiteral("pdffonts"), {pdf});
        const QStringList fontRows = fonts.split(u'\n', Qt::SkipEmptyParts).mid(2);
        QVERIFY2(!fontRows.isEmpty(), qPrintable(fonts));
        for (const QString& row : fontRows) {
            QVERIFY2(row.contains(QLatin1String(" yes ")), qPrintable(row)); // emb
        }

        // The text: the title once, no button of the window, the questions, the notes box.
        const QList<Word> words = wordsOf(pdf, stem + QStringLiteral(".html"));
        QVERIFY(words.size() > 50);
        const QString text = runTool(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        const QString all = squeezedPdf(text);
        // The title once as a line of its own: the page's header is not drawn into a diagram.
        // (Its words may recur in sentences: 实验台 is also the bench in the numbers.)
        QCOMPARE(linesEqualTo(text, h.title), 1);
        // A button's name may be quoted by the page's own sentences ("Worker 1 claims job-42"
        // in the lease page's log); the paper has it no more often than they do.
        QStringList own = {h.title, h.subtitle};
        own << h.setup << h.numbers;
        for (const HandoutDiagram& d : h.diagrams) {
            own << d.caption;
        }
        for (const HandoutQuestion& q : h.questions) {
            own << q.prompt << q.choices;
        }
        const QString quoted = squeezed(own.join(QString()));
        // And on a page as it opens, nothing is said by what to press: paper has no buttons
        // ("Nothing has happened yet: press Play." is the window's line, not the worksheet's).
        const QString pageLines = squeezed(h.numbers.join(QString()));
        for (const QString& button : buttonTexts(&w)) {
            QVERIFY2(occurrences(all, button) <= quoted.count(squeezed(button)),
                     qPrintable(QStringLiteral("button text \"%1\" on paper").arg(button)));
            QVERIFY2(!pageLines.contains(squeezed(button)),
                     qPrintable(QStringLiteral("the worksheet says to press \"%1\"").arg(button)));
        }
        for (const HandoutQuestion& q : h.questions) {
            QVERIFY2(occurrences(all, q.prompt) > 0, qPrintable(q.prompt));
        }
        QVERIFY(occurrences(all, HandoutDocument::tr("Notes")) > 0);
        // A section is there when the page has something for it, and only then: no empty
        // heading on paper.
        const auto headed = [&](const QString& heading) { return linesEqualTo(text, heading) > 0; };
        QCOMPARE(headed(HandoutDocument::tr("How the page is set up")), !h.setup.isEmpty());
        QCOMPARE(headed(HandoutDocument::tr("What the run shows")), !h.numbers.isEmpty());
        QCOMPARE(headed(HandoutDocument::tr("Questions")), !h.questions.isEmpty());
        for (const QString& line : h.setup) {
            QVERIFY2(occurrences(all, line) > 0, qPrintable(line));
        }

        // Every run of text at 8 pt or more: pdftohtml names each font size the PDF sets, in
        // units of a third of a point at -zoom 3 (its largest), rounded.
        const QString xml =
            runTool(QStringLiteral("pdftohtml"),
                    {QStringLiteral("-xml"), QStringLiteral("-i"), QStringLiteral("-zoom"),
                     QStringLiteral("3"), QStringLiteral("-stdout"), pdf});
        int sizes = 0;
        static const QRegularExpression fontspec(QStringLiteral("<fontspec [^>]*size=\"(\\d+)\""));
        for (auto it = fontspec.globalMatch(xml); it.hasNext();) {
            const int thirds = it.next().captured(1).toInt();
            ++sizes;
            QVERIFY2(thirds >= 3 * HandoutDocument::kMinTextPt,
                     qPrintable(QStringLiteral("text at %1 pt").arg(thirds / 3.0)));
        }
        QVERIFY2(sizes > 0, qPrintable(xml.left(400)));
        // And every word's box as high as 8 pt text: pdftotext's box spans the font's ascent
        // and descent, 1.0 × the size for Noto CJK and 1.2 × for DejaVu, so this is the floor
        // whatever font drew the word. A chart's axis title is set on its side: its height is
        // its box's width.
        QList<QList<QRectF>> diagramRects(layout.sheets);
        for (const HandoutDocument::Block& b : layout.blocks) {
            if (b.part == HandoutDocument::Part::Diagram) {
                diagramRects[b.sheet] << b.rect;
            }
        }
        for (const Word& word : words) {
            const double high = sideways(words, word, diagramRects.value(word.sheet))
                                    ? word.box.width()
                                    : word.box.height();
            QVERIFY2(high >= HandoutDocument::kMinTextPt - 0.05,
                     qPrintable(QStringLiteral("\"%1\" is %2 pt high on sheet %3")
                                    .arg(word.text)
                                    .arg(high)
                                    .arg(word.sheet + 1)));
        }

        // The blocks: each inside its sheet's printable area, the diagrams' text at 8 pt or
        // more, one notes box.
        int notes = 0;
        int diagrams = 0;
        for (const HandoutDocument::Block& b : layout.blocks) {
            const QRectF inside = layout.printable.adjusted(-0.5, -0.5, 0.5, 0.5);
            QVERIFY2(inside.contains(b.rect),
                     qPrintable(QStringLiteral("block %1 at %2,%3 %4x%5 leaves the sheet")
                                    .arg(int(b.part))
                                    .arg(b.rect.x())
                                    .arg(b.rect.y())
                                    .arg(b.rect.width())
                                    .arg(b.rect.height())));
            QVERIFY(b.sheet >= 0 && b.sheet < layout.sheets);
            if (b.part == HandoutDocument::Part::Diagram) {
                QVERIFY2(b.textPt >= HandoutDocument::kMinTextPt,
                         qPrintable(QString::number(b.textPt)));
                // A chart's legend whole inside the diagram: every entry it names, in words.
                QVERIFY(diagrams < h.diagrams.size());
                const QString drawn = textIn(words, b.sheet, b.rect);
                for (const QString& label : legendLabels(h.diagrams[diagrams].view)) {
                    QVERIFY2(occurrences(drawn, label) > 0,
                             qPrintable(QStringLiteral("legend entry \"%1\" not in the diagram "
                                                       "\"%2\"")
                                            .arg(label, h.diagrams[diagrams].caption)));
                }
                ++diagrams;
            }
            notes += b.part == HandoutDocument::Part::Notes;
        }
        QCOMPARE(notes, 1);
        QCOMPARE(diagrams, static_cast<int>(h.diagrams.size()));

        // The sheets as printed: none blank, and each diagram drawn inside its own rectangle
        // on its own sheet.
        const int dpi = 72;
        runTool(QStringLiteral("pdftoppm"),
                {QStringLiteral("-r"), QString::number(dpi), QStringLiteral("-png"), pdf, stem});
        const QStringList pngs = folder.entryList(
            {QFileInfo(stem).fileName() + QStringLiteral("-*.png")}, QDir::Files, QDir::Name);
        QCOMPARE(pngs.size(), layout.sheets);
        std::vector<QImage> sheets;
        for (const QString& png : pngs) {
            sheets.emplace_back(folder.filePath(png));
            QVERIFY(hasInk(sheets.back(), sheets.back().rect()));
        }
        int diagramIndex = 0;
        for (const HandoutDocument::Block& b : layout.blocks) {
            if (b.part != HandoutDocument::Part::Diagram) {
                continue;
            }
            const double k = dpi / 72.0;
            const QRect px(QPoint(int(b.rect.left() * k) + 1, int(b.rect.top() * k) + 1),
                           QPoint(int(b.rect.right() * k) - 1, int(b.rect.bottom() * k) - 1));
            QVERIFY2(hasInk(sheets[size_t(b.sheet)], px),
                     "the diagram is drawn where it was placed");
            // Every word the PDF has inside the diagram is visible there: text clipped away
            // (a chart's legend, clipped where an unscaled paint would have put it) is in the
            // PDF's text but leaves no ink.
            for (const Word& word : words) {
                if (word.sheet != b.sheet || !b.rect.contains(word.box.center())) {
                    continue;
                }
                const QRect at(QPoint(int(word.box.left() * k), int(word.box.top() * k)),
                               QPoint(int(word.box.right() * k), int(word.box.bottom() * k)));
                QVERIFY2(hasContrast(sheets[size_t(b.sheet)], at),
                         qPrintable(QStringLiteral("\"%1\" in the diagram \"%2\" is not drawn")
                                        .arg(word.text, h.diagrams[diagramIndex].caption)));
            }
            ++diagramIndex;
        }
    }

    // The lease page draws its queue on paper, as the page shows it after a claim: the state
    // card, vector, with every cell of its tables inside the diagram's box.
    void leaseHandoutDrawsTheQueue() {
        for (const char* lang : {"en", "zh_CN"}) {
            MainWindow w;
            open(w, QStringLiteral("lease"), QString::fromLatin1(lang));
            auto* lease = w.findChild<LeasePage*>();
            QVERIFY(lease);
            QTest::mouseClick(lease->button(QStringLiteral("claim1")), Qt::LeftButton);
            const Handout h = w.handout();
            QCOMPARE(h.diagrams.size(), 1);
            QCOMPARE(h.diagrams.front().view->objectName(), QStringLiteral("leaseState"));
            const QString pdf = m_dir.filePath(QStringLiteral("lease-claimed-%1.pdf").arg(lang));
            HandoutDocument::Layout layout;
            QVERIFY(HandoutDocument::write(h, pdf, &layout));
            const auto diagram =
                std::find_if(layout.blocks.begin(), layout.blocks.end(), [](const auto& b) {
                    return b.part == HandoutDocument::Part::Diagram;
                });
            QVERIFY(diagram != layout.blocks.end());
            QVERIFY(diagram->textPt >= HandoutDocument::kMinTextPt);
            const QList<Word> words = wordsOf(pdf, m_dir.filePath(QStringLiteral("lease.html")));
            const QString drawn = textIn(words, diagram->sheet, diagram->rect);
            QStringList cells;
            for (const QTableWidget* table : {lease->activeTable(), lease->jobsTable()}) {
                QCOMPARE(table->rowCount(), 1); // job-42, claimed by worker 1
                for (int c = 0; c < table->columnCount(); ++c) {
                    cells << table->horizontalHeaderItem(c)->text();
                    if (const QTableWidgetItem* item = table->item(0, c)) {
                        cells << item->text();
                    }
                }
            }
            for (const QString& cell : cells) {
                QVERIFY2(
                    cell.isEmpty() || occurrences(drawn, cell) > 0,
                    qPrintable(QStringLiteral("%1: \"%2\" not in the diagram").arg(lang, cell)));
            }
        }
    }

    // The bench's lanes print without the frame of the lane the keyboard chose (the screen's
    // alone), and are themselves again after the handout.
    void benchLanesPrintWithoutTheChosenLane() {
        MainWindow w;
        open(w, QStringLiteral("sandbox"), QStringLiteral("en"));
        const Handout h = w.handout();
        QCOMPARE(h.diagrams.size(), 1);
        QWidget* lanes = h.diagrams.front().view;
        QVERIFY(lanes);
        const auto picture = [lanes] {
            QImage image(lanes->size(), QImage::Format_ARGB32);
            image.fill(Qt::white);
            lanes->render(&image);
            return image;
        };
        const QImage screen = picture();
        HandoutSource::setPrinting(lanes, true);
        const QImage paper = picture();
        HandoutSource::setPrinting(lanes, false);
        QVERIFY2(screen != paper, "the chosen lane's frame is drawn on screen only");
        QCOMPARE(picture(), screen);
        QVERIFY(HandoutDocument::write(h, m_dir.filePath(QStringLiteral("bench.pdf"))));
        QVERIFY(!HandoutSource::printing(lanes));
        QCOMPARE(picture(), screen);
    }

    // A page with no set-up, no diagram and no questions (a page a teacher adds without a
    // question file) still gets an honest worksheet: its title, what it shows and the notes
    // box, and no heading over nothing.
    void sectionsOnlyWithContent() {
        Handout h;
        h.title = QStringLiteral("A page of its own");
        h.numbers = {QStringLiteral("Masters (N): 5")};
        const QString pdf = m_dir.filePath(QStringLiteral("bare.pdf"));
        HandoutDocument::Layout layout;
        QVERIFY(HandoutDocument::write(h, pdf, &layout));
        const QString text = runTool(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QCOMPARE(linesEqualTo(text, h.title), 1);
        QCOMPARE(linesEqualTo(text, HandoutDocument::tr("What the run shows")), 1);
        QVERIFY(occurrences(squeezedPdf(text), h.numbers.front()) > 0);
        QCOMPARE(linesEqualTo(text, HandoutDocument::tr("Notes")), 1);
        for (const QString& empty :
             {HandoutDocument::tr("How the page is set up"), HandoutDocument::tr("Questions")}) {
            QVERIFY2(linesEqualTo(text, empty) == 0, qPrintable(empty));
        }
        QCOMPARE(layout.sheets, 1);
    }

    // A dark window in presenter mode still prints ink on white paper, and looks as before
    // after the export.
    void darkPresenterWindowPrintsLight() {
        MainWindow w;
        open(w, QStringLiteral("timing"), QStringLiteral("en"));
        w.setTheme(Theme::Mode::Dark);
        w.setPresenter(true);
        QTRY_VERIFY_WITH_TIMEOUT(!w.currentPageComputing(), 4 * redlock_test::kTimingRunsMs);
        const QString file = m_dir.filePath(QStringLiteral("dark.pdf"));
        QCOMPARE(w.exportCurrentPage(file), QString());
        QVERIFY(Theme::isDark());
        QVERIFY(w.isPresenter());
        QVERIFY(Theme::textScale() > Theme::kNormalScale);
        const QString stem = m_dir.filePath(QStringLiteral("dark"));
        runTool(QStringLiteral("pdftoppm"),
                {QStringLiteral("-r"), QStringLiteral("30"), QStringLiteral("-png"),
                 QStringLiteral("-f"), QStringLiteral("1"), QStringLiteral("-l"),
                 QStringLiteral("1"), file, stem});
        const QImage sheet(stem + QStringLiteral("-1.png"));
        QVERIFY(!sheet.isNull());
        // The timelines fill most of sheet 1: drawn dark, they would darken the whole sheet.
        double sum = 0;
        for (int y = 0; y < sheet.height(); ++y) {
            for (int x = 0; x < sheet.width(); ++x) {
                sum += qGray(sheet.pixel(x, y));
            }
        }
        const double mean = sum / (sheet.width() * sheet.height());
        QVERIFY2(mean > 225, qPrintable(QString::number(mean)));
    }

    // A set-up line names a setting by its label, without the label's keyboard key.
    void setupLineDropsTheKey() {
        QSpinBox spin;
        spin.setValue(3);
        spin.setSuffix(QStringLiteral(" ms"));
        for (const char* text : {"&Clients:", "客户端(&C)：", "客户端（&C）："}) {
            const QLabel label(QString::fromUtf8(text));
            const QString line = HandoutSource::setupLine(&label, &spin);
            QVERIFY2(!line.contains(u'&') && !line.contains(QLatin1String("C)")) &&
                         !line.contains(QStringLiteral("C）")),
                     qPrintable(line));
            QVERIFY2(line.endsWith(QLatin1String(": 3 ms")), qPrintable(line));
        }
        const QLabel plain(QStringLiteral("R&&D (B):"));
        QCOMPARE(HandoutSource::setupLine(&plain, QStringLiteral("on")),
                 QStringLiteral("R&D (B): on"));
    }

    // The locale picks the paper; the menu and --paper override it and the setting keeps it.
    void paperFollowsTheLocaleUnlessChosen() {
        QCOMPARE(HandoutDocument::defaultPaper(QLocale(QLocale::English, QLocale::UnitedStates)),
                 Paper::Letter);
        QCOMPARE(HandoutDocument::defaultPaper(QLocale(QLocale::English, QLocale::Canada)),
                 Paper::Letter);
        QCOMPARE(HandoutDocument::defaultPaper(QLocale(QLocale::English, QLocale::UnitedKingdom)),
                 Paper::A4);
        QCOMPARE(HandoutDocument::defaultPaper(QLocale(QLocale::Chinese, QLocale::China)),
                 Paper::A4);
        QCOMPARE(HandoutDocument::paperFromName(QStringLiteral("Letter")), Paper::Letter);
        QVERIFY(!HandoutDocument::paperFromName(QStringLiteral("a5")));

        // File ▸ Handout paper: the choice is ticked, kept in the settings, and read back.
        const QString ini = m_dir.filePath(QStringLiteral("paper.ini"));
        {
            Settings settings(ini);
            MainWindow w;
            w.attachSettings(&settings);
            w.actions()->paperLetter->trigger();
            QCOMPARE(w.handoutPaper(), Paper::Letter);
            QVERIFY(w.actions()->paperLetter->isChecked());
            QCOMPARE(w.handout().paper, Paper::Letter);
            w.actions()->paperA4->trigger();
            QCOMPARE(w.handoutPaper(), Paper::A4);
            QVERIFY(!w.actions()->paperLetter->isChecked());
            w.actions()->paperLetter->trigger();
            settings.sync();
        }
        Settings again(ini);
        QCOMPARE(again.handoutPaper(), QStringLiteral("letter"));
        MainWindow w;
        w.attachSettings(&again);
        QCOMPARE(w.handoutPaper(), Paper::Letter);
        QVERIFY(w.actions()->paperLetter->isChecked());
    }

    // --paper on the command line, and what it writes: a Letter PDF through --export's path.
    void paperOption() {
        const auto ok = AppOptionsParser::parse(
            {QStringLiteral("redlock-lab"), QStringLiteral("--paper"), QStringLiteral("Letter"),
             QStringLiteral("--export"), QStringLiteral("/tmp/x.pdf")});
        QCOMPARE(ok.exitCode, -1);
        QCOMPARE(ok.options.paper, QStringLiteral("letter"));
        const auto bad = AppOptionsParser::parse(
            {QStringLiteral("redlock-lab"), QStringLiteral("--paper"), QStringLiteral("a5")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains(QLatin1String("a5")));

        MainWindow w;
        w.resize(1280, 800);
        QVERIFY(w.showPage(QStringLiteral("gates")));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setHandoutPaper(*HandoutDocument::paperFromName(ok.options.paper));
        const QString file = m_dir.filePath(QStringLiteral("gates-letter.pdf"));
        QCOMPARE(w.exportCurrentPage(file), QString());
        const QString info = runTool(QStringLiteral("pdfinfo"), {file});
        QVERIFY2(info.contains(QLatin1String("612 x 792 pts")), qPrintable(info));
    }
};

QTEST_MAIN(TestHandout)
#include "tst_handout.moc"
