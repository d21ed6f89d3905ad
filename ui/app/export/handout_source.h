#pragma once
// HandoutSource: what a page implements to put its own numbers in the PDF handout ("the numbers
// on this page"). Each page reads them from the model it draws, so a handout never prints
// another page's figures. MainWindow::handout() asks the current page (handoutNumbersOf()).

#include <QStringList>

class QWidget;

namespace redlock::ui {

class HandoutSource {
public:
    virtual ~HandoutSource() = default;
    // One translated "name: value" line per readout, from the same result the page shows.
    virtual QStringList handoutNumbers() const = 0;
};

class LabState;

// The numbers of `page`: its HandoutSource, or for the pages that keep their numbers in a model
// of their own without implementing it (timing, lease) read from that model here; the recap
// draws the shared lab, `shared`.
QStringList handoutNumbersOf(const QWidget* page, const LabState* shared);

} // namespace redlock::ui
