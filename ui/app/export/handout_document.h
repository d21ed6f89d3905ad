#pragma once
// The PDF handout: a worksheet for paper, not a picture of the window. One page of the lab on
// A4 or US Letter: the page's title once and a line under it (subtitle, date, a name field),
// its set-up in words, its diagrams drawn for print, the run's sentences and numbers, the
// page's study-guide questions with ruled space to answer, and a notes box.
//
// Why painted with QPainter onto a QPdfWriter rather than a QTextDocument: the diagrams are the
// page's own views, painted by their own paintEvent (QWidget::render onto the PDF painter, so
// they stay vector), and each must be placed whole on one sheet at a size where its smallest
// text prints at 8 pt or more. That needs the diagram's size before placing it and full control
// of where sheets break, which a text document's layout does not give; the few text blocks
// around the diagrams are simple enough to lay out here, each kept whole on one sheet.
//
// Layout() reports where every block went (sheet and rectangle in points), so tests can check
// that nothing crosses a sheet's edge and that every diagram's text stays at 8 pt or more.

#include "ui/app/export/handout_source.h"

#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QLocale>
#include <QPageSize>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <optional>

namespace redlock::ui {

enum class Paper { A4, Letter };

struct HandoutQuestion {
    QString prompt;
    QStringList choices;
};

// What a handout prints, all of it already translated into the current language.
struct Handout {
    QString title;
    QString subtitle;
    QStringList setup;   // the page's parameters, one line each
    QStringList numbers; // the run's sentences and numbers, one line each
    QList<HandoutDiagram> diagrams;
    QList<HandoutQuestion> questions;
    QDate date = QDate::currentDate();
    QLocale locale; // the lab's language: the date's words and the Chinese glyph shapes
    Paper paper = Paper::A4;
};

class HandoutDocument {
    Q_DECLARE_TR_FUNCTIONS(redlock::ui::HandoutDocument)
public:
    // No text on a handout is printed smaller than this; a diagram is scaled down only while
    // its smallest text stays at or above it.
    static constexpr double kMinTextPt = 8.0;

    enum class Part { Title, Subtitle, Heading, Text, Caption, Diagram, Question, Notes, Footer };
    struct Block {
        Part part = Part::Text;
        int sheet = 0;   // 0-based
        QRectF rect;     // on its sheet, in points from the sheet's top-left corner
        double textPt{}; // the smallest text printed in the block, in points
    };
    struct Layout {
        QSizeF sheet;     // the paper, in points
        QRectF printable; // inside the margins, in points
        int sheets = 0;
        QList<Block> blocks;
    };

    static QPageSize pageSize(Paper paper);
    // US Letter where it is the usual paper (the United States, Canada, Mexico, the
    // Philippines, Chile, Colombia), A4 everywhere else.
    static Paper defaultPaper(const QLocale& locale = QLocale::system());
    static QString paperName(Paper paper); // "a4", "letter": the setting and --paper
    static std::optional<Paper> paperFromName(const QString& name);

    // Writes `handout` as a PDF (QPdfWriter fails silently on an unwritable path: the caller,
    // PageExporter::savePdf, checks the folder first). False when nothing was written.
    // `layout`, when given, receives where each block went.
    static bool write(const Handout& handout, const QString& file, Layout* layout = nullptr);
};

} // namespace redlock::ui
