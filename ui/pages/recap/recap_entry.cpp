#include "ui/pages/recap/recap_entry.h"

#include "ui/model/lab_state.h"
#include "ui/model/readouts.h"
#include "ui/pages/recap/recap_page.h"

#include <QCoreApplication>
#include <QLocale>

namespace redlock::ui {

QString RecapEntry::title() const {
    return QCoreApplication::translate("redlock::ui::PageCatalog", "Recap");
}

QString RecapEntry::subtitle() const {
    return QCoreApplication::translate("redlock::ui::PageCatalog",
                                       "The whole algorithm on one page.");
}

QWidget* RecapEntry::create(const PageContext& context) const {
    auto* recap = new RecapPage(context.shared);
    if (context.showPage) {
        QObject::connect(recap, &RecapPage::pageRequested, recap, context.showPage);
    }
    return recap;
}

QList<TryStep> RecapEntry::trySteps() const {
    return {{QStringLiteral("three-pages"),
             [] {
                 return QCoreApplication::translate("redlock::ui::TryThis",
                                                    "Answer a question on three different pages.");
             }},
            {QStringLiteral("all-right"), [] {
                 return QCoreApplication::translate("redlock::ui::TryThis",
                                                    "Get every question of one page right.");
             }}};
}

void RecapEntry::watchSteps(QWidget*, const PageContext&, StepWatch& watch) const {
    watch.recheckOnAnswers();
    watch.watch(QStringLiteral("three-pages"), [&watch] { return watch.pagesAnswered() >= 3; });
    watch.watch(QStringLiteral("all-right"), [&watch] { return watch.anyPageAllRight(); });
}

QStringList RecapEntry::handoutSetup(const QWidget*, const PageContext& context) const {
    // The set-up the recap's vote bar and gates are drawn for: the shared lab of pages 1 to 3.
    if (!context.shared) {
        return {};
    }
    const Verdict v = context.shared->verdict();
    return {
        QCoreApplication::translate("redlock::ui::RecapEntry",
                                    "The lab of pages 1 to 3, as it is now:"),
        QCoreApplication::translate("redlock::ui::RecapEntry", "Masters: %1, of which %2 voted OK")
            .arg(v.n)
            .arg(v.votes),
        QCoreApplication::translate("redlock::ui::RecapEntry", "TTL: %1 ms")
            .arg(Readouts::ms(v.ttl)),
        QCoreApplication::translate("redlock::ui::RecapEntry", "Drift factor: %1")
            .arg(QLocale().toString(context.shared->driftFactor())),
        QCoreApplication::translate("redlock::ui::RecapEntry", "Elapsed time of the acquire: %1 ms")
            .arg(Readouts::ms(v.elapsed))};
}

QStringList RecapEntry::handoutNumbers(const QWidget*, const PageContext& context) const {
    // The recap draws the shared lab: its vote bar and gates are the LabState's.
    return context.shared
               ? Readouts::numbers(context.shared->verdict(), context.shared->driftFactor())
               : QStringList();
}

} // namespace redlock::ui
