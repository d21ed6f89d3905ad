#include "ui/pages/timing/timing_entry.h"

#include "core/sim/files/catalog.h"
#include "core/sim/simulator.h"
#include "ui/model/readouts.h"
#include "ui/pages/timing/run_summary.h"
#include "ui/pages/timing/scenario_text.h"
#include "ui/pages/timing/sweep_chart.h"
#include "ui/pages/timing/timeline_view.h"
#include "ui/pages/timing/timing_model.h"
#include "ui/pages/timing/timing_page.h"
#include "ui/widgets/theme.h"

#include <QChartView>
#include <QComboBox>
#include <QCoreApplication>
#include <QLabel>

namespace redlock::ui {

namespace {

// The clock-jump scenario with wall-clock expiry and with monotonic expiry.
class TimingCard final : public RecapCard {
public:
    void compute() override {
        m_overlapWallUs = overlapOf("clock-jump", "");
        m_overlapMonotonicUs = overlapOf("clock-jump", "monotonic-expiry");
    }
    RecapText text(bool computed) const override {
        return {QCoreApplication::translate(
                    "redlock::ui::RecapPage",
                    "Safety rests on time: a master whose clock jumps forward ends its key "
                    "early, and a paused client still believes after its lease is over. What "
                    "outlasts the lease is the client's belief, so two clients can both believe "
                    "they hold the lock. Redis and Valkey expire keys by the wall clock; a "
                    "fencing token checked by the storage turns the late writer away."),
                !computed ? computingText()
                          : QCoreApplication::translate(
                                "redlock::ui::RecapPage",
                                "Clock jump on one master: two holders for %1 ms; on a "
                                "hypothetical server with monotonic expiry %2 ms")
                                .arg(Readouts::ms(Micros(m_overlapWallUs)),
                                     Readouts::ms(Micros(m_overlapMonotonicUs))),
                !computed             ? QColor()
                : m_overlapWallUs > 0 ? Theme::down()
                                      : Theme::ok()};
    }

private:
    static sim::Us overlapOf(const char* scenario, const char* variant) {
        const auto s = sim::builtinScenario(scenario, variant);
        return s ? sim::simulate(*s).overlapUs : 0;
    }
    sim::Us m_overlapWallUs = 0;
    sim::Us m_overlapMonotonicUs = 0;
};

TimingPage* timingOf(QWidget* w) {
    return qobject_cast<TimingPage*>(w);
}

} // namespace

QString TimingEntry::title() const {
    return QCoreApplication::translate("redlock::ui::PageCatalog", "The timing debate");
}

QString TimingEntry::subtitle() const {
    return QCoreApplication::translate(
        "redlock::ui::PageCatalog",
        "Pauses, delays and clock jumps: where the safety argument is argued over.");
}

QWidget* TimingEntry::create(const PageContext& context) const {
    auto* timing = new TimingPage;
    timing->setSettings(context.settings);
    return timing;
}

void TimingEntry::attachSettings(QWidget* page, Settings* settings) const {
    if (auto* timing = timingOf(page)) {
        timing->setSettings(settings);
    }
}

bool TimingEntry::computing(const QWidget* page) const {
    const auto* timing = qobject_cast<const TimingPage*>(page);
    // The runs, and the sweep under them (the handout prints its curve).
    return timing && (timing->model()->busy() || timing->sweepChart()->isComputing());
}

QList<TryStep> TimingEntry::trySteps() const {
    // The scenarios and the fencing mode by the words their choosers show, never their ids.
    return {{QStringLiteral("gc-pause"),
             [] {
                 return QCoreApplication::translate(
                            "redlock::ui::TryThis",
                            "Choose the scenario “%1”. Which write does the storage accept?")
                     .arg(ScenarioText::title("gc-pause-after"));
             }},
            {QStringLiteral("fencing"),
             [] {
                 return QCoreApplication::translate(
                            "redlock::ui::TryThis",
                            "Set Fencing (B) to “%1” (it opens so). Which write does run B "
                            "reject?")
                     .arg(RunSummary::fencingName(static_cast<int>(sim::Fencing::Token)));
             }},
            {QStringLiteral("restart"), [] {
                 return QCoreApplication::translate(
                            "redlock::ui::TryThis",
                            "Choose the scenario “%1”: does a master that restarts empty "
                            "break safety?")
                     .arg(ScenarioText::title("restart-no-persistence"));
             }}};
}

void TimingEntry::watchSteps(QWidget* page, const PageContext&, StepWatch& watch) const {
    TimingPage* timing = timingOf(page);
    if (!timing) {
        return;
    }
    for (QComboBox* c :
         {timing->scenarioCombo(), timing->fencingCombo(), timing->variantBCombo()}) {
        watch.recheckOn(c, &QComboBox::currentIndexChanged);
    }
    const auto scenario = [timing] { return timing->scenarioCombo()->currentData().toString(); };
    watch.watch(QStringLiteral("gc-pause"),
                [scenario] { return scenario() == QLatin1String("gc-pause-after"); });
    watch.watch(QStringLiteral("fencing"), [timing, scenario] {
        return scenario() == QLatin1String("gc-pause-after") &&
               timing->fencingCombo()->currentData().toInt() ==
                   static_cast<int>(sim::Fencing::Token);
    });
    // Not the scenario the page opens on: a step is ticked by what the student does.
    watch.watch(QStringLiteral("restart"),
                [scenario] { return scenario() == QLatin1String("restart-no-persistence"); });
}

QStringList TimingEntry::handoutSetup(const QWidget* page, const PageContext&) const {
    const auto* timing = qobject_cast<const TimingPage*>(page);
    return timing ? timing->handoutSetup() : QStringList();
}

QList<HandoutDiagram> TimingEntry::handoutDiagrams(QWidget* page) const {
    const auto* timing = qobject_cast<const TimingPage*>(page);
    return timing ? timing->handoutDiagrams() : QList<HandoutDiagram>();
}

QStringList TimingEntry::handoutNumbers(const QWidget* page, const PageContext&) const {
    const auto* timing = qobject_cast<const TimingPage*>(page);
    if (!timing) {
        return {};
    }
    const TimingModel& m = *timing->model();
    QStringList out;
    // The scenario and the variants by the words the page's choosers show, never their ids.
    out << QCoreApplication::translate("redlock::ui::HandoutText", "Scenario: %1")
               .arg(timing->scenarioCombo()->currentText());
    const auto run = [&out](const QString& name, const std::string& variant,
                            const sim::SimResult& r) {
        const QString v = ScenarioText::variantLabel(variant);
        out << QCoreApplication::translate(
                   "redlock::ui::HandoutText",
                   "Run %1 (%2): belief overlap %3 ms, stale writes accepted %4, "
                   "validity of the first acquire %5 ms")
                   .arg(name, v, Readouts::ms(Micros(r.overlapUs)))
                   .arg(r.staleWritesAccepted)
                   .arg(Readouts::ms(Micros(r.validityUs)));
        out << RunSummary::banner(r);
    };
    run(QStringLiteral("A"), m.variantA(), m.fullA());
    if (m.hasB()) {
        run(QStringLiteral("B"), *m.variantB(), m.fullB());
    }
    return out;
}

std::unique_ptr<RecapCard> TimingEntry::recapCard(const PageContext&) const {
    return std::make_unique<TimingCard>();
}

std::vector<PageInteraction> TimingEntry::interactions() const {
    return {{QStringLiteral("scenario switch"),
             [](QWidget* w, int step) {
                 // Alternates between the first two scenarios of the lesson.
                 timingOf(w)->scenarioCombo()->setCurrentIndex(step % 2);
             },
             [](QWidget* w) {
                 return std::vector<QWidget*>{timingOf(w)->timelineA(),
                                              w->findChild<QLabel*>(QStringLiteral("caption"))};
             },
             [](QWidget* w, std::function<void()> done) {
                 TimingModel* model = timingOf(w)->model();
                 return QObject::connect(model, &TimingModel::ready, model, std::move(done));
             }},
            {QStringLiteral("sweep chart switch"),
             [](QWidget* w, int step) {
                 timingOf(w)->sweepChart()->kindCombo()->setCurrentIndex((step + 1) % 3);
             },
             [](QWidget* w) {
                 return std::vector<QWidget*>{timingOf(w)->sweepChart()->findChild<QChartView*>()};
             },
             [](QWidget* w, std::function<void()> done) {
                 SweepChart* chart = timingOf(w)->sweepChart();
                 return QObject::connect(chart, &SweepChart::pointsReady, chart, std::move(done));
             }}};
}

} // namespace redlock::ui
