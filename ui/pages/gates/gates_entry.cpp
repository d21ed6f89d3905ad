#include "ui/pages/gates/gates_entry.h"

#include "ui/live/live_banner.h"
#include "ui/model/lab_state.h"
#include "ui/model/readouts.h"
#include "ui/pages/gates/gates_page.h"
#include "ui/pages/gates/time_track.h"
#include "ui/widgets/theme.h"

#include <QCoreApplication>
#include <QLabel>
#include <QSlider>

namespace redlock::ui {

namespace {

class GatesCard final : public RecapCard {
public:
    explicit GatesCard(LabState* shared) : m_shared(shared) {}
    RecapText text(bool) const override {
        const Verdict v = m_shared->verdict();
        return {QCoreApplication::translate(
                    "redlock::ui::RecapPage",
                    "Two checks decide: enough votes, and T2 − T1 below the TTL with validity "
                    "left after the drift allowance. If either fails, the client releases on "
                    "every master."),
                QCoreApplication::translate("redlock::ui::RecapPage",
                                            "Now: votes %1 · time %2 · validity %3 ms")
                    .arg(Readouts::gateState(v.voteGate), Readouts::gateState(v.timeGate),
                         Readouts::ms(v.validity)),
                v.held ? Theme::ok() : Theme::down()};
    }

private:
    LabState* m_shared;
};

} // namespace

QString GatesEntry::title() const {
    return QCoreApplication::translate("redlock::ui::PageCatalog", "The two gates");
}

QString GatesEntry::subtitle() const {
    return QCoreApplication::translate(
        "redlock::ui::PageCatalog",
        "A lock must pass two checks: enough votes, and enough time left.");
}

QWidget* GatesEntry::create(const PageContext& context) const {
    auto* gates = new GatesPage(context.shared);
    if (context.backend) {
        gates->addBanner(new LiveBanner(context.backend));
    }
    return gates;
}

bool GatesEntry::resetInPlace(const PageContext& context) const {
    // The masters are the shared LabState's (page 1 shows them too); the time is this page's.
    context.shared->resetMasters();
    context.shared->resetTiming();
    return true;
}

QList<TryStep> GatesEntry::trySteps() const {
    return {{QStringLiteral("past-ttl"),
             [] {
                 return QCoreApplication::translate(
                     "redlock::ui::TryThis",
                     "Drag the elapsed time past the TTL: five OK votes, and still refused?");
             }},
            {QStringLiteral("drift"), [] {
                 return QCoreApplication::translate(
                     "redlock::ui::TryThis",
                     "Find the moment just before the TTL where the drift allowance eats the "
                     "rest.");
             }}};
}

void GatesEntry::watchSteps(QWidget*, const PageContext& context, StepWatch& watch) const {
    // The page's own verdict: judge() over the shared masters and this page's time.
    LabState* shared = context.shared;
    watch.recheckOn(shared, &LabState::changed);
    watch.watch(QStringLiteral("past-ttl"),
                [shared] { return shared->verdict().reason == Reason::PastTtl; });
    watch.watch(QStringLiteral("drift"),
                [shared] { return shared->verdict().reason == Reason::DriftAteRest; });
}

std::unique_ptr<RecapCard> GatesEntry::recapCard(const PageContext& context) const {
    return std::make_unique<GatesCard>(context.shared);
}

std::vector<PageInteraction> GatesEntry::interactions() const {
    const auto page = [](QWidget* w) { return qobject_cast<GatesPage*>(w); };
    return {{QStringLiteral("elapsed slider step"),
             [page](QWidget* w, int step) {
                 // One step, up and down in turn, as the arrow keys would.
                 page(w)->elapsedSlider()->triggerAction(
                     step % 2 ? QAbstractSlider::SliderSingleStepSub
                              : QAbstractSlider::SliderSingleStepAdd);
             },
             [page](QWidget* w) {
                 return std::vector<QWidget*>{page(w)->track(),
                                              w->findChild<QLabel*>(QStringLiteral("elapsedLine"))};
             }}};
}

} // namespace redlock::ui
