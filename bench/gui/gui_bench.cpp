// redlock-lab-bench: how fast the GUI opens and answers, in two parts.
//
//  1. Cold start, one process per run: redlock-lab --page P is started with REDLOCK_LAB_PROBE
//     (ui/app/paint_probe.h) and the time from exec to its "first-paint" line is taken, with
//     the process's peak RSS (wait4). A visit-all run shows every page and gives the peak RSS
//     with all of them built.
//  2. Interactions, in this process (it links redlock_ui): first, in a window that builds its
//     pages ahead (as the app does) and has built them all, every page is turned to once; then a
//     window that builds each page on its first turn is shown, every page is turned to once, then
//     each page's own interactions (Page::interactions: a master toggle on the majority page, a
//     slider step on the gates page, a p-slider step on the overlap page, a scenario switch and a
//     sweep switch on the timing page) are made again and again. Each is timed from the input to
//     the end of the event-loop pass in which its readout and chart were repainted ("repaint"), and
//     to the last repaint it caused, results computed on worker threads included ("settled"). The
//     longest stretch the event loop went without returning to its dispatcher is recorded
//     throughout.
//
//  3. Frames of the lab bench while time runs (issue 30): 9 masters and 4 looping clients at
//     10x, played for 5 s per run; every paint of the lanes is a frame. Frames per second, the
//     interval between frames and the longest event-loop stall while playing.
//
// Everything runs offscreen (Qt's raster engine: software rendering) at 1280x800, then in
// presenter mode at 1920x1080. Figures are in milliseconds (min / median / max over all runs
// and steps). Not a test: it asserts nothing.
//
//   redlock-lab-bench [--runs N] [--steps N] [--app PATH] [--only cold|interact|frames]

#include "ui/app/main_window.h"
#include "ui/app/page_catalog.h"
#include "ui/app/paint_probe.h"
#include "ui/pages/sandbox/bench_lanes.h"
#include "ui/pages/sandbox/bench_page.h"
#include "ui/widgets/theme.h"

#include <QAbstractEventDispatcher>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QHash>
#include <QScrollArea>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace {

using redlock::ui::MainWindow;
using redlock::ui::PageCatalog;
using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point t0) {
    return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

struct Stats {
    std::vector<double> v;
    void add(double x) { v.push_back(x); }
    QString text() const {
        if (v.empty()) {
            return QStringLiteral("n/a");
        }
        std::vector<double> s = v;
        std::sort(s.begin(), s.end());
        const double median =
            s.size() % 2 ? s[s.size() / 2] : (s[s.size() / 2 - 1] + s[s.size() / 2]) / 2;
        return QStringLiteral("%1 / %2 / %3")
            .arg(s.front(), 0, 'f', 1)
            .arg(median, 0, 'f', 1)
            .arg(s.back(), 0, 'f', 1);
    }
    double max() const { return v.empty() ? 0 : *std::max_element(v.begin(), v.end()); }
};

void row(const QString& name, const QString& value) {
    std::printf("  %-44s %s\n", qPrintable(name), qPrintable(value));
    std::fflush(stdout);
}

// ---- part 1: cold start in a child process ----------------------------------------------

struct ColdRun {
    double firstPaintMs = -1; // exec → "first-paint" line
    double doneMs = -1;       // exec → "visited" line (visit-all)
    long maxRssKb = 0;
    std::string firstLine;
    bool ok = false;
};

ColdRun coldRun(const std::string& app, const std::string& page, bool presenter, bool visitAll,
                const std::string& configDir) {
    ColdRun r;
    std::vector<std::string> args{app, "--page", page};
    if (presenter) {
        args.emplace_back("--presenter");
    }
    std::vector<std::string> env;
    for (char** e = environ; *e; ++e) {
        const std::string s(*e);
        if (s.rfind("REDLOCK_LAB_PROBE", 0) != 0 && s.rfind("XDG_CONFIG_HOME=", 0) != 0 &&
            s.rfind("QT_QPA_PLATFORM=", 0) != 0) {
            env.push_back(s);
        }
    }
    env.push_back(std::string("REDLOCK_LAB_PROBE=") + (visitAll ? "visit-all" : "first-paint"));
    env.push_back("REDLOCK_LAB_PROBE_SIZE=" + std::string(presenter ? "1920x1080" : "1280x800"));
    env.push_back("XDG_CONFIG_HOME=" + configDir);
    env.push_back("QT_QPA_PLATFORM=offscreen");
    std::vector<char*> argv, envp;
    for (auto& a : args)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    for (auto& e : env)
        envp.push_back(e.data());
    envp.push_back(nullptr);

    int out[2];
    if (pipe(out) != 0) {
        return r;
    }
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, out[1], STDOUT_FILENO);
    posix_spawn_file_actions_addclose(&fa, out[0]);
    posix_spawn_file_actions_addopen(&fa, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
    pid_t pid = 0;
    const auto t0 = Clock::now();
    const int rc = posix_spawn(&pid, app.c_str(), &fa, nullptr, argv.data(), envp.data());
    posix_spawn_file_actions_destroy(&fa);
    close(out[1]);
    if (rc != 0) {
        std::fprintf(stderr, "redlock-lab-bench: cannot start %s: %s\n", app.c_str(),
                     std::strerror(rc));
        close(out[0]);
        return r;
    }
    std::string buf;
    char chunk[512];
    // Bounded: a probe that never answers is reported, not waited for forever.
    while (msSince(t0) < 30000) {
        pollfd p{out[0], POLLIN, 0};
        if (poll(&p, 1, 200) <= 0) {
            continue;
        }
        const ssize_t n = read(out[0], chunk, sizeof chunk);
        if (n <= 0) {
            break;
        }
        buf.append(chunk, static_cast<std::size_t>(n));
        if (r.firstPaintMs < 0 && buf.find("first-paint") != std::string::npos &&
            buf.find('\n', buf.find("first-paint")) != std::string::npos) {
            r.firstPaintMs = msSince(t0);
            r.firstLine = buf.substr(buf.find("first-paint"));
            r.firstLine = r.firstLine.substr(0, r.firstLine.find('\n'));
        }
        if (buf.find("visited") != std::string::npos && r.doneMs < 0) {
            r.doneMs = msSince(t0);
        }
    }
    close(out[0]);
    int status = 0;
    rusage ru{};
    if (msSince(t0) >= 30000) {
        kill(pid, SIGKILL);
    }
    wait4(pid, &status, 0, &ru);
    r.maxRssKb = ru.ru_maxrss;
    r.ok = WIFEXITED(status) && WEXITSTATUS(status) == 0 && r.firstPaintMs >= 0 &&
           (!visitAll || r.doneMs >= 0);
    return r;
}

void coldPart(const std::string& app, int runs, bool presenter) {
    QTemporaryDir config;
    const std::string dir = config.path().toStdString();
    std::printf("\nCold start (offscreen, %s), exec -> first painted frame, ms min / median / "
                "max over %d runs; peak RSS MB median\n",
                presenter ? "presenter mode, 1920x1080" : "1280x800", runs);
    for (const QString& page : PageCatalog::names()) {
        Stats t, rss;
        std::string line;
        for (int i = 0; i < runs; ++i) {
            const ColdRun r = coldRun(app, page.toStdString(), presenter, false, dir);
            if (!r.ok) {
                row(page, QStringLiteral("FAILED (no first-paint line or non-zero exit)"));
                return;
            }
            t.add(r.firstPaintMs);
            rss.add(r.maxRssKb / 1024.0);
            line = r.firstLine;
        }
        std::vector<double> s = rss.v;
        std::sort(s.begin(), s.end());
        // The probe's line also counts the simulations run before that frame.
        const std::string counts = line.substr(line.find(' ', line.find(' ') + 1) + 1);
        row(QStringLiteral("first frame: %1").arg(page),
            QStringLiteral("%1   RSS %2 MB   before it: %3")
                .arg(t.text())
                .arg(s[s.size() / 2], 0, 'f', 1)
                .arg(QString::fromStdString(counts)));
    }
    Stats rss, total;
    for (int i = 0; i < runs; ++i) {
        const ColdRun r = coldRun(app, "majority", presenter, true, dir);
        if (!r.ok) {
            row(QStringLiteral("visit-all"), QStringLiteral("FAILED"));
            return;
        }
        rss.add(r.maxRssKb / 1024.0);
        total.add(r.doneMs);
    }
    row(QStringLiteral("peak RSS, every page visited (MB)"), rss.text());
    row(QStringLiteral("exec -> every page painted once (ms)"), total.text());
}

// ---- part 2: interactions in this process -------------------------------------------------

// Records when each widget was last painted, and the event loop's longest busy stretch.
class Recorder : public QObject {
public:
    Recorder() {
        qApp->installEventFilter(this);
        auto* d = QAbstractEventDispatcher::instance();
        connect(d, &QAbstractEventDispatcher::awake, this, [this] { mark(false); });
        connect(d, &QAbstractEventDispatcher::aboutToBlock, this, [this] { mark(true); });
    }
    std::optional<Clock::time_point> paintedAt(const QObject* w) const {
        const auto it = m_paint.find(w);
        return it == m_paint.end() ? std::nullopt : std::optional(*it);
    }
    Clock::time_point lastPaint() const { return m_lastPaint; }
    void resetGap() {
        m_maxGapMs = 0;
        m_last = Clock::now();
        m_blocked = false;
    }
    double maxGapMs() const { return m_maxGapMs; }

protected:
    bool eventFilter(QObject* o, QEvent* e) override {
        if (e->type() == QEvent::Paint) {
            // Charts paint on their viewport: a paint anywhere inside a widget counts for it.
            m_lastPaint = Clock::now();
            for (QObject* w = o; w; w = w->parent()) {
                m_paint.insert(w, m_lastPaint);
            }
        }
        return false;
    }

private:
    void mark(bool aboutToBlock) {
        const auto now = Clock::now();
        // Waiting for events (aboutToBlock → awake) is idle, not a stall.
        if (!m_blocked) {
            m_maxGapMs = std::max(m_maxGapMs,
                                  std::chrono::duration<double, std::milli>(now - m_last).count());
        }
        m_last = now;
        m_blocked = aboutToBlock;
    }
    QHash<const QObject*, Clock::time_point> m_paint;
    Clock::time_point m_lastPaint{};
    Clock::time_point m_last = Clock::now();
    bool m_blocked = false;
    double m_maxGapMs = 0;
};

// Runs the event loop until `done` or `limitMs`; false on time-out.
bool spinUntil(const std::function<bool()>& done, double limitMs) {
    const auto t0 = Clock::now();
    while (!done()) {
        if (msSince(t0) > limitMs) {
            return false;
        }
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents, 20);
    }
    return true;
}

// One of the pages' own interactions (Page::interactions), with its figures.
struct Interaction {
    QString name;
    QString page;
    redlock::ui::PageInteraction hook;
    Stats repaint{}, settled{};
    double maxGap = 0;
};

// Every interaction of every page in the catalogue, in course order.
std::vector<Interaction> interactions() {
    std::vector<Interaction> list;
    for (const redlock::ui::Page* page : PageCatalog::pages()) {
        for (redlock::ui::PageInteraction& hook : page->interactions()) {
            const QString name = page->name() + QStringLiteral(": ") + hook.name;
            list.push_back({name, page->name(), std::move(hook)});
        }
    }
    return list;
}

// A main window as both in-process parts measure it: light theme, 1280x800, or presenter mode
// at 1920x1080; shown.
std::unique_ptr<MainWindow> benchWindow(bool presenter) {
    auto window = std::make_unique<MainWindow>();
    window->setTheme(redlock::ui::Theme::Mode::Light);
    window->setPresenter(presenter);
    window->resize(presenter ? QSize(1920, 1080) : QSize(1280, 800));
    window->show();
    return window;
}

void interactPart(int runs, int steps, bool presenter) {
    std::printf("\nIn-process (offscreen, %s): ms min / median / max over %d runs x %d steps\n",
                presenter ? "presenter mode, 1920x1080" : "1280x800", runs, steps);
    Recorder rec;
    std::vector<Interaction> list = interactions();
    Stats pageTurn, turnGap, aheadTurn, aheadGap, rss;
    for (int run = 0; run < runs; ++run) {
        // Every page once, first turn to it (the window opened on the first page, which is
        // turned to last): the time to its first frame and the longest stall meanwhile.
        const auto turnToEachPage = [&rec](MainWindow& w, Stats& turn, Stats& gap) {
            QStringList order = PageCatalog::names();
            order.append(order.takeFirst());
            for (const QString& name : order) {
                rec.resetGap();
                const auto t0 = Clock::now();
                bool painted = false;
                QTimer::singleShot(0, &w, [&] {
                    w.showPage(name);
                    auto* probe = new redlock::ui::FirstPaint(w.page(name), &w);
                    QObject::connect(probe, &redlock::ui::FirstPaint::painted, &w,
                                     [&painted] { painted = true; });
                });
                if (!spinUntil([&] { return painted; }, 10000)) {
                    row(name, QStringLiteral("page never painted"));
                }
                turn.add(msSince(t0));
                gap.add(rec.maxGapMs());
            }
        };
        // First in a window that builds the pages ahead, as the app does
        // (MainWindow::setBuildAhead), once it has built them all while idle.
        {
            auto ahead = std::make_unique<MainWindow>();
            ahead->setTheme(redlock::ui::Theme::Mode::Light);
            ahead->setPresenter(presenter);
            ahead->resize(presenter ? QSize(1920, 1080) : QSize(1280, 800));
            ahead->setBuildAhead(true);
            ahead->show();
            if (!spinUntil([&] { return ahead->pagesBuilt() == PageCatalog::count(); }, 60000)) {
                row(QStringLiteral("build ahead"), QStringLiteral("not every page built in 60 s"));
            }
            spinUntil([] { return false; }, 300); // the last build's own work settles
            turnToEachPage(*ahead, aheadTurn, aheadGap);
        }
        // Then in a window that builds each page on its first turn.
        auto window = benchWindow(presenter);
        spinUntil([] { return false; }, 300); // first show, layout and paint settle
        turnToEachPage(*window, pageTurn, turnGap);
        for (Interaction& it : list) {
            window->showPage(it.page);
            spinUntil([] { return false; }, 300);
            QWidget* page = window->page(it.page);
            const std::vector<QWidget*> targets = it.hook.targets(page);
            for (int s = 0; s < steps; ++s) {
                // Scrolled into view (again: the last step may have changed the layout), as
                // what is outside the page's viewport is never repainted.
                for (QWidget* t : targets) {
                    for (QWidget* p = t->parentWidget(); p; p = p->parentWidget()) {
                        if (auto* area = qobject_cast<QScrollArea*>(p)) {
                            // Not ensureWidgetVisible(): for a chart (a graphics view) it
                            // aims at the view's input cursor, an empty rectangle.
                            const int top = t->mapTo(area->widget(), QPoint(0, 0)).y();
                            QScrollBar* bar = area->verticalScrollBar();
                            if (top < bar->value() ||
                                top + t->height() > bar->value() + area->viewport()->height()) {
                                bar->setValue(top - 8);
                            }
                            break;
                        }
                    }
                }
                spinUntil([] { return false; }, 50);
                rec.resetGap();
                Clock::time_point t0{};
                // Without a ready signal the result is there when the input returns.
                std::optional<Clock::time_point> readyAt;
                QMetaObject::Connection readyConn;
                if (it.hook.ready) {
                    readyConn = it.hook.ready(page, [&readyAt] {
                        if (!readyAt) {
                            readyAt = Clock::now();
                        }
                    });
                }
                QTimer::singleShot(0, window.get(), [&] {
                    t0 = Clock::now();
                    it.hook.act(page, s);
                });
                const bool ok = spinUntil(
                    [&] {
                        if (t0 == Clock::time_point{} || (it.hook.ready && !readyAt)) {
                            return false;
                        }
                        const Clock::time_point from = it.hook.ready ? std::max(t0, *readyAt) : t0;
                        // A target the step leaves hidden (the timing caption has no text
                        // before the first scripted event) has nothing to repaint.
                        return std::all_of(targets.begin(), targets.end(), [&](QWidget* w) {
                            const auto p = rec.paintedAt(w);
                            return !w->isVisible() || (p && *p >= from);
                        });
                    },
                    5000);
                QObject::disconnect(readyConn);
                if (!ok) {
                    QString why;
                    for (QWidget* t : targets) {
                        QWidget* pg = page;
                        why += QStringLiteral(" %1:%2 at y=%3 h=%4 in a page of h=%5")
                                   .arg(t->metaObject()->className())
                                   .arg(t->visibleRegion().isEmpty() ? "hidden" : "visible")
                                   .arg(t->mapTo(pg, QPoint(0, 0)).y())
                                   .arg(t->height())
                                   .arg(pg->height());
                    }
                    row(it.name, QStringLiteral("not repainted within 5 s:") + why);
                    continue;
                }
                it.repaint.add(msSince(t0));
                // Settled: no further paint anywhere for 250 ms (bounded at 10 s).
                spinUntil([&] { return msSince(rec.lastPaint()) > 250; }, 10000);
                it.settled.add(std::max(
                    it.repaint.v.back(),
                    std::chrono::duration<double, std::milli>(rec.lastPaint() - t0).count()));
                it.maxGap = std::max(it.maxGap, rec.maxGapMs());
            }
        }
        rusage ru{};
        getrusage(RUSAGE_SELF, &ru);
        rss.add(ru.ru_maxrss / 1024.0);
        window.reset();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }
    row(QStringLiteral("page turn -> first frame (each page once)"), pageTurn.text());
    row(QStringLiteral("  longest event-loop stall in a page turn"), turnGap.text());
    row(QStringLiteral("page turn -> first frame, pages built ahead"), aheadTurn.text());
    row(QStringLiteral("  longest event-loop stall in such a turn"), aheadGap.text());
    for (const Interaction& it : list) {
        row(it.name + QStringLiteral(": repaint"), it.repaint.text());
        row(it.name + QStringLiteral(": settled"), it.settled.text());
        row(QStringLiteral("  longest event-loop stall"),
            QStringLiteral("%1").arg(it.maxGap, 0, 'f', 1));
    }
    row(QStringLiteral("peak RSS of this process (MB)"), rss.text());
}

// ---- part 3: the lab bench's frames while time runs ---------------------------------------

// Every paint of one widget, timed.
class FrameLog : public QObject {
public:
    explicit FrameLog(QWidget* w) : m_widget(w) { w->installEventFilter(this); }
    ~FrameLog() override { m_widget->removeEventFilter(this); }
    std::vector<Clock::time_point> frames;

protected:
    bool eventFilter(QObject* o, QEvent* e) override {
        if (o == m_widget && e->type() == QEvent::Paint) {
            frames.push_back(Clock::now());
        }
        return false;
    }

private:
    QWidget* m_widget;
};

double percentile(std::vector<double> v, double q) {
    if (v.empty()) {
        return 0;
    }
    std::sort(v.begin(), v.end());
    return v[static_cast<std::size_t>(q * static_cast<double>(v.size() - 1))];
}

void framesPart(int runs, bool presenter) {
    constexpr double kPlayMs = 5000;
    std::printf("\nLab bench playing (offscreen, %s): 9 masters, 4 clients, 10x, %d runs of "
                "%.0f s\n",
                presenter ? "presenter mode, 1920x1080" : "1280x800", runs, kPlayMs / 1000);
    Recorder rec;
    Stats fps, stall;
    std::vector<double> intervals;
    for (int run = 0; run < runs; ++run) {
        auto window = benchWindow(presenter);
        window->showPage(QStringLiteral("sandbox"));
        auto* page = qobject_cast<redlock::ui::BenchPage*>(window->page(QStringLiteral("sandbox")));
        if (page == nullptr) {
            row(QStringLiteral("lab bench"), QStringLiteral("no such page"));
            return;
        }
        redlock::sim::BenchSettings b = page->settings();
        b.masters = redlock::sim::kBenchMaxMasters;
        b.clients = redlock::sim::kBenchMaxClients;
        b.runMs = 120000; // 10x for 5 s plays 50 s of it
        page->setSettings(b);
        if (!spinUntil([page] { return page->hasRun() && !page->computing(); }, 30000)) {
            row(QStringLiteral("lab bench"), QStringLiteral("the run was not computed in 30 s"));
            return;
        }
        page->setSpeedIndex(1000); // the fastest, 10x
        spinUntil([] { return false; }, 300);
        {
            FrameLog log(page->lanes());
            rec.resetGap();
            page->setPlaying(true);
            spinUntil([] { return false; }, kPlayMs);
            page->setPlaying(false);
            stall.add(rec.maxGapMs());
            fps.add(static_cast<double>(log.frames.size()) / (kPlayMs / 1000));
            for (std::size_t i = 1; i < log.frames.size(); ++i) {
                intervals.push_back(
                    std::chrono::duration<double, std::milli>(log.frames[i] - log.frames[i - 1])
                        .count());
            }
        }
        window.reset();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }
    row(QStringLiteral("frames per second"), fps.text());
    row(QStringLiteral("frame interval median / p95 / max"),
        QStringLiteral("%1 / %2 / %3")
            .arg(percentile(intervals, 0.5), 0, 'f', 1)
            .arg(percentile(intervals, 0.95), 0, 'f', 1)
            .arg(percentile(intervals, 1.0), 0, 'f', 1));
    row(QStringLiteral("longest event-loop stall while playing"), stall.text());
}

} // namespace

int main(int argc, char* argv[]) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    int runs = 5, steps = 20;
    std::string app = REDLOCK_LAB_PATH, only;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        const bool hasValue = i + 1 < argc;
        if (a == "--runs" && hasValue) {
            runs = std::max(1, std::atoi(argv[++i]));
        } else if (a == "--steps" && hasValue) {
            steps = std::max(1, std::atoi(argv[++i]));
        } else if (a == "--app" && hasValue) {
            app = argv[++i];
        } else if (a == "--only" && hasValue) {
            only = argv[++i];
        } else {
            std::fprintf(stderr,
                         "redlock-lab-bench: unknown option \"%s\"; expected --runs N, --steps N, "
                         "--app PATH or --only cold|interact|frames\n",
                         a.c_str());
            return 2;
        }
    }
    QApplication qapp(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("RedlockLabBench"));
    QTemporaryDir config; // the in-process windows never read or write real settings
    qputenv("XDG_CONFIG_HOME", config.path().toLocal8Bit());
    std::printf("redlock-lab-bench: app %s\n", app.c_str());
    // Every cold start first: Linux records the spawning process's peak RSS in the child's
    // ru_maxrss at exec (the old address space's high-water mark), so a child spawned after the
    // in-process windows had grown this process to ~80 MB reported ~80 MB whatever it used.
    for (const bool presenter : {false, true}) {
        if (only.empty() || only == "cold") {
            coldPart(app, runs, presenter);
        }
    }
    for (const bool presenter : {false, true}) {
        if (only.empty() || only == "interact") {
            interactPart(runs, steps, presenter);
        }
    }
    for (const bool presenter : {false, true}) {
        if (only.empty() || only == "frames") {
            framesPart(runs, presenter);
        }
    }
    return 0;
}
