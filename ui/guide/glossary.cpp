#include "ui/guide/glossary.h"

#include "ui/guide/question_card.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace redlock::ui {

namespace {

QList<GlossaryEntry> load() {
    QList<GlossaryEntry> out;
    QFile f(QStringLiteral(":/glossary/terms.json"));
    if (!f.open(QIODevice::ReadOnly)) {
        return out;
    }
    const QJsonArray terms =
        QJsonDocument::fromJson(f.readAll()).object().value(QLatin1String("terms")).toArray();
    for (const QJsonValue& v : terms) {
        const QJsonObject o = v.toObject();
        GlossaryEntry e;
        e.id = o.value(QLatin1String("id")).toString();
        const QJsonObject en = o.value(QLatin1String("en")).toObject();
        const QJsonObject zh = o.value(QLatin1String("zh_CN")).toObject();
        e.termEn = en.value(QLatin1String("term")).toString();
        e.definitionEn = en.value(QLatin1String("definition")).toString();
        e.termZh = zh.value(QLatin1String("term")).toString();
        e.definitionZh = zh.value(QLatin1String("definition")).toString();
        // "Quorum (majority line)" points from "quorum" and "majority line"; "Monotonic vs wall
        // clock" from "monotonic" and "wall clock"; the same for the Chinese term.
        static const QRegularExpression split(QStringLiteral("\\s*(?:\\(|\\)|（|）| vs |与)\\s*"));
        for (const QString& t : {e.termEn, e.termZh}) {
            for (const QString& part : t.split(split, Qt::SkipEmptyParts)) {
                if (part.size() >= 2) {
                    e.triggers << part;
                }
            }
        }
        out << e;
    }
    return out;
}

} // namespace

const QList<GlossaryEntry>& Glossary::entries() {
    static const QList<GlossaryEntry> all = load();
    return all;
}

const GlossaryEntry* Glossary::find(const QString& id) {
    for (const GlossaryEntry& e : entries()) {
        if (e.id == id) {
            return &e;
        }
    }
    return nullptr;
}

QString Glossary::term(const GlossaryEntry& e) {
    return QuestionCard::chinese() ? e.termZh : e.termEn;
}

QString Glossary::definition(const GlossaryEntry& e) {
    return QuestionCard::chinese() ? e.definitionZh : e.definitionEn;
}

QString Glossary::tooltip(const QString& id) {
    const GlossaryEntry* e = find(id);
    return e ? QStringLiteral("<b>%1</b>: %2")
                   .arg(term(*e).toHtmlEscaped(), definition(*e).toHtmlEscaped())
             : QString();
}

QStringList Glossary::mentionedIn(const QString& text) {
    QStringList out;
    for (const GlossaryEntry& e : entries()) {
        for (const QString& t : e.triggers) {
            // Latin words on word boundaries (so "ttl" is not found in "PTTL"), Chinese as is.
            const bool latin = t.front().unicode() < 0x2E80;
            const QRegularExpression re(
                latin ? QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(t))
                      : QRegularExpression::escape(t),
                QRegularExpression::CaseInsensitiveOption);
            if (re.match(text).hasMatch()) {
                out << e.id;
                break;
            }
        }
    }
    return out;
}

QString Glossary::linksFor(const QString& text) {
    QStringList links;
    for (const QString& id : mentionedIn(text)) {
        links << QStringLiteral("<a href=\"glossary:%1\">%2</a>")
                     .arg(id, term(*find(id)).toHtmlEscaped());
    }
    return links.isEmpty() ? QString() : tr("Terms: %1").arg(links.join(QStringLiteral(" · ")));
}

} // namespace redlock::ui
