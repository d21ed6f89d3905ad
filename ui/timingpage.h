#pragma once
// Page "timing": the scenarios of the timing debate played on the simulator. A scenario and two
// of its variants (A above B on one time axis), the fencing switch, lecture-style playback with
// captions, the safety banner and headline numbers per run, what each side of the debate takes
// from the scenario, and a parameter sweep chart. Every number shown comes from the core.

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QSlider;

namespace redlock::ui {

class PageHeader;
class SweepChart;
class TimelineView;
class TimingModel;

class TimingPage : public QWidget {
    Q_OBJECT
public:
    explicit TimingPage(QWidget* parent = nullptr);

    TimingModel* model() const { return m_model; }
    QComboBox* scenarioCombo() const { return m_scenario; }
    QComboBox* variantACombo() const { return m_variantA; }
    QComboBox* variantBCombo() const { return m_variantB; }
    QComboBox* fencingCombo() const { return m_fencing; }
    QSlider* scrubber() const { return m_scrubber; }
    QPushButton* playButton() const { return m_play; }
    QPushButton* stepButton() const { return m_step; }
    TimelineView* timelineA() const { return m_timelineA; }
    TimelineView* timelineB() const { return m_timelineB; }
    SweepChart* sweepChart() const { return m_sweep; }
    QString bannerText(bool b) const;
    QString headlineText(bool b) const;
    QString captionText() const;
    QString kleppmannText() const;
    QString antirezText() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void refillChoices();
    void refresh();
    QWidget* buildRunBlock(QLabel*& title, QLabel*& banner, TimelineView*& view, QLabel*& headline);

    TimingModel* m_model;
    PageHeader* m_header;
    QLabel* m_scenarioLabel;
    QComboBox* m_scenario;
    QLabel* m_variantALabel;
    QComboBox* m_variantA;
    QLabel* m_variantBLabel;
    QComboBox* m_variantB;
    QLabel* m_fencingLabel;
    QComboBox* m_fencing;
    QPushButton* m_play;
    QPushButton* m_step;
    QSlider* m_scrubber;
    QLabel* m_time;
    QLabel* m_caption;
    QLabel* m_titleA = nullptr;
    QLabel* m_bannerA = nullptr;
    TimelineView* m_timelineA = nullptr;
    QLabel* m_headlineA = nullptr;
    QWidget* m_blockB = nullptr;
    QLabel* m_titleB = nullptr;
    QLabel* m_bannerB = nullptr;
    TimelineView* m_timelineB = nullptr;
    QLabel* m_headlineB = nullptr;
    QLabel* m_legend;
    QLabel* m_debateTitle;
    QLabel* m_kleppmannTitle;
    QLabel* m_kleppmann;
    QLabel* m_antirezTitle;
    QLabel* m_antirez;
    SweepChart* m_sweep;
    QString m_filledFor; // the scenario whose variants the combos list
};

} // namespace redlock::ui
