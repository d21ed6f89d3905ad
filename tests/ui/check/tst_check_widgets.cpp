// ui/check/ without servers: the counters and the verdict of the safety check dialog, fed the
// core's progress and report values directly, read back as a class sees them.

#include "core/check/check_options.h"
#include "core/check/check_progress.h"
#include "core/check/check_report.h"
#include "ui/check/check_counters.h"
#include "ui/check/check_verdict.h"

#include <QTest>

using namespace redlock;
using namespace redlock::ui;

class TestCheckWidgets : public QObject {
    Q_OBJECT
private slots:
    void countersShowTheProgress() {
        CheckCounters counters;
        check::CheckOptions opt;
        opt.duration = std::chrono::seconds(15);
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
};

QTEST_MAIN(TestCheckWidgets)
#include "tst_check_widgets.moc"
