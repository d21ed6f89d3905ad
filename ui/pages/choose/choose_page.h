#pragma once
// Page "choose": choosing a lock. The same six faults played against seven lock designs in the
// simulator (sim::chooseMatrix, off the GUI thread), drawn as a grid whose cells say what each
// run measured; a cell opens that run's timeline below the grid. A short "which lock when"
// guide: three answers about the work and the team, and the core's advice built from them and
// from the grid's numbers (sim::chooseAdvice). Under it, what repeated partitions cost
// (sim::partitionSweep), and the same faults on real processes (LiveComparePanel).

#include "core/sim/analysis/choose.h"

#include "ui/app/export/handout_source.h"
#include "ui/guide/run_target.h"
#include "ui/model/background_task.h"

#include <QString>
#include <QWidget>

#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QFrame;

namespace redlock::ui {

class ChooseGrid;
class LiveComparePanel;
class PageHeader;
class PartitionChart;
class SetupDrawer;
class TimelineView;

class ChoosePage : public QWidget, public HandoutSource, public RunTarget {
    Q_OBJECT
public:
    // RunTarget: a cell of the matrix ("choose", DESIGN/FAULT): opens it, once computed.
    bool canShowRun(const guide::RunSpec& run) const override;
    void showRun(const guide::RunSpec& run) override;
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

    // The live column: the faults on real processes (issue 17), run from its button.
    LiveComparePanel* livePanel() const { return m_livePanel; }

    // The handout: one line per design with its six cells as the grid words them, the open
    // run's banner, and the advice for the current answers.
    QStringList handoutNumbers() const override;
    QStringList handoutSetup() const override;
    QList<HandoutDiagram> handoutDiagrams() const override;

signals:
    void computed(); // the matrix is in the grid
    void cellOpened(int index);
    void answersChanged();

protected:
    void showEvent(QShowEvent* event) override;

private:
    void retranslate();
    void showCells(std::vector<sim::ChooseCell> cells);
    // Scrolls the open cell's run, its title to its verdict, into view (scrollIntoView).
    void showOpenRun();
    void refreshAdvice();
    void refreshRun();
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
    QLabel* m_redisson;            // what became of the client library the article recommends
    QLabel* m_trustNote = nullptr; // what every design trusts (docs/reliability.md)
    QLabel* m_runTitle;
    QLabel* m_runSetup;
    QLabel* m_banner;
    TimelineView* m_timeline;
    QLabel* m_story;
    LiveComparePanel* m_livePanel;
    QLabel* m_partitionTitle;
    QLabel* m_partitionNote;
    PartitionChart* m_partitions;

    std::vector<sim::ChooseCell> m_cells;
    QFrame* m_gridCard = nullptr;
    QFrame* m_runCard = nullptr; // compact: right under the grid, before the guide
    int m_open = -1;
    BackgroundTask<std::vector<sim::ChooseCell>> m_task;
};

} // namespace redlock::ui
