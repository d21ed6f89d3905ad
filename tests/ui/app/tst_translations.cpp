// The zh_CN translation is complete: every catalogue under translations/ has no unfinished,
// obsolete or empty entry, and every tr() string in ui/ and app/ (as lupdate extracts it right
// now from the sources) is translated in one of the catalogues. And Chinese says the same thing
// everywhere: each concept of translations/glossary_zh_CN.tsv has one term across catalogues.
#include "ui/glossary_rules.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Catalogue {
    int messages = 0;
    QSet<QString> translated;             // "context\x1fsource"
    QList<QPair<QString, QString>> pairs; // (source, translation) of every finished entry
    QStringList problems;
    QString error;
};

Catalogue readTs(const QString& path) {
    Catalogue c;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        c.error = QStringLiteral("cannot open ") + path;
        return c;
    }
    QXmlStreamReader xml(&file);
    QString context, source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            continue;
        }
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            ++c.messages;
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (type == QLatin1String("unfinished") || type == QLatin1String("vanished") ||
                type == QLatin1String("obsolete")) {
                c.problems += QStringLiteral("%1 [%2]: %3").arg(context, type, source);
            } else if (text.trimmed().isEmpty()) {
                c.problems += QStringLiteral("%1 [empty]: %2").arg(context, source);
            } else {
                c.translated.insert(context + QChar(0x1f) + source);
                c.pairs.append({source, text});
            }
        }
    }
    if (xml.hasError()) {
        c.error = path + QStringLiteral(": ") + xml.errorString();
    }
    return c;
}

QStringList catalogues() {
    const QDir dir(QStringLiteral(REDLOCK_TS_DIR));
    QStringList out;
    for (const QString& f : dir.entryList({QStringLiteral("redlock-lab*_zh_CN.ts")}, QDir::Files)) {
        out += dir.filePath(f);
    }
    return out;
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT
private slots:
    void catalogueIsFinished_data() {
        QTest::addColumn<QString>("path");
        for (const QString& p : catalogues()) {
            QTest::newRow(qPrintable(QFileInfo(p).fileName())) << p;
        }
    }
    void catalogueIsFinished() {
        QFETCH(QString, path);
        const Catalogue c = readTs(path);
        QVERIFY2(c.error.isEmpty(), qPrintable(c.error));
        QVERIFY(c.messages > 0);
        QVERIFY2(c.problems.isEmpty(), qPrintable(c.problems.join(QLatin1Char('\n'))));
    }

    // One term per concept: the glossary file, applied to every finished entry of every
    // catalogue. The checker itself is first shown to catch each kind of slip.
    void cataloguesUseTheGlossary() {
        QString error;
        const QList<GlossaryTerm> terms =
            readGlossary(QStringLiteral(REDLOCK_TS_DIR "/glossary_zh_CN.tsv"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(terms.size() >= 10);
        // The slips the issue lists are caught...
        QVERIFY(!glossaryProblems(terms, "t", "a fencing token", "防护令牌").isEmpty());
        QVERIFY(!glossaryProblems(terms, "t", "belief", "认知").isEmpty());
        QVERIFY(!glossaryProblems(terms, "t", "wall clock", "挂钟").isEmpty());
        QVERIFY(!glossaryProblems(terms, "t", "a GC pause", "GC 暂停").isEmpty());
        QVERIFY(!glossaryProblems(terms, "t", "Redlock is safe", "Redlock 是安全的").isEmpty());
        QVERIFY(!glossaryProblems(terms, "t", "a second majority", "第二个多数").isEmpty());
        QVERIFY(!glossaryProblems(terms, "t", "majority %3", "多数派为 %3").isEmpty()); // a number
        // One bracket style in a label with a shortcut (issue 27: "栅栏（B）(F)").
        QVERIFY(!glossaryProblems(terms, "t", "&Fencing (B):", "栅栏（B）(&F)：").isEmpty());
        QVERIFY(!glossaryProblems(terms, "t", "&Mock (embedded)", "模拟(&M)（内置）").isEmpty());
        // ...and the agreed terms pass.
        QVERIFY(glossaryProblems(terms, "t", "a fencing token", "栅栏令牌").isEmpty());
        QVERIFY(glossaryProblems(terms, "t", "Redlock Lab", "Redlock 实验室").isEmpty());
        QVERIFY(glossaryProblems(terms, "t", "a second majority", "第二个多数派").isEmpty());
        QVERIFY(glossaryProblems(terms, "t", "the wall clock", "系统时钟").isEmpty());
        QVERIFY(glossaryProblems(terms, "t", "&Fencing (B):", "运行 B 的栅栏(&F)：").isEmpty());
        QVERIFY(glossaryProblems(terms, "t", "a write (S3(d))", "一次写入（S3(d)）").isEmpty());

        QStringList problems;
        for (const QString& p : catalogues()) {
            const Catalogue c = readTs(p);
            for (const auto& [source, translation] : c.pairs) {
                problems += glossaryProblems(terms, QFileInfo(p).fileName(), source, translation);
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // lupdate over the sources as they are now: a new tr() string that no catalogue translates
    // fails here, whichever file it was added to.
    void everySourceStringIsTranslated() {
        QSet<QString> translated;
        for (const QString& p : catalogues()) {
            translated.unite(readTs(p).translated);
        }
        QVERIFY(translated.size() > 150);

        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString out = tmp.filePath(QStringLiteral("all_zh_CN.ts"));
        QProcess lupdate;
        lupdate.setProcessChannelMode(QProcess::MergedChannels);
        lupdate.start(QStringLiteral(REDLOCK_LUPDATE),
                      {QStringLiteral("-silent"), QStringLiteral("-I"),
                       QStringLiteral(REDLOCK_SOURCE_DIR), QStringLiteral(REDLOCK_SOURCE_DIR "/ui"),
                       QStringLiteral(REDLOCK_SOURCE_DIR "/app"), QStringLiteral("-ts"), out});
        QVERIFY2(lupdate.waitForFinished(120000), "lupdate did not finish");
        QVERIFY2(lupdate.exitCode() == 0, lupdate.readAll().constData());

        // Every message lupdate found is unfinished in the fresh file; it must be translated in
        // one of ours.
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        QString context, source;
        QStringList missing;
        int found = 0;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement()) {
                continue;
            }
            if (xml.name() == QLatin1String("name")) {
                context = xml.readElementText();
            } else if (xml.name() == QLatin1String("source")) {
                source = xml.readElementText();
                ++found;
                if (!translated.contains(context + QChar(0x1f) + source)) {
                    missing += context + QStringLiteral(": ") + source;
                }
            }
        }
        QVERIFY(found > 150);
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("%1 untranslated:\n").arg(missing.size()) +
                            missing.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
