#include "ui/pages/explore/explore_entry.h"

#include "ui/model/readouts.h"
#include "ui/pages/explore/explore_page.h"
#include "ui/pages/timing/timeline_view.h"
#include "ui/widgets/theme.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QLabel>
#include <QSpinBox>

namespace redlock::ui {

namespace {

// Two searches of the page's own presets, small enough for the recap's worker: a master back at
// once without persistence (broken), and no fault but clock jumps within the drift allowance
// (searched to the end).
class ExploreCard final : public RecapCard {
public:
    void compute() override {
        explore::Options restart;
        restart.restart = explore::Restart::Immediate;
        if (const auto cfg = explore::configure(restart)) {
            const explore::Outcome r = explore::explore(*cfg);
            m_broken = r.verdict == explore::Verdict::Violation;
            m_steps = r.depth;
        }
        explore::Options clocks;
        if (auto cfg = explore::configure(clocks)) {
            clocks.clockJumpMs = cfg->driftUs / 1000;
            if (const auto cfg2 = explore::configure(clocks)) {
                const explore::Outcome r = explore::explore(*cfg2);
                m_exhausted = r.verdict == explore::Verdict::Exhausted;
                m_states = r.states;
            }
        }
    }
    RecapText text(bool computed) const override {
        const QString body = QCoreApplication::translate(
            "redlock::ui::RecapPage",
            "Can it break? A search that tries every schedule the adversary may choose answers "
            "the debate's question for a model of the protocol: with clocks within the drift "
            "allowance and no other fault it finds no two holders; drop one of antirez's "
            "assumptions and it finds the shortest schedule that breaks the lock.");
        if (!computed) {
            return {body, computingText(), QColor()};
        }
        const QString restart =
            m_broken ? QCoreApplication::translate("redlock::ui::RecapPage",
                                                   "a master back at once without persistence: "
                                                   "two holders after %n step(s)",
                                                   "", m_steps)
                     : QCoreApplication::translate("redlock::ui::RecapPage",
                                                   "a master back at once without persistence: "
                                                   "no break found");
        const QString clocks =
            m_exhausted ? QCoreApplication::translate("redlock::ui::RecapPage",
                                                      "clocks within the drift allowance: no "
                                                      "break in all %1 states")
                              .arg(Readouts::count(static_cast<long long>(m_states)))
                        : QCoreApplication::translate("redlock::ui::RecapPage",
                                                      "clocks within the drift allowance: not "
                                                      "searched to the end");
        return {body, restart + QStringLiteral(" · ") + clocks,
                m_broken ? Theme::down() : Theme::ok()};
    }

private:
    bool m_broken = false;
    int m_steps = 0;
    bool m_exhausted = false;
    std::int64_t m_states = 0;
};

ExplorePage* exploreOf(QWidget* w) {
    return qobject_cast<ExplorePage*>(w);
}

} // namespace

QString ExploreEntry::title() const {
    return QCoreApplication::translate("redlock::ui::PageCatalog", "Can it break?");
}

QString ExploreEntry::subtitle() const {
    return QCoreApplication::translate(
        "redlock::ui::PageCatalog",
        "Choose the assumptions; a search tries every schedule that could break the lock.");
}

QWidget* ExploreEntry::create(const PageContext& context) const {
    auto* page = new ExplorePage;
    if (context.showPage) {
        page->setShowPage(context.showPage);
    }
    return page;
}

bool ExploreEntry::computing(const QWidget* page) const {
    const auto* ep = qobject_cast<const ExplorePage*>(page);
    return ep && ep->searching();
}

QList<TryStep> ExploreEntry::trySteps() const {
    return {{QStringLiteral("antirez"),
             [] {
                 return QCoreApplication::translate(
                     "redlock::ui::TryThis",
                     "Search under antirez's assumptions. Is the answer a proof?");
             }},
            {QStringLiteral("break"),
             [] {
                 return QCoreApplication::translate(
                     "redlock::ui::TryThis",
                     "Drop one assumption with its preset and search: which assumption breaks?");
             }},
            {QStringLiteral("fencing"), [] {
                 return QCoreApplication::translate(
                     "redlock::ui::TryThis",
                     "With long pauses, switch the storage to a monotonic token and search "
                     "again.");
             }}};
}

void ExploreEntry::watchSteps(QWidget* page, const PageContext&, StepWatch& watch) const {
    ExplorePage* ep = exploreOf(page);
    if (!ep) {
        return;
    }
    watch.recheckOn(ep, &ExplorePage::searchFinished);
    const auto finished = [ep] { return ep->hasOutcome() && !ep->searching(); };
    watch.watch(QStringLiteral("antirez"), [ep, finished] {
        const explore::Options o = ep->options();
        return finished() && ep->outcome().verdict != explore::Verdict::Violation &&
               o.restart == explore::Restart::Delayed && o.maxPauseMs == 0;
    });
    watch.watch(QStringLiteral("break"), [ep, finished] {
        return finished() && ep->outcome().verdict == explore::Verdict::Violation;
    });
    watch.watch(QStringLiteral("fencing"), [ep, finished] {
        const explore::Options o = ep->options();
        return finished() && o.maxPauseMs > 0 && o.fencing == explore::Fence::Monotonic;
    });
}

QStringList ExploreEntry::handoutNumbers(const QWidget* page, const PageContext&) const {
    const auto* ep = qobject_cast<const ExplorePage*>(page);
    if (!ep) {
        return {};
    }
    // Before any search the page asks for one ("press Search"); paper says what is so.
    const bool none = !ep->hasOutcome() && !ep->searching() && !ep->hasError();
    QStringList out{
        none ? QCoreApplication::translate("redlock::ui::ExplorePage",
                                           "No search has been run with these assumptions yet.")
             : ep->verdictText()};
    if (const QString detail = ep->detailText(); !detail.isEmpty()) {
        out << detail;
    }
    return out;
}

QStringList ExploreEntry::handoutSetup(const QWidget* page, const PageContext&) const {
    const auto* ep = qobject_cast<const ExplorePage*>(page);
    return ep ? ep->handoutSetup() : QStringList();
}

QList<HandoutDiagram> ExploreEntry::handoutDiagrams(QWidget* page) const {
    const auto* ep = qobject_cast<const ExplorePage*>(page);
    if (!ep || ep->timeline()->isHidden()) {
        return {}; // no counterexample found (yet): nothing to draw
    }
    return {{QCoreApplication::translate("redlock::ui::ExplorePage",
                                         "The counterexample the search found"),
             ep->timeline()}};
}

std::unique_ptr<RecapCard> ExploreEntry::recapCard(const PageContext&) const {
    return std::make_unique<ExploreCard>();
}

} // namespace redlock::ui
