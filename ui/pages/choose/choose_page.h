#pragma once
// Page "choose": choosing a lock. The same six faults played against seven lock designs in the
// simulator (sim::chooseMatrix, off the GUI thread), drawn as a grid whose cells say what each
// run measured; a cell opens that run's timeline below the grid. A short "which lock when"
// guide: three answers about the work and the team, and the core's advice built from them and
// from the grid's numbers (sim::chooseAdvice). Under it, what repeated partitions cost
// (sim::partitionSweep), and room for results measured on real processes (setLiveColumn).

#include "core/sim/analysis/choose.h"

#include "ui/app/export/handout_source.h"
#include "ui/model/background_task.h"

#include <QString>
#include <QWidget>

#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QFrame;
class QTableWidget;

namespace redlock::ui {

class ChooseGrid;
class PageHeader;
class PartitionChart;
class SetupDrawer;
class TimelineView;

// One row of the live column (issue 17): a fault played on real processes, what happened, and
// how long it took. Another engineer's core function measures these; the page only shows them.
struct LiveOutcome {
    QString fault;
    QString outcome;
    qint64 durationMs = 0;
};

class ChoosePage : public QWidget, public HandoutSource {
    Q_OBJECT
public:
    explicit ChoosePage(QWidget* parent = nullptr);

    ChooseGrid* grid() const { return m_grid; }
    TimelineView* timeline() const { return m_timeline; }
    PartitionChart* partitionChart() const { return m_partitions; }
    SetupDrawer* guideDrawer() const { return m_drawer; }
    bool isComputing() const { return m_task.running(); }
    const std::vector<sim::ChooseCell>& cells() const { return m_cells; }

    // The cell whose timeline is open (index into cells()), -1 while the matrix is computed.
    int openCell() const { return m_open; }
    void openCell(int index);
    QString runTitle() const;
    QString runBanner() const;

    // The guide's three answers, as ticked, and the advice they give (empty until computed).
    sim::ChooseAnswers answers() const;
    void setAnswers(const sim::ChooseAnswers& a);
    QString adviceText() const;
    QCheckBox* harmfulBox() const { return m_harmful; }
    QCheckBox* idempotentBox() const { return m_idempotent; }
    QComboBox* operateCombo() const { return m_operate; }

    // The live column: results measured on real processes (issue 17). Hidden while empty.
    void setLiveColumn(const std::vector<LiveOutcome>& rows);
    QWidget* liveCard() const { return m_liveCard; }
    QTableWidget* liveTable() const { return m_live; }

    // The handout: one line per design with its six cells as the grid words them, the open
    // run's banner, and the advice for the current answers.
    QStringList handoutNumbers() const override;

signals:
    void computed();          // the matrix is in the grid
    void cellOpened(int index);
    void answersChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void showCells(std::vector<sim::ChooseCell> cells);
    void refreshAdvice();
    void refreshRun();
    void refreshLive();
    QString guideSummary() const;

    PageHeader* m_header;
    QLabel* m_gridTitle;
    QLabel* m_gridNote;
    QLabel* m_busy;
    ChooseGrid* m_grid;
    QLabel* m_guideTitle;
    QCheckBox* m_harmful;
    QCheckBox* m_idempotent;
    QLabel* m_operateLabel;
    QComboBox* m_operate;
    SetupDrawer* m_drawer;
    QLabel* m_advice;
    QLabel* m_runTitle;
    QLabel* m_runSetup;
    QLabel* m_banner;
    TimelineView* m_timeline;
    QLabel* m_story;
    QLabel* m_liveTitle;
    QWidget* m_liveCard;
    QTableWidget* m_live;
    QLabel* m_partitionTitle;
    QLabel* m_partitionNote;
    PartitionChart* m_partitions;

    std::vector<sim::ChooseCell> m_cells;
    std::vector<LiveOutcome> m_liveRows;
    QFrame* m_gridCard = nullptr;
    int m_open = -1;
    BackgroundTask<std::vector<sim::ChooseCell>> m_task;
};

} // namespace redlock::ui
