#include "ui/pages/lease/lease_entry.h"

#include "core/joblease/mock_job_lease.h"
#include "core/lock/clock.h"
#include "ui/model/readouts.h"
#include "ui/pages/lease/lease_lab.h"
#include "ui/pages/lease/lease_page.h"
#include "ui/widgets/theme.h"

#include <QCoreApplication>

namespace redlock::ui {

namespace {

QString completionText(Completion c) {
    switch (c) {
    case Completion::Accepted:
        return QCoreApplication::translate("redlock::ui::RecapPage", "accepted");
    case Completion::Duplicate:
        return QCoreApplication::translate("redlock::ui::RecapPage", "a harmless duplicate");
    case Completion::Stale:
        return QCoreApplication::translate("redlock::ui::RecapPage", "rejected");
    case Completion::Unknown:
        break;
    }
    return QCoreApplication::translate("redlock::ui::RecapPage", "unknown job");
}

// The page's story on the in-memory job lease and a virtual clock: one job claimed, left to
// lapse, reaped and claimed again; then the first worker's late completion and the second's.
class LeaseCard final : public RecapCard {
public:
    void compute() override {
        ManualClock clock; // nobody waits for the lease to lapse
        MockJobLease lease(clock);
        lease.enqueue("job-1", "resize photo");
        const auto first = lease.claim();
        clock.advance(Micros(lease.options().lease) + Micros(Millis(1)));
        lease.reap();
        const auto second = lease.claim();
        if (first && *first && second && *second) {
            m_firstFence = (*first)->attempts;
            m_secondFence = (*second)->attempts;
            if (const auto late = lease.complete("job-1", m_firstFence, "late")) {
                m_late = *late;
            }
            if (const auto fresh = lease.complete("job-1", m_secondFence, "done")) {
                m_fresh = *fresh;
            }
        }
    }
    RecapText text(bool computed) const override {
        return {QCoreApplication::translate(
                    "redlock::ui::RecapPage",
                    "The contrast: a job lease on a single Valkey. A claim script takes the next "
                    "pending job, raises its attempts counter, which serves as the fence, and "
                    "sets a deadline from the server's TIME; a reaper hands lapsed leases back. "
                    "One server, one clock, no majority: running a job twice is harmless "
                    "because the handler is idempotent, and the fence refuses a late "
                    "completion."),
                !computed ? computingText()
                          : QCoreApplication::translate(
                                "redlock::ui::RecapPage",
                                "Claim → lapse → re-claim: fence %1 → %2; stale completion %3, "
                                "new one %4")
                                .arg(m_firstFence)
                                .arg(m_secondFence)
                                .arg(completionText(m_late), completionText(m_fresh)),
                !computed                     ? QColor()
                : m_late == Completion::Stale ? Theme::ok()
                                              : Theme::down()};
    }

private:
    std::int64_t m_firstFence = 0;
    std::int64_t m_secondFence = 0;
    Completion m_late = Completion::Unknown;
    Completion m_fresh = Completion::Unknown;
};

} // namespace

QString LeaseEntry::title() const {
    return QCoreApplication::translate("redlock::ui::PageCatalog", "A single-server lease");
}

QString LeaseEntry::subtitle() const {
    return QCoreApplication::translate(
        "redlock::ui::PageCatalog",
        "One Valkey, one clock, no vote: a job lease with a fence, and the trade against "
        "Redlock.");
}

QWidget* LeaseEntry::create(const PageContext&) const {
    return new LeasePage;
}

QList<TryStep> LeaseEntry::trySteps() const {
    return {{QStringLiteral("claim"),
             [] {
                 return QCoreApplication::translate(
                     "redlock::ui::TryThis", "Let worker 1 claim the job. What is its fence?");
             }},
            {QStringLiteral("reclaim"),
             [] {
                 return QCoreApplication::translate(
                     "redlock::ui::TryThis",
                     "Pause worker 1, advance time past the lease, run the reaper and let worker "
                     "2 claim.");
             }},
            {QStringLiteral("stale"), [] {
                 return QCoreApplication::translate(
                     "redlock::ui::TryThis", "Complete: is worker 1's late completion accepted?");
             }}};
}

void LeaseEntry::watchSteps(QWidget* page, const PageContext&, StepWatch& watch) const {
    auto* lease = qobject_cast<LeasePage*>(page);
    if (!lease) {
        return;
    }
    LeaseLab* lab = lease->lab();
    watch.recheckOn(lab, &LeaseLab::changed);
    watch.watch(QStringLiteral("claim"), [lab] { return lab->held(1).has_value(); });
    watch.watch(QStringLiteral("reclaim"),
                [lab] { return lab->held(2) && lab->held(2)->attempts >= 2; });
    watch.watch(QStringLiteral("stale"), [lab] { return lab->staleRejected() > 0; });
}

QStringList LeaseEntry::handoutNumbers(const QWidget* page, const PageContext&) const {
    const auto* lease = qobject_cast<const LeasePage*>(page);
    if (!lease) {
        return {};
    }
    const LeaseLab& lab = *lease->lab();
    return QStringList{QCoreApplication::translate("redlock::ui::HandoutText", "Lease: %1 ms")
                           .arg(Readouts::ms(LeaseLab::kLease)),
                       QCoreApplication::translate("redlock::ui::HandoutText", "Lab clock: %1 ms")
                           .arg(Readouts::ms(Millis(lab.nowMs()))),
                       QCoreApplication::translate("redlock::ui::HandoutText",
                                                   "Stale completions rejected: %1")
                           .arg(lab.staleRejected()),
                       QCoreApplication::translate("redlock::ui::HandoutText", "Handler runs: %1")
                           .arg(lab.handlerRuns())} +
           lease->handoutRun();
}

QStringList LeaseEntry::handoutSetup(const QWidget* page, const PageContext&) const {
    const auto* lease = qobject_cast<const LeasePage*>(page);
    return lease ? lease->handoutSetup() : QStringList();
}

QList<HandoutDiagram> LeaseEntry::handoutDiagrams(QWidget* page) const {
    const auto* lease = qobject_cast<const LeasePage*>(page);
    return lease ? lease->handoutDiagrams() : QList<HandoutDiagram>();
}

std::unique_ptr<RecapCard> LeaseEntry::recapCard(const PageContext&) const {
    return std::make_unique<LeaseCard>();
}

} // namespace redlock::ui
