#include "ui/model/playback.h"

#include <QTimer>

#include <algorithm>

namespace redlock::ui {

Playback::Playback(QObject* parent) : QObject(parent), m_timer(new QTimer(this)) {
    m_timer->setInterval(kFrameMs);
    connect(m_timer, &QTimer::timeout, this, [this] { advance(kFrameMs); });
}

void Playback::setTrace(const std::vector<Us>& eventTimes, const TimeAxis& axis) {
    // Parked at the end (the whole trace on screen) stays at the end of the new trace: a
    // readout left at the old end would describe a trace that no longer exists.
    const bool atEnd = !m_times.empty() && m_now >= end();
    m_times = eventTimes;
    m_axis = axis;
    if (m_followPace) {
        applySlowdown(narratingSlowdown());
    }
    seek(atEnd ? end() : m_now);
    emit timeChanged(m_now); // the trace changed even if the time did not
}

int Playback::detailEventCount() const {
    return static_cast<int>(std::count_if(m_times.begin(), m_times.end(),
                                          [this](Us t) { return t <= m_axis.detailEnd(); }));
}

double Playback::narratingSlowdown() const {
    const int detailEvents = detailEventCount();
    const double detailMs = std::max<double>(1.0, static_cast<double>(m_axis.detailEnd())) / 1000.0;
    const double wallMs = static_cast<double>(std::max(1, detailEvents)) * kEventPaceMs;
    return std::clamp(wallMs / detailMs, kMinSlowdown, kMaxSlowdown);
}

int Playback::currentEvent() const {
    const auto it = std::upper_bound(m_times.begin(), m_times.end(), m_now);
    return static_cast<int>(it - m_times.begin()) - 1;
}

void Playback::setPlaying(bool on) {
    if (on && m_now >= end()) {
        m_now = 0; // play at the end means "play it again"
        emit timeChanged(m_now);
    }
    if (on == m_playing) {
        return;
    }
    m_playing = on;
    if (on) {
        m_timer->start();
    } else {
        m_timer->stop();
    }
    emit playingChanged(on);
}

void Playback::stepForward() {
    setPlaying(false);
    const auto it = std::upper_bound(m_times.begin(), m_times.end(), m_now);
    if (it != m_times.end()) {
        seek(*it);
    }
}

void Playback::stepBack() {
    setPlaying(false);
    const int i = currentEvent();
    // From between two events, "back" lands on the one just passed; from an event, the one before.
    const bool onEvent = i >= 0 && m_times[static_cast<size_t>(i)] == m_now;
    const int target = onEvent ? i - 1 : i;
    if (target >= 0) {
        seek(m_times[static_cast<size_t>(target)]);
    }
}

void Playback::restart() {
    seek(0);
}

void Playback::seek(Us t) {
    t = std::clamp<Us>(t, 0, end());
    if (t != m_now) {
        m_now = t;
        emit timeChanged(m_now);
    }
}

void Playback::setSlowdown(double factor) {
    m_followPace = false;
    applySlowdown(factor);
}

void Playback::followPace() {
    m_followPace = true;
    applySlowdown(narratingSlowdown());
}

void Playback::applySlowdown(double factor) {
    const double clamped = std::clamp(factor, kMinSlowdown, kMaxSlowdown);
    if (clamped != m_slowdown) {
        m_slowdown = clamped;
        emit slowdownChanged(m_slowdown);
    }
}

void Playback::advance(int realMs) {
    // Move along the axis at the pace the detail part plays at, so the squeezed tail keeps the
    // same on-screen speed instead of crawling through seconds of lease.
    const double detailUsPerFraction = static_cast<double>(m_axis.detailEnd()) / m_axis.split();
    const double step = realMs * 1000.0 / m_slowdown / detailUsPerFraction;
    const double f = m_axis.toFraction(m_now) + step;
    Us next = m_axis.toTime(f);
    if (next <= m_now) {
        next = m_now + 1; // always move, however slow
    }
    seek(next);
    if (m_now >= end()) {
        setPlaying(false);
    }
}

} // namespace redlock::ui
