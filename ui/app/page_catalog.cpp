#include "ui/app/page_catalog.h"

#include <algorithm>
#include <vector>

namespace redlock::ui {

namespace {

std::vector<std::unique_ptr<Page>>& registry() {
    static std::vector<std::unique_ptr<Page>> pages = builtinPages();
    return pages;
}

} // namespace

QList<const Page*> PageCatalog::pages() {
    QList<const Page*> out;
    for (const auto& p : registry()) {
        out.append(p.get());
    }
    return out;
}

int PageCatalog::count() {
    return static_cast<int>(registry().size());
}

const Page* PageCatalog::at(int index) {
    return index >= 0 && index < count() ? registry()[static_cast<std::size_t>(index)].get()
                                         : nullptr;
}

int PageCatalog::indexOf(const QString& name) {
    const auto& pages = registry();
    const auto it = std::find_if(pages.begin(), pages.end(),
                                 [&name](const auto& p) { return p->name() == name; });
    return it == pages.end() ? -1 : static_cast<int>(it - pages.begin());
}

const Page* PageCatalog::find(const QString& name) {
    return at(indexOf(name));
}

QStringList PageCatalog::names() {
    QStringList out;
    for (const auto& p : registry()) {
        out.append(p->name());
    }
    return out;
}

bool PageCatalog::add(std::unique_ptr<Page> page, const QString& before) {
    if (!page || indexOf(page->name()) >= 0) {
        return false;
    }
    auto& pages = registry();
    const int at = indexOf(before);
    pages.insert(at < 0 ? pages.end() : pages.begin() + at, std::move(page));
    return true;
}

void PageCatalog::remove(const QString& name) {
    auto& pages = registry();
    if (const int at = indexOf(name); at >= 0) {
        pages.erase(pages.begin() + at);
    }
}

} // namespace redlock::ui
