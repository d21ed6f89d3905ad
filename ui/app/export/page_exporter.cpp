#include "ui/app/export/page_exporter.h"

#include <QAbstractButton>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QPainter>
#include <QPointer>
#include <QStandardPaths>
#include <QSvgGenerator>
#include <QWidget>

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
            setText(w, HandoutSource::withoutMnemonic(text));
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

QString PageExporter::savePdf(const Handout& handout, const QString& file) {
    if (!writable(file)) {
        return writeError(file);
    }
    return HandoutDocument::write(handout, file) ? QString() : writeError(file);
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
        return savePdf(handout, file);
    }
    return {};
}

} // namespace redlock::ui
