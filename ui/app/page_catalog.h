#pragma once
// PageCatalog: the registry of the lab's pages, in course order. The window's list and menu,
// --page, the settings, the study guide, the recap, the handout and the GUI benchmark all
// iterate it, so they can never disagree about which pages exist. The built-in pages are
// registered on first use (ui/pages/builtin_pages.cpp); add() appends another (a test's page).

#include "ui/app/page.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

namespace redlock::ui {

class PageCatalog {
public:
    // Every page, in course order.
    static QList<const Page*> pages();
    static int count();
    // The page at `index`, or null.
    static const Page* at(int index);
    // The page named `name`, or null.
    static const Page* find(const QString& name);
    // Course position from 0, or -1 for no such page.
    static int indexOf(const QString& name);
    static QStringList names();

    // Adds `page` before the page named `before` (at the end when there is none). A name
    // already taken is refused (returns false) so --page stays unambiguous.
    static bool add(std::unique_ptr<Page> page, const QString& before = {});
    // Removes a page added with add() (a test cleaning up after itself).
    static void remove(const QString& name);
};

// Defined in ui/pages/builtin_pages.cpp: the lab's own pages, in course order.
std::vector<std::unique_ptr<Page>> builtinPages();

} // namespace redlock::ui
