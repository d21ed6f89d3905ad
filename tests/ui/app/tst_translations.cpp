// The zh_CN translation is complete: the catalogue translations/redlock-lab_zh_CN.ts has no
// unfinished, obsolete or empty entry and is what lupdate makes from the sources right now
// (scripts/translations --check: every tr() string of ui/ and app/redlock-lab/, every text the
// core marks with REDLOCK_TR_NOOP, every title and caption of the built-in scenarios); each core
// text reaches the screen in Chinese through the lookup the ui makes. And Chinese says the same
// thing everywhere: each concept of translations/glossary_zh_CN.tsv has one term.
#include "ui/app/language_switcher.h"
#include "ui/glossary_rules.h"
#include "ui/pages/choose/choose_texts.h"
#include "ui/pages/choose/live_compare_panel.h"
#include "ui/pages/timing/run_summary.h"
#include "ui/pages/timing/scenario_text.h"

#include "core/compare/live_compare.h"
#include "core/sim/analysis/choose.h"
#include "core/sim/files/catalog.h"
#include "core/sim/narration.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>
#include <algorithm>

namespace {

struct Catalogue {
    int messages = 0;
    QList<QPair<QString, QString>> pairs;   // (source, translation) of every finished entry
    QList<QPair<QString, QString>> counted; // (context, source) of every text with a count (%n)
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
    bool counted = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            continue;
        }
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            counted = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
            if (counted) {
                c.counted.append({context, source});
            }
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
                c.pairs.append({source, text});
            }
        }
    }
    if (xml.hasError()) {
        c.error = path + QStringLiteral(": ") + xml.errorString();
    }
    return c;
}

// One catalogue per language: translations/redlock-lab_LANG.ts.
QStringList catalogues() {
    const QDir dir(QStringLiteral(REDLOCK_TS_DIR));
    static const QRegularExpression language(
        QStringLiteral("^redlock-lab_[a-z]{2,3}(_[A-Z]{2})?\\.ts$"));
    QStringList out;
    for (const QString& f : dir.entryList({QStringLiteral("redlock-lab_*.ts")}, QDir::Files)) {
        if (language.match(f).hasMatch()) {
            out += dir.filePath(f);
        }
    }
    return out;
}

const QString kZhCatalogue = QStringLiteral(REDLOCK_TS_DIR "/redlock-lab_zh_CN.ts");
// English, the sources' language: only the texts with a count, for their plural forms.
const QString kEnCatalogue = QStringLiteral(REDLOCK_TS_DIR "/redlock-lab_en.ts");

// A sentence of the core with each placeholder %1..%9 given the count 2, as the ui fills it.
redlock::sim::Sentence sentenceOf(const char* id, const char* text) {
    redlock::sim::Sentence s{0, id, text, {}};
    for (int i = 0; i < 9; ++i) {
        s.args.push_back(redlock::sim::argCount(2));
    }
    return s;
}

bool hasChinese(const QString& s) {
    return std::any_of(s.begin(), s.end(),
                       [](QChar c) { return c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF; });
}

// Every title and caption the built-in scenarios show, each variant's too.
QStringList scenarioTexts() {
    namespace sim = redlock::sim;
    std::vector<std::string> out;
    for (const std::string& name : sim::scenarioNames()) {
        const sim::Scenario base = sim::builtinScenario(name).value();
        std::vector<sim::Scenario> all{base};
        for (const std::string& v : base.variants) {
            all.push_back(sim::builtinScenario(name, v).value());
        }
        for (const sim::Scenario& s : all) {
            out.push_back(s.title);
            out.push_back(s.caption);
            for (const sim::Fault& f : s.faults) {
                if (f.kind == sim::FaultKind::Caption) {
                    out.push_back(f.text);
                }
            }
        }
    }
    QStringList texts;
    for (const std::string& t : out) {
        if (!t.empty() && !texts.contains(QString::fromStdString(t))) {
            texts += QString::fromStdString(t);
        }
    }
    return texts;
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT
private slots:
    void catalogueIsFinished_data() {
        QTest::addColumn<QString>("path");
        const QStringList all = catalogues();
        QVERIFY(all.contains(kZhCatalogue));
        for (const QString& p : all) {
            QTest::newRow(qPrintable(QFileInfo(p).fileName())) << p;
        }
    }
    // zh_CN is finished; a language being added may still have unfinished entries, but no
    // catalogue keeps a vanished one.
    void catalogueIsFinished() {
        QFETCH(QString, path);
        const Catalogue c = readTs(path);
        QVERIFY2(c.error.isEmpty(), qPrintable(c.error));
        QVERIFY(path == kEnCatalogue ? c.messages > 5 : c.messages > 1000);
        QStringList problems = c.problems;
        if (path != kZhCatalogue && path != kEnCatalogue) {
            problems.removeIf(
                [](const QString& p) { return p.contains(QLatin1String("[unfinished]")); });
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
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
        const Catalogue c = readTs(kZhCatalogue);
        for (const auto& [source, translation] : c.pairs) {
            problems +=
                glossaryProblems(terms, QFileInfo(kZhCatalogue).fileName(), source, translation);
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // A translation uses the source's placeholders and no others: one it invents shows as a raw
    // "%2" on screen (the bench's key hint read "C 崩溃%1 %2K 重启…": its list separator ", "
    // had been given "%1 %2"). A placeholder the source uses only for a plural form
    // ("%3[holds|hold]") may be left out of a language without plurals.
    void placeholdersAreTheSources_data() { catalogueIsFinished_data(); }
    void placeholdersAreTheSources() {
        QFETCH(QString, path);
        const Catalogue c = readTs(path);
        static const QRegularExpression placeholder(QStringLiteral("%(\\d|n)"));
        const auto used = [](const QString& text) {
            QSet<QString> out;
            for (auto it = placeholder.globalMatch(text); it.hasNext();) {
                out.insert(it.next().captured(0));
            }
            return out;
        };
        QStringList wrong;
        for (const auto& [source, translation] : c.pairs) {
            const QSet<QString> want = used(source), have = used(translation);
            for (const QString& p : have - want) {
                wrong += QStringLiteral("invents %1: %2 -> %3").arg(p, source, translation);
            }
            for (const QString& p : want - have) {
                if (!source.contains(p + QLatin1Char('['))) {
                    wrong += QStringLiteral("drops %1: %2 -> %3").arg(p, source, translation);
                }
            }
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
        QVERIFY(c.pairs.size() > 5);
    }

    // Every text with a count reads as English at one and at many: "1 step", "20 steps", never
    // "step(s)". The catalogue holds every such text of the sources (catalogueMatchesTheSources:
    // lupdate -pluralonly), and a switcher installs it from the start, before any language is
    // chosen.
    void englishCountsReadAsEnglish() {
        const QList<QPair<QString, QString>> texts = readTs(kEnCatalogue).counted;
        QVERIFY(texts.size() >= 8);
        QVERIFY(std::any_of(texts.begin(), texts.end(),
                            [](const auto& t) { return t.second.contains(QLatin1String("(s)")); }));
        redlock::ui::LanguageSwitcher language;
        QStringList wrong;
        for (const auto& [context, source] : texts) {
            const QByteArray c = context.toUtf8(), src = source.toUtf8();
            const QString one = QCoreApplication::translate(c.constData(), src.constData(), "", 1);
            const QString many =
                QCoreApplication::translate(c.constData(), src.constData(), "", 20);
            if (one.contains(QLatin1String("(s)")) || many.contains(QLatin1String("(s)")) ||
                !one.contains(QLatin1Char('1')) || !many.contains(QLatin1String("20"))) {
                wrong += context + QStringLiteral(": ") + one + QStringLiteral(" / ") + many;
            }
            if (source.contains(QLatin1String("(s)")) && one == many) {
                wrong += context + QStringLiteral(": one form for 1 and 20: ") + one;
            }
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
        // Chinese and back: English's forms are installed again.
        QVERIFY(language.setLanguage(QStringLiteral("zh_CN")));
        QVERIFY(language.setLanguage(QStringLiteral("en")));
        const auto& [context, source] =
            *std::find_if(texts.begin(), texts.end(),
                          [](const auto& t) { return t.second.contains(QLatin1String("(s)")); });
        const QByteArray c = context.toUtf8(), src = source.toUtf8();
        QVERIFY(!QCoreApplication::translate(c.constData(), src.constData(), "", 20)
                     .contains(QLatin1String("(s)")));
    }

    // lupdate over the sources as they are now, as CI runs it: a new or changed text of ui/,
    // app/redlock-lab/, the core or a scenario file that the catalogue lacks fails here, named,
    // whichever file it was added to.
    void catalogueMatchesTheSources() {
        QProcess check;
        check.setProcessChannelMode(QProcess::MergedChannels);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LUPDATE"), QStringLiteral(REDLOCK_LUPDATE));
        env.insert(QStringLiteral("LCONVERT"), QStringLiteral(REDLOCK_LCONVERT));
        check.setProcessEnvironment(env);
        check.start(QStringLiteral("bash"),
                    {QStringLiteral(REDLOCK_SOURCE_DIR "/scripts/translations"),
                     QStringLiteral("--check")});
        QVERIFY2(check.waitForFinished(120000), "scripts/translations did not finish");
        const QByteArray out = check.readAll();
        QVERIFY2(check.exitStatus() == QProcess::NormalExit && check.exitCode() == 0,
                 out.constData());
        QVERIFY2(out.contains("match the sources"), out.constData());
    }

    // Each text the core writes for the screen, through the lookup the ui makes for it, is
    // Chinese once zh_CN is chosen: the narration, the choose page's cells and advice, the live
    // comparison's rows, and the built-in scenarios' titles and captions. A core text without its
    // REDLOCK_TR_NOOP mark, a ui lookup under another context, or a missing translation fails.
    void coreTextsAreTranslated() {
        namespace sim = redlock::sim;
        using namespace redlock::ui;
        LanguageSwitcher language;
        QVERIFY(language.setLanguage(QStringLiteral("zh_CN")));
        QStringList english;
        int seen = 0;
        const auto expectChinese = [&](const QString& shown, const char* what) {
            ++seen;
            if (!hasChinese(shown)) {
                english += QString::fromUtf8(what) + QStringLiteral(": ") + shown;
            }
        };
        for (const auto& [id, text] : sim::narrationTemplates()) {
            expectChinese(RunSummary::sentence(sentenceOf(id, text)), id);
        }
        for (const auto& [id, text] : sim::chooseTemplates()) {
            expectChinese(ChooseTexts::sentence(sentenceOf(id, text)), id);
        }
        for (const auto& [id, text] : redlock::compare::liveCompareTemplates()) {
            expectChinese(LiveComparePanel::sentence(sentenceOf(id, text)), id);
        }
        const QStringList scenario = scenarioTexts();
        QVERIFY(scenario.size() > 80);
        for (const QString& t : scenario) {
            expectChinese(ScenarioText::caption(t.toStdString()), "scenario");
        }
        QVERIFY(seen > 140);
        QVERIFY2(english.isEmpty(), qPrintable(english.join(QLatin1Char('\n'))));
        // The check itself: a text no catalogue knows stays English and is caught.
        QVERIFY(!hasChinese(ScenarioText::caption("A caption no catalogue has")));
        QVERIFY(!hasChinese(RunSummary::sentence(sentenceOf("x", "%1 is not a core template"))));
        QVERIFY(language.setLanguage(QStringLiteral("en")));
        QVERIFY(!hasChinese(RunSummary::sentence(sentenceOf(
            sim::narrationTemplates().front().first, sim::narrationTemplates().front().second))));
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
