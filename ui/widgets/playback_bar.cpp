#include "ui/widgets/playback_bar.h"

#include "ui/model/playback.h"
#include "ui/model/readouts.h"
#include "ui/widgets/flow_row.h"
#include "ui/widgets/language_change.h"
#include "ui/widgets/steady_width.h"

#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QVBoxLayout>

#include <cmath>

namespace redlock::ui {

double PlaybackBar::slowdownFor(int position) {
    return std::pow(10.0, position / 100.0);
}

int PlaybackBar::positionFor(double slowdown) {
    return static_cast<int>(std::lround(std::log10(slowdown) * 100.0));
}

PlaybackBar::PlaybackBar(Playback* playback, QWidget* parent)
    : QWidget(parent), m_playback(playback), m_back(new QPushButton(this)),
      m_play(new QPushButton(this)), m_forward(new QPushButton(this)),
      m_restart(new QPushButton(this)), m_scrub(new QSlider(Qt::Horizontal, this)),
      m_time(new QLabel(this)), m_speedLabel(new QLabel(this)),
      m_speed(new QSlider(Qt::Horizontal, this)), m_speedValue(new QLabel(this)) {
    onLanguageChange(this, [this] { refresh(); });
    m_play->setObjectName(QStringLiteral("playButton"));
    m_back->setObjectName(QStringLiteral("stepBack"));
    m_forward->setObjectName(QStringLiteral("stepForward"));
    m_restart->setObjectName(QStringLiteral("restart"));
    m_scrub->setObjectName(QStringLiteral("scrubber"));
    m_speed->setObjectName(QStringLiteral("speedSlider"));
    m_time->setObjectName(QStringLiteral("timeReadout"));
    for (QWidget* w : {static_cast<QWidget*>(m_back), static_cast<QWidget*>(m_play),
                       static_cast<QWidget*>(m_forward), static_cast<QWidget*>(m_restart),
                       static_cast<QWidget*>(m_scrub), static_cast<QWidget*>(m_speed)}) {
        w->setFocusPolicy(Qt::NoFocus);
    }
    m_scrub->setRange(0, kScrubTicks);
    m_speed->setRange(0, positionFor(Playback::kMaxSlowdown));
    m_speed->setValue(positionFor(m_playback->slowdown()));

    connect(m_play, &QPushButton::clicked, m_playback, &Playback::togglePlaying);
    connect(m_back, &QPushButton::clicked, m_playback, &Playback::stepBack);
    connect(m_forward, &QPushButton::clicked, m_playback, &Playback::stepForward);
    connect(m_restart, &QPushButton::clicked, m_playback, &Playback::restart);
    connect(m_scrub, &QSlider::valueChanged, this, [this](int v) {
        m_playback->seek(m_playback->axis().toTime(static_cast<double>(v) / kScrubTicks));
    });
    connect(m_speed, &QSlider::valueChanged, this, [this](int v) {
        m_playback->setSlowdown(slowdownFor(v));
        refresh();
    });
    connect(m_playback, &Playback::slowdownChanged, this, [this](double factor) {
        const QSignalBlocker block(m_speed); // mirroring the pace is not a choice of the user
        m_speed->setValue(positionFor(factor));
        refresh();
    });
    connect(m_playback, &Playback::playingChanged, this, &PlaybackBar::refresh);
    connect(m_playback, &Playback::timeChanged, this, &PlaybackBar::refresh);

    // The transport, the time and the speed share a line while they fit and wrap at presenter
    // size; the scrubber runs across the full width below, lined up with the diagram's axis.
    auto* row = new FlowRow(this, 16);
    row->addGroup({m_restart, m_back, m_play, m_forward}, 8);
    row->addItem(m_time);
    row->addGroup({m_speedLabel, m_speed, m_speedValue}, 8, true);
    m_speed->setFixedWidth(160);
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(2);
    column->addWidget(row);
    column->addWidget(m_scrub);
    refresh();
}

void PlaybackBar::setCompact(bool compact) {
    if (compact != m_compact) {
        m_compact = compact;
        refresh();
    }
}

QString PlaybackBar::speedText() const {
    const double s = m_playback->slowdown();
    // Two significant digits: the slider is logarithmic, "251×" would be false precision.
    const long step = s >= 100 ? 10 : 1;
    return s < 1.5 ? tr("real time") : tr("%1× slower").arg(std::lround(s / step) * step);
}

QString PlaybackBar::timeText() const {
    return m_time->text();
}

void PlaybackBar::refresh() {
    // Compact (presenter mode on a short screen): symbols only, so the speed shares the
    // transport's line; the words stay in the tooltips and the accessible names.
    const auto label = [this](QPushButton* b, const QString& full, const QString& symbol) {
        b->setText(m_compact ? symbol : full);
        b->setAccessibleName(full);
    };
    label(m_play, m_playback->isPlaying() ? tr("❚❚ Pause") : tr("▶ Play"),
          m_playback->isPlaying() ? QStringLiteral("❚❚") : QStringLiteral("▶"));
    m_play->setToolTip(tr("Play or pause the trace (Space)"));
    label(m_back, tr("◀ Step"), QStringLiteral("◀|"));
    m_back->setToolTip(tr("Back one event (←)"));
    label(m_forward, tr("Step ▶"), QStringLiteral("|▶"));
    m_forward->setToolTip(tr("Forward one event (→)"));
    label(m_restart, tr("⟲ Restart"), QStringLiteral("⟲"));
    m_restart->setToolTip(tr("Back to t = 0"));
    m_speedLabel->setText(tr("Speed:"));
    m_scrub->setToolTip(tr("Drag to any moment of the trace"));
    m_speed->setToolTip(tr("How much slower than real time the trace plays"));
    m_speedValue->setText(speedText());
    m_time->setText(tr("t = %1 ms · event %2/%3")
                        .arg(Readouts::ms(Micros(m_playback->now())))
                        .arg(m_playback->currentEvent() + 1)
                        .arg(m_playback->eventCount()));
    // Steady widths: Play ↔ Pause and a growing time must not push the speed slider about.
    keepWidth(m_play, m_compact ? QStringList{QStringLiteral("❚❚"), QStringLiteral("▶")}
                                : QStringList{tr("❚❚ Pause"), tr("▶ Play")});
    keepWidth(m_time,
              {tr("t = %1 ms · event %2/%3")
                   .arg(Readouts::ms(Micros(m_playback->end() - 1))) // widest: three decimals
                   .arg(m_playback->eventCount())
                   .arg(m_playback->eventCount())});
    keepWidth(m_speedValue, {tr("real time"), tr("%1× slower").arg(1000)});
    const QSignalBlocker block(m_scrub); // mirroring the time must not seek again
    m_scrub->setValue(static_cast<int>(
        std::lround(m_playback->axis().toFraction(m_playback->now()) * kScrubTicks)));
}

} // namespace redlock::ui
