#pragma once
// Page "overlap": why two clients can never both hold a majority. Pick N, click masters into
// client A's and client B's sets, and see the shared masters, whether each set is a majority,
// and the minimum overlap 2m − N; a table of N → majority → tolerated failures shows why an
// even N buys nothing; "Check every pair" proves the overlap for this N by brute force; and a
// chart shows how available the lock is when each master is down with probability p.

#include "core/lock/quorum.h"

#include "ui/app/export/handout_source.h"

#include <QWidget>

class QBoxLayout;
class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;
class QTableWidget;

namespace redlock::ui {

class AvailabilityChart;
class MajorityPicker;
class PageHeader;

class OverlapPage : public QWidget, public HandoutSource {
    Q_OBJECT
public:
    explicit OverlapPage(QWidget* parent = nullptr);

    QSpinBox* mastersSpin() const { return m_nSpin; }
    MajorityPicker* picker() const { return m_picker; }
    QPushButton* checkButton() const { return m_check; }
    QTableWidget* table() const { return m_table; }
    AvailabilityChart* chart() const { return m_chart; }
    QSlider* pSlider() const { return m_pSlider; }
    QComboBox* trialsCombo() const { return m_trials; }
    QString setsText() const;
    QString overlapText() const;
    QString checkText() const;
    QString availabilityText() const;
    QStringList handoutNumbers() const override;
    QStringList handoutSetup() const override;
    QList<HandoutDiagram> handoutDiagrams() const override;

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    // Columns side by side at normal size, stacked at presenter size: see the .cpp.
    void arrange();
    void retranslate();
    void refresh();
    void refreshChart();
    void checkEveryPair();
    void showPairs(int n, const redlock::MajorityPairs& result);

    PageHeader* m_header;
    QLabel* m_nLabel;
    QSpinBox* m_nSpin;
    QLabel* m_hint;
    MajorityPicker* m_picker;
    QLabel* m_sets;
    QLabel* m_overlap;
    QLabel* m_why;
    QPushButton* m_check;
    QLabel* m_checkResult;
    QLabel* m_tableTitle;
    QTableWidget* m_table;
    QLabel* m_even;
    AvailabilityChart* m_chart;
    QLabel* m_pLabel;
    QSlider* m_pSlider;
    QLabel* m_trialsLabel;
    QComboBox* m_trials;
    QLabel* m_availability;
    QCheckBox* m_logView;         // 1 − P on a log axis, where 3, 5 and 7 masters differ visibly
    QBoxLayout* m_nRow = nullptr; // N | hint
    QBoxLayout* m_top = nullptr;  // sets and proof | table (beside only: stacked, it goes last)
    QBoxLayout* m_bottom = nullptr;   // chart | p, trials and readout (stacked: these above it)
    QBoxLayout* m_page = nullptr;     // header, top, bottom, and stacked the table
    QWidget* m_tableColumn = nullptr; // the table's title, the table, the note on even N
    int m_checkedN = 0;               // N of the last finished "check every pair", 0 = none yet
    redlock::MajorityPairs m_pairs;
};

} // namespace redlock::ui
