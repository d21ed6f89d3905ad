#include "ui/app/export/handout_source.h"

#include "ui/model/lab_state.h"
#include "ui/model/readouts.h"
#include "ui/pages/lease/lease_lab.h"
#include "ui/pages/lease/lease_page.h"
#include "ui/pages/recap/recap_page.h"
#include "ui/pages/timing/run_summary.h"
#include "ui/pages/timing/timing_model.h"
#include "ui/pages/timing/timing_page.h"

#include <QCoreApplication>

namespace redlock::ui {

namespace {

class HandoutText {
    Q_DECLARE_TR_FUNCTIONS(redlock::ui::HandoutText)
public:
    static QStringList timing(const TimingModel& m) {
        QStringList out;
        out << tr("Scenario: %1").arg(m.scenario());
        auto run = [&out](const QString& name, const std::string& variant,
                          const sim::SimResult& r) {
            const QString v = variant.empty() ? tr("base") : QString::fromStdString(variant);
            out << tr("Run %1 (%2): belief overlap %3 ms, stale writes accepted %4, validity of "
                      "the first acquire %5 ms")
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
    static QStringList lease(const LeaseLab& lab) {
        return {tr("Lease: %1 ms").arg(Readouts::ms(LeaseLab::kLease)),
                tr("Lab clock: %1 ms").arg(Readouts::ms(Millis(lab.nowMs()))),
                tr("Stale completions rejected: %1").arg(lab.staleRejected()),
                tr("Handler runs: %1").arg(lab.handlerRuns())};
    }
};

} // namespace

QStringList handoutNumbersOf(const QWidget* page, const LabState* shared) {
    if (const auto* source = dynamic_cast<const HandoutSource*>(page)) {
        return source->handoutNumbers();
    }
    if (const auto* timing = qobject_cast<const TimingPage*>(page)) {
        return HandoutText::timing(*timing->model());
    }
    if (const auto* lease = qobject_cast<const LeasePage*>(page)) {
        return HandoutText::lease(*lease->lab());
    }
    if (qobject_cast<const RecapPage*>(page) && shared) {
        // The recap draws the shared lab: its vote bar and gates are the LabState's.
        return Readouts::numbers(shared->verdict(), shared->driftFactor());
    }
    return {};
}

} // namespace redlock::ui
