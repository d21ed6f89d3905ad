#pragma once
// Page "lease": the contrast the course draws with Redlock. One server, one clock, no majority:
// a job queue whose claim is a lease with a fence (the attempts counter). Buttons play the
// story — claim, a GC pause, the lease lapsing, the reaper, a re-claim with a higher fence and
// the stale completion refused — on the in-memory backend in virtual time; then the trade
// against Redlock in words.

#include "ui/app/export/handout_source.h"
#include "ui/guide/run_target.h"

#include <QWidget>

class QBoxLayout;
class QLabel;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace redlock::ui {

class LeaseLab;
class PageHeader;

class LeasePage : public QWidget, public RunTarget {
    Q_OBJECT
public:
    // RunTarget: the actions, from a fresh start, through the page's own buttons.
    bool canShowRun(const guide::RunSpec& run) const override;
    void showRun(const guide::RunSpec& run) override;
    explicit LeasePage(QWidget* parent = nullptr);

    LeaseLab* lab() const { return m_lab; }
    QPushButton* button(const QString& objectName) const;
    QTableWidget* jobsTable() const { return m_jobs; }
    QTableWidget* activeTable() const { return m_active; }
    QString pendingText() const;
    QStringList logLines() const;
    // The PDF handout (LeaseEntry): the queue, the leases and the job rows as they stand, in
    // words; the workers' line and what happened, as the run's sentences.
    QStringList handoutSetup() const;
    QStringList handoutRun() const;
    // The state card as the page draws it: the pending list, the active leases and the job
    // rows with their fences, the workers' line and the server's clock.
    QList<HandoutDiagram> handoutDiagrams() const;

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void retranslate();
    void refresh();
    void arrange();

    LeaseLab* m_lab;
    PageHeader* m_header;
    QPushButton* m_claim1;
    QPushButton* m_claim2;
    QPushButton* m_pause1;
    QPushButton* m_advance;
    QPushButton* m_reap;
    QPushButton* m_complete;
    QPushButton* m_reset;
    QLabel* m_clock;
    QLabel* m_pendingTitle;
    QLabel* m_pending;
    QLabel* m_activeTitle;
    QTableWidget* m_active;
    QLabel* m_jobsTitle;
    QTableWidget* m_jobs;
    QLabel* m_workers;
    QLabel* m_logTitle;
    QListWidget* m_log;
    QLabel* m_tradeTitle;
    QLabel* m_redlock;
    QLabel* m_lease;
    QBoxLayout* m_columns = nullptr;       // pending | active | jobs, or stacked
    QBoxLayout* m_pendingColumn = nullptr; // its title above the list, or beside it when stacked
    QBoxLayout* m_middle = nullptr;        // the state card, the log card under it or beside it
    QWidget* m_stateCard = nullptr;        // the queue's keys as they stand (the handout draws it)
};

} // namespace redlock::ui
