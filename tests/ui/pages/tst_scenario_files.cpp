// Scenario files on the timing page: save → open replays the same runs, a malformed file is
// refused with the field and the line while the page keeps what it showed, and redlockctl
// accepts what the page saved.
#include "ui/pages/timing/timing_model.h"
#include "ui/pages/timing/timing_page.h"

#include "core/json/json_out.h"
#include "core/sim/files/catalog.h"
#include "core/sim/simulator.h"

#include <QComboBox>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

#include "timing_settle.h"

using namespace redlock;
using namespace redlock::ui;

namespace {

using redlock_test::settle;

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeAll(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

} // namespace

class TestScenarioFiles : public QObject {
    Q_OBJECT
private slots:
    void saveThenOpenReplaysTheView() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("jump.json"));
        TimingPage saved;
        settle(saved);
        saved.model()->setScenario(QStringLiteral("gc-pause-during"));
        settle(saved);
        saved.model()->setVariantA("naive-client");
        settle(saved);
        saved.model()->setVariantB(std::string());
        settle(saved);
        saved.model()->setFencing(sim::Fencing::Token); // no variant for it: an override
        settle(saved);
        saved.model()->setPlayhead(5000000);
        QCOMPARE(saved.saveFile(path), QString());

        TimingPage opened; // starts on clock-jump
        settle(opened);
        QCOMPARE(opened.openFile(path), QString());
        settle(opened);
        TimingModel* m = opened.model();
        QVERIFY(m->fromFile());
        QCOMPARE(m->scenario(), QStringLiteral("gc-pause-during"));
        QCOMPARE(m->variantA(), std::string("naive-client"));
        QVERIFY(m->variantB() == std::optional<std::string>(std::string()));
        QCOMPARE(m->fencing(), sim::Fencing::Token);
        QCOMPARE(m->playhead(), sim::Us(5000000));
        QVERIFY(m->scenarioA() == saved.model()->scenarioA());
        QCOMPARE(sim::toJson(m->fullA()), sim::toJson(saved.model()->fullA()));
        QCOMPARE(sim::toJson(m->fullB()), sim::toJson(saved.model()->fullB()));
        QCOMPARE(opened.headlineText(false), saved.headlineText(false));
        QCOMPARE(opened.bannerText(true), saved.bannerText(true));
        QVERIFY(opened.scenarioCombo()->currentText().contains(QLatin1String("jump.json")));
        // Saving the opened file again writes the same bytes.
        const QString again = dir.filePath(QStringLiteral("again.json"));
        QCOMPARE(opened.saveFile(again), QString());
        QCOMPARE(readAll(again), readAll(path));
        // Back to a built-in scenario, then to the file through its combo entry.
        opened.model()->setScenario(QStringLiteral("clock-jump"));
        settle(opened);
        QVERIFY(!m->fromFile());
        opened.scenarioCombo()->setCurrentIndex(opened.scenarioCombo()->count() - 1);
        settle(opened);
        QVERIFY(m->fromFile());
        QCOMPARE(m->variantA(), std::string("naive-client"));
    }

    void malformedFileKeepsThePage_data() {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("field");
        QTest::newRow("out of range")
            << QByteArray("\"ttl_ms\": 10000") << QByteArray("\"ttl_ms\": -5") << "params.ttl_ms";
        QTest::newRow("wrong type") << QByteArray("\"latency_ms\": 1,")
                                    << QByteArray("\"latency_ms\": \"1\",") << "params.latency_ms";
        QTest::newRow("unknown field")
            << QByteArray("\"expiry\": \"wall\"")
            << QByteArray("\"expiry\": \"wall\", \"expire\": 1") << "params.expire";
        QTest::newRow("bad view") << QByteArray("\"a\": \"\"") << QByteArray("\"a\": \"zzz\"")
                                  << "view.a";
    }
    void malformedFileKeepsThePage() {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, field);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.json"));
        TimingPage page;
        settle(page);
        page.model()->setScenario(QStringLiteral("restart-no-persistence"));
        settle(page);
        QCOMPARE(page.saveFile(path), QString());
        QByteArray text = readAll(path);
        const int at = text.indexOf(from);
        QVERIFY(at >= 0);
        const int line = 1 + text.left(at).count('\n');
        text.replace(at, from.size(), to);
        writeAll(path, text);

        page.model()->setScenario(QStringLiteral("clock-jump"));
        settle(page);
        const QString headline = page.headlineText(false);
        const QString banner = page.bannerText(false);
        const auto events = page.model()->fullA().events;
        const QString error = page.openFile(path);
        QVERIFY2(error.contains(QStringLiteral("'%1'").arg(field)), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("line %1").arg(line)), qPrintable(error));
        QVERIFY(error.contains(QLatin1String("bad.json")));
        QCOMPARE(page.fileErrorText(), error);
        // Nothing changed: same scenario, same runs, same numbers.
        QVERIFY(!page.model()->fromFile());
        QCOMPARE(page.model()->scenario(), QStringLiteral("clock-jump"));
        QCOMPARE(page.scenarioCombo()->currentData().toString(), QStringLiteral("clock-jump"));
        QVERIFY(page.model()->fullA().events == events);
        QCOMPARE(page.headlineText(false), headline);
        QCOMPARE(page.bannerText(false), banner);
        QVERIFY2(headline.contains(QStringLiteral("7\u00A0748")), qPrintable(headline));
        if (qEnvironmentVariableIsSet("REDLOCK_GRAB")) {
            page.resize(1000, page.sizeHint().height());
            page.grab().save(qEnvironmentVariable("REDLOCK_GRAB"));
        }
    }

    void missingFileIsAnError() {
        TimingPage page;
        settle(page);
        const QString error = page.openFile(QStringLiteral("/nonexistent/x.json"));
        QVERIFY(error.contains(QLatin1String("x.json")));
        QCOMPARE(page.model()->scenario(), QStringLiteral("clock-jump"));
    }

    // Issue 13 item 6: the GUI reads through the CLI's reader: a FIFO does not block the GUI
    // thread, and the size cap is the CLI's (1 MiB).
    void fifoAndOversizedFilesAreRefused() {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("pipe.json"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        TimingPage page;
        settle(page);
        QString error = page.openFile(fifo);
        QVERIFY2(error.contains(QLatin1String("not a regular file")), qPrintable(error));
        const QString big = dir.filePath(QStringLiteral("big.json"));
        writeAll(big, QByteArray((1 << 20) + 1, ' '));
        error = page.openFile(big);
        QVERIFY2(error.contains(QLatin1String("at most 1048576 bytes")), qPrintable(error));
        QCOMPARE(page.model()->scenario(), QStringLiteral("clock-jump"));
    }

    // Issue 28 item 3: a file's own words (client names, captions, field names) are shown as
    // typed: control characters escaped, markup never rendered.
    void fileWordsAreShownAsTyped() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("evil.json"));
        writeAll(path, "{\"name\": \"evil\", \"caption\": \"<img src=x>\\u001b[2J set-up\", "
                       "\"params\": {\"ttl_ms\": 30000}, \"clients\": [{\"name\": \"<b>C1</b>\", "
                       "\"steps\": [{\"op\": \"write\", \"after_ms\": 10}]}]}");
        TimingPage page;
        settle(page);
        QCOMPARE(page.openFile(path), QString());
        settle(page);
        const auto* note = page.findChild<QLabel*>(QStringLiteral("scenarioDescription"));
        QVERIFY(note);
        QCOMPARE(note->textFormat(), Qt::PlainText);
        QVERIFY2(note->text().startsWith(QStringLiteral("<img src=x>\\x1b[2J")),
                 qPrintable(note->text()));
        const QString story = page.storyText(false);
        QVERIFY2(story.contains(QStringLiteral("<b>C1</b>")), qPrintable(story));
        for (const auto* label : page.findChildren<QLabel*>(QStringLiteral("story"))) {
            QCOMPARE(label->textFormat(), Qt::PlainText);
        }
        // A field name from the file, quoted by the loader's error: escaped too.
        writeAll(path, "{\"name\": \"evil\", \"\\u001b]0;PWNED\\u0007\": 1}");
        const QString error = page.openFile(path);
        QVERIFY2(error.contains(QStringLiteral("\\x1b]0;PWNED\\x07")) &&
                     !error.contains(QChar(0x1b)),
                 qPrintable(error));
    }

    void redlockctlPlaysWhatThePageSaved_data() {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("variant");
        QTest::newRow("clock-jump") << "clock-jump"
                                    << "";
        QTest::newRow("monotonic") << "clock-jump"
                                   << "monotonic-expiry";
        QTest::newRow("failover") << "failover"
                                  << "";
        QTest::newRow("restart") << "restart-no-persistence"
                                 << "";
    }
    void redlockctlPlaysWhatThePageSaved() {
        QFETCH(QString, scenario);
        QFETCH(QString, variant);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("saved.json"));
        TimingPage page;
        settle(page);
        page.model()->setScenario(scenario);
        settle(page);
        QCOMPARE(page.saveFile(path), QString());

        QProcess p;
        QStringList args{"simulate", "--file", path, "--json"};
        if (!variant.isEmpty()) {
            args += {"--variant", variant};
        }
        p.start(QStringLiteral(REDLOCKCTL_PATH), args);
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QJsonObject o = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        const auto core = sim::simulate(
            sim::builtinScenario(scenario.toStdString(), variant.toStdString()).value());
        QCOMPARE(o[QStringLiteral("overlap_ms")].toDouble(),
                 QString::fromStdString(sim::msText(core.overlapUs)).toDouble());
        QCOMPARE(o[QStringLiteral("validity_ms")].toDouble(),
                 QString::fromStdString(sim::msText(core.validityUs)).toDouble());
        if (variant.isEmpty()) { // each base script is a safety violation
            QVERIFY(o[QStringLiteral("overlap_ms")].toDouble() > 0);
        }
    }
};

QTEST_MAIN(TestScenarioFiles)
#include "tst_scenario_files.moc"
