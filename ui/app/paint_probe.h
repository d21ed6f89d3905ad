#pragma once
// Measuring aids for the GUI benchmark (bench/gui) and the first-frame tests; nothing here
// changes what the lab shows.
//
// FirstPaint notices the first frame a widget, or any widget inside it, is painted in, and
// reports it once that frame is finished (the event loop is back after the paint).
//
// PaintProbe::installFromEnvironment is the app's side of the benchmark: with
// REDLOCK_LAB_PROBE=first-paint the app prints "first-paint" on stdout as soon as the page it
// was asked for has been painted, then quits; with REDLOCK_LAB_PROBE=visit-all it then shows
// every other page in turn, each until its first frame, and quits. REDLOCK_LAB_PROBE_SIZE=WxH
// resizes the window first (the presenter's 1920x1080). Unset, it does nothing.

#include <QObject>
#include <QPointer>

class QWidget;

namespace redlock::ui {

class MainWindow;

class FirstPaint : public QObject {
    Q_OBJECT
public:
    explicit FirstPaint(QWidget* target, QObject* parent = nullptr);
    ~FirstPaint() override;

    bool done() const { return m_done; }

signals:
    void painted();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QPointer<QWidget> m_target;
    bool m_seen = false;
    bool m_done = false;
};

class PaintProbe {
public:
    static void installFromEnvironment(MainWindow& window);
};

} // namespace redlock::ui
