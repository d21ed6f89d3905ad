#include "ui/app/page_catalog.h"

namespace redlock::ui {

QStringList PageCatalog::names() {
    return {QStringLiteral("majority"), QStringLiteral("protocol"), QStringLiteral("gates"),
            QStringLiteral("overlap"),  QStringLiteral("timing"),   QStringLiteral("lease"),
            QStringLiteral("choose"),   QStringLiteral("recap")};
}

QString PageCatalog::name(PageId id) {
    return names().at(static_cast<int>(id));
}

std::optional<PageId> PageCatalog::fromName(const QString& name) {
    const int index = names().indexOf(name);
    if (index < 0) {
        return std::nullopt;
    }
    return static_cast<PageId>(index);
}

QString PageCatalog::title(PageId id) {
    switch (id) {
    case PageId::Majority:
        return tr("Why a majority");
    case PageId::Protocol:
        return tr("The acquire protocol");
    case PageId::Gates:
        return tr("The two gates");
    case PageId::Overlap:
        return tr("Quorum overlap");
    case PageId::Timing:
        return tr("The timing debate");
    case PageId::Lease:
        return tr("A single-server lease");
    case PageId::Choose:
        return tr("Choosing a lock");
    case PageId::Recap:
        return tr("Recap");
    }
    return {};
}

QString PageCatalog::subtitle(PageId id) {
    switch (id) {
    case PageId::Majority:
        return tr("Flip masters up and down: a lock needs OK from more than half of them.");
    case PageId::Protocol:
        return tr("One acquire, step by step, from the first SET to the final verdict.");
    case PageId::Gates:
        return tr("A lock must pass two checks: enough votes, and enough time left.");
    case PageId::Overlap:
        return tr("Why two clients can never both hold a majority.");
    case PageId::Timing:
        return tr("Pauses, delays and clock jumps: where the safety argument is argued over.");
    case PageId::Lease:
        return tr("One Valkey, one clock, no vote: a job lease with a fence, and the trade against Redlock.");
    case PageId::Choose:
        return tr("The same faults against seven lock designs, each outcome measured: which lock for which work.");
    case PageId::Recap:
        return tr("The whole algorithm on one page.");
    }
    return {};
}

} // namespace redlock::ui
