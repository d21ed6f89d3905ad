#pragma once
// Writes the current page out for slides and handouts: PNG (a pixel grab), SVG (the widget
// painted through QSvgGenerator, so text stays text) and an A4 PDF handout with the page's
// title, a picture of the page at the full printable width (cut across sheets between lines of
// the picture when the page is taller than one sheet) and its numbers as real, selectable text.

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>

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
    // How a handout was laid out: the sheets it took and the size of one of the page's pixels
    // on paper, in device pixels (the picture always spans the printable width).
    struct HandoutLayout {
        int sheets = 0;
        double pictureScale = 0;
    };
    // The handout's content on any painter: `area` is the printable rectangle of one sheet in
    // device pixels; `newSheet` is called between sheets and returns false when it cannot start
    // one (the rest is then left out). savePdf() uses it on 300 dpi A4 sheets; tests paint it
    // into images.
    static HandoutLayout paintHandout(QPainter& p, const QRect& area, QWidget* page,
                                      const Handout& handout,
                                      const std::function<bool()>& newSheet);
    // Where the picture of `image` (`rows` tall) may be cut near `ideal` so that no line of
    // text is cut: the lowest row at or above `ideal`, no higher than `lowest`, that repeats
    // the rows around it; `ideal` itself when there is none.
    static int cutRow(const class QImage& image, int ideal, int lowest);
    // Where an export dialog starts: `lastUsed` while it still exists, else the user's
    // Documents folder, else home — never the working directory (often the source checkout).
    static QString startFolder(const QString& lastUsed);
    // Picks one of the above by suffix.
    static QString save(QWidget* page, const Handout& handout, const QString& file);
};

} // namespace redlock::ui
