// The choosing-a-lock page: the grid shows the core's matrix (every cell's words are the core's
// sentence for that cell's run), a click or the keyboard opens the cell's own run under the
// grid, the guide's advice follows the ticks and quotes the grid's numbers, the live column
// stays hidden until someone fills it, and at presenter size in the 1280×800 window every
// cell's text fits its box and the whole grid is on screen.
#include "ui/app/export/screenshot.h"
#include "ui/app/main_window.h"
#include "ui/model/readouts.h"
#include "ui/pages/choose/choose_grid.h"
#include "ui/pages/choose/choose_page.h"
#include "ui/pages/choose/choose_texts.h"
#include "ui/pages/choose/live_compare_panel.h"
#include "ui/pages/choose/partition_chart.h"
#include "ui/pages/timing/run_summary.h"
#include "ui/pages/timing/timeline_view.h"
#include "ui/widgets/setup_drawer.h"
#include "ui/widgets/theme.h"

#include "core/sim/analysis/choose.h"
#include "core/sim/analysis/sweep.h"

#include "ui/layout_checks.h"

#include <QAbstractScrollArea>
#include <QCheckBox>
#include <QComboBox>
#include <QFontMetricsF>
#include <QLabel>
#include <QLineSeries>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

#include <set>

using namespace redlock;
using namespace redlock::ui;

namespace {

bool computed(ChoosePage& page) {
    if (!page.cells().empty()) {
        return true;
    }
    QSignalSpy spy(&page, &ChoosePage::computed);
    return spy.wait(120000);
}

int indexOf(const char* design, const char* fault) {
    const auto& ds = sim::chooseDesigns();
    const auto& fs = sim::chooseFaults();
    for (std::size_t d = 0; d < ds.size(); ++d) {
        for (std::size_t f = 0; f < fs.size(); ++f) {
            if (std::string(ds[d].id) == design && std::string(fs[f].id) == fault) {
                return static_cast<int>(d * fs.size() + f);
            }
        }
    }
    return -1;
}

} // namespace

class TestChoosePage : public QObject {
    Q_OBJECT
private slots:
    // Each cell: the matrix the core computes on its own, worded by the core's function.
    void gridCellsAreTheCoreMatrix() {
        ChoosePage page;
        QVERIFY(computed(page));
        const std::vector<sim::ChooseCell> core = sim::chooseMatrix();
        QCOMPARE(page.cells().size(), core.size());
        ChooseGrid* grid = page.grid();
        QCOMPARE(grid->rows() * grid->columns(), int(core.size()));
        for (std::size_t i = 0; i < core.size(); ++i) {
            const sim::ChooseCell& mine = page.cells()[i];
            QCOMPARE(mine.design, core[i].design);
            QCOMPARE(mine.fault, core[i].fault);
            QCOMPARE(mine.overlapUs, core[i].overlapUs);
            QCOMPARE(mine.staleWritesAccepted, core[i].staleWritesAccepted);
            QCOMPARE(mine.unavailableUs, core[i].unavailableUs);
            QStringList want;
            for (const sim::Sentence& s : sim::chooseOutcome(core[i], sim::CellWords::Grid)) {
                want << ChooseTexts::sentence(s);
            }
            QCOMPARE(grid->cellText(int(i)), want.join(QLatin1Char('\n')));
            // The numbers are in the words.
            if (core[i].overlapUs > 0) { // in whole ms
                QVERIFY(grid->cellText(int(i)).contains(
                    Readouts::ms(Micros((core[i].overlapUs + 500) / 1000 * 1000))));
            }
            if (core[i].staleWritesAccepted > 0) {
                QVERIFY(
                    grid->cellText(int(i)).contains(QString::number(core[i].staleWritesAccepted)));
            }
            // "safe" comes first, after a design's "no failover" where there is one.
            const QStringList said = grid->cellText(int(i)).split(QLatin1Char('\n'));
            const bool noFailover =
                core[i].fault == "failover" && !sim::chooseHasFailover(core[i].design);
            QCOMPARE(said.at(noFailover ? 1 : 0) ==
                         ChooseTexts::sentence(sim::Sentence{0, "cell-safe", "safe", {}}),
                     sim::chooseSafe(core[i]));
        }
    }

    // A click opens that cell's run: the timeline's overlap band and the banner are its own.
    void clickOpensTheCellsTimeline() {
        ChoosePage page;
        page.resize(1200, 900);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(computed(page));
        for (const auto& [design, fault] :
             {std::pair{"redlock", "clock-jump"}, std::pair{"consensus-fenced", "gc-pause"},
              std::pair{"single-standby", "failover"}}) {
            const int i = indexOf(design, fault);
            QSignalSpy opened(&page, &ChoosePage::cellOpened);
            QTest::mouseClick(page.grid(), Qt::LeftButton, {}, page.grid()->cellRect(i).center());
            QCOMPARE(opened.count(), 1);
            QCOMPARE(opened.first().first().toInt(), i);
            QCOMPARE(page.openCell(), i);
            const sim::ChooseCell& c = page.cells()[std::size_t(i)];
            QCOMPARE(page.runBanner(), RunSummary::banner(c.run));
            QVERIFY(page.runTitle().contains(ChooseTexts::design(c.design)));
            page.timeline()->repaint();
            // The overlap bands drawn are the run's, and their lengths sum to the cell's number.
            sim::Us sum = 0;
            for (const sim::Overlap& o : c.run.overlaps) {
                sum += o.to - o.from;
            }
            QCOMPARE(sum, c.overlapUs);
            QCOMPARE(page.timeline()->drawnOverlapCount(), int(c.run.overlaps.size()));
            QCOMPARE(c.overlapUs > 0, page.timeline()->drawnOverlapCount() > 0);
        }
    }

    // The keyboard: arrows move the current cell, Enter opens it.
    void keyboardOpensACell() {
        ChoosePage page;
        page.resize(1200, 900);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(computed(page));
        ChooseGrid* grid = page.grid();
        grid->setFocus();
        const int start = grid->current();
        QVERIFY(start >= 0);
        QTest::keyClick(grid, Qt::Key_Down);
        QCOMPARE(grid->current(), start + grid->columns());
        QTest::keyClick(grid, Qt::Key_Right);
        QCOMPARE(grid->current(), start + grid->columns() + 1);
        QTest::keyClick(grid, Qt::Key_Up);
        QCOMPARE(grid->current(), start + 1);
        QSignalSpy opened(&page, &ChoosePage::cellOpened);
        QTest::keyClick(grid, Qt::Key_Return);
        QCOMPARE(opened.count(), 1);
        QCOMPARE(page.openCell(), start + 1);
    }

    // The guide: the ticks change the sentence, and it quotes the grid's numbers.
    void adviceFollowsTheTicksAndCitesTheGrid() {
        ChoosePage page;
        QVERIFY(computed(page));
        std::set<QString> seen;
        const auto cell = [&page](const char* d, const char* f) -> const sim::ChooseCell& {
            return page.cells()[std::size_t(indexOf(d, f))];
        };
        for (bool harmful : {false, true}) {
            for (bool idem : {false, true}) {
                for (int op = 0; op < 3; ++op) {
                    page.harmfulBox()->setChecked(harmful);
                    page.idempotentBox()->setChecked(idem);
                    page.operateCombo()->setCurrentIndex(op);
                    const QString advice = page.adviceText();
                    const sim::ChooseAdvice core = sim::chooseAdvice(page.answers(), page.cells());
                    for (const sim::Sentence& s : core.sentences) {
                        QVERIFY2(advice.contains(ChooseTexts::sentence(s)), qPrintable(advice));
                    }
                    seen.insert(advice);
                    // Plural choices are resolved, and the noun agrees with its number.
                    QVERIFY2(!advice.contains(QLatin1Char('[')) &&
                                 !advice.contains(QStringLiteral(" 1 stale writes")),
                             qPrintable(advice));
                    if (harmful) {
                        // A consensus lock needs fencing against a paused client, and gives the
                        // token: the two gc-pause cells' stale writes are quoted.
                        QVERIFY(advice.contains(QStringLiteral("still needs fencing")));
                        const auto n = cell("consensus-lease", "gc-pause").staleWritesAccepted;
                        QVERIFY2(
                            advice.contains(QStringLiteral("storage accepted %1 %2 from the client")
                                                .arg(n)
                                                .arg(n == 1 ? QStringLiteral("stale write")
                                                            : QStringLiteral("stale writes"))),
                            qPrintable(advice));
                        QVERIFY(advice.contains(QStringLiteral("its revision")));
                    } else {
                        QVERIFY(advice.contains(
                            Readouts::ms(Micros(cell("single-standby", "failover").overlapUs))));
                    }
                }
            }
        }
        QVERIFY(seen.size() >= 5);
    }

    // The handout: one line per design with its cells as the grid words them, then the open
    // run and the advice.
    void handoutHasTheGridsWords() {
        ChoosePage page;
        QVERIFY(computed(page));
        const QStringList lines = page.handoutNumbers();
        ChooseGrid* grid = page.grid();
        QVERIFY(lines.size() >= grid->rows() + 2);
        for (int r = 0; r < grid->rows(); ++r) {
            QVERIFY(lines[r].startsWith(grid->rowText(r)));
            for (int c = 0; c < grid->columns(); ++c) {
                const QString first =
                    grid->cellText(r * grid->columns() + c).section(QLatin1Char('\n'), 0, 0);
                QVERIFY2(lines[r].contains(first), qPrintable(lines[r]));
            }
        }
        QVERIFY(lines.contains(page.adviceText().section(QLatin1Char('\n'), -1)));
    }

    // The live column (issue 17): each row is the core's measured row, worded from its own
    // sentence and figures; the speed line is compareSpeed of the same rows; zh translates all.
    void liveColumnShowsTheCoreRows() {
        ChoosePage page;
        page.show();
        LiveComparePanel* panel = page.livePanel();
        QVERIFY(panel->isVisible());
        QVERIFY(!panel->hasResult());
        QVERIFY(panel->rowTexts().isEmpty());
        const auto minority = [](const char* design, int killed, int of, long long upUs,
                                 long long downUs) {
            compare::LiveRow r;
            r.fault = "minority-down";
            r.design = design;
            r.durationOf = "acquire";
            r.outcome = compare::LiveOutcome::Held;
            r.duration = Micros(downUs);
            r.figures = {
                {"of", of, false}, {"samples", 5, false}, {"all_up_acquire_ms", upUs, true}};
            const std::string id = std::string("minority-down-") +
                                   (std::string(design) == "etcd" ? "etcd" : "redis") + "-held";
            for (const auto& [key, text] : compare::liveCompareTemplates()) {
                if (id == key) {
                    r.sentence =
                        sim::Sentence{0,
                                      id,
                                      text,
                                      {sim::argCount(killed), sim::argCount(of), sim::argCount(5),
                                       sim::argCount(5), sim::argMs(downUs), sim::argMs(upUs)}};
                }
            }
            return r;
        };
        compare::LiveCompare c;
        c.rows = {minority("redlock", 2, 5, 410, 530), minority("etcd", 1, 3, 9800, 12100)};
        c.speed = compare::compareSpeed(c.rows);
        c.started = {1, 2, 3};
        c.took = Micros(21500000);
        panel->showResult(c);
        QVERIFY(panel->hasResult());
        const QStringList rows = panel->rowTexts();
        QCOMPARE(rows.size(), 2);
        QVERIFY2(rows[0].contains(LiveComparePanel::sentence(c.rows[0].sentence)),
                 qPrintable(rows[0]));
        QVERIFY2(rows[0].contains(Readouts::ms(Micros(530))), qPrintable(rows[0]));
        // 12.1 ms in whole ms for people (Readouts::ms: whole from 10 ms up).
        QCOMPARE(Readouts::ms(Micros(12100)), QStringLiteral("12"));
        QVERIFY2(rows[1].contains(QStringLiteral("12 ms")), qPrintable(rows[1]));
        QVERIFY(rows[1].contains(LiveComparePanel::designName("etcd")));
        QCOMPARE(panel->speedText(), LiveComparePanel::sentence(*c.speed));
        QVERIFY2(panel->speedText().contains(QStringLiteral("24 times as long")),
                 qPrintable(panel->speedText()));
        QVERIFY(panel->statusText().contains(QStringLiteral("21.5")));
        QTRY_VERIFY_WITH_TIMEOUT(!page.cells().empty(), 60000); // the handout waits for the grid
        QVERIFY(page.handoutNumbers().contains(panel->speedText()));
        // Every template the core can produce is translated to zh_CN (tst_ui_translations checks
        // every core text; here the panel's own rows follow the language).
        MainWindow w; // its language menu installs the app's translators
        QVERIFY(w.setLanguage(QStringLiteral("zh_CN")));
        for (const auto& [id, text] : compare::liveCompareTemplates()) {
            const QString t = QCoreApplication::translate("redlock::compare::LiveCompare", text);
            QVERIFY2(t != QString::fromUtf8(text), id);
        }
        QTRY_VERIFY2(panel->rowTexts()[0].contains(QStringLiteral("毫秒")),
                     qPrintable(panel->rowTexts()[0]));
        QVERIFY2(!panel->speedText().contains(QLatin1Char('[')), qPrintable(panel->speedText()));
        QVERIFY(w.setLanguage(QStringLiteral("en")));
    }

    // The partition chart plots the core's sweep, with one TTL per partition as the bound.
    void partitionChartIsTheCoreSweep() {
        PartitionChart chart;
        if (chart.points().empty()) {
            QSignalSpy spy(&chart, &PartitionChart::computed);
            QVERIFY(spy.wait(120000));
        }
        const auto core = sim::partitionSweep(PartitionChart::kHolders).value();
        QCOMPARE(chart.points().size(), core.size());
        const QList<QPointF> pts = chart.measured()->points();
        QCOMPARE(pts.size(), qsizetype(core.size()));
        for (std::size_t k = 0; k < core.size(); ++k) {
            QCOMPARE(pts[qsizetype(k)].x(), double(k));
            QCOMPARE(pts[qsizetype(k)].y(), double(core[k].unavailableUs) / 1e6);
            QVERIFY(pts[qsizetype(k)].y() <= chart.bound()->points()[qsizetype(k)].y());
        }
    }

    // 1280×800 presenter (and normal), en and zh_CN: each cell's text fits its box, the grid is
    // as wide as the viewport allows and wholly on screen once scrolled to.
    void fitsAt1280x800_data() { layout_checks::languagePresenterRows(); }
    void fitsAt1280x800() {
        QFETCH(QString, lang);
        QFETCH(bool, presenter);
        MainWindow w;
        QVERIFY(w.setLanguage(lang));
        w.setPresenter(presenter);
        w.showPage(QStringLiteral("choose"));
        w.resize(Screenshot::kSize);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* page = qobject_cast<ChoosePage*>(w.page(QStringLiteral("choose")));
        QVERIFY(page);
        QVERIFY(computed(*page));
        layout_checks::settle();
        ChooseGrid* grid = page->grid();
        grid->repaint();
        auto* scroll = qobject_cast<QAbstractScrollArea*>(page->parentWidget()->parentWidget());
        QVERIFY(scroll);
        QVERIFY2(
            page->width() <= scroll->viewport()->width(),
            qPrintable(
                QStringLiteral("%1 > %2").arg(page->width()).arg(scroll->viewport()->width())));
        // The whole grid is on screen as the page opens (scrolled to its top).
        const int bottom = grid->mapTo(scroll->viewport(), QPoint(0, grid->height())).y();
        QVERIFY2(bottom <= scroll->viewport()->height(),
                 qPrintable(QStringLiteral("grid ends at %1 px, viewport has %2 px")
                                .arg(bottom)
                                .arg(scroll->viewport()->height())));
        QCOMPARE(grid->mapTo(scroll->viewport(), QPoint(0, 0)).x() >= 0, true);
        if (presenter) {
            QVERIFY(Theme::presenterScaled());
            // The painted text scales with the presenter factor (and never below 20 pt).
            QVERIFY(Theme::paintPt(0.9) >= 20.0);
        }
        const QList<PaintedText> texts = grid->paintedTexts();
        QVERIFY(texts.size() >= grid->rows() * grid->columns());
        for (const PaintedText& t : texts) {
            QVERIFY2(t.box.adjusted(-0.5, -0.5, 0.5, 0.5).contains(t.needed),
                     qPrintable(QStringLiteral("'%1' needs %2×%3, has %4×%5")
                                    .arg(t.text)
                                    .arg(t.needed.width())
                                    .arg(t.needed.height())
                                    .arg(t.box.width())
                                    .arg(t.box.height())));
            if (presenter) {
                QVERIFY(t.pt >= 20.0);
            }
            // A number is drawn bound to its unit, so no line of a cell starts with "ms" or
            // "毫秒" ("毫秒" stood alone under its number in zh). A count's sign stays free.
            const QString joined = QString(t.text).remove(QChar(0x2060)); // the unit's joiners
            for (const QString& unit : {QStringLiteral("ms"), QStringLiteral("毫秒")}) {
                const int at = joined.indexOf(unit);
                if (at > 0 && !joined.startsWith(unit) && joined.at(at - 1).isSpace()) {
                    QVERIFY2(joined.at(at - 1) == QChar(0x00a0), qPrintable(t.text));
                }
            }
            // ... and the unit itself is not broken between its characters ("毫" / "秒"), nor a
            // Chinese word before a count ("过期写" / "入 ×1" was drawn when the sign was bound).
            QVERIFY2(!t.text.contains(QStringLiteral("毫秒")), qPrintable(t.text));
            QVERIFY2(!t.text.contains(QStringLiteral("\u00a0×")), qPrintable(t.text));
            // A row label is broken only when a quarter of the grid cannot hold it on one line
            // ("红锁，5 个主节" / "点" was drawn at 1280×800 presenter).
            for (int r = 0; r < grid->rows(); ++r) {
                if (t.text != grid->rowText(r)) {
                    continue;
                }
                QFont f = grid->font();
                f.setPointSizeF(t.pt);
                const QFontMetricsF fm(f);
                if (fm.horizontalAdvance(t.text) < 0.9 * grid->width() / 4 - 40) {
                    QVERIFY2(t.needed.height() < 1.5 * fm.lineSpacing(),
                             qPrintable(QStringLiteral("'%1' wraps: %2 px high")
                                            .arg(t.text)
                                            .arg(t.needed.height())));
                }
            }
        }
        int seen = 0;
        const QStringList clipped = layout_checks::clippedLabels(page, &w, seen);
        QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestChoosePage)
#include "tst_choose_page.moc"
