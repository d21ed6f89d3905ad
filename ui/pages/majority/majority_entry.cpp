#include "ui/pages/majority/majority_entry.h"

#include "core/lock/quorum.h"
#include "ui/live/backend_controls.h"
#include "ui/live/live_banner.h"
#include "ui/model/lab_state.h"
#include "ui/model/readouts.h"
#include "ui/pages/majority/majority_page.h"
#include "ui/widgets/master_toggles.h"
#include "ui/widgets/theme.h"
#include "ui/widgets/vote_bar.h"

#include <QCoreApplication>
#include <QLabel>
#include <QPushButton>

namespace redlock::ui {

namespace {

int downCount(const LabState* s) {
    return s->masterCount() - s->okVotes();
}

class MajorityCard final : public RecapCard {
public:
    explicit MajorityCard(LabState* shared) : m_shared(shared) {}
    QWidget* miniature() override {
        auto* bar = new VoteBar(m_shared);
        bar->setObjectName(QStringLiteral("recapVoteBar"));
        return bar;
    }
    RecapText text(bool) const override {
        const Verdict v = m_shared->verdict();
        // What page 1 says: its votes, without the gates page's timing.
        const Verdict votes = m_shared->voteVerdict();
        return {QCoreApplication::translate(
                    "redlock::ui::RecapPage",
                    "Take the lock on N independent masters and count it only when more than "
                    "half answer OK. With N = %1 the line is %2, so %3 of them may fail and a "
                    "lock can still be taken.")
                    .arg(v.n)
                    .arg(v.quorum)
                    .arg(toleratedFailures(v.n)),
                QCoreApplication::translate("redlock::ui::RecapPage", "Now: %1 · %2")
                    .arg(Readouts::headline(votes), Readouts::voteGateDetail(votes)),
                votes.held ? Theme::ok() : Theme::down()};
    }

private:
    LabState* m_shared;
};

} // namespace

QString MajorityEntry::title() const {
    return QCoreApplication::translate("redlock::ui::PageCatalog", "Why a majority");
}

QString MajorityEntry::subtitle() const {
    return QCoreApplication::translate(
        "redlock::ui::PageCatalog",
        "Flip masters up and down: a lock needs OK from more than half of them.");
}

QWidget* MajorityEntry::create(const PageContext& context) const {
    auto* majority = new MajorityPage(context.shared);
    if (context.backend) {
        majority->addBanner(new LiveBanner(context.backend));
    }
    if (context.backendControls) {
        context.backendControls->attachToggles(majority->toggles());
    }
    return majority;
}

bool MajorityEntry::resetInPlace(const PageContext& context) const {
    // Its state is the shared LabState (the live backend and the recap read it too).
    context.shared->resetMasters();
    return true;
}

QList<TryStep> MajorityEntry::trySteps() const {
    return {{QStringLiteral("two-down"),
             [] {
                 return QCoreApplication::translate(
                     "redlock::ui::TryThis",
                     "Take two masters down (keys 4 and 5). Is the lock still held?");
             }},
            {QStringLiteral("three-down"),
             [] {
                 return QCoreApplication::translate(
                     "redlock::ui::TryThis",
                     "Take a third master down. What does the readout say now?");
             }},
            {QStringLiteral("even-n"), [] {
                 return QCoreApplication::translate(
                     "redlock::ui::TryThis",
                     "Set N to 4 with two masters down. Is half of them a majority?");
             }}};
}

void MajorityEntry::watchSteps(QWidget*, const PageContext& context, StepWatch& watch) const {
    LabState* shared = context.shared;
    watch.recheckOn(shared, &LabState::changed);
    watch.watch(QStringLiteral("two-down"), [shared] { return downCount(shared) >= 2; });
    watch.watch(QStringLiteral("three-down"), [shared] {
        return downCount(shared) >= 3 && shared->voteVerdict().reason == Reason::NoMajority;
    });
    watch.watch(QStringLiteral("even-n"),
                [shared] { return shared->masterCount() == 4 && downCount(shared) == 2; });
}

std::unique_ptr<RecapCard> MajorityEntry::recapCard(const PageContext& context) const {
    return std::make_unique<MajorityCard>(context.shared);
}

std::vector<PageInteraction> MajorityEntry::interactions() const {
    const auto page = [](QWidget* w) { return qobject_cast<MajorityPage*>(w); };
    return {{QStringLiteral("master toggle"),
             [page](QWidget* w, int) { page(w)->toggles()->button(0)->click(); },
             [page](QWidget* w) {
                 return std::vector<QWidget*>{page(w)->voteBar(),
                                              w->findChild<QLabel*>(QStringLiteral("readout"))};
             }}};
}

} // namespace redlock::ui
