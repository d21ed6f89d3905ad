#pragma once
// Page "protocol": one Redlock acquire (or a race of two or three) as a space-time diagram,
// played back event by event. The simulator runs once per parameter change; playing only moves
// the time cursor. Masters' up/down and N are shared with the other pages through LabState;
// latency, TTL, timeout, clients, retry timing and the seed are this page's own.
// Keys: Space play/pause, → and ← one event; the presenter's clicker (PresenterKeys) steps
// through the events too and turns the page only at either end of the trace.
// On a live backend (setBackend) it draws the real trace of the backend's last acquire instead
// (LiveTrace) and switches off the settings that only the simulator has.

#include "core/sim/timeline.h"
#include "ui/app/export/handout_source.h"
#include "ui/app/presenter_keys.h"
#include "ui/pages/protocol/live_trace.h"
#include "ui/pages/protocol/protocol_setup.h"

#include <QWidget>

#include <optional>

class QBoxLayout;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace redlock::ui {

class BackendModel;
class LabState;
class MasterLinks;
class PageHeader;
class SetupDrawer;
class Playback;
class PlaybackBar;
class SpaceTimeView;

class ProtocolPage : public QWidget, public PresenterKeys, public HandoutSource {
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
    QRadioButton* parallelRadio() const { return m_parallel; }
    QRadioButton* sequentialRadio() const { return m_sequential; }
    QPushButton* copyButton() const { return m_copy; }
    const redlock::sim::Timeline& timeline() const { return m_timeline; }
    ProtocolSetup setup() const;
    // The folded set-up line of presenter mode on a short screen: what the controls say.
    QString setupSummary() const;
    QLabel* liveNote() const { return m_liveNote; }
    // Under the diagram: what the event at the playhead means (ProtocolCaption).
    QLabel* caption() const { return m_caption; }
    // Follows the backend: its last real acquire replaces the simulated trace while it is live.
    void setBackend(BackendModel* backend);
    bool showsLiveTrace() const { return m_live.has_value(); }

    bool step(int delta) override;
    void togglePause() override;
    void pause() override;

    QString transcriptText() const;
    // What "Copy" puts on the clipboard: the whole trace as a runnable sh script (Transcript).
    QString scriptText() const;
    QString readoutText() const;
    // The readout of the trace on screen, at the scrubber's time: the same sentences the page
    // shows.
    QStringList handoutNumbers() const override;
    QStringList handoutSetup() const override;
    QList<HandoutDiagram> handoutDiagrams() const override;

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    QWidget* buildControls();
    void buildLiveNotes(QBoxLayout* layout);
    // Side by side while it fits, stacked at presenter size: see the .cpp.
    void arrange();
    void retranslate();
    void rerun();
    // Live: rebuilds from the backend's last acquire when it is a new one. False when there is
    // none yet, and the simulated trace stays up meanwhile.
    bool rerunLive();
    void showTrace(redlock::sim::Us detailEnd);
    void applyBackend();
    void showTime();

    LabState* m_state;
    PageHeader* m_header;
    SetupDrawer* m_setupDrawer = nullptr;
    QWidget* m_readoutCard = nullptr;
    MasterLinks* m_links;
    QLabel* m_clientsLabel;
    QSpinBox* m_clients;
    QLabel* m_retryLabel;
    QRadioButton* m_spread;
    QRadioButton* m_align;
    QLabel* m_fanoutLabel;
    QRadioButton* m_parallel;
    QRadioButton* m_sequential;
    QLabel* m_seedLabel;
    QSpinBox* m_seed;
    QLabel* m_ttlLabel;
    QSpinBox* m_ttl;
    QLabel* m_timeoutLabel;
    QSpinBox* m_timeout;
    SpaceTimeView* m_view;
    Playback* m_playback;
    PlaybackBar* m_bar;
    QLabel* m_caption;
    QLabel* m_headline;
    QLabel* m_details;
    QLabel* m_race;
    QLabel* m_transcriptTitle;
    QPlainTextEdit* m_transcript;
    QPushButton* m_copy;
    QBoxLayout* m_mastersRow = nullptr; // master links | retry delays
    QBoxLayout* m_retryBox = nullptr;
    QBoxLayout* m_bottom = nullptr; // readout card | transcript
    QLabel* m_liveNote;
    QLabel* m_liveWhy;
    BackendModel* m_backend = nullptr;
    std::optional<LiveTrace> m_live;
    QString m_liveToken; // which acquire m_live shows, and whether its release had come
    bool m_liveReleased = false;
    redlock::sim::Timeline m_timeline;
};

} // namespace redlock::ui
