#pragma once
// The glossary of the lab's technical terms (resources/glossary/terms.json, embedded under
// :/glossary): an id, and a term and its definition in English and Chinese. The Chinese terms
// follow translations/glossary_zh_CN.tsv (tst_ui_glossary checks both the entries and the tsv
// rules). Read once; lookups are in the current language.

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace redlock::ui {

struct GlossaryEntry {
    QString id;
    QString termEn, definitionEn;
    QString termZh, definitionZh;
    // Words that point at this entry in a text (the term and its parts, both languages).
    QStringList triggers;
};

class Glossary {
    Q_DECLARE_TR_FUNCTIONS(redlock::ui::Glossary)
public:
    static const QList<GlossaryEntry>& entries();
    static const GlossaryEntry* find(const QString& id);

    static QString term(const GlossaryEntry& e);       // current language
    static QString definition(const GlossaryEntry& e); // current language
    // "<b>TTL</b>: …" for a tooltip.
    static QString tooltip(const QString& id);
    // Ids of the entries a text mentions, in glossary order.
    static QStringList mentionedIn(const QString& text);
    // Links "glossary:<id>" to those entries, for a rich-text label ("Terms: TTL · Validity").
    static QString linksFor(const QString& text);
};

} // namespace redlock::ui
