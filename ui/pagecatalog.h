#pragma once
// The pages of the lab in course order, with their stable names (used by --page and tests) and
// their translated titles. Keeping the list here means the menu, the navigation list and the
// command line can never disagree about which pages exist.

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace redlock::ui {

enum class PageId { Majority, Protocol, Gates, Overlap, Timing, Lease, Recap };

class PageCatalog {
    Q_DECLARE_TR_FUNCTIONS(redlock::ui::PageCatalog)
public:
    static constexpr int kCount = 7;

    static QStringList names();
    static QString name(PageId id);
    static std::optional<PageId> fromName(const QString& name);

    static QString title(PageId id);
    static QString subtitle(PageId id);
    // For pages not built yet: one honest line about what will be there.
    static QString comingNext(PageId id);
    static bool isBuilt(PageId id) {
        return id == PageId::Majority || id == PageId::Gates || id == PageId::Protocol ||
               id == PageId::Overlap || id == PageId::Timing || id == PageId::Lease ||
               id == PageId::Recap;
    }
};

} // namespace redlock::ui
