// The full bad-input matrix of the live subcommands, through the built redlockctl binary:
// every malformed masters string, TTL and timeout must give exit 2, nothing on stdout, and ONE
// line on stderr naming the bad value, quickly (an unresolvable name under the reserved
// .invalid TLD must not hang). Nothing here connects anywhere: input is refused first, and the
// ports in well-formed addresses are free loopback ports picked at run time.
#include "core/servers/process.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <set>

#include "redlockctl_run.h"

namespace {
using redlockctl_run::Run;
Run ctl(const QStringList& args) {
    return redlockctl_run::run(args);
}
// n distinct loopback ports that were free a moment ago, as "127.0.0.1:P" entries.
QStringList freeMasters(int n) {
    std::set<int> ports;
    while (static_cast<int>(ports.size()) < n) {
        ports.insert(redlock::freeLoopbackPort());
    }
    QStringList out;
    for (int p : ports) {
        out << QStringLiteral("127.0.0.1:%1").arg(p);
    }
    return out;
}
} // namespace

class TestBadInput : public QObject {
    Q_OBJECT

private slots:
    void refusedNamingTheValue_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("named");
        const QStringList five = freeMasters(5);
        const QString m = five.join(',');
        const QString one = five[0];
        const QString port = one.section(':', 1);
        auto acquire = [](const QString& masters, const QStringList& more = {}) {
            return QStringList{"acquire", "--masters", masters, "--resource", "r"} + more;
        };
        // masters strings
        QTest::newRow("empty") << acquire("") << "masters list is empty";
        QTest::newRow("host only") << acquire("host") << "'host' has no port";
        QTest::newRow("host colon") << acquire("host:") << "'host:' has no port";
        QTest::newRow("port only") << acquire(":6379") << "':6379' has no host";
        QTest::newRow("port 0") << acquire("127.0.0.1:0") << "port 0 out of range";
        QTest::newRow("port 65536") << acquire("127.0.0.1:65536") << "port 65536 out of range";
        QTest::newRow("port letters") << acquire("127.0.0.1:ab") << "invalid port 'ab'";
        QTest::newRow("space in host")
            << acquire("local host:" + port) << "invalid host 'local host'";
        QTest::newRow("space in port")
            << acquire("127.0.0.1: " + port) << "invalid port ' " + port + "'";
        QTest::newRow("trailing comma") << acquire(one + ",") << "master address is empty";
        QTest::newRow("same twice") << acquire(one + "," + one) << "'" + one + "' is the same as";
        QTest::newRow("same via name") << acquire("localhost:" + port + "," + one)
                                       << "'" + one + "' is the same as 'localhost:" + port + "'";
        QTest::newRow("unresolvable")
            << acquire("nosuchhost.invalid:6379") << "'nosuchhost.invalid' cannot be resolved";
        QTest::newRow("ten masters") << acquire(freeMasters(10).join(',')) << "has 10 addresses";
        // TTL
        QTest::newRow("ttl 0") << acquire(m, {"--ttl", "0"}) << "--ttl 0 ms is out of range";
        QTest::newRow("ttl negative")
            << acquire(m, {"--ttl", "-5"}) << "--ttl -5 ms is out of range";
        QTest::newRow("ttl letters")
            << acquire(m, {"--ttl", "ten"}) << "--ttl 'ten' is not a whole number";
        QTest::newRow("ttl over 24 h")
            << acquire(m, {"--ttl", "86400001"}) << "--ttl 86400001 ms is out of range";
        // per-instance timeout
        QTest::newRow("timeout = ttl") << acquire(m, {"--ttl", "100", "--timeout", "100"})
                                       << "timeout 100 ms must be below the TTL (100 ms)";
        QTest::newRow("timeout > ttl") << acquire(m, {"--ttl", "100", "--timeout", "500"})
                                       << "timeout 500 ms must be below the TTL (100 ms)";
        QTest::newRow("timeout 0")
            << acquire(m, {"--timeout", "0"}) << "--timeout 0 ms is out of range";
        QTest::newRow("timeout 2000")
            << acquire(m, {"--timeout", "2000"}) << "--timeout 2000 ms is out of range";
        // the same checks guard the other live subcommands
        QTest::newRow("bench port 0")
            << QStringList{"bench", "--masters", "127.0.0.1:0"} << "port 0 out of range";
        QTest::newRow("bench ttl 0")
            << QStringList{"bench", "--masters", m, "--ttl", "0"} << "--ttl 0";
        QTest::newRow("release twice")
            << QStringList{"release", "--masters", one + "," + one, "--resource",
                           "r",       "--token",   QString(40, 'a')}
            << "is the same as";
        QTest::newRow("check ttl over 24 h")
            << QStringList{"check", "--ttl", "86400001"} << "--ttl 86400001";
        // Issue 13 item 11: the validation gaps the review found.
        QTest::newRow("prefix space") << acquire(m, {"--prefix", " "}) << "printable";
        QTest::newRow("prefix newline") << acquire(m, {"--prefix", "a\nb"}) << "printable";
        QTest::newRow("prefix glob")
            << acquire(m, {"--prefix", "redlock-lab:*"}) << "glob character '*'";
        QTest::newRow("prefix outside") << acquire(m, {"--prefix", "user:"})
                                        << "writes outside redlock-lab:: add --foreign-prefix";
        QTest::newRow("flag with value") << acquire(m, {"--keep=no"}) << "--keep takes no value";
        QTest::newRow("json=1") << acquire(m, {"--json=1"}) << "--json takes no value";
        QTest::newRow("repeated option")
            << acquire(m, {"--ttl", "100", "--ttl", "200"}) << "--ttl is given twice";
        QTest::newRow("wildcard is loopback")
            << acquire("0.0.0.0:" + port + "," + one) << "is the same as";
        QTest::newRow("token too long")
            << QStringList{"release", "--masters",      m, "--resource", "r",
                           "--token", QString(513, 'a')}
            << "expected 1 to 512 printable characters";
        QTest::newRow("faults empty")
            << QStringList{"check", "--faults", ""} << "fault list is empty";
        QTest::newRow("masters dir empty")
            << QStringList{"masters", "status", "--dir", ""} << "--dir '' is empty";
        QTest::newRow("etcd masters dir empty")
            << QStringList{"masters", "status", "--etcd", "--dir", ""} << "--dir '' is empty";
        // --fanout: the two orders only, spelled out
        QTest::newRow("fanout unknown")
            << acquire(m, {"--fanout", "both"})
            << "--fanout \"both\" is not a fan-out order: expected parallel";
        QTest::newRow("fanout capitals") << acquire(m, {"--fanout", "Sequential"})
                                         << "--fanout \"Sequential\" is not a fan-out order";
        QTest::newRow("bench fanout empty") << QStringList{"bench", "--masters", m, "--fanout", ""}
                                            << "--fanout \"\" is not a fan-out order";
        QTest::newRow("newline in value") << acquire(m, {"--ttl", "1\n2"}) << "--ttl '1\\n2'";
        // compare --live: checked before any server starts
        QTest::newRow("compare without --live") << QStringList{"compare"} << "missing --live";
        QTest::newRow("compare ttl 1000")
            << QStringList{"compare", "--live", "--ttl", "1000"} << "--ttl 1000";
        QTest::newRow("compare ttl 2500") << QStringList{"compare", "--live", "--ttl", "2500"}
                                          << "--ttl 2500 ms is not a whole number of seconds";
        QTest::newRow("compare timeout at ttl")
            << QStringList{"compare", "--live", "--timeout", "2000"}
            << "--timeout 2000 ms is not below --ttl 2000 ms";
        QTest::newRow("compare samples 0")
            << QStringList{"compare", "--live", "--samples", "0"} << "--samples 0";
        QTest::newRow("compare unknown option")
            << QStringList{"compare", "--live", "--spawn", "3"} << "--spawn";
    }
    void refusedNamingTheValue() {
        QFETCH(QStringList, args);
        QFETCH(QString, named);
        // Refused before anything runs: exit 2, one line, nothing on stdout (a hang shows as the
        // runner's own time-out, not as a time bound here).
        const Run r = ctl(args);
        QCOMPARE(r.code, 2);
        const QString err = QString::fromUtf8(r.err).trimmed();
        QVERIFY2(err.contains(named), qPrintable(err));
        QVERIFY2(!err.contains('\n'), qPrintable(err)); // one line
        QVERIFY(r.out.isEmpty());
    }

    // The etcd members' state lives in the same directory as the Redis masters': it must be
    // private there too (owned by the user, 0700), for `masters --etcd` as for `masters`.
    void etcdStateDirectoryMustBePrivate_data() {
        QTest::addColumn<QStringList>("extra");
        QTest::newRow("redis") << QStringList{};
        QTest::newRow("etcd") << QStringList{QStringLiteral("--etcd")};
    }
    void etcdStateDirectoryMustBePrivate() {
        QFETCH(QStringList, extra);
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString dir = tmp.filePath(QStringLiteral("open"));
        QVERIFY(QDir().mkdir(dir));
        QVERIFY(QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                               QFileDevice::ExeOwner | QFileDevice::ReadOther |
                                               QFileDevice::WriteOther | QFileDevice::ExeOther));
        const Run r = ctl(QStringList{QStringLiteral("masters"), QStringLiteral("status")} + extra +
                          QStringList{QStringLiteral("--dir"), dir});
        QCOMPARE(r.code, 1);
        QVERIFY2(QString::fromUtf8(r.err).contains(QLatin1String("refusing the state directory")),
                 r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestBadInput)
#include "tst_bad_input.moc"
