#pragma once
// Page "protocol": one Redlock acquire (or a race of two or three) as a space-time diagram,
// played back event by event. The simulator runs once per parameter change; playing only moves
// the time cursor. Masters' up/down and N are shared with the other pages through LabState;
// latency, TTL, timeout, clients, retry timing and the seed are this page's own.
// Keys: Space play/pause, → and ← one event.

#include "core/sim/timeline.h"
#include "protocolsetup.h"

#include <QWidget>

class QBoxLayout;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace redlock::ui {

class LabState;
class MasterLinks;
class PageHeader;
class Playback;
class PlaybackBar;
class SpaceTimeView;

class ProtocolPage : public QWidget {
    Q_OBJECT
public:
    explicit ProtocolPage(LabState* state, QWidget* parent = nullptr);

    Playback* playback() const { return m_playback; }
    PlaybackBar* bar() const { return m_bar; }
    SpaceTimeView* view() const { return m_view; }
    MasterLinks* links() const { return m_links; }
    QSpinBox* seedSpin() const { return m_seed; }
    QSpinBox* clientsSpin() const { return m_clients; }
    QSpinBox* ttlSpin() const { return m_ttl; }
    QSpinBox* timeoutSpin() const { return m_timeout; }
    QRadioButton* alignRadio() const { return m_align; }
    QRadioButton* spreadRadio() const { return m_spread; }
    QPushButton* copyButton() const { return m_copy; }
    const redlock::sim::Timeline& timeline() const { return m_timeline; }
    ProtocolSetup setup() const;

    QString transcriptText() const;
    QString readoutText() const;

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    QWidget* buildControls();
    // Side by side while it fits, stacked at presenter size: see the .cpp.
    void arrange();
    void retranslate();
    void rerun();
    void showTime();

    LabState* m_state;
    PageHeader* m_header;
    MasterLinks* m_links;
    QLabel* m_clientsLabel;
    QSpinBox* m_clients;
    QLabel* m_retryLabel;
    QRadioButton* m_spread;
    QRadioButton* m_align;
    QLabel* m_seedLabel;
    QSpinBox* m_seed;
    QLabel* m_ttlLabel;
    QSpinBox* m_ttl;
    QLabel* m_timeoutLabel;
    QSpinBox* m_timeout;
    SpaceTimeView* m_view;
    Playback* m_playback;
    PlaybackBar* m_bar;
    QLabel* m_headline;
    QLabel* m_details;
    QLabel* m_race;
    QLabel* m_transcriptTitle;
    QPlainTextEdit* m_transcript;
    QPushButton* m_copy;
    QBoxLayout* m_mastersRow = nullptr; // master links | retry delays
    QBoxLayout* m_retryBox = nullptr;
    QBoxLayout* m_bottom = nullptr; // readout card | transcript
    redlock::sim::Timeline m_timeline;
};

} // namespace redlock::ui
