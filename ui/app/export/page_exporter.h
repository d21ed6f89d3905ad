#pragma once
// Writes the current page out for slides and handouts: PNG (a pixel grab), SVG (the widget
// painted through QSvgGenerator, so text stays text) and a one-page A4 PDF handout with the
// page's title, a picture of the page and its numbers as real, selectable text.

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QPainter;
class QRect;
class QWidget;

namespace redlock::ui {

struct Handout {
    QString title;
    QString subtitle;
    QStringList numbers; // one line per readout, already translated
};

class PageExporter {
    Q_DECLARE_TR_FUNCTIONS(redlock::ui::PageExporter)
public:
    enum class Format { Png, Svg, Pdf };

    // From the file name's suffix (case-insensitive); nullopt-like false when unknown.
    static bool formatFor(const QString& file, Format* format);

    // Each returns an empty string on success, otherwise a tr() message naming the file.
    static QString savePng(QWidget* page, const QString& file);
    static QString saveSvg(QWidget* page, const QString& title, const QString& file);
    static QString savePdf(QWidget* page, const Handout& handout, const QString& file);
    // The handout's content on any painter: `area` is the printable rectangle in device
    // pixels. savePdf() uses it on a 300 dpi A4 page; tests paint it into an image.
    static void paintHandout(QPainter& p, const QRect& area, QWidget* page, const Handout& handout);
    // Where an export dialog starts: `lastUsed` while it still exists, else the user's
    // Documents folder, else home — never the working directory (often the source checkout).
    static QString startFolder(const QString& lastUsed);
    // Picks one of the above by suffix.
    static QString save(QWidget* page, const Handout& handout, const QString& file);
};

} // namespace redlock::ui
