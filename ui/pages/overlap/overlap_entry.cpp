#include "ui/pages/overlap/overlap_entry.h"

#include "core/lock/quorum.h"
#include "ui/model/lab_state.h"
#include "ui/pages/overlap/availability_chart.h"
#include "ui/pages/overlap/overlap_page.h"
#include "ui/pages/overlap/overlap_sketch.h"

#include <QCoreApplication>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>

#include <memory>

namespace redlock::ui {

namespace {

// Two majorities of the shared lab's N, drawn, and the master they share.
class OverlapCard final : public RecapCard {
public:
    explicit OverlapCard(LabState* shared) : m_shared(shared) {}
    QWidget* miniature() override {
        m_sketch = new OverlapSketch(m_shared);
        return m_sketch;
    }
    RecapText text(bool) const override {
        const int n = m_shared->masterCount();
        const std::vector<int> shared = m_sketch ? m_sketch->shared() : std::vector<int>{};
        return {QCoreApplication::translate(
                    "redlock::ui::RecapPage",
                    "Any two majorities of the same N share at least 2m − N masters, and each "
                    "master holds one value per key — so two clients cannot both hold a majority "
                    "at one instant, as long as no master loses or expires a key early (page 5 "
                    "shows both)."),
                QCoreApplication::translate(
                    "redlock::ui::RecapPage",
                    "Here: two majorities of %1 share M%2 (at least %3 in common).")
                    .arg(n)
                    .arg(shared.empty() ? 0 : shared.front() + 1)
                    .arg(minOverlap(n)),
                QColor()};
    }

private:
    LabState* m_shared;
    OverlapSketch* m_sketch = nullptr; // owned by the card's widget
};

} // namespace

QString OverlapEntry::title() const {
    return QCoreApplication::translate("redlock::ui::PageCatalog", "Quorum overlap");
}

QString OverlapEntry::subtitle() const {
    return QCoreApplication::translate(
        "redlock::ui::PageCatalog", "Why two clients cannot both hold a majority at one instant.");
}

QWidget* OverlapEntry::create(const PageContext&) const {
    return new OverlapPage;
}

QList<TryStep> OverlapEntry::trySteps() const {
    return {{QStringLiteral("check-pairs"),
             [] {
                 return QCoreApplication::translate(
                     "redlock::ui::TryThis",
                     "Press \"Check every pair\". Do any two majorities share nothing?");
             }},
            {QStringLiteral("four-masters"),
             [] {
                 return QCoreApplication::translate(
                     "redlock::ui::TryThis",
                     "Set the number of masters to 4. How many masters do two majorities share "
                     "now?");
             }},
            {QStringLiteral("move-p"), [] {
                 return QCoreApplication::translate(
                     "redlock::ui::TryThis",
                     "Move the p slider: how often is a majority still up?");
             }}};
}

void OverlapEntry::watchSteps(QWidget* page, const PageContext&, StepWatch& watch) const {
    auto* overlap = qobject_cast<OverlapPage*>(page);
    if (!overlap) {
        return;
    }
    // Pressed and moved are things the student did, not states the page can be found in.
    auto pressed = std::make_shared<bool>(false);
    auto moved = std::make_shared<bool>(false);
    QObject::connect(overlap->checkButton(), &QPushButton::clicked, watch.context(),
                     [&watch, pressed] {
                         *pressed = true;
                         watch.recheck();
                     });
    QObject::connect(overlap->pSlider(), &QSlider::valueChanged, watch.context(), [&watch, moved] {
        *moved = true;
        watch.recheck();
    });
    watch.recheckOn(overlap->mastersSpin(), &QSpinBox::valueChanged);
    watch.watch(QStringLiteral("check-pairs"), [pressed] { return *pressed; });
    watch.watch(QStringLiteral("four-masters"),
                [overlap] { return overlap->mastersSpin()->value() == 4; });
    watch.watch(QStringLiteral("move-p"), [moved] { return *moved; });
}

std::unique_ptr<RecapCard> OverlapEntry::recapCard(const PageContext& context) const {
    return std::make_unique<OverlapCard>(context.shared);
}

std::vector<PageInteraction> OverlapEntry::interactions() const {
    const auto page = [](QWidget* w) { return qobject_cast<OverlapPage*>(w); };
    return {{QStringLiteral("p-slider step"),
             [page](QWidget* w, int step) {
                 page(w)->pSlider()->triggerAction(step % 2 ? QAbstractSlider::SliderSingleStepSub
                                                            : QAbstractSlider::SliderSingleStepAdd);
             },
             [page](QWidget* w) {
                 return std::vector<QWidget*>{
                     page(w)->chart(),
                     w->findChild<QLabel*>(QStringLiteral("availabilityReadout"))};
             }}};
}

} // namespace redlock::ui
