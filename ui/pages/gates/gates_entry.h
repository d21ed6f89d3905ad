#pragma once
// Page 3's entry in the page catalogue (ui/app/page.h): the vote gate and the time gate on the
// shared masters.

#include "ui/app/page.h"

namespace redlock::ui {

class GatesEntry final : public Page {
public:
    QString name() const override { return QStringLiteral("gates"); }
    QString title() const override;
    QString subtitle() const override;
    QWidget* create(const PageContext& context) const override;
    QWidget* verdict(QWidget* page) const override { return namedChild(page, "headline"); }
    bool resetInPlace(const PageContext& context) const override;
    QList<TryStep> trySteps() const override;
    void watchSteps(QWidget* page, const PageContext& context, StepWatch& watch) const override;
    std::unique_ptr<RecapCard> recapCard(const PageContext& context) const override;
    std::vector<PageInteraction> interactions() const override;
};

} // namespace redlock::ui
