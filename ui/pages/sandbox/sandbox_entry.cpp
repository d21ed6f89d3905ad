#include "ui/pages/sandbox/sandbox_entry.h"

#include "core/sim/simulator.h"

#include "ui/live/backend_model.h"
#include "ui/model/readouts.h"
#include "ui/pages/sandbox/bench_lanes.h"
#include "ui/pages/sandbox/bench_page.h"
#include "ui/widgets/theme.h"

#include <QCoreApplication>
#include <QLabel>

#include <algorithm>

namespace redlock::ui {

namespace {

constexpr sim::Us kMs = 1000;

bool anyMark(const BenchPage* p, sim::MarkKind kind) {
    return std::any_of(p->marks().begin(), p->marks().end(),
                       [kind](const sim::Mark& m) { return m.kind == kind; });
}

// The bench's classic demonstration, computed once: three masters, two looping clients, and
// two of the masters restarted wiped while C1 holds the lock; then the same restarts keeping
// the key.
class SandboxCard final : public RecapCard {
public:
    void compute() override {
        sim::BenchSettings b;
        b.masters = 3;
        b.runMs = 10000;
        const sim::SimResult plain = sim::simulate(sim::benchScenario(b, {}));
        sim::Us held = -1;
        for (const sim::Attempt& a : plain.attempts) {
            if (a.client == "C1" && a.held) {
                held = a.t2;
                break;
            }
        }
        if (held < 0) {
            return;
        }
        const auto run = [&](sim::MarkKind k) {
            const sim::SimResult r = sim::simulate(
                sim::benchScenario(b, {{k, 0, held + 100 * kMs, 0}, {k, 1, held + 100 * kMs, 0}}));
            return static_cast<int>(r.overlaps.size());
        };
        m_wiped = run(sim::MarkKind::RestartWiped);
        m_kept = run(sim::MarkKind::RestartKeep);
    }
    RecapText text(bool computed) const override {
        const QString body = QCoreApplication::translate(
            "redlock::ui::RecapPage",
            "Lab bench: with time running and clients locking over and over, one fault at the "
            "wrong moment is enough. Restarting a majority of the masters without their keys "
            "while a client holds the lock lets a second client in; a pause past the TTL turns "
            "the first client's next write stale.");
        if (!computed) {
            return {body, computingText(), QColor()};
        }
        const QString status =
            QCoreApplication::translate("redlock::ui::RecapPage",
                                        "two of three masters restarted wiped during a hold: "
                                        "%n overlap(s); restarted keeping the key: %1",
                                        nullptr, m_wiped)
                .arg(Readouts::count(m_kept));
        return {body, status, m_wiped > 0 ? Theme::down() : Theme::ok()};
    }

private:
    int m_wiped = 0;
    int m_kept = 0;
};

BenchPage* benchOf(QWidget* w) {
    return qobject_cast<BenchPage*>(w);
}

} // namespace

QString SandboxEntry::title() const {
    return QCoreApplication::translate("redlock::ui::PageCatalog", "Lab bench");
}

QString SandboxEntry::subtitle() const {
    return QCoreApplication::translate(
        "redlock::ui::PageCatalog",
        "Time runs and the clients keep locking: break a master or a client and watch.");
}

QWidget* SandboxEntry::create(const PageContext& context) const {
    auto* page = new BenchPage;
    if (context.showPage) {
        page->setShowPage(context.showPage);
    }
    if (BackendModel* backend = context.backend) {
        // The Docker masters come from the image the Masters dialog names.
        const auto follow = [page, backend] {
            page->setDockerImage(backend->config().dockerImage);
        };
        follow();
        QObject::connect(backend, &BackendModel::changed, page, follow);
    }
    return page;
}

bool SandboxEntry::computing(const QWidget* page) const {
    const auto* bp = qobject_cast<const BenchPage*>(page);
    return bp && bp->computing();
}

QList<TryStep> SandboxEntry::trySteps() const {
    return {{QStringLiteral("crash"),
             [] {
                 return QCoreApplication::translate(
                     "redlock::ui::TryThis",
                     "Crash three of the five masters while the clients loop. What does the "
                     "monitor count?");
             }},
            {QStringLiteral("wiped"),
             [] {
                 return QCoreApplication::translate(
                     "redlock::ui::TryThis",
                     "While C1 holds the lock, restart a majority of the masters wiped: find "
                     "the overlap.");
             }},
            {QStringLiteral("pause"), [] {
                 return QCoreApplication::translate(
                     "redlock::ui::TryThis",
                     "Pause a client for longer than the TTL while it holds the lock: find the "
                     "stale write, then make the storage check a fencing token.");
             }}};
}

void SandboxEntry::watchSteps(QWidget* page, const PageContext&, StepWatch& watch) const {
    BenchPage* bp = benchOf(page);
    if (!bp) {
        return;
    }
    watch.recheckOn(bp, &BenchPage::tallyChanged);
    watch.watch(QStringLiteral("crash"),
                [bp] { return anyMark(bp, sim::MarkKind::Crash) && bp->tally().unavailable > 0; });
    watch.watch(QStringLiteral("wiped"), [bp] {
        return anyMark(bp, sim::MarkKind::RestartWiped) && bp->tally().overlaps > 0;
    });
    watch.watch(QStringLiteral("pause"), [bp] {
        return anyMark(bp, sim::MarkKind::Pause) && bp->settings().fencing == sim::Fencing::Token &&
               bp->hasRun() && bp->run().writes.size() > 0 &&
               std::any_of(bp->run().writes.begin(), bp->run().writes.end(),
                           [](const sim::StorageWrite& w) { return !w.accepted; });
    });
}

QStringList SandboxEntry::handoutNumbers(const QWidget* page, const PageContext&) const {
    const auto* bp = qobject_cast<const BenchPage*>(page);
    if (!bp) {
        return {};
    }
    const sim::BenchSettings b = bp->settings();
    return {QCoreApplication::translate("redlock::ui::BenchPage",
                                        "Bench: %1 masters, %2 clients, TTL %3 ms, seed %4")
                .arg(b.masters)
                .arg(b.clients)
                .arg(Readouts::count(b.ttlMs))
                .arg(Readouts::count(static_cast<long long>(b.seed))),
            QCoreApplication::translate("redlock::ui::BenchPage", "Marks: %1")
                .arg(Readouts::count(static_cast<long long>(bp->marks().size()))),
            QCoreApplication::translate("redlock::ui::BenchPage", "overlaps") +
                QStringLiteral(": ") + bp->counterText(0),
            QCoreApplication::translate("redlock::ui::BenchPage", "stale writes") +
                QStringLiteral(": ") + bp->counterText(1),
            QCoreApplication::translate("redlock::ui::BenchPage", "lost releases") +
                QStringLiteral(": ") + bp->counterText(2),
            QCoreApplication::translate("redlock::ui::BenchPage", "unavailable stretches") +
                QStringLiteral(": ") + bp->counterText(3),
            // Before time runs the page asks for it ("press Play"); paper says what is so.
            bp->tally().latest || bp->tally().flagged
                ? bp->sentenceText()
                : QCoreApplication::translate("redlock::ui::BenchPage",
                                              "Nothing has happened yet: time has not started "
                                              "on the bench.")};
}

QStringList SandboxEntry::handoutSetup(const QWidget* page, const PageContext&) const {
    const auto* bp = qobject_cast<const BenchPage*>(page);
    return bp ? bp->handoutSetup() : QStringList();
}

QList<HandoutDiagram> SandboxEntry::handoutDiagrams(QWidget* page) const {
    const auto* bp = qobject_cast<const BenchPage*>(page);
    if (!bp) {
        return {};
    }
    return {{QCoreApplication::translate("redlock::ui::BenchPage",
                                         "The bench: one lane per master and per client, in time"),
             bp->lanes()}};
}

std::unique_ptr<RecapCard> SandboxEntry::recapCard(const PageContext&) const {
    return std::make_unique<SandboxCard>();
}

std::vector<PageInteraction> SandboxEntry::interactions() const {
    return {
        {QStringLiteral("add a mark"),
         [](QWidget* w, int step) {
             // A pause of C1 that moves along the run: each step recomputes it.
             BenchPage* bp = benchOf(w);
             if (!bp->marks().empty()) {
                 bp->removeMark(0);
             }
             bp->addMark({sim::MarkKind::Pause, 0, (1000 + 250 * (step % 20)) * kMs, 2500 * kMs});
         },
         [](QWidget* w) { return std::vector<QWidget*>{benchOf(w)->lanes()}; },
         [](QWidget* w, std::function<void()> done) {
             BenchPage* bp = benchOf(w);
             return QObject::connect(bp, &BenchPage::runReady, bp, std::move(done));
         }},
        {QStringLiteral("move the playhead"),
         [](QWidget* w, int step) {
             BenchPage* bp = benchOf(w);
             bp->setPlayhead((500 + 400 * (step % 40)) * kMs);
         },
         [](QWidget* w) { return std::vector<QWidget*>{benchOf(w)->lanes()}; }}};
}

} // namespace redlock::ui
