#pragma once
// Runs the built redlockctl (path from the test's REDLOCKCTL_PATH compile definition) as a
// process, for the tests that check its exit codes, messages and JSON. A run that outlives
// `timeoutMs` is killed and reported with code -1, so a hang fails the test instead of the suite.

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringList>

namespace redlockctl_run {

struct Run {
    int code = -1; // exit status; -1 when the process crashed or was killed
    QByteArray out;
    QByteArray err;
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
};

inline Run run(const QStringList& args, int timeoutMs = 30000) {
    QProcess p;
    p.start(QStringLiteral(REDLOCKCTL_PATH), args);
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

// What is wrong with a run that should have been refused as bad input (exit 2, nothing on
// stdout, one line on stderr that contains `named`); empty when nothing is.
inline QString badInputProblem(const Run& r, const QString& named) {
    const QString err = QString::fromUtf8(r.err).trimmed();
    if (r.code != 2) {
        return QStringLiteral("exit %1, expected 2: %2").arg(r.code).arg(err);
    }
    if (!err.contains(named)) {
        return QStringLiteral("'%1' does not name '%2'").arg(err, named);
    }
    if (err.contains('\n')) {
        return QStringLiteral("more than one line: %1").arg(err);
    }
    return r.out.isEmpty() ? QString()
                           : QStringLiteral("stdout not empty: %1").arg(QString::fromUtf8(r.out));
}

// The errors of the masters that answered an acquire's --json with one (a master not awaited
// once the majority was out of reach has none).
inline QStringList masterErrors(const Run& r) {
    QStringList out;
    for (const auto& m : r.json()["masters"].toArray()) {
        if (m.toObject()["outcome"].toString() == "error") {
            out << m.toObject()["error"].toString();
        }
    }
    return out;
}

} // namespace redlockctl_run
