#include "ui/app/export/page_exporter.h"

#include <QAbstractButton>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QPointer>
#include <QStandardPaths>
#include <QSvgGenerator>
#include <QWidget>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace redlock::ui {

namespace {

QString writeError(const QString& file) {
    return PageExporter::tr("Could not write \"%1\".").arg(file);
}

bool writable(const QString& file) {
    // QSvgGenerator and QPdfWriter fail silently on an unwritable path; check up front so the
    // user (or a --export run) gets a message instead of a missing file.
    const QFileInfo info(file);
    return QFileInfo(info.absolutePath()).isDir() && QFileInfo(info.absolutePath()).isWritable();
}

// While an SVG is painted, labels and buttons show their text without the mnemonic '&': the
// underlined letter would be a separate text run, which SVG viewers draw as "C lients".
class MnemonicsHidden {
public:
    explicit MnemonicsHidden(QWidget* root) {
        QList<QWidget*> all = root->findChildren<QWidget*>();
        all.prepend(root);
        for (QWidget* w : all) {
            if (auto* label = qobject_cast<QLabel*>(w); label && label->buddy()) {
                m_restore.append({label, label->text()});
            } else if (auto* button = qobject_cast<QAbstractButton*>(w)) {
                m_restore.append({button, button->text()});
            }
        }
        for (auto& [w, text] : m_restore) {
            setText(w, plain(text));
        }
    }
    ~MnemonicsHidden() {
        for (auto& [w, text] : m_restore) {
            if (w) {
                setText(w, text);
            }
        }
    }
    MnemonicsHidden(const MnemonicsHidden&) = delete;
    MnemonicsHidden& operator=(const MnemonicsHidden&) = delete;

    // "&Clients" → "Clients", "R&&D" → "R&D".
    static QString plain(const QString& text) {
        QString out;
        for (int i = 0; i < text.size(); ++i) {
            if (text[i] == QLatin1Char('&') && i + 1 < text.size()) {
                ++i;
            }
            out += text[i];
        }
        return out;
    }

private:
    static void setText(QWidget* w, const QString& text) {
        if (auto* label = qobject_cast<QLabel*>(w)) {
            label->setText(text);
        } else if (auto* button = qobject_cast<QAbstractButton*>(w)) {
            button->setText(text);
        }
    }
    QList<std::pair<QPointer<QWidget>, QString>> m_restore;
};

} // namespace

QString PageExporter::startFolder(const QString& lastUsed) {
    if (!lastUsed.isEmpty() && QFileInfo(lastUsed).isDir()) {
        return lastUsed;
    }
    const QString docs = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return !docs.isEmpty() && QFileInfo(docs).isDir() ? docs : QDir::homePath();
}

bool PageExporter::formatFor(const QString& file, Format* format) {
    const QString suffix = QFileInfo(file).suffix().toLower();
    if (suffix == QLatin1String("png")) {
        *format = Format::Png;
    } else if (suffix == QLatin1String("svg")) {
        *format = Format::Svg;
    } else if (suffix == QLatin1String("pdf")) {
        *format = Format::Pdf;
    } else {
        return false;
    }
    return true;
}

QString PageExporter::savePng(QWidget* page, const QString& file) {
    return page->grab().save(file, "PNG") ? QString() : writeError(file);
}

QString PageExporter::saveSvg(QWidget* page, const QString& title, const QString& file) {
    if (!writable(file)) {
        return writeError(file);
    }
    QSvgGenerator svg;
    svg.setFileName(file);
    svg.setSize(page->size());
    svg.setViewBox(page->rect());
    svg.setTitle(title);
    svg.setDescription(tr("A page of Redlock Lab."));
    QPainter painter;
    if (!painter.begin(&svg)) {
        return writeError(file);
    }
    {
        const MnemonicsHidden plainText(page);
        page->render(&painter);
    }
    painter.end();
    return QFileInfo(file).size() > 0 ? QString() : writeError(file);
}

QString PageExporter::savePdf(QWidget* page, const Handout& handout, const QString& file) {
    if (!writable(file)) {
        return writeError(file);
    }
    QPdfWriter pdf(file);
    pdf.setPageSize(QPageSize(QPageSize::A4));
    pdf.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    pdf.setResolution(300);
    pdf.setTitle(handout.title);
    pdf.setCreator(QStringLiteral("Redlock Lab"));
    QPainter p;
    if (!p.begin(&pdf)) {
        return writeError(file);
    }
    paintHandout(p, p.viewport(), page, handout, [&pdf] { return pdf.newPage(); });
    p.end();
    return QFileInfo(file).size() > 0 ? QString() : writeError(file);
}

int PageExporter::cutRow(const QImage& image, int ideal, int lowest) {
    // A row that equals the two rows above and below it crosses no glyph: between lines of
    // text, panel borders and bars run straight down, so such rows exist wherever text stops.
    const auto same = [&](int a, int b) {
        return std::memcmp(image.constScanLine(a), image.constScanLine(b),
                           static_cast<size_t>(image.bytesPerLine())) == 0;
    };
    for (int y = std::min(ideal, image.height() - 3); y >= std::max(lowest, 2); --y) {
        if (same(y, y - 1) && same(y, y - 2) && same(y, y + 1) && same(y, y + 2)) {
            return y;
        }
    }
    return ideal;
}

PageExporter::HandoutLayout PageExporter::paintHandout(QPainter& p, const QRect& area,
                                                       QWidget* page, const Handout& handout,
                                                       const std::function<bool()>& newSheet) {
    HandoutLayout layout;
    layout.sheets = 1;
    int y = 0;
    bool stopped = false;
    const auto nextSheet = [&] {
        if (stopped || !newSheet()) {
            stopped = true;
            return false;
        }
        ++layout.sheets;
        y = 0;
        return true;
    };
    auto text = [&](const QString& s, double points, bool bold) {
        QFont f = page->font();
        f.setPointSizeF(points);
        f.setBold(bold);
        p.setFont(f);
        QRect box = p.boundingRect(QRect(0, y, area.width(), area.height()), Qt::TextWordWrap, s);
        if (box.bottom() > area.height() && y > 0) {
            if (!nextSheet()) {
                return;
            }
            box = p.boundingRect(QRect(0, y, area.width(), area.height()), Qt::TextWordWrap, s);
        }
        if (stopped) {
            return;
        }
        p.drawText(box, Qt::TextWordWrap, s);
        y = box.bottom() + p.fontMetrics().height() / 3;
    };
    text(handout.title, 20, true);
    text(handout.subtitle, 11, false);

    // The picture is a 2× raster of the widget: the page's style sheet sizes fonts for the
    // screen, and painting the widget straight onto a 300 dpi device would re-resolve them.
    // It spans the printable width, so a page's text prints as large as the sheet allows; a
    // page taller than what is left of a sheet goes on over the next ones, cut between lines.
    const qreal ratio = 2.0;
    QImage image(page->size() * ratio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::white);
    page->render(&image);
    const double scale = static_cast<double>(area.width()) / page->width(); // device px per px
    layout.pictureScale = scale;
    const double perRow = scale / ratio; // device px per image row
    int row = 0;
    while (row < image.height() && !stopped) {
        int room = static_cast<int>((area.height() - y) / perRow);
        if (room < image.height() - row && room < image.height() / 8 && y > 0) {
            // Less than an eighth of the picture fits under the title: start it on a new sheet.
            if (!nextSheet()) {
                break;
            }
            room = static_cast<int>(area.height() / perRow);
        }
        room = std::max(room, 8);
        int end = image.height();
        if (row + room < image.height()) {
            end = cutRow(image, row + room, row + room * 3 / 4);
        }
        const QRect source(0, row, image.width(), end - row);
        const QRect target(0, y, area.width(), static_cast<int>(std::lround((end - row) * perRow)));
        p.drawImage(target, image, source);
        y = target.bottom() + 1;
        row = end;
        if (row < image.height() && !nextSheet()) {
            break;
        }
    }
    y += 40;

    text(tr("The numbers on this page"), 13, true);
    for (const QString& line : handout.numbers) {
        text(line, 10.5, false);
    }
    return layout;
}

QString PageExporter::save(QWidget* page, const Handout& handout, const QString& file) {
    Format format{};
    if (!formatFor(file, &format)) {
        return tr("Cannot export \"%1\": the name must end in .png, .svg or .pdf.").arg(file);
    }
    switch (format) {
    case Format::Png:
        return savePng(page, file);
    case Format::Svg:
        return saveSvg(page, handout.title, file);
    case Format::Pdf:
        return savePdf(page, handout, file);
    }
    return {};
}

} // namespace redlock::ui
