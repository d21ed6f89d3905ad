// The protocol page's "Copy" is a shell script that runs (issue 11): the copied text is run
// with sh against real servers started here, and every reply redis-cli prints must be the
// reply the script expects, which the page took from the trace. For one client (all up, and
// with M4 down), three racing clients, and a live acquire on the local backend.
#include "live_fixture.h"

#include "core/valkey/valkey_master.h"
#include "ui/app/main_window.h"
#include "ui/live/backend_model.h"
#include "ui/model/lab_state.h"
#include "ui/pages/protocol/live_trace.h"
#include "ui/pages/protocol/protocol_page.h"

#include <QApplication>
#include <QClipboard>
#include <QProcess>
#include <QProcessEnvironment>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace redlock;
using namespace redlock::ui;

namespace {

const QString kExpect = QStringLiteral("  # → ");

struct Run {
    QStringList expected; // from the script, one per redis-cli line it runs
    QStringList printed;  // what redis-cli printed, line by line
    int commented = 0;    // commands written out but not run
    QString error;
};

// Runs `script` with sh, its masters pointed at `servers` through M<i>_HOST / M<i>_PORT.
Run runScript(const QString& script, const LocalServers& servers) {
    Run run;
    for (const QString& line : script.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("redis-cli "))) {
            const int at = line.indexOf(kExpect);
            run.expected << (at < 0 ? QStringLiteral("<no expected reply>")
                                    : line.mid(at + kExpect.size()));
        } else if (line.startsWith(QLatin1String("# redis-cli "))) {
            ++run.commented;
        }
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("trace.sh"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(script.toUtf8()) < 0) {
        run.error = QStringLiteral("cannot write ") + path;
        return run;
    }
    file.close();
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (int i = 0; i < servers.size(); ++i) {
        env.insert(QStringLiteral("M%1_HOST").arg(i + 1), QStringLiteral("127.0.0.1"));
        env.insert(QStringLiteral("M%1_PORT").arg(i + 1), QString::number(servers.port(i)));
    }
    QProcess sh;
    sh.setProcessEnvironment(env);
    sh.start(QStringLiteral("sh"), {QStringLiteral("-e"), path});
    if (!sh.waitForFinished(60000) || sh.exitCode() != 0) {
        run.error = QStringLiteral("sh failed: ") + QString::fromUtf8(sh.readAllStandardError());
        return run;
    }
    run.printed = QString::fromUtf8(sh.readAllStandardOutput()).split(QLatin1Char('\n'));
    if (!run.printed.isEmpty() && run.printed.back().isEmpty()) {
        run.printed.removeLast();
    }
    return run;
}

// The value the script gives RELEASE_LUA, as sh reads the line.
QString releaseScriptOf(const QString& script) {
    for (const QString& line : script.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("RELEASE_LUA="))) {
            QProcess sh;
            sh.start(QStringLiteral("sh"),
                     {QStringLiteral("-c"),
                      QStringLiteral("eval \"$1\"; printf %s \"$RELEASE_LUA\""),
                      QStringLiteral("sh"), line});
            sh.waitForFinished(10000);
            return QString::fromUtf8(sh.readAllStandardOutput());
        }
    }
    return {};
}

// Requests of a simulated trace the masters ran (a reply left the master).
int ranBy(const redlock::sim::Timeline& tl) {
    int ran = 0;
    for (const auto& m : tl.messages) {
        ran += m.kind == redlock::sim::MessageKind::Reply ? 1 : 0;
    }
    return ran;
}

void flush(const LocalServers& servers) {
    for (int i = 0; i < servers.size(); ++i) {
        QCOMPARE(live::raw(servers.port(i), {"FLUSHALL"}).str, std::string("OK"));
    }
}

} // namespace

class TestTranscriptScript : public QObject {
    Q_OBJECT
private:
    std::optional<LocalServers> m_servers;

    // Copy on the page, then the copied script against the fresh servers.
    void copyAndRun(ProtocolPage& page, int expectRan) {
        flush(*m_servers);
        page.copyButton()->click();
        const QString script = QApplication::clipboard()->text();
        QCOMPARE(script, page.scriptText());
        QVERIFY(script.startsWith(QLatin1String("#!/bin/sh\n")));
        const Run run = runScript(script, *m_servers);
        QVERIFY2(run.error.isEmpty(), qPrintable(run.error));
        QCOMPARE(run.expected.size(), expectRan);
        QVERIFY(!run.expected.contains(QStringLiteral("<no expected reply>")));
        QCOMPARE(run.printed, run.expected);
        if (script.contains(QLatin1String("RELEASE_LUA="))) {
            QCOMPARE(releaseScriptOf(script),
                     QString::fromStdString(ValkeyMaster::releaseScript()));
        }
    }

private slots:
    void initTestCase() {
        LIVE_REQUIRE_SERVER();
        if (QStandardPaths::findExecutable(QStringLiteral("redis-cli")).isEmpty()) {
            QSKIP("no redis-cli on PATH (package redis-tools): test skipped");
        }
        m_servers.emplace(live::startServers(5));
    }

    // Issue 28 item 3: a peer's error words reach the live trace made safe (control characters
    // as \xNN), like the CLI's; a hostile master's ESC sequence no longer lands in the page.
    void peerErrorIsEscapedInTheTrace() {
        LiveAcquire acquire;
        acquire.attempt.t1 = Micros(0);
        acquire.attempt.t2 = Micros(2000);
        MasterTrace m;
        m.address = "127.0.0.1:1";
        m.reply.outcome = Outcome::Error;
        m.reply.sentAt = Micros(100);
        m.reply.repliedAt = Micros(900);
        m.reply.error = "ERR \x1b]0;PWNED\x07\x1b[2J";
        acquire.attempt.masters.push_back(m);
        const LiveTrace trace(acquire);
        const QString text = trace.transcript(Micros(10000).count());
        QVERIFY2(text.contains(QStringLiteral("\\x1b]0;PWNED\\x07")), qPrintable(text));
        QVERIFY2(!text.contains(QChar(0x1b)) && !text.contains(QChar(0x07)), qPrintable(text));
    }

    void oneClient() {
        LabState state;
        ProtocolPage page(&state);
        copyAndRun(page, ranBy(page.timeline()));
        // The replay left what the trace says: C1's token on all five masters.
        const std::string token = page.timeline().attempts.front().token;
        for (int i = 0; i < 5; ++i) {
            QCOMPARE(live::get(m_servers->port(i), page.timeline().key), token);
        }
    }

    void oneClientWithM4Down() {
        LabState state;
        ProtocolPage page(&state);
        QVERIFY(state.setMasterUp(3, false));
        QVERIFY(page.transcriptText().contains(QLatin1String("# redis-cli")));
        copyAndRun(page, ranBy(page.timeline()));
        QVERIFY(live::get(m_servers->port(3), page.timeline().key).empty());
    }

    void threeRacingClients() {
        LabState state;
        ProtocolPage page(&state);
        page.clientsSpin()->setValue(3);
        page.alignRadio()->setChecked(true); // split votes, releases and retries
        const int ran = ranBy(page.timeline());
        QVERIFY(ran > 30);
        copyAndRun(page, ran);
        page.spreadRadio()->setChecked(true);
        copyAndRun(page, ranBy(page.timeline()));
    }

    void liveAcquire() {
        MainWindow w;
        w.showPage(QStringLiteral("protocol"));
        auto* page = qobject_cast<ProtocolPage*>(w.page(QStringLiteral("protocol")));
        QVERIFY(page);
        LiveConfig cfg;
        cfg.backend = Backend::Local;
        cfg.count = 5;
        cfg.holdMs = 300;
        w.backend()->apply(cfg);
        // The acquire and, once the hold is over, its release: both in one script.
        QTRY_VERIFY_WITH_TIMEOUT(
            w.backend()->lastAcquire() && w.backend()->lastAcquire()->release.has_value() &&
                page->showsLiveTrace() && page->scriptText().contains(QLatin1String("RELEASE_LUA")),
            20000);
        const LiveAcquire a = *w.backend()->lastAcquire();
        QVERIFY(a.verdict.held);
        QVERIFY(page->scriptText().contains(a.token));
        QCOMPARE(a.token.size(), 40);
        // Every master's answer is known, the late ones too: 5 SETs and 5 releases run.
        copyAndRun(*page, 10);
        QVERIFY(live::get(m_servers->port(0), a.key.toStdString()).empty()); // released again
    }

    void cleanupTestCase() {
        if (m_servers) {
            m_servers->stopAll();
        }
    }
};

QTEST_MAIN(TestTranscriptScript)
#include "tst_transcript_script.moc"
