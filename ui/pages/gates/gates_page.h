#pragma once
// Page "gates": the vote gate and the time gate side by side, an elapsed-time slider against
// the TTL, and the lease numbers (drift, validity) the verdict rests on. It shares the
// LabState of the majority page, so masters taken down there count here too (the page says
// so); the elapsed time, TTL and drift are this page's alone.

#include "ui/app/export/handout_source.h"
#include "ui/guide/run_target.h"

#include <QWidget>

class QBoxLayout;
class QDoubleSpinBox;
class QLabel;
class QSlider;
class QSpinBox;

namespace redlock::ui {

class GateCard;
class SetupDrawer;
class LabState;
class PageHeader;
class TimeTrack;

class GatesPage : public QWidget, public HandoutSource, public RunTarget {
    Q_OBJECT
public:
    // RunTarget: a vote: N masters, the listed ones down, its TTL and elapsed time.
    bool canShowRun(const guide::RunSpec& run) const override;
    void showRun(const guide::RunSpec& run) override;
    explicit GatesPage(LabState* state, QWidget* parent = nullptr);

    QSlider* elapsedSlider() const { return m_slider; }
    QSpinBox* ttlSpin() const { return m_ttlSpin; }
    QDoubleSpinBox* driftSpin() const { return m_driftSpin; }
    GateCard* voteGate() const { return m_voteGate; }
    GateCard* timeGate() const { return m_timeGate; }
    TimeTrack* track() const { return m_track; }
    QString headlineText() const;
    QString readoutText() const;
    // The line saying that the votes are page 1's masters.
    QString sharedNoteText() const;
    // Adds a strip under the page header (the live backend's banner).
    void addBanner(QWidget* banner);
    QStringList handoutNumbers() const override;
    QStringList handoutSetup() const override;
    QList<HandoutDiagram> handoutDiagrams() const override;

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void retranslate();
    void refresh();
    void arrangeTitleRow();
    void showSharedNote();

    LabState* m_state;
    PageHeader* m_header;
    GateCard* m_voteGate;
    GateCard* m_timeGate;
    QLabel* m_shared;
    QLabel* m_sliderLabel;
    QSlider* m_slider;
    QBoxLayout* m_titleRow = nullptr;
    SetupDrawer* m_setupDrawer = nullptr;
    QLabel* m_jitterReading = nullptr;
    TimeTrack* m_track;
    QLabel* m_ttlLabel;
    QSpinBox* m_ttlSpin;
    QLabel* m_driftLabel;
    QDoubleSpinBox* m_driftSpin;
    QLabel* m_headline;
    QLabel* m_elapsedLine;
    QLabel* m_driftLine;
    QLabel* m_validityLine;
    QLabel* m_reason;
    QLabel* m_article = nullptr; // the article's 9 800 ms beside judge()'s 9 698 ms
    QLabel* m_jitterTitle = nullptr;
};

} // namespace redlock::ui
