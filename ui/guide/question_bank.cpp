#include "ui/guide/question_bank.h"

#include "ui/app/page_catalog.h"

#include "core/json/input_file.h"
#include "core/json/json_out.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace redlock::ui {

namespace {

constexpr std::size_t kMaxFileBytes = 1 << 20; // a question file is a few kB; refuse anything huge
constexpr Millis kReadDeadline{2000};

std::vector<std::string> pageNames() {
    std::vector<std::string> out;
    for (const QString& n : PageCatalog::names()) {
        out.push_back(n.toStdString());
    }
    return out;
}

} // namespace

QuestionBank::QuestionBank() {
    for (const QString& page : PageCatalog::names()) {
        QFile f(QStringLiteral(":/questions/%1.json").arg(page));
        if (f.open(QIODevice::ReadOnly)) {
            if (QString e = addText(f.fileName(), f.readAll()); !e.isEmpty()) {
                m_errors << e; // a built-in file is tested (tst_questions); kept for the window
            }
        }
    }
}

QString QuestionBank::userFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
           QStringLiteral("/redlock-lab/questions");
}

int QuestionBank::count() const {
    int n = 0;
    for (const auto& list : m_byPage) {
        n += static_cast<int>(list.size());
    }
    return n;
}

QStringList QuestionBank::add(const QString& path) {
    QStringList errors;
    const QFileInfo info(path);
    QStringList files;
    if (info.isDir()) {
        // System too: a FIFO or a device named *.json is named and refused, not silently skipped.
        for (const QFileInfo& f : QDir(path).entryInfoList(
                 {QStringLiteral("*.json")}, QDir::Files | QDir::System, QDir::Name)) {
            files << f.filePath();
        }
    } else {
        files << path;
    }
    for (const QString& file : files) {
        // The one rule for files from outside (core/json/input_file.h): a FIFO, a device or a
        // symlink to one is refused before a byte is read, and a huge file before it is read.
        const auto text =
            sim::readInputFile(QFile::encodeName(file).toStdString(),
                               sim::InputFile{"question file", kMaxFileBytes, kReadDeadline});
        const QString error =
            text ? addText(file, QByteArray::fromStdString(*text))
                 : QString::fromStdString(sim::terminalText(text.error().message)); // English
        if (!error.isEmpty()) {
            errors << error;
        }
    }
    m_errors << errors;
    return errors;
}

QString QuestionBank::addText(const QString& where, const QByteArray& text) {
    const Result<guide::QuestionFile> file = guide::loadQuestionFile(
        std::string_view(text.constData(), static_cast<std::size_t>(text.size())), pageNames());
    if (!file) {
        // The loader's message names the line and the field; it stays in English, like the
        // scenario loader's, so a teacher can search for it.
        // terminalText: the message quotes the file's own field names and values.
        return QStringLiteral("%1: %2").arg(
            QFileInfo(where).fileName(),
            QString::fromStdString(sim::terminalText(file.error().message)));
    }
    QList<guide::Question>& list = m_byPage[QString::fromStdString(file->page)];
    for (const guide::Question& q : file->questions) {
        for (const guide::Question& earlier : list) {
            if (earlier.id == q.id) {
                return tr("%1: line %2: field 'id': question '%3' is already on page %4: expected "
                          "a new id")
                    .arg(QFileInfo(where).fileName())
                    .arg(q.line)
                    .arg(QString::fromStdString(q.id), QString::fromStdString(file->page));
            }
        }
    }
    list.append(QList<guide::Question>(file->questions.begin(), file->questions.end()));
    return {};
}

} // namespace redlock::ui
