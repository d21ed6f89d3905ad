// ProtocolPage on a live backend, and the presenter's clicker keys.
#include "protocolpage.h"

#include "backendmodel.h"
#include "masterlinks.h"
#include "playback.h"
#include "playbackbar.h"
#include "spacetimeview.h"

#include <QBoxLayout>

#include <QLabel>
#include <QRadioButton>
#include <QSlider>
#include <QSpinBox>

namespace redlock::ui {

void ProtocolPage::buildLiveNotes(QBoxLayout* layout) {
    // Live only: what the diagram shows and why the settings above are off.
    // Heights are set in arrange() from the width the page has: a wrapped label's own hint
    // guesses 80 characters a line and would leave blank lines under a one-line note.
    m_liveNote = new QLabel(this);
    m_liveNote->setObjectName(QStringLiteral("protocolLiveNote"));
    m_liveNote->setStyleSheet(QStringLiteral("font-weight: 700;"));
    m_liveWhy = new QLabel(this);
    m_liveWhy->setObjectName(QStringLiteral("protocolLiveWhy"));
    for (QLabel* l : {m_liveNote, m_liveWhy}) {
        l->setWordWrap(true);
        l->hide();
        layout->addWidget(l);
    }
}

void ProtocolPage::setBackend(BackendModel* backend) {
    m_backend = backend;
    connect(m_backend, &BackendModel::changed, this, [this] {
        const bool wasLive = m_live.has_value();
        applyBackend();
        if (wasLive && !m_backend->isLive()) {
            m_live.reset(); // back on mock: the simulated trace returns
            m_liveToken.clear();
        }
        rerun();
    });
    applyBackend();
    rerun();
}

void ProtocolPage::applyBackend() {
    const bool live = m_backend && m_backend->isLive();
    // Real latency is whatever the network does, one client acquires, and the backend dialog
    // owns TTL and timeout: none of the simulator's knobs would change what is drawn.
    for (QWidget* w : std::initializer_list<QWidget*>{m_clients, m_clientsLabel, m_seed,
                                                      m_seedLabel, m_ttl, m_ttlLabel, m_timeout,
                                                      m_timeoutLabel, m_retryLabel}) {
        w->setEnabled(!live);
    }
    if (live) {
        m_spread->setEnabled(false);
        m_align->setEnabled(false);
    }
    m_links->setLatencyEditable(!live);
    m_liveNote->setVisible(live);
    m_liveWhy->setVisible(live);
    if (!live) {
        return;
    }
    m_liveNote->setText(
        m_live ? tr("Live: the real trace of the last acquire against %1 (µs timings)")
                     .arg(m_live->masters())
               : tr("Live: waiting for the first real acquire; until then this is the "
                    "simulator's trace."));
    m_liveWhy->setText(tr("Latency, clients, retry delays, seed, TTL and timeout are the "
                          "simulator's: here the network sets the latency and one client "
                          "acquires with the backend's TTL and timeout."));
    arrange(); // their heights follow the new text
}

bool ProtocolPage::rerunLive() {
    const bool live = m_backend && m_backend->isLive();
    const auto& acquire = live ? m_backend->lastAcquire() : std::nullopt;
    if (!acquire) {
        m_live.reset();
        m_liveToken.clear();
        return false;
    }
    const bool fresh = acquire->token != m_liveToken;
    // Health probes change the LabState ten times a second; the trace only changes with a new
    // acquire or when its release comes back.
    if (m_live && !fresh && acquire->release.has_value() == m_liveReleased) {
        return true;
    }
    m_liveToken = acquire->token;
    m_liveReleased = acquire->release.has_value();
    m_live.emplace(*acquire);
    m_timeline = m_live->timeline();
    applyBackend();
    if (fresh) {
        // A real acquire takes a fraction of a millisecond: play it at the slowest speed.
        m_bar->speedSlider()->setValue(PlaybackBar::positionFor(Playback::kMaxSlowdown));
    }
    showTrace(m_live->detailEnd());
    if (fresh) {
        m_playback->seek(m_playback->end()); // like on opening: the whole exchange at once
    }
    showTime();
    return true;
}

bool ProtocolPage::step(int delta) {
    const int event = m_playback->currentEvent();
    if (delta > 0 && event < m_playback->eventCount() - 1) {
        m_playback->stepForward();
        return true;
    }
    if (delta < 0 && m_playback->now() > 0) {
        m_playback->stepBack();
        return true;
    }
    return false; // at the first or last event: the window turns the page
}

void ProtocolPage::togglePause() {
    m_playback->togglePlaying();
}

void ProtocolPage::pause() {
    m_playback->setPlaying(false);
}

} // namespace redlock::ui
