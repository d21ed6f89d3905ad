#pragma once
// The choosing page's entry in the page catalogue (ui/app/page.h): choosing a lock.

#include "ui/app/page.h"

namespace redlock::ui {

class ChooseEntry final : public Page {
public:
    QString name() const override { return QStringLiteral("choose"); }
    QString title() const override;
    QString subtitle() const override;
    QWidget* create(const PageContext& context) const override;
    QWidget* verdict(QWidget* page) const override { return namedChild(page, "chooseGrid"); }
    // The grid's cells are simulated off the GUI thread: a headless render or the handout waits.
    bool computing(const QWidget* page) const override;
    QList<TryStep> trySteps() const override;
    void watchSteps(QWidget* page, const PageContext& context, StepWatch& watch) const override;
    std::unique_ptr<RecapCard> recapCard(const PageContext& context) const override;
};

} // namespace redlock::ui
