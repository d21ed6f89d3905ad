#include "ui/pages/choose/choose_entry.h"

#include "core/sim/analysis/choose.h"
#include "core/sim/simulator.h"
#include "ui/pages/choose/choose_page.h"
#include "ui/widgets/theme.h"

#include <QCoreApplication>

namespace redlock::ui {

namespace {

// The consensus lease under a 15 s client pause (the grid's gc-pause column), its revision
// unchecked and checked by the storage: stale writes accepted.
class ChooseCard final : public RecapCard {
public:
    void compute() override {
        m_staleUnfenced = staleOf("consensus-lease", "gc-pause");
        m_staleFenced = staleOf("consensus-fenced", "gc-pause");
    }
    RecapText text(bool computed) const override {
        return {QCoreApplication::translate(
                    "redlock::ui::RecapPage",
                    "No lock is a silver bullet: the choosing page plays every fault against "
                    "every design. A consensus lease (etcd, ZooKeeper) survives the server "
                    "faults, yet a paused client still writes after its lease; its revision is "
                    "the fencing token that turns that write away."),
                !computed ? computingText()
                          : QCoreApplication::translate(
                                "redlock::ui::RecapPage",
                                "Consensus lease, client paused 15 s: stale writes accepted %1 "
                                "with the revision unchecked, %2 with it checked")
                                .arg(m_staleUnfenced)
                                .arg(m_staleFenced),
                !computed            ? QColor()
                : m_staleFenced == 0 ? Theme::ok()
                                     : Theme::down()};
    }

private:
    static int staleOf(const char* design, const char* fault) {
        // The choose page's cell: the worst over the fault's phases.
        return sim::chooseCell(design, fault).staleWritesAccepted;
    }
    int m_staleUnfenced = -1;
    int m_staleFenced = -1;
};

} // namespace

QString ChooseEntry::title() const {
    return QCoreApplication::translate("redlock::ui::PageCatalog", "Choosing a lock");
}

QString ChooseEntry::subtitle() const {
    return QCoreApplication::translate(
        "redlock::ui::PageCatalog",
        "The same faults against each lock design, measured: which lock for which work.");
}

QWidget* ChooseEntry::create(const PageContext&) const {
    return new ChoosePage;
}

QList<TryStep> ChooseEntry::trySteps() const {
    return {{QStringLiteral("fenced-pause"),
             [] {
                 return QCoreApplication::translate(
                     "redlock::ui::TryThis",
                     "Open the cell \"Consensus lease + fence\" under \"GC pause\": what does "
                     "the storage do with the late write?");
             }},
            {QStringLiteral("harmless"),
             [] {
                 return QCoreApplication::translate(
                     "redlock::ui::TryThis",
                     "Untick \"Running the work twice corrupts data\": which design does the "
                     "guide pick now?");
             }},
            {QStringLiteral("consensus"), [] {
                 return QCoreApplication::translate(
                     "redlock::ui::TryThis",
                     "Say the team runs a consensus cluster and the work can refuse a stale "
                     "token: what must the storage still check?");
             }}};
}

void ChooseEntry::watchSteps(QWidget* page, const PageContext&, StepWatch& watch) const {
    auto* choose = qobject_cast<ChoosePage*>(page);
    if (!choose) {
        return;
    }
    watch.recheckOn(choose, &ChoosePage::cellOpened);
    watch.recheckOn(choose, &ChoosePage::answersChanged);
    watch.watch(QStringLiteral("fenced-pause"), [choose] {
        const int i = choose->openCell();
        if (i < 0 || static_cast<std::size_t>(i) >= choose->cells().size()) {
            return false;
        }
        const sim::ChooseCell& cell = choose->cells()[static_cast<std::size_t>(i)];
        return cell.design == "consensus-fenced" && cell.fault == "gc-pause";
    });
    watch.watch(QStringLiteral("harmless"),
                [choose] { return choose->answers().doubleRun == sim::DoubleRun::Wasteful; });
    watch.watch(QStringLiteral("consensus"), [choose] {
        return choose->answers().operate == sim::Operate::Consensus && choose->answers().idempotent;
    });
}

bool ChooseEntry::computing(const QWidget* page) const {
    const auto* choose = qobject_cast<const ChoosePage*>(page);
    return choose && choose->isComputing();
}

std::unique_ptr<RecapCard> ChooseEntry::recapCard(const PageContext&) const {
    return std::make_unique<ChooseCard>();
}

} // namespace redlock::ui
