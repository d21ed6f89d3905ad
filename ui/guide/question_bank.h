#pragma once
// Every question the study guide can ask, per page: the built-in files (resources/questions/,
// embedded under :/questions), then a teacher's files from the user folder
// ($XDG_DATA_HOME/redlock-lab/questions/*.json), then any file or folder given with
// --questions. A teacher's file adds its questions to its page. A file that does not load is
// skipped and its error kept ("quiz.json: line 7: field 'questions[0].run.down[0]': ..."), so
// one broken file never stops the app; the window shows the errors.

#include "core/guide/question.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace redlock::ui {

class QuestionBank {
    Q_DECLARE_TR_FUNCTIONS(redlock::ui::QuestionBank)
public:
    // The built-in questions only.
    QuestionBank();

    // Where a teacher puts question files (may not exist).
    static QString userFolder();

    // Adds the questions of one file, or of every *.json in a folder (sorted by name). Returns
    // the errors, one line per file that did not load (also kept in errors()).
    QStringList add(const QString& path);

    QList<guide::Question> forPage(const QString& page) const { return m_byPage.value(page); }
    int count() const;
    QStringList errors() const { return m_errors; }

private:
    QString addText(const QString& where, const QByteArray& text);

    QMap<QString, QList<guide::Question>> m_byPage;
    QStringList m_errors;
};

} // namespace redlock::ui
