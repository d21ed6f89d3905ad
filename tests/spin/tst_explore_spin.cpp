// The independent check of issue 29: the C++ search (core/explore/) and the Promela model
// (tests/spin/redlock.pml, checked by spin) on the same configurations must agree on whether
// the configuration can be broken. A disagreement names the row and both verdicts.
//
// Where the time goes (docs/benchmarks.md): compiling each row's pan (every row has its own
// config.h) and pan's search of the larger rows; the C++ searches are a small part even under
// the sanitizers. So every row's two checks run as jobs on two worker threads, started before
// the first row is compared: at most two jobs (a spin pipeline or a C++ search) run at once, and
// each row waits for its own two results. Each row logs how long its parts took (with
// REDLOCK_SPIN_JOBS=1 one job at a time, to see each part alone).
#include "spin_config.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <functional>
#include <future>
#include <memory>
#include <thread>
#include <vector>

namespace {

struct SpinRun {
    bool ok = false;       // spin, the compiler and pan all ran to the end
    bool violated = false; // pan found an assertion violation
    QString log;
    double compileSeconds = 0; // spin -a and cc
    double panSeconds = 0;
};

struct CppRun {
    redlock::explore::Outcome outcome;
    double seconds = 0;
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
    QElapsedTimer clock;
    clock.start();
    // pan's depth bound (-m) only sizes its stack: a search that goes deeper says so, and the
    // row fails below ("max search depth too small"), so it cannot pass by cutting the search.
    const std::vector<std::pair<QString, QStringList>> steps{
        {"spin", {"-a", "redlock.pml"}},
        {"cc", {"-O2", "-w", "-DSAFETY", "-DNOREDUCE", "-DMEMLIM=2048", "-o", "pan", "pan.c"}},
        {dir.filePath("pan"), {"-m200000"}}};
    for (std::size_t i = 0; i < steps.size(); ++i) {
        if (i == 2) {
            r.compileSeconds = clock.nsecsElapsed() / 1e9;
            clock.restart();
        }
        const QString err = runStep(dir.path(), steps[i].first, steps[i].second, 600000, &out);
        // pan exits 0 also when it found a violation; a failure is a crash or a timeout.
        if (!err.isEmpty()) {
            r.log = err + ": " + QString::fromUtf8(out.right(400));
            return r;
        }
    }
    r.panSeconds = clock.nsecsElapsed() / 1e9;
    r.log = QString::fromUtf8(out);
    if (r.log.contains("max search depth too small") || !r.log.contains("errors:")) {
        r.log = "pan did not finish the search: " + r.log.right(400);
        return r;
    }
    r.ok = true;
    r.violated = !r.log.contains("errors: 0");
    return r;
}

// Jobs run by a fixed number of threads, taken in the order they were added.
class Jobs {
public:
    template <class F> auto add(F f) {
        using R = decltype(f());
        auto task = std::make_shared<std::packaged_task<R()>>(std::move(f));
        m_jobs.push_back([task] { (*task)(); });
        return task->get_future().share();
    }
    void start(int threads) {
        for (int t = 0; t < threads; ++t) {
            m_threads.emplace_back([this] {
                for (std::size_t i = m_next++; i < m_jobs.size(); i = m_next++) {
                    m_jobs[i]();
                }
            });
        }
    }
    ~Jobs() {
        m_next = m_jobs.size(); // nothing new starts; the running jobs finish
        for (std::thread& t : m_threads) {
            t.join();
        }
    }

private:
    std::vector<std::function<void()>> m_jobs;
    std::atomic<std::size_t> m_next{0};
    std::vector<std::thread> m_threads;
};

} // namespace

class TstExploreSpin : public QObject {
    Q_OBJECT
    std::unique_ptr<Jobs> m_jobs;
    std::vector<std::shared_future<SpinRun>> m_spin;
    std::vector<std::shared_future<CppRun>> m_cpp;

private slots:
    void initTestCase() {
        const auto rows = spin_config::rows();
        QVERIFY(rows.size() >= 12);
        m_jobs = std::make_unique<Jobs>();
        for (const auto& row : rows) {
            const auto cfg = redlock::explore::configure(row.options);
            QVERIFY2(cfg.ok(), row.name);
            m_spin.push_back(m_jobs->add([c = *cfg] { return spin(c); }));
            m_cpp.push_back(m_jobs->add([c = *cfg] {
                QElapsedTimer clock;
                clock.start();
                CppRun r{redlock::explore::explore(c), 0};
                r.seconds = clock.nsecsElapsed() / 1e9;
                return r;
            }));
        }
        const int threads = qEnvironmentVariableIntValue("REDLOCK_SPIN_JOBS");
        m_jobs->start(threads == 1 ? 1 : 2);
    }
    void cleanupTestCase() { m_jobs.reset(); }

    void verdictsAgree_data() {
        QTest::addColumn<int>("row");
        const auto rows = spin_config::rows();
        for (std::size_t i = 0; i < rows.size(); ++i) {
            QTest::newRow(rows[i].name) << static_cast<int>(i);
        }
    }
    void verdictsAgree() {
        QFETCH(int, row);
        const CppRun& cppRun = m_cpp[static_cast<std::size_t>(row)].get();
        const SpinRun& s = m_spin[static_cast<std::size_t>(row)].get();
        const redlock::explore::Outcome& cpp = cppRun.outcome;
        qInfo("C++ search %.1f s (%lld states); spin -a and cc %.1f s; pan %.1f s", cppRun.seconds,
              static_cast<long long>(cpp.states), s.compileSeconds, s.panSeconds);
        QVERIFY2(cpp.verdict != redlock::explore::Verdict::Bounded, "the C++ search must finish");
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
