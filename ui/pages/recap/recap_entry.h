#pragma once
// Page 8's entry in the page catalogue (ui/app/page.h): the recap, one card per page.

#include "ui/app/page.h"

namespace redlock::ui {

class RecapEntry final : public Page {
public:
    QString name() const override { return QStringLiteral("recap"); }
    QString title() const override;
    QString subtitle() const override;
    QWidget* create(const PageContext& context) const override;
    QList<TryStep> trySteps() const override;
    void watchSteps(QWidget* page, const PageContext& context, StepWatch& watch) const override;
    QStringList handoutSetup(const QWidget* page, const PageContext& context) const override;
    QStringList handoutNumbers(const QWidget* page, const PageContext& context) const override;
};

} // namespace redlock::ui
