#pragma once
// Page 4's entry in the page catalogue (ui/app/page.h): why two majorities overlap.

#include "ui/app/page.h"

namespace redlock::ui {

class OverlapEntry final : public Page {
public:
    QString name() const override { return QStringLiteral("overlap"); }
    QString title() const override;
    QString subtitle() const override;
    QWidget* create(const PageContext& context) const override;
    QWidget* verdict(QWidget* page) const override { return namedChild(page, "overlapReadout"); }
    QList<TryStep> trySteps() const override;
    void watchSteps(QWidget* page, const PageContext& context, StepWatch& watch) const override;
    std::unique_ptr<RecapCard> recapCard(const PageContext& context) const override;
    std::vector<PageInteraction> interactions() const override;
};

} // namespace redlock::ui
