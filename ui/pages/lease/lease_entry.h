#pragma once
// The lease page's entry in the page catalogue (ui/app/page.h): the single-server job lease.

#include "ui/app/page.h"

namespace redlock::ui {

class LeaseEntry final : public Page {
public:
    QString name() const override { return QStringLiteral("lease"); }
    QString title() const override;
    QString subtitle() const override;
    QWidget* create(const PageContext& context) const override;
    QWidget* verdict(QWidget* page) const override { return namedChild(page, "leaseStatus"); }
    QList<TryStep> trySteps() const override;
    void watchSteps(QWidget* page, const PageContext& context, StepWatch& watch) const override;
    QStringList handoutSetup(const QWidget* page, const PageContext& context) const override;
    QStringList handoutNumbers(const QWidget* page, const PageContext& context) const override;
    QList<HandoutDiagram> handoutDiagrams(QWidget* page) const override;
    std::unique_ptr<RecapCard> recapCard(const PageContext& context) const override;
};

} // namespace redlock::ui
