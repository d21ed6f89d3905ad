#include "ui/pages/protocol/protocol_page.h"

#include "ui/live/backend_model.h"
#include "ui/model/lab_state.h"
#include "ui/model/playback.h"
#include "ui/pages/protocol/event_caption.h"
#include "ui/pages/protocol/master_links.h"
#include "ui/pages/protocol/protocol_entry.h"
#include "ui/pages/protocol/protocol_readout.h"
#include "ui/pages/protocol/space_time_view.h"
#include "ui/pages/protocol/transcript.h"
#include "ui/widgets/card.h"
#include "ui/widgets/flow_row.h"
#include "ui/widgets/language_change.h"
#include "ui/widgets/page_header.h"
#include "ui/widgets/playback_bar.h"
#include "ui/widgets/theme.h"
#include "ui/widgets/wrap_label.h"

#include "ui/model/readouts.h"
#include "ui/widgets/setup_drawer.h"
#include <QApplication>
#include <QButtonGroup>
#include <QClipboard>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>

#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

#include <QBoxLayout>
#include <algorithm>

namespace redlock::ui {

ProtocolPage::ProtocolPage(LabState* state, QWidget* parent)
    : QWidget(parent), m_state(state), m_header(new PageHeader(this)),
      m_links(new MasterLinks(state, this)), m_view(new SpaceTimeView(this)),
      m_playback(new Playback(this)), m_bar(new PlaybackBar(m_playback, this)) {
    onLanguageChange(this, [this] {
        retranslate();
        arrange();
    });
    setObjectName(QStringLiteral("page-protocol"));
    setFocusPolicy(Qt::StrongFocus);

    // The event at the playhead in words, under the diagram: at least two lines tall (set in
    // arrange()), so the diagram does not jump as the sentences change length.
    m_caption = new WrapLabel(this);
    m_caption->setObjectName(QStringLiteral("protocolCaption"));
    m_caption->setTextFormat(Qt::PlainText);
    m_caption->setStyleSheet(QStringLiteral("font-style: italic;"));

    auto* card = redlock::ui::card(this);
    m_readoutCard = card;
    m_headline = new WrapLabel(card);
    m_headline->setObjectName(QStringLiteral("protocolHeadline"));
    m_headline->setStyleSheet(QStringLiteral("font-weight: 700;"));
    m_details = new WrapLabel(card);
    m_details->setObjectName(QStringLiteral("protocolDetails"));
    m_race = new WrapLabel(card);
    m_race->setObjectName(QStringLiteral("protocolRace"));
    // Only as tall as its text needs (which grows in presenter mode): spare height belongs to
    // the diagram.
    card->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    auto* cardLayout = new QVBoxLayout(card);
    cardLayout->setContentsMargins(14, 8, 14, 8);
    cardLayout->addWidget(m_headline);
    cardLayout->addWidget(m_details);
    cardLayout->addWidget(m_race);

    m_transcriptTitle = new WrapLabel(this); // long in Chinese at presenter size
    m_transcriptTitle->setProperty("role", QStringLiteral("cardTitle"));
    m_transcript = new QPlainTextEdit(this);
    m_transcript->setObjectName(QStringLiteral("transcript"));
    m_transcript->setReadOnly(true);
    m_transcript->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_transcript->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    // Fixed (five lines, set in arrange()): the diagram above is what should grow with the
    // window, not the text panes.
    m_copy = new QPushButton(this);
    m_copy->setObjectName(QStringLiteral("copyTranscript"));
    m_copy->setFocusPolicy(Qt::NoFocus);
    connect(m_copy, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(scriptText()); });
    auto* transcriptHead = new QHBoxLayout;
    transcriptHead->addWidget(m_transcriptTitle, 1);
    transcriptHead->addWidget(m_copy);
    auto* transcriptBox = new QVBoxLayout;
    transcriptBox->addLayout(transcriptHead);
    transcriptBox->addWidget(m_transcript, 1);

    m_bottom = new QBoxLayout(QBoxLayout::LeftToRight);
    m_bottom->setSpacing(14);
    m_bottom->addWidget(card, 1);
    m_bottom->addLayout(transcriptBox, 1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(28, 14, 28, 10);
    layout->setSpacing(8);
    layout->addWidget(m_header);
    m_setupDrawer = new SetupDrawer(
        buildControls(), [this] { return setupSummary(); }, this);
    connect(m_setupDrawer, &SetupDrawer::compactChanged, this, &ProtocolPage::arrange);
    connect(m_setupDrawer, &SetupDrawer::foldedChanged, this, &ProtocolPage::arrange);
    layout->addWidget(m_setupDrawer);
    buildLiveNotes(layout);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_caption);
    layout->addWidget(m_bar);
    layout->addLayout(m_bottom);

    connect(m_playback, &Playback::timeChanged, this, &ProtocolPage::showTime);
    connect(m_state, &LabState::changed, this, &ProtocolPage::rerun);
    connect(m_links, &MasterLinks::latencyChanged, this, &ProtocolPage::rerun);
    retranslate();
    rerun();
    arrange();
    // Open on the finished trace: the whole acquire and its lease are on screen at once.
    m_playback->seek(m_playback->end());
}

QWidget* ProtocolPage::buildControls() {
    auto* box = new QWidget(this);
    auto spin = [box](const char* name, int lo, int hi, int value) {
        auto* s = new QSpinBox(box);
        s->setObjectName(QLatin1String(name));
        s->setRange(lo, hi);
        s->setValue(value);
        // Compact: this page needs its height for the diagram and the transcript.
        s->setStyleSheet(QStringLiteral("min-height: 1.3em; min-width: 3.4em;"));
        return s;
    };
    const ProtocolSetup defaults;
    m_clients = spin("clientsSpin", 1, 3, defaults.clients);
    m_seed = spin("seedSpin", 1, 999999, static_cast<int>(defaults.seed));
    m_ttl = spin("protocolTtlSpin", 1000, 600000, static_cast<int>(defaults.ttlMs));
    m_ttl->setSingleStep(1000);
    m_timeout = spin("timeoutSpin", 1, 1000, defaults.timeoutMs);
    m_clientsLabel = new QLabel(box);
    m_retryLabel = new QLabel(box);
    m_seedLabel = new QLabel(box);
    m_ttlLabel = new QLabel(box);
    m_timeoutLabel = new QLabel(box);
    // Two exclusive choices, the first one checked.
    auto choice = [box](QRadioButton*& first, const char* firstName, QRadioButton*& second,
                        const char* secondName) {
        first = new QRadioButton(box);
        first->setObjectName(QLatin1String(firstName));
        second = new QRadioButton(box);
        second->setObjectName(QLatin1String(secondName));
        first->setChecked(true);
        auto* group = new QButtonGroup(box);
        group->addButton(first);
        group->addButton(second);
    };
    choice(m_spread, "spreadRadio", m_align, "alignRadio");
    // parallel | sequential: how the one client sends its SETs (a race is always parallel).
    m_fanoutLabel = new QLabel(box);
    choice(m_parallel, "parallelRadio", m_sequential, "sequentialRadio");

    // The four settings wrap onto a second line at presenter size instead of widening the page.
    auto* settings = new FlowRow(box, 18);
    const std::pair<QLabel*, QWidget*> pairs[] = {{m_clientsLabel, m_clients},
                                                  {m_ttlLabel, m_ttl},
                                                  {m_timeoutLabel, m_timeout},
                                                  {m_seedLabel, m_seed}};
    for (const auto& [label, field] : pairs) {
        label->setBuddy(field);
        settings->addGroup({label, field});
    }
    m_fanoutLabel->setBuddy(m_parallel);
    settings->addGroup({m_fanoutLabel, m_parallel, m_sequential});
    // Retry timing only matters in a race, so it sits next to the masters, under "Clients".
    m_retryBox = new QBoxLayout(QBoxLayout::TopToBottom);
    m_retryBox->setSpacing(2);
    m_retryBox->addWidget(m_retryLabel);
    m_retryBox->addWidget(m_spread);
    m_retryBox->addWidget(m_align);
    m_retryBox->addStretch(1); // lying flat, the choices stay next to their label
    m_mastersRow = new QBoxLayout(QBoxLayout::LeftToRight);
    m_mastersRow->setSpacing(16);
    m_mastersRow->addWidget(m_links, 1);
    m_mastersRow->addLayout(m_retryBox);

    auto* v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(6);
    v->addWidget(settings);
    v->addLayout(m_mastersRow);

    for (QSpinBox* s : {m_clients, m_seed, m_ttl, m_timeout}) {
        connect(s, &QSpinBox::valueChanged, this, &ProtocolPage::rerun);
    }
    connect(m_align, &QRadioButton::toggled, this, &ProtocolPage::rerun);
    connect(m_sequential, &QRadioButton::toggled, this, &ProtocolPage::rerun);
    return box;
}

ProtocolSetup ProtocolPage::setup() const {
    ProtocolSetup s;
    s.masters = m_state->masterCount();
    for (int i = 0; i < kMaxMasters; ++i) {
        s.up[static_cast<size_t>(i)] = m_state->isUp(i);
        s.latencyMs[static_cast<size_t>(i)] = m_links->latencyMs(i);
    }
    s.ttlMs = m_ttl->value();
    // The core demands a per-instance timeout below the TTL; the TTL spin starts at 1 s.
    s.timeoutMs = std::min<int>(m_timeout->value(), m_ttl->value() - 1);
    s.clients = m_clients->value();
    s.alignRetries = m_align->isChecked();
    s.seed = static_cast<std::uint64_t>(m_seed->value());
    s.fanout =
        m_sequential->isChecked() && s.clients == 1 ? FanOutMode::Sequential : FanOutMode::Parallel;
    return s;
}

QString ProtocolPage::setupSummary() const {
    const ProtocolSetup s = setup();
    QStringList down;
    QList<int> latencies;
    for (int i = 0; i < s.masters; ++i) {
        if (!s.up[static_cast<size_t>(i)]) {
            down << QStringLiteral("M%1").arg(i + 1);
        }
        latencies << s.latencyMs[static_cast<size_t>(i)];
    }
    const bool sameLatency = std::all_of(latencies.begin(), latencies.end(),
                                         [&](int l) { return l == latencies.front(); });
    QStringList each;
    for (int l : latencies) {
        each << QString::number(l);
    }
    const QString clients = s.clients == 1 ? tr("1 client") : tr("%1 clients race").arg(s.clients);
    const QString up = down.isEmpty() ? tr("%1/%1 up").arg(s.masters)
                                      : tr("%1/%2 up (%3 down)")
                                            .arg(s.masters - down.size())
                                            .arg(s.masters)
                                            .arg(down.join(QLatin1Char(' ')));
    const QString latency = sameLatency ? tr("%1 ms each way").arg(latencies.front())
                                        : tr("%1 ms").arg(each.join(QLatin1Char('/')));
    const QString fanout = s.fanout == FanOutMode::Sequential ? tr("sequential") : tr("parallel");
    return tr("%1 · %2 · TTL %3 ms · timeout %4 ms · %5 · %6 · seed %7")
        .arg(clients, fanout, Readouts::ms(Millis(s.ttlMs)))
        .arg(s.timeoutMs)
        .arg(up, latency)
        .arg(s.seed);
}

void ProtocolPage::rerun() {
    if (m_setupDrawer) {
        m_setupDrawer->refreshSummary();
    }
    if (rerunLive()) {
        return;
    }
    const ProtocolSetup s = setup();
    m_timeline = runProtocol(s);
    // Also while a live backend has no result yet: its settings stay off all along.
    const bool race = s.clients > 1 && !(m_backend && m_backend->isLive());
    m_spread->setEnabled(race);
    m_align->setEnabled(race);
    // A race runs in parallel, and the switch says so.
    if (s.clients > 1 && m_sequential->isChecked()) {
        const QSignalBlocker block(m_sequential);
        m_parallel->setChecked(true);
    }
    m_sequential->setEnabled(s.clients == 1);
    m_parallel->setEnabled(s.clients == 1);
    showTrace(m_timeline.busyEnd());
}

void ProtocolPage::showTrace(Us busy) {
    Us fullEnd = 0;
    // Only a granted lease needs the squeezed tail; a refused acquire ends with its release.
    for (const auto& a : m_timeline.attempts) {
        fullEnd = a.held ? std::max(fullEnd, a.t1 + a.ttlMs * 1000) : fullEnd;
    }
    const TimeAxis axis(busy + busy / 8 + 200, fullEnd + fullEnd / 50);
    m_view->setTimeline(m_timeline, axis);
    m_playback->setTrace(m_timeline.eventTimes(), axis);
}

void ProtocolPage::showTime() {
    const Us now = m_playback->now();
    m_view->setNow(now);
    m_headline->setText(ProtocolReadout::headline(m_timeline, now));
    m_details->setText(ProtocolReadout::details(m_timeline, now));
    m_race->setText(ProtocolReadout::race(m_timeline, now));
    m_race->setVisible(m_timeline.clientCount() > 1);
    m_caption->setText(ProtocolCaption::text(ProtocolCaption::at(
        m_timeline, now,
        m_live ? ProtocolCaption::Source::Live : ProtocolCaption::Source::Simulated)));
    const QString text = m_live ? m_live->transcript(now) : Transcript::text(m_timeline, now);
    if (m_transcript->toPlainText() != text) {
        m_transcript->setPlainText(text);
        m_transcript->moveCursor(QTextCursor::End); // follow the newest command
    }
}

QString ProtocolPage::transcriptText() const {
    return m_transcript->toPlainText();
}

QStringList ProtocolPage::handoutNumbers() const {
    QStringList out = readoutText().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    out.prepend(m_live ? tr("Trace: the last real acquire on %1").arg(m_live->masters())
                       : tr("Trace: simulated, clients: %1").arg(m_timeline.clientCount()));
    return out;
}

QStringList ProtocolPage::handoutSetup() const {
    const auto chosen = [](const QLabel* label, const QRadioButton* a, const QRadioButton* b) {
        return HandoutSource::setupLine(label, (a->isChecked() ? a : b)->text());
    };
    QStringList out = {HandoutSource::setupLine(m_clientsLabel, m_clients),
                       HandoutSource::setupLine(m_ttlLabel, m_ttl),
                       HandoutSource::setupLine(m_timeoutLabel, m_timeout),
                       HandoutSource::setupLine(m_seedLabel, m_seed),
                       chosen(m_fanoutLabel, m_parallel, m_sequential)};
    if (m_clients->value() > 1) {
        out << chosen(m_retryLabel, m_spread, m_align);
    }
    out << tr("Together: %1").arg(setupSummary());
    return out;
}

QList<HandoutDiagram> ProtocolPage::handoutDiagrams() const {
    return {{tr("The trace: each client's requests to the masters and their answers, in time"),
             m_view}};
}

QString ProtocolPage::scriptText() const {
    // The whole trace, whatever the scrubber shows: a script to run, not a playback frame.
    return m_live ? m_live->transcript(-1) : Transcript::text(m_timeline, -1);
}

QString ProtocolPage::readoutText() const {
    return m_headline->text() + QLatin1Char('\n') + m_details->text() + QLatin1Char('\n') +
           m_race->text();
}

void ProtocolPage::retranslate() {
    m_header->setTexts(ProtocolEntry().title(), ProtocolEntry().subtitle());
    m_clientsLabel->setText(tr("&Clients:"));
    m_clients->setToolTip(tr("1: one acquire. 2 or 3: clients start together and race."));
    m_ttlLabel->setText(tr("&TTL (ms):"));
    m_timeoutLabel->setText(tr("T&imeout (ms):"));
    m_timeout->setToolTip(tr("Per-instance timeout: how long the client waits for each master. "
                             "The spec asks for one small next to the TTL: with a 10 s TTL, "
                             "about 5 to 50 ms."));
    m_seedLabel->setText(tr("S&eed:"));
    m_seed->setToolTip(tr("The same seed replays the same tokens and the same retry delays."));
    m_retryLabel->setText(tr("Retry delays:"));
    m_spread->setText(tr("spread"));
    m_spread->setToolTip(tr("Each client draws its own random delay: the race comes apart."));
    m_align->setText(tr("align"));
    m_align->setToolTip(tr("All clients wait the same delay: the split vote repeats."));
    m_fanoutLabel->setText(tr("&Fan-out:"));
    m_parallel->setText(tr("parallel"));
    m_parallel->setToolTip(tr("The SETs go to every master at once (the spec's multiplexing)."));
    m_sequential->setText(tr("sequential"));
    m_sequential->setToolTip(
        tr("One master after another, each with its own timeout; the client stops asking "
           "once a majority is out of reach. One client only: a race is always parallel."));
    m_transcriptTitle->setText(tr("Commands sent, as a shell script of redis-cli calls"));
    m_copy->setText(tr("&Copy"));
    m_copy->setToolTip(
        tr("Copies the commands to the clipboard, to paste into a shell with redis-cli"));
    m_ttl->setToolTip(tr("How long each master keeps the lock key, in ms"));
    applyBackend(); // the live note's text
    showTime();
}

void ProtocolPage::keyPressEvent(QKeyEvent* event) {
    if (event->modifiers() == Qt::NoModifier) {
        switch (event->key()) {
        case Qt::Key_Space:
            m_playback->togglePlaying();
            return event->accept();
        case Qt::Key_Right:
            m_playback->stepForward();
            return event->accept();
        case Qt::Key_Left:
            m_playback->stepBack();
            return event->accept();
        default:
            break;
        }
    }
    QWidget::keyPressEvent(event);
}

void ProtocolPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::StyleChange || event->type() == QEvent::FontChange) {
        arrange(); // presenter mode changes every width the decisions are based on
    }
    QWidget::changeEvent(event);
}

// ProtocolPage: how the page arranges itself for the width and text size it gets.

void ProtocolPage::arrange() {
    if (!m_bottom) {
        return; // still being constructed
    }
    const int room = contentsRect().width() - 56; // the page's side margins
    // The retry choice stays beside the masters while one band of masters leaves room for it;
    // otherwise it drops below them and lies flat, one line instead of three.
    const int retryWidth = std::max({m_retryLabel->sizeHint().width(), m_spread->sizeHint().width(),
                                     m_align->sizeHint().width()});
    const bool beside = m_links->oneBandWidth() + m_mastersRow->spacing() + retryWidth <= room;
    m_mastersRow->setDirection(beside ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    m_retryBox->setDirection(beside ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
    m_retryBox->setSpacing(beside ? 2 : 14);
    // Readout and transcript side by side while each still gets about 55 characters a line;
    // at presenter size the readout would wrap every few words, so they stack.
    const bool sideBySide = room >= fontMetrics().averageCharWidth() * 110;
    m_bottom->setDirection(sideBySide ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    for (QLabel* l : {m_liveNote, m_liveWhy}) {
        l->setFixedHeight(std::max(0, l->heightForWidth(std::max(room, 1)))); // -1: no text
    }
    // Two lines reserved, so the diagram does not jump as the sentences change length; on a
    // short presenter screen only what the text needs.
    // Compact (presenter mode on a short screen): tighter rows and a shorter transcript (it
    // scrolls; the class reads the caption and the verdict), so the verdict under the diagram
    // is on screen without scrolling.
    const bool compact = m_setupDrawer && m_setupDrawer->isCompact();
    m_caption->setMinimumHeight(compact ? 0 : m_caption->fontMetrics().lineSpacing() * 2);
    // Under the diagram while there is room; on a short presenter screen inside the readout
    // card, right under the verdict, so the verdict keeps its place above the fold.
    auto* pageLayout = qobject_cast<QBoxLayout*>(layout());
    auto* cardLayout = qobject_cast<QBoxLayout*>(m_readoutCard->layout());
    QBoxLayout* home = compact ? cardLayout : pageLayout;
    if (home && home->indexOf(m_caption) < 0) {
        (compact ? pageLayout : cardLayout)->removeWidget(m_caption);
        m_caption->setParent(compact ? m_readoutCard : this);
        if (compact) {
            cardLayout->insertWidget(1, m_caption); // after the headline
        } else {
            pageLayout->insertWidget(pageLayout->indexOf(m_bar), m_caption);
        }
        m_caption->show();
    }
    // Compact with the set-up open (the teacher is changing a setting): the readout card right
    // under the controls, above the diagram, so what the change did ("4 of 5 OK", "Nobody
    // won") stays on screen; below the diagram the open controls pushed it past the fold even
    // on a 1920×1080 projector in Chinese (issue 27). Folded again, it goes back.
    const bool setupOpen = compact && !m_setupDrawer->isFolded();
    const int cardAt = pageLayout ? pageLayout->indexOf(m_readoutCard) : -1;
    if (pageLayout && setupOpen != (cardAt >= 0)) {
        if (setupOpen) {
            m_bottom->removeWidget(m_readoutCard);
            pageLayout->insertWidget(pageLayout->indexOf(m_setupDrawer) + 1, m_readoutCard);
        } else {
            pageLayout->removeWidget(m_readoutCard);
            m_bottom->insertWidget(0, m_readoutCard, 1);
        }
    }
    m_transcript->setFixedHeight(m_transcript->fontMetrics().lineSpacing() * (compact ? 3 : 5) +
                                 2 * m_transcript->frameWidth() + 8);
    m_view->setCompact(compact);
    layout()->setSpacing(compact ? 4 : 8);
    layout()->setContentsMargins(28, compact ? 4 : 14, 28, 10);
    m_readoutCard->layout()->setContentsMargins(14, compact ? 4 : 8, 14, 8);
}

void ProtocolPage::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    arrange();
}

// ProtocolPage on a live backend, and the presenter's clicker keys.

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
            m_view->setLaneTips({});
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
    // Hidden, not just greyed: a class would otherwise read them as settings of the run.
    for (QWidget* w : std::initializer_list<QWidget*>{
             m_clients, m_clientsLabel, m_seed, m_seedLabel, m_ttl, m_ttlLabel, m_timeout,
             m_timeoutLabel, m_retryLabel, m_spread, m_align, m_fanoutLabel, m_parallel,
             m_sequential}) {
        w->setEnabled(!live);
        w->setVisible(!live);
    }
    m_links->setLatencyEditable(!live);
    m_liveNote->setVisible(live);
    m_liveWhy->setVisible(live);
    if (!live) {
        return;
    }
    m_liveNote->setText(m_live
                            ? tr("Live: the real trace of the last acquire against %1 (µs timings)")
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
    m_view->setLaneTips(m_live->laneTips());
    applyBackend();
    // A real acquire takes a fraction of a millisecond: the narrating pace (Playback) slows it
    // down as far as the speed goes.
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
