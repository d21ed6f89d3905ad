#pragma once
// Writes the current page out for slides and handouts: PNG (a pixel grab), SVG (the widget
// painted through QSvgGenerator, so text stays text) and the PDF handout, a worksheet for paper
// laid out by HandoutDocument (handout_document.h), not a picture of the window.

#include "ui/app/export/handout_document.h"

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace redlock::ui {

class PageExporter {
    Q_DECLARE_TR_FUNCTIONS(redlock::ui::PageExporter)
public:
    enum class Format { Png, Svg, Pdf };

    // From the file name's suffix (case-insensitive); nullopt-like false when unknown.
    static bool formatFor(const QString& file, Format* format);

    // Each returns an empty string on success, otherwise a tr() message naming the file.
    static QString savePng(QWidget* page, const QString& file);
    static QString saveSvg(QWidget* page, const QString& title, const QString& file);
    static QString savePdf(const Handout& handout, const QString& file);
    // Where an export dialog starts: `lastUsed` while it still exists, else the user's
    // Documents folder, else home — never the working directory (often the source checkout).
    static QString startFolder(const QString& lastUsed);
    // Picks one of the above by suffix.
    static QString save(QWidget* page, const Handout& handout, const QString& file);
};

} // namespace redlock::ui
