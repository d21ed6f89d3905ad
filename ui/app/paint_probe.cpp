#include "ui/app/paint_probe.h"

#include "ui/app/main_window.h"
#include "ui/app/page_catalog.h"

#include "core/sim/run_counter.h"

#include <QApplication>
#include <QEvent>
#include <QTimer>
#include <QWidget>

#include <cstdio>
#include <memory>

namespace redlock::ui {

FirstPaint::FirstPaint(QWidget* target, QObject* parent) : QObject(parent), m_target(target) {
    qApp->installEventFilter(this);
}

FirstPaint::~FirstPaint() {
    if (qApp) {
        qApp->removeEventFilter(this);
    }
}

bool FirstPaint::eventFilter(QObject* watched, QEvent* event) {
    if (!m_seen && event->type() == QEvent::Paint && m_target && watched->isWidgetType()) {
        auto* w = static_cast<QWidget*>(watched);
        if (w == m_target || m_target->isAncestorOf(w)) {
            m_seen = true;
            // The rest of the frame (siblings, children, the flush) is painted before the
            // event loop runs this.
            QTimer::singleShot(0, this, [this] {
                m_done = true;
                qApp->removeEventFilter(this);
                emit painted();
            });
        }
    }
    return false;
}

namespace {

void printLine(const QString& what, const QString& page) {
    std::printf("%s %s simulations=%llu montecarlo=%llu\n", qPrintable(what), qPrintable(page),
                static_cast<unsigned long long>(sim::runsStarted(sim::RunKind::Simulation)),
                static_cast<unsigned long long>(sim::runsStarted(sim::RunKind::MonteCarlo)));
    std::fflush(stdout);
}

// Shows the pages from `index` on, skipping `first`, each until its first frame; then quits.
void visitFrom(MainWindow* window, int index, const QString& first) {
    const QStringList names = PageCatalog::names();
    while (index < names.size() && names[index] == first) {
        ++index;
    }
    if (index >= names.size()) {
        printLine(QStringLiteral("visited"), QStringLiteral("all"));
        QApplication::exit(0);
        return;
    }
    window->showPage(names[index]);
    auto* probe = new FirstPaint(window->page(names[index]), window);
    QObject::connect(probe, &FirstPaint::painted, window, [window, index, first, probe] {
        probe->deleteLater();
        visitFrom(window, index + 1, first);
    });
}

} // namespace

void PaintProbe::installFromEnvironment(MainWindow& window) {
    const QByteArray mode = qgetenv("REDLOCK_LAB_PROBE");
    if (mode != "first-paint" && mode != "visit-all") {
        return;
    }
    const QList<QByteArray> size = qgetenv("REDLOCK_LAB_PROBE_SIZE").split('x');
    if (size.size() == 2 && size[0].toInt() > 0 && size[1].toInt() > 0) {
        window.resize(size[0].toInt(), size[1].toInt());
    }
    MainWindow* w = &window;
    const QString first = window.currentPageName();
    auto* probe = new FirstPaint(window.page(first), &window);
    QObject::connect(probe, &FirstPaint::painted, &window, [w, first, mode] {
        printLine(QStringLiteral("first-paint"), first);
        if (mode == "first-paint") {
            QApplication::exit(0);
        } else {
            visitFrom(w, 0, first);
        }
    });
}

} // namespace redlock::ui
