// The study guide as a student meets it: the majority page's Try-this steps tick from the same
// keys and clicks a student uses; progress survives a restart (settings under XDG_CONFIG_HOME);
// a question's reveal is played from the core's run (edit the scenario and the explanation and
// the right answer follow); a broken teacher file is named with its line and field while the
// app goes on; presenter mode keeps the guide away until Ctrl+G, and the page keys still reach
// the page when a guide control has focus; every glossary term is there in both languages and
// its Chinese follows translations/glossary_zh_CN.tsv, as do the question files.
#include "core/guide/reveal.h"
#include "core/sim/files/catalog.h"
#include "core/sim/simulator.h"
#include "timing_settle.h"
#include "ui/app/language_switcher.h"
#include "ui/app/main_window.h"
#include "ui/app/page_catalog.h"
#include "ui/app/settings.h"
#include "ui/glossary_rules.h"
#include "ui/guide/glossary.h"
#include "ui/guide/glossary_dialog.h"
#include "ui/guide/glossary_tips.h"
#include "ui/guide/guide_progress.h"
#include "ui/guide/practice_question.h"
#include "ui/guide/question_bank.h"
#include "ui/guide/question_card.h"
#include "ui/guide/question_runner.h"
#include "ui/guide/run_target.h"
#include "ui/guide/study_dock.h"
#include "ui/guide/study_guide.h"
#include "ui/guide/try_this.h"
#include "ui/guide/welcome_dialog.h"
#include "ui/model/lab_state.h"
#include "ui/model/readouts.h"
#include "ui/pages/choose/choose_page.h"
#include "ui/pages/gates/gate_card.h"
#include "ui/pages/gates/gates_page.h"
#include "ui/pages/lease/lease_lab.h"
#include "ui/pages/lease/lease_page.h"
#include "ui/pages/majority/majority_page.h"
#include "ui/pages/recap/recap_page.h"
#include "ui/pages/timing/run_summary.h"
#include "ui/pages/timing/scenario_text.h"
#include "ui/pages/timing/timing_model.h"
#include "ui/pages/timing/timing_page.h"
#include "ui/teacher_input.h"
#include "ui/widgets/master_toggles.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QHelpEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>

#include <sys/stat.h>

#include <memory>

using namespace redlock;
using namespace redlock::ui;

namespace {

// Picks choice `i` of the card and asks for the answer; waits for the run to come back.
bool answer(QuestionCard* card, int i) {
    QSignalSpy spy(card, &QuestionCard::revealed);
    QRadioButton* b = card->choiceButtons().value(i);
    if (!b) {
        return false;
    }
    QTest::mouseClick(b, Qt::LeftButton, {}, QPoint(6, b->height() / 2));
    if (!card->checkButton()->isEnabled()) {
        return false;
    }
    QTest::mouseClick(card->checkButton(), Qt::LeftButton);
    return !spy.isEmpty() || spy.wait(20000);
}

// A student's window from empty settings, following the course, shown.
struct CourseWindow {
    Settings settings;
    MainWindow w;
    CourseWindow() {
        settings.clear();
        w.attachSettings(&settings);
        w.guide()->progress()->setMode(QStringLiteral("course"));
        w.show();
    }
};

int indexOf(const QList<guide::Question>& qs, const char* id) {
    for (int i = 0; i < qs.size(); ++i) {
        if (qs[i].id == id) {
            return i;
        }
    }
    return -1;
}

} // namespace

class TestGuide : public QObject {
    Q_OBJECT

    QTemporaryDir m_home;

private slots:
    void initTestCase() {
        QVERIFY(m_home.isValid());
        // The native settings store and the teacher folder both live under XDG dirs.
        qputenv("XDG_CONFIG_HOME", m_home.filePath(QStringLiteral("config")).toUtf8());
        qputenv("XDG_DATA_HOME", m_home.filePath(QStringLiteral("data")).toUtf8());
    }

    // With the guide's progress rings before them, every page title in the page list still
    // has the room its item needs (in English "The acquire proto…" was seen in a real window).
    // Before the tests below, which carry their progress from one to the next through the settings.
    void pageListTitlesFitBesideTheirRings() {
        CourseWindow course;
        QVERIFY(QTest::qWaitForWindowExposed(&course.w));
        auto* nav = course.w.findChild<QListWidget*>(QStringLiteral("nav"));
        QVERIFY(nav);
        QVERIFY(!nav->item(0)->icon().isNull()); // the rings are there
        for (int i = 0; i < nav->count(); ++i) {
            const QModelIndex index = nav->model()->index(i, 0);
            QVERIFY2(nav->viewport()->width() >= nav->sizeHintForIndex(index).width(),
                     qPrintable(QStringLiteral("%1: %2 < %3")
                                    .arg(nav->item(i)->text())
                                    .arg(nav->viewport()->width())
                                    .arg(nav->sizeHintForIndex(index).width())));
        }
    }

    // "Take two masters down" ticks when two are down: the keys 4 and 5, as a student presses
    // them, not a call into the guide. The third key ticks the second step; N = 4 the third.
    void majorityStepsTickFromTheStudentsKeys() {
        CourseWindow course;
        Settings& settings = course.settings; // the native store: under XDG_CONFIG_HOME
        QVERIFY2(settings.fileName().startsWith(m_home.path()), qPrintable(settings.fileName()));
        MainWindow& w = course.w;
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QCOMPARE(w.currentPageName(), QStringLiteral("majority"));
        StudyDock* dock = w.guide()->dock();
        QVERIFY(dock->isVisible());
        QCOMPARE(dock->stepTexts().size(), 3);
        QVERIFY(dock->stepTexts()[0].startsWith(QStringLiteral("○")));

        teacher::press(&w, Qt::Key_4);
        QVERIFY(!w.guide()->progress()->stepDone("majority", "two-down")); // one is not two
        teacher::press(&w, Qt::Key_5);
        QCOMPARE(w.state()->okVotes(), 3);
        QVERIFY(w.guide()->progress()->stepDone("majority", "two-down"));
        QVERIFY(dock->stepTexts()[0].startsWith(QStringLiteral("✓")));
        QVERIFY(!w.guide()->progress()->stepDone("majority", "three-down"));

        // A click on M3's toggle, the mouse way of the same thing.
        auto* page = qobject_cast<MajorityPage*>(w.page(QStringLiteral("majority")));
        QAbstractButton* m3 = page->toggles()->findChildren<QAbstractButton*>().value(2);
        QVERIFY(m3);
        QTest::mouseClick(m3, Qt::LeftButton);
        QCOMPARE(w.state()->okVotes(), 2);
        QVERIFY(w.guide()->progress()->stepDone("majority", "three-down"));

        teacher::clickArrow(page->mastersSpin(), false); // N 5 → 4: M1, M2 up, M3, M4 down
        QCOMPARE(w.state()->masterCount(), 4);
        QVERIFY(w.guide()->progress()->stepDone("majority", "even-n"));
        // The page list shows the page done.
        QVERIFY(w.findChild<QListWidget*>(QStringLiteral("nav"))
                    ->item(0)
                    ->toolTip()
                    .contains("3 of 3"));
        settings.sync();
    }

    // A page as it opens ticks nothing: every step waits for something the student does.
    void noStepIsDoneBeforeTheStudentActs() {
        MainWindow w;
        for (const QString& name : PageCatalog::names()) {
            QVERIFY(w.showPage(name));
            QVERIFY(w.page(name));
            QCOMPARE(w.guide()->progress()->stepsDone(name, TryThis::steps(name)), 0);
            QVERIFY2(TryThis::steps(name).size() >= 2 && TryThis::steps(name).size() <= 4,
                     qPrintable(name));
            for (const QString& step : TryThis::steps(name)) {
                QVERIFY(!TryThis::text(name, step).isEmpty());
            }
        }
    }

    // The steps just ticked are in the settings file: a new window (a restart) shows them.
    void progressSurvivesARestart() {
        Settings settings;
        MainWindow w;
        w.attachSettings(&settings);
        QVERIFY(w.guide()->progress()->stepDone("majority", "two-down"));
        QVERIFY(w.guide()->progress()->stepDone("majority", "even-n"));
        QVERIFY(!w.guide()->progress()->stepDone("gates", "past-ttl"));
        QCOMPARE(w.guide()->progress()->mode(), QStringLiteral("course"));
        w.guide()->pageShown(QStringLiteral("majority"));
        QVERIFY(w.guide()->dock()->stepTexts().value(2).startsWith(QStringLiteral("✓")));
        // Answers too.
        w.guide()->progress()->recordAnswer("overlap", "both-three", false);
        settings.sync();
        Settings again;
        GuideProgress reread;
        reread.attachSettings(&again);
        QCOMPARE(reread.answer("overlap", "both-three"), std::optional<bool>(false));
        QCOMPARE(reread.score("overlap").wrong, QStringList{"both-three"});
    }

    // The reveal comes from the simulator's run of the scenario, through the same wording the
    // timing page uses; an edited scenario changes the explanation and the right choice.
    void revealComesFromTheRun() {
        const QuestionBank bank;
        const QList<guide::Question> timing = bank.forPage(QStringLiteral("timing"));
        const int at = indexOf(timing, "gc-no-fencing");
        QVERIFY(at >= 0);
        GuideProgress progress;
        QuestionCard card(&progress);
        card.show();
        card.setQuestions(QStringLiteral("timing"), timing);
        card.showQuestion(at);
        QVERIFY(card.resultText().isEmpty()); // nothing is said before the student answers
        const int lostUpdate = guide::rightChoice(timing[at], "lost-update");
        const int safe = guide::rightChoice(timing[at], "safe");
        QVERIFY(lostUpdate >= 0 && safe >= 0);

        QVERIFY(answer(&card, safe)); // wrong, as the scenario ships
        const sim::SimResult shipped = sim::simulate(*sim::builtinScenario("gc-pause-after"));
        QVERIFY(card.resultText().contains(RunSummary::banner(shipped)));
        auto last = shipped.narration.rbegin();
        while (last != shipped.narration.rend() && last->id == "no-answer") {
            ++last;
        }
        QVERIFY(last != shipped.narration.rend());
        QVERIFY(card.resultText().contains(RunSummary::sentence(*last)));
        QCOMPARE(progress.answer("timing", "gc-no-fencing"), std::optional<bool>(false));

        // The same question over an edited script: C1's pause cut to 1 ms.
        card.runner().setScenarioSource([](const std::string& name, const std::string& variant) {
            Result<sim::Scenario> s = sim::builtinScenario(name, variant);
            for (sim::Fault& f : s.value().faults) {
                if (f.kind == redlock::sim::FaultKind::Pause) {
                    f.forUs = 1000;
                }
            }
            return s;
        });
        card.showQuestion(at);
        QVERIFY(answer(&card, safe)); // now right
        QCOMPARE(progress.answer("timing", "gc-no-fencing"), std::optional<bool>(true));
        QVERIFY(!card.resultText().contains(RunSummary::banner(shipped)));
        QVERIFY(card.resultText().startsWith(QuestionCard::tr("Right. The run shows why:")));
    }

    // After a reveal, "Show it on the page" sets the page up as the question's run, and the
    // page's own readouts then say what the explanation said; the step it ticks is the one a
    // student doing it by hand ticks. Majority (a vote), timing (a scenario with fencing on B),
    // lease (actions from a fresh start).
    void revealedRunIsShownOnThePage() {
        CourseWindow course;
        MainWindow& w = course.w;
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QuestionCard* card = w.guide()->dock()->questions();

        // Majority, "two-down": M4 and M5 go down.
        const QList<guide::Question> majority =
            w.guide()->bank()->forPage(QStringLiteral("majority"));
        card->showQuestion(indexOf(majority, "two-down"));
        QVERIFY(!card->showButton()->isVisible()); // nothing to show before the answer
        QVERIFY(answer(card, 0));
        QVERIFY(card->showButton()->isVisible());
        QVERIFY(!w.guide()->progress()->stepDone("majority", "two-down"));
        QTest::mouseClick(card->showButton(), Qt::LeftButton);
        QVERIFY(!w.state()->isUp(3) && !w.state()->isUp(4) && w.state()->isUp(2));
        auto* page = qobject_cast<MajorityPage*>(w.page(QStringLiteral("majority")));
        QCOMPARE(page->headlineText(), QStringLiteral("Lock held"));
        QVERIFY2(card->resultText().contains(Readouts::votes(w.state()->verdict())),
                 qPrintable(card->resultText()));
        // The run has page 1's TTL and elapsed time: the validity it explains is the page's.
        QVERIFY2(card->resultText().contains(Readouts::reason(w.state()->verdict())),
                 qPrintable(card->resultText() + QStringLiteral(" | ") +
                            Readouts::reason(w.state()->verdict())));
        QVERIFY(w.guide()->progress()->stepDone("majority", "two-down"));
        QVERIFY(!card->showButton()->isEnabled());

        // Timing, "gc-fencing": the token goes on run B, which then rejects the stale write.
        QVERIFY(w.showPage(QStringLiteral("timing")));
        auto* timing = qobject_cast<TimingPage*>(w.page(QStringLiteral("timing")));
        QVERIFY(timing);
        const QList<guide::Question> qs = w.guide()->bank()->forPage(QStringLiteral("timing"));
        int fenced = -1;
        for (int i = 0; i < qs.size(); ++i) {
            if (qs[i].run.fencing) {
                fenced = i;
            }
        }
        QVERIFY(fenced >= 0);
        card->showQuestion(fenced);
        QVERIFY(answer(card, 0));
        QVERIFY(card->showButton()->isVisible());
        QTest::mouseClick(card->showButton(), Qt::LeftButton);
        redlock_test::settle(*timing);
        QCOMPARE(timing->model()->scenario(), QString::fromStdString(qs[fenced].run.scenario));
        QVERIFY(timing->model()->hasB());
        QCOMPARE(timing->model()->fencing(), *qs[fenced].run.fencing);
        QVERIFY2(card->resultText().contains(timing->bannerText(true)),
                 qPrintable(card->resultText() + QStringLiteral(" | ") + timing->bannerText(true)));

        // Lease: the actions replayed on the page from a fresh start give the same log.
        QVERIFY(w.showPage(QStringLiteral("lease")));
        auto* lease = qobject_cast<LeasePage*>(w.page(QStringLiteral("lease")));
        QVERIFY(lease);
        QTest::mouseClick(lease->button(QStringLiteral("claim1")), Qt::LeftButton); // state to wipe
        const QList<guide::Question> ls = w.guide()->bank()->forPage(QStringLiteral("lease"));
        QVERIFY(!ls.isEmpty());
        card->showQuestion(static_cast<int>(ls.size()) - 1);
        QVERIFY(answer(card, 0));
        QTest::mouseClick(card->showButton(), Qt::LeftButton);
        const QStringList log = lease->logLines();
        QVERIFY(!log.isEmpty());
        QVERIFY2(card->resultText().contains(log.last()), qPrintable(card->resultText()));
    }

    // Issue 27: "Show it on the page" sets the page to the state the explanation describes,
    // playhead included. For every built-in question of a page that can show runs, the page is
    // first left contradicting the answer (the timing page at the end of the clock jump it
    // opens on, the shared lab past its TTL with a strong drift), then the question is
    // answered and shown: the page's own verdict must then be the run's, and the run's answer
    // the question's right choice. The Try-this step the shown set-up stands for ticks.
    void everyShownRunAgreesWithItsAnswer() {
        CourseWindow course;
        MainWindow& w = course.w;
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QuestionCard* card = w.guide()->dock()->questions();
        QuestionRunner runner;
        QStringList shown;
        for (const QString& name : PageCatalog::names()) {
            QVERIFY(w.showPage(name));
            QWidget* widget = w.page(name);
            const Page* entry = PageCatalog::find(name);
            RunTarget* target = entry->runTarget(widget);
            if (!target) {
                continue;
            }
            QTRY_VERIFY_WITH_TIMEOUT(!entry->computing(widget), redlock_test::kTimingRunsMs);
            const QList<guide::Question> qs = w.guide()->bank()->forPage(name);
            for (int i = 0; i < qs.size(); ++i) {
                const guide::Question& q = qs[i];
                const QString where = name + QLatin1Char('/') + QString::fromStdString(q.id);
                QTRY_VERIFY2_WITH_TIMEOUT(target->canShowRun(q.run), qPrintable(where), 60000);
                w.state()->setTtl(1000);
                w.state()->setElapsed(Micros(5'000'000));
                w.state()->setDriftFactor(0.4);
                card->showQuestion(i);
                QVERIFY2(answer(card, 0), qPrintable(where));
                QVERIFY2(card->showButton()->isVisible(), qPrintable(where));
                QTest::mouseClick(card->showButton(), Qt::LeftButton);
                QTRY_VERIFY_WITH_TIMEOUT(!entry->computing(widget), redlock_test::kTimingRunsMs);
                const QuestionOutcome o = runner.playNow(q);
                QVERIFY2(o.rightChoice >= 0, qPrintable(where));
                const QString key = QString::fromStdString(
                    q.choices[static_cast<std::size_t>(o.rightChoice)].answer);
                QCOMPARE(o.answer, key);
                if (q.run.kind == guide::RunKind::Lease) {
                    const QString last = card->resultText().split(QLatin1Char('\n')).last();
                    QVERIFY2(!qobject_cast<LeasePage*>(widget)->logLines().isEmpty(),
                             qPrintable(where));
                    QCOMPARE(qobject_cast<LeasePage*>(widget)->logLines().last(), last);
                    shown << where;
                    continue;
                }
                const Result<guide::Reveal> rev = guide::reveal(q.run);
                QVERIFY2(rev, qPrintable(where));
                if (q.run.kind == guide::RunKind::Vote) {
                    const QString head = Readouts::headline(*rev->verdict);
                    const QString reason = Readouts::reason(*rev->verdict);
                    if (auto* m = qobject_cast<MajorityPage*>(widget)) {
                        QCOMPARE(m->headlineText(), head);
                        QVERIFY2(m->readoutText().contains(reason),
                                 qPrintable(where + ": " + m->readoutText()));
                    } else {
                        auto* g = qobject_cast<GatesPage*>(widget);
                        QVERIFY2(g, qPrintable(where));
                        QCOMPARE(g->headlineText(), head);
                        QVERIFY2(g->readoutText().contains(reason),
                                 qPrintable(where + ": " + g->readoutText()));
                    }
                } else if (auto* timing = qobject_cast<TimingPage*>(widget)) {
                    // The question's run is A, or B when the question forces a fencing mode.
                    QCOMPARE(timing->model()->playhead(), timing->model()->endUs());
                    QCOMPARE(timing->bannerText(q.run.fencing.has_value()),
                             RunSummary::banner(*rev->run));
                    QCOMPARE(QString::fromStdString(guide::scenarioOutcome(*rev->run)), key);
                    const char* step = q.run.fencing                        ? "fencing"
                                       : q.run.scenario == "gc-pause-after" ? "gc-pause"
                                                                            : nullptr;
                    if (q.run.scenario == "restart-no-persistence") {
                        step = "restart";
                    }
                    if (step) {
                        QVERIFY2(w.guide()->progress()->stepDone("timing", step),
                                 qPrintable(where + " " + step));
                    }
                } else if (auto* choose = qobject_cast<ChoosePage*>(widget)) {
                    QCOMPARE(choose->runBanner(), RunSummary::banner(*rev->run));
                    QCOMPARE(QString::fromStdString(guide::scenarioOutcome(*rev->run)), key);
                } else {
                    QFAIL(qPrintable(where + ": a run this test cannot read on its page"));
                }
                shown << where;
            }
        }
        // Every page that implements RunTarget had its questions shown.
        for (const char* page : {"majority/", "gates/", "timing/", "lease/", "choose/"}) {
            QVERIFY2(!shown.filter(QLatin1String(page)).isEmpty(), page);
        }
    }

    // Issue 27: a question about the first acquire is explained by that acquire, not by the
    // run's safety banner ("No overlap and no stale write" said nothing about it), and on the
    // protocol page, whose masters are M1–M5, the explanation names them so (as every
    // simulator script now does).
    void protocolExplanationsNameThePageMasters() {
        const QuestionBank bank;
        QuestionRunner runner;
        const QList<guide::Question> qs = bank.forPage(QStringLiteral("protocol"));
        QVERIFY(!qs.isEmpty());
        for (const guide::Question& q : qs) {
            const QuestionOutcome o = runner.playNow(q);
            const QString where = QString::fromStdString(q.id) + ": " + o.explanation;
            const Result<guide::Reveal> rev = guide::reveal(q.run);
            QVERIFY(rev && rev->run);
            QVERIFY2(!o.explanation.contains(RunSummary::banner(*rev->run)), qPrintable(where));
            QVERIFY2(o.explanation.contains(QLatin1String("M1")), qPrintable(where));
            for (const char* letters : {"(A", "A, B", " A ", " B ", "(B"}) {
                QVERIFY2(!o.explanation.contains(QLatin1String(letters)), qPrintable(where));
            }
        }
        const QuestionOutcome minority = runner.playNow(qs[indexOf(qs, "minority-down")]);
        QVERIFY2(minority.explanation.contains(QLatin1String("(M1, M2, M3)")),
                 qPrintable(minority.explanation));
        // The first acquire's verdict is the explanation's last line.
        QVERIFY2(minority.explanation.contains(QLatin1String("holds the lock")),
                 qPrintable(minority.explanation));
    }

    // Issue 27: people read the words the choosers show, never an internal id: no Try-this
    // step names a scenario or variant by its id, and the timing page's handout names the
    // scenario and runs as its choosers do.
    void noInternalIdsInStepsOrHandout() {
        QStringList ids;
        for (const QString& name : TimingModel::scenarioNames()) {
            ids << name;
            if (const auto sc = sim::builtinScenario(name.toStdString())) {
                for (const std::string& v : sc->variants) {
                    ids << QString::fromStdString(v);
                }
            }
        }
        ids.removeDuplicates();
        const auto noId = [&ids](const QString& text) {
            for (const QString& id : ids) {
                if (id.contains(QLatin1Char('-')) && text.contains(id)) {
                    return id;
                }
            }
            return QString();
        };
        for (const QString& page : PageCatalog::names()) {
            for (const QString& step : TryThis::steps(page)) {
                const QString text = TryThis::text(page, step);
                QVERIFY2(noId(text).isEmpty(), qPrintable(page + ": " + text));
            }
        }
        QVERIFY(TryThis::text(QStringLiteral("timing"), QStringLiteral("gc-pause"))
                    .contains(ScenarioText::title("gc-pause-after")));

        TimingPage timing;
        redlock_test::settle(timing); // opens on the clock jump against monotonic expiry
        const QStringList lines =
            PageCatalog::find(QStringLiteral("timing"))->handoutNumbers(&timing, {});
        QVERIFY(!lines.isEmpty());
        const QString all = lines.join(QLatin1Char('\n'));
        QVERIFY2(noId(all).isEmpty(), qPrintable(all));
        QVERIFY2(lines.first().contains(timing.scenarioCombo()->currentText()),
                 qPrintable(lines.first()));
        QVERIFY2(all.contains(ScenarioText::variantLabel("monotonic-expiry")), qPrintable(all));
    }

    // A vote question is worded by the page's own verdict sentences; a lease question is played
    // on the lease page's model. Every built-in question has a right choice by its run.
    void everyBuiltInQuestionIsAnsweredByItsRun() {
        const QuestionBank bank;
        QVERIFY2(bank.errors().isEmpty(), qPrintable(bank.errors().join('\n')));
        QuestionRunner runner;
        for (const QString& page : PageCatalog::names()) {
            const QList<guide::Question> qs = bank.forPage(page);
            QVERIFY2(qs.size() >= 3, qPrintable(page));
            for (const guide::Question& q : qs) {
                const QuestionOutcome o = runner.playNow(q);
                QVERIFY2(o.error.isEmpty(), qPrintable(o.error));
                QVERIFY2(o.rightChoice >= 0,
                         qPrintable(page + "/" + QString::fromStdString(q.id) + ": " + o.answer));
                QVERIFY(!o.explanation.isEmpty());
            }
        }
        const QList<guide::Question> lease = bank.forPage(QStringLiteral("lease"));
        const QuestionOutcome reclaimed = runner.playNow(lease[indexOf(lease, "reclaimed")]);
        QCOMPARE(reclaimed.answer, QStringLiteral("rejected"));
        QVERIFY(reclaimed.explanation.contains(QStringLiteral("REJECTED")));
    }

    // A teacher's broken file: the error names the line and the field, the window shows it, the
    // other questions stay and the app goes on.
    void brokenTeacherFileIsNamedAndTheAppGoesOn() {
        const QString folder = QuestionBank::userFolder();
        QVERIFY(QDir().mkpath(folder));
        QFile bad(folder + QStringLiteral("/quiz.json"));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{\n  \"page\": \"majority\",\n  \"questions\": [\n    {\"id\": \"mine\",\n"
                  "     \"prompt\": {\"en\": \"Held?\", \"zh_CN\": \"持有吗？\"},\n"
                  "     \"run\": {\"kind\": \"vote\", \"ask\": \"held\", \"down\": [7]},\n"
                  "     \"choices\": []}\n  ]\n}\n");
        bad.close();
        QFile good(m_home.filePath(QStringLiteral("extra.json")));
        QVERIFY(good.open(QIODevice::WriteOnly));
        good.write(R"({"page": "gates", "questions": [{"id": "teacher-1",
          "prompt": {"en": "Four of five OK after 12 s, TTL 10 s. Held?", "zh_CN": "12 秒后五个里四个 OK，TTL 10 秒。持有吗？"},
          "run": {"kind": "vote", "ask": "held", "down": [5], "elapsed_ms": 12000},
          "choices": [{"answer": "yes", "en": "Yes", "zh_CN": "是"}, {"answer": "no", "en": "No", "zh_CN": "否"}]}]})");
        good.close();

        MainWindow w; // reads the user folder
        const QString expected =
            QStringLiteral("quiz.json: line 6: field 'questions[0].run.down[0]': expected a master "
                           "number from 1 to 5");
        QVERIFY2(w.guide()->bank()->errors().value(0).startsWith(expected),
                 qPrintable(w.guide()->bank()->errors().join('\n')));
        QVERIFY(w.guide()->dock()->errorText().contains(expected));
        QCOMPARE(w.guide()->bank()->forPage(QStringLiteral("majority")).size(),
                 QuestionBank().forPage(QStringLiteral("majority")).size());
        // --questions with a good file adds to its page; a missing path is an error, named.
        QVERIFY(w.guide()->addQuestions(good.fileName()).isEmpty());
        QCOMPARE(w.guide()->bank()->forPage(QStringLiteral("gates")).last().id,
                 std::string("teacher-1"));
        const QStringList missing =
            w.guide()->addQuestions(m_home.filePath(QStringLiteral("nope.json")));
        QCOMPARE(missing.size(), 1);
        QVERIFY(missing[0].contains(QStringLiteral("nope.json")));
        QVERIFY(w.showPage(QStringLiteral("gates")));
        QCOMPARE(w.guide()->dock()->questions()->count(),
                 QuestionBank().forPage(QStringLiteral("gates")).size() + 1);
        QVERIFY(QFile::remove(bad.fileName()));
    }

    // Issue 28: --questions /dev/zero read until bad_alloc, a FIFO blocked open() for good, and a
    // symlink to either in the question folder did it at every start. Now each is one line
    // naming the file and why, at once; the good file beside them still loads.
    void hostileQuestionFilesCostNothing() {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("pipe"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString folder = dir.filePath(QStringLiteral("questions"));
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), folder + QStringLiteral("/zero.json")));
        QVERIFY(QFile::link(fifo, folder + QStringLiteral("/pipe.json")));
        QFile good(folder + QStringLiteral("/good.json"));
        QVERIFY(good.open(QIODevice::WriteOnly));
        good.write(R"({"page": "gates", "questions": [{"id": "hostile-neighbour",
          "prompt": {"en": "Held?", "zh_CN": "持有吗？"},
          "run": {"kind": "vote", "ask": "held", "down": [5], "elapsed_ms": 12000},
          "choices": [{"answer": "yes", "en": "Yes", "zh_CN": "是"}, {"answer": "no", "en": "No", "zh_CN": "否"}]}]})");
        good.close();
        // Before the loader rule, /dev/zero was read until bad_alloc and the FIFO blocked in
        // open() for good: the calls returning at all, each with its refusal, is the check.
        QuestionBank bank;
        QStringList errors = bank.add(QStringLiteral("/dev/zero"));
        errors += bank.add(fifo);
        errors += bank.add(folder);
        QCOMPARE(errors.size(), 4);
        QVERIFY2(errors[0].contains(QStringLiteral("'/dev/zero' is not a regular file (a device)")),
                 qPrintable(errors[0]));
        QVERIFY2(errors[1].contains(fifo) && errors[1].contains(QStringLiteral("(a FIFO)")),
                 qPrintable(errors[1]));
        QVERIFY(errors[2].contains(QStringLiteral("pipe.json")) &&
                errors[2].contains(QStringLiteral("a FIFO")));
        QVERIFY(errors[3].contains(QStringLiteral("zero.json")) &&
                errors[3].contains(QStringLiteral("a device")));
        for (const QString& e : errors) {
            QVERIFY(!e.contains(QLatin1Char('\n')));
            QVERIFY(e.contains(QStringLiteral("expected a question file")));
        }
        QCOMPARE(bank.forPage(QStringLiteral("gates")).last().id, std::string("hostile-neighbour"));
    }

    // Presenter mode: no welcome, no guide, until Ctrl+G; a focused guide control never takes
    // a page key (4 flips M4).
    void presenterModeLeavesTheKeysToThePage() {
        Settings settings;
        settings.clear();
        MainWindow w;
        w.attachSettings(&settings);
        w.setPresenter(true);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QCoreApplication::processEvents(); // the welcome's turn, had it been due
        QVERIFY(!w.findChild<WelcomeDialog*>());
        QVERIFY(!w.guide()->dock()->isVisible());
        teacher::press(&w, Qt::Key_G, Qt::ControlModifier);
        QVERIFY(w.guide()->dock()->isVisible());
        QuestionCard* card = w.guide()->dock()->questions();
        QVERIFY(card->count() >= 3);
        QRadioButton* choice = card->choiceButtons().value(0);
        QTest::mouseClick(choice, Qt::LeftButton, {}, QPoint(6, choice->height() / 2));
        choice->setFocus();
        const bool before = w.state()->isUp(3);
        teacher::press(&w, Qt::Key_4);
        QCOMPARE(w.state()->isUp(3), !before);
        w.setPresenter(false);
        QVERIFY(!w.guide()->dock()->isVisible()); // explore/none: the guide stays away
    }

    // First run, not presenting: the welcome offers the course; choosing it opens the guide.
    void welcomeOnFirstRun() {
        Settings settings;
        settings.clear();
        MainWindow w;
        w.attachSettings(&settings);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTRY_VERIFY(w.findChild<WelcomeDialog*>() && w.findChild<WelcomeDialog*>()->isVisible());
        // A notice in the window's lower right corner, clear of page 1's master toggles and
        // verdict, and it follows the window when it moves (a window manager places it late).
        auto* welcome = w.findChild<WelcomeDialog*>();
        const auto clearOfThePage = [&] {
            QWidget* page = w.page(QStringLiteral("majority"));
            for (const char* name : {"master1", "headline"}) {
                auto* part = page->findChild<QWidget*>(QLatin1String(name));
                if (!part) {
                    return false;
                }
                const QRect r(part->mapToGlobal(QPoint(0, 0)), part->size());
                if (r.intersects(welcome->frameGeometry())) {
                    return false;
                }
            }
            return w.geometry().contains(welcome->frameGeometry().bottomRight());
        };
        QVERIFY(clearOfThePage());
        w.move(w.pos() + QPoint(40, 30));
        QTRY_VERIFY(clearOfThePage());
        QTest::mouseClick(w.findChild<WelcomeDialog*>()->courseButton(), Qt::LeftButton);
        QCOMPARE(settings.guideMode(), QStringLiteral("course"));
        QVERIFY(w.guide()->dock()->isVisible());
        QTRY_VERIFY(!w.findChild<WelcomeDialog*>()); // closed and deleted
        // Help → Guided tour brings it back.
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.guide()->tourAction()->trigger();
        QTRY_VERIFY(w.findChild<WelcomeDialog*>() && w.findChild<WelcomeDialog*>()->isVisible());
        // Esc, pressed where the keyboard is (the window: the notice never takes it), closes
        // it as exploring; the window keeps the focus and the page its keys.
        QVERIFY(!w.findChild<WelcomeDialog*>()->isActiveWindow());
        QWidget* focus = QApplication::focusWidget() ? QApplication::focusWidget() : &w;
        QTest::keyClick(focus, Qt::Key_Escape);
        QTRY_VERIFY(!w.findChild<WelcomeDialog*>());
        QCOMPARE(settings.guideMode(), QStringLiteral("explore"));
        // With the welcome gone, Esc is free again for whatever has the focus.
        const QList<QAction*> esc = [&] {
            QList<QAction*> found;
            for (QAction* a : w.QWidget::actions()) {
                if (a->shortcut() == QKeySequence(Qt::Key_Escape)) {
                    found << a;
                }
            }
            return found;
        }();
        QCOMPARE(esc.size(), 1);
        QVERIFY(!esc.front()->isEnabled());
    }

    // The recap shows how many answers were right per page, with links back to the wrong ones.
    // "Another one": a practice question with new numbers, graded by its own run like the
    // fixed ones (the right choice is whatever reveal() says for these numbers), counted apart
    // in the progress and the recap, worded again in Chinese from the same seed; the fixed
    // questions stay as they were; pages without practice show no button.
    void anotherOneAsksWithNewNumbers() {
        const QuestionBank bank;
        const QList<guide::Question> fixed = bank.forPage(QStringLiteral("gates"));
        GuideProgress progress;
        QuestionCard card(&progress);
        card.show();
        card.setQuestions(QStringLiteral("choose"), bank.forPage(QStringLiteral("choose")));
        QVERIFY(card.anotherButton()->isHidden());
        card.setQuestions(QStringLiteral("gates"), fixed);
        QVERIFY(!card.anotherButton()->isHidden());
        int right = 0, asked = 0;
        QSet<QString> prompts;
        for (quint64 seed : {11ULL, 12ULL, 13ULL, 14ULL}) {
            card.showAnother(seed);
            const guide::Question* q = card.current();
            QVERIFY(q && PracticeQuestion::isPractice(*q));
            QCOMPARE(card.count(), static_cast<int>(fixed.size()) + 1);
            prompts.insert(card.promptText());
            const auto r = guide::reveal(q->run);
            QVERIFY(r);
            const int good = guide::rightChoice(*q, r->answer);
            QVERIFY(good >= 0);
            // Right on even seeds, a wrong choice on odd ones.
            const bool pickRight = seed % 2 == 0;
            const int pick = pickRight ? good : (good + 1) % static_cast<int>(q->choices.size());
            QVERIFY(answer(&card, pick));
            ++asked;
            right += pickRight ? 1 : 0;
            QVERIFY2(card.resultText().startsWith(
                         pickRight ? QuestionCard::tr("Right. The run shows why:")
                                   : QStringLiteral("Not quite")),
                     qPrintable(card.resultText()));
        }
        QVERIFY2(prompts.size() >= 3, qPrintable(QStringList(prompts.values()).join('\n')));
        QCOMPARE(progress.practice(QStringLiteral("gates")).asked, asked);
        QCOMPARE(progress.practice(QStringLiteral("gates")).right, right);
        QCOMPARE(progress.score(QStringLiteral("gates")).answered, 0); // the fixed ones untouched
        card.showQuestion(0);
        QCOMPARE(card.current()->id, fixed[0].id);

        // The recap says it, per page.
        Settings settings;
        settings.clear();
        MainWindow w;
        w.attachSettings(&settings);
        w.guide()->progress()->recordPractice(QStringLiteral("gates"), true);
        w.guide()->progress()->recordPractice(QStringLiteral("gates"), false);
        QVERIFY(w.showPage(QStringLiteral("recap")));
        auto* recap = qobject_cast<RecapPage*>(w.page(QStringLiteral("recap")));
        QLabel* body = recap->findChild<QLabel*>(QStringLiteral("answerSummaryBody"));
        QVERIFY(body);
        QVERIFY2(body->text().contains(QStringLiteral("practice with new numbers: 1 of 2 right")),
                 qPrintable(body->text()));
        // And it is kept with the rest of the student's progress.
        GuideProgress again;
        again.attachSettings(&settings);
        QCOMPARE(again.practice(QStringLiteral("gates")).asked, 2);
        QCOMPARE(again.practice(QStringLiteral("gates")).right, 1);

        // In Chinese the same seed is worded again.
        card.showAnother(21);
        const QString english = card.promptText();
        LanguageSwitcher zh;
        QVERIFY(zh.setLanguage(QStringLiteral("zh_CN")));
        QTRY_VERIFY(card.promptText() != english);
        QVERIFY2(card.promptText().contains(QStringLiteral("主节点")),
                 qPrintable(card.promptText()));
        QVERIFY(zh.setLanguage(QStringLiteral("en")));
    }

    // The pages whose questions are runs of a scenario or of the lease model: "Another one"
    // asks one with new numbers, worded from those numbers; the run decides which choice is
    // right (the simulator with the question's numbers, the lease page's model for its
    // actions), a right and a wrong pick are graded so, and the page's practice tally counts
    // them; a run with new numbers is not offered as the timing page's own script.
    void anotherOneOnScenarioAndLeasePages_data() {
        QTest::addColumn<QString>("page");
        QTest::newRow("timing") << QStringLiteral("timing");
        QTest::newRow("protocol") << QStringLiteral("protocol");
        QTest::newRow("lease") << QStringLiteral("lease");
    }
    void anotherOneOnScenarioAndLeasePages() {
        QFETCH(QString, page);
        const QuestionBank bank;
        const QList<guide::Question> fixed = bank.forPage(page);
        QVERIFY(!fixed.isEmpty());
        GuideProgress progress;
        QuestionCard card(&progress);
        card.show();
        card.setQuestions(page, fixed);
        QVERIFY(!card.anotherButton()->isHidden());
        QSet<QString> prompts;
        int asked = 0, right = 0;
        for (quint64 seed : {31ULL, 32ULL, 33ULL, 34ULL, 35ULL, 36ULL}) {
            card.showAnother(seed);
            const guide::Question* q = card.current();
            QVERIFY(q && PracticeQuestion::isPractice(*q));
            QCOMPARE(card.count(), static_cast<int>(fixed.size()) + 1);
            QVERIFY(q->choices.size() >= 2);
            prompts.insert(card.promptText());
            // The run's answer, played here without the card.
            std::string key;
            if (q->run.kind == guide::RunKind::Lease) {
                LeaseLab lab;
                for (const std::string& a : q->run.actions) {
                    QVERIFY(lab.play(a));
                }
                const std::optional<Completion> c = lab.completion(1);
                key = !c ? "none" : *c == Completion::Stale ? "rejected" : "accepted";
            } else {
                QCOMPARE(q->run.kind, guide::RunKind::Scenario);
                QVERIFY(q->run.numbers.any());
                const auto r = guide::reveal(q->run);
                QVERIFY2(r, r ? "" : r.error().message.c_str());
                key = r->answer;
                // The prompt says the run's own numbers.
                const auto& n = q->run.numbers;
                const std::optional<std::int64_t> said = n.pauseMs     ? n.pauseMs
                                                         : n.jumpMs    ? n.jumpMs
                                                         : n.timeoutMs ? n.timeoutMs
                                                                       : n.ttlMs;
                QVERIFY(said);
                QVERIFY2(card.promptText().contains(Readouts::count(*said)),
                         qPrintable(card.promptText()));
            }
            const int good = guide::rightChoice(*q, key);
            QVERIFY2(good >= 0, key.c_str());
            const bool pickRight = seed % 2 == 0;
            const int pick = pickRight ? good : (good + 1) % static_cast<int>(q->choices.size());
            QVERIFY(answer(&card, pick));
            ++asked;
            right += pickRight ? 1 : 0;
            QVERIFY2(card.resultText().startsWith(
                         pickRight ? QuestionCard::tr("Right. The run shows why:")
                                   : QStringLiteral("Not quite")),
                     qPrintable(card.resultText()));
            QVERIFY(!card.showButton()->isVisible()); // no page targets in this card
            if (page == QLatin1String("timing")) {
                TimingPage timing;
                QVERIFY(!timing.canShowRun(q->run));
                guide::RunSpec scripted = q->run;
                scripted.numbers = {};
                QVERIFY(timing.canShowRun(scripted));
            }
        }
        QVERIFY2(prompts.size() >= 3, qPrintable(QStringList(prompts.values()).join('\n')));
        QCOMPARE(progress.practice(page).asked, asked);
        QCOMPARE(progress.practice(page).right, right);
        QCOMPARE(progress.score(page).answered, 0);
        // A language switch words the same question again from its seed, its run unchanged.
        card.showAnother(40);
        const guide::RunSpec run = card.current()->run;
        LanguageSwitcher zh;
        QVERIFY(zh.setLanguage(QStringLiteral("zh_CN")));
        QVERIFY(zh.setLanguage(QStringLiteral("en")));
        QVERIFY(PracticeQuestion::isPractice(*card.current()));
        QCOMPARE(card.current()->run, run);
        QCOMPARE(PracticeQuestion::seedOf(*card.current()), 40ULL);
    }

    void recapSummaryLinksBack() {
        Settings settings;
        settings.clear();
        MainWindow w;
        w.attachSettings(&settings);
        w.guide()->progress()->recordAnswer("majority", "two-down", true);
        w.guide()->progress()->recordAnswer("majority", "three-down", false);
        QVERIFY(w.showPage(QStringLiteral("recap")));
        auto* recap = qobject_cast<RecapPage*>(w.page(QStringLiteral("recap")));
        QLabel* body = recap->findChild<QLabel*>(QStringLiteral("answerSummaryBody"));
        QVERIFY(body);
        const int total =
            static_cast<int>(w.guide()->bank()->forPage(QStringLiteral("majority")).size());
        QVERIFY2(body->text().contains(QStringLiteral("1 of %1 right (2 answered)").arg(total)),
                 qPrintable(body->text()));
        QVERIFY(body->text().contains(QStringLiteral("href=\"page:majority\"")));
        emit body->linkActivated(QStringLiteral("page:majority"));
        QCOMPARE(w.currentPageName(), QStringLiteral("majority"));
    }

    // Every control a student can use on every page says what it changes when hovered.
    void everyControlHasATooltip() {
        for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
            MainWindow w;
            QVERIFY(w.setLanguage(lang));
            w.resize(1280, 800);
            w.show();
            QStringList missing;
            int controls = 0;
            for (const QString& name : PageCatalog::names()) {
                QVERIFY(w.showPage(name));
                QWidget* page = w.page(name);
                for (QWidget* c : page->findChildren<QWidget*>()) {
                    const bool interactive =
                        qobject_cast<QAbstractButton*>(c) || qobject_cast<QAbstractSpinBox*>(c) ||
                        qobject_cast<QComboBox*>(c) || qobject_cast<QAbstractSlider*>(c) ||
                        qobject_cast<QLineEdit*>(c);
                    // A spin box's own line edit and a scroll bar are parts, not controls.
                    if (!interactive || !c->isVisibleTo(page) || qobject_cast<QScrollBar*>(c) ||
                        qobject_cast<QAbstractSpinBox*>(c->parentWidget()) ||
                        qobject_cast<QComboBox*>(c->parentWidget())) {
                        continue;
                    }
                    ++controls;
                    if (c->toolTip().trimmed().isEmpty()) {
                        const auto* b = qobject_cast<QAbstractButton*>(c);
                        missing << QStringLiteral("%1: %2 '%3' %4")
                                       .arg(name, QString::fromLatin1(c->metaObject()->className()),
                                            c->objectName(), b ? b->text() : QString());
                    }
                }
            }
            QVERIFY(controls > 30);
            QVERIFY2(missing.isEmpty(), qPrintable(lang + ":\n" + missing.join('\n')));
        }
    }

    // Every term the issue lists, in both languages, Chinese per the tsv; Help → Glossary.
    void glossaryHasEveryTermInBothLanguages() {
        const QStringList ids{"quorum",      "ttl",     "validity", "drift",  "timeout",
                              "token",       "fencing", "pttl",     "fanout", "failover",
                              "persistence", "clocks",  "belief",   "lease",  "idempotent"};
        QString error;
        const QList<GlossaryTerm> rules =
            readGlossary(QStringLiteral(REDLOCK_TS_DIR "/glossary_zh_CN.tsv"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QStringList problems;
        for (const QString& id : ids) {
            const GlossaryEntry* e = Glossary::find(id);
            QVERIFY2(e, qPrintable(id));
            QVERIFY(!e->termEn.isEmpty() && !e->definitionEn.isEmpty());
            QVERIFY(!e->termZh.isEmpty() && !e->definitionZh.isEmpty());
            problems += glossaryProblems(rules, id, e->termEn + ' ' + e->definitionEn,
                                         e->termZh + ' ' + e->definitionZh);
        }
        // The question files' Chinese too.
        const QuestionBank bank;
        for (const QString& page : PageCatalog::names()) {
            for (const guide::Question& q : bank.forPage(page)) {
                const QString where = page + '/' + QString::fromStdString(q.id);
                problems += glossaryProblems(rules, where, QString::fromStdString(q.prompt.en),
                                             QString::fromStdString(q.prompt.zh));
                for (const guide::Choice& c : q.choices) {
                    problems += glossaryProblems(rules, where, QString::fromStdString(c.text.en),
                                                 QString::fromStdString(c.text.zh));
                }
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));

        // Reachable where a term appears: the guide links it, a click opens the glossary there.
        QVERIFY(Glossary::mentionedIn(QStringLiteral("the TTL and the PTTL")).contains("ttl"));
        QVERIFY(!Glossary::mentionedIn(QStringLiteral("PTTL only")).contains("ttl"));
        MainWindow w;
        w.guide()->setForced(true);
        w.showPage(QStringLiteral("gates"));
        QLabel* terms = w.guide()->dock()->findChild<QLabel*>(QStringLiteral("stepTerms"));
        QVERIFY(terms->text().contains(QStringLiteral("glossary:ttl")));
        emit terms->linkActivated(QStringLiteral("glossary:drift"));
        auto* dialog = w.findChild<GlossaryDialog*>();
        QVERIFY(dialog && dialog->isVisible());
        QCOMPARE(dialog->currentId(), QStringLiteral("drift"));
        QVERIFY(dialog->definitionText().contains(Glossary::find("drift")->definitionEn));
        QCOMPARE(dialog->list()->count(), static_cast<int>(Glossary::entries().size()));
    }

    // Reachable where a term appears on a page, not only in the guide: hovering a label or
    // button that names a term shows its definition, in the page's language, under the
    // widget's own tooltip; a label that names none keeps what it had.
    void pageWordsShowTheirGlossaryTerm_data() {
        QTest::addColumn<QString>("lang");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }
    void pageWordsShowTheirGlossaryTerm() {
        QFETCH(QString, lang);
        MainWindow w;
        QVERIFY(w.setLanguage(lang));
        w.showPage(QStringLiteral("gates"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QWidget* page = w.page(QStringLiteral("gates"));
        const GlossaryEntry* ttl = Glossary::find(QStringLiteral("ttl"));
        const GlossaryEntry* validity = Glossary::find(QStringLiteral("validity"));
        QVERIFY(ttl && validity);
        int named = 0, plain = 0;
        for (QLabel* l : page->findChildren<QLabel*>()) {
            if (!l->isVisible() || l->text().isEmpty()) {
                continue;
            }
            const QStringList ids = Glossary::mentionedIn(l->text());
            QHelpEvent help(QEvent::ToolTip, QPoint(2, 2), l->mapToGlobal(QPoint(2, 2)));
            QToolTip::hideText();
            QApplication::sendEvent(l, &help);
            if (ids.isEmpty()) {
                ++plain;
                continue;
            }
            ++named;
            QVERIFY2(QToolTip::isVisible(), qPrintable(l->text()));
            const QString tip = QToolTip::text();
            QVERIFY2(
                tip.contains(Glossary::definition(*Glossary::find(ids.front())).toHtmlEscaped()),
                qPrintable(l->text() + QStringLiteral(" -> ") + tip));
            if (!l->toolTip().isEmpty()) {
                QVERIFY2(tip.startsWith(Qt::mightBeRichText(l->toolTip())
                                            ? l->toolTip()
                                            : l->toolTip().toHtmlEscaped()),
                         qPrintable(tip));
            }
        }
        QVERIFY2(named >= 2, qPrintable(QString::number(named))); // the time gate, the verdict…
        QVERIFY(plain >= 1);
        // The time gate's card names TTL and validity in either language.
        auto* gates = qobject_cast<GatesPage*>(page);
        QVERIFY(gates);
        const QString tip = GlossaryTips::tooltipFor(
            gates->timeGate()->findChild<QLabel*>(QStringLiteral("gateDetail")));
        QVERIFY2(tip.contains(Glossary::term(*ttl).toHtmlEscaped()), qPrintable(tip));
        QVERIFY(w.setLanguage(QStringLiteral("en")));
    }
};

QTEST_MAIN(TestGuide)
#include "tst_guide.moc"
