// ui/check/ without servers: the counters and the verdict of the safety check dialog, fed the
// core's progress and report values directly, read back as a class sees them.

#include "core/check/check_options.h"
#include "core/check/check_progress.h"
#include "core/check/check_report.h"
#include "ui/check/check_counters.h"
#include "ui/check/check_settings.h"
#include "ui/check/check_verdict.h"

#include <QApplication>
#include <QCheckBox>
#include <QFontMetrics>
#include <QTest>

using namespace redlock;
using namespace redlock::ui;

class TestCheckWidgets : public QObject {
    Q_OBJECT
private slots:
    // Opened with nothing chosen, the dialog runs what `redlockctl check` runs with no options:
    // the same faults (it ran with none, a pass that proved nothing), rule, TTL, clients and
    // length, and its command line says so.
    void settingsStartAsTheCliDoes() {
        CheckSettings settings;
        const check::CheckOptions o = settings.options();
        QCOMPARE(QString::fromStdString(o.faults.text()), QStringLiteral("hang,crash,restart"));
        QVERIFY(settings.hang()->isChecked() && settings.crash()->isChecked() &&
                settings.restart()->isChecked());
        QVERIFY(o.autoRestartDelay);
        QCOMPARE(o.persistence, Persistence::None);
        QCOMPARE(o.clients, 4);
        QCOMPARE(o.duration, Micros(std::chrono::seconds(15)));
        QCOMPARE(o.ttl, Millis(400));
        CheckVerdict verdict;
        verdict.showPending(o);
        QVERIFY2(verdict.commandLine().contains(QLatin1String("--faults hang,crash,restart ")),
                 qPrintable(verdict.commandLine()));
    }

    void countersShowTheProgress() {
        CheckCounters counters;
        check::CheckOptions opt;
        opt.duration = std::chrono::seconds(15);
        opt.faults = check::FaultSet{};
        opt.faults.crash = true;
        opt.faults.pauseClient = true;
        check::CheckProgress p;
        p.phase = check::CheckPhase::Running;
        p.elapsed = Millis(3400);
        p.attempts = 40;
        p.acquisitions = 12;
        p.crashes = 2;
        p.clientPauses = 1;
        p.faultsInjected = 3;
        p.servers = {check::ServerState::Up, check::ServerState::Down, check::ServerState::Up};
        counters.showProgress(p, opt);
        QCOMPARE(counters.value(QStringLiteral("elapsed")), QStringLiteral("3.4 s"));
        QCOMPARE(counters.detail(QStringLiteral("elapsed")), QStringLiteral("of 15 s"));
        QCOMPARE(counters.value(QStringLiteral("acquisitions")), QStringLiteral("12"));
        QCOMPARE(counters.detail(QStringLiteral("acquisitions")), QStringLiteral("of 40 attempts"));
        // Only the kinds this run injects are listed, each with its own count.
        const QString faults = counters.detail(QStringLiteral("faults"));
        QVERIFY2(faults.contains(QLatin1String("crash 2")) &&
                     faults.contains(QLatin1String("pause 1")),
                 qPrintable(faults));
        QVERIFY(!faults.contains(QLatin1String("hang")));
        // Before the first analysis the safety figures are unknown, not zero.
        QCOMPARE(counters.value(QStringLiteral("overlaps")), QStringLiteral("—"));
        p.analysed = true;
        p.overlaps = 1;
        p.overlapMs = 230;
        counters.showProgress(p, opt);
        QCOMPARE(counters.value(QStringLiteral("overlaps")), QStringLiteral("1"));
        QCOMPARE(counters.detail(QStringLiteral("overlaps")),
                 QStringLiteral("230 ms with two holders"));
        counters.clear();
        QVERIFY(counters.value(QStringLiteral("acquisitions")) != QStringLiteral("12"));
    }

    void verdictNamesTheOutcome() {
        CheckVerdict verdict;
        check::CheckOptions opt;
        opt.seed = 77;
        QVERIFY(!verdict.hasVerdict());
        verdict.showPending(opt);
        QVERIFY(!verdict.hasVerdict());
        // The command line that repeats this run, seed included.
        QVERIFY2(verdict.commandLine().contains(QLatin1String("--seed 77")),
                 qPrintable(verdict.commandLine()));

        check::CheckReport safe;
        safe.mode = "random";
        safe.seed = 77;
        verdict.showReport(safe, opt);
        QVERIFY(verdict.hasVerdict());
        QVERIFY(!verdict.isViolation());
        const QString calm = verdict.banner();

        check::CheckReport broken = safe;
        broken.overlaps = 2;
        verdict.showReport(broken, opt);
        QVERIFY(verdict.isViolation());
        QVERIFY(verdict.banner() != calm);
        QCOMPARE(verdict.explanationText(), CheckVerdict::explanation(broken, opt));
        QVERIFY(!verdict.explanationText().isEmpty());

        verdict.showError(QStringLiteral("no valkey-server on PATH"), opt);
        QVERIFY2(verdict.banner().contains(QLatin1String("no valkey-server on PATH")) ||
                     verdict.explanationText().contains(QLatin1String("no valkey-server on PATH")),
                 qPrintable(verdict.banner()));
    }

    // The command as shown: over every width from one word to all of it, and over commands of
    // every fault and setting, the lines rejoin to the command, each fits the width unless it
    // holds one word or option pair alone, and no option is parted from its value.
    void commandWrapsAsOneShellCommand() {
        const QFontMetrics fm(QApplication::font());
        QList<check::CheckOptions> opts;
        for (const char* faults : {"none", "hang", "crash,restart", "pause-client", "clock-jump",
                                   "clock-rate", "delay,partition",
                                   "hang,crash,restart,pause-client,clock-jump,clock-rate,delay,"
                                   "partition"}) {
            check::CheckOptions o;
            auto f = check::parseFaults(faults);
            QVERIFY2(f, faults);
            o.faults = *f;
            o.seed = 1234567;
            opts << o;
        }
        QVERIFY(opts.size() >= 5);
        for (const check::CheckOptions& o : opts) {
            const QString command = QString::fromStdString(check::commandLine(o));
            const int full = fm.horizontalAdvance(command);
            for (int width = 20; width <= full + 40; width += 7) {
                const QString shown = CheckVerdict::wrapCommand(command, fm, width);
                QString rejoined = shown;
                rejoined.replace(QStringLiteral(" \\\n  "), QStringLiteral(" "));
                QCOMPARE(rejoined, command);
                const QStringList lines = shown.split(QLatin1Char('\n'));
                for (qsizetype i = 0; i < lines.size(); ++i) {
                    const QString& line = lines[i];
                    const bool last = i + 1 == lines.size();
                    QCOMPARE(line.endsWith(QLatin1String(" \\")), !last);
                    const QString body = last ? line.trimmed() : line.chopped(2).trimmed();
                    const QStringList words = body.split(QLatin1Char(' '));
                    const bool alone =
                        words.size() == 1 ||
                        (words.size() == 2 && !words[1].startsWith(QLatin1Char('-')));
                    QVERIFY2(alone || fm.horizontalAdvance(line) <= width,
                             qPrintable(QStringLiteral("%1 px: '%2'").arg(width).arg(line)));
                    QVERIFY2(last || !words.back().startsWith(QLatin1String("--")) ||
                                 lines[i + 1].trimmed().startsWith(QLatin1Char('-')),
                             qPrintable(QStringLiteral("%1 px: %2 parted from its value")
                                            .arg(width)
                                            .arg(words.back())));
                }
                if (width >= full + fm.horizontalAdvance(QStringLiteral(" \\"))) {
                    QCOMPARE(lines.size(), 1);
                }
            }
        }
        // The widget shows the wrapped text and copies the one line.
        CheckVerdict verdict;
        verdict.resize(400, 300);
        verdict.showPending(opts.front());
        QVERIFY(verdict.shownCommand().contains(QLatin1Char('\n')));
        QCOMPARE(verdict.commandLine(), QString::fromStdString(check::commandLine(opts.front())));
    }
};

QTEST_MAIN(TestCheckWidgets)
#include "tst_check_widgets.moc"
