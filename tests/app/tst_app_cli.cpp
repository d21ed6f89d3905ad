// The redlock-lab binary as a user starts it: --version and --help answer with no display at
// all (no DISPLAY, no WAYLAND_DISPLAY, no QT_QPA_PLATFORM), where creating QApplication would
// abort; and the application icon is embedded and renders.
#include <QIcon>
#include <QImage>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTest>

namespace {

struct Run {
    int code = -1;
    QByteArray out, err;
};

Run runWithoutDisplay(const QStringList& args) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* var : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"}) {
        env.remove(QString::fromLatin1(var));
    }
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(REDLOCK_LAB_PATH), args);
    if (!p.waitForFinished(30000)) {
        p.kill();
        p.waitForFinished();
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

} // namespace

class TstAppCli : public QObject {
    Q_OBJECT
private slots:
    void versionWithoutDisplay() {
        for (const char* flag : {"--version", "-v"}) {
            const Run r = runWithoutDisplay({QString::fromLatin1(flag)});
            QCOMPARE(r.code, 0);
            QCOMPARE(r.out, QByteArray("redlock-lab " PROJECT_VERSION "\n"));
        }
    }

    void helpWithoutDisplay() {
        const Run r = runWithoutDisplay({QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        for (const char* o : {"--backend", "--page", "--lang", "--screenshot", "--version"}) {
            QVERIFY2(r.out.contains(o), o);
        }
        // Issue 27: the usage line names the program, not Qt's "<executable_name>" placeholder.
        QVERIFY2(r.out.startsWith("Usage: redlock-lab [options]"), r.out.constData());
    }

    void iconIsEmbedded() {
        const QIcon icon(QStringLiteral(":/icons/redlock-lab.svg"));
        QVERIFY(!icon.isNull());
        const QImage img = icon.pixmap(64, 64).toImage();
        QCOMPARE(img.size(), QSize(64, 64));
        // The padlock body is red left of the keyhole.
        const QColor body = img.pixelColor(20, 40);
        QVERIFY2(body.red() > 150 && body.green() < 90, qPrintable(body.name()));
    }
};

QTEST_MAIN(TstAppCli)
#include "tst_app_cli.moc"
