#pragma once
// The pages of the lab in course order, with their stable names (used by --page and tests) and
// their translated titles. Keeping the list here means the menu, the navigation list and the
// command line can never disagree about which pages exist.

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace redlock::ui {

enum class PageId { Majority, Protocol, Gates, Overlap, Timing, Lease, Choose, Recap };

class PageCatalog {
    Q_DECLARE_TR_FUNCTIONS(redlock::ui::PageCatalog)
public:
    static constexpr int kCount = 8;

    static QStringList names();
    static QString name(PageId id);
    static std::optional<PageId> fromName(const QString& name);

    static QString title(PageId id);
    static QString subtitle(PageId id);
};

} // namespace redlock::ui
