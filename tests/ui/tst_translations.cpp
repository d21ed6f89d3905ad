// The zh_CN translation is complete: no message left unfinished or empty. The .ts path comes
// from a compile definition so the test reads the file in the source tree, not a copy.
#include <QFile>
#include <QTest>
#include <QXmlStreamReader>

class TestTranslations : public QObject {
    Q_OBJECT
private slots:
    void zhCnIsComplete() {
        QFile file(QStringLiteral(REDLOCK_TS_FILE));
        QVERIFY2(file.open(QIODevice::ReadOnly), REDLOCK_TS_FILE);
        QXmlStreamReader xml(&file);
        int messages = 0;
        QString context;
        QString source;
        QStringList problems;
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
                ++messages;
                const QString type = xml.attributes().value(QLatin1String("type")).toString();
                const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                if (type == QLatin1String("unfinished") || type == QLatin1String("vanished") ||
                    type == QLatin1String("obsolete")) {
                    problems += QStringLiteral("%1 [%2]: %3").arg(context, type, source);
                } else if (text.trimmed().isEmpty()) {
                    problems += QStringLiteral("%1 [empty]: %2").arg(context, source);
                }
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(messages > 150);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
