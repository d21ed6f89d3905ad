#pragma once
// HandoutSource: what a page widget implements to put its own numbers in the PDF handout ("the
// numbers on this page"), read from the model it draws, so a handout never prints another
// page's figures. Page::handoutNumbers() (ui/app/page.h) asks it by default; a page that keeps
// its numbers elsewhere overrides that hook instead.

#include <QStringList>

namespace redlock::ui {

class HandoutSource {
public:
    virtual ~HandoutSource() = default;
    // One translated "name: value" line per readout, from the same result the page shows.
    virtual QStringList handoutNumbers() const = 0;
};

} // namespace redlock::ui
