#include "ui/app/page.h"

#include "ui/app/presenter_keys.h"
#include "ui/guide/run_target.h"

#include <QCoreApplication>
#include <QWidget>

namespace redlock::ui {

QString RecapCard::computingText() {
    return QCoreApplication::translate("redlock::ui::RecapPage",
                                       "The core is computing this card's numbers…");
}

bool Page::resetInPlace(const PageContext&) const {
    return false;
}

void Page::attachSettings(QWidget*, Settings*) const {}

bool Page::computing(const QWidget*) const {
    return false;
}

bool Page::takesMasterKeys() const {
    return false;
}

PresenterKeys* Page::presenterKeys(QWidget* page) const {
    return dynamic_cast<PresenterKeys*>(page);
}

QWidget* Page::verdict(QWidget*) const {
    return nullptr;
}

QWidget* Page::namedChild(QWidget* page, const char* name) {
    return page ? page->findChild<QWidget*>(QLatin1String(name)) : nullptr;
}

RunTarget* Page::runTarget(QWidget* page) const {
    return dynamic_cast<RunTarget*>(page);
}

QList<TryStep> Page::trySteps() const {
    return {};
}

void Page::watchSteps(QWidget*, const PageContext&, StepWatch&) const {}

QStringList Page::handoutSetup(const QWidget* page, const PageContext&) const {
    const auto* source = dynamic_cast<const HandoutSource*>(page);
    return source ? source->handoutSetup() : QStringList();
}

QStringList Page::handoutNumbers(const QWidget* page, const PageContext&) const {
    const auto* source = dynamic_cast<const HandoutSource*>(page);
    return source ? source->handoutNumbers() : QStringList();
}

QList<HandoutDiagram> Page::handoutDiagrams(QWidget* page) const {
    const auto* source = dynamic_cast<const HandoutSource*>(page);
    return source ? source->handoutDiagrams() : QList<HandoutDiagram>();
}

std::unique_ptr<RecapCard> Page::recapCard(const PageContext&) const {
    return nullptr;
}

std::vector<PageInteraction> Page::interactions() const {
    return {};
}

} // namespace redlock::ui
