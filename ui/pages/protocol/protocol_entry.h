#pragma once
// Page 2's entry in the page catalogue (ui/app/page.h): one acquire, step by step.

#include "ui/app/page.h"

namespace redlock::ui {

class ProtocolEntry final : public Page {
public:
    QString name() const override { return QStringLiteral("protocol"); }
    QString title() const override;
    QString subtitle() const override;
    QWidget* create(const PageContext& context) const override;
    QWidget* verdict(QWidget* page) const override { return namedChild(page, "protocolHeadline"); }
    QList<TryStep> trySteps() const override;
    void watchSteps(QWidget* page, const PageContext& context, StepWatch& watch) const override;
    std::unique_ptr<RecapCard> recapCard(const PageContext& context) const override;
};

} // namespace redlock::ui
