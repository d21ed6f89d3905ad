#pragma once
// Page 5's entry in the page catalogue (ui/app/page.h): the timing debate in the simulator.

#include "ui/app/page.h"

namespace redlock::ui {

class TimingEntry final : public Page {
public:
    QString name() const override { return QStringLiteral("timing"); }
    QString title() const override;
    QString subtitle() const override;
    QWidget* create(const PageContext& context) const override;
    QWidget* verdict(QWidget* page) const override { return namedChild(page, "banner"); }
    void attachSettings(QWidget* page, Settings* settings) const override;
    bool computing(const QWidget* page) const override;
    QList<TryStep> trySteps() const override;
    void watchSteps(QWidget* page, const PageContext& context, StepWatch& watch) const override;
    QStringList handoutSetup(const QWidget* page, const PageContext& context) const override;
    QStringList handoutNumbers(const QWidget* page, const PageContext& context) const override;
    QList<HandoutDiagram> handoutDiagrams(QWidget* page) const override;
    std::unique_ptr<RecapCard> recapCard(const PageContext& context) const override;
    std::vector<PageInteraction> interactions() const override;
};

} // namespace redlock::ui
