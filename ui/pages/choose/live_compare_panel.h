#pragma once
// "On real servers" on the choosing-a-lock page (issue 17): three of the grid's faults played
// on real processes of this machine by compare::runLiveCompare (five Redis servers, two
// three-member etcd clusters, a client process), off the GUI thread. Each row says what the run
// measured, in the core's own sentence for that row; under them, how much slower the etcd lock's
// acquire was, from the same run. Without redis-server, etcd or redlockctl the button stays off
// and says what is missing.

#include "core/compare/live_compare.h"

#include "ui/model/background_task.h"

#include <QElapsedTimer>
#include <QFrame>
#include <QString>

#include <optional>

class QLabel;
class QPushButton;
class QTimer;
class QVBoxLayout;

namespace redlock::ui {

class LiveComparePanel : public QFrame {
    Q_OBJECT
public:
    explicit LiveComparePanel(QWidget* parent = nullptr);

    // redlockctl, which runs the client that is frozen; found next to the app (installed or in
    // the build tree) or on PATH. Empty: the run cannot be made here.
    static QString findClientProgram();
    void setClientProgram(const QString& path);

    bool running() const { return m_running; }
    bool hasResult() const { return m_result.has_value(); }
    const compare::LiveCompare& result() const { return *m_result; }
    QPushButton* runButton() const { return m_run; }
    QString statusText() const;
    QStringList rowTexts() const; // one per row: its heading, then its sentence
    QString speedText() const;

    void start();
    // Draws a finished run (what start() does with the worker's result).
    void showResult(compare::LiveCompare c);

    // The words of the core's ids, for the rows and the handout.
    static QString faultName(const std::string& id);
    static QString designName(const std::string& id);
    static QString outcomeName(compare::LiveOutcome o);
    static QString durationName(const std::string& id);
    static QString sentence(const sim::Sentence& s); // a row's or the speed sentence, translated

signals:
    void finished();

private:
    void retranslate();
    QString missing() const; // what this machine lacks for the run, or empty

    QLabel* m_title;
    QLabel* m_note;
    QPushButton* m_run;
    QLabel* m_status;
    QVBoxLayout* m_rowsBox;
    QList<QLabel*> m_rows;
    QStringList m_rowTexts;
    QLabel* m_speed;
    QTimer* m_tick;
    QElapsedTimer m_clock;
    QString m_client;
    std::optional<compare::LiveCompare> m_result;
    bool m_running = false;
    bool m_haveRedis = false;
    bool m_haveEtcd = false;
    BackgroundTask<compare::LiveCompare> m_task;
};

} // namespace redlock::ui
