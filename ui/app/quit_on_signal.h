#pragma once
// QuitOnSignal: turns SIGINT, SIGTERM and SIGHUP into an orderly QCoreApplication::quit(), so
// Ctrl+C in the terminal or a logout still runs aboutToQuit, where the live backend stops the
// servers it started. A signal handler may only do async-signal-safe work, so it just writes a
// byte to a socket pair; the event loop reads it and quits.

#include <QObject>

class QSocketNotifier;

namespace redlock::ui {

class QuitOnSignal : public QObject {
    Q_OBJECT
public:
    explicit QuitOnSignal(QObject* parent = nullptr);
    ~QuitOnSignal() override;

private:
    static void handler(int signal);
    static int s_fds[2];
    QSocketNotifier* m_notifier = nullptr;
};

} // namespace redlock::ui
