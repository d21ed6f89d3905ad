// redlockctl simulate, run as a process: JSON fields, exit codes, messages.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include "core/sim/runaway_scenario.h"
#include "redlockctl_run.h"

#include <QTemporaryDir>

namespace {

using redlockctl_run::Run;
Run redlockctl(const QStringList& args, int limitMs = 60000) {
    return redlockctl_run::run(QStringList{"simulate"} + args, limitMs);
}

} // namespace

class TestSimCli : public QObject {
    Q_OBJECT
private slots:
    // A file that runs into the per-run event cap: exit 1 and the limit named on stderr.
    void eventCapIsExitOne() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("runaway.json"));
        QVERIFY(redlock_test::writeRunawayScenario(path.toStdString()));
        const Run r = redlockctl_run::run({"simulate", "--file", path}, 240000);
        QCOMPARE(r.code, 1);
        const QString err = QString::fromUtf8(r.err).trimmed();
        QVERIFY2(err.startsWith("redlockctl simulate: the run stopped at ") &&
                     err.endsWith(" ms after 500000 events, the per-run limit") &&
                     !err.contains('\n'),
                 qPrintable(err));
    }

    void happyJson() {
        const Run r = redlockctl({"--scenario", "happy", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o["scenario"].toString(), QStringLiteral("happy"));
        QCOMPARE(o["variant"].toString(), QString());
        QCOMPARE(o["validity_ms"].toDouble(), 9896.0);
        QCOMPARE(o["overlap_ms"].toDouble(), 0.0);
        QCOMPARE(o["stale_writes_accepted"].toInt(), 0);
        QVERIFY(o["seed"].isDouble());
        const QJsonArray events = o["events"].toArray();
        QVERIFY(!events.isEmpty());
        for (const auto& key : {"t_ms", "actor", "kind", "detail"}) {
            QVERIFY2(events.first().toObject().contains(key), key);
        }
    }

    // The design x fault matrix of the choose page, every cell a run with its three numbers.
    void chooseMatrixJson() {
        // Every cell swept over its fault's phases: ~25 s of CPU in the sanitiser build, so the
        // bound (not a measure of speed) leaves room for a loaded machine.
        const Run r = redlockctl({"--scenario", "choose", "--json"}, 300000);
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o["scenario"].toString(), QStringLiteral("choose"));
        const QJsonArray cells = o["cells"].toArray();
        QCOMPARE(cells.size(), o["designs"].toArray().size() * o["faults"].toArray().size());
        QVERIFY(cells.size() >= 36);
        const auto cell = [&cells](const char* design, const char* fault) {
            for (const auto& c : cells) {
                if (c.toObject()["design"].toString() == QLatin1String(design) &&
                    c.toObject()["fault"].toString() == QLatin1String(fault)) {
                    return c.toObject();
                }
            }
            return QJsonObject();
        };
        for (const auto& c : cells) {
            for (const char* key :
                 {"design", "fault", "overlap_ms", "stale_writes_accepted", "unavailable_ms"}) {
                QVERIFY2(c.toObject().contains(key), key);
            }
        }
        QCOMPARE(cell("consensus-lease", "gc-pause")["stale_writes_accepted"].toInt(), 1);
        QCOMPARE(cell("consensus-fenced", "gc-pause")["stale_writes_accepted"].toInt(), 0);
        QVERIFY(cell("redlock", "clock-jump")["overlap_ms"].toDouble() > 0);
        QCOMPARE(cell("consensus-lease", "clock-jump")["overlap_ms"].toDouble(), 0.0);
        const Run bad = redlockctl({"--scenario", "choose", "--variant", "x"});
        QCOMPARE(bad.code, 2);
        QVERIFY(bad.err.contains("--variant does not apply to --scenario choose"));
    }

    // The partition sweep: one point per partition count, the same numbers as the core's.
    void partitionSweepJson() {
        const Run r =
            redlockctl({"--scenario", "repeated-partitions", "--sweep-partitions", "3", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o["scenario"].toString(), QStringLiteral("repeated-partitions"));
        QCOMPARE(o["ttl_ms"].toInt(), 10000);
        const QJsonArray pts = o["points"].toArray();
        QCOMPARE(pts.size(), 4);
        double last = -1;
        for (int k = 0; k < pts.size(); ++k) {
            const QJsonObject p = pts[k].toObject();
            QCOMPARE(p["partitions"].toInt(), k);
            QCOMPARE(p["outages_ms"].toArray().size(), k);
            const double u = p["unavailable_ms"].toDouble();
            QVERIFY(u >= last && (k == 0 || u - last <= 10000.0));
            QVERIFY(k == 0 ? u == 0 : u > last);
            last = u;
        }
        // The text in whole milliseconds (it printed "6981.677 ms" and "1 partitions"), and
        // each line adds up: the total is the sum of the outages it lists.
        const Run text =
            redlockctl({"--scenario", "repeated-partitions", "--sweep-partitions", "3"});
        QCOMPARE(text.code, 0);
        const QRegularExpression line(QStringLiteral(
            "^  (\\d) partitions?  ? unavailable (\\d+) ms(?:  \\(([\\d +]+)\\))?$"));
        int lines = 0;
        for (const QString& l : QString::fromUtf8(text.out).split('\n').mid(1, 4)) {
            const auto m = line.match(l);
            QVERIFY2(m.hasMatch(), qPrintable(l));
            const int k = m.captured(1).toInt();
            QVERIFY2(l.contains(k == 1 ? " partition " : " partitions "), qPrintable(l));
            long long sum = 0;
            const QStringList parts =
                m.captured(3).split(QStringLiteral(" + "), Qt::SkipEmptyParts);
            QCOMPARE(parts.size(), k);
            for (const QString& part : parts) {
                sum += part.toLongLong();
            }
            QCOMPARE(m.captured(2).toLongLong(), sum);
            QVERIFY(k == 0 || sum > 0);
            ++lines;
        }
        QCOMPARE(lines, 4);

        const Run bad =
            redlockctl({"--scenario", "repeated-partitions", "--sweep-partitions", "0"});
        QCOMPARE(bad.code, 2);
        QCOMPARE(QString::fromUtf8(bad.err).trimmed(),
                 QStringLiteral("redlockctl simulate: --sweep-partitions '0' is not a partition "
                                "count: expected an integer from 1 to 20"));
        const Run other = redlockctl({"--scenario", "happy", "--sweep-partitions", "2"});
        QCOMPARE(other.code, 2);
        QVERIFY(other.err.contains(
            "--sweep-partitions needs --scenario repeated-partitions, not 'happy'"));
    }

    void variantAndSeedJson() {
        const Run r = redlockctl(
            {"--scenario", "clock-jump", "--variant", "monotonic-expiry", "--seed", "9", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o["variant"].toString(), QStringLiteral("monotonic-expiry"));
        QCOMPARE(o["seed"].toInt(), 9);
        QCOMPARE(o["overlap_ms"].toDouble(), 0.0);
    }

    // The outcome sentences come from the variant's own run, in the text and in --json events.
    void variantTellsItsOwnOutcome() {
        const Run text = redlockctl({"--scenario", "clock-jump", "--variant", "monotonic-expiry"});
        QCOMPARE(text.code, 0);
        const QString out = QString::fromUtf8(text.out);
        QVERIFY2(out.contains("C2 is refused: 2 of 5 votes (M4, M5), and a majority needs 3."),
                 qPrintable(out));
        QVERIFY(!out.contains("C2 holds"));
        QVERIFY(!out.contains("believes until 11998"));

        const Run json = redlockctl({"--scenario", "gc-pause-after", "--json"});
        QCOMPARE(json.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(o["violation"].toString(), QStringLiteral("stale-write"));
        QStringList told;
        for (const auto& e : o["events"].toArray()) {
            if (e.toObject()["actor"].toString() == "narrator" &&
                e.toObject()["kind"].toString().startsWith("outcome:")) {
                told << e.toObject()["kind"].toString();
            }
        }
        QVERIFY2(told.contains("outcome:stale-write"), qPrintable(told.join(' ')));
        QCOMPARE(told.size(), o["narration"].toArray().size());

        const Run contention = redlockctl({"--scenario", "contention", "--json"});
        const QJsonObject c = QJsonDocument::fromJson(contention.out).object();
        QVERIFY(c["validity_ms"].isNull()); // the first acquire was refused: no validity
        QCOMPARE(c["first_acquire_held"].toBool(), false);
    }

    void badInput_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("names");
        QTest::addColumn<QString>("lists");
        QTest::newRow("scenario") << QStringList{"--scenario", "nosuch"} << "'nosuch'"
                                  << "happy";
        QTest::newRow("variant") << QStringList{"--scenario", "clock-jump", "--variant", "zzz"}
                                 << "'zzz'"
                                 << "monotonic-expiry";
        QTest::newRow("seed") << QStringList{"--scenario", "happy", "--seed", "-3"} << "'-3'"
                              << "non-negative integer";
        QTest::newRow("n") << QStringList{"--scenario", "availability", "--n", "12"} << "--n 12"
                           << "1 to 9";
        QTest::newRow("p") << QStringList{"--scenario", "availability", "--p-down", "2"}
                           << "--p-down"
                           << "0 to 1";
        QTest::newRow("file") << QStringList{"--file", "/nonexistent/x.json"}
                              << "/nonexistent/x.json"
                              << "read";
        // Issue 13 item 11: an empty path and a directory get their own words.
        QTest::newRow("empty file") << QStringList{"--file", ""} << "--file ''"
                                    << "expected the path of a scenario file";
        QTest::newRow("directory") << QStringList{"--file", "/tmp"} << "'/tmp'"
                                   << "is a directory";
        QTest::newRow("fifo or device") << QStringList{"--file", "/dev/zero"} << "'/dev/zero'"
                                        << "not a regular file";
    }
    void badInput() {
        QFETCH(QStringList, args);
        QFETCH(QString, names);
        QFETCH(QString, lists);
        const Run r = redlockctl(args);
        QCOMPARE(r.code, 2);
        const QString err = QString::fromUtf8(r.err);
        QCOMPARE(err.count('\n'), 1);
        QVERIFY2(err.contains(names) && err.contains(lists), qPrintable(err));
    }

    void availabilityJson() {
        const Run r = redlockctl({"--scenario", "availability", "--n", "5", "--p-down", "0.1",
                                  "--trials", "200000", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        for (const auto& key : {"exact", "monte_carlo", "votes_per_s"}) {
            QVERIFY2(o.contains(key), key);
        }
        QVERIFY(std::abs(o["exact"].toDouble() - 0.99144) < 1e-9);
        QVERIFY(std::abs(o["monte_carlo"].toDouble() - 0.99144) < 0.002);
        QVERIFY(o["votes_per_s"].toDouble() > 0);
    }

    void fileOption() {
        const QString path = QDir::temp().filePath("redlock-sim-test.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"name\": \"mine\", \"params\": {\"ttl_ms\": 30000}, "
                "\"clients\": [{\"name\": \"C1\"}]}");
        f.close();
        const Run r = redlockctl({"--file", path, "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o["scenario"].toString(), QStringLiteral("mine"));
        QCOMPARE(o["validity_ms"].toDouble(), 30000.0 - 2 - 302); // drift 0.01*30000+2
        QFile::remove(path);
    }

    // Issue 28 item 3: a file's client names, captions and field names reached the terminal raw
    // (23 lines with ESC); now every word from the file is escaped, the line breaks kept.
    void fileWordsAreEscaped() {
        const QString path = QDir::temp().filePath("redlock-sim-escape.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        // JSON escapes \u001b (ESC) and \u0007 (BEL): the file itself is plain ASCII.
        const QByteArray esc = QByteArrayLiteral("\\u001b");
        f.write("{\"name\": \"evil\", \"title\": \"t" + esc +
                "]0;PWNED\\u0007\", \"caption\": \"c" + esc +
                "[2J\", \"params\": {\"ttl_ms\": 30000}, \"clients\": [{\"name\": \"C" + esc +
                "[31m1\", \"steps\": [{\"op\": \"write\", \"after_ms\": 10}]}], \"faults\": "
                "[{\"kind\": \"caption\", \"at_ms\": 5, \"text\": \"cap" +
                esc + "[2Jtion\"}]}");
        f.close();
        Run r = redlockctl({"--file", path});
        QCOMPARE(r.code, 0);
        QVERIFY2(!r.out.contains('\x1b') && !r.out.contains('\x07'), r.out.constData());
        QVERIFY2(r.out.contains("C\\x1b[31m1"), r.out.constData());
        QVERIFY(r.out.count('\n') > 3); // still many lines
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("{\"name\": \"evil\", \"" + esc + "]0;PWNED\\u0007\": 1}"); // an unknown field
        f.close();
        r = redlockctl({"--file", path});
        QCOMPARE(r.code, 2);
        QVERIFY2(!r.err.contains('\x1b') && r.err.contains("PWNED"), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
        QFile::remove(path);
    }
};

QTEST_GUILESS_MAIN(TestSimCli)
#include "tst_sim_cli.moc"
