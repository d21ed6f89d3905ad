#pragma once
// The rules of translations/glossary_zh_CN.tsv, for the tests that hold Chinese text to them:
// tst_ui_translations (every catalogue) and tst_ui_guide (the question and glossary files).

#include <QFile>
#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

// One concept of the glossary: where the English source names it (trigger), the translation
// must use the agreed term (required); no translation may use a rejected variant (forbidden).
struct GlossaryTerm {
    QString name;
    QRegularExpression trigger;
    QRegularExpression required; // invalid pattern = none
    QRegularExpression forbidden;
};

inline QList<GlossaryTerm> readGlossary(const QString& path, QString* error) {
    QList<GlossaryTerm> out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *error = QStringLiteral("cannot open ") + path;
        return out;
    }
    const auto rx = [&](const QString& p, bool caseless) {
        if (p == QLatin1String("-")) {
            return QRegularExpression();
        }
        QRegularExpression r(p, caseless ? QRegularExpression::CaseInsensitiveOption
                                         : QRegularExpression::NoPatternOption);
        if (!r.isValid()) {
            *error = path + QStringLiteral(": bad pattern ") + p + QStringLiteral(": ") +
                     r.errorString();
        }
        return r;
    };
    bool header = true;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).chopped(1);
        if (line.startsWith(QLatin1Char('#')) || line.trimmed().isEmpty()) {
            continue;
        }
        if (header) { // the column names
            header = false;
            continue;
        }
        const QStringList f = line.split(QLatin1Char('\t'));
        if (f.size() < 4) {
            *error = path + QStringLiteral(": a row needs 4 columns: ") + line;
            return out;
        }
        out.append({f[0], rx(f[1], true), rx(f[2], false), rx(f[3], false)});
    }
    return out;
}

// Every way `source` → `translation` breaks the glossary, one line each.
inline QStringList glossaryProblems(const QList<GlossaryTerm>& terms, const QString& where,
                                    const QString& source, const QString& translation) {
    QStringList out;
    for (const GlossaryTerm& t : terms) {
        if (!t.required.pattern().isEmpty() && source.contains(t.trigger) &&
            !translation.contains(t.required)) {
            out += QStringLiteral("%1: \"%2\" names %3 but its translation lacks %4: %5")
                       .arg(where, source, t.name, t.required.pattern(), translation);
        }
        if (!t.forbidden.pattern().isEmpty()) {
            const QRegularExpressionMatch m = t.forbidden.match(translation);
            if (m.hasMatch()) {
                out += QStringLiteral("%1: \"%2\" for %3 (use the glossary's term): %4")
                           .arg(where, m.captured(0), t.name, translation);
            }
        }
    }
    return out;
}
