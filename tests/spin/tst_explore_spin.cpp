// The independent check of issue 29: the C++ search (core/explore/) and the Promela model
// (tests/spin/redlock.pml, checked by spin) on the same configurations must agree on whether
// the configuration can be broken. A disagreement names the row and both verdicts.
#include "spin_config.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct SpinRun {
    bool ok = false;       // spin, the compiler and pan all ran to the end
    bool violated = false; // pan found an assertion violation
    QString log;
};

QString runStep(const QString& dir, const QString& program, const QStringList& args, int ms,
                QByteArray* out) {
    QProcess p;
    p.setWorkingDirectory(dir);
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    if (!p.waitForFinished(ms)) {
        p.kill();
        p.waitForFinished();
        return program + " timed out";
    }
    *out = p.readAll();
    return p.exitCode() == 0 ? QString() : program + " exited " + QString::number(p.exitCode());
}

SpinRun spin(const redlock::explore::Config& cfg) {
    SpinRun r;
    QTemporaryDir dir;
    QFile::copy(QStringLiteral(SPIN_MODEL), dir.filePath("redlock.pml"));
    QFile h(dir.filePath("config.h"));
    h.open(QIODevice::WriteOnly);
    h.write(QByteArray::fromStdString(spin_config::header(cfg)));
    h.close();
    QByteArray out;
    for (const auto& [prog, args] :
         std::vector<std::pair<QString, QStringList>>{
             {"spin", {"-a", "redlock.pml"}},
             {"cc", {"-O2", "-w", "-DSAFETY", "-DNOREDUCE", "-DMEMLIM=2048", "-o", "pan", "pan.c"}},
             {dir.filePath("pan"), {"-m2000000"}}}) {
        const QString err = runStep(dir.path(), prog, args, 300000, &out);
        // pan exits 0 also when it found a violation; a failure is a crash or a timeout.
        if (!err.isEmpty()) {
            r.log = err + ": " + QString::fromUtf8(out.right(400));
            return r;
        }
    }
    r.log = QString::fromUtf8(out);
    if (r.log.contains("max search depth too small") || !r.log.contains("errors:")) {
        r.log = "pan did not finish the search: " + r.log.right(400);
        return r;
    }
    r.ok = true;
    r.violated = !r.log.contains("errors: 0");
    return r;
}

} // namespace

class TstExploreSpin : public QObject {
    Q_OBJECT
private slots:
    void verdictsAgree_data() {
        QTest::addColumn<int>("row");
        const auto rows = spin_config::rows();
        for (std::size_t i = 0; i < rows.size(); ++i) {
            QTest::newRow(rows[i].name) << static_cast<int>(i);
        }
        QVERIFY(rows.size() >= 12);
    }
    void verdictsAgree() {
        QFETCH(int, row);
        const auto rows = spin_config::rows();
        const auto cfg = redlock::explore::configure(rows[row].options);
        QVERIFY(cfg.ok());
        const auto cpp = redlock::explore::explore(*cfg);
        QVERIFY2(cpp.verdict != redlock::explore::Verdict::Bounded, "the C++ search must finish");
        const SpinRun s = spin(*cfg);
        QVERIFY2(s.ok, qPrintable(s.log));
        const bool cppViolated = cpp.verdict == redlock::explore::Verdict::Violation;
        QVERIFY2(cppViolated == s.violated,
                 qPrintable(QString("C++: %1 (%2), spin: %3")
                                .arg(redlock::explore::verdictName(cpp.verdict),
                                     redlock::explore::violationName(cpp.violation),
                                     s.violated ? "violation" : "none")));
    }
};

QTEST_GUILESS_MAIN(TstExploreSpin)
#include "tst_explore_spin.moc"
